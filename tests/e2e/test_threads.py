"""Tables in threads (`/kitty start thread:True`): many games in one channel, each in its
own thread — opened at the same moment, played at the same moment, across a restart, with
Discord failing, and refused clearly when the bot lacks the thread permissions."""

from __future__ import annotations

from typing import Any

import discord

from tests.e2e.conftest import make_bot
from tests.e2e.helpers import button_labels, discord_down, private_text, resign, text_of
from tests.e2e.simultaneous import at_once
from tests.e2e.test_clocks import TICK, Clock, restart_with


def thread_of(t: Any, match_id: int) -> Any:
    """The SimCord handle of the thread holding match `match_id`."""
    m = t.env.bot.service.get(match_id)
    (thread,) = [th for th in t.channel.threads if th.id == m.channel_id]
    return thread


def match_in(t: Any, channel: Any) -> Any:
    return t.env.bot.service.in_channel(channel.id)


async def open_in_threads(t: Any, hosts: list[Any], joiners: list[Any]) -> list[Any]:
    """Each host opens a Towers table in a thread of the channel at the same moment, each
    joiner joins the matching one and the hosts start at once. Returns the threads."""
    results = await at_once(
        t.env, [h.slash(t.channel, "kitty start towers", thread=True) for h in hosts]
    )
    for r in results:
        assert not r.ephemeral, text_of(r)
    threads = [th for th in t.channel.threads]
    assert len(threads) == len(hosts)
    by_host = {match_in(t, th).host_id: th for th in threads}
    ordered = [by_host[h.id] for h in hosts]
    for r, th, h in zip(results, ordered, hosts, strict=True):
        # The answer in the channel links to the thread; the lobby card is in the thread.
        assert th.mention in text_of(r)
        assert th.name == f"Towers — {h.name}'s table"
        assert "Join" in button_labels(th.last_message)
    await at_once(
        t.env, [j.click(th.last_message, label="Join") for j, th in zip(joiners, ordered)]
    )
    await at_once(t.env, [h.click(th.last_message, label="Start") for h, th in zip(hosts, ordered)])
    return ordered


async def test_two_tables_in_threads_of_one_channel_play_at_once_across_a_restart(
    table: Any, db_path: Any
) -> None:
    t = table
    one, two = await open_in_threads(t, [t.alice, t.carol], [t.bob, t.dave])
    await t.env.settle()
    # Once started, each thread is named after its players.
    names = {th.id: th.name for th in t.channel.threads}
    assert names == {one.id: "Towers — alice vs bob", two.id: "Towers — carol vs dave"}
    assert t.env.bot.service.in_channel(t.channel.id) is None  # the channel itself is free
    for th in (one, two):
        m = match_in(t, th)
        assert m.status == "active" and th.last_message.id == m.board_message_id
    # Both tables move at the same moment, each in its own thread.
    r1, r2 = await at_once(
        t.env,
        [
            t.alice.slash(one, "kitty move", move="a1-a2"),
            t.carol.slash(two, "kitty move", move="a1-a2"),
        ],
    )
    assert not r1.ephemeral and not r2.ephemeral, (text_of(r1), text_of(r2))
    old_board = one.last_message
    # A move in the wrong thread is refused privately and changes nothing.
    wrong = await t.bob.slash(two, "kitty move", move="b1-c1")
    assert "not playing" in private_text(wrong)
    # Restart in the middle: both tables come back in their threads.
    await t.env.restart_bot(make_bot(db_path))
    for th in (one, two):
        m = match_in(t, th)
        assert m is not None and m.ply == 1 and m.channel_id == th.id
    # The board posted before the restart still answers its buttons in the thread.
    picks = await t.bob.click(old_board, label="My moves")
    assert "legal moves" in private_text(picks)
    r1, r2 = await at_once(
        t.env,
        [
            t.bob.slash(one, "kitty move", move="b1-c1"),
            t.dave.slash(two, "kitty move", move="b1-c1"),
        ],
    )
    assert not r1.ephemeral and not r2.ephemeral, (text_of(r1), text_of(r2))
    # Both finish at the same moment; both are rated, on their final boards too.
    await at_once(t.env, [resign(t.alice, one), resign(t.carol, two)])
    await t.env.settle()
    for th, loser in ((one, "alice"), (two, "carol")):
        final = th.last_message
        assert f"Ratings: {loser} 1 500 → " in final.content, final.content
        assert "Replay" in button_labels(final)
    rows = await t.env.bot.store.leaderboard(t.guild.id, "towers", limit=10)
    assert sorted(r.name for r in rows) == ["alice", "bob", "carol", "dave"]
    # The threads are free again: a new table can start in one of them.
    again = await t.bob.slash(one, "kitty start towers")
    assert not again.ephemeral and match_in(t, one).host_id == t.bob.id


