"""The pure pieces of `/kitty learn` (`cogs.controller.learn`): a game named by a forged
lesson card is refused with a clear message, and a stored row that no longer fits the
lessons (a lessons file changed) resumes from a lesson that exists."""

from __future__ import annotations

import pytest

from bot.ai import choose_move
from bot.core import lessons as L
from bot.core.errors import GameError
from bot.core.registry import get_game
from bot.i18n import ENGLISH_WORDS
from cogs import lesson_card
from cogs.controller.learn import game_of, lessons_of, resume
from data.rows import LessonRow


def test_an_unknown_game_is_a_clear_refusal() -> None:
    with pytest.raises(GameError) as caught:
        game_of("chess")
    assert str(caught.value) == ENGLISH_WORDS(lesson_card.TEXT_UNKNOWN_GAME, key="chess")
    assert game_of("towers") is get_game("towers")


def test_stored_moves_are_replayed_to_resume_the_lesson() -> None:
    game = get_game("cattower")
    build = lessons_of(game)[1]
    row = LessonRow(1, game.key, build.key, 1, False, build.solution[:2])
    sitting = resume(game, row, choose_move)
    assert sitting.current is not None and sitting.current.moves_made == 2
    done = L.try_move(game, sitting.current, build.solution[2], build.seat, choose_move)
    assert done.kind == L.COMPLETED


def test_a_row_that_no_longer_fits_starts_a_lesson_that_exists() -> None:
    game = get_game("towers")
    lessons = lessons_of(game)
    moved = LessonRow(1, game.key, lessons[2].key, 0, False, ("a1-a2",))
    sitting = resume(game, moved, choose_move)
    assert (sitting.row.number, sitting.row.moves) == (2, ())
    gone = LessonRow(1, game.key, "no-such-lesson", 99, False, ())
    assert resume(game, gone, choose_move).row.number == 0
    bad_moves = LessonRow(1, game.key, lessons[0].key, 0, False, ("zz99",))
    again = resume(game, bad_moves, choose_move)
    assert again.current is not None and again.current.moves_made == 0 and again.row.moves == ()
