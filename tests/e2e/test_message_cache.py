"""The bot keeps no copy of Discord's messages (`max_messages=None` in `bot.app`): it edits
the messages its matches name by id. Lobbies and boards still change when several tables
act at once, when Discord refuses an edit (the lobby is refreshed by id in the
background), and after a restart, while the bot's message cache stays empty."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.e2e.conftest import make_bot
from tests.e2e.helpers import text_of
from tests.e2e.simultaneous import at_once

CALLBACK = "/interactions/*/callback"
TABLES = 4


def seats_field(t: Any, channel: Any, message_id: int) -> str:
    """The "Seats" field of a lobby message as Discord holds it now."""
    stored = t.env.backend.get_message(channel.id, message_id)
    fields = stored.embeds[0].get("fields", [])
    return next(str(f["value"]) for f in fields if f["name"] == "Seats")


async def test_lobbies_and_boards_of_tables_at_once_change_without_a_message_cache(
    table: Any, db_path: Path
) -> None:
    t = table
    env = t.env
    channels = [t.guild.create_text_channel(f"cache-{i}") for i in range(TABLES)]
    opened = await at_once(env, [t.alice.slash(ch, "kitty start towers") for ch in channels])
    assert not any(r.ephemeral for r in opened), [text_of(r) for r in opened]
    lobbies = [ch.last_message for ch in channels]

    # Discord refuses the edit answering one of the Join clicks: the seat stands and
    # that lobby is edited by id in the background (there is no cached copy to edit).
    env.inject_error("POST", CALLBACK, status=500, times=1)
    await at_once(env, [t.bob.click(lobby, label="Join") for lobby in lobbies])
    await env.settle()
    for ch, lobby in zip(channels, lobbies, strict=True):
        m = env.bot.service.in_channel(ch.id)
        assert m is not None and m.seat_of(t.bob.id) is not None
        assert str(t.bob.id) in seats_field(t, ch, lobby.id), ch.name
    assert list(env.bot.cached_messages) == []

    await env.restart_bot(make_bot(db_path))
    await at_once(env, [t.alice.click(lobby, label="Start") for lobby in lobbies])
    await env.settle()
    boards = [env.bot.service.in_channel(ch.id) for ch in channels]
    assert all(m is not None and m.status == "active" for m in boards)
    moves = await at_once(env, [t.alice.slash(ch, "kitty move", move="a1-a2") for ch in channels])
    assert not any(r.ephemeral for r in moves), [text_of(r) for r in moves]
    for ch in channels:
        m = env.bot.service.in_channel(ch.id)
        assert m is not None and m.ply == 1 and ch.last_message.id == m.board_message_id
    assert list(env.bot.cached_messages) == []