async def no_rows(t: Any) -> bool:
    """No match was saved at all (no lobby row left behind)."""
    return await t.env.bot.store.get_match(1) is None and not t.env.bot.service.matches


async def test_missing_thread_permissions_are_named_and_nothing_is_created(table: Any) -> None:
    t = table
    me = t.guild.me
    closed = t.guild.create_text_channel(
        "no-threads",
        overwrites={me: discord.PermissionOverwrite(create_public_threads=False)},
    )
    mute = t.guild.create_text_channel(
        "no-thread-posts",
        overwrites={
            me: discord.PermissionOverwrite(
                create_public_threads=False, send_messages_in_threads=False
            )
        },
    )
    r1, r2 = await at_once(
        t.env,
        [
            t.alice.slash(closed, "kitty start towers", thread=True),
            t.bob.slash(mute, "kitty start towers", thread=True, opponent="ai"),
        ],
    )
    assert "I need the **Create Public Threads** permission in this channel" in private_text(r1)
    text = private_text(r2)
    assert "**Create Public Threads** and **Send Messages in Threads** permissions" in text
    assert closed.threads == [] and mute.threads == [] and await no_rows(t)
    # Without `thread`, the same channel still hosts a table.
    r = await t.alice.slash(closed, "kitty start towers")
    assert not r.ephemeral


async def test_discord_refusing_the_thread_or_the_lobby_post_leaves_nothing(table: Any) -> None:
    t = table
    # The permission looked granted, but Discord refuses the thread itself.
    t.env.inject_error("POST", "/channels/*/threads", status=403, code=50013, times=2)
    r1, r2 = await at_once(
        t.env,
        [
            t.alice.slash(t.channel, "kitty start towers", thread=True),
            t.carol.slash(t.channel, "kitty start kitty", thread=True),
        ],
    )
    for r in (r1, r2):
        assert "**Create Public Threads** permission" in private_text(r)
    assert t.channel.threads == [] and await no_rows(t)
    # The thread opens, but the lobby card cannot be posted in it: the lobby is cancelled
    # and the thread removed again.
    t.env.inject_error("POST", "/channels/*/messages", status=500, times=None)
    r = await t.alice.slash(t.channel, "kitty start towers", thread=True)
    assert "nothing was opened" in private_text(r)
    t.env.backend.faults.clear()
    assert t.channel.threads == []
    assert [m for m in t.env.bot.service.matches.values() if m.status == "lobby"] == []
    row = await t.env.bot.store.get_match(1)
    assert row is None or row.status != "lobby"
    # Bad options are refused before any thread is made (not made and deleted).
    before = len(t.env.http_requests)
    r = await t.alice.slash(t.channel, "kitty start stacktics", thread=True, size=3, board="4x4")
    assert "size 3 plays on 5x5" in private_text(r) and t.channel.threads == []
    assert not [q for q in t.env.http_requests[before:] if q.path.endswith("/threads")]
    # And when all is well again, it works.
    r = await t.alice.slash(t.channel, "kitty start towers", thread=True)
    assert not r.ephemeral and len(t.channel.threads) == 1


async def test_start_inside_a_thread_plays_there_and_thread_true_there_is_refused(
    table: Any,
) -> None:
    t = table
    await t.alice.slash(t.channel, "kitty start towers", thread=True)
    (thread,) = t.channel.threads
    await t.alice.click(thread.last_message, label="Cancel")
    assert match_in(t, thread) is None
    nested = await t.bob.slash(thread, "kitty start towers", thread=True)
    assert "already a thread" in private_text(nested)
    assert len(t.channel.threads) == 1 and match_in(t, thread) is None
    # Against the AI, in the thread typed in, and at the same moment a thread table.
    here, new = await at_once(
        t.env,
        [
            t.bob.slash(thread, "kitty start towers", opponent="ai", level="easy"),
            t.carol.slash(t.channel, "kitty start towers", thread=True, opponent="ai"),
        ],
    )
    assert not here.ephemeral and not new.ephemeral, (text_of(here), text_of(new))
    await t.env.settle()
    assert match_in(t, thread).status == "active" and match_in(t, thread).host_id == t.bob.id
    (other,) = [th for th in t.channel.threads if th.id != thread.id]
    m = match_in(t, other)
    assert "watch it there" in text_of(new) and m.status == "active"
    assert other.last_message.id == m.board_message_id
    assert other.name.startswith("Towers — carol vs ")


