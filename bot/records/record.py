"""The game record file (`docs/records.md`): one header block of `key: value` lines, a
blank line, then one numbered line per log entry. Reading a record and replaying it
reproduces the game exactly (same seed, options and log → same state)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.core.errors import GameError
from bot.core.play import LogEntry, final_state
from bot.core.protocol import Outcome, State
from bot.core.registry import AnyGame, get_game
from bot.i18n import Said
from data.rows import MatchStatus

FORMAT = "kitty-tower-record 1"
NO_SEAT = "-"


class RecordFormatError(ValueError):
    """The text is not a readable game record (the message says which line and why)."""


class RecordMismatchError(ValueError):
    """The record reads, but replaying it does not give the result it states."""


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to replay and check one game."""

    game: str
    rules_version: int
    match_id: int
    seed: int
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    status: str
    result: dict[str, Any] | None
    started: str = ""
    finished: str = ""
    moves: list[LogEntry] = field(default_factory=list)

    def to_text(self) -> str:
        """The record as text (ends with a newline)."""
        head = [
            f"format: {FORMAT}",
            f"game: {self.game}",
            f"rules-version: {self.rules_version}",
            f"match: {self.match_id}",
            f"seed: {self.seed}",
            f"options: {json.dumps(self.options, sort_keys=True)}",
            *(f"seat: {json.dumps(s, sort_keys=True)}" for s in self.seats),
            f"status: {self.status}",
            f"result: {json.dumps(self.result, sort_keys=True)}",
            f"started: {self.started}",
            f"finished: {self.finished}",
        ]
        body = [
            f"{e.ply + 1}. {NO_SEAT if e.seat is None else e.seat} {e.kind}"
            + (f" {e.move}" if e.move else "")
            for e in self.moves
        ]
        return "\n".join(head) + "\n\n" + "".join(line + "\n" for line in body)


def parse(text: str) -> GameRecord:
    """Read a record. Raises `RecordFormatError` naming the first bad line."""
    lines = text.replace("\r\n", "\n").split("\n")
    head: dict[str, str] = {}
    seats: list[dict[str, Any]] = []
    i = 0
    while i < len(lines) and lines[i].strip():
        key, sep, value = lines[i].partition(":")
        if not sep:
            raise RecordFormatError(f"line {i + 1}: expected `key: value`, found {lines[i]!r}")
        key, value = key.strip(), value.strip()
        if key == "seat":
            seats.append(_json(value, i, dict))
        else:
            head[key] = value
        i += 1
    if head.get("format") != FORMAT:
        raise RecordFormatError(f"line 1: not a Kitty Tower record (expected `format: {FORMAT}`)")
    for key in ("game", "rules-version", "match", "seed", "options", "status", "result"):
        if key not in head:
            raise RecordFormatError(f"the header has no `{key}:` line")
    moves: list[LogEntry] = []
    for j in range(i + 1, len(lines)):
        line = lines[j].strip()
        if not line:
            continue
        moves.append(_entry(line, j, len(moves)))
    try:
        return GameRecord(
            game=head["game"],
            rules_version=int(head["rules-version"]),
            match_id=int(head["match"]),
            seed=int(head["seed"]),
            options=_json(head["options"], None, dict),
            seats=seats,
            status=head["status"],
            result=_json(head["result"], None, (dict, type(None))),
            started=head.get("started", ""),
            finished=head.get("finished", ""),
            moves=moves,
        )
    except ValueError as exc:
        if isinstance(exc, RecordFormatError):
            raise
        raise RecordFormatError(f"the header has a bad number: {exc}") from None


def _json(value: str, line: int | None, kind: Any) -> Any:
    where = f"line {line + 1}" if line is not None else "the header"
    try:
        data = json.loads(value)
    except ValueError:
        raise RecordFormatError(f"{where}: {value!r} is not JSON") from None
    if not isinstance(data, kind):
        raise RecordFormatError(f"{where}: {value!r} has the wrong shape")
    return data


def _entry(line: str, index: int, ply: int) -> LogEntry:
    parts = line.split(" ", 3)
    if len(parts) < 3 or parts[0] != f"{ply + 1}.":
        raise RecordFormatError(
            f"line {index + 1}: expected `{ply + 1}. SEAT KIND [MOVE]`, found {line!r}"
        )
    seat_text, kind = parts[1], parts[2]
    if seat_text != NO_SEAT and not seat_text.isdigit():
        raise RecordFormatError(f"line {index + 1}: seat {seat_text!r} is not a number or `-`")
    seat = None if seat_text == NO_SEAT else int(seat_text)
    return LogEntry(ply, seat, kind, parts[3] if len(parts) > 3 else "")


def result_of(outcome: Outcome) -> dict[str, Any]:
    """The `result` JSON stored for an outcome (as `MatchService` stores it). The reason
    is stored as its catalogue key and arguments (`Said.to_json`), so a stored game reads
    in any language later; `stored_reason` reads it back (an older row's string too)."""
    reason: Any = outcome.reason
    return {
        "winners": list(outcome.winners),
        "reason": reason.to_json() if isinstance(reason, Said) else str(reason),
        "scores": None if outcome.scores is None else list(outcome.scores),
    }


def replay_record(record: GameRecord) -> State[Any]:
    """The final state of the recorded game, checked against its header: the game exists
    at the same rules version, every entry replays, and a finished game ends with the
    stated result. Raises `RecordMismatchError` (or `RecordFormatError`) otherwise."""
    try:
        game: AnyGame = get_game(record.game)
    except KeyError:
        raise RecordMismatchError(f"this bot has no game {record.game!r}") from None
    if game.caps.rules_version != record.rules_version:
        raise RecordMismatchError(
            f"the record follows rules version {record.rules_version}; this bot plays version "
            f"{game.caps.rules_version}"
        )
    if not record.seats:
        raise RecordMismatchError("the record has no seats")
    try:
        final = final_state(
            game, len(record.seats), record.seed, start_options(record.options), record.moves
        )
    except (GameError, ValueError) as exc:
        raise RecordMismatchError(f"the moves do not replay: {exc}") from None
    outcome = final.outcome()
    if record.status == MatchStatus.FINISHED:
        if outcome is None:
            raise RecordMismatchError(
                "the record says the game finished, but its moves do not end it"
            )
        if _canon(result_of(outcome)) != _canon(record.result):
            raise RecordMismatchError(
                f"replaying gives {result_of(outcome)}, but the record states {record.result}"
            )
    elif outcome is not None:
        raise RecordMismatchError(
            f"the moves end the game, but the record's status is {record.status!r}"
        )
    return final


def start_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options the engine was started with (keys starting with `_` are the bot's own)."""
    return {k: v for k, v in options.items() if not k.startswith("_")}


def stored_reason(result: Mapping[str, Any] | None) -> Said | str:
    """The reason of a stored result: a `Said` (stored by `result_of`), or the English
    string an older row holds ("" when there is none)."""
    raw = None if not result else result.get("reason")
    if not raw:
        return ""
    return Said.from_json(raw)


def _canon(value: Any) -> str:
    """A result compared as text: its reason in English, so a record written before
    reasons were stored as catalogue keys still matches its replay."""
    if isinstance(value, dict) and "reason" in value:
        value = {**value, "reason": str(stored_reason(value))}
    return json.dumps(value, sort_keys=True)


def names_of(seats: Sequence[dict[str, Any]]) -> list[str]:
    """Display names of stored seats (an AI as "🤖 name")."""
    return [
        ("🤖 " if s.get("ai") else "") + str(s.get("name", f"Player {i + 1}"))
        for i, s in enumerate(seats)
    ]
