"""`/kitty start <game>`: one subcommand per registered game, generated from what it declares.

Each subcommand has the game's own inputs first — one per seat option it declares (Cat and
the Tower's `hand`) and one per game option (`radius`, `first`, …), each with its listed
choices or its bounds and the game's description — then the inputs every game shares
(`players` where the game seats more than one count, `opponent`, `level`, `watch`, `time`,
`takebacks`, `hints`, `thread`). Whatever is not given comes from the game's defaults. A game whose
declarations Discord could not show (an option without choices or bounds, a description
too long, too many inputs or choices, a name Discord refuses) raises `DeclarationError`
when the commands are built, so a new game is checked by declaring it.

discord.py reads a command's inputs from its callback's signature, so `GameStart.command`
gives the callback a constructed `__signature__` (with the descriptions and choices);
`GameStart.read` turns what Discord passed back into a `StartRequest`.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import discord
from discord import app_commands

from bot.ai.hint_policy import HINTS_OPTION
from bot.core.protocol import OptionSpec, SeatOptionSpec
from bot.core.registry import AnyGame
from bot.i18n import Said, exists, said
from bot.matches.clocks import PRESETS
from bot.matches.models import AI_LEVELS
from cogs.declared import DeclarationError, seat_option_key
from cogs.language import command_text
from cogs.message import answers_errors
from cogs.translator import english, said_text

#: What Discord passes for one `/kitty start` input.
StartValue = str | int | bool | None
#: What a `/kitty start <game>` subcommand does with the request it read.
RunStart = Callable[[discord.Interaction, "StartRequest"], Awaitable[None]]

#: Discord's limits: inputs per command, choices per input, characters of a description.
MAX_INPUTS = 25
MAX_CHOICES = 25
DESCRIPTION = 100
#: Discord's rule for a command's or an input's name (lower-case here).
NAME = re.compile(r"^[-_a-z0-9]{1,32}$")

#: The inputs every game's subcommand has, after the game's own.
COMMON = ("players", "opponent", "level", "watch", "time", "takebacks", "hints", "thread")

#: The `/kitty start` group's description.
GROUP_DESCRIPTION = command_text("cmd-start")
#: A description or a choice's name as discord.py takes it: a `locale_str` carries the
#: catalogue key the translator says in each member's language (`cogs.translator`).
Text = str | app_commands.locale_str


@dataclass(frozen=True)
class StartRequest:
    """What `/kitty start <game>` asked for."""

    game: str
    players: int | None = None
    opponent: str | None = None
    level: str | None = None
    watch: bool = False
    #: The time per move: a preset of `bot.matches.clocks.PRESETS` ("10m"), None: untimed.
    time: str | None = None
    #: "allowed" (None: the default) or "forbidden": may players take back moves.
    takebacks: str | None = None
    #: "on" offers the Hint button (`bot.ai.hint_policy`); None: the default, "off".
    hints: str | None = None
    #: Open the table in a new thread of the channel (many tables per channel).
    thread: bool = False
    #: The host's pick per seat option key (`hand` → `steady`).
    seat_choices: Mapping[str, str] = field(default_factory=dict)
    #: The game options given (the game checks them).
    options: Mapping[str, str | int | bool] = field(default_factory=dict)

    @property
    def against_ai(self) -> bool:
        return self.opponent == "ai"


@dataclass(frozen=True)
class _Input:
    name: str
    annotation: Any
    description: Text
    #: Listed words, or listed numbers.
    choices: list[app_commands.Choice[str]] | None = None
    numbers: list[app_commands.Choice[int]] | None = None

    def parameter(self) -> inspect.Parameter:
        return inspect.Parameter(
            self.name, inspect.Parameter.KEYWORD_ONLY, annotation=self.annotation, default=None
        )


def _described(where: str, value: Said | Text) -> Text:
    """`value` as a Discord description (a `Said` becomes a `locale_str` for the
    translator), or `DeclarationError` when Discord would refuse its English or it says
    nothing (never cut: a cut description reads as a broken one). The translator checks
    each language's text against the same limit."""
    text = english(value).strip()
    if not text or text.strip("….") == "" or len(text) > DESCRIPTION:
        raise DeclarationError(
            f"{where}: a description must say something in 1–{DESCRIPTION} characters, not {text!r}"
        )
    found = said_text(value)
    return found if isinstance(found, app_commands.locale_str) else text


