"""Cat and the Tower: the caption band under the scene — what the last placement did.

The caption (the engine's `notice`, then how the hand slipped, `slip`) has its own band
below the tower column, so it never covers the table, the lowest floors or Toto. The
band is as tall as its wrapped lines; there is none on the end board (the result card
sums the game up) nor on a victory-count frame.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.cattower_panel import CARD_BG, CARD_EDGE
from render.cattower_type import wrap
from render.common import INK, MUTED
from render.lang import say
from render.text import draw_line

SIZE = 20
LINE = 26
PAD_X = 12
PAD_Y = 10
RGB = tuple[int, int, int]


@dataclass(frozen=True)
class CaptionLine:
    """One wrapped line of the caption and how it is drawn."""

    text: str
    fill: RGB
    bold: bool


def caption_lines(view: Mapping[str, Any], width: int, frame: bool) -> list[CaptionLine]:
    """The caption of `view` wrapped to `width` px: the notice in ink, the slip in a muted
    regular face; empty on the end board and on a count frame (`frame`)."""
    if frame or isinstance(view.get("outcome"), Mapping):
        return []
    out: list[CaptionLine] = []
    for key, fill, bold in (("notice", INK, True), ("slip", MUTED, False)):
        text = say(view.get(key)) if isinstance(view.get(key), (str, Mapping)) else ""
        if text:
            out += [CaptionLine(t, fill, bold) for t in wrap(text, SIZE, width - 2 * PAD_X, bold)]
    return out


def caption_height(lines: list[CaptionLine]) -> int:
    """The band's height in px (0 without lines)."""
    return 2 * PAD_Y + LINE * len(lines) if lines else 0


def draw_caption(img: Image.Image, lines: list[CaptionLine], box: tuple[int, int, int]) -> None:
    """Paint the band at `box` = (left, top, right) down to the image's bottom."""
    left, top, right = box
    draw = ImageDraw.Draw(img)
    draw.rectangle((left, top, right - 1, img.height), fill=CARD_BG)
    draw.line((left, top, right, top), fill=CARD_EDGE, width=3)
    y = top + PAD_Y
    for line in lines:
        draw_line(img, (left + PAD_X, y), line.text, SIZE, line.fill, line.bold)
        y += LINE
