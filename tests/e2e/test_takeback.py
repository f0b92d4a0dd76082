"""Takebacks through Discord: asked with `/kitty takeback` or the board's button, accepted
or declined with buttons, granted at once against the AI, refused where the table forbids
it or the click is old — on two tables at the same moment, when Discord fails, and across
a restart."""

from __future__ import annotations

import json
from typing import Any

from tests.e2e.conftest import make_bot
from tests.e2e.helpers import button_labels, current_match, first_choice, open_game, text_of
from tests.e2e.simultaneous import at_once

CALLBACK = "/interactions/*/callback"


def position(t: Any, channel: Any = None) -> str:
    m = t.env.bot.service.in_channel((channel or t.channel).id)
    return json.dumps(m.game.encode_state(m.state), sort_keys=True)


async def two_moves(t: Any, channel: Any) -> str:
    """Alice and Bob move once each; returns the position before Alice's move."""
    before = position(t, channel)
    await t.alice.slash(channel, "kitty move", move=await first_choice(t.alice, channel))
    await t.bob.slash(channel, "kitty move", move=await first_choice(t.bob, channel))
    return before


async def test_accept_and_decline(table: Any, db_path: Any) -> None:
    t = table
    await open_game(t)
    before = await two_moves(t, t.channel)
    board = t.channel.last_message
    assert "Take back" in button_labels(board)
    ask = await t.alice.slash(t.channel, "kitty takeback")
    assert not ask.ephemeral and t.bob.mention in text_of(ask)
    own = await t.alice.click(ask.response, label="Accept takeback")
    assert own.ephemeral and "other players answer" in text_of(own)
    no = await t.bob.click(ask.response, label="Decline")
    assert "declined" in text_of(no) and position(t) != before
    # Asked again with the board's button; Bob accepts after a restart.
    ask = await t.alice.click(board, label="Take back")
    assert t.bob.mention in text_of(ask)
    await t.env.restart_bot(make_bot(db_path))
    await t.bob.click(t.channel.history()[-1], label="Accept takeback")
    assert position(t) == before
    assert "takes back 2 moves" in t.channel.last_message.content
    # The old board (and its "Take back") is gone: one live board in the channel.
    assert board.id not in [x.id for x in t.channel.history()]


async def test_two_tables_at_once_and_a_failing_answer(table: Any) -> None:
    t = table
    second = t.guild.create_text_channel("second")
    await open_game(t)
    await t.alice.slash(second, "kitty start towers")
    await t.bob.click(second.last_message, label="Join")
    await t.alice.click(second.last_message, label="Start")
    before = [await two_moves(t, ch) for ch in (t.channel, second)]
    asks = await at_once(
        t.env,
        [t.alice.slash(t.channel, "kitty takeback"), t.alice.slash(second, "kitty takeback")],
    )
    t.env.inject_error("POST", CALLBACK, status=503, times=2)
    await at_once(
        t.env,
        [t.bob.click(a.response, label="Accept takeback") for a in asks],
    )
    await t.env.settle()
    assert [position(t, ch) for ch in (t.channel, second)] == before
    for ch in (t.channel, second):
        m = t.env.bot.service.in_channel(ch.id)
        assert m.announced_ply == m.ply  # the board after the takeback was shown


async def test_against_the_ai_at_once_unless_forbidden(table: Any) -> None:
    t = table
    await t.alice.slash(t.channel, "kitty start towers", opponent="ai", level="easy")
    before = position(t)
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    assert current_match(t).ply == 2
    r = await t.alice.slash(t.channel, "kitty takeback")
    assert not r.ephemeral and "The AI agrees" in text_of(r)
    assert position(t) == before and current_match(t).ply == 3
    # The board counts the game's moves, not the log's entries.
    assert "move 0" in t.channel.last_message.embeds[0].title
    second = t.guild.create_text_channel("strict")
    await t.alice.slash(
        second, "kitty start towers", opponent="ai", level="easy", takebacks="forbidden"
    )
    await t.alice.slash(second, "kitty move", move="a1-a2")
    no = await t.alice.slash(second, "kitty takeback")
    assert no.ephemeral and "turned off" in text_of(no)
    assert "Take back" not in button_labels(second.last_message)
    nobody = await t.carol.slash(t.channel, "kitty takeback")
    assert nobody.ephemeral and "not playing" in text_of(nobody)
