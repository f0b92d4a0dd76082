"""AI seats through Discord: playing the AI at once, the lobby's Add AI menu, AI-only games
of every game to the end, and an AI turn interrupted by a restart."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.conftest import make_bot
from tests.e2e.helpers import current_match, private_text


async def test_play_the_ai_at_once_and_it_answers(table):
    t = table
    r = await t.alice.slash(t.channel, "kitty start towers", opponent="ai", level="easy")
    assert not r.ephemeral
    m = current_match(t)
    assert [s.is_ai for s in m.seats] == [False, True] and m.seats[1].ai_level == "easy"
    start = len(t.env.http_requests)
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    # The board after Alice's move says the AI is thinking; the AI's own board replaces it.
    answers = [q for q in t.env.http_requests[start:] if q.path.endswith("/callback")]
    assert "is thinking" in answers[0].json["data"]["content"]
    assert not any("is thinking" in msg.content for msg in t.channel.history())
    assert current_match(t).ply == 2
    assert f"Your turn, {t.alice.mention}" in t.channel.last_message.content
    assert "Kitty AI 1 (Blue) played" in t.channel.last_message.content


async def test_lobby_add_ai_menu_fills_seats(table):
    t = table
    await t.alice.slash(t.channel, "kitty start kitty", players=4, setup="random")
    lobby = t.channel.last_message
    await t.bob.click(lobby, label="Join")
    choice = await t.alice.click(lobby, label="Add AI")
    assert "Which AI" in private_text(choice)
    await t.alice.click(choice.response, label="Easy AI")
    choice = await t.bob.click(lobby, label="Add AI")
    await t.bob.click(choice.response, label="Medium AI")
    m = current_match(t)
    assert [s.ai_level for s in m.seats] == [None, None, "easy", "medium"]
    shown = next(msg for msg in t.channel.history() if msg.id == lobby.id)
    seats = shown.embeds[0].fields[0].value
    assert "Kitty AI 1 (easy)" in seats and "Kitty AI 2 (medium)" in seats
    await t.alice.click(t.channel.last_message, label="Start")
    assert current_match(t).status == "active"


async def test_a_watcher_cannot_add_ai_to_someone_elses_lobby(table):
    t = table
    await t.alice.slash(t.channel, "kitty start kitty", players=3)
    r = await t.carol.click(t.channel.last_message, label="Add AI")
    assert "Join the game first" in private_text(r)


@pytest.mark.parametrize(
    "game,options",
    [
        ("towers", {"quiet": 12}),
        ("stacktics", {"size": 2, "board": "3x5", "draw_limit": 16}),
        ("tumbling", {}),
        ("kitty", {"setup": "random"}),
    ],
)
async def test_ai_only_game_runs_to_the_end(table, game, options):
    t = table
    r = await t.alice.slash(
        t.channel, f"kitty start {game}", opponent="ai", level="easy", watch=True, **options
    )
    assert not r.ephemeral
    finished = t.env.bot.service.matches[1]
    assert finished.state.outcome() is not None, f"{game} did not finish"
    assert all(s.is_ai for s in finished.seats)
    last = t.channel.last_message.content
    assert ("wins" in last) or ("Draw" in last) or ("win " in last)
    # Every AI move is a stored, replayable log entry.
    assert len(await t.env.bot.store.moves(1)) == finished.ply


def dying_worker(*args: Any) -> str:
    """An AI worker killed mid-thought (the bot is stopped while the AI thinks)."""
    raise RuntimeError("worker died")


async def test_an_ai_turn_interrupted_by_a_restart_is_played_after_it(table, db_path, monkeypatch):
    import bot.ai

    t = table
    monkeypatch.setattr(bot.ai, "choose_move", dying_worker)
    await t.alice.slash(t.channel, "kitty start towers", opponent="ai", level="easy")
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    m = current_match(t)
    assert m.ply == 1 and m.ai_actors() == [1]  # the AI never got to move

    monkeypatch.undo()
    await t.env.restart_bot(make_bot(db_path))
    await t.env.settle()
    m = current_match(t)
    assert m.ply == 2 and m.state.to_move == 0
    assert "Kitty AI 1 (Blue) played" in t.channel.last_message.content
