"""The service and the records speak through the catalogue (issue 31): every sentence
they give the Discord layer is a `Said`, said in the reader's language; stored results
keep catalogue keys, so a game stored today reads in any language, and an older row
holding an English sentence still reads."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable
from pathlib import Path
from typing import Any

import pytest

from bot import i18n
from bot.core.errors import GameError
from bot.i18n import Said, pseudo, words
from bot.matches import Match, MatchService
from bot.matches.limits import Limits
from bot.records import archive, history, stats
from bot.records.record import parse, replay_record
from tests.matches.conftest import (
    GUILD,
    NO_LIMITS,
    Clock,
    lobby,
    make_service,
    play_first_moves,
    table,
)

ROOT = Path(__file__).resolve().parents[2]
#: Names the tests give players and values typed in commands (game keys, AI levels):
#: never translated. A game's title is its name.
NAMES = {"ann", "bob", "cy", "Kitty", "AI", "nope", "genius", "easy", "medium", "hard", "Towers"}
#: A catalogue key another helper's catalogue does not hold yet (a game's colours): it
#: shows as the key itself, never as an English sentence typed in code.
OTHERS_KEY = re.compile(r"\b(?!match-|rec-)[a-z]+(?:-[a-z0-9]+)+\b")


def english_left(text: str) -> list[str]:
    """Words of `text` (said in the pseudo-language) that code wrote itself: anything but
    names, notation (cells such as b2, numbers) and other areas' missing keys."""
    rest = OTHERS_KEY.sub(" ", pseudo.leftover(text))
    return [w for w in re.findall(r"[A-Za-z]{2,}", rest) if w not in NAMES]


async def refusal(call: Awaitable[Any]) -> GameError:
    """The `GameError` that `call` raises (the test fails if it raises none)."""
    with pytest.raises(GameError) as info:
        await call
    return info.value


def said_in(lang: str, value: Said | str) -> str:
    return words(lang).say(value)