def _option_input(title: str, spec: OptionSpec) -> _Input:
    """The input of one game option: a bool is a yes/no input; a str needs listed choices;
    an int listed choices or both bounds."""
    where = f"{title}: option `{spec.name}`"
    description = _described(where, spec.description)
    if spec.kind == "bool":
        return _Input(spec.name, bool | None, description)
    if spec.kind not in ("int", "str"):
        raise DeclarationError(f"{where}: unknown kind {spec.kind!r}")
    if spec.choices is not None:
        if not 1 <= len(spec.choices) <= MAX_CHOICES:
            raise DeclarationError(f"{where}: 1 to {MAX_CHOICES} choices, not {len(spec.choices)}")
        if spec.kind == "int":
            ints = [app_commands.Choice(name=str(c), value=int(c)) for c in spec.choices]
            return _Input(spec.name, int | None, description, numbers=ints)
        words = [app_commands.Choice(name=str(c), value=str(c)) for c in spec.choices]
        return _Input(spec.name, str | None, description, words)
    if spec.kind == "int" and spec.minimum is not None and spec.maximum is not None:
        return _Input(
            spec.name, app_commands.Range[int, spec.minimum, spec.maximum] | None, description
        )
    raise DeclarationError(f"{where}: declare its choices (or, for a number, both bounds)")


def _seat_input(title: str, spec: SeatOptionSpec) -> _Input:
    key = seat_option_key(spec)
    description = _described(f"{title}: seat option `{key}`", spec.description)
    if not 1 <= len(spec.choices) <= MAX_CHOICES:
        raise DeclarationError(f"{title}: seat option `{key}` needs 1 to {MAX_CHOICES} choices")
    return _Input(
        key, str | None, description, [app_commands.Choice(name=c, value=c) for c in spec.choices]
    )


def _common_inputs(game: AnyGame) -> list[_Input]:
    """The inputs every game shares (`players` only where the game has a choice of count)."""
    inputs = []
    if game.min_players < game.max_players:
        seats = said("cmd-start-players", min=game.min_players, max=game.max_players)
        inputs.append(
            _Input(
                "players",
                app_commands.Range[int, game.min_players, game.max_players] | None,
                _described("/kitty start players", seats),
            )
        )
    hints = HINTS_OPTION.description
    return [
        *inputs,
        _Input(
            "opponent",
            str | None,
            command_text("cmd-start-opponent"),
            [app_commands.Choice(name=command_text("cmd-start-opponent-ai"), value="ai")],
        ),
        _Input(
            "level",
            str | None,
            command_text("cmd-start-level"),
            [_choice(f"cmd-level-{x}", x) for x in AI_LEVELS],
        ),
        _Input("watch", bool | None, command_text("cmd-start-watch")),
        _Input(
            "time",
            str | None,
            command_text("cmd-start-time"),
            [_choice(f"cmd-time-{key}", key) for key, _words, _s in PRESETS],
        ),
        _Input(
            "takebacks",
            str | None,
            command_text("cmd-start-takebacks"),
            [_choice(f"cmd-takebacks-{x}", x) for x in ("allowed", "forbidden")],
        ),
        _Input(
            HINTS_OPTION.name,
            str | None,
            said_text(hints) if isinstance(hints, Said) else command_text("cmd-start-hints"),
            [_choice(f"cmd-hints-{x}", str(x)) for x in HINTS_OPTION.choices or ()],
        ),
        _Input("thread", bool | None, command_text("cmd-start-thread")),
    ]


def _choice(key: str, value: str) -> app_commands.Choice[str]:
    """A listed word: its name from the catalogue (`key`), when the catalogue has it,
    else the word itself (a value added in code before its text)."""
    return app_commands.Choice(name=command_text(key) if exists(key) else value, value=value)


