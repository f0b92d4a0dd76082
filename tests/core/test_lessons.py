"""Every registered game ships lessons that load, start in a legal position, refuse a wrong
try with a reason and are solved by their own `solution` (the AI answering where it must)."""

from __future__ import annotations

import dataclasses

import pytest

from bot.ai import choose_move
from bot.core import lessons as L
from bot.core.protocol import AnyGame, normalize_notation
from bot.core.registry import all_games

GAMES = all_games()
CASES = [
    pytest.param(game, lesson, id=f"{game.key}-{lesson.key}")
    for game in GAMES
    for lesson in L.load_lessons(game)
]


@pytest.mark.parametrize("game", GAMES, ids=[g.key for g in GAMES])
def test_every_game_ships_five_to_ten_lessons(game: AnyGame) -> None:
    lessons = L.load_lessons(game)
    assert 5 <= len(lessons) <= L.MAX_LESSONS
    assert [lesson.number for lesson in lessons] == list(range(len(lessons)))
    for lesson in lessons:
        assert lesson.title and lesson.text and lesson.success and lesson.solution
        sentences = [s for s in str(lesson.text).replace("!", ".").split(".") if s.strip()]
        assert 2 <= len(sentences) <= 4, lesson.key


@pytest.mark.parametrize(("game", "lesson"), CASES)
def test_lesson_starts_in_a_legal_position(game: AnyGame, lesson: L.Lesson) -> None:
    current = L.start(game, lesson)
    assert current.state.outcome() is None
    assert lesson.seat in current.state.actors()
    assert current.state.legal_moves(lesson.seat)
    assert not L.goal_met(game, lesson, current.state)


@pytest.mark.parametrize(("game", "lesson"), CASES)
def test_solution_reaches_the_goal(game: AnyGame, lesson: L.Lesson) -> None:
    current = L.start(game, lesson)
    for i, text in enumerate(lesson.solution):
        result = L.try_move(game, current, text, lesson.seat, ai=choose_move)
        last = i == len(lesson.solution) - 1
        assert result.kind == (L.COMPLETED if last else L.PROGRESSED), (text, result.message)
        current = result.state
    assert result.message == lesson.success
    if lesson.goal.kind != L.PLAY:
        assert L.goal_met(game, lesson, current.state)


@pytest.mark.parametrize(("game", "lesson"), CASES)
def test_wrong_tries_are_refused_with_a_reason(game: AnyGame, lesson: L.Lesson) -> None:
    current = L.start(game, lesson)
    refused = L.try_move(game, current, "zz99 nonsense", lesson.seat, ai=choose_move)
    assert refused.kind == L.REFUSED and refused.message
    assert refused.state == current
    first = normalize_notation(lesson.solution[0])
    wanted = {normalize_notation(m) for m in lesson.goal.moves} | {first}
    for choice in game.move_choices(current.state, lesson.seat):
        if normalize_notation(choice.notation) in wanted:
            continue
        result = L.try_move(game, current, choice.notation, lesson.seat, ai=choose_move)
        if lesson.goal.kind == L.PLAY or lesson.goal.within == 1:
            if result.kind == L.COMPLETED:
                continue  # another way to the goal
            assert result.kind == L.REFUSED and result.message
            assert result.state.state.ply == current.state.ply
        break


def test_play_lesson_refusal_keeps_the_state_and_names_the_hint() -> None:
    game = next(g for g in GAMES if g.key == "towers")
    lesson = next(x for x in L.load_lessons(game) if x.goal.kind == L.PLAY and x.hints)
    current = L.start(game, lesson)
    move, hint = next(iter(lesson.hints.items()))
    result = L.try_move(game, current, move, lesson.seat)
    assert (result.kind, result.message, result.state) == (L.REFUSED, hint, current)


def test_a_seat_other_than_the_learner_is_refused() -> None:
    game = GAMES[0]
    lesson = L.load_lessons(game)[0]
    current = L.start(game, lesson)
    result = L.try_move(game, current, lesson.solution[0], lesson.seat + 1)
    assert result.kind == L.REFUSED and result.state == current


def test_malformed_files_are_refused_precisely() -> None:
    game = GAMES[1]
    with pytest.raises(L.LessonError, match="`goal.kind` must be one of"):
        L.parse_lessons(
            game,
            'lesson = [{key="a", solution=[], position={}, goal={kind="dance"}}]',
        )
    with pytest.raises(L.LessonError, match="exactly one of `position` and `setup`"):
        L.parse_lessons(
            game,
            'lesson = [{key="a", solution=[], goal={kind="play", moves=["a1-a2"]}}]',
        )


def test_an_illegal_start_is_refused() -> None:
    game = next(g for g in GAMES if g.key == "towers")
    lesson = L.load_lessons(game)[0]
    broken = dataclasses.replace(lesson, position={"game": "towers", "stacks": {"z9": ["y"]}})
    with pytest.raises(L.LessonError, match="does not fit the engine"):
        L.start(game, broken)


def test_progress_moves_on_and_ends() -> None:
    game = GAMES[0]
    lessons = L.load_lessons(game)
    progress = L.Progress(game.key, lessons[0].key, 0)
    for _ in lessons[1:]:
        progress = L.next_progress(lessons, progress)
        assert not progress.done
    assert L.next_progress(lessons, progress).done


def test_a_game_without_a_lessons_file_is_refused() -> None:
    # A registered game's rules, defined in a package (this test's) with no lessons file.
    bare = type("BareGame", (type(GAMES[1]),), {"__module__": __name__})()
    with pytest.raises(L.LessonError, match="no lessons.toml"):
        L.load_lessons(bare)


def test_a_text_in_the_lessons_file_is_refused_it_belongs_in_the_catalogue() -> None:
    game = next(g for g in GAMES if g.key == "towers")
    with pytest.raises(L.LessonError, match="`title` is a text: .*`lesson-towers-move-title`"):
        L.parse_lessons(
            game,
            'lesson = [{key="move", title="Moving", solution=["c3-c4"],'
            ' position={game="towers", to_move="y", stacks={c3=["y"]}},'
            ' goal={kind="play", moves=["c3-c4"]}}]',
        )


def test_a_lesson_without_its_messages_is_a_clear_load_error() -> None:
    game = next(g for g in GAMES if g.key == "towers")
    with pytest.raises(L.LessonError, match="no message `lesson-towers-nowhere-title`"):
        L.parse_lessons(
            game,
            'lesson = [{key="nowhere", solution=["c3-c4"],'
            ' position={game="towers", to_move="y", stacks={c3=["y"]}},'
            ' goal={kind="play", moves=["c3-c4"]}}]',
        )
    with pytest.raises(L.LessonError, match="no message `lesson-towers-take-hint-4`"):
        L.parse_lessons(
            game,
            'lesson = [{key="take", solution=["c3-c4"], hints=["c3-d3", "c3-b3", "c3-c2", "c3-c4"],'
            ' position={game="towers", to_move="y", stacks={c3=["y"], c4=["b"]}},'
            ' goal={kind="play", moves=["c3-c4"]}}]',
        )


@pytest.mark.parametrize("game", GAMES, ids=[g.key for g in GAMES])
def test_every_lesson_text_is_in_the_english_catalogue(game: AnyGame) -> None:
    from bot.i18n import ENGLISH, exists

    for lesson in L.load_lessons(game):
        for said in (
            lesson.title,
            lesson.text,
            lesson.hint,
            lesson.success,
            *lesson.hints.values(),
        ):
            assert said.key.startswith(f"lesson-{game.key}-{lesson.key}-")
            assert exists(said.key, ENGLISH) and said.text(ENGLISH).strip()