async def test_kitty_games_lists_tables_in_channels_and_threads(table: Any) -> None:
    t = table
    other = t.guild.create_text_channel("lobby-room")
    # Two thread tables opened at the same moment in two channels, plus plain tables.
    a, b = await at_once(
        t.env,
        [
            t.alice.slash(t.channel, "kitty start towers", thread=True),
            t.carol.slash(other, "kitty start kitty", thread=True),
        ],
    )
    assert not a.ephemeral and not b.ephemeral, (text_of(a), text_of(b))
    await t.bob.slash(t.channel, "kitty start towers")
    (towers_thread,) = t.channel.threads
    (kitty_thread,) = other.threads
    await t.dave.click(towers_thread.last_message, label="Join")
    await t.alice.click(towers_thread.last_message, label="Start")
    listed = await at_once(
        t.env, [t.dave.slash(t.channel, "kitty games"), t.bob.slash(kitty_thread, "kitty games")]
    )
    for r in listed:
        text = r.response.embeds[0].description
        assert r.response.embeds[0].title == "Open tables (3)"
        lines = {line.split(" · ")[0]: line for line in text.splitlines()}
        playing = match_in(t, towers_thread)
        lobby = match_in(t, kitty_thread)
        board = f"/{towers_thread.id}/{playing.board_message_id} (thread in {t.channel.mention})"
        assert "to move: alice" in lines[f"**Towers** #{playing.id}"]
        assert lines[f"**Towers** #{playing.id}"].endswith(board)
        card = f"/{kitty_thread.id}/{lobby.lobby_message_id} (thread in {other.mention})"
        assert lines[f"**Kitty Stack Tower** #{lobby.id}"].endswith(card)
        plain = match_in(t, t.channel)
        assert "thread in" not in lines[f"**Towers** #{plain.id}"]


async def test_a_thread_game_whose_board_was_never_shown_is_posted_after_a_restart(
    table: Any, db_path: Any
) -> None:
    """A move is committed while Discord is down, the thread is archived meanwhile, the
    bot restarts: the board is posted in the thread (Discord reopens it) — for two thread
    tables at once."""
    t = table
    one, two = await open_in_threads(t, [t.alice, t.carol], [t.bob, t.dave])
    with discord_down(t.env):
        await at_once(
            t.env,
            [
                t.alice.slash(one, "kitty move", move="a1-a2"),
                t.carol.slash(two, "kitty move", move="a1-a2"),
            ],
        )
        for th in (one, two):
            m = match_in(t, th)
            assert m.ply == 1 and m.announced_ply == 0
        await t.env.bot.get_cog("KittyCog").publisher.close()  # the process dies
    for th in (one, two):
        t.env.backend.channels[th.id].thread_metadata.archived = True
    await t.env.restart_bot(make_bot(db_path))
    await t.env.settle()
    for th in (one, two):
        m = match_in(t, th)
        assert m.announced_ply == 1 and th.last_message.id == m.board_message_id
        assert th.last_message.embeds[0].title == "Towers · move 1"
    r = await t.bob.slash(one, "kitty move", move="b1-c1")
    assert not r.ephemeral, text_of(r)


async def test_clocks_run_out_in_two_threads_at_once_after_a_restart(
    table: Any, db_path: Any
) -> None:
    """Timed tables in threads: the clock survives a restart in the middle, both run out at
    the same moment, and each thread gets its notice and takes a different choice."""
    t = table
    clock = Clock()
    await restart_with(t, db_path, clock)
    results = await at_once(
        t.env,
        [
            h.slash(t.channel, "kitty start towers", thread=True, time="10m")
            for h in (t.alice, t.carol)
        ],
    )
    assert not any(r.ephemeral for r in results), [text_of(r) for r in results]
    one, two = sorted(t.channel.threads, key=lambda th: match_in(t, th).host_id != t.alice.id)
    await at_once(t.env, [t.bob.click(one.last_message, label="Join"),
                          t.dave.click(two.last_message, label="Join")])  # fmt: skip
    await at_once(t.env, [t.alice.click(one.last_message, label="Start"),
                          t.carol.click(two.last_message, label="Start")])  # fmt: skip
    await t.env.settle()
    assert "Time runs out <t:" in one.last_message.content
    clock.now += 300
    await restart_with(t, db_path, clock)  # half the time gone, then a restart
    # The restart gave the players their whole time again (a restart never times anyone
    # out, and 10 minutes is less than the grace): it runs out 10 minutes after it.
    clock.now += 599
    await t.env.advance_time(TICK)
    assert "ran out of time" not in one.last_message.content
    clock.now += 1
    await t.env.advance_time(TICK)
    for th, late in ((one, t.alice), (two, t.carol)):
        assert late.mention in th.last_message.content
        assert "ran out of time" in th.last_message.content
    await at_once(
        t.env,
        [
            t.bob.click(one.last_message, label="Claim the win"),
            t.dave.click(two.last_message, label="AI takes their seat"),
        ],
    )
    await t.env.settle()
    first, second = match_in(t, one), match_in(t, two)
    assert first is None  # finished: the thread is free again
    assert second is not None and second.seats[0].is_ai and second.status == "active"
    assert t.env.bot.service.in_channel(t.channel.id) is None
