"""Pillow's block settings for renders (`render.allocator`): applied on import of
`render`, and left alone when the operator chose them; the C library's arena cap that
threads allocating at once share (set by the bot at start-up)."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path

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


#: Six threads allocating at the same moment (the renders of six tables), then the number
#: of glibc malloc arenas the process made, read from `malloc_info`.
ARENAS_PROBE = """
import ctypes, os, sys, tempfile, threading
from render import allocator
if sys.argv[1] == "limit":
    assert allocator.limit_arenas()
go = threading.Barrier(6)
def work():
    go.wait()
    for _ in range(200):
        blocks = [bytearray(64 * 1024) for _ in range(8)]
        del blocks
threads = [threading.Thread(target=work) for _ in range(6)]
for t in threads: t.start()
for t in threads: t.join()
libc = ctypes.CDLL(None)
libc.fdopen.restype = ctypes.c_void_p
libc.fdopen.argtypes = (ctypes.c_int, ctypes.c_char_p)
libc.malloc_info.argtypes = (ctypes.c_int, ctypes.c_void_p)
libc.fclose.argtypes = (ctypes.c_void_p,)
with tempfile.TemporaryFile() as f:
    stream = libc.fdopen(os.dup(f.fileno()), b"w")
    libc.malloc_info(0, stream)
    libc.fclose(stream)
    f.seek(0)
    print(f.read().count(b"<heap nr="))
"""


def _arenas(mode: str) -> int:
    env = {k: v for k, v in os.environ.items() if k != "MALLOC_ARENA_MAX"}
    out = subprocess.run(
        [sys.executable, "-c", ARENAS_PROBE, mode],
        check=True,
        capture_output=True,
        text=True,
        env=env,
        cwd=Path(__file__).resolve().parents[2],
    ).stdout
    return int(out.split()[-1])


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="M_ARENA_MAX is glibc's")
def test_threads_allocating_at_once_share_the_capped_arenas() -> None:
    assert _arenas("limit") <= allocator.ARENAS
    assert _arenas("default") > allocator.ARENAS  # the probe can tell the difference


def test_operator_arena_setting_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MALLOC_ARENA_MAX", "4")
    assert allocator.limit_arenas() is False
