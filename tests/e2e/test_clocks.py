"""Time limits per move through Discord: `/kitty start time:`, the clock on the board, the
reminder, the time-out notice and each of its choices — every one with two tables at
once — a failing post, and restarts (an injected clock: nothing sleeps)."""

from __future__ import annotations

import time
from typing import Any

from bot.matches.clocks import GRACE
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import button_labels, private_text
from tests.e2e.simultaneous import at_once

TEN_MIN = 600.0


class Clock:
    """The service's clock, moved by hand. It starts at the real time: the store stamps
    rows with the real time, which the abandoned-game sweep compares with this clock."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


#: Real seconds of loop time that let the clock check run (it runs every 5 s).
TICK = 6


async def restart_with(t: Any, db_path: Any, clock: Clock) -> None:
    bot = make_bot(db_path)
    bot.service.tables.clock = clock
    await t.env.restart_bot(bot)


async def timed_game(t: Any, channel: Any, host: Any, guest: Any, time: str = "10m") -> Any:
    """`host` opens a timed Towers table in `channel`, `guest` joins, `host` starts it."""
    await host.slash(channel, "kitty start towers", time=time)
    assert "Time per move" in str(channel.last_message.embeds[0].fields)
    await guest.click(channel.last_message, label="Join")
    await host.click(channel.last_message, label="Start")
    return t.env.bot.service.in_channel(channel.id)


async def two_timed_games(t: Any, db_path: Any) -> tuple[Clock, Any, Any, Any]:
    """Alice hosts in #games and Carol in #second, each against Bob; both clocks run out
    at the same time and both notices are posted by the same clock check."""
    clock = Clock()
    await restart_with(t, db_path, clock)
    second = t.guild.create_text_channel("second")
    a = await timed_game(t, t.channel, t.alice, t.bob)
    b = await timed_game(t, second, t.carol, t.bob)
    board = t.channel.last_message
    assert "Time runs out <t:" in board.content and "10 minutes per move" in board.content
    clock.now += TEN_MIN
    await t.env.advance_time(TICK)
    for ch, late in ((t.channel, t.alice), (second, t.carol)):
        notice = ch.last_message
        assert f"{late.mention}" in notice.content and "ran out of time" in notice.content
        assert button_labels(notice) == ["Claim the win", "Skip their turn", "AI takes their seat"]
    return clock, second, a, b


async def test_claim_and_skip_at_two_tables_at_once_and_the_stats_after(
    table: Any, db_path: Any
) -> None:
    t = table
    _clock, second, a, b = await two_timed_games(t, db_path)
    await at_once(
        t.env,
        [
            t.bob.click(t.channel.last_message, label="Claim the win"),
            t.bob.click(second.last_message, label="Skip their turn"),
        ],
    )
    await t.env.settle()
    assert a.status == "finished" and str(a.outcome().reason) == "time-out"
    assert "wins — time-out" in t.channel.last_message.content
    assert "Ratings:" in t.channel.last_message.content
    stats = await t.bob.slash(t.channel, "kitty stats")
    assert "1 played · 1 W / 0 D / 0 L" in stats.response.embeds[0].fields[0].value
    lost = await t.alice.slash(t.channel, "kitty stats")
    assert "1 played · 0 W / 0 D / 1 L" in lost.response.embeds[0].fields[0].value
    # Skip: the AI played one move for Carol; now it is Bob's turn, timed again.
    assert b.ply == 1 and b.status == "active" and not b.seats[0].is_ai
    said = [m.content or "" for m in second.history()]
    assert any("skipped" in x and "the AI plays this one move" in x for x in said)
    assert "Time runs out" in second.last_message.content


async def test_an_ai_takes_the_seats_of_two_tables_and_keeps_them_after_a_restart(
    table: Any, db_path: Any
) -> None:
    t = table
    clock, second, a, b = await two_timed_games(t, db_path)
    notices = [t.channel.last_message, second.last_message]
    await at_once(t.env, [t.bob.click(n, label="AI takes their seat") for n in notices])
    await t.env.settle()
    a_now = t.env.bot.service.matches[a.id]
    assert a_now.seats[0].is_ai and a_now.ply == 1  # the AI already played for Alice
    refused = await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    assert "handed your seat to an AI" in private_text(refused)
    dms = t.alice.user.dm_channel.history() if t.alice.user.dm_channel else []
    assert any("handed your seat to an AI" in (m.content or "") for m in dms)
    await restart_with(t, db_path, clock)
    await t.env.settle()
    for mid in (a.id, b.id):
        m = t.env.bot.service.matches[mid]
        assert m.seats[0].is_ai and m.status == "active"


async def test_the_late_players_may_still_move_and_old_choices_are_refused(
    table: Any, db_path: Any
) -> None:
    t = table
    _clock, second, a, b = await two_timed_games(t, db_path)
    notices = [t.channel.last_message, second.last_message]
    await at_once(
        t.env,
        [
            t.alice.slash(t.channel, "kitty move", move="a1-a2"),
            t.carol.slash(second, "kitty move", move="a1-a2"),
        ],
    )
    assert a.ply == 1 and b.ply == 1
    for notice in notices:
        late = await t.bob.click(notice, label="Claim the win")
        assert "moved on" in private_text(late)
    assert a.status == "active" and b.status == "active"
    stranger = await t.dave.click(t.channel.last_message, label="My moves")
    assert stranger.ephemeral


async def test_reminders_and_a_restart_that_never_times_out(table: Any, db_path: Any) -> None:
    t = table
    clock = Clock()
    await restart_with(t, db_path, clock)
    second = t.guild.create_text_channel("second")
    a = await timed_game(t, t.channel, t.alice, t.bob)
    b = await timed_game(t, second, t.carol, t.dave, time="1d")
    clock.now += 0.75 * TEN_MIN
    await t.env.advance_time(TICK)
    assert "your time for this move runs out" in t.channel.last_message.content
    assert t.alice.mention in t.channel.last_message.content
    reminder = t.channel.last_message.id
    await t.env.advance_time(TICK)
    assert t.channel.last_message.id == reminder  # once
    # The bot is away for two days: past both deadlines. Back, nobody is timed out.
    clock.now += 2 * 86400
    await restart_with(t, db_path, clock)
    await t.env.advance_time(TICK)
    assert "ran out of time" not in t.channel.last_message.content
    assert "ran out of time" not in second.last_message.content
    for mid in (a.id, b.id):
        assert t.env.bot.service.matches[mid].status == "active"
    clock.now += GRACE
    await t.env.advance_time(TICK)
    assert "ran out of time" in t.channel.last_message.content
    assert "ran out of time" in second.last_message.content


async def test_a_notice_that_cannot_be_posted_is_posted_later(table: Any, db_path: Any) -> None:
    t = table
    clock = Clock()
    await restart_with(t, db_path, clock)
    second = t.guild.create_text_channel("second")
    await timed_game(t, t.channel, t.alice, t.bob)
    await timed_game(t, second, t.carol, t.dave)
    board = t.channel.last_message.id
    t.env.inject_error("POST", f"/channels/{t.channel.id}/messages", status=403, times=1)
    clock.now += TEN_MIN
    await t.env.advance_time(TICK)
    assert t.channel.last_message.id == board  # refused by Discord: not shown yet
    assert "ran out of time" in second.last_message.content  # the other table is not held up
    clock.now += 61
    await t.env.advance_time(TICK)
    assert "ran out of time" in t.channel.last_message.content


async def test_reminders_follow_each_players_setting(table: Any, db_path: Any) -> None:
    t = table
    clock = Clock()
    await restart_with(t, db_path, clock)
    second = t.guild.create_text_channel("second")
    for actor in (t.alice, t.carol):
        answer = await actor.slash(t.channel, "kitty settings", reminders="dm")
        assert "direct message" in private_text(answer)
    shown = await t.dave.slash(t.channel, "kitty settings")
    assert "a mention in the game's channel" in private_text(shown)  # the default
    await timed_game(t, t.channel, t.alice, t.bob)
    await timed_game(t, second, t.carol, t.dave, time="1h")
    board = t.channel.last_message.id
    clock.now += 0.75 * TEN_MIN
    await t.env.advance_time(TICK)
    assert t.channel.last_message.id == board  # Alice is reminded by DM, not in the channel
    dms = [m.content or "" for m in t.alice.user.dm_channel.history()]
    assert any("runs out <t:" in x and "match #1" in x for x in dms)
    # Carol's DMs are closed: her reminder falls back to a mention in her channel.
    t.env.inject_error(
        "POST",
        "/users/@me/channels",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    clock.now += 0.75 * 3600
    await t.env.advance_time(TICK)
    assert t.carol.mention in second.last_message.content
    assert "your time for this move runs out" in second.last_message.content
    data = await t.env.bot.store.user_data(t.alice.user.id)
    assert {"name": "reminders", "value": "dm"} in data["settings"]
