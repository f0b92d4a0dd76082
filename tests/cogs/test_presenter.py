"""The presenter builds every message the bot shows without sending anything: lobby cards
(with the menus games declare), boards, results, secret cards and the list of tables."""

from __future__ import annotations

from typing import Any

import discord

from bot.core.registry import get_game
from bot.matches import Match, Seat, TurnReport
from bot.matches.models import Applied
from cogs import components, presenter
from cogs.message import MessageSpec
from data.records import ResultRow, SeatResult

PNG = b"\x89PNG\r\n\x1a\nfake"


def make_match(key: str = "towers", *, seats: int = 2, start: bool = True, **kw: Any) -> Match:
    game = get_game(key)
    m = Match(
        id=7,
        game=game,
        guild_id=1,
        channel_id=2,
        host_id=100,
        seed=1,
        options=kw.pop("options", {}),
        requested_players=kw.pop("requested_players", None),
        status="active" if start else "lobby",
        seats=[Seat(name=f"p{i}", user_id=100 + i) for i in range(seats)],
        **kw,
    )
    if start:
        m.state = game.new_state(seats, 1, game.validate_options(seats, {}))
    return m


def only_embed(spec: MessageSpec) -> discord.Embed:
    assert spec.embeds is not None and len(spec.embeds) == 1
    return spec.embeds[0]


def custom_ids(view: discord.ui.View | None) -> list[str]:
    assert view is not None
    return [str(getattr(item, "custom_id", "")) for item in view.children]


# ----- lobby ----------------------------------------------------------------------------
def test_a_lobby_lists_its_seats_options_and_buttons() -> None:
    m = make_match(start=False, options={"quiet": 10, "_players": 2})
    spec = presenter.lobby(m)
    embed = only_embed(spec)
    assert embed.title == "Towers — waiting for players"
    seats = embed.fields[0].value or ""
    assert seats.splitlines() == ["1. <@100> (host)", "2. <@101>"]
    assert embed.fields[1].value == "quiet: 10", "options starting with _ are not shown"
    assert custom_ids(spec.view) == [
        f"kt:l:7:{a}" for a in ("join", "leave", "start", "cancel", "ai")
    ]


def test_a_full_lobby_disables_join_and_add_ai() -> None:
    m = make_match(start=False, requested_players=2)
    view = presenter.lobby(m).view
    assert view is not None
    disabled = {
        i.custom_id: i.item.disabled for i in view.children if isinstance(i, components.LobbyButton)
    }
    assert disabled["kt:l:7:join"] and disabled["kt:l:7:ai"] and not disabled["kt:l:7:start"]


def test_a_declared_seat_option_gets_a_menu_and_a_seat_line() -> None:
    m = make_match("cattower", start=False)
    spec = m.game.caps.seat_options[0]
    m.seats[1].options[spec.name] = "shaky"
    lobby = presenter.lobby(m)
    seats = (only_embed(lobby).fields[0].value or "").splitlines()
    assert seats[0].endswith(f" · {spec.label}: normal")
    assert seats[1].endswith(f" · {spec.label}: shaky")
    assert lobby.view is not None
    menu = lobby.view.children[-1]
    assert isinstance(menu, components.LobbySelect)
    assert menu.custom_id == f"kt:ls:7:{spec.label}"
    assert [o.value for o in menu.item.options] == list(spec.choices)
    assert menu.item.options[0].label == f"My {spec.label}: {spec.choices[0]}"


def test_a_closed_lobby_has_no_buttons() -> None:
    spec = presenter.lobby_closed(make_match(start=False), "Cancelled.")
    assert spec.view is None
    assert only_embed(spec).description == "Cancelled."


# ----- board ----------------------------------------------------------------------------
def report(m: Match, *applied: Applied, results: list[SeatResult] | None = None) -> TurnReport:
    assert m.state is not None
    return TurnReport(m, list(applied), m.state, m.state, results=results or [])


def test_a_board_says_what_happened_whose_turn_and_carries_the_picture() -> None:
    m = make_match()
    played = Applied(seat=1, text="a1-a2", announcements=["Blue merges."], who="p1 (Blue)")
    forced = Applied(seat=0, text="pass", announcements=[], forced=True)
    spec = presenter.board(m, [report(m, played, forced)], PNG)
    assert spec.content is not None
    assert spec.content.splitlines() == [
        "p1 (Blue) played **a1-a2**.",
        "Blue merges.",
        "p0 (Yellow) had to play **pass**.",
        "Your turn, <@100> (Yellow).",
    ]
    embed = only_embed(spec)
    assert embed.title == "Towers · move 0"
    assert embed.colour == discord.Colour(presenter.SEAT_COLOURS["Yellow"])
    assert spec.attachments is not None and len(spec.attachments) == 1
    picture = spec.attachments[0]
    assert picture.filename == "towers-7-0.png" and picture.data == PNG
    assert embed.image.url == "attachment://towers-7-0.png"
    assert spec.mentions is not None and not spec.mentions.everyone and not spec.mentions.roles
    assert custom_ids(spec.view)[0] == "kt:b:7:0:m"


def test_a_board_without_a_picture_clears_the_attachments_when_edited_in() -> None:
    spec = presenter.board(make_match(), [], None)
    assert spec.attachments == ()
    assert only_embed(spec).image.url is None


