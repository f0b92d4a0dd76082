"""Records end to end: a finished game's history, record file, replay animation, ratings on
the final board, leaderboard and stats, players' data, export and forget."""

from __future__ import annotations

import io
import json
import sqlite3
from typing import Any

import discord
import pytest
from PIL import Image
from simcord import SetupError

from bot.records import ratings
from bot.records.record import parse, replay_record
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import (
    button_labels,
    current_match,
    discord_down,
    first_choice,
    open_game,
    private_text,
    resign,
    text_of,
)
from tests.e2e.simultaneous import at_once


async def play_out(t: Any, players: dict[int, Any], limit: int = 400) -> None:
    """Play the channel's game to its end with each seat's first offered move."""
    for _ in range(limit):
        m = current_match(t)
        if m is None or m.status != "active":
            return
        mover = players[m.state.to_move]
        move = await first_choice(mover, t.channel)
        result = await mover.slash(t.channel, "kitty move", move=move)
        assert not result.ephemeral, text_of(result)
    raise AssertionError("the game did not end")


async def attachment_bytes(result: Any) -> bytes:
    msgs = [result.response] if result.response is not None else []
    msgs += list(result.followups)
    for msg in msgs:
        if msg is not None and msg.attachments:
            return bytes(await msg.attachments[0].read())
    raise AssertionError(f"no attachment in {text_of(result)!r}")


async def test_a_finished_game_is_kept_with_history_record_replay_and_ratings(table: Any) -> None:
    t = table
    await open_game(t, quiet=6)
    m = current_match(t)
    await play_out(t, {0: t.alice, 1: t.bob})
    final = t.channel.last_message
    assert "Replay" in button_labels(final)
    # The rating change is on the final board, as the library computes it.
    results = await t.env.bot.store.match_results(m.id)
    assert [r.outcome for r in results] in (["win", "loss"], ["loss", "win"], ["draw", "draw"])
    ranks = ratings.ranks_of(m.state.outcome(), 2)
    expected = ratings.rate([[ratings.initial()], [ratings.initial()]], ranks)
    assert [r.after for r in results] == [expected[0][0].display, expected[1][0].display]
    assert f"alice 1 500 → {ratings.format_rating(expected[0][0].display)}" in final.content

    # History: every move numbered with who played it, over as many pages as it takes.
    log = await t.env.bot.store.moves(m.id)
    lines: list[str] = []
    page = 1
    while True:
        hist = await t.carol.slash(t.channel, "kitty history", game=m.id, page=page)
        private_text(hist)
        embed = hist.response.embeds[0]
        lines += embed.description.splitlines()
        if embed.footer.text.startswith(f"Page {page}/{page} "):
            break
        page += 1
    names = {0: "alice", 1: "bob"}
    assert lines == [f"{i + 1}. {names[e.seat]}: {e.move}" for i, e in enumerate(log)]

    # Record: the file replays to the live final state.
    rec = await t.alice.slash(t.channel, "kitty record", game=m.id)
    assert rec.ephemeral
    record = parse((await attachment_bytes(rec)).decode())
    assert len(record.moves) == len(log) and record.seed == m.seed
    final_state = replay_record(record)
    assert json.dumps(
        m.game.encode_state(final_state.inner if hasattr(final_state, "inner") else final_state),
        sort_keys=True,
    ) == json.dumps(
        m.game.encode_state(m.state.inner if hasattr(m.state, "inner") else m.state), sort_keys=True
    )

    # Replay: a GIF with the start and one frame per move, from the button too.
    rep = await t.carol.click(final, label="Replay")
    gif = Image.open(io.BytesIO(await attachment_bytes(rep)))
    assert gif.format == "GIF" and gif.n_frames == len(log) + 1

    # Leaderboard and stats.
    board = await t.carol.slash(t.channel, "kitty leaderboard", game="towers")
    text = board.response.embeds[0].description
    assert t.alice.mention in text and t.bob.mention in text
    stats = await t.alice.slash(t.channel, "kitty stats")
    field = stats.response.embeds[0].fields[0]
    assert field.name == "Towers" and "1 played" in field.value


