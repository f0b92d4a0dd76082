"""Ending a game by agreement: every other person must accept; a decline, a move or a
stale button withdraws or refuses the offer; AI seats accept at once."""

from __future__ import annotations

import pytest

from bot.core.errors import GameError, StaleMoveError
from bot.matches import Match, MatchService
from tests.matches.conftest import lobby, play_first_moves, table


async def three_players(service: MatchService) -> Match:
    m = await lobby(service, "kitty", players=3)
    await service.lobby.join(m.id, 2, "bob")
    await service.lobby.join(m.id, 3, "cat")
    return await service.lobby.start(m.id, 1)


async def test_every_other_player_must_accept(service: MatchService) -> None:
    m = await three_players(service)
    await service.endings.offer_end(m.id, 1)
    offer = m.meta["end_offer"]
    assert offer["by"] == 0 and offer["waiting"] == [1, 2]
    with pytest.raises(GameError, match="You made this offer"):
        await service.endings.answer_end(m.id, 1, True, m.ply)
    assert await service.endings.answer_end(m.id, 2, True, m.ply) is None
    with pytest.raises(GameError, match="already answered"):
        await service.endings.answer_end(m.id, 2, True, m.ply)
    assert m.status == "active"
    report = await service.endings.answer_end(m.id, 3, True, m.ply)
    assert report is not None and report.finished
    assert [str(x) for x in report.applied[0].announcements] == [
        "The players agreed to end the game."
    ]
    assert m.status == "finished" and "end_offer" not in m.meta
    assert [e.kind for e in await service.store.moves(m.id)] == ["agree"]
    row = await service.store.get_match(m.id)
    assert row is not None and row.status == "finished" and row.result is not None


async def test_a_decline_withdraws_the_offer(service: MatchService) -> None:
    m = await table(service)
    await service.endings.offer_end(m.id, 2)
    assert await service.endings.answer_end(m.id, 1, False, m.ply) is None
    assert "end_offer" not in m.meta
    row = await service.store.get_match(m.id)
    assert row is not None and "end_offer" not in row.meta
    with pytest.raises(StaleMoveError, match="no longer open"):
        await service.endings.answer_end(m.id, 1, True, m.ply)


async def test_a_move_lapses_the_offer(service: MatchService) -> None:
    m = await table(service)
    await service.endings.offer_end(m.id, 2)
    offer_ply = m.ply
    await play_first_moves(service, m, 1)
    assert "end_offer" not in m.meta
    with pytest.raises(StaleMoveError):
        await service.endings.answer_end(m.id, 1, True, offer_ply)
    assert m.status == "active"


async def test_ai_seats_accept_at_once_but_people_must_answer(service: MatchService) -> None:
    m = await lobby(service)
    await service.lobby.add_ai(m.id, 1, "easy")
    await service.lobby.start(m.id, 1)
    report = await service.endings.accept_for_ai(m.id, 1)
    assert report.finished and m.status == "finished"
    assert [str(x) for x in report.applied[0].announcements] == ["The AI agreed to end the game."]
    people = await table(service, channel=2)
    with pytest.raises(GameError, match="must answer"):
        await service.endings.accept_for_ai(people.id, 1)
    with pytest.raises(GameError):
        await service.endings.offer_end(people.id, 9)
