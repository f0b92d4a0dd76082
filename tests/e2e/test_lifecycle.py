"""Tables that run themselves: a lobby nobody starts closes itself, a game nobody plays is
closed as abandoned — from stored times (an injected clock, no sleeping), also across a
restart and for several tables at once."""

from __future__ import annotations

from typing import Any

from bot.matches.limits import Limits
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import current_match, open_game

LIFE = Limits(
    lobbies_per_member=0,
    tables_per_guild=0,
    ai_only_per_guild=0,
    board_cooldown=0,
    ai_only_pace=0,
    lobby_ttl=3600,
    abandon_after=7 * 86400,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1_900_000_000.0

    def __call__(self) -> float:
        return self.now


async def restart_with(t: Any, db_path: Any, clock: Clock) -> None:
    bot = make_bot(db_path, limits=LIFE)
    bot.service.tables.clock = clock
    await t.env.restart_bot(bot)


async def test_lobbies_close_themselves_and_games_are_abandoned(table: Any, db_path: Any) -> None:
    t = table
    clock = Clock()
    await restart_with(t, db_path, clock)
    second = t.guild.create_text_channel("second")
    third = t.guild.create_text_channel("third")
    await t.alice.slash(t.channel, "kitty start towers")
    await t.carol.slash(second, "kitty start kitty")
    await t.bob.slash(third, "kitty start towers")
    await t.dave.click(third.last_message, label="Join")
    await t.bob.click(third.last_message, label="Start")
    clock.now += 3000
    await t.env.advance_time(61)
    assert current_match(t) is not None  # not yet: 50 minutes
    clock.now += 700
    await t.env.advance_time(61)
    # Both lobbies closed in the same sweep; the running game was not touched.
    for ch in (t.channel, second):
        assert t.env.bot.service.in_channel(ch.id) is None
        assert "closed itself: nobody started it within 1 hour" in ch.last_message.content
    game = t.env.bot.service.in_channel(third.id)
    assert game is not None and game.status == "active"
    row = await t.env.bot.store.get_match(1)
    assert row is not None and row.status == "abandoned"
    # The stored times survive a restart: six more days and a bit, and the game is abandoned.
    await restart_with(t, db_path, clock)
    clock.now += 7 * 86400
    await t.env.advance_time(61)
    assert t.env.bot.service.in_channel(third.id) is None
    assert "closed as abandoned: no move for 7 days" in third.last_message.content
    r = await t.alice.slash(third, "kitty start towers")
    assert not r.ephemeral  # the channel is free


async def test_a_move_keeps_a_game_alive(table: Any, db_path: Any) -> None:
    t = table
    clock = Clock()
    await restart_with(t, db_path, clock)
    await open_game(t)
    clock.now += 6 * 86400
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    clock.now += 6 * 86400
    await t.env.advance_time(61)
    assert current_match(t) is not None and current_match(t).status == "active"
