"""`/kitty learn`: a newcomer plays every lesson of every game privately through the lesson
card's menu (the moves each lesson's `solution` lists), a wrong try in each lesson is
refused with its reason, progress survives a restart, two learners in one channel never
see each other's lessons, and nothing reaches results or ratings."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.core import lessons as L
from bot.core.protocol import AnyGame, normalize_notation
from bot.core.registry import all_games, get_game
from bot.i18n import ENGLISH_WORDS
from bot.matches import picker
from cogs import lesson_card
from cogs.prompts import BACK
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import discord_down, text_of
from tests.e2e.simultaneous import at_once
from tests.e2e.test_records_flow import attachment_bytes

GAMES = all_games()
NEXT = ENGLISH_WORDS(lesson_card.LABEL_NEXT)
AGAIN = ENGLISH_WORDS(lesson_card.LABEL_AGAIN)


def options_of(card: Any) -> list[tuple[str, str]]:
    """(label, value) of every option of the card's menu."""
    found = []
    for row in card.components:
        for item in row.get("components", [row]):
            for o in item.get("options") or []:
                found.append((o["label"], str(o["value"])))
    return found


def button_labels(card: Any) -> list[str]:
    """The labels of the card's buttons."""
    return [
        str(item["label"])
        for row in card.components
        for item in row.get("components", [row])
        if item.get("label")
    ]


def option_label(card: Any, value: str) -> str:
    return next(label for label, v in options_of(card) if v == value)


def option_for(card: Any, text: str) -> str | None:
    """The value of the option whose label is `text` or starts with `text` and a space."""
    for label, value in options_of(card):
        if label == text or label.startswith(text + " "):
            return value
    return None


async def find_option(actor: Any, card: Any, move: str) -> tuple[Any, str]:
    """The card whose menu offers `move`, and the option's value: the card itself, or the
    second menu of a group (a game with many moves splits a group: each is opened until
    the move is found)."""
    value = option_for(card, move)
    if value is None:
        key = picker.group_key(move)
        groups = [v for _, v in options_of(card) if v.startswith(picker.GROUP_VALUE)]
        groups.sort(key=lambda v: not option_label(card, v).startswith(key + " "))
        for group in groups:
            opened = (await actor.select(card, values=[group])).response
            value = option_for(opened, move)
            if value is not None:
                card = opened
                break
            card = (await actor.select(opened, values=[BACK])).response
        assert value is not None, (move, options_of(card))
    return card, value


async def pick(actor: Any, card: Any, move: str) -> Any:
    """Play `move` from the lesson card's menu; the answer that holds the next card."""
    card, value = await find_option(actor, card, move)
    return await actor.select(card, values=[value])


def private_card(result: Any) -> str:
    """The text of the card an answer shows; fails the test unless only the learner sees
    it (a new private message, or the learner's private card edited)."""
    message = result.response
    assert message is not None and message.ephemeral, text_of(result)
    return str(message.content or "")


def wrong_try(game: AnyGame, lesson: L.Lesson) -> tuple[str, str, bool]:
    """A wrong move for the lesson, the reason the engine (or the lesson) gives and
    whether the move is legal: a legal move a `play` lesson does not ask for, else a move
    the engine refuses."""
    current = L.start(game, lesson)
    if lesson.goal.kind == L.PLAY:
        wanted = {normalize_notation(m) for m in lesson.goal.moves}
        for choice in game.move_choices(current.state, lesson.seat):
            if normalize_notation(choice.notation) not in wanted:
                return choice.notation, str(L.hint_for(lesson, choice.notation)), True
    text = "zz99 nonsense"
    outcome = L.try_move(game, current, text, lesson.seat)
    assert outcome.kind == L.REFUSED
    return text, str(outcome.message), False


async def store_rows(t: Any, sql: str) -> list[Any]:
    return list(await t.env.bot.store._read(sql))


async def assert_nothing_rated(t: Any) -> None:
    assert await store_rows(t, "SELECT * FROM results") == []
    assert await store_rows(t, "SELECT * FROM ratings") == []
    assert await store_rows(t, "SELECT * FROM matches") == []


