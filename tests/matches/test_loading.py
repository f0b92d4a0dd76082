"""Loading at start-up: the move log is the truth (replaying it equals the live state and
the snapshot), a snapshot that disagrees is not trusted, and damaged data becomes a
damaged match a moderator can cancel — never a dead channel."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.core.errors import GameError
from bot.core.play import final_state
from bot.matches import MatchService
from bot.matches.loading import UNREADABLE
from bot.matches.missing import MissingGame
from bot.records.record import start_options
from tests.matches import race
from tests.matches.conftest import lobby, play_first_moves, reopen, table


def encoded(m: Any) -> str:
    return json.dumps(m.game.encode_state(m.state), sort_keys=True)


async def test_replay_from_the_log_equals_the_snapshot(
    service: MatchService, tmp_path: Path
) -> None:
    m = await table(service)
    await play_first_moves(service, m, 6)
    live = encoded(m)
    row = await service.store.get_match(m.id)
    assert row is not None and row.snapshot is not None
    assert json.dumps(json.loads(row.snapshot)["state"], sort_keys=True) == live
    replayed = final_state(
        m.game, 2, row.seed, start_options(row.options), await service.store.moves(m.id)
    )
    assert json.dumps(m.game.encode_state(replayed), sort_keys=True) == live
    # With the snapshot broken, loading replays the log to the same state.
    await service.store.db.execute("UPDATE matches SET snapshot = '[1, 2' WHERE id = ?", (m.id,))
    again = await reopen(service, tmp_path)
    m2 = again.in_channel(1)
    assert m2 is not None and m2.damaged is None and encoded(m2) == live
    await again.store.close()


async def test_forced_moves_are_logged_and_replay(
    service: MatchService, tmp_path: Path, racing: race.RaceGame
) -> None:
    m = await table(service, race.KEY, options={"start": 5})
    await service.turns.play(m.id, 1, "+2")  # 7
    report = await service.turns.play(m.id, 2, "+1")  # 8, then two forced +1s end it at 10
    assert [(a.seat, a.text, a.forced) for a in report.applied] == [
        (1, "+1", False),
        (0, "+1", True),
        (1, "+1", True),
    ]
    assert [e.move for e in await service.store.moves(m.id)] == ["+2", "+1", "+1", "+1"]
    live = encoded(m)
    again = await reopen(service, tmp_path)  # finished but never announced: still loaded
    m2 = next(x for x in again.matches.values() if x.id == m.id)
    assert m2.damaged is None and encoded(m2) == live and m2.ply == 4
    await again.store.close()


@pytest.mark.parametrize(
    "snapshot",
    [
        "{}",
        '{"v": 2, "ply": 3, "last": ["move", "a1-a2"], "state": {}}',
        '{"v": 2, "ply": 0, "last": null, "state": null}',
    ],
)
async def test_a_snapshot_that_disagrees_with_the_log_is_not_trusted(
    service: MatchService, tmp_path: Path, snapshot: str
) -> None:
    m = await table(service)
    await play_first_moves(service, m, 1)
    live = encoded(m)
    await service.store.db.execute("UPDATE matches SET snapshot = ? WHERE id = ?", (snapshot, m.id))
    again = await reopen(service, tmp_path)
    m2 = again.in_channel(1)
    assert m2 is not None and m2.damaged is None and m2.ply == 1
    assert encoded(m2) == live
    await again.store.close()


async def damage(service: MatchService, sql: str) -> None:
    db = service.store.db
    await db.execute("DROP TRIGGER IF EXISTS moves_no_delete")
    await db.execute("DROP TRIGGER IF EXISTS moves_no_update")
    await db.execute(sql)


@pytest.mark.parametrize(
    "sql",
    [
        "DELETE FROM moves WHERE match_id = 1 AND ply = (SELECT MAX(ply) FROM moves WHERE match_id = 1)",
        "DELETE FROM moves WHERE match_id = 1 AND ply = 0",
        "UPDATE moves SET move = 'zz-zz' WHERE match_id = 1",
        "UPDATE moves SET ply = 5 WHERE match_id = 1 AND ply = 1",
        "UPDATE moves SET kind = 'teleport' WHERE match_id = 1",
        "UPDATE matches SET game = 'chess' WHERE id = 1",
        "UPDATE matches SET options = '{oops' WHERE id = 1",
        "UPDATE matches SET seats = '[{\"nope\": 1}]' WHERE id = 1",
        'UPDATE matches SET seats = \'[{"name": "a", "options": 3}]\' WHERE id = 1',
    ],
)
async def test_damaged_data_becomes_a_damaged_match_a_moderator_can_cancel(
    service: MatchService, tmp_path: Path, sql: str
) -> None:
    m = await table(service)
    await play_first_moves(service, m, 2)
    # The snapshot is cleared too, so nothing hides the damage of the log.
    await service.store.db.execute("UPDATE matches SET snapshot = NULL WHERE id = 1")
    await damage(service, sql)
    again = await reopen(service, tmp_path)
    m2 = again.in_channel(1)
    assert m2 is not None and m2.damaged, "the channel must know its damaged game"
    with pytest.raises(GameError, match="damaged"):
        again.tables.require_playable(m2)
    assert again.turns.move_choices(m2, 1) == []
    with pytest.raises(GameError):
        await lobby(again, host=3)
    with pytest.raises(GameError, match="moderator"):
        await again.lifecycle.cancel(m2.id, 1, moderator=False)
    await again.lifecycle.cancel(m2.id, 99, moderator=True)
    assert again.in_channel(1) is None
    await lobby(again, host=3)
    await again.store.close()


async def test_an_unknown_game_is_named_in_the_damage(
    service: MatchService, tmp_path: Path
) -> None:
    await table(service)
    await service.store.db.execute("UPDATE matches SET game = 'chess' WHERE id = 1")
    again = await reopen(service, tmp_path)
    m = again.in_channel(1)
    assert m is not None and isinstance(m.game, MissingGame)
    assert m.game.key == "chess" and "chess" in (m.damaged or "")
    await again.store.close()


async def test_a_row_that_cannot_be_read_at_all_still_holds_its_channel(
    service: MatchService, tmp_path: Path
) -> None:
    await lobby(service, "kitty", channel=7)
    await service.store.db.execute(
        "UPDATE matches SET options = 'not json', seats = 'x' WHERE id = 1"
    )
    again = await reopen(service, tmp_path)
    m = again.in_channel(7)
    assert m is not None and m.damaged == UNREADABLE
    with pytest.raises(GameError, match="damaged"):
        await again.lobby.join(m.id, 2, "bob")
    await again.lifecycle.cancel(m.id, 99, moderator=True)
    assert again.in_channel(7) is None
    await again.store.close()


async def test_a_finished_game_still_to_be_announced_loads_without_holding_its_channel(
    service: MatchService, tmp_path: Path
) -> None:
    m = await table(service)
    await service.turns.resign(m.id, 2)
    again = await reopen(service, tmp_path)
    assert again.in_channel(1) is None
    [m2] = again.notices.unannounced()
    assert m2.id == m.id and m2.status == "finished" and m2.outcome() is not None
    await again.notices.mark_announced(m2, m2.ply, 42)
    assert again.notices.unannounced() == []
    await again.store.close()