class GameStart:
    """The `/kitty start <game>` subcommand of one game: its inputs, read back as a
    `StartRequest`. Raises `DeclarationError` for declarations Discord cannot show."""

    def __init__(self, game: AnyGame) -> None:
        self.key = game.key
        self.title = game.title
        if not NAME.match(self.key):
            raise DeclarationError(f"{self.title}: `{self.key}` cannot name a Discord command")
        opens = (
            said("cmd-start-game-fixed", title=game.title, count=game.min_players)
            if game.min_players == game.max_players
            else said(
                "cmd-start-game-range", title=game.title, min=game.min_players, max=game.max_players
            )
        )
        self.description = _described(f"/kitty start {self.key}", opens)
        seat_specs = game.caps.seat_options
        seat_inputs = [_seat_input(self.title, s) for s in seat_specs]
        per_seat = {s.name for s in seat_specs}
        option_inputs = [
            _option_input(self.title, o) for o in game.options if o.name not in per_seat
        ]
        self.seat_keys = [i.name for i in seat_inputs]
        self.option_names = [i.name for i in option_inputs]
        inputs = [*seat_inputs, *option_inputs, *_common_inputs(game)]
        names = [i.name for i in inputs]
        bad = [n for n in names if not NAME.match(n)]
        if bad:
            raise DeclarationError(f"/kitty start {self.key}: names Discord refuses: {bad}")
        clashes = sorted({n for n in names if names.count(n) > 1})
        if clashes:
            raise DeclarationError(f"/kitty start {self.key}: inputs declared twice: {clashes}")
        if len(inputs) > MAX_INPUTS:
            raise DeclarationError(
                f"/kitty start {self.key} would have {len(inputs)} inputs (Discord: 25)"
            )
        self.inputs = inputs

    def names(self) -> list[str]:
        """Every input's name, in order."""
        return [i.name for i in self.inputs]

    def read(self, values: Mapping[str, StartValue]) -> StartRequest:
        """The request behind the values Discord passed (missing inputs are None)."""
        players = values.get("players")
        return StartRequest(
            game=self.key,
            players=players if isinstance(players, int) else None,
            opponent=_text(values.get("opponent")),
            level=_text(values.get("level")),
            watch=values.get("watch") is True,
            time=_text(values.get("time")),
            takebacks=_text(values.get("takebacks")),
            hints=_text(values.get(HINTS_OPTION.name)),
            thread=values.get("thread") is True,
            seat_choices={k: v for k in self.seat_keys if isinstance(v := values.get(k), str)},
            options={k: v for k in self.option_names if (v := values.get(k)) is not None},
        )

    def command(self, run: RunStart) -> app_commands.Command[Any, ..., None]:
        """The slash command `start <key>`: its inputs read into a `StartRequest` for `run`
        (an error `run` raises is answered privately)."""

        @answers_errors
        async def callback(interaction: discord.Interaction, /, **values: StartValue) -> None:
            await run(interaction, self.read(values))

        # discord.py reads the inputs from `inspect.signature(callback)`, which honours this.
        vars(callback)["__signature__"] = inspect.Signature(
            [
                inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_ONLY),
                *(i.parameter() for i in self.inputs),
            ]
        )
        described = app_commands.describe(**{i.name: i.description for i in self.inputs})(callback)
        words = app_commands.choices(**{i.name: i.choices for i in self.inputs if i.choices})
        numbers = app_commands.choices(**{i.name: i.numbers for i in self.inputs if i.numbers})
        chosen = numbers(words(described))
        return app_commands.Command(name=self.key, description=self.description, callback=chosen)


def game_starts(games: Iterable[AnyGame]) -> list[GameStart]:
    """One `GameStart` per game, in registry order (raises `DeclarationError`, see there)."""
    starts = [GameStart(g) for g in games]
    if len(starts) > MAX_INPUTS:
        raise DeclarationError(f"/kitty start would have {len(starts)} subcommands (Discord: 25)")
    return starts


def start_group(
    starts: Iterable[GameStart],
    run: RunStart,
    prepare: Callable[[app_commands.Command[Any, ..., None]], None] = lambda c: None,
) -> app_commands.Group:
    """The `/kitty start` group: one subcommand per game, each given to `prepare` (to add
    the cog's check and error hook) before it joins the group."""
    group = app_commands.Group(name="start", description=GROUP_DESCRIPTION)
    for start in starts:
        command = start.command(run)
        prepare(command)
        group.add_command(command)
    return group


def game_option_names(starts: Iterable[GameStart]) -> list[str]:
    """The games' own input names, each once, in registry order (for `/kitty help`)."""
    names: dict[str, None] = {}
    for start in starts:
        names.update(dict.fromkeys([*start.option_names, *start.seat_keys]))
    return list(names)


def _text(value: StartValue) -> str | None:
    return value if isinstance(value, str) else None
