"""Lessons: a game's tutorial as data (`bot/games/<key>/lessons.toml`) and its checker.

A lesson is a real position of the game's engine, the seat the learner plays and one goal:

- `play`: play one of the listed moves (a single move);
- `reach`: after at most `within` of the learner's moves, a predicate over the learner's
  view holds (`won`: the game is over and the learner is among the winners; `at_least`:
  the number at a dotted `field` of the view is at least `value`; `count_at_least`: the
  list at `field` holds at least `value` entries);
- `win_within`: win the game within `within` of the learner's moves.

Between the learner's moves the other seats answer with the AI (`level`, `seed`), and the
forced moves the bot plays for a seat (a pass) are played as in a real match. A wrong try
is answered with the engine's own refusal or the lesson's hint and changes nothing (a
legal move that used the last try without reaching the goal starts the lesson again).

Pure: no Discord, no Pillow, no store. The AI is handed in by the caller (`Chooser`, the
shape of `bot.ai.choose_move`), since the AI sits above this layer.
"""

from __future__ import annotations

import importlib.resources
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.core import fields
from bot.core.errors import GameError, PositionError
from bot.core.protocol import AnyGame, AnyState, forced_steps, normalize_notation
from bot.core.views import View
from bot.i18n import Said, exists, said

#: The file every game package ships its lessons in.
LESSONS_FILE = "lessons.toml"
#: Goal kinds.
PLAY, REACH, WIN_WITHIN = "play", "reach", "win_within"
#: `reach` predicates.
WON, AT_LEAST, COUNT_AT_LEAST = "won", "at_least", "count_at_least"
#: What a try did (`Outcome.kind`).
REFUSED, PROGRESSED, COMPLETED = "refused", "progressed", "completed"
#: At most this many lessons per game, and moves the AI plays between two learner moves.
MAX_LESSONS, MAX_REPLIES = 10, 50

#: `choose_move(game_key, view, seat, level, seed) -> notation` (see `bot.ai.choose_move`).
Chooser = Callable[[str, Mapping[str, Any], int, str, int], str]

# ----- the texts a learner reads: catalogue keys (bot/i18n/locales/en/teach.ftl) ---------
TEXT_NOT_YOUR_SEAT = "teach-lesson-not-your-seat"
TEXT_OUT_OF_TRIES = "teach-lesson-out-of-tries"
TEXT_GAME_ENDED = "teach-lesson-game-ended"
#: The fields of a lesson that are catalogue messages `lesson-<game>-<key>-<field>`.
TEXT_FIELDS = ("title", "text", "hint", "success")


class LessonError(PositionError):
    """A lessons file is malformed or one of its lessons does not fit the engine."""


@dataclass(frozen=True)
class Setup:
    """A start reached from a fresh game: `moves` (notation, each with its seat or None for
    the seat to move) replayed from `game.new_state(players, seed, options)`."""

    players: int
    seed: int
    options: Mapping[str, Any]
    moves: tuple[tuple[int | None, str], ...]


@dataclass(frozen=True)
class Goal:
    """What the learner must do (see the module docstring for the kinds)."""

    kind: str
    moves: tuple[str, ...] = ()
    predicate: str = ""
    field: str = ""
    value: float = 0.0
    within: int = 1
    level: str = "easy"
    seed: int = 0


@dataclass(frozen=True)
class Lesson:
    """One lesson of a game: its start (`position` JSON or a `setup`), the learner's
    `seat`, the goal, the hints for wrong tries (by move notation, then `hint`), the
    success text and a `solution` that reaches the goal (checked by the tests).

    Its texts are catalogue messages (`lesson-<game>-<key>-title`, `-text`, `-hint`,
    `-hint-<n>` for the n-th move of the file's `hints`, `-success`), said in the
    learner's language by the cogs."""

    game: str
    number: int
    key: str
    title: Said
    text: Said
    seat: int
    goal: Goal
    hint: Said
    hints: Mapping[str, Said]
    success: Said
    solution: tuple[str, ...]
    position: Mapping[str, Any] | None = None
    setup: Setup | None = None


@dataclass(frozen=True)
class LessonState:
    """A lesson being played: the game state and how many moves the learner has made."""

    lesson: Lesson
    state: AnyState
    moves_made: int = 0


@dataclass(frozen=True)
class Progress:
    """Where a member is in a game's lessons (storage comes later): the key of the lesson
    to play next and its number (0-based), or `done` once the last one is completed."""

    game: str
    lesson: str
    number: int
    done: bool = False


