"""Pictures composed in palette mode (`render.indexed`): parts mapped alone are the
picture mapped whole, a canvas writes the PNG of its picture, bands drawn apart are the
bands drawn in place."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageDraw

from render import palette as pal
from render.common import BACKGROUND, INK, MUTED
from render.indexed import Band, IndexedCanvas, Paints, PartCache, rows_of, stamp_bands
from render.square_caption import draw_name_line
from render.text import draw_line

COLOURS = [BACKGROUND, INK, MUTED, (208, 190, 160), (228, 214, 190), (190, 30, 120)]
PAINTS = Paints(pal.build_palette(COLOURS, [(INK, BACKGROUND), (MUTED, BACKGROUND)]))


def _picture(width: int, height: int, seed: int) -> Image.Image:
    """An RGB picture of flat boxes in the palette's colours, with antialiased type."""
    rng = random.Random(seed)
    img = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(img)
    for _ in range(30):
        x, y = rng.randrange(width), rng.randrange(height)
        box = (x, y, x + rng.randrange(1, 60), y + rng.randrange(1, 40))
        draw.rectangle(box, fill=rng.choice(COLOURS))
    for k in range(4):
        draw_line(img, (rng.uniform(0, width / 2), 20 + 30 * k + 0.5), "Kitty 42", 20, INK)
    return img


def _decoded(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    return img


def test_parts_mapped_alone_are_the_picture_mapped_whole() -> None:
    img = _picture(200, 150, 1)
    whole = PAINTS.quantize(img)
    canvas = IndexedCanvas(rows_of(PAINTS.quantize(Image.new("RGB", img.size))), PAINTS)
    for box in [(0, 0, 120, 70), (120, 0, 200, 70), (0, 70, 77, 150), (77, 70, 200, 150)]:
        canvas.paste(PAINTS.quantize(img.crop(box)), box[:2])
    assert canvas.picture().tobytes() == whole.tobytes()


@pytest.mark.parametrize("deflate", [pal.FAST_DEFLATE, None])
def test_a_canvas_writes_the_png_of_its_picture(deflate: object) -> None:
    whole = PAINTS.quantize(_picture(123, 45, 2))
    canvas = IndexedCanvas(rows_of(whole), PAINTS)
    rows = canvas.rows.tobytes()
    png = pal.png_from_rows(rows, canvas.width, canvas.height, PAINTS.plte, deflate)  # type: ignore[arg-type]
    got = _decoded(png)
    assert got.mode == "P" and got.size == whole.size
    assert got.tobytes() == whole.tobytes()
    assert got.convert("RGB").tobytes() == whole.convert("RGB").tobytes()
    assert _decoded(canvas.png()).tobytes() == whole.tobytes()


def test_fill_paints_the_index_its_colour_maps_to() -> None:
    canvas = IndexedCanvas(rows_of(PAINTS.quantize(_picture(40, 30, 3))), PAINTS)
    canvas.fill(MUTED, (5, 6, 25, 16))
    picture = canvas.picture().convert("RGB")
    assert picture.crop((5, 6, 25, 16)).getcolors() == [(200, MUTED)]
    assert PAINTS.index(MUTED) == PAINTS.quantize(Image.new("RGB", (1, 1), MUTED)).tobytes()[0]


def test_a_canvas_keeps_its_filter_column_at_zero() -> None:
    canvas = IndexedCanvas(rows_of(PAINTS.quantize(Image.new("RGB", (9, 4), MUTED))), PAINTS)
    canvas.fill(INK, (0, 0, 9, 4))
    canvas.paste(PAINTS.quantize(Image.new("RGB", (3, 3), INK)), (0, 1))
    rows = canvas.rows.tobytes()
    assert [rows[r * 10] for r in range(4)] == [0, 0, 0, 0]


def test_the_part_cache_keeps_the_parts_used_last() -> None:
    cache = PartCache(2)
    made: list[str] = []

    def make(name: str) -> Image.Image:
        made.append(name)
        return Image.new("P", (1, 1))

    first = cache.get("a", lambda: make("a"))
    assert cache.get("a", lambda: make("a")) is first
    cache.get("b", lambda: make("b"))
    cache.get("a", lambda: make("a"))
    cache.get("c", lambda: make("c"))  # drops "b", the least recently used
    cache.get("a", lambda: make("a"))
    cache.get("b", lambda: make("b"))
    assert made == ["a", "b", "c", "b"]
    assert len(cache) == 2


@pytest.mark.parametrize("top", [40, 41, 52, 57])
@pytest.mark.parametrize(("step", "size"), [(26, 19), (27, 19), (28, 24), (31, 20)])
def test_a_band_drawn_apart_is_the_band_drawn_in_place(top: int, step: int, size: int) -> None:
    """A line of type centred in its band (on a whole or a half pixel), drawn on its own
    and pasted, gives the pixels it has drawn in place on the whole picture, whatever the
    parity of its top."""

    def draw(img: Image.Image, origin: int) -> None:
        cy = top + step / 2 - origin
        draw_line(img, (61.5, cy), "Quiet 12 of 40", size, INK, False, "mm")
        draw_name_line(img, (3.0, cy), "さくら", size, INK)

    whole = Image.new("RGB", (150, 120), BACKGROUND)
    draw(whole, 0)
    blank = PAINTS.quantize(Image.new("RGB", whole.size, BACKGROUND))
    canvas = IndexedCanvas(rows_of(blank), PAINTS)
    cache = PartCache(4)
    for _ in range(2):  # made, then pasted from the cache
        stamp_bands(canvas, [Band(("line", step, size), top, step, draw)], BACKGROUND, cache)
        assert canvas.picture().tobytes() == PAINTS.quantize(whole).tobytes()
