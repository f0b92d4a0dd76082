"""Everything a table shows comes from the catalogue (`table.ftl`), in the language asked:
run in the pseudo-language (German = English wrapped in ⟦ ⟧), no English is left outside
names, notation and numbers; in English the texts read as before."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest

from bot.core.protocol import MoveChoice
from bot.core.registry import get_game
from bot.i18n import ENGLISH_WORDS, Words, said
from bot.matches import Match, TurnReport, picker
from bot.matches.models import Applied
from cogs import components, presenter, prompts
from cogs.message import MessageSpec
from data.records import SeatResult
from tests.cogs.test_presenter import PNG, make_match
from tests.table_words import english_in

pytestmark = pytest.mark.usefixtures("pseudo_german")

NAMES = {"p0", "p1", "towers", "cattower", "pass", "quiet"}
"""Player names, game keys, notation (Towers' `pass`) and option names (`quiet`): said as
they are. Game titles are names too (`TITLES`)."""
TITLES = ("Towers", "Cat and the Tower", "Kitty Stack Tower")


def view_texts(view: discord.ui.View | None) -> list[str]:
    out: list[str] = []
    for child in view.children if view is not None else []:
        item = getattr(child, "item", child)
        if isinstance(item, discord.ui.Button):
            out.append(item.label or "")
        elif isinstance(item, discord.ui.Select):
            out.append(item.placeholder or "")
            out += [o.label for o in item.options]
    return out


def spec_texts(spec: MessageSpec) -> list[str]:
    out = [spec.content or ""]
    for e in spec.embeds or ():
        out += [e.title or "", e.description or "", e.footer.text or ""]
        out += [f"{f.name} {f.value}" for f in e.fields]
    out += [a.description or "" for a in spec.attachments or ()]
    return out + view_texts(spec.view)


def allowed() -> set[str]:
    """`NAMES`, the values of Cat and the Tower's seat option (typed words, kept as they
    are), and its label and description while the game gives them as plain strings (its
    catalogue is another helper's; once they are `Said` they are checked)."""
    out = set(NAMES)
    for spec in get_game("cattower").caps.seat_options:
        out |= set(spec.choices)
        for text in (spec.label, spec.description):
            if isinstance(text, str):
                out |= {w.lower() for w in re.findall(r"[A-Za-z]{2,}", text)}
    return out


def leaks(texts: list[str]) -> list[str]:
    words = allowed()
    texts = [_untitled(t) for t in texts]
    return sorted({w for t in texts if t for w in english_in(t, words)})


def _untitled(text: str) -> str:
    for title in TITLES:
        text = text.replace(title, " ")
    return text


def report(m: Match, *applied: Applied, results: list[SeatResult] | None = None) -> TurnReport:
    assert m.state is not None
    return TurnReport(m, list(applied), m.state, m.state, results=results or [])


def choices(n: int, worded: bool = True) -> list[MoveChoice]:
    """`n` moves labelled in words (a `Said`), or by their notation alone."""
    cells = [f"{c}{r}" for c in "abcdef" for r in range(1, 7)]
    moves = [f"{cells[i % 36]}-{cells[(i + 1) % 36]}" for i in range(n)]
    return [MoveChoice(x, said("table-the-game") if worded else x, ()) for x in moves]


def everything(words: Words) -> list[str]:
    """Every text of the table's area, said in `words`."""
    texts: list[str] = []
    lobby = make_match(start=False, options={"quiet": 10})
    lobby.seats[1].ai_level, lobby.seats[1].user_id = "hard", None
    texts += spec_texts(presenter.lobby(lobby, words))
    texts += spec_texts(presenter.lobby(make_match("cattower", start=False), words))
    texts += spec_texts(presenter.lobby_closed(lobby, presenter.LOBBY_STARTED, words))
    texts += spec_texts(presenter.lobby_closed(lobby, presenter.LOBBY_CLOSED, words))
    texts += spec_texts(presenter.lobby_closed(lobby, presenter.lobby_cancelled("<@1>"), words))
    texts += spec_texts(presenter.old_board(words))
    m = make_match()
    played = Applied(seat=0, text="a1-a2", announcements=[])
    forced = Applied(seat=1, text="pass", announcements=[], forced=True)
    texts += spec_texts(presenter.board(m, [report(m, played, forced)], PNG, words=words))
    m.seats[0].ai_level, m.seats[0].user_id = "easy", None
    texts.append(presenter.turn_line(m, words))
    final = make_match()
    assert final.state is not None
    final.state = final.game.resign(final.state, 0)
    rated = [SeatResult(1, "u:101", 101, "p1", "win", before=1500, after=1568)]
    resigned = Applied(seat=0, text="resign", announcements=[])
    texts += spec_texts(
        presenter.board(final, [report(final, resigned, results=rated)], PNG, words=words)
    )
    kitty = make_match("kitty", seats=2)
    secret = {"cards": [{"name": "x1", "text": "y2"}], "offer": {"from": 0, "to": 1}}
    texts += spec_texts(presenter.secret(kitty, secret, PNG, words))
    texts += spec_texts(presenter.secret(kitty, {"cards": []}, None, words))
    waiting = make_match(start=False)
    embed = presenter.tables([m, waiting], 1, {2: 3}, words)
    texts += [embed.title or "", embed.description or ""]
    texts.append(presenter.tables([], 1, None, words).description or "")
    # Private prompts.
    texts += spec_texts(prompts.ai_levels(m, words))
    texts += spec_texts(prompts.confirm_move(m, said("table-the-game"), "pass", words))
    texts += spec_texts(prompts.resign_question(m, words))
    texts += view_texts(prompts.end_offer_view(m, words))
    texts += spec_texts(prompts.picker_message(m, choices(3), words))
    many = choices(picker.MENU_LIMIT + 5)
    texts += spec_texts(prompts.picker_message(m, many, words))
    group = picker.group_moves(many)[-1]
    texts += spec_texts(prompts.group_message(m, group, words))
    texts += [c.name for c in prompts.choice_list(choices(40, worded=False), "", words)]
    texts.append(prompts.where_alt("a1", [{"cell": "a2", "label": "A"}], "", words))
    texts.append(prompts.hint_alt("a1-a2", "a2", words))
    # Every button and menu with a look of its own.
    items: list[Any] = [
        components.TimeoutButton(1, 2, choice, words=words)
        for choice in ("win", "skip", "ai", "remove")
    ]
    items += [
        components.DmAnswer(1, 2, words=words),
        components.LessonHintButton("towers", 0, 0, words=words),
        components.TakebackAnswer(1, 2, True, words=words),
        components.TakebackAnswer(1, 2, False, words=words),
        components.TakebackButton(1, 2, words=words),
        components.HintButton(1, 2, words=words),
    ]
    texts += view_texts(components.view_of(*items))
    return texts


def test_every_text_of_a_table_comes_from_the_catalogue(pseudo_german: str) -> None:
    texts = everything(Words(pseudo_german))
    assert any("⟦" in t for t in texts)
    assert leaks(texts) == []


def test_in_english_the_texts_read_as_before() -> None:
    texts = "\n".join(everything(ENGLISH_WORDS))
    assert "⟦" not in texts
    for expected in (
        "Towers — waiting for players",
        "Press **Join** to take a seat (2 players). The host presses **Start** when everyone",
        "🤖 p1 (hard)",
        "played **a1-a2**.",
        "had to play **pass**.",
        "Ratings: p1 1 500 → 1 568",
        "Take back",
        "Accept takeback",
        "Claim the win",
        "Your legal moves (3).",
        "← back to all your moves",
        "Where a1 can go: A on a2.",
        "Hint: a1-a2, marked A on a2.",
        "Open tables (2)",
        "No open tables. Start one with `/kitty start`.",
        "more: type a cell or piece (e.g. a1)",
    ):
        assert expected in texts, expected