@dataclass(frozen=True)
class Outcome:
    """What a try did: `kind` is `REFUSED` (with `message`: why), `PROGRESSED` (the goal is
    not reached yet, `message` empty) or `COMPLETED` (`message`: the success text). `state`
    is the lesson to show next (for a refusal the same one, or the lesson's start again
    once the tries are used up); `replies` lists the notation of the moves the other seats
    answered. `message` is a `Said` (an engine refusal raised with a plain string stays
    that string)."""

    kind: str
    message: Said | str
    state: LessonState
    replies: tuple[str, ...] = ()


def _fail(where: str) -> Callable[[str], Exception]:
    return lambda message: LessonError(f"{where}: {message}")


# ----- loading ---------------------------------------------------------------------------
def load_lessons(game: AnyGame) -> tuple[Lesson, ...]:
    """The lessons `game` ships in its package's `lessons.toml`, checked and in order.
    Raises `LessonError` naming the file, the lesson and the field that is wrong (a
    missing file included)."""
    pkg = type(game).__module__.rsplit(".", 1)[0]
    resource = importlib.resources.files(pkg).joinpath(LESSONS_FILE)
    if not resource.is_file():
        raise LessonError(f"{pkg}: no {LESSONS_FILE}")
    return parse_lessons(game, resource.read_text(encoding="utf-8"))


def parse_lessons(game: AnyGame, source: str) -> tuple[Lesson, ...]:
    """The lessons of `game` written in `source` (the text of a lessons file)."""
    where = f"{game.key} {LESSONS_FILE}"
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as exc:
        raise LessonError(f"{where}: {exc}") from None
    raw = fields.items(data.get("lesson"), "lesson", fail=_fail(where))
    if not 1 <= len(raw) <= MAX_LESSONS:
        raise LessonError(f"{where}: a game has 1 to {MAX_LESSONS} lessons, not {len(raw)}.")
    lessons = tuple(_lesson(game, i, entry) for i, entry in enumerate(raw))
    keys = [lesson.key for lesson in lessons]
    if len(set(keys)) != len(keys):
        raise LessonError(f"{where}: two lessons share a `key`.")
    return lessons


def _lesson(game: AnyGame, number: int, entry: Any) -> Lesson:
    fail = _fail(f"{game.key} lesson {number + 1}")
    d = fields.table(entry, "lesson", fail=fail)
    key = fields.text(d.get("key"), "key", fail=fail)
    fail = _fail(f"{game.key} lesson {number + 1} ({key})")
    position = d.get("position")
    setup = d.get("setup")
    if (position is None) == (setup is None):
        raise fail("give exactly one of `position` and `setup`.")
    written = [name for name in (*TEXT_FIELDS, "texts") if name in d]
    if written:
        raise fail(
            f"`{written[0]}` is a text: it belongs in the catalogue "
            f"(message `{message_key(game.key, key, written[0])}`), not in {LESSONS_FILE}."
        )
    hinted = [
        fields.text(m, "hints", fail=fail)
        for m in fields.items(d.get("hints", []), "hints", fail=fail)
    ]
    goal = _goal(d.get("goal"), fail)
    texts = {name: _message(game.key, key, name, fail) for name in TEXT_FIELDS}
    return Lesson(
        game=game.key,
        number=number,
        key=key,
        title=texts["title"],
        text=texts["text"],
        seat=fields.whole(d.get("seat", 0), "seat", 0, game.max_players - 1, fail=fail),
        goal=goal,
        hint=texts["hint"],
        hints={
            normalize_notation(m): _message(game.key, key, f"hint-{n}", fail)
            for n, m in enumerate(hinted, start=1)
        },
        success=texts["success"],
        solution=tuple(
            fields.text(m, "solution", fail=fail)
            for m in fields.items(d.get("solution"), "solution", fail=fail)
        ),
        position=None if position is None else fields.table(position, "position", fail=fail),
        setup=None if setup is None else _setup(setup, fail),
    )


def message_key(game_key: str, lesson_key: str, name: str) -> str:
    """The catalogue key of a lesson's text `name` (`title`, `hint-2`…)."""
    return f"lesson-{game_key}-{lesson_key}-{name}"


def _message(game_key: str, lesson_key: str, name: str, fail: Callable[[str], Exception]) -> Said:
    """The lesson's text `name` as a `Said`; a `LessonError` when the English catalogue
    does not have it (every lesson text is written in English first)."""
    key = message_key(game_key, lesson_key, name)
    if not exists(key):
        raise fail(
            f"no message `{key}` in the English catalogue "
            f"(bot/i18n/locales/en/lessons-{game_key}.ftl)."
        )
    return said(key)


