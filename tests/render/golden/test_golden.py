"""Golden images: every fixed board (see `positions`) still renders to the stored PNG,
pixel for pixel (decoded with Pillow, so zlib versions do not matter; a few pixels may
differ by a small amount for a different FreeType).

Redraw the expected images after a deliberate change with

    KITTY_UPDATE_GOLDEN=1 python -m pytest tests/render/golden

(and look at them); `KITTY_UPDATE_GOLDEN=views` also rebuilds the stored views.
"""

from __future__ import annotations

import io
import os

import pytest
from PIL import Image, ImageChops

from render import render_view
from tests.render.golden import positions

UPDATE = os.environ.get("KITTY_UPDATE_GOLDEN", "")
#: At most this share of pixels may differ, and none by more than `MAX_DELTA` per channel.
MAX_SHARE = 0.002
MAX_DELTA = 48


def _decode(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img.convert("RGB")


@pytest.mark.parametrize("name", sorted(positions.BUILDERS))
def test_board_matches_its_golden_image(name: str) -> None:
    png = render_view(positions.view(name, rebuild=UPDATE == "views"))
    expected_path = positions.PNGS / f"{name}.png"
    if UPDATE:
        positions.PNGS.mkdir(parents=True, exist_ok=True)
        expected_path.write_bytes(png)
    assert expected_path.exists(), f"no golden image for {name}: run with KITTY_UPDATE_GOLDEN=1"
    got, want = _decode(png), _decode(expected_path.read_bytes())
    assert got.size == want.size
    if got.tobytes() == want.tobytes():
        return
    diff = ImageChops.difference(got, want)
    changed = sum(1 for px in diff.getdata() if max(px) > 0)
    worst = max(max(px) for px in diff.getdata())
    assert changed <= MAX_SHARE * got.width * got.height and worst <= MAX_DELTA, (
        f"{name}: {changed} pixels differ (worst by {worst}); if the change is deliberate, "
        "rerun with KITTY_UPDATE_GOLDEN=1 and look at the images"
    )
