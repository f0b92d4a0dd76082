"""Stacktics end to end: the real bot (discord.py) against SimCord's simulated Discord.

Alice opens every game, so she holds seat 0 (Red, who moves first) and Bob seat 1 (Blue).
On the size-2 4×4 board (rules.md) each side has two trees (large + medium + small, 6 pips
each): Red on b1 and c1, Blue on b4 and c4; 3·N = 6 captured pips win, so taking one whole
tree wins at once. The pie rule is always on there.

The short pie line used below, worked out from the rules:
  1. Lc1-d2   Red's whole tree steps diagonally (a large may; overloaded, so 1 cell).
  2. swap     Blue takes over Red's pieces: Bob now plays Red, Alice plays Blue and moves.
  3. Sb4xd2   Blue's small leaves the top of the b4 tree, slides diagonally b4-c3-d2
              (unloaded: any distance) and captures the 6-pip tree on d2: Blue wins.
"""

from __future__ import annotations

from typing import Any

import pytest
from simcord.backend.errors import OptionError as SimOptionError

from tests.e2e.conftest import make_bot
from tests.e2e.helpers import (
    button_labels,
    current_match,
    old_boards_stay,
    open_game,
    play,
    private_text,
    text_of,
)


async def open_4x4(t: Any) -> Any:
    return await open_game(t, game="stacktics", size=2, board="4x4")


# ----- the pie rule --------------------------------------------------------------------
async def test_pie_swap_exchanges_colours_and_the_game_plays_to_a_capture_win(table):
    t = table
    board = await open_4x4(t)
    assert f"Your turn, {t.alice.mention} (Red)" in board.content
    # Before Red's first move there is nothing to decide: only "My moves".
    assert button_labels(board) == ["My moves"]

    await play(t, t.alice, "Lc1-d2")
    pie_board = t.channel.last_message
    assert "alice (Red) played **Lc1-d2**" in pie_board.content
    assert f"Your turn, {t.bob.mention} (Blue)" in pie_board.content
    assert {"Swap colours", "Play on"} <= set(button_labels(pie_board))
    # Bob may also type his answer: the autocomplete offers it first.
    offered = [c["value"] for c in await t.bob.autocomplete(t.channel, "kitty move", "move", "")]
    assert offered[:2] == ["swap", "keep"]

    # The buttons are Blue's: Alice (who just moved) and Carol (watching) are refused.
    refused = await t.alice.click(pie_board, label="Swap colours")
    assert "for another player" in private_text(refused)
    refused = await t.alice.click(pie_board, label="Play on")
    assert "for another player" in private_text(refused)
    refused = await t.carol.click(pie_board, label="Swap colours")
    assert "not playing" in private_text(refused)
    assert current_match(t).ply == 1 and t.channel.last_message.id == pie_board.id

    with old_boards_stay(t.env):  # the pie board stays clickable for the stale click below
        swapped = await t.bob.click(pie_board, label="Swap colours")
        assert not swapped.ephemeral
        # The old pie board no longer answers.
        stale = await t.bob.click(pie_board, label="Play on")
        assert "moved on" in private_text(stale)
    after = t.channel.last_message
    assert after.id != pie_board.id
    assert "Colours swapped" in after.content
    # Bob took over Red; Alice now plays Blue and is the one asked to move.
    assert "bob (Blue) played **swap**" in after.content
    assert f"Your turn, {t.alice.mention} (Blue)" in after.content
    assert t.bob.mention not in after.content
    assert "Swap colours" not in button_labels(after)  # the decision is made
    assert button_labels(after) == ["My moves", "Take back"]
    m = current_match(t)
    assert m.game.view(m.state, None)["seat_names"] == ["Blue", "Red"]
    assert m.state.to_move == 0
    # Bob is Red now but it is not Red's turn.
    assert "not your turn" in private_text(
        await t.bob.slash(t.channel, "kitty move", move="Ld2-d3")
    )
    # The old pie board goes with the next board (Discord lets the bot remove it again).

    await play(t, t.alice, "Sb4xd2")
    final = t.channel.last_message.content
    assert "alice (Blue) played **Sb4xd2**" in final
    assert "Blue captured Red's large + medium + small on d2 (6 pips)" in final
    assert "🏆 alice (Blue) wins — Blue captured 6 pips." in final
    assert "Final scores: alice (Blue) 6 · bob (Red) 0" in final
    assert button_labels(t.channel.last_message) == ["Replay", "Analyse", "Rematch"]
    assert current_match(t) is None
    row = await t.env.bot.store.get_match(1)
    assert row.status == "finished" and row.result["winners"] == [0]
    assert [e.move for e in await t.env.bot.store.moves(1)] == ["Lc1-d2", "swap", "Sb4xd2"]


