"""`/kitty learn`: a game's lessons (`bot.core.lessons`), played privately by one member.

Every answer is ephemeral: a lesson card (`cogs.lesson_card`) with the lesson's text, the
board and the menu of the learner's legal moves; `/kitty learn game:<g> move:<text>` plays
a typed move the same way. A wrong try is answered with the engine's refusal or the
lesson's hint and the board; a reached goal with the success text and "Next lesson".

Progress is kept per member and game in the store (`lesson_progress`): the lesson to play
and the learner's moves in it so far, so a restart resumes the lesson by replaying them.
Lessons never open a match, so they never touch results or ratings.

The engine (and the AI answering for the other seats) runs in a worker thread, the AI's
search itself in the bot's AI pool, and the board is drawn by the render pool: nothing
heavy runs on the event loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from concurrent.futures import Executor
from dataclasses import dataclass, replace
from typing import Any

import discord
from discord import app_commands

import bot.ai
import bot.ai.hints
from bot.ai.hint_policy import HINTS_OFF, hint_refusal
from bot.core import lessons as L
from bot.core.errors import GameError
from bot.core.protocol import AnyGame, MoveChoice
from bot.core.registry import get_game
from bot.i18n import Words, said
from bot.matches import picker
from bot.matches.models import with_players
from cogs import lesson_card, prompts, where
from cogs.controller.base import Part
from cogs.controller.hints import hint_message
from cogs.language import private
from cogs.message import MessageSpec, defer, edit_clicked, in_time, send
from cogs.prompts import BACK
from data.rows import LessonRow
from render import pool as render_pool

#: The AI level of a lesson card's hint.
LESSON_HINT_LEVEL = "medium"

#: The lessons of each game, loaded once (a lessons file never changes while the bot runs).
_LESSONS: dict[str, tuple[L.Lesson, ...]] = {}


def lessons_of(game: AnyGame) -> tuple[L.Lesson, ...]:
    """`game`'s lessons, loaded on first use."""
    if game.key not in _LESSONS:
        _LESSONS[game.key] = L.load_lessons(game)
    return _LESSONS[game.key]


@dataclass(frozen=True)
class Sitting:
    """A member in a game's lessons: the stored progress and, unless every lesson is done,
    the current lesson's state (rebuilt from the stored moves)."""

    game: AnyGame
    row: LessonRow
    current: L.LessonState | None

    @property
    def lessons(self) -> tuple[L.Lesson, ...]:
        return lessons_of(self.game)


def chooser(pool: Executor) -> L.Chooser:
    """The lessons' AI for the other seats: `bot.ai.choose_move` run in the AI pool (called
    from a worker thread, which waits for it)."""

    def choose(key: str, view: Mapping[str, Any], seat: int, level: str, seed: int) -> str:
        return pool.submit(bot.ai.choose_move, key, dict(view), seat, level, seed).result()

    return choose


def resume(game: AnyGame, row: LessonRow, ai: L.Chooser) -> Sitting:
    """The sitting `row` describes: its lesson started and its moves replayed. A row that
    no longer fits the lessons (a lessons file changed) starts that lesson, or the first,
    again. Blocking: run it in a worker thread."""
    lessons = lessons_of(game)
    number = row.number if 0 <= row.number < len(lessons) else 0
    if lessons[number].key != row.lesson:
        found = [x.number for x in lessons if x.key == row.lesson]
        number = found[0] if found else 0
        row = replace(row, moves=())
    row = replace(row, lesson=lessons[number].key, number=number)
    if row.done:
        return Sitting(game, row, None)
    current = L.start(game, lessons[number])
    for text in row.moves:
        outcome = L.try_move(game, current, text, current.lesson.seat, ai)
        if outcome.kind != L.PROGRESSED:
            return Sitting(game, replace(row, moves=()), L.start(game, lessons[number]))
        current = outcome.state
    return Sitting(game, row, current)


def game_of(key: str) -> AnyGame:
    """The game `key` names; a `GameError` (answered privately) when there is none."""
    try:
        return get_game(key)
    except KeyError:
        raise GameError(said(lesson_card.TEXT_UNKNOWN_GAME, key=key)) from None


def moved_on(game: AnyGame) -> GameError:
    """The refusal of an out-of-date lesson card."""
    return GameError(said(lesson_card.TEXT_MOVED_ON, key=game.key))


def seat_names(game: AnyGame, seat: int, players: int, me: str, words: Words) -> list[str]:
    """The names on a lesson board: the learner's own at their seat, the seats' colours
    (in the learner's language) at the others."""
    return [me if s == seat else words.say(game.seat_name(s)) for s in range(players)]


