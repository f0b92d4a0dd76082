"""Issue 29: Cat and the Tower as players see it — players named on every image, the
caption beside (never over) the tower, and an end board that sums the game up.

Text checks record what the real renderer draws (every `draw_line` / `draw_name` call
of the Cat and the Tower modules, passed on to the real function); pixel checks compare
real renders.
"""

from __future__ import annotations

import copy
import io
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageChops

from render import cattower_panel, cattower_scene, cattower_type
from render.cattower import render as render_cattower
from tests.render.cattower import scenes

NAMES = ["Alexandra Konstantinopoulou", "さくら", "王小明"]


def _png(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img.convert("RGB")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every text the Cat and the Tower renderer draws during the test, in order (lines
    of text, and players' names as `paste_name` stamps them)."""
    texts: list[str] = []
    modules: list[Any] = [cattower_panel, cattower_scene, cattower_type]
    try:
        from render import cattower_caption

        modules.append(cattower_caption)
    except ImportError:  # the code before issue 29 had no caption band
        pass
    for module in modules:
        for name in ("draw_line", "paste_name", "draw_text"):
            real = getattr(module, name, None)
            if real is None:
                continue

            def spy(*args: Any, _real: Any = real, **kwargs: Any) -> Any:
                texts.append(str(args[2]))
                return _real(*args, **kwargs)

            monkeypatch.setattr(module, name, spy)
    yield texts


def _named(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    named = copy.deepcopy(view)
    named["player_names"] = list(names)
    return named


# ---------------------------------------------------------------------------- names
def test_coop_board_names_every_player_and_the_turn_line_names_the_person(
    drawn: list[str],
) -> None:
    view = _named(scenes.mid_view(), NAMES)  # Jonas's seat (1) is to move
    render_cattower(view)
    assert "さくら" in drawn and "王小明" in drawn
    assert any(t.startswith("Alexandra Konst") for t in drawn)
    assert not any(t in ("Mira", "Jonas", "Ada") for t in drawn)  # no seat names
    to_play = drawn.index(" to play")
    assert drawn[to_play - 1] == "さくら"


def test_competitive_board_names_the_players_by_their_black_cats(drawn: list[str]) -> None:
    view = scenes.competitive_view()
    names = ["王小明", "Alexandra Konstantinopoulou", "さくら", "Kitty AI 2 (hard)"]
    render_cattower(_named(view, names))
    assert drawn.count("王小明") >= 2  # over the Black Cat and in the ranking
    assert "Kitty AI 2 (hard)" in drawn  # an AI seat says its level
    longs = [t for t in drawn if t.startswith("Alexandra")]
    assert longs and all(t.endswith("…") for t in longs if t != names[1])


def test_without_player_names_the_seat_names_stay(drawn: list[str]) -> None:
    render_cattower(scenes.mid_view())
    assert "Jonas" in drawn


def test_a_name_in_another_script_is_drawn_not_boxed() -> None:
    """The turn line with "王小明" differs from the one with "□□□" (what a font without
    CJK glyphs draws): the names are drawn in a font that has them."""
    view = _named(scenes.mid_view(), ["a", "王小明", "c"])
    boxed = _named(scenes.mid_view(), ["a", "\u25a1\u25a1\u25a1", "c"])
    a, b = _png(render_cattower(view)), _png(render_cattower(boxed))
    assert ImageChops.difference(a, b).getbbox() is not None


# ---------------------------------------------------------------------------- caption
def _toto_pixels(view: dict[str, Any]) -> int:
    """How many pixels show Toto: the render with him against the one without him."""
    without = copy.deepcopy(view)
    without["bodies"] = [b for b in view["bodies"] if b["kind"] != "toto"]
    a, b = _png(render_cattower(view)), _png(render_cattower(without))
    diff = ImageChops.difference(a, b).convert("L")
    return sum(diff.histogram()[41:])


def test_the_caption_never_covers_toto_or_the_lowest_floors() -> None:
    """Toto on floor 1 of a short tower, a long notice and a slip: Toto shows as fully as
    on the same board without any caption."""
    t = scenes.tower(3)
    t.cat("toto", 1, 10.0, bid="toto")
    quiet = scenes.base_view(t, 1)
    quiet["notice"] = None
    quiet["slip"] = None
    loud = copy.deepcopy(quiet)
    loud["notice"] = (
        "The ginger Friend f5 did not stay on the tower — try 2 of 3 next. 1 wall fell from "
        "the tower (1 of 5 down); floor 3 went back to the stock."
    )
    loud["slip"] = "The hand slipped 3.1 mm left and tipped 1.4° to the right."
    seen, alone = _toto_pixels(loud), _toto_pixels(quiet)
    assert alone > 300
    assert seen >= 0.9 * alone


# ---------------------------------------------------------------------------- end board
def _end_view() -> dict[str, Any]:
    """A co-op game lost to the tower's collapse, with everything the last turn left in
    the view (a failed try's notice, the goal floor, the fallen pieces)."""
    t = scenes.tower(4)
    t.cat("toto", 2, 0.0, bid="toto")
    view = scenes.base_view(t, 2)
    view["bodies"] += [
        scenes.body("fl5", "floor", [[120, 0], [210, 0], [210, 3], [120, 3]], "5", debris=True),
        scenes.body(
            "f7", "friend", [[-150, 0], [-138, 0], [-138, 16], [-150, 16]], "", None, "ginger", True
        ),
    ]
    view.update(
        to_move=None,
        fallen_walls=15,
        goal_floor=3,
        floors=4,
        toto_floor=2,
        notice="A wall did not stay standing on the top floor — try 2 of 3 next. "
        + "; ".join(f"the grey Friend f{i} went back to the stock" for i in range(20)),
        slip="The hand slipped 1.0 mm left and tipped 0.2° to the right.",
        outcome={"winners": [], "reason": "The tower collapsed: 15 walls fell"},
        player_names=NAMES,
    )
    return view


def test_the_end_board_sums_the_game_up(drawn: list[str]) -> None:
    render_cattower(_end_view())
    text = " ".join(drawn)  # wrapped lines read on
    assert "The tower fell" in text
    assert "Toto reached floor 2" in text and "4 floors" in text
    assert "What fell: 15 walls in the game, and 1 floor and 1 Friend in the last fall" in text
    for stale in ("try 2 of 3", "Goal floor", "unbuilt", "15/5", "Last move", "Discards"):
        assert stale not in text, stale
    assert "went back to the stock" not in text  # no list of returned pieces
    assert "さくら" in drawn  # the players are still named


def test_the_end_board_has_no_caption_band() -> None:
    """Nothing mid-turn under the scene: the end board is as tall as without the notice."""
    view = _end_view()
    bare = copy.deepcopy(view)
    bare["notice"] = bare["slip"] = None
    assert _png(render_cattower(view)).size == _png(render_cattower(bare)).size
