"""Pillow's block settings for renders (`render.allocator`): applied on import of
`render`, and left alone when the operator chose them."""

from __future__ import annotations

import pytest
from PIL import _imaging as core

import render  # noqa: F401  (importing `render` applies the settings)
from render import allocator


def test_render_import_applied_the_block_settings() -> None:
    assert core.get_block_size() == allocator.BLOCK_SIZE
    assert core.get_blocks_max() == allocator.BLOCKS_MAX
    assert allocator.configure() is True  # idempotent


def test_operator_settings_win(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PILLOW_BLOCKS_MAX", "8")
    before = (core.get_block_size(), core.get_blocks_max())
    assert allocator.configure() is False
    assert (core.get_block_size(), core.get_blocks_max()) == before
