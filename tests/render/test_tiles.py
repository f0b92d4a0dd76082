"""Cached tiles (`render.tiles`): a board drawn with warm caches is the board drawn from
scratch, through a whole game, with several tables rendering at once."""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bench.render_kitty import busy_view
from render import kitty
from render.tiles import TileCache, pixel_box
from tests.render.golden import positions
from tests.render.golden.positions import random_view


def _clear() -> None:
    kitty.clear_tiles()


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

    def disc(img: Image.Image, x: float) -> Any:
        return lambda: ImageDraw.Draw(img).ellipse((x, 8, x + 13.5, 21.5), fill=(9, 99, 9))

    def footprint(x: float, box: Any) -> Any:
        def mask() -> Image.Image:
            m = Image.new("1", (box[2] - box[0], box[3] - box[1]), 0)
            ImageDraw.Draw(m).ellipse(
                (x - box[0], 8 - box[1], x + 13.5 - box[0], 21.5 - box[1]), fill=1
            )
            return m

        return mask

    for x in (3.25, 10.5, 20.75, 30.0, 3.25):
        direct = base.copy()
        disc(direct, x)()
        box = pixel_box(x, 8, x + 13.5, 21.5, base.size)
        hits = []
        for _ in range(2):  # drawn, then from the cache
            stamped = base.copy()
            hits.append(cache.stamp(stamped, x, box, disc(stamped, x), footprint(x, box)))
            assert stamped.tobytes() == direct.tobytes()
        assert hits == [x == 3.25 and len(cache) > 3, True] or hits[1]
    assert len(cache) == 3


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


@pytest.mark.parametrize("name", ["kitty_r3", "kitty_r4"])
def test_warm_renders_match_the_golden_images(name: str) -> None:
    """Drawn once (tiles kept), then stamped: both are the stored golden picture."""
    view = positions.view(name)
    _clear()
    first = kitty.render(view)
    assert kitty.render(view) == first
    want = Image.open(positions.PNGS / f"{name}.png").convert("RGB").tobytes()
    assert Image.open(io.BytesIO(first)).convert("RGB").tobytes() == want