async def test_record_of_another_server_or_an_open_game_is_refused(table: Any) -> None:
    t = table
    await open_game(t)
    m = current_match(t)
    assert "not finished" in private_text(await t.alice.slash(t.channel, "kitty record", game=m.id))
    assert "no game #999" in private_text(await t.alice.slash(t.channel, "kitty record", game=999))
    other = t.env.create_guild(name="Elsewhere")
    chan = other.create_text_channel("x")
    eve = other.add_member(t.env.create_user("eve"))
    assert "no game #" in private_text(await eve.slash(chan, "kitty history", game=m.id))
    # The open game's history so far is shown (public notation).
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    hist = await t.bob.slash(t.channel, "kitty history")
    assert hist.response.embeds[0].description == "1. alice: a1-a2"


async def test_resign_counts_cancel_does_not(table: Any) -> None:
    t = table
    await open_game(t)
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    result = await resign(t.alice, t.channel)
    assert "Ratings: alice 1 500 → " in t.channel.last_message.content, text_of(result)
    await open_game(t)
    cancelled = current_match(t)
    await t.env.bot.service.lifecycle.cancel(cancelled.id, t.alice.id, moderator=True)
    stats = await t.alice.slash(t.channel, "kitty stats")
    value = stats.response.embeds[0].fields[0].value
    assert "1 played · 0 W / 0 D / 1 L" in value
    assert stats.response.embeds[0].description == "Current streak: 1 loss"
    bob = await t.alice.slash(t.channel, "kitty stats", user=t.bob)
    assert "best win: alice (1 500)" in bob.response.embeds[0].fields[0].value


async def test_two_tables_finishing_at_once_are_both_rated(table: Any) -> None:
    t = table
    second = t.guild.create_text_channel("games-2")
    await open_game(t)
    await t.carol.slash(second, "kitty start towers")
    await t.dave.click(second.last_message, label="Join")
    await t.carol.click(second.last_message, label="Start")
    await at_once(t.env, [resign(t.alice, t.channel), resign(t.carol, second)])
    rows = await t.env.bot.store.leaderboard(t.guild.id, "towers", limit=10)
    assert sorted(r.name for r in rows) == ["alice", "bob", "carol", "dave"]
    assert all(r.games == 1 for r in rows)
    # Each final board shows its own game's rating changes, as stored.
    for channel, match_id in ((t.channel, 1), (second, 2)):
        results = await t.env.bot.store.match_results(match_id)
        assert [r.rated for r in results] == [True, True]
        line = " · ".join(
            f"{r.name} {ratings.format_rating(r.before or 0)} → "
            f"{ratings.format_rating(r.after or 0)}"
            for r in results
        )
        assert f"Ratings: {line}" in channel.last_message.content


async def test_leaderboard_ties_share_a_rank_and_members_who_left_are_not_listed(
    table: Any,
) -> None:
    t = table
    for winner, loser in ((t.alice, t.bob), (t.carol, t.dave)):
        await winner.slash(t.channel, "kitty start towers")
        await loser.click(t.channel.last_message, label="Join")
        await winner.click(t.channel.last_message, label="Start")
        m = current_match(t)
        await t.env.bot.service.turns.resign(m.id, loser.id)
        await t.env.bot.get_cog("KittyCog").publisher.show(m, None)
    board = await t.bob.slash(t.channel, "kitty leaderboard", game="towers")
    lines = board.response.embeds[0].description.splitlines()
    assert lines[0].startswith("**1.**") and lines[1].startswith("**1.**")  # alice and carol tie
    assert lines[2].startswith("**3.**") and lines[3].startswith("**3.**")
    t.guild.remove_member(t.carol)
    board = await t.bob.slash(t.channel, "kitty leaderboard", game="towers")
    text = board.response.embeds[0].description
    assert t.carol.mention not in text and t.alice.mention in text
    assert len(text.splitlines()) == 3


