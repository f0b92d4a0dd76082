"""Tables in threads (`/kitty start thread:True`): many games in one channel, each in its
own thread — opened at the same moment, played at the same moment, across a restart, with
Discord failing, and refused clearly when the bot lacks the thread permissions."""

from __future__ import annotations

from typing import Any

import discord

from tests.e2e.conftest import make_bot
from tests.e2e.helpers import button_labels, private_text, resign, text_of
from tests.e2e.simultaneous import at_once


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
        t.env, [h.slash(t.channel, "kitty start", game="towers", thread=True) for h in hosts]
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
    await at_once(
        t.env, [h.click(th.last_message, label="Start") for h, th in zip(hosts, ordered)]
    )
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
    again = await t.bob.slash(one, "kitty start", game="towers")
    assert not again.ephemeral and match_in(t, one).host_id == t.bob.id
