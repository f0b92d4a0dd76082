"""Tumbling Down end to end: the real bot (discord.py) against SimCord's simulated Discord.

Alice opens every game, so she holds seat 0 (Black, who moves first) and Bob seat 1
(White). The set-up (rules.md): White's diamond around a1 (a1 4 high, b1/a2 3, c1/b2/a3 2,
d1/c2/b3/a4 2, e1/d2/c3/b4/a5 1), Black's mirrored around h8. Each side's king starts as
its 4-high corner stack.

The short line used below, worked out from the rules:
  1. h8>sw  Black's 4-stack falls toward a1: g7, f6, e5 and d4 each get one black piece.
  2. e1-f1  White dawdles on the far side.
  3. d4-c3  Black's lone piece climbs onto White's single c3: c3 is now white+black,
            2 high, Black on top — and a tumble south-west would land its top on a1.
  4. f1-g1  White ignores the threat.
  5. c3>sw  White's bottom piece lands on b2, Black's top piece on a1: White's king is
            covered (White's tallest pure stack did not grow: b2 rose to 3, not above 4).
"""

from __future__ import annotations

from typing import Any

from tests.e2e.conftest import make_bot
from tests.e2e.helpers import (
    button_labels,
    current_match,
    open_game,
    option_value,
    play,
    private_text,
    text_of,
)

SHORT_GAME = ("h8>sw", "e1-f1", "d4-c3", "f1-g1", "c3>sw")


def mover(t: Any) -> Any:
    """The member whose turn it is (seat 0 Alice, seat 1 Bob)."""
    return (t.alice, t.bob)[current_match(t).state.to_move]


def actor_wins(m: Any, notation: str) -> bool:
    """Would the player to move win by playing `notation` now? (A glance ahead.)"""
    state = m.state
    after = state.apply(m.game.parse_move(state, notation, state.to_move), state.to_move)
    out = after.outcome()
    return out is not None and state.to_move in out.winners


# ----- a whole game --------------------------------------------------------------------
async def test_a_short_game_ends_when_blacks_piece_lands_on_whites_king(table):
    t = table
    board = await open_game(t, game="tumbling")
    assert f"Your turn, {t.alice.mention} (Black)" in board.content
    assert "My moves" in button_labels(board)
    # Typing the corner offers its tumbles, described in words.
    offered = await t.alice.autocomplete(t.channel, "kitty move", "move", "h8")
    by_value = {c["value"]: c["name"] for c in offered}
    assert "h8>sw" in by_value and "g7 f6 e5 d4" in by_value["h8>sw"]
    assert "h8>n" not in by_value  # h8 stands on the top edge: no tumble north

    players = (t.alice, t.bob)
    for ply, move in enumerate(SHORT_GAME):
        await play(t, players[ply % 2], move)
    final = t.channel.last_message.content
    assert "alice (Black) played **c3>sw**" in final
    assert "🏆 alice (Black) wins" in final
    assert "Black covered White's king on a1" in final
    assert button_labels(t.channel.last_message) == [
        "Replay",
        "Analyse",
        "Rematch",
    ]  # a finished board: no move buttons
    # The match is stored as finished, and the channel is free for a new game.
    assert current_match(t) is None
    row = await t.env.bot.store.get_match(1)
    assert row.status == "finished" and row.result["winners"] == [0]
    moves = [e.move for e in await t.env.bot.store.moves(1)]
    assert moves == list(SHORT_GAME)
    again = await t.alice.slash(t.channel, "kitty start tumbling")
    assert not again.ephemeral


async def test_a_whole_game_picked_from_the_autocomplete_reaches_a_result(table):
    """Both players pick from what `/kitty move` offers; a player takes a winning move
    when one is offered (looking one move ahead), else a varied pick from the list."""
    t = table
    await open_game(t, game="tumbling")
    played = 0
    while current_match(t) is not None and played < 200:
        m = current_match(t)
        actor = mover(t)
        offered = [
            c["value"] for c in await actor.autocomplete(t.channel, "kitty move", "move", "")
        ]
        assert offered, "no legal move was offered"
        winning = [v for v in offered if actor_wins(m, v)]
        move = winning[0] if winning else offered[(played * 5) % len(offered)]
        await play(t, actor, move)
        played += 1
    assert current_match(t) is None, "the game did not end in 200 plies"
    final = t.channel.last_message.content
    assert "🏆" in final and "wins" in final
    assert "covered" in final or "no pure stack left" in final
    row = await t.env.bot.store.get_match(1)
    assert row.status == "finished"
    winner = (t.alice, t.bob)[row.result["winners"][0]]
    assert f"{winner.name} ({('Black', 'White')[row.result['winners'][0]]}) wins" in final


