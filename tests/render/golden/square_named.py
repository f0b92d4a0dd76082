"""Golden boards of the square-board games as players see them (issue 29): a start, a
middle and an end board per game, with the players' names set the way the application
sets them (`bot.core.views.with_players`) — long names, an AI seat and non-Latin scripts —
so the golden images show names shortened, every script drawn, and the turn line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.core.views import View
from bot.matches.models import with_players

LONG = "Alexandra Konstantinopoulou"


def _named(
    key: str, seed: int, plies: int, names: list[str], options: dict[str, Any] | None = None
) -> Callable[[], dict[str, Any]]:
    def build() -> dict[str, Any]:
        from tests.render.golden.positions import random_view

        view: Any = random_view(key, 2, seed, plies, options)
        named: View = with_players(view, names)
        return dict(named)

    return build


#: name → how to build its view (`positions.BUILDERS` holds these too).
BUILDERS: dict[str, Callable[[], dict[str, Any]]] = {
    "towers_named_start": _named("towers", 1, 0, ["さくら", "Kitty AI 1 (hard)"]),
    "towers_named_mid": _named("towers", 7, 20, [LONG, "王小明"]),
    "towers_named_end": _named("towers", 1, 400, ["Жанна", LONG]),
    "stacktics_named_start": _named("stacktics", 1, 0, ["王小明", "Жанна"], {"board": "7x6"}),
    "stacktics_named_mid": _named("stacktics", 2, 40, [LONG, "さくら"], {"board": "7x6"}),
    "stacktics_named_end": _named(
        "stacktics", 5, 400, ["Жанна", "Kitty AI 2 (easy)"], {"board": "7x6"}
    ),
    "tumbling_named_start": _named("tumbling", 1, 0, ["Жанна", "王小明"]),
    "tumbling_named_mid": _named("tumbling", 7, 30, [LONG, "さくら"]),
    "tumbling_named_end": _named("tumbling", 2, 400, ["王小明", LONG]),
}
