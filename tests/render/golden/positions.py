"""The fixed boards of the golden-image tests: a few positions per game, each built
deterministically from a seeded random game through the engines' public API (or a hand
built scene), and stored as the *view* the renderer reads (`views/<name>.json`).

Storing views keeps the golden images about the renderers: an engine change elsewhere
does not move a golden board. `KITTY_UPDATE_GOLDEN=views` rebuilds the stored views
from the games (then `KITTY_UPDATE_GOLDEN=1` redraws the expected PNGs).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.core.protocol import State
from bot.core.registry import get_game
from tests.render.golden import square_named, targets

HERE = Path(__file__).resolve().parent
VIEWS = HERE / "views"
PNGS = HERE / "png"


def random_state(
    key: str, players: int, seed: int, plies: int, options: dict[str, Any] | None = None
) -> State[Any]:
    """Game `key` after up to `plies` seeded random moves (forced moves included)."""
    game = get_game(key)
    state = game.new_state(players, seed, game.validate_options(players, dict(options or {})))
    rng = random.Random(seed)
    for _ in range(plies):
        if state.outcome() is not None:
            break
        forced = state.forced_move()
        if forced is not None:
            state = state.apply(forced)
            continue
        actors = sorted(state.actors())
        seat = rng.choice(actors) if actors else state.to_move
        moves = state.legal_moves(seat)
        if not moves:
            break
        state = state.apply(rng.choice(moves), seat)
    return state


def random_view(
    key: str, players: int, seed: int, plies: int, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The public view of `random_state(...)`."""
    return dict(get_game(key).view(random_state(key, players, seed, plies, options), None))


def _tumble() -> dict[str, Any]:
    """Tall mixed stacks and a tumble across three of them (the arrow must not hide them)."""
    game = get_game("tumbling")
    stacks = {
        "c3": "wbwbwbwwbw",
        "d4": "bbbbbbbbw",
        "e5": "wwwwwww",
        "f6": "bwbwb",
        "b2": "bbbbbbbbbbbb",
        "g7": "wwb",
        "a8": "w",
        "h1": "b",
        "d6": "bw",
        "c6": "wbbbbw",
    }
    state = game.position_from_json(
        {"game": "tumbling", "to_move": "w", "stacks": {c: list(p) for c, p in stacks.items()}}
    )
    return dict(game.view(state.apply(game.parse_move(state, "c3>ne")), None))


def _cattower_scene() -> dict[str, Any]:
    from tests.render.cattower import scenes

    return scenes.mid_view()


#: Players' names for the named boards: long, Japanese, Chinese, Cyrillic, and an AI seat.
NAMES_4 = ["Alexandra Konstantinopoulou", "さくら", "王小明", "Kitty AI 1 (hard)"]
NAMES_2 = ["Жанна", "Alexandra Konstantinopoulou"]
KITTY_4 = {"radius": 4, "setup": "random", "objectives": True}


def _named(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """`view` with `player_names`, as the application sets them."""
    return {**view, "player_names": names}


#: name → how to build its view (only when the stored view is missing or being rebuilt).
BUILDERS: dict[str, Callable[[], dict[str, Any]]] = {
    "towers_mid": lambda: random_view("towers", 2, 7, 20),
    "towers_end": lambda: random_view("towers", 2, 3, 400),
    "stacktics_7x6": lambda: random_view("stacktics", 2, 11, 26, {"board": "7x6"}),
    "stacktics_5x5": lambda: random_view("stacktics", 2, 5, 40, {"board": "5x5"}),
    "tumbling_mid": lambda: random_view("tumbling", 2, 7, 30),
    "tumbling_tumble": _tumble,
    "kitty_r4": lambda: random_view(
        "kitty", 4, 3, 60, {"radius": 4, "setup": "random", "objectives": True}
    ),
    "kitty_r3": lambda: random_view("kitty", 2, 5, 40),
    "kitty_names2_start": lambda: _named(
        random_view("kitty", 2, 5, 3, {"setup": "turns"}), NAMES_2
    ),
    "kitty_names2_mid": lambda: _named(random_view("kitty", 2, 5, 40), NAMES_2),
    "kitty_names2_end": lambda: _named(random_view("kitty", 2, 5, 600), NAMES_2),
    "kitty_names4_start": lambda: _named(
        random_view("kitty", 4, 3, 6, {**KITTY_4, "setup": "turns"}), NAMES_4
    ),
    "kitty_names4_mid": lambda: _named(random_view("kitty", 4, 3, 70, KITTY_4), NAMES_4),
    "kitty_names4_end": lambda: _named(random_view("kitty", 4, 3, 600, KITTY_4), NAMES_4),
    "cattower_coop": lambda: random_view("cattower", 3, 2, 40),
    "cattower_race": lambda: random_view("cattower", 2, 4, 40, {"mode": "competitive"}),
    "cattower_tower": _cattower_scene,
}
BUILDERS.update(square_named.BUILDERS)
BUILDERS.update(targets.BUILDERS)


def view(name: str, rebuild: bool = False) -> dict[str, Any]:
    """The stored view `name` (built and stored first if missing or `rebuild`)."""
    path = VIEWS / f"{name}.json"
    if rebuild or not path.exists():
        VIEWS.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(BUILDERS[name](), sort_keys=True, ensure_ascii=False) + "\n")
    data: dict[str, Any] = json.loads(path.read_text())
    return data
