"""Square boards stamp unchanged stacks and caption lines from tile caches (Towers pastes
them already mapped onto its palette): a board drawn with warm caches, along a whole game
(stacks moving, rings and arrows coming and going, captions changing), is byte for byte
the board drawn from scratch."""

from __future__ import annotations

import copy
from typing import cast

import pytest

from bot.core.views import View
from bot.matches.models import with_players
from render import render_view, square_caption, square_indexed, square_stacks, towers
from tests.render.golden import positions
from tests.render.golden.positions import random_view

GAMES = [
    ("towers", None, ["Alexandra Konstantinopoulou", "王小明"]),
    ("tumbling", None, ["Жанна", "さくら"]),
    ("stacktics", {"board": "5x5"}, ["Kitty AI 1 (hard)", "Bob"]),
]


def _clear() -> None:
    square_stacks._TILES.clear()
    square_caption._LINES.clear()
    square_caption._INDEXED_LINES.clear()
    towers._CELLS.clear()
    square_indexed.move_marks.cache_clear()


def _kept() -> int:
    """Tiles and parts kept by the caches `_clear` empties."""
    return (
        len(square_stacks._TILES)
        + len(square_caption._LINES)
        + len(square_caption._INDEXED_LINES)
        + len(towers._CELLS)
    )


@pytest.mark.parametrize("key, options, players", GAMES)
def test_a_game_drawn_with_warm_tiles_is_the_game_drawn_from_scratch(
    key: str, options: dict[str, str] | None, players: list[str]
) -> None:
    views = []
    for plies in range(0, 36, 3):
        view = random_view(key, 2, 4, plies, options)
        views.append(view)
        views.append(dict(with_players(cast(View, view), players)))
    _clear()
    warm = [render_view(v) for v in views]
    assert _kept() > 0
    for view, got in zip(views, warm):
        _clear()
        assert render_view(view) == got


@pytest.mark.parametrize("name", ["tumbling_tumble", "tumbling_mid", "towers_mid", "towers_end"])
def test_stacks_kept_without_a_last_move_are_not_stamped_over_its_arrow(name: str) -> None:
    """The same board first without its last move (every stack kept as a tile), then with
    it: cells under the rings, the arrow or a frame are drawn afresh, the picture is the
    one drawn from scratch."""
    view = positions.view(name)
    bare = copy.deepcopy(view)
    bare["last_path"] = []
    bare["last_cells"] = None
    bare["fallen"] = []
    bare["threats"] = []
    _clear()
    expected = render_view(view)
    _clear()
    render_view(bare)
    assert render_view(view) == expected
