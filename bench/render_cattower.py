"""Time the Cat and the Tower side-view renderer: CPU ms, wall ms and PNG size per scene.

    python -m bench.render_cattower [--runs 40] [--save DIR]

Scenes (hand-built, see tests/render/cattower/scenes.py): the setup, the benchmark scene
(a 10-floor tower with Friends, a build ghost and a slip note), a Friend ghost, a 22-floor
tower cropped with Toto far below, debris, a 4-player competitive game, and one victory
count frame, plus boards from seeded random games (co-op and competitive). Target: ≤ 15 ms
CPU and ≤ 150 KB per board.

The settled tower is cached between renders (`render.cattower_strip`): the scenes above
are timed warm, as during a turn, when only the ghost, cards and step change. The "cold"
row clears that cache before every render: the cost when a piece has just landed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from bench import render_timing
from bot.games.cattower import GAME
from render import render_count_frame, renderer_for
from render.cattower_strip import clear_cache
from tests.render.cattower import scenes

#: The Cat and the Tower renderer as the render pool calls it: any view mapping → PNG.
render = renderer_for("cattower")


def main(argv: list[str] | None = None) -> None:
    count = scenes.count_view()
    coop = GAME.view(render_timing.random_state(GAME.key, 3, 2, 40, {}), None)
    race = GAME.view(render_timing.random_state(GAME.key, 2, 4, 40, {"mode": "competitive"}), None)
    views = {
        "setup (floor 1, Toto)": scenes.empty_view(),
        "BENCH 10 floors + Friends + ghost": scenes.mid_view(),
        "Friend ghost, 5 floors": scenes.friend_ghost_view(),
        "22 floors, Toto on 4 (cropped)": scenes.tall_view(),
        "debris, 3/5 walls down": scenes.debris_view(),
        "competitive, 4 Black Cats": scenes.competitive_view(),
    }
    cases: dict[str, Callable[[], bytes]] = {
        name: partial(render, view) for name, view in views.items()
    }
    mid = views["BENCH 10 floors + Friends + ghost"]
    cases["BENCH scene, cold (a piece just landed)"] = lambda: _cold(mid)
    cases["victory count frame 3"] = lambda: render_count_frame(count, 2)
    cases["random co-op game (3 players, 40 plies)"] = lambda: render(coop)
    cases["random competitive game (2, 40 plies)"] = lambda: render(race)
    render_timing.main("Cat and the Tower renders", cases, 40, argv)


def _cold(view: Mapping[str, Any]) -> bytes:
    clear_cache()
    return render(view)


if __name__ == "__main__":
    main()
