"""Languages: what six catalogues cost at start-up and per text.

    python -m bench.languages [--runs 5] [--tree PATH]

Prints, each as the median of `--runs` fresh processes:
- the bot's start-up import (`bot.app` and the extensions `setup_hook` loads: every cog,
  game and renderer),
  and the same plus opening all six catalogues (`bot.i18n.load_all()`, what a render worker
  does at start) — run it with `--tree` on a checkout from before the catalogues to compare
  (the catalogue step is skipped where `bot.i18n` does not exist);
- in this process: the time to say every message of every language once (first use parses
  the message) and again (remembered), per message.
CPU per move under load is `python -m bench.load`'s number (the catalogues are in it).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

IMPORT = (
    "import time; t = time.process_time(); w = time.perf_counter(); import bot.app; "
    "import importlib; [importlib.import_module(e) for e in bot.app.EXTENSIONS]\n"
)
LOAD = (
    "import importlib.util as u\n"
    "if u.find_spec('bot.i18n'):\n    import bot.i18n as i; i.load_all()\n"
)
REPORT = "print(time.perf_counter() - w, time.process_time() - t)"


def fresh(tree: Path, code: str, runs: int) -> tuple[float, float]:
    """Median wall and CPU seconds of `code` in fresh interpreters started in `tree`."""
    walls, cpus = [], []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", code], cwd=tree, capture_output=True, text=True, check=True
        ).stdout.split()
        walls.append(float(out[-2]))
        cpus.append(float(out[-1]))
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--tree", type=Path, default=ROOT, help="checkout to measure (default: this)")
    args = ap.parse_args()
    wall, cpu = fresh(args.tree, IMPORT + REPORT, args.runs)
    print(
        f"import the bot:                     wall {wall * 1000:7.1f} ms   CPU {cpu * 1000:7.1f} ms"
    )
    wall, cpu = fresh(args.tree, IMPORT + LOAD + REPORT, args.runs)
    print(
        f"import the bot + open 6 catalogues: wall {wall * 1000:7.1f} ms   CPU {cpu * 1000:7.1f} ms"
    )
    if args.tree != ROOT:
        return
    import logging

    from bot import i18n

    logging.disable(logging.CRITICAL)  # a message given fewer arguments than it names logs

    keys = {lang: sorted(i18n.keys(lang)) for lang in i18n.LANGUAGES}
    count = sum(len(k) for k in keys.values())
    for label in ("first use (parse + format)", "again (remembered)"):
        start = time.perf_counter()
        for lang, names in keys.items():
            for key in names:
                i18n.text(lang, key, name="Ann", count=2, move="c3-c4", who="Ann", game="Towers")
        took = time.perf_counter() - start
        print(
            f"say {count} messages, {label}: {took * 1000:7.1f} ms ({took / count * 1e6:.1f} µs each)"
        )


if __name__ == "__main__":
    main()
