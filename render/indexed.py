"""Pictures composed in palette ('P') mode from parts quantized once.

Mapping an RGB board onto its fixed palette (`render.palette`) costs about as much as
drawing it, on every render, although most of the board is the same as last time. The
mapping is per pixel (no dithering), so a picture may be mapped part by part instead: a
part's indices are the same whether it is mapped alone or inside the whole picture, as
long as its RGB pixels are. A renderer then keeps its parts already mapped (`PartCache`)
and pastes them into an `IndexedCanvas` (one byte per pixel, a plain copy), and maps only
what is new.

What a part may hold: exactly the RGB pixels the whole picture has in its box. A part
drawn apart must therefore be drawn on what lies under it in the picture and nothing may
blend across its edge (antialiased type, a shape drawn over two parts); a `Band` (a row
of a caption) is drawn at an even offset from its place, so every coordinate rounds (half
to even, as Python and Pillow do) as it would in place.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

from PIL import Image

from render.palette import png_from_rows
from render.tiles import Lru

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]


class Paints:
    """A fixed 256-colour palette (`render.palette.build_palette`) and the mapping onto it.

    Instances compare by identity: a renderer keeps one per palette (cached), and caches
    of mapped parts key on it."""

    def __init__(self, palette: Image.Image) -> None:
        self.palette = palette
        self.plte = bytes(palette.getpalette() or [0, 0, 0])[: 3 * 256]
        self._index: dict[RGB, int] = {}

    def quantize(self, img: Image.Image) -> Image.Image:
        """`img` (RGB) mapped onto the palette without dithering: the indices
        `render.palette.encode_indexed` gives the same pixels in a whole picture."""
        return img.quantize(palette=self.palette, dither=Image.Dither.NONE)

    def index(self, colour: RGB) -> int:
        """The index a pixel of `colour` maps to."""
        found = self._index.get(colour)
        if found is None:
            found = self.quantize(Image.new("RGB", (1, 1), colour)).tobytes()[0]
            self._index[colour] = found
        return found


class PartCache(Lru[Image.Image]):
    """At most `maxsize` mapped parts ('P' images), by key; the least recently used goes
    first. Shared by threads; a part is made outside the lock (two threads may make the
    same part: both are equal)."""

    def get(self, key: Hashable, make: Callable[[], Image.Image]) -> Image.Image:
        """The part `key`, made by `make()` (and kept) when it is not kept already."""
        part = self.find(key)
        if part is None:
            part = make()
            self.keep(key, part)
        return part


class IndexedCanvas:
    """A `width` × `height` 'P' picture held as the rows of its PNG: every row led by a
    zero byte (PNG's "no filter"), so writing the PNG is one deflate of its bytes.

    `rows` is the canvas's own 'P' image, `width + 1` wide (its first column is the
    filter bytes); `paints` its palette."""

    def __init__(self, rows: Image.Image, paints: Paints) -> None:
        if rows.mode != "P" or rows.readonly:
            raise ValueError("a canvas holds a writable 'P' image")
        self.rows = rows
        self.paints = paints
        self.width = rows.width - 1
        self.height = rows.height
        self._core = rows.im  # pasted into straight: a canvas pastes dozens of parts

    def paste(self, part: Image.Image, xy: tuple[int, int]) -> None:
        """Copy the 'P' image `part` (mapped with `paints`) with its corner at `xy`."""
        x, y = xy
        self._core.paste(part.im, (x + 1, y, x + 1 + part.width, y + part.height))

    def fill(self, colour: RGB, box: Box) -> None:
        """Paint `box` (x1, y1 exclusive) in `colour` (one of the palette's colours)."""
        x0, y0, x1, y1 = box
        self._core.paste(self.paints.index(colour), (x0 + 1, y0, x1 + 1, y1))

    def picture(self) -> Image.Image:
        """The canvas as a plain 'P' image with its palette (a copy)."""
        img = self.rows.crop((1, 0, self.rows.width, self.rows.height))
        img.putpalette(self.paints.plte)
        return img

    def png(self) -> bytes:
        """The PNG of the canvas: deterministic, every row unfiltered, deflated by ISA-L
        (zlib when it is not installed)."""
        return png_from_rows(self.rows.tobytes(), self.width, self.height, self.paints.plte)


def rows_of(indexed: Image.Image) -> Image.Image:
    """The 'P' image `indexed` with a zero column in front (an `IndexedCanvas`'s rows)."""
    rows = Image.new("P", (indexed.width + 1, indexed.height), 0)
    rows.paste(indexed, (1, 0))
    return rows


@dataclass(frozen=True)
class Band:
    """A band of whole rows, `top` to `top + height`, across the whole picture, drawn on
    a plain background: `key` names everything its pixels depend on but its place, and
    `draw(img, origin)` draws it onto `img`, whose row 0 stands for the picture's row
    `origin` (`origin` is `top` or an even number of rows above it)."""

    key: Hashable
    top: int
    height: int
    draw: Callable[[Image.Image, int], None]


def stamp_bands(
    canvas: IndexedCanvas, bands: Iterable[Band], background: RGB, cache: PartCache
) -> None:
    """Paste every band onto `canvas`, each mapped once per (key, width, parity of its
    top) and kept in `cache`. A band is drawn alone on `background`, from an even row
    above its place (so it rounds as in place), then cut to its rows and mapped."""
    paints, width = canvas.paints, canvas.width
    for band in bands:
        parity = band.top % 2

        def make(band: Band = band, parity: int = parity) -> Image.Image:
            img = Image.new("RGB", (width, band.height + parity), background)
            band.draw(img, band.top - parity)
            if parity:
                img = img.crop((0, parity, width, parity + band.height))
            return paints.quantize(img)

        part = cache.get((paints, band.key, width, band.height, parity, background), make)
        canvas.paste(part, (0, band.top))
