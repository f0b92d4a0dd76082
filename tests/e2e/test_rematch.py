"""Rematch through Discord: the final board's button opens a lobby with the same players
(seats rotated) and options, AI seats included; the others join with one click; two clicks
at the same moment open one lobby; refused for a non-player or a busy channel; works after
a restart."""

from __future__ import annotations

from typing import Any

from tests.e2e.conftest import make_bot
from tests.e2e.helpers import button_labels, current_match, open_game, resign, text_of
from tests.e2e.simultaneous import at_once


async def test_rematch_rotates_seats_after_a_restart(table: Any, db_path: Any) -> None:
    t = table
    await open_game(t, "kitty", radius=4)
    await resign(t.alice, t.channel)
    final = t.channel.last_message
    assert "Rematch" in button_labels(final)
    no = await t.carol.click(final, label="Rematch")
    assert no.ephemeral and "Only the players" in text_of(no)
    await t.env.restart_bot(make_bot(db_path))
    r = await t.alice.click(final, label="Rematch")
    assert not r.ephemeral
    lobby = t.channel.last_message
    m = current_match(t)
    assert m.status == "lobby" and [s.user_id for s in m.seats] == [t.alice.id]
    assert m.options.get("radius") == 4
    await t.bob.click(lobby, label="Join")
    assert [s.user_id for s in current_match(t).seats] == [t.bob.id, t.alice.id]
    await t.alice.click(t.channel.last_message, label="Start")
    assert current_match(t).status == "active"
    busy = await t.bob.click(final, label="Rematch")
    assert busy.ephemeral and "already has an open table" in text_of(busy)


async def test_two_clicks_at_once_and_ai_seats(table: Any) -> None:
    t = table
    second = t.guild.create_text_channel("ai")
    await open_game(t)
    await t.alice.slash(second, "kitty start towers", opponent="ai", level="hard")
    await resign(t.alice, t.channel)
    await resign(t.alice, second)
    finals = [t.channel.last_message, second.last_message]
    got = await at_once(
        t.env,
        [
            t.alice.click(finals[0], label="Rematch"),
            t.bob.click(finals[0], label="Rematch"),
            t.alice.click(finals[1], label="Rematch"),
        ],
    )
    assert sum(not g.ephemeral for g in got[:2]) == 1  # one lobby card, one private note
    m = current_match(t)
    assert [s.user_id for s in m.seats] == [t.bob.id, t.alice.id]
    ai = t.env.bot.service.in_channel(second.id)
    assert [(s.user_id, s.ai_level) for s in ai.seats] == [(None, "hard"), (t.alice.id, None)]
    rows = await t.env.bot.store.load_open()
    assert len([r for r in rows if getattr(r, "status", "") == "lobby"]) == 2