async def test_an_ai_only_game_changes_no_rating_and_stays_off_the_leaderboard(
    table: Any,
) -> None:
    """A watched game of two easy AI seats: its final board has no rating line and the
    leaderboard does not list "easy AI"; the easy AI is rated once a member plays it."""
    t = table
    started = await t.alice.slash(
        t.channel, "kitty start towers", opponent="ai", level="easy", watch=True, quiet=6
    )
    assert not started.ephemeral, text_of(started)
    watched = t.env.bot.service.matches[1]
    assert watched.status == "finished" and all(s.is_ai for s in watched.seats)
    final = t.channel.last_message.content
    assert "Kitty AI 1" in final and "Ratings:" not in final, final
    results = await t.env.bot.store.match_results(watched.id)
    assert len(results) == 2 and not any(r.rated for r in results)
    board = await t.carol.slash(t.channel, "kitty leaderboard", game="towers")
    assert "Nobody has finished a rated game" in private_text(board)

    await t.alice.slash(t.channel, "kitty start towers", opponent="ai", level="easy")
    await resign(t.alice, t.channel)
    assert "Ratings: alice 1 500 → " in t.channel.last_message.content
    board = await t.carol.slash(t.channel, "kitty leaderboard", game="towers")
    lines = board.response.embeds[0].description.splitlines()
    assert len(lines) == 2 and any("Easy AI" in line and "(1 game)" in line for line in lines)


def _numbers(value: Any) -> list[int]:
    """Every integer anywhere in a decoded JSON value (keys included)."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, dict):
        return [n for k, v in value.items() for n in _numbers(k) + _numbers(v)]
    if isinstance(value, list):
        return [n for v in value for n in _numbers(v)]
    if isinstance(value, str) and value.lstrip("-").isdigit():
        return [int(value)]
    return []


async def test_my_data_holds_no_other_members_id(table: Any) -> None:
    """Alice's data after a game Bob hosted and one she hosted with Carol: Bob's and
    Carol's ids appear nowhere in the file (as text or as numbers); they are there by the
    names shown, Alice's own seats carry her id."""
    t = table
    await t.bob.slash(t.channel, "kitty start towers")
    await t.alice.click(t.channel.last_message, label="Join")
    await t.bob.click(t.channel.last_message, label="Start")
    await resign(t.alice, t.channel)
    await open_game(t, joiners=("carol",))
    await resign(t.carol, t.channel)
    mine = await t.alice.slash(t.channel, "kitty mydata")
    raw = (await attachment_bytes(mine)).decode("utf-8")
    data = json.loads(raw)
    others = {t.bob.id, t.carol.id}
    for other in others:
        assert str(other) not in raw
    assert not others & set(_numbers(data))
    games = data["matches"]
    assert [(g["hosted_by_you"], g["host"]) for g in games] == [(False, "bob"), (True, "alice")]
    assert [[s["name"] for s in g["seats"]] for g in games] == [
        ["bob", "alice"],
        ["alice", "carol"],
    ]
    assert [[s.get("user_id") for s in g["seats"]] for g in games] == [
        [None, t.alice.id],
        [t.alice.id, None],
    ]
    assert [r["user_id"] for r in data["results"]] == [t.alice.id, t.alice.id]


