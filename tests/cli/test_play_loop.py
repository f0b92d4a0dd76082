"""The one forced-move loop (`bot.core.protocol.turn`), the replay of a move log and the AI
seed formula (`bot.core.play`) — as the service, records and the terminal game use them."""

from __future__ import annotations

import io
import itertools
from typing import Any

import pytest

from bot import play_cli
from bot.core.errors import IllegalMoveError, PositionError
from bot.core.play import LogEntry, ai_seed, final_state, replay
from bot.core.protocol import forced_steps, turn
from tests.matches import race

GAME = race.GAME


def start(total: int = 0, players: int = 2) -> race.RaceState:
    return GAME.new_state(players, 1, GAME.validate_options(players, {"start": total}))


def test_a_turn_is_the_move_then_every_forced_move() -> None:
    steps = list(turn(start(7), 1, 0))
    assert [(s.seat, s.move, s.forced, s.after.total) for s in steps] == [
        (0, 1, False, 8),
        (1, 1, True, 9),
        (0, 1, True, 10),
    ]
    assert steps[0].before.total == 7 and steps[-1].after.outcome() is not None
    assert all(a.after is b.before for a, b in itertools.pairwise(steps))


def test_no_forced_move_no_step() -> None:
    assert list(forced_steps(start(3))) == []
    assert [s.after.total for s in forced_steps(start(8))] == [9, 10]
    assert list(forced_steps(start(10))) == []  # over: nothing more


def test_an_illegal_move_raises_before_any_step() -> None:
    with pytest.raises(IllegalMoveError):
        next(turn(start(8), 2, 0))


def log_of(*moves: tuple[int | None, str, str]) -> list[LogEntry]:
    return [LogEntry(i, seat, kind, move) for i, (seat, kind, move) in enumerate(moves)]


def test_a_log_replays_to_the_live_state() -> None:
    log = log_of((0, "move", "+2"), (1, "move", "+2"), (0, "move", "+2"), (1, "move", "+2"))
    steps = list(replay(GAME, 2, 1, GAME.validate_options(2, {}), log))
    assert [s.after.total for s in steps] == [2, 4, 6, 8]
    assert [s.entry for s in steps] == log and steps[0].before.total == 0
    live = start()
    for entry in log:
        live = live.apply(GAME.parse_move(live, entry.move), entry.seat)
    assert GAME.encode_state(final_state(GAME, 2, 1, {"hand": ["calm"] * 2}, log)) == (
        GAME.encode_state(live)
    )


def test_resignation_and_agreement_replay() -> None:
    opts = GAME.validate_options(2, {})
    resigned = final_state(GAME, 2, 1, opts, log_of((0, "move", "+1"), (1, "resign", "")))
    assert resigned.outcome() is not None and resigned.outcome().winners == (0,)
    agreed = final_state(GAME, 2, 1, opts, log_of((None, "agree", "")))
    assert agreed.outcome() is not None and agreed.outcome().winners == ()


@pytest.mark.parametrize(
    "log,error",
    [
        ([LogEntry(1, 0, "move", "+1")], "gap"),
        (log_of((0, "teleport", "x")), "unknown log entry kind"),
        (log_of((0, "move", "+3")), "does not replay"),
        (log_of((1, "move", "+1")), "does not replay"),
    ],
)
def test_a_log_that_does_not_belong_to_the_rules_is_refused(
    log: list[LogEntry], error: str
) -> None:
    with pytest.raises(PositionError, match=error):
        final_state(GAME, 2, 1, GAME.validate_options(2, {}), log)


def test_the_ai_seed_formula() -> None:
    assert ai_seed(11, 0, 0) == (11 * 1_000_003) % 2**31
    assert ai_seed(11, 3, 1, 2) == (11 * 1_000_003 + 3 * 7919 + 1 + 2 * 104_729) % 2**31
    assert len({ai_seed(5, ply, seat) for ply in range(50) for seat in range(4)}) == 200


def test_terminal_play_uses_the_loop_and_the_seed_formula(monkeypatch: Any) -> None:
    seen: list[tuple[int, int]] = []

    def choose(key: str, view: Any, seat: int, level: str, seed: int) -> str:
        seen.append((seat, seed))
        return "+2"

    monkeypatch.setattr(play_cli, "choose_move", choose)
    out = io.StringIO()
    with race.registered():
        assert play_cli.play(GAME, 2, 9, "easy", True, {}, io.StringIO(), out) == 0
    assert seen == [(s % 2, ai_seed(9, s, s % 2)) for s in range(4)]
    text = out.getvalue()
    assert "Blue has no choice: +1" in text and "Red has no choice: +1" in text
    assert text.count("The total is") == 6 and text.rstrip().endswith("Game over.")
