"""A game whose stored row is damaged while the bot is down: after the restart its channel
keeps it and says it is damaged — the sweep right after start-up does not close it as
abandoned — until a moderator cancels it."""

from __future__ import annotations

from typing import Any

import discord

from bot.matches.tables import DAMAGED_TEXT
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import current_match, open_game, play, private_text, text_of

#: The start of the damaged message (its reason differs with the damage).
DAMAGED = DAMAGED_TEXT.split("(")[0].strip()


def channel_texts(channel: Any) -> list[str]:
    return [msg.content or "" for msg in channel.history()]


async def test_a_game_damaged_across_a_restart_is_not_swept_and_a_moderator_cancels_it(
    table: Any, db_path: Any
) -> None:
    t = table
    await open_game(t)
    await play(t, t.alice, "a1-a2")
    board = t.channel.last_message
    await t.env.bot.store.db.execute("UPDATE matches SET options = '{oops' WHERE id = 1")
    await t.env.restart_bot(make_bot(db_path))
    before = len(channel_texts(t.channel))
    cog = t.env.bot.get_cog("KittyCog")
    assert cog is not None
    await cog.sweep()  # the sweep's first pass after on_ready, and the loop's own
    await t.env.advance_time(61)
    said = channel_texts(t.channel)
    assert not any("abandoned" in text for text in said), said
    assert len(said) == before
    m = current_match(t)
    assert m is not None and m.damaged and m.status == "active"

    # Whatever a player does in the channel is answered with the damage, privately.
    answers = [
        await t.bob.slash(t.channel, "kitty move", move="b1-b2"),
        await t.bob.slash(t.channel, "kitty board"),
        await t.bob.click(board, label="My moves"),
        await t.alice.slash(t.channel, "kitty resign"),
        await t.carol.slash(t.channel, "kitty start", game="towers"),
    ]
    for r in answers:
        text = private_text(r)
        assert DAMAGED in text and "/kitty cancel" in text, text
    row = await t.env.bot.store.load_match(1)
    assert row is not None and row.status == "active"  # nothing changed

    r = await t.alice.slash(t.channel, "kitty cancel")
    assert "moderator" in private_text(r) and current_match(t) is m
    mods = t.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    mod = t.guild.add_member(t.env.create_user("mod"), roles=[mods])
    r = await mod.slash(t.channel, "kitty cancel")
    assert not r.ephemeral and "cancelled" in text_of(r)
    assert current_match(t) is None
    row = await t.env.bot.store.load_match(1)
    assert row is not None and row.status == "abandoned"
    r = await t.alice.slash(t.channel, "kitty start", game="towers")
    assert not r.ephemeral  # the channel is free again
