"""The replay animation: the start and one frame per move, each frame showing exactly that
board (unchanged pixels are stored as see-through), a caption per frame, a GIF that decodes."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from bot.records.history import walk
from render import render_view
from render.replay import CAPTION_HEIGHT, render_replay
from tests.records.selfplay import random_log


@pytest.mark.parametrize(
    ("key", "players", "plies"), [("towers", 2, 12), ("kitty", 4, 10), ("cattower", 2, 4)]
)
def test_every_frame_shows_its_board(key: str, players: int, plies: int) -> None:
    game, _, log = random_log(key, players, 3, plies)
    start, steps = walk(game, players, 3, game.validate_options(players, {}), log)
    views = [game.view(start, None)] + [game.view(s.after, None) for s in steps]
    gif = Image.open(io.BytesIO(render_replay(views, [f"frame {i}" for i in range(len(views))])))
    assert gif.format == "GIF" and gif.n_frames == len(log) + 1
    for i, view in enumerate(views):
        gif.seek(i)
        frame = gif.convert("RGB")
        board = Image.open(io.BytesIO(render_view(view))).convert("RGB")
        shown = frame.crop((0, 0, board.width, board.height))
        assert ImageChops.difference(shown, board).getbbox() is None, (
            f"frame {i} differs from its board"
        )
        assert frame.height >= board.height + CAPTION_HEIGHT


def test_captions_differ_so_no_frame_is_merged() -> None:
    game, _, log = random_log("towers", 2, 3, 2)
    start, _steps = walk(game, 2, 3, game.validate_options(2, {}), log)
    view = start.view(None)
    gif = Image.open(io.BytesIO(render_replay([view, view, view], ["a", "b", "c"])))
    assert gif.n_frames == 3


def test_a_replay_needs_a_caption_per_view() -> None:
    with pytest.raises(ValueError):
        render_replay([], [])
    game, _, _ = random_log("towers", 2, 3, 0)
    with pytest.raises(ValueError):
        render_replay([game.new_state(2, 3, {}).view(None)], [])
