"""The replay animation: the start and one frame per move, each frame showing exactly that
board (unchanged pixels are stored as see-through), a caption per frame, a GIF that decodes."""

from __future__ import annotations

import io
import itertools

import pytest
from PIL import Image, ImageChops

from bot.records.history import walk
from render import render_view
from render.replay import CAPTION_HEIGHT, MAX_BYTES, MAX_FRAMES, frame_indices, render_replay
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
    view = game.view(start, None)
    gif = Image.open(io.BytesIO(render_replay([view, view, view], ["a", "b", "c"])))
    assert gif.n_frames == 3


def test_a_replay_needs_a_caption_per_view() -> None:
    with pytest.raises(ValueError):
        render_replay([], [])
    game, _, _ = random_log("towers", 2, 3, 0)
    with pytest.raises(ValueError):
        render_replay([game.view(game.new_state(2, 3, {}), None)], [])


def test_frames_keep_the_start_and_the_end_and_sample_between() -> None:
    assert frame_indices(5, 10) == [0, 1, 2, 3, 4]
    kept = frame_indices(301, 100)
    assert len(kept) == 100 and kept[0] == 0 and kept[-1] == 300
    assert kept == sorted(set(kept))
    gaps = [b - a for a, b in itertools.pairwise(kept)]
    assert max(gaps) - min(gaps) <= 1, "evenly spaced"


def test_a_long_cattower_replay_fits_discords_upload_limit() -> None:
    game, _, log = random_log("cattower", 2, 5, 170, {"mode": "competitive"})
    assert len(log) >= 150, "a long game"
    start, steps = walk(game, 2, 5, game.validate_options(2, {"mode": "competitive"}), log)
    views = [game.view(start, None)] + [game.view(s.after, None) for s in steps]
    captions = [f"{i}/{len(log)} · Kitty AI 1 (hard): a move" for i in range(len(views))]
    data = render_replay(views, captions)
    assert len(data) <= MAX_BYTES
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF" and gif.n_frames == MAX_FRAMES
    # The first frame is the start and the last the final position, at full size.
    for index, view in ((0, views[0]), (gif.n_frames - 1, views[-1])):
        gif.seek(index)
        board = Image.open(io.BytesIO(render_view(view))).convert("RGB")
        shown = gif.convert("RGB").crop((0, 0, board.width, board.height))
        assert ImageChops.difference(shown, board).getbbox() is None


def test_a_replay_over_the_cap_is_scaled_down_then_thinned_until_it_fits() -> None:
    game, _, log = random_log("kitty", 4, 3, 40)
    start, steps = walk(game, 4, 3, game.validate_options(4, {}), log)
    views = [game.view(start, None)] + [game.view(s.after, None) for s in steps]
    captions = [f"frame {i}" for i in range(len(views))]
    whole = render_replay(views, captions)
    full = Image.open(io.BytesIO(whole))
    for cap in (len(whole) // 3, 60_000):
        data = render_replay(views, captions, max_bytes=cap)
        assert len(data) <= cap
        small = Image.open(io.BytesIO(data))
        assert small.format == "GIF" and small.width < full.width
        assert 1 <= small.n_frames < full.n_frames
