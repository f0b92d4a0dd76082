"""Fixed PNG palettes: the fast way from a flat-coloured RGB board to a small PNG.

Counting an image's colours (`Image.getcolors`) to build a palette per render cost a
quarter of the bot's rendering time. A board's colours are known in advance (its paints,
plus the soft edges of text on its backgrounds), so each renderer declares them once;
`build_palette` turns them into a 256-colour palette image (cached by the caller) and
`encode_indexed` maps a render onto it without dithering and writes the PNG.

The PNG is written here (`png_indexed`) rather than by Pillow when ISA-L's deflate
(`isal`) is installed: at its level 1 it is 3–4× faster than zlib's level 1 on a board
and makes files 10–30 % smaller; without it, Pillow's writer is used.
"""

from __future__ import annotations

import importlib
import io
import struct
import zlib
from collections.abc import Callable, Iterable
from typing import Any

from PIL import Image

RGB = tuple[int, int, int]

#: zlib level of every board PNG: level 1 costs about half of level 6 in CPU for ~25 %
#: more bytes, and a board stays far below Discord's limits either way.
COMPRESS_LEVEL = 1


def blend(fg: RGB, bg: RGB, amount: float) -> RGB:
    """`bg` moved `amount` (0..1) of the way toward `fg`."""
    return (
        round(bg[0] + (fg[0] - bg[0]) * amount),
        round(bg[1] + (fg[1] - bg[1]) * amount),
        round(bg[2] + (fg[2] - bg[2]) * amount),
    )


def build_palette(
    exact: Iterable[RGB],
    text_pairs: Iterable[tuple[RGB, RGB]],
    steps: int = 3,
) -> Image.Image:
    """A 'P' image holding a fixed palette: every `exact` colour (the first 256, in order)
    plus `steps` blends between each (text colour, background) pair, so antialiased text
    keeps its soft edges; unused entries repeat the first colour.

    Pillow maps pixels onto a fixed palette through a coarse colour cache, so a blend lying
    very close to an exact colour could capture it; such blends are dropped until every
    exact colour maps onto itself (the promise: each `exact` colour survives unchanged)."""
    exact_list = list(dict.fromkeys(exact))[:256]
    blends: list[RGB] = []
    for fg, bg in text_pairs:
        for k in range(1, steps + 1):
            c = blend(fg, bg, k / (steps + 1))
            if c not in blends and c not in exact_list:
                blends.append(c)
    blends = blends[: 256 - len(exact_list)]
    while True:
        pal = palette_image(exact_list + blends)
        probe = Image.new("RGB", (len(exact_list), 1))
        probe.putdata(exact_list)
        mapped = probe.quantize(palette=pal, dither=Image.Dither.NONE).tobytes()
        thieves = {i - len(exact_list) for i in mapped if i >= len(exact_list)}
        if not thieves:
            return pal
        blends = [c for j, c in enumerate(blends) if j not in thieves]


def palette_image(colours: list[RGB]) -> Image.Image:
    """A 1×1 'P' image whose palette is `colours` (at most 256), padded with the first."""
    if not colours or len(colours) > 256:
        raise ValueError(f"a palette holds 1..256 colours, not {len(colours)}")
    flat: list[int] = []
    for c in colours:
        flat.extend(c)
    flat.extend(colours[0] * (256 - len(colours)))
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    return pal


def encode_indexed(
    img: Image.Image, palette: Image.Image, compress_level: int = COMPRESS_LEVEL
) -> bytes:
    """PNG bytes of RGB `img` mapped (without dithering) onto the fixed `palette`: the
    same image always gives the same bytes, flat colours stay exact, and the file is
    several times smaller and faster to write than an RGB PNG."""
    indexed = img.quantize(palette=palette, dither=Image.Dither.NONE)
    return png_indexed(indexed, compress_level)


#: ISA-L deflate level (0..3) of `png_indexed`; 1 is smaller than zlib's 1 and as fast as 0.
ISAL_LEVEL = 1
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _load_fast_deflate() -> Callable[[bytes, int], bytes] | None:
    try:
        module: Any = importlib.import_module("isal.isal_zlib")
    except ImportError:
        return None
    compress: Callable[[bytes, int], bytes] = module.compress
    return compress


#: ISA-L's zlib-format `compress(data, level)`, or None when `isal` is not installed.
FAST_DEFLATE = _load_fast_deflate()


def png_indexed(
    indexed: Image.Image,
    compress_level: int = COMPRESS_LEVEL,
    deflate: Callable[[bytes, int], bytes] | None = FAST_DEFLATE,
) -> bytes:
    """PNG bytes of the 'P' image `indexed` (8-bit indices, its palette, no transparency):
    deterministic. With `deflate` (ISA-L) the file is written here, every row unfiltered,
    at `ISAL_LEVEL`; without, by Pillow at zlib `compress_level`."""
    if deflate is None or indexed.mode != "P" or "transparency" in indexed.info:
        buf = io.BytesIO()
        indexed.save(buf, format="PNG", compress_level=compress_level)
        return buf.getvalue()
    width, height = indexed.size
    # One zero column in front of every row: PNG's "no filter" byte, pasted in C.
    rows = Image.new("P", (width + 1, height), 0)
    rows.paste(indexed, (1, 0))
    palette = bytes(indexed.getpalette() or [0, 0, 0])
    return png_from_rows(rows.tobytes(), width, height, palette, deflate)


def png_from_rows(
    rows: bytes,
    width: int,
    height: int,
    palette: bytes,
    deflate: Callable[[bytes, int], bytes] | None = FAST_DEFLATE,
) -> bytes:
    """PNG bytes of a `width` × `height` 8-bit palette picture given as its `rows` (each a
    filter byte, then `width` indices) and its `palette` (RGB bytes, at most 256 colours),
    deflated by `deflate` (ISA-L) at `ISAL_LEVEL`, else by zlib at `COMPRESS_LEVEL`."""
    data = deflate(rows, ISAL_LEVEL) if deflate is not None else zlib.compress(rows, COMPRESS_LEVEL)
    return b"".join(
        (
            _PNG_SIGNATURE,
            _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)),
            _chunk(b"PLTE", palette[: 3 * 256]),
            _chunk(b"IDAT", data),
            _chunk(b"IEND", b""),
        )
    )


def _chunk(tag: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))
