"""Towers end to end: the real bot (discord.py) against SimCord's simulated Discord."""

from __future__ import annotations

from tests.e2e.helpers import (
    current_match,
    first_choice,
    old_boards_stay,
    open_game,
    option_value,
    private_text,
    text_of,
)


async def test_lobby_start_posts_the_board_and_mentions_the_first_player(table):
    t = table
    board = await open_game(t)
    assert t.alice.mention in board.content
    assert "Yellow" in board.content
    m = current_match(t)
    assert m.status == "active" and m.ply == 0
    # Alice (seat 0, Yellow) is offered exactly the legal moves, filtered by what she typed.
    choices = await t.alice.autocomplete(t.channel, "kitty move", "move", "a1")
    assert {c["value"] for c in choices} == {"a1-a2", "a1-b1"}
    everything = await t.alice.autocomplete(t.channel, "kitty move", "move", "")
    assert len(everything) == 25  # 60 legal moves, capped at Discord's 25


async def test_a_whole_game_from_start_to_result(table):
    t = table
    await open_game(t, quiet=10)
    players = {0: t.alice, 1: t.bob}
    for _ in range(400):
        m = current_match(t)
        if m is None:
            break
        mover = players[m.state.to_move]
        move = await first_choice(mover, t.channel)
        result = await mover.slash(t.channel, "kitty move", move=move)
        assert not result.ephemeral, text_of(result)
    final = t.channel.last_message.content
    assert ("wins" in final) or ("Draw" in final)
    assert "Final scores" in final
    # The channel is free again, and the finished match is stored as finished.
    row = await t.env.bot.store.get_match(1)
    assert row.status == "finished" and row.result is not None
    result = await t.alice.slash(t.channel, "kitty start towers")
    assert not result.ephemeral


async def test_moving_out_of_turn_is_refused_privately(table):
    t = table
    board = await open_game(t)
    result = await t.bob.slash(t.channel, "kitty move", move="b1-b2")
    assert "not your turn" in private_text(result)
    assert t.channel.last_message.id == board.id
    assert current_match(t).ply == 0


async def test_a_non_player_cannot_move(table):
    t = table
    board = await open_game(t)
    result = await t.carol.slash(t.channel, "kitty move", move="a1-a2")
    assert "not playing" in private_text(result)
    assert await t.carol.autocomplete(t.channel, "kitty move", "move", "") == []
    assert t.channel.last_message.id == board.id


async def test_garbage_move_text_gets_a_clear_error_and_changes_nothing(table):
    t = table
    board = await open_game(t)
    for garbage, expected in (
        ("banana", "not a move"),
        ("a1-a9", "off the board"),
        ("a1-c1", "not next to"),
        ("b1-b2", "not yours"),
        ("c3-c3", ""),
    ):
        result = await t.alice.slash(t.channel, "kitty move", move=garbage)
        assert expected in private_text(result)
    m = current_match(t)
    assert m.ply == 0 and t.channel.last_message.id == board.id
    assert await t.env.bot.store.moves(m.id) == []
    result = await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    assert not result.ephemeral and current_match(t).ply == 1


async def test_taller_tower_refusal_names_the_heights(table):
    t = table
    await open_game(t)
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")  # a2 now 2 high (Yellow on top)
    await t.bob.slash(t.channel, "kitty move", move="b1-c1")  # c1 2 high
    result = await t.alice.slash(t.channel, "kitty move", move="b2-a2")
    assert "taller" in private_text(result)


async def test_a_click_on_an_outdated_board_says_it_has_moved_on(table):
    t = table
    old_board = await open_game(t)
    with old_boards_stay(t.env):
        await t.alice.slash(t.channel, "kitty move", move="a1-a2")
        result = await t.bob.click(old_board, label="My moves")
    text = private_text(result)
    assert "moved on" in text
    assert str(current_match(t).board_message_id) in text  # a link to the current board


async def test_my_moves_lists_and_plays_a_move_privately(table):
    t = table
    board = await open_game(t)
    result = await t.alice.click(board, label="My moves")
    assert "60 legal moves" in private_text(result)  # more than one menu holds: two taps
    await t.alice.select(result.response, [option_value(result.response, "a1")])
    pick = await t.alice.select(result.response, [option_value(result.response, "a1-a2")])
    assert not pick.ephemeral
    assert current_match(t).ply == 1
    assert "a1-a2" in t.channel.last_message.content


async def test_restart_mid_game_continues_with_old_buttons(table, db_path):
    from tests.e2e.conftest import make_bot

    t = table
    await open_game(t)
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    await t.bob.slash(t.channel, "kitty move", move="b1-c1")
    board_before = t.channel.last_message
    m = current_match(t)
    snapshot = m.game.encode_state(m.state)

    await t.env.restart_bot(make_bot(db_path))

    m2 = current_match(t)
    assert m2 is not None and m2.ply == 2
    assert m2.game.encode_state(m2.state) == snapshot
    # The board posted before the restart still answers its button.
    result = await t.alice.click(board_before, label="My moves")
    assert "legal moves" in private_text(result)
    await t.alice.select(result.response, [option_value(result.response, "e1")])
    pick = await t.alice.select(result.response, [option_value(result.response, "e1-e2")])
    assert not pick.ephemeral
    assert current_match(t).ply == 3
    moves = [e.move for e in await t.env.bot.store.moves(m2.id)]
    assert moves == ["a1-a2", "b1-c1", "e1-e2"]


async def test_two_channels_play_at_once_without_interfering(table):
    t = table
    other = t.guild.create_text_channel("more-games")
    await open_game(t)
    await t.carol.slash(other, "kitty start towers")
    await t.dave.click(other.last_message, label="Join")
    await t.carol.click(other.last_message, label="Start")
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    r = await t.carol.slash(other, "kitty move", move="c1-c2")
    assert not r.ephemeral
    r = await t.alice.slash(other, "kitty move", move="b1-b2")
    assert "not playing" in private_text(r)
    service = t.env.bot.service
    a, b = service.in_channel(t.channel.id), service.in_channel(other.id)
    assert a.id != b.id and a.ply == 1 and b.ply == 1
    assert a.game.view(a.state, None)["stacks"]["a2"] == ["b", "y"]
    assert b.game.view(b.state, None)["stacks"]["c2"] == ["b", "y"]
    assert "a2" in b.game.view(b.state, None)["stacks"] and b.game.view(b.state, None)["stacks"][
        "a2"
    ] == ["b"]
