"""One live board per table (issue 29): each new board is posted at the bottom and the one it
replaces is deleted (or, when Discord refuses, stripped of its buttons), with twenty tables
moving at once, when Discord fails in the middle of a replacement, across a crash between
posting and deleting, and when a moderator deletes the board."""

from __future__ import annotations

import random
from typing import Any

import discord

from cogs import message, presenter
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import current_match
from tests.e2e.simultaneous import at_once
from tests.e2e.test_answer_path import callback_types, calls_since, match_in, open_tables

DELETE = "/channels/*/messages/*"


def with_buttons(channel: Any, match_id: int) -> list[Any]:
    """The channel's messages that carry move buttons of `match_id` (any ply)."""
    out = []
    for msg in channel.history():
        ids = [
            getattr(item, "custom_id", "") or ""
            for row in msg.components
            for item in getattr(row, "children", [row])
        ]
        if any(i.startswith(f"kt:b:{match_id}:") for i in ids):
            out.append(msg)
    return out


def assert_one_live_board(channel: Any, m: Any) -> None:
    boards = with_buttons(channel, m.id)
    assert [b.id for b in boards] == [m.board_message_id], (
        f"match {m.id}: boards with buttons {[b.id for b in boards]}, current {m.board_message_id}"
    )
    assert channel.last_message.id == m.board_message_id, "the live board is at the bottom"


def publisher(t: Any) -> Any:
    return t.env.bot.get_cog("KittyCog").publisher


async def test_a_whole_game_against_the_ai_leaves_only_the_final_board(table: Any) -> None:
    t = table
    rng = random.Random(29)
    await t.alice.slash(t.channel, "kitty start towers", opponent="ai", level="easy")
    await t.env.settle()
    m = current_match(t)
    moves = 0
    while m.status == "active":
        assert_one_live_board(t.channel, m)
        assert f"Your turn, {t.alice.mention}" in t.channel.last_message.content
        choices = t.env.bot.service.turns.move_choices(m, t.alice.id)
        r = await t.alice.slash(t.channel, "kitty move", move=rng.choice(choices).notation)
        assert not r.ephemeral
        await t.env.settle()
        moves += 1
    assert moves > 5
    final = [x for x in t.channel.history() if x.attachments or x.embeds]
    assert [x.id for x in final] == [m.board_message_id], "only the final board is left"
    assert not with_buttons(t.channel, m.id)
    row = await t.env.bot.store.get_match(m.id)
    assert row.old_boards == []


async def test_the_board_mentions_the_player_to_move_so_discord_notifies_them(
    table: Any,
) -> None:
    t = table
    (ch,) = await open_tables(t, 1)
    start = len(t.env.http_requests)
    r = await t.alice.slash(ch, "kitty move", move="a1-a2")
    assert r.response is not None and f"Your turn, {t.bob.mention}" in r.response.content
    (answer,) = [q for q in calls_since(t, start) if q.path.endswith("/callback")]
    assert answer.json["data"]["allowed_mentions"]["parse"] == ["users"]
    board = ch.last_message
    assert board.id == r.response.id
    assert [u.id for u in board.mentions] == [t.bob.id], "Discord delivers the mention"


async def test_twenty_tables_moving_at_once_each_keep_one_live_board_for_two_calls_a_move(
    table: Any, monkeypatch: Any
) -> None:
    monkeypatch.setattr(message, "SAFE_SECONDS", 60.0)  # no deferral on a loaded machine
    t = table
    channels = await open_tables(t, 20)
    for mover, move in ((t.alice, "a1-a2"), (t.bob, "b1-b2"), (t.alice, "a2-a3")):
        start = len(t.env.http_requests)
        results = await at_once(
            t.env, [mover.slash(ch, "kitty move", move=move) for ch in channels]
        )
        await t.env.settle()
        calls = calls_since(t, start)
        assert callback_types(calls) == [4] * len(channels)
        deletes = [q for q in calls if q.method == "DELETE"]
        assert len(deletes) == len(channels), "one delete of the replaced board per move"
        assert len(calls) == 2 * len(channels), [f"{q.method} {q.path}" for q in calls]
        for ch, r in zip(channels, results, strict=True):
            assert not r.ephemeral
            assert_one_live_board(ch, match_in(t, ch))
    for ch in channels:
        assert match_in(t, ch).old_boards == []


async def test_a_failed_delete_strips_the_old_board_and_never_leaves_two_live(
    table: Any,
) -> None:
    t = table
    channels = await open_tables(t, 4)
    old = {ch.id: ch.last_message.id for ch in channels}
    t.env.inject_error("DELETE", DELETE, status=403, code=50013, times=len(channels))
    await at_once(t.env, [t.alice.slash(ch, "kitty move", move="a1-a2") for ch in channels])
    await t.env.settle()
    for ch in channels:
        m = match_in(t, ch)
        assert_one_live_board(ch, m)
        stripped = next(x for x in ch.history() if x.id == old[ch.id])
        assert stripped.content == str(presenter.OLD_BOARD) and not stripped.components
        assert m.old_boards == []