def _goal(value: Any, fail: Callable[[str], Exception]) -> Goal:
    d = fields.table(value, "goal", fail=fail)
    kind = fields.choice(d.get("kind"), "goal.kind", (PLAY, REACH, WIN_WITHIN), fail=fail)
    within = fields.whole(d.get("within", 1), "goal.within", 1, 100, fail=fail)
    level = fields.text(d.get("level", "easy"), "goal.level", fail=fail)
    seed = fields.count(d.get("seed", 0), "goal.seed", fail=fail)
    if kind == PLAY:
        moves = fields.items(d.get("moves"), "goal.moves", fail=fail)
        if not moves:
            raise fail("`goal.moves` must list at least one move.")
        return Goal(PLAY, moves=tuple(fields.text(m, "goal.moves", fail=fail) for m in moves))
    if kind == WIN_WITHIN:
        return Goal(WIN_WITHIN, within=within, level=level, seed=seed)
    predicate = fields.choice(
        d.get("predicate"), "goal.predicate", (WON, AT_LEAST, COUNT_AT_LEAST), fail=fail
    )
    field, target = "", 0.0
    if predicate != WON:
        field = fields.text(d.get("field"), "goal.field", fail=fail)
        target = fields.number(d.get("value"), "goal.value", fail=fail)
    return Goal(REACH, predicate=predicate, field=field, value=target, within=within,
                level=level, seed=seed)  # fmt: skip


def _setup(value: Any, fail: Callable[[str], Exception]) -> Setup:
    d = fields.table(value, "setup", fail=fail)
    moves: list[tuple[int | None, str]] = []
    for m in fields.items(d.get("moves", []), "setup.moves", fail=fail):
        if isinstance(m, str):
            moves.append((None, m))
        else:
            pair = fields.items(m, "setup.moves entry", 2, fail=fail)
            moves.append((fields.count(pair[0], "setup.moves seat", fail=fail),
                          fields.text(pair[1], "setup.moves move", fail=fail)))  # fmt: skip
    return Setup(
        players=fields.whole(d.get("players"), "setup.players", 1, 8, fail=fail),
        seed=fields.count(d.get("seed", 0), "setup.seed", fail=fail),
        options=fields.table(d.get("options", {}), "setup.options", fail=fail),
        moves=tuple(moves),
    )


# ----- playing ---------------------------------------------------------------------------
def start(game: AnyGame, lesson: Lesson) -> LessonState:
    """The lesson's start: its position decoded (or its set-up replayed) through the
    engine. Raises `LessonError` when it does not decode, is over or the learner's seat
    may not act in it."""
    fail = _fail(f"{game.key} lesson {lesson.number + 1} ({lesson.key})")
    try:
        s = lesson.setup
        if s is None:
            state: AnyState = game.position_from_json(dict(lesson.position or {}))
        else:
            state = game.new_state(s.players, s.seed, game.validate_options(s.players, s.options))
            for seat, text in s.moves:
                state = state.apply(game.parse_move(state, text, seat), seat)
    except GameError as exc:
        raise fail(f"the start does not fit the engine: {exc}") from None
    if state.outcome() is not None:
        raise fail("the start is a finished game.")
    if lesson.seat >= state.num_players or lesson.seat not in state.actors():
        raise fail(f"seat {lesson.seat} may not act at the start.")
    return LessonState(lesson, state)


def try_move(
    game: AnyGame,
    current: LessonState,
    move_text: str,
    seat: int,
    ai: Chooser | None = None,
) -> Outcome:
    """The learner (`seat`) tries `move_text` in the lesson: refused with the engine's own
    refusal or the lesson's hint (nothing changes), progressed (the move and the other
    seats' replies by `ai` are played; the goal is not reached yet) or completed. A `play`
    lesson never plays a move that is not one of its goal's moves. Raises `LessonError`
    when the lesson needs the AI to answer and `ai` is None."""
    lesson, state = current.lesson, current.state
    if seat != lesson.seat:
        return Outcome(REFUSED, said(TEXT_NOT_YOUR_SEAT, seat=game.seat_name(lesson.seat)), current)
    try:
        game.check_turn(state, seat)
        move = game.parse_move(state, move_text, seat)
    except GameError as exc:
        return Outcome(REFUSED, refusal(exc), current)
    notation = game.format_move(state, move)
    goal = lesson.goal
    if goal.kind == PLAY:
        wanted = {normalize_notation(m) for m in goal.moves}
        if normalize_notation(notation) not in wanted:
            return Outcome(REFUSED, hint_for(lesson, notation), current)
        return Outcome(COMPLETED, lesson.success, LessonState(lesson, state.apply(move, seat), 1))
    try:
        after = state.apply(move, seat)
        after, replies = _answer(game, lesson, after, current.moves_made, ai)
    except GameError as exc:
        return Outcome(REFUSED, refusal(exc), current)
    played = LessonState(lesson, after, current.moves_made + 1)
    if goal_met(game, lesson, after):
        return Outcome(COMPLETED, lesson.success, played, replies)
    if after.outcome() is not None or played.moves_made >= goal.within:
        why = TEXT_GAME_ENDED if after.outcome() is not None else TEXT_OUT_OF_TRIES
        message = said(why, hint=hint_for(lesson, notation), within=goal.within)
        return Outcome(REFUSED, message, start(game, lesson), replies)
    return Outcome(PROGRESSED, "", played, replies)


