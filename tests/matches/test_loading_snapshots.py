"""Loading many stored matches of the games whose snapshots are read quickly (Stacktics,
Tumbling Down, Cat and the Tower), two processes at once: a snapshot changed in a way the
quick reading must notice is refused with a log line and the log replayed to the same
state; a row that cannot be used becomes a damaged match; nothing crashes the load."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bench.startup import build
from bot.matches import MatchService
from data.store import SqliteStore

GAMES = ["stacktics", "tumbling", "cattower"]


def _first_list_of_text(value: Any) -> list[Any] | None:
    """The first list of strings inside `value` (a stack, a card list, a path…)."""
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return value
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
    for item in items:
        found = _first_list_of_text(item)
        if found is not None:
            return found
    return None


def _damage(state: dict[str, Any], how: str) -> None:
    """Change a decoded snapshot state in place, in a way only a check can notice."""
    if how == "text":  # a string inside a list of strings gains a letter
        found = _first_list_of_text(state)
        assert found is not None
        found[0] += "q"
    elif how == "huge":  # a number no float can hold, where a number belongs
        bodies = state.get("bodies") or state.get("turn", {}).get("start")
        if bodies:
            bodies[0][1] = 10**400
        else:
            state["ply"] = 10**400
    elif how == "shape":  # lists where an object of stacks or a list of bodies belongs
        state["stacks" if "stacks" in state else "bodies"] = [[[[[[[[1]]]]]]]]


async def _load(path: Path) -> list[Any]:
    store = SqliteStore(path)
    await store.open()
    try:
        return await MatchService(store).load_all()
    finally:
        await store.close()


@pytest.mark.parametrize("key", GAMES)
async def test_changed_snapshots_are_refused_and_replayed_by_two_loads_at_once(
    key: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "k.sqlite3"
    await build(path, [key], 16, 14)
    before = {m.id: m for m in await _load(path)}
    assert all(m.damaged is None for m in before.values())
    db = sqlite3.connect(path)
    rows = db.execute(
        "SELECT id, snapshot FROM matches WHERE status = 'active' AND ply > 2 ORDER BY id"
    ).fetchall()
    changed = {}
    for (match_id, text), how in zip(rows, ["text", "huge", "shape"], strict=False):
        snap = json.loads(text)
        _damage(snap["state"], how)
        changed[match_id] = how
        db.execute("UPDATE matches SET snapshot = ? WHERE id = ?", (json.dumps(snap), match_id))
    db.commit()
    db.close()
    assert len(changed) == 3
    caplog.set_level(logging.WARNING)
    first, second = await asyncio.gather(_load(path), _load(path))
    for loaded in (first, second):
        assert {m.id for m in loaded} == set(before)
        for m in loaded:
            assert m.damaged is None, (m.id, m.damaged)
            if m.state is not None:
                game = m.game
                assert game.encode_state(m.state) == game.encode_state(before[m.id].state)
    for match_id in changed:
        assert f"match {match_id}: snapshot" in caplog.text


async def test_a_snapshot_nested_too_deep_for_json_is_replaced_by_the_log(
    tmp_path: Path,
) -> None:
    path = tmp_path / "k.sqlite3"
    await build(path, ["tumbling"], 3, 6)
    db = sqlite3.connect(path)
    (match_id,) = db.execute("SELECT id FROM matches WHERE status = 'active' LIMIT 1").fetchone()
    db.execute(
        "UPDATE matches SET snapshot = ? WHERE id = ?", ("[" * 100_000 + "]" * 100_000, match_id)
    )
    db.commit()
    db.close()
    loaded = {m.id: m for m in await _load(path)}
    assert len(loaded) == 3
    assert all(m.damaged is None for m in loaded.values()), "the log still tells the position"
    m = loaded[match_id]
    assert m.state is not None and m.ply > 0
