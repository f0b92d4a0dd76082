"""Issue 29: Cat and the Tower boards as a phone player sees them — a start, a middle
and an end board of a co-op and of a competitive game, with long and non-Latin player
names (and an AI seat), each still rendering to its stored PNG and legible at 400 px.

The views are built once from seeded random games through the engine's public API, named
with `bot.core.views.with_players` as the application does, and stored under
`golden/views` (so an engine change elsewhere does not move these images). After a
deliberate change of the renderer redraw the images, and look at them, with

    KITTY_UPDATE_GOLDEN=1 python -m pytest tests/render/cattower/test_phone_golden.py

(`KITTY_UPDATE_GOLDEN=views` also rebuilds the stored views).
"""

from __future__ import annotations

import io
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import pytest
from PIL import Image, ImageChops

from bot.core.views import View
from bot.matches.models import with_players
from render import render_view
from tests.render.golden.fontprobe import recorded_font_sizes
from tests.render.golden.positions import random_view

HERE = Path(__file__).resolve().parent / "golden"
VIEWS, PNGS = HERE / "views", HERE / "png"
UPDATE = os.environ.get("KITTY_UPDATE_GOLDEN", "")
#: At most this share of pixels may differ, and none by more than `MAX_DELTA` per channel.
MAX_SHARE = 0.002
MAX_DELTA = 48
PHONE = 400
MIN_PHONE_TYPE = 11

COOP_NAMES = ["Alexandra Konstantinopoulou", "さくら", "王小明"]
COOP_AI = ["Alexandra Konstantinopoulou", "さくら", "Kitty AI 1 (hard)"]
RACE_NAMES = ["王小明", "Alexandra Konstantinopoulou", "Kitty AI 2 (normal)"]
RACE = {"mode": "competitive"}


def _named(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    return dict(with_players(cast(View, view), names))


BUILDERS: dict[str, Callable[[], dict[str, Any]]] = {
    "coop_start": lambda: _named(random_view("cattower", 3, 2, 0), COOP_AI),
    "coop_middle": lambda: _named(random_view("cattower", 3, 2, 42), COOP_NAMES),
    "coop_end": lambda: _named(random_view("cattower", 3, 1, 600), COOP_NAMES),  # collapses
    "race_start": lambda: _named(random_view("cattower", 3, 1, 0, RACE), RACE_NAMES),
    "race_middle": lambda: _named(random_view("cattower", 3, 1, 140, RACE), RACE_NAMES),
    "race_end": lambda: _named(random_view("cattower", 3, 1, 2500, RACE), RACE_NAMES),
}


def stored_view(name: str) -> dict[str, Any]:
    """The stored view `name` (built and stored first when missing or being rebuilt)."""
    path = VIEWS / f"{name}.json"
    if UPDATE == "views" or not path.exists():
        VIEWS.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(BUILDERS[name](), sort_keys=True, ensure_ascii=False) + "\n")
    data: dict[str, Any] = json.loads(path.read_text())
    return data


def _decode(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img.convert("RGB")


def test_the_boards_cover_start_middle_and_end_of_both_modes() -> None:
    ends = {n: "outcome" in stored_view(n) for n in BUILDERS}
    assert ends == {n: n.endswith("_end") for n in BUILDERS}
    for name in BUILDERS:
        view = stored_view(name)
        assert view["mode"] == ("competitive" if name.startswith("race") else "coop")
        assert len(view["player_names"]) == view["players"]


@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_phone_board_matches_its_golden_image(name: str) -> None:
    png = render_view(stored_view(name))
    expected = PNGS / f"{name}.png"
    if UPDATE:
        PNGS.mkdir(parents=True, exist_ok=True)
        expected.write_bytes(png)
    assert expected.exists(), f"no golden image for {name}: run with KITTY_UPDATE_GOLDEN=1"
    got, want = _decode(png), _decode(expected.read_bytes())
    assert got.size == want.size
    if got.tobytes() == want.tobytes():
        return
    diff = ImageChops.difference(got, want).convert("L")
    histogram = diff.histogram()
    changed = sum(histogram[1:])
    worst = max(i for i, n in enumerate(histogram) if n)
    assert changed <= MAX_SHARE * got.width * got.height and worst <= MAX_DELTA, (
        f"{name}: {changed} pixels differ (worst by {worst}); if the change is deliberate, "
        "rerun with KITTY_UPDATE_GOLDEN=1 and look at the images"
    )


@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_phone_board_type_stays_legible_at_400_px(name: str) -> None:
    with recorded_font_sizes() as sizes:
        png = render_view(stored_view(name))
    width = _decode(png).width
    assert sizes
    too_small = sorted({s for s in sizes if s * PHONE / width < MIN_PHONE_TYPE})
    assert not too_small, f"{name}: type of {too_small} px is < {MIN_PHONE_TYPE} px on a phone"
