"""Faults end well: Discord failing to post a board or a DM, a restart between a commit and
its board, forged and misplaced clicks, refusals after a public "thinking…", fair-use
limits — each with a clear answer, and nothing accepted is ever lost."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.matches.limits import Limits
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import (
    current_match,
    discord_down,
    old_boards_stay,
    open_game,
    option_value,
    private_text,
    text_of,
)
from tests.e2e.simultaneous import at_once

CALLBACK = "/interactions/*/callback"
MESSAGES = "/channels/*/messages"


def board_ply(message: Any) -> int | None:
    """The ply a board message was drawn at (from its My moves button's custom id)."""
    for row in message.components:
        for item in getattr(row, "children", [row]):
            cid = getattr(item, "custom_id", "") or ""
            if cid.startswith("kt:b:") and cid.endswith(":m"):
                return int(cid.split(":")[3])
    return None


async def test_a_board_that_fails_to_post_is_retried_until_shown(table: Any) -> None:
    t = table
    await open_game(t)
    t.env.inject_error("POST", CALLBACK, status=503, times=2)
    t.env.inject_error("POST", MESSAGES, status=500, times=3)
    r = await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    assert "Your move was played" in private_text(r)
    assert "lost" not in text_of(r).lower()
    await t.env.settle()
    m = current_match(t)
    assert m.ply == 1 and m.announced_ply == 1
    board = t.channel.last_message
    assert board.id == m.board_message_id and board_ply(board) == 1
    assert "alice (Yellow) played **a1-a2**" in board.content
    # The game goes on from that board.
    r = await t.bob.slash(t.channel, "kitty move", move="b1-b2")
    assert not r.ephemeral and current_match(t).ply == 2


async def test_rate_limits_past_the_library_are_retried(table: Any) -> None:
    t = table
    await open_game(t)
    t.env.inject_error("POST", CALLBACK, status=429, times=1)
    r = await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    assert not r.ephemeral  # the second try answered with the board
    m = current_match(t)
    assert m.announced_ply == 1 and t.channel.last_message.id == m.board_message_id


async def test_an_ai_answers_even_when_the_board_of_the_move_failed(table: Any) -> None:
    t = table
    await t.alice.slash(t.channel, "kitty start towers", opponent="ai", level="easy")
    t.env.inject_error("POST", CALLBACK, status=500, times=2)
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    await t.env.settle()
    m = current_match(t)
    assert m.ply == 2 and m.announced_ply == 2, "the AI must move and its board must be shown"


async def test_boards_committed_but_never_shown_are_posted_after_a_restart(
    table: Any, db_path: Any
) -> None:
    t = table
    first = await open_game(t)
    # Discord is down for the bot: nothing can be posted, but the move is committed.
    with discord_down(t.env):
        await t.alice.slash(t.channel, "kitty move", move="a1-a2")
        row = await t.env.bot.store.get_match(1)
        assert row is not None and row.ply == 1 and row.announced_ply == 0
    with old_boards_stay(t.env):  # the first board stays shown for the click below
        await t.env.restart_bot(make_bot(db_path))
        await t.env.settle()
        m = current_match(t)
        board = t.channel.last_message
        assert m.announced_ply == 1 and board.id == m.board_message_id and board_ply(board) == 1
        # The old board's "moved on" answer links to the newest board, once.
        r = await t.bob.click(first, label="My moves")
    text = private_text(r)
    assert "moved on" in text and text.count("https://") == 1 and str(board.id) in text


async def test_a_dm_that_hits_a_rate_limit_is_sent_later_not_treated_as_closed(table: Any) -> None:
    t = table
    t.env.inject_error("POST", "/users/@me/channels", status=429, times=1)
    await open_game(t, game="kitty", setup="random", objectives=True)
    await t.env.settle()
    m = current_match(t)
    assert m.meta.get("dm_failed", []) == []
    for actor in (t.alice, t.bob):
        dms = actor.user.dm_channel.history()
        assert len(dms) == 1 and dms[0].embeds[0].fields
    notices = [
        msg
        for msg in t.channel.history()
        if "couldn't send you a direct message" in (msg.content or "")
    ]
    assert notices == []


async def test_a_closed_dm_is_reported_once_and_not_retried(table: Any) -> None:
    t = table
    t.env.inject_error(
        "POST",
        "/users/@me/channels",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    await open_game(t, game="kitty", setup="random", objectives=True)
    await t.env.settle()
    m = current_match(t)
    assert sorted(m.meta["dm_failed"]) == [0, 1]
    notices = [
        msg
        for msg in t.channel.history()
        if "couldn't send you a direct message" in (msg.content or "")
    ]
    assert len(notices) == 2


async def test_a_click_forged_for_another_channels_match_is_refused(table: Any) -> None:
    from simcord.actors import _component_interaction

    t = table
    other = t.guild.create_text_channel("other")
    await t.carol.slash(other, "kitty start towers")
    await t.dave.click(other.last_message, label="Join")
    await t.carol.click(other.last_message, label="Start")
    victim = t.env.bot.service.in_channel(other.id)
    await open_game(t)
    here = t.channel.last_message
    stored = t.env.backend.get_message(t.channel.id, here.id)
    # A modified client sends a button of this channel's board carrying another
    # channel's match id (the simulated message is rewritten to carry it).
    button = stored.components[0]["components"][0]
    for forged_id in (f"kt:b:{victim.id}:0:m", f"kt:l:{victim.id}:cancel"):
        button["custom_id"] = forged_id
        r = await _component_interaction(
            t.alice, stored, {"custom_id": forged_id, "component_type": 2}
        )
        assert "another channel" in private_text(r)
    assert victim.status == "active" and victim.ply == 0


async def test_kitty_place_outside_kitty_stack_tower_says_what_to_use(table: Any) -> None:
    t = table
    await open_game(t)
    r = await t.alice.slash(t.channel, "kitty place", cell="a1")
    text = private_text(r)
    assert "Kitty Stack Tower" in text and "/kitty move" in text
    r = await t.alice.slash(t.channel, "kitty trade", action="offer")
    assert "/kitty move" in private_text(r)


async def test_a_refusal_after_a_public_thinking_is_private_and_the_placeholder_goes(
    table: Any, monkeypatch: Any
) -> None:
    """Work that outlasts Discord's 3 seconds is deferred with a public "thinking…"; when
    it then fails, no public placeholder nor public error may stay behind."""
    from bot.core.errors import GameError
    from bot.matches.turns import Turns

    t = table
    await open_game(t)

    async def slow_refusal(self: Any, *args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(2.5)
        raise GameError("The database needed too long; nothing changed.")

    monkeypatch.setattr(Turns, "play", slow_refusal)
    before = len(t.channel.history())
    calls = len(t.env.http_requests)
    r = await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    assert any((q.json or {}).get("type") == 5 for q in t.env.http_requests[calls:]), (
        "it was deferred publicly"
    )
    assert "nothing changed" in text_of(r)
    assert r.followups and all(f.flags.ephemeral for f in r.followups)
    assert len(t.channel.history()) == before, "no public message may stay behind"
    assert current_match(t).ply == 0


async def test_a_step_that_raises_is_refused_and_the_table_plays_on(
    table: Any, monkeypatch: Any
) -> None:
    t = table
    await t.alice.slash(t.channel, "kitty start cattower")
    await t.alice.click(t.channel.last_message, label="Start")
    m = current_match(t)
    state_type = type(m.state)
    original = state_type.apply
    calls = {"n": 0}

    def broken_once(self: Any, move: Any, seat: Any = None) -> Any:
        calls["n"] += 1
        if calls["n"] == 1:
            raise KeyError("fl3")
        return original(self, move, seat)

    monkeypatch.setattr(state_type, "apply", broken_once)
    move = t.env.bot.service.turns.move_choices(m, t.alice.id)[0].notation
    r = await t.alice.slash(t.channel, "kitty move", move=move)
    assert "could not be carried out" in private_text(r)
    assert current_match(t).ply == 0
    await t.alice.slash(t.channel, "kitty move", move=move)
    assert current_match(t).ply == 1


async def test_fair_use_limits_answer_privately(simcord_env: Any, db_path: Any) -> None:
    env = simcord_env
    limits = Limits(
        lobbies_per_member=1,
        tables_per_guild=2,
        ai_only_per_guild=0,
        board_cooldown=30,
        ai_only_pace=0,
    )
    await env.restart_bot(make_bot(db_path, limits=limits))
    await env.bot.tree.sync()
    guild = env.create_guild(name="Limits")
    chans = [guild.create_text_channel(f"c{i}") for i in range(3)]
    ann = guild.add_member(env.create_user("ann"))
    ben = guild.add_member(env.create_user("ben"))
    cid = guild.add_member(env.create_user("cid"))
    assert not (await ann.slash(chans[0], "kitty start towers")).ephemeral
    r = await ann.slash(chans[1], "kitty start towers")
    assert "open lobbies" in private_text(r)
    assert not (await ben.slash(chans[1], "kitty start towers")).ephemeral
    r = await cid.slash(chans[2], "kitty start towers")
    assert "open tables" in private_text(r)
    await cid.click(chans[1].last_message, label="Join")
    await ben.click(chans[1].last_message, label="Start")
    assert not (await ben.slash(chans[1], "kitty board")).ephemeral
    r = await ben.slash(chans[1], "kitty board")
    assert "try again in" in private_text(r)


@pytest.mark.simcord(settle_timeout=60)
async def test_double_clicks_at_the_same_moment_play_once(table: Any) -> None:
    t = table
    board = await open_game(t)
    r = await t.alice.click(board, label="My moves")
    menu = r.response
    await t.alice.select(
        menu, values=[option_value(menu, "a1")]
    )  # what to move, then three clicks on where
    results = await at_once(
        t.env, [t.alice.select(menu, values=[option_value(menu, "a1-a2")]) for _ in range(3)]
    )
    public = [x for x in results if not x.ephemeral]
    assert len(public) == 1
    assert current_match(t).ply == 1
    assert [e.move for e in await t.env.bot.store.moves(1)] == ["a1-a2"]


async def test_resign_is_confirmed_privately_first(table: Any) -> None:
    t = table
    await open_game(t)
    ask = await t.alice.slash(t.channel, "kitty resign")
    assert "Resign this game?" in private_text(ask)
    kept = await t.alice.click(ask.response, label="Keep playing")
    assert "play on" in text_of(kept) and current_match(t).status == "active"
    ask = await t.alice.slash(t.channel, "kitty resign")
    await t.alice.click(ask.response, label="Resign")
    assert "resigned" in t.channel.last_message.content
    row = await t.env.bot.store.get_match(1)
    assert row is not None and row.status == "finished" and row.result["winners"] == [1]


async def test_a_kitty_pass_that_ends_the_game_asks_first(table: Any) -> None:
    t = table
    await open_game(t, game="kitty", setup="random")
    m = current_match(t)
    game = m.game
    # Both players pass in turn: the second pass would end the game.
    first = "alice" if m.state.to_move == 0 else "bob"
    second = "bob" if first == "alice" else "alice"
    r = await getattr(t, first).slash(t.channel, "kitty move", move="pass")
    assert not r.ephemeral
    r = await getattr(t, second).slash(t.channel, "kitty move", move="pass")
    assert "ends the game" in private_text(r)
    assert current_match(t).state.outcome() is None
    kept = await getattr(t, second).click(r.response, label="Keep playing")
    assert "Not played" in text_of(kept)
    r = await getattr(t, second).slash(t.channel, "kitty move", move="pass")
    done = await getattr(t, second).click(r.response, label="Play pass")
    assert not done.ephemeral
    assert game is m.game and m.state.outcome() is not None


async def test_kitty_games_lists_the_open_tables_of_the_server(table: Any) -> None:
    t = table
    await open_game(t)
    other = t.guild.create_text_channel("lobby-room")
    await t.carol.slash(other, "kitty start kitty")
    r = await t.dave.slash(t.channel, "kitty games")
    text = r.response.embeds[0].description
    assert "Towers" in text and "Kitty Stack Tower" in text and "press Join" in text
    assert "to move: alice" in text and str(current_match(t).board_message_id) in text
