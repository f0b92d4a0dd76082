"""Every character the bot writes into a picture has a glyph in the bundled fonts (no
missing-glyph boxes): replay captions of every game with a human and an AI seat, and the
card pictures (every game's catalogue and the labels under a seat's cards)."""

from __future__ import annotations

import pytest
from PIL import ImageFont

from bot.core.registry import AnyGame, all_games
from bot.i18n import ENGLISH_WORDS
from bot.records.archive import Archived
from cogs.controller.records import replay_frames
from cogs.images import game_cards
from data.rows import MatchRow
from render.common import font
from tests.records.selfplay import random_log

#: A code point no font draws (private use, plane 16): its mask is the font's notdef glyph.
NO_GLYPH = "\U0010fffd"
#: Labels `render.cards` writes under a seat's cards and on an empty sheet.
CARD_LABELS = ("revealed", "secret — only you see it", "No cards", "+3", "-2", "0")


def missing_glyphs(text: str, face: ImageFont.FreeTypeFont) -> set[str]:
    """The characters of `text` that `face` draws as its missing-glyph box."""
    notdef = face.getmask(NO_GLYPH)
    missing = set()
    for ch in set(text):
        if ch.isspace():
            continue
        mask = face.getmask(ch)
        if mask.size == notdef.size and bytes(mask) == bytes(notdef):
            missing.add(ch)
    return missing


def test_the_check_finds_a_missing_glyph() -> None:
    for bold in (True, False):
        assert missing_glyphs("alice 🤖 vs ▶ bob", font(16, bold)) == {"🤖"}


def archived_game(game: AnyGame) -> Archived:
    """A finished-looking archive of a random game of `game`: alice against an AI."""
    players = min(max(2, game.min_players), game.max_players)
    _, _, log = random_log(game.key, players, 7, 24)
    seats = [{"name": "alice", "user_id": 1, "ai": None}] + [
        {"name": f"Kitty AI {i}", "user_id": None, "ai": "hard"} for i in range(1, players)
    ]
    row = MatchRow(
        id=42,
        guild_id=1,
        channel_id=2,
        game=game.key,
        rules_version=game.caps.rules_version,
        seed=7,
        options=dict(game.validate_options(players, {})),
        status="finished",
        host_id=1,
        seats=seats,
        lobby_message_id=None,
        board_message_id=None,
        snapshot=None,
        ply=len(log),
    )
    return Archived(row, "2026-01-01", "2026-01-01", log, game)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_replay_captions_draw_every_character(game: AnyGame) -> None:
    views, captions = replay_frames(archived_game(game))
    assert len(captions) == len(views) > 1
    assert any("Kitty AI 1 (hard)" in c for c in captions), "the AI is named by its level"
    text = "".join(captions)
    assert missing_glyphs(text, font(16, bold=True)) == set()


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_card_pictures_draw_every_character(game: AnyGame) -> None:
    titles = "".join(ENGLISH_WORDS.say(c["name"]) for c in game_cards(game))
    texts = "".join(ENGLISH_WORDS.say(c["text"]) for c in game_cards(game))
    texts += "".join(CARD_LABELS)
    assert missing_glyphs(titles + texts, font(16, bold=True)) == set()
    assert missing_glyphs(texts, font(16, bold=False)) == set()
