"""A game whose stored row is damaged while the bot is down: after the restart its channel
keeps it and says it is damaged — the sweep right after start-up does not close it as
abandoned — until a moderator cancels it; also with several damaged and healthy tables
at once."""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import text
from bot.matches.tables import DAMAGED_TEXT
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import current_match, open_game, play, private_text, text_of
from tests.e2e.simultaneous import at_once
from tests.e2e.test_lifecycle import LIFE  # an hour for a lobby, a week for a game

#: The start of the damaged message (its reason differs with the damage).
DAMAGED = text("en", DAMAGED_TEXT, reason="x").split("(")[0].strip()


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
        await t.carol.slash(t.channel, "kitty start towers"),
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
    r = await t.alice.slash(t.channel, "kitty start towers")
    assert not r.ephemeral  # the channel is free again


async def test_damaged_and_healthy_tables_at_once_the_sweep_closes_only_the_healthy(
    table: Any, db_path: Any
) -> None:
    """Two damaged tables (a game, a lobby) and two healthy ones (a game, a lobby), long
    past their time after a restart: one sweep closes the healthy ones only; players act
    in the damaged channels at the same moment and are told of the damage; moderators
    cancel both damaged tables at the same moment."""
    t = table
    chans = [t.channel, *(t.guild.create_text_channel(f"t{i}") for i in range(1, 4))]
    for ch in (chans[0], chans[2]):  # running games: alice and bob
        await t.alice.slash(ch, "kitty start towers")
        await t.bob.click(ch.last_message, label="Join")
        await t.alice.click(ch.last_message, label="Start")
    for ch in (chans[1], chans[3]):  # lobbies hosted by carol
        await t.carol.slash(ch, "kitty start towers")
    lobby_card = chans[1].last_message
    service = t.env.bot.service
    ids = [service.in_channel(ch.id).id for ch in chans]
    db = t.env.bot.store.db
    await db.execute("UPDATE matches SET options = '{oops' WHERE id = ?", (ids[0],))
    await db.execute("UPDATE matches SET seats = 'x' WHERE id = ?", (ids[1],))
    bot = make_bot(db_path, limits=LIFE)
    bot.service.tables.clock = lambda: 1_900_000_000.0  # years after every stored time
    await t.env.restart_bot(bot)
    await t.env.advance_time(61)
    service = t.env.bot.service
    for ch in chans[:2]:
        m = service.in_channel(ch.id)
        assert m is not None and m.damaged
        assert not any("abandoned" in text or "closed itself" in text for text in channel_texts(ch))
    assert service.in_channel(chans[2].id) is None and service.in_channel(chans[3].id) is None
    assert "closed as abandoned" in chans[2].last_message.content
    assert "closed itself" in chans[3].last_message.content

    answers = await at_once(
        t.env,
        [
            t.bob.slash(chans[0], "kitty move", move="a1-a2"),
            t.alice.slash(chans[0], "kitty board"),
            t.dave.click(lobby_card, label="Join"),
            t.dave.slash(chans[1], "kitty start kitty"),
        ],
    )
    for r in answers:
        text = private_text(r)
        assert DAMAGED in text and "/kitty cancel" in text, text
    mods = t.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    mod = t.guild.add_member(t.env.create_user("mod"), roles=[mods])
    mod2 = t.guild.add_member(t.env.create_user("mod2"), roles=[mods])
    done = await at_once(
        t.env, [mod.slash(chans[0], "kitty cancel"), mod2.slash(chans[1], "kitty cancel")]
    )
    assert all(not r.ephemeral for r in done), [text_of(r) for r in done]
    for mid, ch in zip(ids[:2], chans[:2], strict=True):
        assert service.in_channel(ch.id) is None
        row = await t.env.bot.store.load_match(mid)
        assert row is not None and row.status == "abandoned"
