"""The inputs of `/kitty start`, generated from what the registered games declare.

Besides the fixed inputs (`game`, `players`, `opponent`, `level`, `watch`, `thread`) there is one
input per seat option a game declares (Cat and the Tower's `hand`, with its choices) and
one per game option (`radius`, `first`, …; an option several games declare is one input).
discord.py reads a command's inputs from its callback's signature, so `StartInputs.apply`
gives the callback a constructed `__signature__` (with the descriptions and choices);
`StartInputs.read` turns what Discord passed back into a `StartRequest`.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from discord import app_commands

from bot.core.protocol import OptionSpec
from bot.core.registry import AnyGame
from bot.matches.clocks import PRESETS
from bot.matches.models import AI_LEVELS
from cogs.declared import DeclarationError, seat_option_key

F = TypeVar("F", bound=Callable[..., Any])
#: What Discord passes for one `/kitty start` input.
StartValue = str | int | bool | None

#: Discord's limits: inputs per command, characters of an input's description.
MAX_INPUTS = 25
DESCRIPTION = 100

FIXED = ("game", "players", "opponent", "level", "watch", "time", "takebacks", "thread")


@dataclass(frozen=True)
class StartRequest:
    """What `/kitty start` asked for."""

    game: str
    players: int | None = None
    opponent: str | None = None
    level: str | None = None
    watch: bool = False
    #: The time per move: a preset of `bot.matches.clocks.PRESETS` ("10m"), None: untimed.
    time: str | None = None
    #: "allowed" (None: the default) or "forbidden": may players take back moves.
    takebacks: str | None = None
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
    description: str
    choices: list[app_commands.Choice[str]] | None = None
    required: bool = False

    def parameter(self) -> inspect.Parameter:
        return inspect.Parameter(
            self.name,
            inspect.Parameter.KEYWORD_ONLY,
            annotation=self.annotation,
            default=inspect.Parameter.empty if self.required else None,
        )


def _cut(text: str) -> str:
    return text if len(text) <= DESCRIPTION else text[: DESCRIPTION - 1] + "…"


def _option_input(name: str, entries: list[tuple[str, OptionSpec]]) -> _Input:
    """One input for an option declared by one or more games (same kind everywhere; an int
    bounded by every game gets the widest range)."""
    kinds = {spec.kind for _, spec in entries}
    if len(kinds) != 1:
        raise DeclarationError(f"option `{name}` has different kinds: {sorted(kinds)}")
    kind = kinds.pop()
    annotation: Any = str
    if kind == "bool":
        annotation = bool
    elif kind == "int":
        lows = [s.minimum for _, s in entries]
        highs = [s.maximum for _, s in entries]
        if all(x is not None for x in lows + highs):
            low = min(x for x in lows if x is not None)
            high = max(x for x in highs if x is not None)
            annotation = app_commands.Range[int, low, high]
        else:
            annotation = int
    by_text: dict[str, list[str]] = {}
    for title, spec in entries:
        by_text.setdefault(spec.description, []).append(title)
    text = " · ".join(f"{', '.join(titles)}: {desc}" for desc, titles in by_text.items())
    return _Input(name, annotation | None, _cut(text))


class StartInputs:
    """The `/kitty start` inputs for `games`. Raises `DeclarationError` when declarations
    clash (an option named like a fixed input, one name with two kinds) or exceed Discord's
    25 inputs."""

    def __init__(self, games: Iterable[AnyGame]) -> None:
        games = list(games)
        low = min(g.min_players for g in games)
        high = max(g.max_players for g in games)
        inputs = [
            _Input(
                "game",
                str,
                "Which game",
                [app_commands.Choice(name=g.title, value=g.key) for g in games],
                required=True,
            ),
            _Input(
                "players",
                app_commands.Range[int, low, high] | None,
                "How many seats (default: the game's usual count)",
            ),
            _Input(
                "opponent",
                str | None,
                "Play against the AI right away",
                [app_commands.Choice(name="AI", value="ai")],
            ),
            _Input(
                "level",
                str | None,
                "AI strength (with opponent: ai)",
                [app_commands.Choice(name=x, value=x) for x in AI_LEVELS],
            ),
            _Input(
                "watch",
                bool | None,
                "With opponent: AI — every seat is an AI and you watch",
            ),
            _Input(
                "time",
                str | None,
                "Time per move (the others may claim, skip or hand the seat to an AI after)",
                [app_commands.Choice(name=words, value=key) for key, words, _s in PRESETS],
            ),
            _Input(
                "takebacks",
                str | None,
                "May players take back a move (the others agree; against the AI at once)",
                [app_commands.Choice(name=x, value=x) for x in ("allowed", "forbidden")],
            ),
            _Input(
                "thread",
                bool | None,
                "Open the table in its own thread (a channel can host many games)",
            ),
        ]
        self.seat_keys: list[str] = []
        for g in games:
            for spec in g.caps.seat_options:
                key = seat_option_key(spec)
                if key in self.seat_keys:
                    continue
                self.seat_keys.append(key)
                inputs.append(
                    _Input(
                        key,
                        str | None,
                        _cut(f"{g.title}: {spec.description}"),
                        [app_commands.Choice(name=c, value=c) for c in spec.choices],
                    )
                )
        declared: dict[str, list[tuple[str, OptionSpec]]] = {}
        for g in games:
            per_seat = {s.name for s in g.caps.seat_options}
            for opt in g.options:
                if opt.name not in per_seat:
                    declared.setdefault(opt.name, []).append((g.title, opt))
        self.option_names = list(declared)
        inputs += [_option_input(name, entries) for name, entries in declared.items()]
        names = [i.name for i in inputs]
        clashes = sorted({n for n in names if names.count(n) > 1})
        if clashes:
            raise DeclarationError(f"/kitty start: inputs declared twice: {clashes}")
        if len(inputs) > MAX_INPUTS:
            raise DeclarationError(f"/kitty start would have {len(inputs)} inputs (Discord: 25)")
        self.inputs = inputs

    def names(self) -> list[str]:
        """Every input's name, in order."""
        return [i.name for i in self.inputs]

    def apply(self, func: F) -> F:
        """Give the command callback `func([self,] interaction, /, **values)` these inputs."""
        params = inspect.signature(func).parameters.values()
        fixed = [p for p in params if p.kind is not inspect.Parameter.VAR_KEYWORD]
        # discord.py reads the inputs from `inspect.signature(func)`, which honours this.
        vars(func)["__signature__"] = inspect.Signature(
            [*fixed, *(i.parameter() for i in self.inputs)]
        )
        func = app_commands.describe(**{i.name: i.description for i in self.inputs})(func)
        return app_commands.choices(**{i.name: i.choices for i in self.inputs if i.choices})(func)

    def read(self, values: Mapping[str, StartValue]) -> StartRequest:
        """The request behind the values Discord passed (missing inputs are None)."""
        players = values.get("players")
        return StartRequest(
            game=str(values.get("game")),
            players=players if isinstance(players, int) else None,
            opponent=_text(values.get("opponent")),
            level=_text(values.get("level")),
            watch=values.get("watch") is True,
            time=_text(values.get("time")),
            takebacks=_text(values.get("takebacks")),
            thread=values.get("thread") is True,
            seat_choices={k: v for k in self.seat_keys if isinstance(v := values.get(k), str)},
            options={k: v for k in self.option_names if (v := values.get(k)) is not None},
        )


def _text(value: StartValue) -> str | None:
    return value if isinstance(value, str) else None
