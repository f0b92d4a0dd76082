"""Cached tiles (`render.tiles`): a board drawn with warm caches is the board drawn from
scratch, through a whole game, with several tables rendering at once."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bench.render_kitty import busy_view
from render import kitty, kitty_caption
from render.tiles import TileCache, even_box
from tests.render.golden.positions import random_view


def _clear() -> None:
    kitty._STACKS.clear()
    kitty_caption._CHIPS.clear()


def _game_views(
    seed: int, players: int, radius: int, plies: int, **extra: Any
) -> list[dict[str, Any]]:
    """The public view every few plies of a seeded random Kitty game."""
    options = {"radius": radius, **extra}
    return [random_view("kitty", players, seed, n, options) for n in range(0, plies, 6)]


def test_a_whole_game_draws_the_same_with_warm_caches() -> None:
    views = _game_views(5, 4, 4, 90, setup="random", objectives=True)
    views += _game_views(8, 2, 3, 60) + [busy_view()]
    cold = []
    for v in views:
        _clear()
        cold.append(kitty.render(v))
    _clear()
    assert [kitty.render(v) for v in views] == cold  # warm: caches carried along
    assert [kitty.render(v) for v in views] == cold  # and again, every tile cached


def test_tables_rendering_at_once_match_serial_renders() -> None:
    views = _game_views(3, 4, 4, 60) + _game_views(4, 3, 5, 36) + [busy_view(6)]
    _clear()
    serial = [kitty.render(v) for v in views]
    for _ in range(2):
        _clear()
        with ThreadPoolExecutor(max_workers=6) as pool:
            assert list(pool.map(kitty.render, views * 2)) == serial * 2


def test_stamp_is_the_drawing_and_the_cache_is_bounded() -> None:
    cache = TileCache(3)
    base = Image.new("RGB", (60, 40), (200, 190, 180))
    ImageDraw.Draw(base).line((0, 0, 59, 39), fill=(0, 0, 0), width=3)

    def disc(x: float) -> Any:
        def paint(img: Image.Image, dx: int, dy: int) -> None:
            ImageDraw.Draw(img).ellipse((x - dx, 8 - dy, x + 13.5 - dx, 21.5 - dy), fill=(9, 99, 9))

        return paint

    for x in (3.25, 10.5, 20.75, 30.0, 3.25):
        direct, stamped = base.copy(), base.copy()
        disc(x)(direct, 0, 0)
        for _ in range(2):  # built, then from the cache
            cache.stamp(stamped, x, even_box(x, 8, x + 13.5, 21.5, base.size), disc(x))
            assert stamped.tobytes() == direct.tobytes()
    assert len(cache) == 3
    with pytest.raises(ValueError):
        cache.stamp(base, "odd", (1, 0, 5, 5), disc(1))


def test_a_taller_stack_with_the_same_top_is_redrawn() -> None:
    """Only the top pieces of a tall stack show; its height (in digits) must still count."""
    view = busy_view()
    grown = {**view, "stacks": dict(view["stacks"])}
    tall = max(grown["stacks"], key=lambda name: len(grown["stacks"][name]))
    grown["stacks"][tall] = [grown["stacks"][tall][0], *grown["stacks"][tall]]
    _clear()
    expected = kitty.render(grown)
    _clear()
    kitty.render(view)
    assert kitty.render(grown) == expected
