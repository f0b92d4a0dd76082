"""History and record of a game of each kind; record → replay equals the live final state;
the record file's format errors and mismatches; `python -m bot replay`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.__main__ import main as bot_main
from bot.core.play import TIMEOUT, TIMEOUT_REASON, LogEntry, timed_out
from bot.records.history import history_lines, pages, walk
from bot.records.record import (
    GameRecord,
    RecordFormatError,
    RecordMismatchError,
    parse,
    replay_record,
    result_of,
)
from tests.records.selfplay import random_log

KINDS = [
    ("towers", 2, {"quiet": 8}),
    ("tumbling", 2, {}),
    ("stacktics", 2, {}),
    ("kitty", 4, {}),
    ("cattower", 2, {"mode": "competitive"}),
    ("cattower", 2, {}),
]


def encoded(game, state) -> str:
    return json.dumps(game.encode_state(getattr(state, "inner", state)), sort_keys=True)


def record_of(
    key: str, players: int, opts: dict, log: list[LogEntry], state, seed: int = 5
) -> GameRecord:
    outcome = state.outcome()
    from bot.core.registry import get_game

    game = get_game(key)
    return GameRecord(
        game=key,
        rules_version=game.caps.rules_version,
        match_id=3,
        seed=seed,
        options=opts,
        seats=[
            {"name": f"p{i}", "user_id": 100 + i, "ai": None, "difficulty": "normal"}
            for i in range(players)
        ],
        status="finished" if outcome else "active",
        result=result_of(outcome) if outcome else None,
        started="2026-01-01T00:00:00.000Z",
        finished="2026-01-01T01:00:00.000Z",
        moves=log,
    )


@pytest.mark.parametrize(("key", "players", "opts"), KINDS)
def test_a_record_replays_to_the_live_final_state(key: str, players: int, opts: dict) -> None:
    game, live, log = random_log(key, players, 5, 60 if key == "cattower" else 400, opts)
    if live.outcome() is None:  # finish it by resignation, as players do
        log.append(LogEntry(len(log), 0, "resign", ""))
        live = game.resign(live, 0)
    rec = record_of(key, players, game.validate_options(players, opts), log, live)
    text = rec.to_text()
    again = parse(text)
    assert again == rec
    assert encoded(game, replay_record(again)) == encoded(game, live)
    assert again.to_text() == text


@pytest.mark.parametrize(("key", "players", "opts"), KINDS)
def test_history_is_numbered_with_who_played_and_public_text_only(
    key: str, players: int, opts: dict
) -> None:
    game, _, log = random_log(key, players, 5, 60, opts)
    _, steps = walk(game, players, 5, game.validate_options(players, opts), log)
    names = [f"p{i}" for i in range(players)]
    lines = history_lines(game, steps, names)
    assert len(lines) == len(log)
    for i, (line, step) in enumerate(zip(lines, steps)):
        who = names[step.entry.seat] if step.entry.seat is not None else "The game"
        assert str(line) == f"{i + 1}. {who}: {game.public_move_text(step.before, step.move)}"


def test_kitty_history_hides_exchanged_cards_until_the_record() -> None:
    game, _, log = random_log("kitty", 4, 11, 300)
    _, steps = walk(game, 4, 11, game.validate_options(4, {}), log)
    names = ["a", "b", "c", "d"]
    public = "\n".join(map(str, history_lines(game, steps, names)))
    secret = [
        s.entry.move
        for s in steps
        if s.entry.move.startswith(("offer ", "give "))
        and s.entry.move.count(" ") >= 1
        and s.entry.move != game.public_move_text(s.before, s.move)
    ]
    assert secret, "the sample game has card exchanges"
    assert all(f": {move}\n" not in public + "\n" for move in secret)
    full = "\n".join(map(str, history_lines(game, steps, names, full=True)))
    assert all(f": {move}" in full for move in secret)


def test_resign_and_agree_lines() -> None:
    game, _state, log = random_log("towers", 2, 5, 3)
    log = [*log, LogEntry(3, 1, "resign", "")]
    _, steps = walk(game, 2, 5, game.validate_options(2, {}), log)
    assert str(history_lines(game, steps, ["alice", "bob"])[-1]) == "4. bob resigns"
    game, _state, log = random_log("towers", 2, 5, 2)
    _, steps = walk(
        game, 2, 5, game.validate_options(2, {}), [*log, LogEntry(2, None, "agree", "")]
    )
    assert (
        str(history_lines(game, steps, ["alice", "bob"])[-1])
        == "3. The players agree to end the game"
    )


def test_pages_keep_lines_whole_and_fit() -> None:
    lines = [f"{i}. someone: a1-a2" for i in range(1, 400)]
    cut = pages(lines, limit=200)
    assert all(len(p) <= 200 for p in cut)
    assert "\n".join(cut).splitlines() == lines
    assert pages([]) == [""]


def test_format_errors_name_the_line() -> None:
    _game, state, log = random_log("towers", 2, 5, 4)
    text = record_of("towers", 2, {}, log, state).to_text()
    with pytest.raises(RecordFormatError, match="not a Kitty Tower record"):
        parse(text.replace("kitty-tower-record 1", "pgn"))
    with pytest.raises(RecordFormatError, match="line 14"):
        parse(text.replace("1. 0 move", "1 0 move"))
    with pytest.raises(RecordFormatError, match="seat 'x'"):
        parse(text.replace("2. 1 move", "2. x move"))
    with pytest.raises(RecordFormatError, match="not JSON"):
        parse(text.replace("options: {}", "options: {oops"))


def test_a_record_whose_moves_do_not_give_its_result_is_refused() -> None:
    game, state, log = random_log("towers", 2, 5, 4)
    log = [*log, LogEntry(4, 0, "resign", "")]
    rec = record_of("towers", 2, {}, log, game.resign(state, 0))
    text = rec.to_text()
    with pytest.raises(RecordMismatchError, match="replaying gives"):
        replay_record(parse(text.replace('"winners": [1]', '"winners": [0]')))
    with pytest.raises(RecordMismatchError, match="do not replay"):
        replay_record(parse(text.replace(f"1. 0 move {log[0].move}", "1. 0 move a1-a9")))
    with pytest.raises(RecordMismatchError, match="do not end it"):
        replay_record(parse("\n".join(text.splitlines()[:-1]) + "\n"))


def test_python_m_bot_replay_checks_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, state, log = random_log("towers", 2, 5, 400, {"quiet": 8})
    assert state.outcome() is not None
    good = tmp_path / "good.txt"
    good.write_text(
        record_of("towers", 2, game.validate_options(2, {"quiet": 8}), log, state).to_text()
    )
    assert bot_main(["replay", str(good)]) == 0
    out = capsys.readouterr().out
    assert "OK — towers #3" in out and f"{len(log)} moves replayed" in out
    bad = tmp_path / "bad.txt"
    bad.write_text(good.read_text().replace('"key": "towers-reason', '"key": "towers-not'))
    assert bot_main(["replay", str(bad)]) == 1
    assert "replaying gives" in capsys.readouterr().err
    assert bot_main(["replay", str(tmp_path / "missing.txt")]) == 1


@pytest.mark.parametrize(("key", "players", "opts"), KINDS[:5])
def test_a_game_won_on_time_records_and_replays(key: str, players: int, opts: dict) -> None:
    """A time-out claimed mid-game is the record's last line; the record replays to the
    same final state, with the time-out as its result (so imported records rate alike)."""
    game, live, log = random_log(key, players, 7, 40 if key == "cattower" else 30, opts)
    if live.outcome() is not None:
        pytest.skip("the sample game ended by itself")
    late = min(live.actors())  # (Kitty's set-up has no single seat to move)
    log.append(LogEntry(len(log), late, TIMEOUT, ""))
    live = timed_out(live, late)
    rec = record_of(key, players, game.validate_options(players, opts), log, live, seed=7)
    again = parse(rec.to_text())
    replayed = replay_record(again)
    assert encoded(game, replayed) == encoded(game, live)
    out = replayed.outcome()
    assert out is not None and out.reason == TIMEOUT_REASON and late not in out.winners
    _, steps = walk(game, players, 7, game.validate_options(players, opts), log)
    assert "time" in str(history_lines(game, steps, [f"p{i}" for i in range(players)])[-1])