async def test_service_flows_say_only_catalogue_texts(tmp_path: Path, pseudo_german: str) -> None:
    """Lobby, play, takeback, end offers, resign, time-outs, expiry, records, history and
    stats: each text the service produces, said in the pseudo-language, holds no English
    typed in code."""
    de = pseudo_german
    clock = Clock()
    limits = Limits(
        lobbies_per_member=1,
        tables_per_guild=0,
        ai_only_per_guild=0,
        board_cooldown=0,
        lobby_ttl=3600,
        abandon_after=7 * 86400,
    )
    service = await make_service(tmp_path / "k.sqlite3", limits=limits, clock=clock)
    texts: list[Said | str] = []

    async def refused(call: Awaitable[Any]) -> None:
        err = await refusal(call)
        assert err.said is not None, f"an error typed in code: {err}"
        texts.append(err.said)

    # Lobby refusals and limits.
    m = await lobby(service, channel=1)
    await refused(lobby(service, channel=1, host=3))  # the channel is busy
    await refused(lobby(service, channel=2))  # ann already hosts a lobby
    await refused(lobby(service, channel=3, host=3, guild_id=None))  # not in a server
    await refused(lobby(service, channel=3, host=3, game="nope"))
    await refused(service.lobby.leave(m.id, 2))
    await refused(service.lobby.leave(m.id, 1))
    await refused(service.lobby.add_ai(m.id, 1, "genius"))
    await refused(service.lobby.add_ai(m.id, 3, "easy"))
    await refused(service.lobby.start(m.id, 1))  # one player seated
    await service.lobby.join(m.id, 2, "bob")
    await refused(service.lobby.join(m.id, 2, "bob"))
    await refused(service.lobby.join(m.id, 3, "cy"))  # full
    await refused(service.lobby.start(m.id, 2))  # not the host
    await refused(service.lifecycle.cancel(m.id, 2, moderator=False))
    await refused(service.turns.play(m.id, 1, "a1-a2"))  # not started
    m = await service.lobby.start(m.id, 1)
    await refused(service.lobby.join(m.id, 3, "cy"))  # the lobby is closed
    await refused(service.lifecycle.cancel(m.id, 1, moderator=False))
    await refused(service.turns.play(m.id, 3, "a1-a2"))  # not seated
    await refused(service.turns.play(m.id, 1, "  "))
    await refused(service.turns.play(m.id, 1, "a1-a2", expected_ply=m.ply + 5))

    # Takebacks and end offers.
    await refused(service.takebacks.request_takeback(m.id, 1))  # nothing to take back
    await play_first_moves(service, m, 2)
    assert await service.takebacks.request_takeback(m.id, 1) is None
    await refused(service.takebacks.request_takeback(m.id, 2))  # one is waiting
    await refused(service.takebacks.answer_takeback(m.id, 1, True, m.ply))  # own request
    await refused(service.takebacks.answer_takeback(m.id, 2, True, m.ply - 1))  # stale
    report = await service.takebacks.answer_takeback(m.id, 2, True, m.ply)
    assert report is not None
    texts += [*report.applied[0].announcements, report.applied[0].who]
    await service.endings.offer_end(m.id, 1)
    await refused(service.endings.answer_end(m.id, 1, True, m.ply))
    await refused(service.endings.accept_for_ai(m.id, 1))
    await refused(service.endings.answer_end(m.id, 2, True, m.ply - 1))
    report = await service.endings.answer_end(m.id, 2, True, m.ply)
    assert report is not None
    texts += report.applied[0].announcements
    await refused(service.turns.resign(m.id, 1))  # over

    # Resign, time-outs and expiry at other tables.
    r = await table(service, channel=4)
    await play_first_moves(service, r, 1)
    report = await service.turns.resign(r.id, 1)
    texts += [*report.applied[0].announcements, report.applied[0].who]
    t = await table(service, channel=5, time_limit=600.0)
    clock.now += 600.0
    await refused(service.timeouts.resolve_timeout(t.id, 1, t.ply, "win"))  # the late player
    await refused(service.timeouts.resolve_timeout(t.id, 2, t.ply, "remove"))
    await refused(service.timeouts.resolve_timeout(t.id, 2, t.ply + 1, "win"))
    done = await service.timeouts.resolve_timeout(t.id, 2, t.ply, "win")
    assert done.report is not None
    texts += done.report.applied[0].announcements
    await lobby(service, channel=6, host=7)
    idle = await table(service, channel=7)
    clock.now += 3600
    expired = service.lifecycle.expired()
    assert expired
    clock.now += 7 * 86400
    expired = service.lifecycle.expired()
    assert idle in [x for x, _ in expired]
    texts += [why for _, why in expired]

    # Records: the stored game, its history, a player's streak, a game not found.
    for finished in (m, r, t):
        got = await archive.load(service.store, finished.id, GUILD)
        _, steps = got.replay()
        texts.append(got.title())
        if finished is not m:  # m ended by agreement: its reason is the game's own text
            texts.append(archive.describe(got.row.result, got.names))
        texts += history.history_lines(got.game, steps, got.names, hinted={(0, 0)})
    for call in (archive.load(service.store, 999, GUILD), archive.load(service.store, m.id, 6)):
        await refused(call)
    results = await service.store.player_results(GUILD, "u:2")
    run = stats.streak(results)
    assert run is not None
    texts.append(run.text())
    await service.store.close()

    assert len(texts) > 40
    for value in texts:
        said = said_in(de, value)
        assert not english_left(said), f"English typed in code: {said!r}"
        assert said != said_in("en", value) or not isinstance(value, Said)


def keys_used() -> set[str]:
    """Every `match-` and `rec-` key named in the service's and the records' code."""
    found: set[str] = set()
    for folder in ("bot/matches", "bot/records", "bot/core", "data"):
        for path in (ROOT / folder).rglob("*.py"):
            found |= set(re.findall(r'"((?:match|rec)-[a-z0-9-]+)"', path.read_text()))
    found |= {f"match-duration-{unit}" for unit in ("days", "hours", "minutes", "seconds")}
    return {k for k in found if not k.endswith("-")}


def test_every_key_the_service_names_is_in_the_english_catalogue() -> None:
    used = keys_used()
    assert {"match-damaged", "rec-step-hinted", "match-resigns"} <= used
    assert [k for k in sorted(used) if not i18n.exists(k)] == []


async def play_to_a_resign(service: MatchService, m: Match, user: int) -> Any:
    await play_first_moves(service, m, 2)
    return await service.turns.resign(m.id, user)


