"""What was shown: each seat's secret is sent once per change (never again to a closed
DM), and the announced ply only moves forward."""

from __future__ import annotations

from bot.matches import MatchService
from tests.matches import race
from tests.matches.conftest import table


async def test_secrets_are_sent_once_per_change_and_never_to_a_closed_dm(
    service: MatchService, racing: race.RaceGame
) -> None:
    m = await table(service, race.KEY)
    assert service.notices.secrets_to_send(m) == [
        (0, {"seat": 0, "hand": "calm"}),
        (1, {"seat": 1, "hand": "calm"}),
    ]
    await service.notices.mark_secret(m, 0, {"seat": 0, "hand": "calm"})
    await service.notices.mark_secret(m, 1, {"seat": 1, "hand": "calm"}, closed=True)
    assert service.notices.secrets_to_send(m) == []
    row = await service.store.get_match(m.id)
    assert row is not None and row.meta["dm_failed"] == [1]


async def test_the_announced_ply_never_goes_back(service: MatchService) -> None:
    m = await table(service)
    assert service.notices.unannounced() == [m]  # the first board is not posted yet
    await service.notices.mark_announced(m, 0, 500)
    await service.turns.play(m.id, 1, m.game.move_choices(m.state, 0)[0].notation)
    assert service.notices.unannounced() == [m]
    await service.notices.mark_announced(m, 1, 501)
    await service.notices.mark_announced(m, 0, None)  # a late retry of an older board
    assert (m.announced_ply, m.board_message_id) == (1, 501)
    row = await service.store.get_match(m.id)
    assert row is not None and (row.announced_ply, row.board_message_id) == (1, 501)
    await service.notices.set_lobby_message(m, 77)
    assert m.lobby_message_id == 77