# ----- typing tumbles ------------------------------------------------------------------
async def test_a_tumble_can_be_typed_in_several_spellings(table):
    t = table
    await open_game(t, game="tumbling")
    spelled = (
        (t.alice, "tumble h8 sw", "h8>sw"),  # word + cell + direction
        (t.bob, "a1 > north-east", "a1>ne"),  # arrow + the direction in words
        (t.alice, "tumble g8 f7", "g8>sw"),  # toward a neighbouring cell
        (t.bob, "B1>NE", "b1>ne"),  # capitals
    )
    for actor, typed, canonical in spelled:
        await play(t, actor, typed)
        assert f"played **{canonical}**" in t.channel.last_message.content
    view = current_match(t).game.view(current_match(t).state, None)
    # h8 (4) fell over g7 f6 e5 d4, then White's a1 (4) over b2 c3 d4 e5: both corners empty.
    assert "h8" not in view["stacks"] and "a1" not in view["stacks"]
    assert view["stacks"]["e5"] == ["b", "w"] and view["stacks"]["d4"] == ["b", "w"]
    # g8 (3) fell south-west over f7 e6 d5; b1 (3) north-east over c2 d3 e4.
    assert view["stacks"]["d5"] == ["b"] and view["stacks"]["e4"] == ["w"]
    assert current_match(t).ply == 4


async def test_an_illegal_tumble_is_refused_privately_with_the_reason(table):
    t = table
    board = await open_game(t, game="tumbling")
    for typed, reason in (
        ("h8>n", "h8 is at the edge of the board: it cannot tumble north"),
        ("d8>sw", "d8 has only one piece: step instead (`d8-c7`)"),
        ("a1>ne", "You do not own a1: a White piece is on top"),
        ("tumble e5 s", "There is no stack on e5"),
        ("h8>up-left", "I cannot read"),
        ("tumble h8 f6", "f6 is not next to h8"),
    ):
        result = await t.alice.slash(t.channel, "kitty move", move=typed)
        assert reason in private_text(result), typed
    # Nothing was played: the same board is current and Black is still to move.
    assert t.channel.last_message.id == board.id
    assert current_match(t).ply == 0
    assert await t.env.bot.store.moves(current_match(t).id) == []
    # White may not tumble on Black's turn either.
    result = await t.bob.slash(t.channel, "kitty move", move="a1>ne")
    assert "not your turn" in private_text(result)


# ----- check ---------------------------------------------------------------------------
async def test_the_board_warns_when_a_king_can_be_captured_next_move(table):
    t = table
    await open_game(t, game="tumbling")
    await play(t, t.alice, "h8>sw")
    await play(t, t.bob, "e1-f1")
    assert "threatens" not in t.channel.last_message.content
    await play(t, t.alice, "d4-c3")
    warned = t.channel.last_message.content
    assert "Black threatens White's king on a1." in warned
    assert f"Your turn, {t.bob.mention} (White)" in warned
    # The picture is drawn from the same public view, which carries the warning too.
    threats = current_match(t).game.view(current_match(t).state, None)["threats"]
    assert [(x["victim"], x["cells"], x["check"]) for x in threats] == [("w", ["a1"], True)]
    # White ignores it; Black is not threatened, so Black's board carries no warning.
    await play(t, t.bob, "f1-g1")
    assert "threatens" not in t.channel.last_message.content


# ----- ending by the players' will -----------------------------------------------------