async def test_two_tables_at_once_each_in_its_own_language(
    service: MatchService, pseudo_german: str
) -> None:
    """A German server's table and an English server's table move, take back and end at
    the same moment: each table's channel texts read in its server's language, and a
    member's refusal in their own."""
    de_table, en_table = await asyncio.gather(table(service, channel=1), table(service, channel=2))
    await asyncio.gather(
        play_first_moves(service, de_table, 2), play_first_moves(service, en_table, 2)
    )
    taken = await asyncio.gather(
        service.takebacks.request_takeback(de_table.id, 1),
        service.takebacks.request_takeback(en_table.id, 1),
    )
    assert list(taken) == [None, None]
    back = await asyncio.gather(
        service.takebacks.answer_takeback(de_table.id, 2, True, de_table.ply),
        service.takebacks.answer_takeback(en_table.id, 2, True, en_table.ply),
    )
    ended = await asyncio.gather(
        service.turns.resign(de_table.id, 2), service.turns.resign(en_table.id, 2)
    )
    refusals = await asyncio.gather(
        refusal(service.turns.play(de_table.id, 1, "a1-a2")),
        refusal(service.turns.play(en_table.id, 1, "a1-a2")),
    )
    (de_back, en_back), (de_end, en_end) = back, ended
    assert de_back is not None and en_back is not None
    de_said = [
        said_in("de", x)
        for x in [*de_back.applied[0].announcements, *de_end.applied[0].announcements]
    ]
    en_said = [
        said_in("en", x)
        for x in [*en_back.applied[0].announcements, *en_end.applied[0].announcements]
    ]
    assert all("⟦" in x and not english_left(x) for x in de_said)
    assert en_said[0].startswith("ann") and "takes back 2 moves. Everyone agreed." in en_said[0]
    assert en_said[1] == "bob (" + str(en_table.game.seat_name(1)) + ") resigns."
    assert all("⟦" not in x for x in en_said)
    # Refusals are private: the member on the English table reads German, and back.
    assert refusals[1].text("de") == "⟦This game is over.⟧"
    assert refusals[0].text("en") == "This game is over."


async def test_a_stored_result_reads_in_two_languages(
    service: MatchService, pseudo_german: str
) -> None:
    m = await table(service)
    await play_to_a_resign(service, m, 2)
    row = await service.store.get_match(m.id)
    assert row is not None and row.result is not None
    assert isinstance(row.result["reason"], dict) and row.result["reason"]["key"]
    got = await archive.load(service.store, m.id, GUILD)
    result = archive.describe(got.row.result, got.names)
    english = said_in("en", result)
    assert english.startswith("ann won — ") and english != "ann won"
    german = said_in("de", result)
    assert german != english and not english_left(german)
    assert str(got.title()).endswith("— ann vs bob")


def test_an_old_row_with_an_english_reason_still_reads() -> None:
    old = {"winners": [1], "reason": "Blue has no legal move", "scores": None}
    assert said_in("en", archive.describe(old, ["ann", "bob"])) == (
        "bob won — Blue has no legal move"
    )
    assert said_in("en", archive.describe(None, ["ann"])) == "not finished"
    assert said_in("en", archive.describe({"winners": [0, 1]}, ["ann", "bob"])) == (
        "ann and bob won"
    )


async def test_an_old_record_with_an_english_reason_still_replays(
    service: MatchService,
) -> None:
    m = await table(service)
    await play_to_a_resign(service, m, 2)
    got = await archive.load(service.store, m.id, GUILD)
    record = got.record()
    assert record.result is not None
    english = str(Said.from_json(record.result["reason"]))
    old = parse(
        record.to_text().replace(
            f'"reason": {_json(record.result["reason"])}', f'"reason": {_json(english)}'
        )
    )
    assert old.result is not None and old.result["reason"] == english
    replay_record(old)  # the English reason of an older record matches its replay
    replay_record(parse(record.to_text()))


def _json(value: Any) -> str:
    import json

    return json.dumps(value, sort_keys=True)


async def test_many_tables_finishing_at_once_each_store_their_result(tmp_path: Path) -> None:
    service = await make_service(tmp_path / "k.sqlite3", limits=NO_LIMITS)
    tables = [await table(service, channel=c) for c in range(1, 9)]
    reports = await asyncio.gather(*(service.turns.resign(m.id, 2) for m in tables))
    assert all(r.finished for r in reports)
    for m in tables:
        row = await service.store.get_match(m.id)
        assert row is not None and row.status == "finished" and row.result is not None
        assert Said.from_json(row.result["reason"]) == m.outcome().reason  # type: ignore[union-attr]
        results = await service.store.match_results(m.id)
        assert sorted(r.outcome for r in results) == ["loss", "win"]
    await service.store.close()
