"""`/kitty analyse game:<n>` and the final board's Analyse button (SimCord, real store):
the answer defers at once, says how many positions it analyses, then becomes the picture
with a summary; the analysis is kept, so a second request runs no analysis; an unknown
or unfinished game is refused privately; ten analyses at once while two tables play keep
every move answered within Discord's 3 seconds."""

from __future__ import annotations

import io
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import bot.ai.analysis
from bot.i18n import ENGLISH_WORDS
from cogs.controller import analysis as part
from tests.e2e.helpers import (
    button_labels,
    current_match,
    first_choice,
    open_game,
    play,
    private_text,
    resign,
)
from tests.e2e.simultaneous import at_once

#: A small budget: the tests check the wiring, not the engine's judgement.
SMALL = {"nodes": 40, "iterations": 16, "worlds": 1}


@pytest.fixture
def analyses(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every run of the analysis engine (the match id it was seeded with), with the small
    budget."""
    monkeypatch.setattr(part, "BUDGET", SMALL)
    real: Callable[..., Any] = bot.ai.analysis.evaluate
    runs: list[int] = []

    def spied(
        game: str, record: Any, seed: int = 0, budget: Any = None, start: int = 0, stop: Any = None
    ) -> Any:
        if start == 0:  # an analysis runs in parts: count it once
            runs.append(seed)
        assert budget == SMALL
        return real(game, record, seed, budget, start, stop)

    monkeypatch.setattr(bot.ai.analysis, "evaluate", spied)
    return runs


async def finished_game(t: Any, channel: Any, moves: int = 4) -> int:
    """Alice and Bob play `moves` moves of Towers in `channel`, then Alice resigns."""
    await t.alice.slash(channel, "kitty start towers")
    await t.bob.click(channel.last_message, label="Join")
    await t.alice.click(channel.last_message, label="Start")
    m = t.env.bot.service.in_channel(channel.id)
    for _ in range(moves):
        mover = t.alice if m.state.to_move == 0 else t.bob
        move = await first_choice(mover, channel)
        r = await mover.slash(channel, "kitty move", move=move)
        assert not r.ephemeral
    await resign(t.alice, channel)
    return int(m.id)


def kept_rows(db: Path) -> list[tuple[int, int]]:
    con = sqlite3.connect(db)
    try:
        return [(int(a), int(b)) for a, b in con.execute("SELECT match_id, entries FROM analyses")]
    finally:
        con.close()


async def picture_of(result: Any) -> Image.Image:
    assert result.response is not None
    (png,) = result.response.attachments
    assert result.response.embeds[0].image.url == f"attachment://{png.filename}"
    return Image.open(io.BytesIO(await png.read()))


async def test_analyse_defers_shows_progress_then_the_picture_and_a_second_request_is_kept(
    table: Any, analyses: list[int], db_path: Path
) -> None:
    t = table
    match_id = await finished_game(t, t.channel)
    final = t.channel.last_message
    assert "Analyse" in button_labels(final)
    start = len(t.env.http_requests)
    r = await t.carol.slash(t.channel, "kitty analyse", game=match_id)
    calls = t.env.http_requests[start:]
    assert [q.json["type"] for q in calls if q.path.endswith("/callback")] == [5]
    edits = [q for q in calls if q.method == "PATCH" and q.path.endswith("/messages/@original")]
    notes = [(q.json or {}).get("content") for q in edits[:-1]]
    assert notes == [
        ENGLISH_WORDS(part.ANALYSING, id=str(match_id), positions=6),
        ENGLISH_WORDS(part.PROGRESS, id=str(match_id), done=2, positions=6),
        ENGLISH_WORDS(part.PROGRESS, id=str(match_id), done=4, positions=6),
    ], "the note, then how far it got after each part, then the picture"
    assert not r.ephemeral and not r.response.content
    image = await picture_of(r)
    assert image.format == "PNG"
    text = r.response.embeds[0].description
    assert "Result: " in text and "bob" in text
    assert analyses == [match_id]
    assert kept_rows(db_path) == [(match_id, 5)]  # four moves and the resignation

    # The Analyse button of the final board: answered from the store, no analysis run.
    start = len(t.env.http_requests)
    again = await t.dave.click(final, label="Analyse")
    calls = t.env.http_requests[start:]
    assert [q.json["type"] for q in calls if q.path.endswith("/callback")] == [5]
    edits = [q for q in calls if q.method == "PATCH" and q.path.endswith("/messages/@original")]
    assert len(edits) == 1, "no progress note: the analysis is kept"
    assert analyses == [match_id]
    assert (await picture_of(again)).tobytes() == image.tobytes()
    assert again.response.embeds[0].description == text


async def test_analyse_refuses_an_unfinished_or_unknown_game_privately(
    table: Any, analyses: list[int], db_path: Path
) -> None:
    t = table
    await open_game(t)
    m = current_match(t)
    await play(t, t.alice, await first_choice(t.alice, t.channel))
    r = await t.carol.slash(t.channel, "kitty analyse", game=m.id)
    assert private_text(r) == ENGLISH_WORDS(part.NOT_FINISHED, id=str(m.id))
    r = await t.carol.slash(t.channel, "kitty analyse", game=999)
    assert "no game #999" in private_text(r)
    other = t.env.create_guild(name="Elsewhere")
    chan = other.create_text_channel("x")
    eve = other.add_member(t.env.create_user("eve"))
    assert "no game #" in private_text(await eve.slash(chan, "kitty analyse", game=m.id))
    assert analyses == [] and kept_rows(db_path) == []


async def test_ten_analyses_at_once_while_two_tables_play_keep_every_move_in_time(
    table: Any, analyses: list[int], db_path: Path
) -> None:
    t = table
    rooms = [t.guild.create_text_channel(f"done{i}") for i in range(10)]
    done = [await finished_game(t, room, moves=2) for room in rooms]
    live = [t.guild.create_text_channel(f"live{i}") for i in range(2)]
    for room in live:
        await t.alice.slash(room, "kitty start towers")
        await t.bob.click(room.last_message, label="Join")
        await t.alice.click(room.last_message, label="Start")
    moves: list[Any] = []

    async def keep_playing(room: Any, count: int) -> None:
        m = t.env.bot.service.in_channel(room.id)
        for _ in range(count):
            mover = t.alice if m.state.to_move == 0 else t.bob
            move = await first_choice(mover, room)
            moves.append(await mover.slash(room, "kitty move", move=move))

    asks = [
        t.carol.slash(room, "kitty analyse", game=n) for room, n in zip(rooms, done, strict=True)
    ]
    results = await at_once(t.env, [*asks, *(keep_playing(room, 6) for room in live)])
    assert len(moves) == 12
    for r in moves:
        assert r.acknowledged and not r.ephemeral, "a move was not answered in time"
    for r in results[:10]:
        assert r.acknowledged and not r.ephemeral
        assert (await picture_of(r)).format == "PNG"
    assert sorted(analyses) == sorted(done)
    assert sorted(kept_rows(db_path)) == sorted((n, 3) for n in done)


async def test_the_same_game_asked_by_three_at_once_is_analysed_once(
    table: Any, analyses: list[int], db_path: Path
) -> None:
    t = table
    match_id = await finished_game(t, t.channel)
    asks = [m.slash(t.channel, "kitty analyse", game=match_id) for m in (t.alice, t.bob, t.carol)]
    results = await at_once(t.env, asks)
    texts = set()
    for r in results:
        assert r.acknowledged and not r.ephemeral
        assert (await picture_of(r)).format == "PNG"
        texts.add(r.response.embeds[0].description)
    assert len(texts) == 1
    assert analyses == [match_id], "the requests that waited got the kept analysis"
    assert kept_rows(db_path) == [(match_id, 5)]