async def test_my_data_export_and_forget(table: Any) -> None:
    t = table
    await open_game(t)
    await resign(t.alice, t.channel)
    mine = await t.alice.slash(t.channel, "kitty mydata")
    data = json.loads(await attachment_bytes(mine))
    assert mine.ephemeral and [r["name"] for r in data["results"]] == ["alice"]
    assert len(data["ratings"]) == 1 and len(data["matches"]) == 1
    managers = t.guild.create_role("Managers", permissions=discord.Permissions(manage_guild=True))
    manager = t.guild.add_member(t.env.create_user("manager"), roles=[managers])
    export = await manager.slash(t.channel, "kitty-admin export")
    dump = json.loads(await attachment_bytes(export))
    assert len(dump["matches"]) == 1 and len(dump["moves"]) == 1 and len(dump["results"]) == 2
    assert "confirm" in private_text(await manager.slash(t.channel, "kitty-admin forget"))
    await open_game(t)  # an open game survives forgetting
    gone = await manager.slash(t.channel, "kitty-admin forget", confirm=True)
    assert "1 finished games" in private_text(gone)
    again = await manager.slash(t.channel, "kitty-admin export")
    assert json.loads(await attachment_bytes(again)) == {
        "matches": [],
        "moves": [],
        "results": [],
        "ratings": [],
    }
    assert current_match(t) is not None and current_match(t).status == "active"
    assert "not finished a game" in private_text(await t.alice.slash(t.channel, "kitty stats"))


async def test_server_admin_is_a_top_level_command_for_server_managers(table: Any) -> None:
    """`/kitty-admin` is published on its own with Manage Server as its default member
    permission (Discord hides it from the others); `/kitty` has no `admin` left."""
    t = table
    tree = t.env.bot.tree
    group = tree.get_command("kitty-admin")
    assert isinstance(group, discord.app_commands.Group)
    assert group.default_permissions == discord.Permissions(manage_guild=True)
    assert group.guild_only and sorted(c.name for c in group.commands) == ["export", "forget"]
    kitty = tree.get_command("kitty")
    assert isinstance(kitty, discord.app_commands.Group) and kitty.get_command("admin") is None
    published = {c.name: c for c in await tree.fetch_commands()}
    perms = published["kitty-admin"].default_member_permissions
    assert perms == discord.Permissions(manage_guild=True)
    assert not any(c.startswith("kitty-admin") for c in t.bob.available_commands(t.channel))
    owners = t.guild.create_role("Owners", permissions=discord.Permissions(manage_guild=True))
    boss = t.guild.add_member(t.env.create_user("boss"), roles=[owners])
    assert "kitty-admin forget" in boss.available_commands(t.channel)


async def test_manage_messages_is_not_enough_to_forget_a_server(table: Any) -> None:
    """A moderator with Manage Messages but not Manage Server, to whom the server granted
    `/kitty-admin` (Integrations): refused privately at run time, nothing exported or
    deleted. A member without any of it cannot even run it."""
    t = table
    await open_game(t)
    await resign(t.alice, t.channel)
    store = t.env.bot.store
    before = await store.export_guild(t.guild.id)
    assert len(before["matches"]) == 1 and len(before["ratings"]) == 2
    with pytest.raises(SetupError):
        await t.bob.slash(t.channel, "kitty-admin forget", confirm=True)
    mods = t.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    mod = t.guild.add_member(t.env.create_user("mod"), roles=[mods])
    with pytest.raises(SetupError):  # hidden from Manage Messages alone
        await mod.slash(t.channel, "kitty-admin forget", confirm=True)
    command = {c.name: c for c in await t.env.bot.tree.fetch_commands()}["kitty-admin"]
    t.guild.set_command_permissions(command, {mods: True})
    for name, options in (("kitty-admin forget", {"confirm": True}), ("kitty-admin export", {})):
        refused = await mod.slash(t.channel, name, **options)
        assert "Manage Server" in private_text(refused), name
        assert not refused.response.attachments
    assert await store.export_guild(t.guild.id) == before
    assert len(await store.leaderboard(t.guild.id, "towers")) == 2


