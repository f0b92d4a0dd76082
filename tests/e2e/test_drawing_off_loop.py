"""Nothing is drawn on the event loop (bots without render processes draw in worker
threads): `/kitty rules game:kitty` defers before its card sheet is drawn the first time,
and a replay says it is being drawn, then becomes the GIF."""

from __future__ import annotations

import io
import threading
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

import render.cards
import render.replay
from bot.core.registry import get_game
from bot.i18n import text
from cogs import images
from tests.e2e.helpers import current_match, first_choice, open_game, play
from tests.e2e.simultaneous import at_once

CALLBACK = "/interactions/*/callback"


def spy(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[int]:
    """Wrap `module.name` so each call records the thread it ran on (and still draws)."""
    real: Callable[..., Any] = getattr(module, name)
    threads: list[int] = []

    def recorded(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, recorded)
    return threads


def requests_since(t: Any, start: int) -> list[Any]:
    return list(t.env.http_requests[start:])


async def test_the_first_kitty_rules_defers_and_draws_its_card_sheet_off_the_loop(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    monkeypatch.setattr(images, "_SHEETS", {})  # as after a start: no sheet drawn yet
    drawn_on = spy(monkeypatch, render.cards, "render_card_sheet")
    loop_thread = threading.get_ident()
    start = len(t.env.http_requests)
    r = await t.alice.slash(t.channel, "kitty rules", game="kitty")
    assert r.acknowledged and r.ephemeral
    calls = requests_since(t, start)
    callbacks = [q.json for q in calls if q.path.endswith("/callback")]
    assert [c["type"] for c in callbacks] == [5], "deferred before the sheet is drawn"
    assert r.response is not None
    assert [a.filename for a in r.response.attachments] == ["cards.png"]
    assert drawn_on and loop_thread not in drawn_on, "a card was drawn on the event loop"

    # Drawn once: the next call answers at once with the kept sheet, drawing nothing.
    drawn_on.clear()
    start = len(t.env.http_requests)
    again = await t.bob.slash(t.channel, "kitty rules", game="kitty", public=True)
    callbacks = [q.json for q in requests_since(t, start) if q.path.endswith("/callback")]
    assert [c["type"] for c in callbacks] == [4] and not again.ephemeral
    assert again.response is not None
    assert [a.filename for a in again.response.attachments] == ["cards.png"]
    assert drawn_on == []


async def test_kitty_rules_asked_by_many_at_once_before_the_sheet_is_drawn(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    monkeypatch.setattr(images, "_SHEETS", {})
    drawn_on = spy(monkeypatch, render.cards, "render_card_sheet")
    members = (t.alice, t.bob, t.carol, t.dave)
    results = await at_once(
        t.env, [m.slash(t.channel, "kitty rules", game="kitty") for m in members]
    )
    for r in results:
        assert r.acknowledged and r.ephemeral and r.response is not None
        assert [a.filename for a in r.response.attachments] == ["cards.png"]
    assert 1 <= len(drawn_on) <= len(members)
    assert threading.get_ident() not in drawn_on
    sheet = images.drawn_card_sheet(get_game("kitty"))
    assert sheet is not None and sheet.startswith(b"\x89PNG")


async def test_a_replay_says_it_is_drawing_then_becomes_the_gif_drawn_off_the_loop(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    await open_game(t)
    for _ in range(3):
        mover = t.alice if current_match(t).state.to_move == 0 else t.bob
        await play(t, mover, await first_choice(mover, t.channel))
    drawn_on = spy(monkeypatch, render.replay, "render_view")
    loop_thread = threading.get_ident()
    start = len(t.env.http_requests)
    r = await t.carol.slash(t.channel, "kitty replay")
    calls = requests_since(t, start)
    assert [q.json["type"] for q in calls if q.path.endswith("/callback")] == [5]
    edits = [q for q in calls if q.method == "PATCH" and q.path.endswith("/messages/@original")]
    assert len(edits) == 2, [f"{q.method} {q.path}" for q in calls]
    m = current_match(t)
    note = text("en", "ctl-replay-drawing", title=f"Towers #{m.id} — alice vs bob", frames=4)
    assert (edits[0].json or {}).get("content") == note
    assert r.response is not None and not r.ephemeral
    assert not r.response.content, "the drawing note is replaced by the replay"
    (gif,) = r.response.attachments
    image = Image.open(io.BytesIO(await gif.read()))
    assert image.format == "GIF" and image.n_frames == 4
    assert r.response.embeds[0].image.url == f"attachment://{gif.filename}"
    assert len(drawn_on) == 4 and loop_thread not in drawn_on


async def test_a_replay_comes_even_when_its_drawing_note_cannot_be_shown(table: Any) -> None:
    t = table
    await open_game(t)
    await play(t, t.alice, await first_choice(t.alice, t.channel))
    t.env.inject_error("PATCH", "/webhooks/*/messages/@original", status=503, times=1)
    r = await t.carol.slash(t.channel, "kitty replay")
    assert r.response is not None and not r.ephemeral
    (gif,) = r.response.attachments
    assert Image.open(io.BytesIO(await gif.read())).n_frames == 2