@pytest.mark.parametrize("game", GAMES, ids=[g.key for g in GAMES])
async def test_a_newcomer_completes_every_lesson(table: Any, game: AnyGame) -> None:
    t = table
    lessons = L.load_lessons(game)
    first = await t.alice.slash(t.channel, "kitty learn", game=game.key)
    assert str(lessons[0].title) in private_card(first)
    card = first.response
    assert card.attachments, "the card shows the board"
    for lesson in lessons:
        assert f"lesson {lesson.number + 1}/{len(lessons)}" in str(card.content)
        # A wrong try: refused with its reason, and the lesson is where it was.
        wrong, reason, legal = wrong_try(game, lesson)
        if legal:
            refused = await pick(t.alice, card, wrong)
        else:
            refused = await t.alice.slash(t.channel, "kitty learn", game=game.key, move=wrong)
        assert reason in private_card(refused)
        card = refused.response
        assert card.attachments, "a refusal shows the board again"
        row = await t.env.bot.store.lesson_progress(t.alice.id, game.key)
        assert row is None or (row.number == lesson.number and row.moves == ())
        # The moves the lesson expects, from the menu.
        for move in lesson.solution:
            answer = await pick(t.alice, card, move)
            card = answer.response
            assert private_card(answer)
        assert str(lesson.success) in str(card.content)
        labels = button_labels(card)
        if lesson is lessons[-1]:
            assert labels == [AGAIN]
        else:
            assert labels == [NEXT]
            following = await t.alice.click(card, label=NEXT)
            card = following.response
    row = await t.env.bot.store.lesson_progress(t.alice.id, game.key)
    assert row is not None and row.done
    again = await t.alice.slash(t.channel, "kitty learn", game=game.key)
    assert "finished every" in private_card(again)
    assert t.channel.last_message is None, "lessons post nothing in the channel"
    await assert_nothing_rated(t)


async def test_progress_survives_a_restart(table: Any, db_path: Any) -> None:
    t = table
    game = get_game("cattower")
    lessons = L.load_lessons(game)
    card = (await t.alice.slash(t.channel, "kitty learn", game=game.key)).response
    for move in lessons[0].solution:
        card = (await pick(t.alice, card, move)).response
    card = (await t.alice.click(card, label=NEXT)).response
    build = lessons[1]
    assert len(build.solution) > 2
    card = (await pick(t.alice, card, build.solution[0])).response

    await t.env.restart_bot(make_bot(db_path))
    await t.env.bot.tree.sync()

    # The card posted before the restart still plays (its menu is rebuilt from its id),
    # and the lesson resumes after the move made before it.
    card = (await pick(t.alice, card, build.solution[1])).response
    resumed = await t.alice.slash(t.channel, "kitty learn", game=game.key)
    assert str(build.title) in private_card(resumed)
    card = resumed.response
    for move in build.solution[2:]:
        card = (await pick(t.alice, card, move)).response
    assert str(build.success) in str(card.content)
    row = await t.env.bot.store.lesson_progress(t.alice.id, game.key)
    assert row is not None and (row.number, row.lesson, row.moves) == (2, lessons[2].key, ())
    await assert_nothing_rated(t)
    # `/kitty mydata` holds the progress kept about the member.
    friend, goals = lessons[2], lessons[3]
    card = (await t.alice.click(card, label=NEXT)).response
    card = (await pick(t.alice, card, friend.solution[0])).response
    card = (await t.alice.click(card, label=NEXT)).response
    await pick(t.alice, card, goals.solution[0])
    mine = await t.alice.slash(t.channel, "kitty mydata")
    data = json.loads(await attachment_bytes(mine))
    expected = {"game": game.key, "lesson": goals.key, "number": 3, "done": False}
    assert data["lessons"] == [{**expected, "moves": [goals.solution[0]]}]


async def test_two_learners_at_once_keep_their_own_lessons(table: Any) -> None:
    t = table
    game = get_game("kitty")
    lessons = L.load_lessons(game)
    cards = await at_once(
        t.env,
        [
            t.alice.slash(t.channel, "kitty learn", game=game.key),
            t.bob.slash(t.channel, "kitty learn", game=game.key),
        ],
    )
    assert all(str(lessons[0].title) in private_card(c) for c in cards)
    alice_card, bob_card = (c.response for c in cards)
    wrong, reason, _ = wrong_try(game, lessons[0])
    answers = await at_once(
        t.env,
        [
            t.alice.slash(t.channel, "kitty learn", game=game.key, move=lessons[0].solution[0]),
            t.bob.slash(t.channel, "kitty learn", game=game.key, move=wrong),
        ],
    )
    assert str(lessons[0].success) in private_card(answers[0])
    assert reason in private_card(answers[1]) and str(lessons[0].success) not in text_of(answers[1])
    alice = await t.env.bot.store.lesson_progress(t.alice.id, game.key)
    bob = await t.env.bot.store.lesson_progress(t.bob.id, game.key)
    assert alice is not None and alice.number == 1
    assert bob is None or (bob.number == 0 and bob.moves == ())
    # Bob's own card still plays his own first lesson.
    done = await pick(t.bob, bob_card, lessons[0].solution[0])
    assert str(lessons[0].success) in private_card(done)
    assert alice_card is not None
    assert t.channel.last_message is None, "lessons post nothing in the channel"
    await assert_nothing_rated(t)