def test_an_ai_turn_says_it_is_thinking() -> None:
    m = make_match()
    m.seats[0] = Seat(name="Kitty AI 1", ai_level="easy")
    assert presenter.turn_line(m) == "🤖 Kitty AI 1 (Yellow) is thinking…"


def test_a_final_board_shows_the_result_ratings_and_a_replay_button() -> None:
    m = make_match()
    assert m.state is not None
    m.state = m.game.resign(m.state, 0)
    rated = [
        SeatResult(0, "u:100", 100, "alice", "loss", before=1500, after=1432),
        SeatResult(1, "u:101", 101, "bob", "win", before=1500, after=1568),
    ]
    resigned = Applied(seat=0, text="resign", announcements=[])
    spec = presenter.board(m, [report(m, resigned, results=rated)], PNG)
    assert spec.content is not None
    lines = spec.content.splitlines()
    assert lines == [
        "🏆 p1 (Blue) wins — Yellow resigned.",
        "Ratings: alice 1 500 → 1 432 · bob 1 500 → 1 568",
    ], "no headline for the resignation itself: the result says it"
    assert custom_ids(spec.view) == ["kt:r:7", "kt:an:7", "kt:rm:7"]  # Replay, Analyse, Rematch
    assert only_embed(spec).colour == discord.Colour(presenter.BRAND)


def test_a_final_board_shown_after_a_restart_takes_the_ratings_from_the_store() -> None:
    m = make_match()
    assert m.state is not None
    m.state = m.game.resign(m.state, 0)
    stored = [
        ResultRow(7, 0, "towers", "u:100", "alice", "loss", True, 1500, 1432, "t"),
        ResultRow(7, 1, "towers", "u:101", "bob", "win", True, 1500, 1568, "t"),
    ]
    spec = presenter.board(m, [], PNG, stored)
    assert spec.content is not None
    assert spec.content.splitlines()[-1] == "Ratings: alice 1 500 → 1 432 · bob 1 500 → 1 568"
    # The finishing report wins over the store; unrated results show no line.
    fresh = [SeatResult(0, "u:100", 100, "alice", "loss", before=1500, after=1400)]
    resigned = Applied(seat=0, text="resign", announcements=[])
    both = presenter.board(m, [report(m, resigned, results=fresh)], PNG, stored).content or ""
    assert both.splitlines()[-1] == "Ratings: alice 1 500 → 1 400"
    coop = [ResultRow(7, 0, "towers", "u:100", "alice", "win", False, None, None, "t")]
    assert "Ratings" not in (presenter.board(m, [], PNG, coop).content or "")


def test_headlines_skip_resignations_and_agreements() -> None:
    m = make_match()
    quiet = [Applied(seat=0, text=t, announcements=[]) for t in ("resign", "agreed end")]
    assert presenter.headline([report(m, *quiet)], m) == []


# ----- private messages and lists -------------------------------------------------------
def test_secret_cards_show_each_card_an_offer_and_their_picture() -> None:
    m = make_match("kitty", seats=2)
    secret = {
        "title": "Your objectives",
        "cards": [{"name": "Tower King", "text": "Own the tallest stack."}],
        "offer": {"from": 0, "to": 1, "name": "Frenzy"},
    }
    spec = presenter.secret(m, secret, PNG)
    embed = only_embed(spec)
    assert embed.title == "Your objectives — Kitty Stack Tower, match #7"
    assert [f.name for f in embed.fields] == ["Tower King", "Exchange offer"]
    assert "offers **Frenzy**" in (embed.fields[1].value or "")
    assert spec.attachments is not None and spec.attachments[0].filename == presenter.CARDS_FILE
    empty = only_embed(presenter.secret(m, {"cards": []}, None))
    assert empty.description == "You hold no cards right now." and empty.image.url is None


def test_the_table_list_links_to_boards_and_invites_to_lobbies() -> None:
    playing = make_match(board_message_id=55)
    waiting = make_match(start=False)
    waiting.id, waiting.channel_id = 8, 3
    lines = (presenter.tables([waiting, playing], 1).description or "").splitlines()
    assert lines[0].startswith("**Towers** #7 · p0, p1 · to move: p0 · ")
    assert lines[0].endswith("https://discord.com/channels/1/2/55")
    assert "waiting for players (2 seated) — press Join" in lines[1] and lines[1].endswith("<#3>")
    assert presenter.tables([], 1).description == "No open tables. Start one with `/kitty start`."


def test_the_table_list_says_which_channel_a_thread_table_is_in() -> None:
    playing = make_match(board_message_id=55)
    playing.channel_id = 900
    waiting = make_match(start=False, lobby_message_id=66)
    waiting.id, waiting.channel_id = 8, 901
    lines = (presenter.tables([waiting, playing], 1, {900: 2}).description or "").splitlines()
    assert lines[0].endswith("https://discord.com/channels/1/900/55 (thread in <#2>)")
    assert lines[1].endswith("https://discord.com/channels/1/901/66"), "a lobby links its card"


def test_the_table_list_shows_the_clocks() -> None:
    playing = make_match(board_message_id=55, options={"_time": 600.0})
    playing.meta["clock"] = {"ply": 0, "seats": [0], "started": 1000.0, "deadline": 1600.0}
    waiting = make_match(start=False, options={"_time": 86400.0})
    waiting.id, waiting.channel_id = 8, 3
    lines = (presenter.tables([waiting, playing], 1).description or "").splitlines()
    assert "to move: p0 (time runs out <t:1600:R>)" in lines[0]
    assert "· 1 day per move ·" in lines[1]
