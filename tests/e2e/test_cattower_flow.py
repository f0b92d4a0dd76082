"""Cat and the Tower end to end: choosing a card and shaping a placement with buttons (the
preview updates the board in place), the physics result, a whole cooperative game, and the
competitive variant's secret goals with a closed DM."""

from __future__ import annotations

import pytest

from bot.core.registry import get_game
from bot.i18n import ENGLISH_WORDS
from tests.e2e.helpers import button_labels, current_match, private_text

GAME = get_game("cattower")


async def test_a_turn_with_buttons_preview_in_place_then_physics(table):
    t = table
    await t.alice.slash(t.channel, "kitty start cattower", players=2, hand="steady")
    lobby = t.channel.last_message
    await t.bob.click(lobby, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    m = current_match(t)
    assert [s.options["difficulty"] for s in m.seats] == ["steady", "normal"]
    board = t.channel.last_message
    assert f"Your turn, {t.alice.mention}" in board.content
    assert board.attachments  # the side view of the tower
    take = next(label for label in button_labels(board) if label.startswith("A01 ◀"))

    # Bob's clicks do not count on Alice's turn.
    r = await t.bob.click(board, label=take)
    assert "another player" in private_text(r)

    # Choosing the card option and adjusting the walls only redraws the preview in place.
    await t.alice.click(board, label=take)
    assert t.channel.last_message.id == board.id
    shown = t.channel.last_message
    assert "Wide" in button_labels(shown) and "Confirm" in button_labels(shown)
    assert GAME.view(current_match(t).state, None)["ghost"]
    await t.alice.click(shown, label="Narrow")
    assert t.channel.last_message.id == board.id
    assert ENGLISH_WORDS.say(GAME.view(current_match(t).state, None)["step"]).startswith(
        "Place the walls"
    )

    # Confirming runs the physics: a new board reports how the hand slipped.
    ply = current_match(t).ply
    r = await t.alice.click(t.channel.last_message, label="Confirm")
    assert not r.ephemeral
    after = t.channel.last_message
    assert after.id != board.id
    assert "slipped" in after.content
    assert current_match(t).ply == ply + 1
    # Only the active player's clicks count, also on the new board.
    assert current_match(t).state.to_move in (0, 1)


@pytest.mark.simcord(settle_timeout=300)
async def test_a_whole_cooperative_game_runs_to_victory_or_defeat(table):
    t = table
    r = await t.alice.slash(
        t.channel,
        "kitty start cattower",
        opponent="ai",
        level="medium",
        watch=True,
        players=2,
    )
    assert not r.ephemeral
    finished = t.env.bot.service.matches[1]
    out = finished.state.outcome()
    assert out is not None
    last = t.channel.last_message.content
    assert ("Victory" in last) or ("Defeat" in last)
    assert "Draw" not in last  # a cooperative game is won or lost together
    assert len(await t.env.bot.store.moves(1)) == finished.ply


async def test_competitive_goals_are_secret_and_a_closed_dm_is_reported(table):
    t = table
    t.env.inject_error(
        "POST",
        f"/channels/{t.bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    await t.alice.slash(t.channel, "kitty start cattower", players=2, mode="competitive")
    await t.bob.click(t.channel.last_message, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    m = current_match(t)
    alice_goals = {ENGLISH_WORDS.say(c["name"]) for c in GAME.view(m.state, 0)["secret"]["cards"]}
    bob_goals = {ENGLISH_WORDS.say(c["name"]) for c in GAME.view(m.state, 1)["secret"]["cards"]}
    assert alice_goals and bob_goals
    dm = t.alice.user.dm_channel.history()
    assert len(dm) == 1 and {f.name for f in dm[0].embeds[0].fields} == alice_goals
    notices = [
        msg
        for msg in t.channel.history()
        if t.bob.mention in msg.content and "/kitty cards" in msg.content
    ]
    assert len(notices) == 1
    r = await t.bob.slash(t.channel, "kitty cards")
    assert r.ephemeral and {f.name for f in r.response.embeds[0].fields} == bob_goals
    # Nothing public names a secret goal that is not also face up.
    face_up = {g["name"] for g in GAME.view(m.state, None)["face_up_goals"]}
    for msg in t.channel.history():
        text = msg.content + " ".join(
            (e.description or "") + " ".join(f"{f.name} {f.value}" for f in e.fields)
            for e in msg.embeds
        )
        for name in (alice_goals | bob_goals) - face_up:
            assert name not in text


async def test_the_victory_count_edits_one_message_once_a_second(table):
    from tests.games.cattower.helpers import coop_state, floor_top, stand, tower

    t = table
    await t.alice.slash(t.channel, "kitty start cattower", players=2)
    await t.bob.click(t.channel.last_message, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    m = current_match(t)
    # Jump to a tower of ten floors with a Friend up top and Toto on floor 9, goal step.
    recs = tower(10)
    recs["f1"] = stand("f1", floor_top(recs, 10), 0.0)
    m.state = coop_state(recs, toto_floor=9, toto_x=-20.0, turn={"step": "goal"})
    for text in ("goal G01 climb 1", "at 18"):
        await t.alice.slash(t.channel, "kitty move", move=text)
    before = len(t.env.http_requests)
    r = await t.alice.slash(t.channel, "kitty move", move="confirm")
    await t.env.advance_time(2)  # the bot waits a second after "5…" before the board
    count = next(msg for msg in t.channel.history() if "counts to five" in msg.content)
    assert "1… 2… 3… 4… 5…" in count.content
    assert count.attachments[0].filename == "count-5.png"
    edits = [
        q
        for q in t.env.http_requests[before:]
        if q.method == "PATCH" and q.path.endswith(f"/messages/{count.id}")
    ]
    assert len(edits) == 4  # frames 2–5, one a second
    board = t.channel.last_message
    assert board.id != count.id and {"Go higher", "Stop here"} <= set(button_labels(board))
    assert not r.ephemeral


async def test_cattower_against_the_ai_seats_an_ai_partner(table):
    t = table
    r = await t.alice.slash(t.channel, "kitty start cattower", opponent="ai", level="easy")
    assert not r.ephemeral
    m = current_match(t)
    assert m.status == "active" and len(m.seats) == 2 and m.seats[1].is_ai and not m.seats[0].is_ai


async def test_a_competitive_cattower_lobby_needs_no_player_count(table):
    t = table
    r = await t.alice.slash(t.channel, "kitty start cattower", mode="competitive")
    assert not r.ephemeral, "the lobby checks options against the largest table"
    await t.bob.click(t.channel.last_message, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    assert current_match(t).status == "active"