async def test_play_on_keeps_blue_to_move_and_swap_is_no_longer_possible(table):
    t = table
    await open_4x4(t)
    await play(t, t.alice, "Lc1-c2")
    await play(t, t.bob, "keep")
    kept = t.channel.last_message
    assert "Blue plays on without swapping." in kept.content
    # Playing on declines the swap only: Blue still makes the move that answers Red's.
    assert f"Your turn, {t.bob.mention} (Blue)" in kept.content
    assert button_labels(kept) == ["My moves", "Take back"]
    result = await t.bob.slash(t.channel, "kitty move", move="swap")
    assert "only as Blue's answer to Red's first move" in private_text(result)
    assert current_match(t).ply == 2 and current_match(t).game.view(current_match(t).state, None)[
        "seat_names"
    ] == [
        "Red",
        "Blue",
    ]
    await play(t, t.bob, "Lb4-b3")
    assert f"Your turn, {t.alice.mention} (Red)" in t.channel.last_message.content


async def test_play_on_then_a_whole_game_from_the_autocomplete(table):
    """Bob presses "Play on"; then both pick from what `/kitty move` offers: a winning
    capture when one is offered, else a move that does not hand the opponent a win at
    once (looking one move ahead), varied along the list."""
    t = table
    await open_4x4(t)
    first = await t.alice.autocomplete(t.channel, "kitty move", "move", "")
    await play(t, t.alice, str(first[0]["value"]))
    kept = await t.bob.click(t.channel.last_message, label="Play on")
    assert not kept.ephemeral
    assert "Blue plays on without swapping." in t.channel.last_message.content
    assert f"Your turn, {t.bob.mention} (Blue)" in t.channel.last_message.content

    played = 0
    while current_match(t) is not None and played < 200:
        m = current_match(t)
        actor = (t.alice, t.bob)[m.state.to_move]
        offered = [
            c["value"] for c in await actor.autocomplete(t.channel, "kitty move", "move", "")
        ]
        assert offered, "no legal move was offered"
        winning = [v for v in offered if wins_now(m.game, m.state, v)]
        safe = [v for v in offered if not gives_a_win(m.game, m.state, v)] or offered
        await play(t, actor, winning[0] if winning else safe[(played * 2) % len(safe)])
        played += 1
    assert current_match(t) is None, "the game did not end in 200 plies"
    final = t.channel.last_message.content
    row = await t.env.bot.store.get_match(1)
    assert row.status == "finished"
    if row.result["winners"]:
        seat = row.result["winners"][0]
        colour = ("Red", "Blue")[seat]  # Play on: nobody swapped
        assert f"🏆 {('alice', 'bob')[seat]} ({colour}) wins — " in final
        assert f"{colour} captured" in final or "has no legal move" in final
        if f"{colour} captured" in final:
            assert row.result["scores"][seat] >= 6
    else:
        assert "🤝 Draw" in final
    assert "Final scores:" in final


def wins_now(game: Any, state: Any, notation: str) -> bool:
    after = state.apply(game.parse_move(state, notation, state.to_move), state.to_move)
    out = after.outcome()
    return out is not None and state.to_move in out.winners


def gives_a_win(game: Any, state: Any, notation: str) -> bool:
    after = state.apply(game.parse_move(state, notation, state.to_move), state.to_move)
    if after.outcome() is not None:
        return False
    return any(wins_now(game, after, c.notation) for c in game.move_choices(after, after.to_move))


async def test_the_pie_buttons_survive_a_restart(table, db_path):
    t = table
    await open_4x4(t)
    await play(t, t.alice, "Lc1-d2")
    pie_board = t.channel.last_message

    await t.env.restart_bot(make_bot(db_path))

    m = current_match(t)
    assert m is not None and m.ply == 1 and m.game.view(m.state, None)["pie"] == "open"
    assert "for another player" in private_text(
        await t.alice.click(pie_board, label="Swap colours")
    )
    swapped = await t.bob.click(pie_board, label="Swap colours")
    assert not swapped.ephemeral
    assert f"Your turn, {t.alice.mention} (Blue)" in t.channel.last_message.content
    assert current_match(t).game.view(current_match(t).state, None)["seat_names"] == ["Blue", "Red"]


# ----- options -------------------------------------------------------------------------
async def test_an_unknown_board_is_refused_with_the_boards_that_exist(table):
    t = table
    with pytest.raises(SimOptionError, match=r"4x4.*7x7"):  # Discord lists the boards
        await t.alice.slash(t.channel, "kitty start stacktics", board="9x9")
    assert current_match(t) is None  # no lobby was opened
    result = await t.alice.slash(t.channel, "kitty start stacktics", size=2, board="4x4", pie=False)
    assert "pie rule is required on 4x4" in private_text(result)
    result = await t.alice.slash(t.channel, "kitty start stacktics", size=3, board="4x4")
    assert "size 3 plays on 5x5" in private_text(result)
    assert current_match(t) is None
    # A good choice opens the lobby, which lists the options.
    result = await t.alice.slash(t.channel, "kitty start stacktics", size=2, board="4x4")
    assert not result.ephemeral
    assert current_match(t).status == "lobby"