class LearnActions(Part):
    """`/kitty learn` and the components of its private lesson cards."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        #: One lock per (member, game): one try at a time per learner.
        self._locks: dict[tuple[int, str], asyncio.Lock] = {}
        #: Lessons being played, by (member, game) (rebuilt from the store after a restart).
        self._sittings: dict[tuple[int, str], Sitting] = {}
        #: Per member, the game of the lesson they played last (what `/kitty move` plays
        #: in when they have no seat at this channel's table).
        self._latest: dict[int, str] = {}

    def _lock(self, user_id: int, key: str) -> asyncio.Lock:
        return self._locks.setdefault((user_id, key), asyncio.Lock())

    def _ai(self) -> L.Chooser:
        return chooser(self.desk.host.ai_pool())

    async def _sitting(self, user_id: int, game: AnyGame) -> Sitting:
        """The member's sitting: kept in memory, else read from the store and replayed."""
        self._latest[user_id] = game.key
        cached = self._sittings.get((user_id, game.key))
        if cached is not None:
            return cached
        row = await self.desk.host.store.lesson_progress(user_id, game.key)
        if row is None:
            first = lessons_of(game)[0]
            row = LessonRow(user_id, game.key, first.key, 0, False, ())
        sitting = await asyncio.to_thread(resume, game, row, self._ai())
        self._sittings[(user_id, game.key)] = sitting
        return sitting

    def lesson_in_play(self, user_id: int) -> str | None:
        """The game of the lesson `user_id` is playing (the one they played last, while it
        is not finished), or None."""
        key = self._latest.get(user_id)
        sitting = None if key is None else self._sittings.get((user_id, key))
        return key if sitting is not None and sitting.current is not None else None

    async def _save(self, sitting: Sitting) -> Sitting:
        """Store the sitting's progress (then keep it in memory)."""
        await self.desk.host.store.save_lesson_progress(sitting.row)
        self._sittings[(sitting.row.user_id, sitting.game.key)] = sitting
        return sitting

    # ----- the card -------------------------------------------------------------------
    async def _card(
        self, interaction: discord.Interaction, sitting: Sitting, state: L.LessonState, note: str
    ) -> lesson_card.Card:
        """The card of `state` (drawn off the event loop), in the learner's language."""
        game, lesson, words = sitting.game, state.lesson, private(interaction)
        view = game.view(state.state, lesson.seat)
        me = interaction.user.display_name
        names = seat_names(game, lesson.seat, state.state.num_players, me, words)
        png = await render_pool.draw(render_pool.board_png, with_players(view, names), words.lang)
        return lesson_card.Card(
            game.key,
            game.title,
            lesson,
            len(sitting.lessons),
            state.moves_made,
            note,
            png,
            words,
        )

    def _choices(self, sitting: Sitting) -> list[MoveChoice]:
        current = sitting.current
        assert current is not None
        return sitting.game.move_choices(current.state, current.lesson.seat)

    async def _show(
        self, interaction: discord.Interaction, sitting: Sitting, note: str = ""
    ) -> MessageSpec:
        """The card of the sitting's current lesson, or the "all done" note."""
        if sitting.current is None:
            game, words = sitting.game, private(interaction)
            return lesson_card.all_done(game.key, game.title, words)
        card = await self._card(interaction, sitting, sitting.current, note)
        return lesson_card.playing(card, self._choices(sitting))

    async def _try(
        self, interaction: discord.Interaction, sitting: Sitting, text: str
    ) -> MessageSpec:
        """Play `text` in the sitting's lesson; store what changed; the card to show."""
        current = sitting.current
        assert current is not None
        game, seat = sitting.game, current.lesson.seat
        outcome = await asyncio.to_thread(L.try_move, game, current, text, seat, self._ai())
        words = private(interaction)
        replies = lesson_card.replies_note(outcome.replies, words)
        if outcome.kind == L.COMPLETED:
            lessons = sitting.lessons
            progress = L.next_progress(
                lessons, L.Progress(game.key, current.lesson.key, current.lesson.number)
            )
            row = replace(
                sitting.row,
                lesson=progress.lesson,
                number=progress.number,
                done=progress.done,
                moves=(),
            )
            following = None if progress.done else L.start(game, lessons[progress.number])
            await self._save(Sitting(game, row, following))
            card = await self._card(interaction, sitting, outcome.state, replies)
            return lesson_card.completed(card, None if progress.done else progress.number)
        if outcome.kind == L.PROGRESSED:
            row = replace(sitting.row, moves=(*sitting.row.moves, text))
            sitting = await self._save(Sitting(game, row, outcome.state))
            return await self._show(interaction, sitting, replies)
        restarted = outcome.state.moves_made == 0 and current.moves_made > 0
        if restarted:
            sitting = await self._save(Sitting(game, replace(sitting.row, moves=()), outcome.state))
        refused = lesson_card.refused_note(outcome.message, words)
        note = " ".join(x for x in (refused, replies) if x)
        return await self._show(interaction, sitting, note)

    # ----- commands and components ----------------------------------------------------
    def move_choices(
        self, interaction: discord.Interaction, game_key: str, typed: str
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete of `/kitty learn move:`: the learner's legal moves in the lesson
        they are playing (from memory: nothing when it is not loaded yet, e.g. just after
        a restart, before their first `/kitty learn`)."""
        sitting = self._sittings.get((interaction.user.id, game_key))
        if sitting is None or sitting.current is None:
            return []
        return prompts.choice_list(self._choices(sitting), typed)

    async def learn(
        self, interaction: discord.Interaction, game_key: str, move: str | None
    ) -> None:
        """`/kitty learn game:<g> [move:<text>]`: the member's current lesson card, or a
        typed move played in it (privately, always)."""
        game = game_of(game_key)
        user = interaction.user.id

        async def work() -> MessageSpec:
            async with self._lock(user, game.key):
                sitting = await self._sitting(user, game)
                if move is None or sitting.current is None:
                    return await self._show(interaction, sitting)
                return await self._try(interaction, sitting, move.strip())

        spec = await in_time(interaction, work(), ephemeral=True)
        await send(interaction, spec, ephemeral=True)

    async def learn_pick(
        self, interaction: discord.Interaction, game_key: str, lesson: int, step: int, value: str
    ) -> None:
        """An option of a lesson card's menu: a group opens its moves, "back" the first
        menu, a move is tried. Refused when the card is out of date."""
        game = game_of(game_key)
        user = interaction.user.id

        async def work() -> MessageSpec:
            async with self._lock(user, game.key):
                sitting = await self._sitting(user, game)
                current = sitting.current
                if current is None or sitting.row.number != lesson or current.moves_made != step:
                    raise moved_on(game)
                if value == BACK:
                    return await self._show(interaction, sitting)
                choices = self._choices(sitting)
                if picker.is_move_value(value):
                    picked = picker.find_move(choices, value)
                    if picked is None:
                        raise moved_on(game)
                    return await self._try(interaction, sitting, picked.notation)
                found = picker.find_group(choices, value)
                if found is None:
                    raise moved_on(game)
                card = lesson_card.Card(
                    game.key,
                    game.title,
                    current.lesson,
                    len(sitting.lessons),
                    step,
                    words=private(interaction),
                )
                return lesson_card.group(card, found)

        spec = await in_time(interaction, work(), thinking=False)
        await edit_clicked(interaction, spec)

    async def learn_hint(
        self, interaction: discord.Interaction, game_key: str, lesson: int, step: int
    ) -> None:
        """ "Hint" on a lesson card: privately, the AI's move for the learner's seat in the
        lesson's position (lessons always allow hints: `hint_policy`), with its reason and
        the board marked, computed in the AI pool; refused when the card is out of date."""
        game = game_of(game_key)
        refusal = hint_refusal(False, HINTS_OFF, False, is_lesson=True, against_ai=False)
        if refusal is not None:
            raise GameError(refusal)
        async with self._lock(interaction.user.id, game.key):
            sitting = await in_time(
                interaction, self._sitting(interaction.user.id, game), ephemeral=True
            )
            current = sitting.current
            if current is None or sitting.row.number != lesson or current.moves_made != step:
                raise moved_on(game)
        seat, state = current.lesson.seat, current.state
        game.check_turn(state, seat)
        await defer(interaction, ephemeral=True)
        seed = current.lesson.goal.seed + step * 7919 + state.ply
        got = await asyncio.get_running_loop().run_in_executor(
            self.desk.host.ai_pool(),
            bot.ai.hints.hint,
            game.key,
            dict(game.view(state, seat)),
            seat,
            LESSON_HINT_LEVEL,
            seed,
        )
        words = private(interaction)
        me = interaction.user.display_name
        names = seat_names(game, seat, state.num_players, me, words)
        view = with_players(game.view(state, seat), names)
        shown = await where.hint_attachment(
            view, got["move"], got["cells"], game.title, lesson_card.HINT_FILE
        )
        text = hint_message(words, got["move"], got["reason"])
        await send(
            interaction, MessageSpec(text, attachments=(shown,) if shown else ()), ephemeral=True
        )

    async def learn_goto(
        self, interaction: discord.Interaction, game_key: str, lesson: int
    ) -> None:
        """ "Next lesson" / "Start again": open lesson `lesson`, one the member has reached
        (every one once all are done)."""
        game = game_of(game_key)
        user = interaction.user.id
        lessons = lessons_of(game)

        async def work() -> MessageSpec:
            async with self._lock(user, game.key):
                sitting = await self._sitting(user, game)
                reached = len(lessons) - 1 if sitting.row.done else sitting.row.number
                if not 0 <= lesson <= reached:
                    raise GameError(said(lesson_card.TEXT_NOT_YET, key=game.key))
                if lesson == sitting.row.number and sitting.current is not None:
                    return await self._show(interaction, sitting)  # already there
                target = lessons[lesson]
                row = replace(sitting.row, lesson=target.key, number=lesson, done=False, moves=())
                sitting = await self._save(Sitting(game, row, L.start(game, target)))
                return await self._show(interaction, sitting)

        spec = await in_time(interaction, work(), thinking=False)
        await edit_clicked(interaction, spec)
