"""Time the Cat and the Tower side-view renderer: CPU ms, wall ms and PNG size per scene.

    python -m bench.render_cattower [--runs 40] [--save DIR]

Scenes (hand-built, see tests/render_cattower/scenes.py): the setup, the benchmark scene
(a 10-floor tower with Friends, a build ghost and a slip note), a Friend ghost, a 22-floor
tower cropped with Toto far below, debris, a 4-player competitive game, and one victory
count frame, plus boards from seeded random games (co-op and competitive). Target: ≤ 15 ms
CPU and ≤ 150 KB per board.
"""

from __future__ import annotations

from collections.abc import Callable

from bench import render_timing
from bot.games.cattower import GAME
from render.cattower import render, render_frame
from tests.render_cattower import scenes


def main(argv: list[str] | None = None) -> None:
    count = scenes.count_view()
    coop = GAME.view(render_timing.random_state(GAME.key, 3, 2, 40, {}), None)
    race = GAME.view(render_timing.random_state(GAME.key, 2, 4, 40, {"mode": "competitive"}), None)
    cases: dict[str, Callable[[], bytes]] = {
        "setup (floor 1, Toto)": lambda v=scenes.empty_view(): render(v),
        "BENCH 10 floors + Friends + ghost": lambda v=scenes.mid_view(): render(v),
        "Friend ghost, 5 floors": lambda v=scenes.friend_ghost_view(): render(v),
        "22 floors, Toto on 4 (cropped)": lambda v=scenes.tall_view(): render(v),
        "debris, 3/5 walls down": lambda v=scenes.debris_view(): render(v),
        "competitive, 4 Black Cats": lambda v=scenes.competitive_view(): render(v),
        "victory count frame 3": lambda v=count: render_frame(v, 2),
        "random co-op game (3 players, 40 plies)": lambda v=coop: render(v),
        "random competitive game (2, 40 plies)": lambda v=race: render(v),
    }
    render_timing.main("Cat and the Tower renders", cases, 40, argv)


if __name__ == "__main__":
    main()
