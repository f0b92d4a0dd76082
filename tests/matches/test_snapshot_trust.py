"""The snapshot check at start-up, over every game: a snapshot the bot wrote is trusted
as it is (no silent replay of the log), and one whose state was changed — even into
another valid-looking value — is not."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bench.startup import random_match
from bot.core.registry import all_games, get_game
from bot.matches.replay import trusted_snapshot
from data.rows import MatchRow

KEYS = [g.key for g in all_games() if not g.caps.replay_on_load]


def row_of(key: str, plies: int, snapshot: dict[str, Any] | None = None) -> MatchRow:
    """The active row of a seeded random match of `key`, its snapshot optionally replaced."""
    cols, log = random_match(key, 7, plies)
    snap = json.loads(cols["snapshot"]) if snapshot is None else snapshot
    last = None if not log else (log[-1][2], log[-1][3])
    return MatchRow(
        id=1, guild_id=1, channel_id=1, game=key, rules_version=1, seed=cols["seed"],
        options=cols["options"], status="active", host_id=1, seats=cols["seats"],
        lobby_message_id=None, board_message_id=None, snapshot=json.dumps(snap),
        ply=cols["ply"], log_count=cols["ply"], log_max_ply=cols["ply"] - 1, log_last=last,
    )  # fmt: skip


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("plies", [0, 9, 40])
def test_a_snapshot_the_bot_wrote_is_trusted_as_it_is(key: str, plies: int) -> None:
    row = row_of(key, plies)
    game = get_game(key)
    state = trusted_snapshot(game, row)
    assert state is not None, "a valid snapshot must not fall back to replaying the log"
    assert row.snapshot is not None
    assert game.encode_state(state) == json.loads(row.snapshot)["state"]


def _changed(value: Any, retype: bool = False) -> Any:
    """`value` with its first number changed (a valid-looking but different state), or with
    `retype` written as text instead ("3" for 3)."""
    if isinstance(value, dict):
        for k in sorted(value):
            changed = _changed(value[k], retype)
            if changed is not value[k]:
                return {**value, k: changed}
    elif isinstance(value, list):
        for i, item in enumerate(value):
            changed = _changed(item, retype)
            if changed is not item:
                return [*value[:i], changed, *value[i + 1 :]]
    elif isinstance(value, bool):
        return str(value).lower() if retype else not value
    elif isinstance(value, int):
        return str(value) if retype else value + 1
    return value


@pytest.mark.parametrize("key", KEYS)
def test_a_changed_or_retyped_state_is_not_trusted(key: str) -> None:
    good = json.loads(row_of(key, 9).snapshot or "")
    game = get_game(key)
    changed = {**good, "state": _changed(good["state"])}
    assert changed["state"] != good["state"]
    state = trusted_snapshot(game, row_of(key, 9, changed))
    # Either refused, or what it decoded re-encodes exactly to the stored text.
    assert state is None or game.encode_state(state) == changed["state"]
    retyped = {**good, "state": _changed(good["state"], retype=True)}
    assert retyped["state"] != good["state"]
    assert trusted_snapshot(game, row_of(key, 9, retyped)) is None