async def test_when_delete_and_strip_both_fail_the_old_board_goes_with_the_next(
    table: Any,
) -> None:
    t = table
    channels = await open_tables(t, 4)
    old = {ch.id: ch.last_message.id for ch in channels}
    t.env.inject_error("DELETE", DELETE, status=403, code=50013, times=len(channels))
    t.env.inject_error("PATCH", DELETE, status=403, code=50013, times=len(channels))
    results = await at_once(
        t.env, [t.alice.slash(ch, "kitty move", move="a1-a2") for ch in channels]
    )
    assert all(not r.ephemeral for r in results), "the move and its board stand"
    for ch in channels:
        m = match_in(t, ch)
        assert m.old_boards == [old[ch.id]], "kept, to be removed with the next board"
        assert (await t.env.bot.store.get_match(m.id)).old_boards == [old[ch.id]]
    replaced = {ch.id: ch.last_message.id for ch in channels}
    await at_once(t.env, [t.bob.slash(ch, "kitty move", move="b1-b2") for ch in channels])
    for ch in channels:
        m = match_in(t, ch)
        assert_one_live_board(ch, m)
        assert m.old_boards == []
        # The store holds what was left to remove when the new board was recorded (both
        # boards, removed since): their removal is written with the next board.
        stored = (await t.env.bot.store.get_match(m.id)).old_boards
        assert stored == sorted([old[ch.id], replaced[ch.id]])
        assert not set(stored) & {x.id for x in ch.history()}


async def test_a_crash_between_posting_and_deleting_ends_with_one_live_board(
    table: Any, db_path: Any
) -> None:
    t = table
    channels = await open_tables(t, 4)

    async def crashed(m: Any, **_: Any) -> bool:  # the process died before deleting
        return True

    publisher(t)._remove_old_boards = crashed
    await at_once(t.env, [t.alice.slash(ch, "kitty move", move="a1-a2") for ch in channels])
    for ch in channels:
        assert len(with_buttons(ch, match_in(t, ch).id)) == 2
    await t.env.restart_bot(make_bot(db_path))
    await t.env.settle()
    for ch in channels:
        m = match_in(t, ch)
        assert_one_live_board(ch, m)
        assert m.old_boards == [] and m.ply == 1


async def test_a_restart_after_the_deletion_before_the_next_board_is_harmless(
    table: Any, db_path: Any, caplog: Any
) -> None:
    """A move deletes the board it replaced without writing that down (the next board's
    write does): a restart before the next move finds the deleted board still stored,
    deletes it again (Discord: not found), and the table goes on with one live board."""
    t = table
    channels = await open_tables(t, 2)
    old = {ch.id: ch.last_message.id for ch in channels}
    await at_once(t.env, [t.alice.slash(ch, "kitty move", move="a1-a2") for ch in channels])
    for ch in channels:
        m = match_in(t, ch)
        assert m.old_boards == [] and old[ch.id] not in [x.id for x in ch.history()]
        assert (await t.env.bot.store.get_match(m.id)).old_boards == [old[ch.id]]
    caplog.set_level("WARNING")
    await t.env.restart_bot(make_bot(db_path))
    await t.env.settle()
    for ch in channels:
        m = match_in(t, ch)
        assert_one_live_board(ch, m)
        assert m.old_boards == [] and m.ply == 1 and m.announced_ply == 1
        assert (await t.env.bot.store.get_match(m.id)).old_boards == [], "the sweep wrote it"
    assert [r for r in caplog.records if r.levelname in ("WARNING", "ERROR")] == []
    await at_once(t.env, [t.bob.slash(ch, "kitty move", move="b1-b2") for ch in channels])
    for ch in channels:
        assert_one_live_board(ch, match_in(t, ch))


async def test_a_crash_between_posting_and_recording_ends_with_one_live_board(
    table: Any, db_path: Any
) -> None:
    t = table
    channels = await open_tables(t, 4)
    notices = t.env.bot.service.notices

    async def crashed(m: Any, ply: int, message_id: int | None) -> None:
        return None  # the board was posted; the process died before recording it

    notices.mark_announced = crashed
    await at_once(t.env, [t.alice.slash(ch, "kitty move", move="a1-a2") for ch in channels])
    await t.env.restart_bot(make_bot(db_path))
    await t.env.settle()
    for ch in channels:
        m = match_in(t, ch)
        assert m.announced_ply == 1
        assert_one_live_board(ch, m)
        assert m.old_boards == []


async def test_a_board_deleted_by_a_moderator_comes_back(table: Any) -> None:
    t = table
    mods = t.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    mod = t.guild.add_member(t.env.create_user("mod"), roles=[mods])
    (ch,) = await open_tables(t, 1)
    await mod.delete(ch.last_message)
    m = match_in(t, ch)
    assert not with_buttons(ch, m.id)
    r = await t.alice.slash(ch, "kitty move", move="a1-a2")
    assert not r.ephemeral
    assert_one_live_board(ch, m)
    await mod.delete(ch.last_message)
    r = await t.bob.slash(ch, "kitty board")
    assert not r.ephemeral
    assert_one_live_board(ch, m)
    r = await t.alice.slash(ch, "kitty board")
    assert_one_live_board(ch, m)
    assert m.old_boards == []
