"""Record the font sizes a render uses (for the phone-legibility test)."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import render
from render import common


def render_modules() -> list[Any]:
    """Every module of the `render` package, imported."""
    return [
        importlib.import_module(f"render.{m.name}") for m in pkgutil.iter_modules(render.__path__)
    ]


def clear_caches() -> None:
    """Empty every `functools.lru_cache` of the renderers (sprites, text masks, boards)."""
    for module in render_modules():
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


@contextmanager
def recorded_font_sizes() -> Iterator[list[int]]:
    """Within the block, every font size any renderer asks for is appended to the list."""
    sizes: list[int] = []
    original = common.font

    def recording(size: int, bold: bool = True) -> Any:
        sizes.append(size)
        return original(size, bold)

    patched = [m for m in render_modules() if getattr(m, "font", None) is original]
    clear_caches()
    for m in patched:
        m.font = recording
    try:
        yield sizes
    finally:
        for m in patched:
            m.font = original
        clear_caches()