async def test_the_rating_line_survives_a_restart_before_the_final_board(
    table: Any, db_path: Any
) -> None:
    """The finishing move and its ratings are committed, the final board never reaches
    Discord, the bot restarts: the final board posted at start-up still shows the rating
    change — for two tables that finished at the same moment."""
    t = table
    second = t.guild.create_text_channel("games-2")
    await open_game(t)
    await t.carol.slash(second, "kitty start towers")
    await t.dave.click(second.last_message, label="Join")
    await t.carol.click(second.last_message, label="Start")
    asks = await at_once(
        t.env, [t.alice.slash(t.channel, "kitty resign"), t.carol.slash(second, "kitty resign")]
    )
    # Discord goes down for the bot between the confirmation and the final boards.
    with discord_down(t.env):
        await at_once(
            t.env,
            [
                t.alice.click(asks[0].response, label="Resign"),
                t.carol.click(asks[1].response, label="Resign"),
            ],
        )
        rows = [await t.env.bot.store.get_match(i) for i in (1, 2)]
        assert all(
            r is not None and r.status == "finished" and r.announced_ply < r.ply for r in rows
        )
        # The process dies here: its retry loops die with it (SimCord keeps a detached bot's
        # tasks running, so they are stopped by hand).
        await t.env.bot.get_cog("KittyCog").publisher.close()
    await t.env.restart_bot(make_bot(db_path))
    await t.env.settle()
    for channel, match_id, loser in ((t.channel, 1, "alice"), (second, 2, "carol")):
        results = await t.env.bot.store.match_results(match_id)
        lost = next(r for r in results if r.name == loser)
        expected = f"{loser} 1 500 → {ratings.format_rating(lost.after or 0)}"
        final = channel.last_message
        assert "Ratings: " in final.content and expected in final.content, final.content
        assert "Replay" in button_labels(final)
        row = await t.env.bot.store.get_match(match_id)
        assert row is not None and row.announced_ply == row.ply


async def test_leaderboard_fills_its_rows_past_members_who_left_with_ties_reranked(
    table: Any, db_path: Any
) -> None:
    """Thirty rated players (more than one page of the store's query): the members who
    left are skipped wherever they stand, the board still shows ten rows, and ranks are
    counted among the rows shown, ties sharing one."""
    t = table
    present = [t.alice, t.bob, t.carol, t.dave]
    present += [t.guild.add_member(t.env.create_user(f"m{i}")) for i in range(8)]
    gone = [t.guild.add_member(t.env.create_user(f"gone{i}")) for i in range(18)]
    # Ratings: the players who will leave hold the top six places and every other one after.
    order = [*gone[:6], *[p for pair in zip(present, gone[6:], strict=True) for p in pair]]
    values = [1700 - 10 * i for i in range(len(order))]
    values[8] = values[6]  # the first two present members tie
    rows = [
        (t.guild.id, "towers", f"u:{p.id}", p.id, p.name, 25.0, 8.0, float(v), 3)
        for p, v in zip(order, values, strict=True)
    ]
    rows.append((t.guild.id, "towers", "ai:hard", None, "hard AI", 25.0, 8.0, 1650.0, 9))
    with sqlite3.connect(db_path) as db:
        db.executemany(
            "INSERT INTO ratings (guild_id, game, player, user_id, name, mu, sigma, rating,"
            " games) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
    for member in gone:
        t.guild.remove_member(member)
    board = await t.bob.slash(t.channel, "kitty leaderboard", game="towers")
    lines = board.response.embeds[0].description.splitlines()
    assert len(lines) == 10
    assert not any(m.mention in "\n".join(lines) for m in gone)
    assert lines[0] == "**1.** 🤖 Hard AI — 1 650 (9 games)"
    assert lines[1].startswith(f"**2.** {t.alice.mention} — 1 640")
    assert lines[2].startswith(f"**2.** {t.bob.mention} — 1 640"), "a tie shares the rank"
    assert lines[3].startswith(f"**4.** {t.carol.mention}")
    shown = [present[i].mention for i in range(9)]
    assert [line.split(" ")[1] for line in lines[1:]] == shown