async def test_an_out_of_date_card_is_refused_and_changes_nothing(table: Any) -> None:
    t = table
    game = get_game("kitty")
    lessons = L.load_lessons(game)
    card = (await t.alice.slash(t.channel, "kitty learn", game=game.key)).response
    await t.alice.slash(t.channel, "kitty learn", game=game.key, move=lessons[0].solution[0])
    [first, *_] = (v for _, v in options_of(card) if v.startswith(picker.GROUP_VALUE))
    stale = await t.alice.select(card, values=[first])
    assert ENGLISH_WORDS(lesson_card.TEXT_MOVED_ON, key=game.key) in private_card(stale)
    row = await t.env.bot.store.lesson_progress(t.alice.id, game.key)
    assert row is not None and row.number == 1
    bob = await t.bob.slash(t.channel, "kitty learn", game=game.key)
    assert str(lessons[0].title) in private_card(bob), "Bob starts at his own first lesson"


async def test_double_picks_at_the_same_moment_play_once(table: Any) -> None:
    t = table
    game = get_game("kitty")
    lessons = L.load_lessons(game)
    card = (await t.alice.slash(t.channel, "kitty learn", game=game.key)).response
    card, value = await find_option(t.alice, card, lessons[0].solution[0])
    results = await at_once(t.env, [t.alice.select(card, values=[value]) for _ in range(3)])
    completed = [r for r in results if str(lessons[0].success) in text_of(r)]
    assert len(completed) == 1
    assert (
        sum(ENGLISH_WORDS(lesson_card.TEXT_MOVED_ON, key=game.key) in text_of(r) for r in results)
        == 2
    )
    row = await t.env.bot.store.lesson_progress(t.alice.id, game.key)
    assert row is not None and (row.number, row.moves) == (1, ())


async def test_the_move_option_offers_the_lessons_legal_moves(table: Any) -> None:
    t = table
    game = get_game("stacktics")
    lessons = L.load_lessons(game)
    await t.alice.slash(t.channel, "kitty learn", game=game.key)
    offered = await t.alice.autocomplete(t.channel, "kitty learn", "move", "c1", game=game.key)
    assert lessons[0].solution[0] in [c["value"] for c in offered]
    theirs = await t.bob.autocomplete(t.channel, "kitty learn", "move", "c1", game=game.key)
    assert theirs == [], "Bob has no lesson open"


async def test_a_try_whose_card_discord_fails_to_show_still_counts(table: Any) -> None:
    t = table
    game = get_game("towers")
    lessons = L.load_lessons(game)
    card = (await t.alice.slash(t.channel, "kitty learn", game=game.key)).response
    card, value = await find_option(t.alice, card, lessons[0].solution[0])
    with discord_down(t.env):
        await t.alice.select(card, values=[value])
    row = await t.env.bot.store.lesson_progress(t.alice.id, game.key)
    assert row is not None and (row.number, row.moves) == (1, ())
    shown = await t.alice.slash(t.channel, "kitty learn", game=game.key)
    assert str(lessons[1].title) in private_card(shown)


async def test_rules_and_help_point_to_the_lessons(table: Any) -> None:
    t = table
    rules = await t.alice.slash(t.channel, "kitty rules", game="towers")
    assert rules.ephemeral
    footer = rules.response.embeds[0].footer.text
    assert "/kitty learn game:towers" in footer
    guide = await t.alice.slash(t.channel, "kitty help")
    assert "/kitty learn game:<game>" in guide.response.embeds[0].description


async def test_kitty_move_plays_in_the_lesson_of_a_member_without_a_seat_here(table: Any) -> None:
    """`/kitty move` (and its autocomplete) plays in the member's lesson in play when they
    have no seat at this channel's table; a seated player's `/kitty move` stays the game's."""
    t = table
    game = get_game("towers")
    lessons = L.load_lessons(game)
    await t.alice.slash(t.channel, "kitty learn", game=game.key)
    first = lessons[0].solution[0]
    offered = await t.alice.autocomplete(t.channel, "kitty move", "move", first[:2])
    assert first in [c["value"] for c in offered]
    wrong, reason, _ = wrong_try(game, lessons[0])
    refused = await t.alice.slash(t.channel, "kitty move", move=wrong)
    assert reason in private_card(refused)
    done = await t.alice.slash(t.channel, "kitty move", move=first)
    assert "Next lesson" in button_labels(done.response)
    row = await t.env.bot.store.lesson_progress(t.alice.id, game.key)
    assert row is not None and row.number == 1
    assert t.env.bot.service.in_channel(t.channel.id) is None, "no table was opened"

    # Seated at a table here, the same member's /kitty move is the game's.
    await t.alice.slash(t.channel, "kitty start towers")
    await t.bob.click(t.channel.last_message, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    m = t.env.bot.service.in_channel(t.channel.id)
    assert m is not None and m.state is not None and m.state.to_move == 0
    played = await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    assert m.ply == 1, text_of(played)
    row = await t.env.bot.store.lesson_progress(t.alice.id, game.key)
    assert row is not None and row.number == 1 and row.moves == ()
