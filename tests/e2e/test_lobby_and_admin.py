"""Lobby buttons, cancelling, moderators, damaged rows, help and rules."""

from __future__ import annotations

import json

import discord
import pytest
from simcord.backend.errors import OptionError as SimOptionError

from tests.e2e.conftest import make_bot
from tests.e2e.helpers import current_match, open_game, private_text, text_of


async def test_join_leave_and_only_the_host_starts(table):
    t = table
    await t.alice.slash(t.channel, "kitty start towers")
    lobby = t.channel.last_message
    r = await t.alice.click(lobby, label="Start")
    assert "needs 2 players" in private_text(r)
    r = await t.alice.click(lobby, label="Join")
    assert "already joined" in private_text(r)
    await t.bob.click(lobby, label="Join")
    join = next(
        c for row in t.channel.last_message.components for c in row.children if c.label == "Join"
    )
    assert join.disabled  # the table is full: Join is greyed out
    r = await t.bob.click(t.channel.last_message, label="Start")
    assert "Only the host" in private_text(r)
    await t.bob.click(t.channel.last_message, label="Leave")
    assert [s.user_id for s in current_match(t).seats] == [t.alice.id]
    r = await t.alice.click(t.channel.last_message, label="Leave")
    assert "host" in private_text(r)
    embed = t.channel.last_message.embeds[0]
    assert "waiting for players" in embed.title and t.alice.mention in embed.fields[0].value


async def test_one_game_per_channel(table):
    t = table
    await t.alice.slash(t.channel, "kitty start towers")
    r = await t.bob.slash(t.channel, "kitty start tumbling")
    assert "already has a game" in private_text(r)


async def test_host_cancels_lobby_and_players_cannot_cancel_a_running_game(table):
    t = table
    await t.alice.slash(t.channel, "kitty start towers")
    lobby = t.channel.last_message
    r = await t.bob.click(lobby, label="Cancel")
    assert "Only the host" in private_text(r)
    await t.alice.click(lobby, label="Cancel")
    assert current_match(t) is None
    await open_game(t)
    r = await t.bob.slash(t.channel, "kitty cancel")
    assert "moderator" in private_text(r)
    assert current_match(t) is not None


async def test_a_moderator_cancels_a_stuck_game(table):
    t = table
    mods = t.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    mod = t.guild.add_member(t.env.create_user("mod"), roles=[mods])
    await open_game(t)
    r = await mod.slash(t.channel, "kitty cancel")
    assert not r.ephemeral and "cancelled" in text_of(r)
    assert current_match(t) is None
    row = await t.env.bot.store.get_match(1)
    assert row.status == "abandoned"
    r = await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    assert "no game in this channel" in private_text(r)


async def test_a_damaged_match_row_is_explained_and_can_be_cancelled(table, db_path):
    t = table
    await open_game(t)
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    store = t.env.bot.store
    # Damage the snapshot and make the log unreplayable (simulating a corrupt database).
    await store.db.execute("UPDATE matches SET snapshot = '{not json' WHERE id = 1")
    await store.db.execute("DROP TRIGGER moves_no_update")
    await store.db.execute("UPDATE moves SET move = 'zz-zz' WHERE match_id = 1")
    await t.env.restart_bot(make_bot(db_path))
    r = await t.bob.slash(t.channel, "kitty move", move="b1-b2")
    assert "damaged" in private_text(r)
    mods = t.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    mod = t.guild.add_member(t.env.create_user("mod"), roles=[mods])
    r = await mod.slash(t.channel, "kitty cancel")
    assert not r.ephemeral
    r = await t.alice.slash(t.channel, "kitty start towers")
    assert not r.ephemeral


async def test_a_damaged_snapshot_alone_is_rebuilt_from_the_move_log(table, db_path):
    t = table
    await open_game(t)
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    await t.bob.slash(t.channel, "kitty move", move="b1-c1")
    before = json.dumps(current_match(t).game.encode_state(current_match(t).state), sort_keys=True)
    await t.env.bot.store.db.execute("UPDATE matches SET snapshot = '[1, 2' WHERE id = 1")
    await t.env.restart_bot(make_bot(db_path))
    m = current_match(t)
    assert m.damaged is None and m.ply == 2
    assert json.dumps(m.game.encode_state(m.state), sort_keys=True) == before


async def test_help_and_rules_are_private_and_complete(table):
    t = table
    r = await t.alice.slash(t.channel, "kitty help")
    assert r.ephemeral and "/kitty start" in r.response.embeds[0].description
    for key in ("towers", "kitty", "stacktics", "tumbling", "cattower"):
        r = await t.alice.slash(t.channel, "kitty rules", game=key)
        assert r.ephemeral
        shown = "".join((e.description or "") for e in r.response.embeds)
        shown += "".join((e.description or "") for f in r.followups for e in f.embeds)
        from bot.core.registry import get_game

        assert len(shown) >= 0.95 * len(str(get_game(key).rules_text()).strip())


async def test_an_option_of_another_game_cannot_be_given_and_a_bad_mix_is_refused(table):
    t = table
    with pytest.raises(SimOptionError, match="radius"):  # Discord offers no such input
        await t.alice.slash(t.channel, "kitty start towers", radius=4)
    r = await t.alice.slash(t.channel, "kitty start stacktics", board="3x5", pie=True)
    assert "pie rule is off on 3x5" in private_text(r)
    assert current_match(t) is None