async def test_end_offer_accepted_is_a_draw_by_agreement(table):
    t = table
    await open_game(t, game="tumbling")
    await play(t, t.alice, "h8>sw")
    offer = await t.alice.slash(t.channel, "kitty end")
    assert not offer.ephemeral
    assert f"{t.alice.mention} offers to end the game" in offer.response.content
    assert t.bob.mention in offer.response.content
    # Alice cannot answer her own offer; Carol is not playing.
    assert "other players answer" in private_text(
        await t.alice.click(offer.response, label="Accept")
    )
    assert "not playing" in private_text(await t.carol.click(offer.response, label="Accept"))
    await t.bob.click(offer.response, label="Accept")
    final = t.channel.last_message.content
    assert "🤝 Draw — the players agreed a draw." in final
    assert current_match(t) is None
    row = await t.env.bot.store.get_match(1)
    assert row.status == "finished" and row.result["winners"] == []


async def test_end_offer_declined_plays_on(table):
    t = table
    await open_game(t, game="tumbling")
    offer = await t.alice.slash(t.channel, "kitty end")
    await t.bob.click(offer.response, label="Decline")
    assert f"{t.bob.mention} declined to end the game" in offer.response.content
    assert button_labels(offer.response) == []  # the offer's buttons are gone
    assert current_match(t) is not None and current_match(t).status == "active"
    await play(t, t.alice, "h8>sw")
    assert current_match(t).ply == 1


async def test_resigning_gives_the_game_to_the_opponent(table):
    t = table
    await open_game(t, game="tumbling")
    await play(t, t.alice, "h8>sw")
    ask = await t.bob.slash(t.channel, "kitty resign")
    assert "Resign this game?" in private_text(ask)
    result = await t.bob.click(ask.response, label="Resign")
    assert "You resigned" in text_of(result)
    final = t.channel.last_message.content
    assert "🏆 alice (Black) wins — White resigned." in final
    assert current_match(t) is None
    row = await t.env.bot.store.get_match(1)
    assert row.status == "finished" and row.result["winners"] == [0]


async def test_a_spectator_cannot_resign_or_offer_an_end(table):
    t = table
    await open_game(t, game="tumbling")
    assert "not playing" in private_text(await t.carol.slash(t.channel, "kitty resign"))
    assert "not playing" in private_text(await t.carol.slash(t.channel, "kitty end"))
    assert current_match(t).status == "active"


# ----- restart -------------------------------------------------------------------------
async def test_a_restart_mid_game_continues_the_same_position(table, db_path):
    t = table
    await open_game(t, game="tumbling")
    await play(t, t.alice, "h8>sw")
    await play(t, t.bob, "e1-f1")
    board_before = t.channel.last_message
    m = current_match(t)
    snapshot = m.game.encode_state(m.state)
    stacks = m.game.view(m.state, None)["stacks"]

    await t.env.restart_bot(make_bot(db_path))

    m2 = current_match(t)
    assert m2 is not None and m2.ply == 2 and m2.state.to_move == 0
    assert m2.game.encode_state(m2.state) == snapshot
    assert m2.game.view(m2.state, None)["stacks"] == stacks
    # The board posted before the restart still answers: Alice picks d4-c3 from My moves.
    listed = await t.alice.click(board_before, label="My moves")
    assert "legal moves" in private_text(listed)
    await t.alice.select(listed.response, [option_value(listed.response, "d4")])
    picked = await t.alice.select(listed.response, [option_value(listed.response, "d4-c3")])
    assert not picked.ephemeral
    assert "Black threatens White's king on a1." in t.channel.last_message.content
    # …and the game goes on to the same ending as before the restart.
    await play(t, t.bob, "f1-g1")
    await play(t, t.alice, "c3>sw")
    assert "Black covered White's king on a1" in t.channel.last_message.content
    moves = [e.move for e in await t.env.bot.store.moves(m2.id)]
    assert moves == list(SHORT_GAME)


async def test_rules_command_shows_the_tumbling_rules_privately(table):
    t = table
    result = await t.carol.slash(t.channel, "kitty rules", game="tumbling")
    text = private_text(result)
    assert "Tumbling Down" in "".join(e.title or "" for e in result.response.embeds)
    assert "king" in text and "tumble" in text.lower()