def _answer(
    game: AnyGame, lesson: Lesson, state: AnyState, made: int, ai: Chooser | None
) -> tuple[AnyState, tuple[str, ...]]:
    """`state` after the forced moves and the other seats' AI moves, up to the learner's
    next turn (or the end); with the notation of every move played."""
    replies: list[str] = []
    for _ in range(MAX_REPLIES):
        for step in forced_steps(state):
            replies.append(game.format_move(step.before, step.move))
            state = step.after
        actors = state.actors()
        if state.outcome() is not None or not actors or lesson.seat in actors:
            return state, tuple(replies)
        if ai is None:
            raise LessonError(f"{game.key} lesson {lesson.key} needs an AI to answer.")
        other = min(actors)
        seed = lesson.goal.seed + made * 7919 + state.ply
        text = ai(game.key, game.view(state, other), other, lesson.goal.level, seed)
        move = game.parse_move(state, text, other)
        replies.append(game.format_move(state, move))
        state = state.apply(move, other)
    raise LessonError(f"{game.key} lesson {lesson.key}: the other seats never stop moving.")


def goal_met(game: AnyGame, lesson: Lesson, state: AnyState) -> bool:
    """Whether `state` meets the lesson's `reach` or `win_within` goal (a `play` goal is
    met by its move alone)."""
    goal = lesson.goal
    result = state.outcome()
    if goal.kind == WIN_WITHIN or goal.predicate == WON:
        return result is not None and lesson.seat in result.winners
    if goal.kind == REACH and goal.predicate == AT_LEAST:
        return view_number(game.view(state, lesson.seat), goal.field) >= goal.value
    if goal.kind == REACH and goal.predicate == COUNT_AT_LEAST:
        found = view_value(game.view(state, lesson.seat), goal.field)
        if not isinstance(found, Sequence) or isinstance(found, str):
            raise LessonError(f"the view has no list at `{goal.field}`.")
        return len(found) >= goal.value
    return False


def view_number(view: View, path: str) -> float:
    """The number at the dotted `path` of a view (`scores.0`, `captured.r`, `toto_floor`).
    Raises `LessonError` if there is none."""
    value = view_value(view, path)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise LessonError(f"the view has no number at `{path}`.")
    return float(value)


def view_value(view: View, path: str) -> Any:
    """The value at the dotted `path` of a view: a digit segment indexes a list, another
    a key; None where the path leads nowhere."""
    value: Any = view
    for part in path.split("."):
        if isinstance(value, Sequence) and not isinstance(value, str) and part.isdigit():
            value = value[int(part)] if int(part) < len(value) else None
        elif isinstance(value, Mapping):
            value = value.get(part)
        else:
            value = None
    return value


def hint_for(lesson: Lesson, notation: str) -> Said:
    """The lesson's hint for a wrong try of `notation` (its own hint, else the lesson's)."""
    return lesson.hints.get(normalize_notation(notation)) or lesson.hint


def refusal(exc: GameError) -> Said | str:
    """What the engine said refusing a try (a `Said`; a plain-string error as it is)."""
    return exc.said if exc.said is not None else str(exc)


def next_progress(lessons: Sequence[Lesson], progress: Progress) -> Progress:
    """The progress after the lesson `progress` points at is completed."""
    following = progress.number + 1
    if following >= len(lessons):
        return Progress(progress.game, lessons[-1].key, len(lessons) - 1, done=True)
    return Progress(progress.game, lessons[following].key, following)


__all__ = [
    "AT_LEAST",
    "COMPLETED",
    "COUNT_AT_LEAST",
    "LESSONS_FILE",
    "PLAY",
    "PROGRESSED",
    "REACH",
    "REFUSED",
    "WIN_WITHIN",
    "WON",
    "Chooser",
    "Goal",
    "Lesson",
    "LessonError",
    "LessonState",
    "Outcome",
    "Progress",
    "Setup",
    "goal_met",
    "hint_for",
    "load_lessons",
    "message_key",
    "next_progress",
    "parse_lessons",
    "refusal",
    "start",
    "try_move",
    "view_number",
    "view_value",
]
