"""The PNG writer of the boards (`render.palette.png_indexed`): what it writes decodes to
the very pixels and palette Pillow's writer stores, with ISA-L and without it."""

from __future__ import annotations

import io
import random
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image

from render import palette as pal
from render.common import to_png


def _board_like(width: int, height: int, seed: int) -> Image.Image:
    """A 'P' image with flat areas, runs and noise, over a 40-colour palette."""
    rng = random.Random(seed)
    img = Image.new("RGB", (width, height), (246, 241, 232))
    for _ in range(40):
        x, y = rng.randrange(width), rng.randrange(height)
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        img.paste(colour, (x, y, min(width, x + rng.randrange(1, 90)), min(height, y + 30)))
    for _ in range(300):
        img.putpixel((rng.randrange(width), rng.randrange(height)), (0, 0, 0))
    colours = sorted({c for _, c in img.getcolors(1 << 16) or []})
    return img.quantize(palette=pal.palette_image(colours[:256]), dither=Image.Dither.NONE)


def _decoded(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


@pytest.mark.skipif(pal.FAST_DEFLATE is None, reason="isal is not installed")
@pytest.mark.parametrize(("width", "height"), [(1, 1), (7, 3), (592, 688), (720, 1243)])
def test_fast_writer_stores_the_same_pixels_and_palette(width: int, height: int) -> None:
    indexed = _board_like(width, height, width + height)
    fast = _decoded(pal.png_indexed(indexed))
    slow = _decoded(pal.png_indexed(indexed, deflate=None))
    assert fast.mode == slow.mode == "P"
    assert fast.size == (width, height)
    assert fast.tobytes() == indexed.tobytes() == slow.tobytes()
    assert fast.convert("RGB").tobytes() == indexed.convert("RGB").tobytes()


def test_same_image_same_bytes_even_at_once() -> None:
    images = [_board_like(300, 200, seed) for seed in range(6)]
    serial = [pal.png_indexed(im) for im in images]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(pal.png_indexed, images * 3)) == serial * 3


def test_rgb_and_transparent_images_go_to_pillow() -> None:
    rgba = Image.new("RGBA", (5, 4), (10, 20, 30, 128))
    assert _decoded(pal.png_indexed(rgba)).mode == "RGBA"
    indexed = _board_like(20, 10, 1)
    indexed.info["transparency"] = 0
    assert "transparency" in _decoded(pal.png_indexed(indexed)).info


def test_to_png_keeps_every_colour_of_a_small_image() -> None:
    img = _board_like(64, 48, 3).convert("RGB")
    assert _decoded(to_png(img)).convert("RGB").tobytes() == img.tobytes()