# ----- refused moves -------------------------------------------------------------------
async def test_a_move_with_a_bad_base_or_size_is_refused_with_the_reason(table):
    t = table
    board = await open_4x4(t)
    for typed, reason in (
        ("Sb1-b2", "A small moves diagonally"),
        ("Mb1-c2", "A medium moves in straight lines"),
        ("Lb1-b3", "overloaded and moves only 1 cell"),
        ("Mb1-b4", "loaded and moves at most 2 cells"),
        ("b1/4-b2", "heights run from 1 (bottom) to 3"),
        ("Mb1/3-b2", "The piece at height 3 on b1 is a small, not a medium"),
        ("Sb4-a3", "The stack on b4 is Blue's; you play Red"),
        ("Lb1xb2", "There is nothing to capture on b2"),
        ("c2-c3", "There is no stack on c2"),
        ("banana", "can't read"),
    ):
        result = await t.alice.slash(t.channel, "kitty move", move=typed)
        assert reason in private_text(result), typed
    assert current_match(t).ply == 0 and t.channel.last_message.id == board.id
    assert await t.env.bot.store.moves(current_match(t).id) == []


async def test_only_a_single_top_piece_may_capture(table):
    t = table
    await open_4x4(t)
    await play(t, t.alice, "Lc1-c2")
    await play(t, t.bob, "Lc4-c3")  # a move instead of a pie answer: Blue plays on
    result = await t.alice.slash(t.channel, "kitty move", move="Lc2xc3")
    assert "Only a single piece from the top of a stack of two or more can capture" in private_text(
        result
    )
    result = await t.alice.slash(t.channel, "kitty move", move="c2 x c3")
    assert "Nothing on c2 can go to c3" in private_text(result)
    assert current_match(t).ply == 2


# ----- draws ---------------------------------------------------------------------------
async def test_end_offer_declined_then_accepted_is_a_draw(table):
    t = table
    await open_4x4(t)
    await play(t, t.alice, "Lc1-c2")
    await play(t, t.bob, "keep")
    await play(t, t.bob, "Lb4-b3")

    offer = await t.alice.slash(t.channel, "kitty end")
    assert f"{t.alice.mention} offers to end the game" in offer.response.content
    assert "other players answer" in private_text(
        await t.alice.click(offer.response, label="Accept")
    )
    await t.bob.click(offer.response, label="Decline")
    assert f"{t.bob.mention} declined to end the game" in offer.response.content
    assert button_labels(offer.response) == []
    assert current_match(t).status == "active"
    await play(t, t.alice, "Lb1-b2")

    offer = await t.bob.slash(t.channel, "kitty end")
    assert f"{t.bob.mention} offers to end the game" in offer.response.content
    await t.alice.click(offer.response, label="Accept")
    assert "Everyone agreed" in offer.response.content
    final = t.channel.last_message.content
    assert "🤝 Draw — the players agreed a draw." in final
    assert "Final scores: alice (Red) 0 · bob (Blue) 0" in final
    assert current_match(t) is None
    row = await t.env.bot.store.get_match(1)
    assert row.status == "finished" and row.result["winners"] == []


async def test_an_offer_lapses_once_a_move_is_played(table):
    t = table
    await open_4x4(t)
    offer = await t.alice.slash(t.channel, "kitty end")
    await play(t, t.alice, "Lc1-c2")
    lapsed = await t.bob.click(offer.response, label="Accept")
    assert "no longer open" in private_text(lapsed)
    assert current_match(t).status == "active"


async def test_plies_without_a_capture_draw_the_game(table):
    t = table
    await open_game(t, game="stacktics", size=2, board="3x5", draw_limit=4)
    for actor, move in (
        (t.alice, "Lc1-c2"),
        (t.bob, "Lc5-c4"),
        (t.alice, "La1-b1"),
        (t.bob, "La5-b5"),
    ):
        await play(t, actor, move)
    final = t.channel.last_message.content
    assert "🤝 Draw — 4 plies without a capture." in final
    assert current_match(t) is None


async def test_resigning_names_the_resigners_colour_after_a_swap(table):
    t = table
    await open_4x4(t)
    await play(t, t.alice, "Lc1-c2")
    await t.bob.click(t.channel.last_message, label="Swap colours")
    ask = await t.alice.slash(t.channel, "kitty resign")
    assert "Resign this game?" in private_text(ask)
    result = await t.alice.click(ask.response, label="Resign")  # Alice plays Blue now
    assert "You resigned" in text_of(result)
    final = t.channel.last_message.content
    assert "🏆 bob (Red) wins — Blue resigned." in final
    row = await t.env.bot.store.get_match(1)
    assert row.status == "finished" and row.result["winners"] == [1]
