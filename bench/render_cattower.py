"""Time the Cat and the Tower side-view renderer; print median ms and PNG size per scene.

    python bench/render_cattower.py [--runs 40] [--save DIR]

Scenes (hand-built, see tests/render_cattower/scenes.py): the setup, the benchmark scene
(a 10-floor tower with Friends, a build ghost and a slip note), a Friend ghost, a 22-floor
tower cropped with Toto far below, debris, a 4-player competitive game, and one victory
count frame. Wall-clock and CPU medians are both printed: on a busy machine the CPU time
is the fairer number. Target for the benchmark scene: ≤ 40 ms and ≤ 150 KB.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from render.cattower import render, render_frame  # noqa: E402
from tests.render_cattower import scenes  # noqa: E402


def _measure(fn: Callable[[], bytes], runs: int) -> tuple[float, float, int]:
    """Median wall ms, median CPU ms and the PNG size of `fn` over `runs` calls."""
    fn()                                      # warm caches (fonts, icons, palette keys)
    wall: list[float] = []
    cpu: list[float] = []
    data = b""
    for _ in range(runs):
        w, c = time.perf_counter(), time.process_time()
        data = fn()
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
    return statistics.median(wall) * 1000, statistics.median(cpu) * 1000, len(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--save", type=Path, default=None, help="write each PNG into this directory")
    args = parser.parse_args()
    count = scenes.count_view()
    cases: dict[str, Callable[[], bytes]] = {
        "setup (floor 1, Toto)": lambda: render(scenes.empty_view()),
        "BENCH 10 floors + Friends + ghost": lambda v=scenes.mid_view(): render(v),
        "Friend ghost, 5 floors": lambda v=scenes.friend_ghost_view(): render(v),
        "22 floors, Toto on 4 (cropped)": lambda v=scenes.tall_view(): render(v),
        "debris, 3/5 walls down": lambda v=scenes.debris_view(): render(v),
        "competitive, 4 Black Cats": lambda v=scenes.competitive_view(): render(v),
        "victory count frame 3": lambda v=count: render_frame(v, 2),
    }
    print(f"{'scene':38s} {'wall ms':>8s} {'cpu ms':>8s} {'PNG KB':>8s}")
    for name, fn in cases.items():
        wall, cpu, size = _measure(fn, args.runs)
        print(f"{name:38s} {wall:8.1f} {cpu:8.1f} {size / 1024:8.1f}")
        if args.save is not None:
            args.save.mkdir(parents=True, exist_ok=True)
            slug = "".join(ch if ch.isalnum() else "_" for ch in name.lower()).strip("_")
            (args.save / f"{slug}.png").write_bytes(fn())


if __name__ == "__main__":
    main()
