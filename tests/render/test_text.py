"""Cached text lines (`render.text.draw_line`) stamp the very pixels the word-by-word
drawing gave, at any sub-pixel position and anchor, from any thread."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image, ImageDraw

from render import text
from render.common import font

LINES = [
    "Black to move",
    "Last move: A07 left: Bricks + Angels",
    "  two  spaces ",
    "ff fj Tj yy ‘quoted’ — 12 3/5",
    "",
    "↑10",
]


def _word_by_word(img: Image.Image, xy: tuple[float, float], line: str, size: int) -> None:
    """The former `draw_line` (anchor "la", bold): each word pasted on its own."""
    ascent, _descent = font(size, True).getmetrics()
    pen, by = xy[0], round(xy[1] + ascent)
    for word in line.split(" "):
        if word:
            mask, left, top, advance = text._word(word, size, True)
            px, py = round(pen) + left, by + top
            img.paste((40, 36, 33), (px, py, px + mask.width, py + mask.height), mask)
            pen += advance
        pen += text._space(size, True)


@pytest.mark.parametrize("line", LINES)
@pytest.mark.parametrize("x", [10.0, 11.0, 10.5, 11.5, 12.25, 13.75, 14.999])
def test_a_cached_line_is_the_words_drawn_one_by_one(line: str, x: float) -> None:
    for size in (20, 27):
        want = Image.new("RGB", (700, 60), (251, 247, 239))
        got = want.copy()
        _word_by_word(want, (x, 7.5), line, size)
        text.draw_line(got, (x, 7.5), line, size, (40, 36, 33))
        assert got.tobytes() == want.tobytes()


def test_anchors_place_the_line_by_its_width() -> None:
    base = Image.new("RGB", (400, 50), (255, 255, 255))
    left, mid = base.copy(), base.copy()
    w = text.draw_line(left, (100, 10), "Goal floor 3", 20, (0, 0, 0))
    text.draw_line(mid, (100 + w / 2, 10), "Goal floor 3", 20, (0, 0, 0), anchor="ma")
    assert left.tobytes() == mid.tobytes()


def test_lines_drawn_at_once_match() -> None:
    def draw(k: int) -> bytes:
        img = Image.new("RGB", (600, 40), (246, 241, 232))
        text.draw_line(img, (3.3 + k % 5, 4), LINES[k % len(LINES)] + f" {k}", 20, (0, 0, 0))
        return img.tobytes()

    serial = [draw(k) for k in range(60)]
    text._line.cache_clear()
    with ThreadPoolExecutor(max_workers=6) as pool:
        assert list(pool.map(draw, range(60))) == serial


@pytest.mark.parametrize("anchor", ["la", "mm", "ma", "rm", "lm", "ls"])
@pytest.mark.parametrize(
    ("stroke", "stroke_fill"), [(0, None), (3, (255, 255, 255)), (4, (0, 0, 0))]
)
def test_cached_text_is_pillows_text(anchor: str, stroke: int, stroke_fill: Any) -> None:
    """`draw_text` inks what `ImageDraw.text` does, at whole and fractional points."""
    for xy in [(60.0, 30.0), (60.5, 30.5), (61.25, 29.75), (62.9, 31.1), (3.0, 2.0)]:
        for line, size in [
            ("preview", 20),
            ("◀ 3 fallen", 20),
            ("Everyone counts", 20),
            ("4…", 57),
        ]:
            want = Image.new("RGB", (260, 90), (212, 212, 236))
            got = want.copy()
            ImageDraw.Draw(want).text(
                xy,
                line,
                (40, 36, 33),
                font(size),
                anchor,
                stroke_width=stroke,
                stroke_fill=stroke_fill,
            )
            text.draw_text(
                got,
                xy,
                line,
                size,
                (40, 36, 33),
                anchor=anchor,
                stroke=stroke,
                stroke_fill=stroke_fill,
            )
            assert got.tobytes() == want.tobytes(), (xy, line, anchor, stroke)
