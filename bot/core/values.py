"""The plain values of the game protocol (`bot.core.protocol`, which re-exports them:
engines import them from there). What a game declares besides its rules: its match options
(`OptionSpec`, with `first_seat` for a "who moves first" option), the choices each seat
makes in the lobby (`SeatOptionSpec`), extra commands (`CommandSpec`) and capabilities
(`GameCaps`). What it gives the application: how a game ended (`Outcome`), legal moves as
choices (`MoveChoice`), buttons and menus under the board (`ButtonSpec`, `SelectSpec`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from bot.core.errors import OptionError
from bot.i18n import Said, said


@dataclass(frozen=True)
class CommandSpec:
    """An extra `/kitty <name>` command a game declares besides `/kitty move`.

    The command takes one text argument (`argument`). Autocomplete offers the seat's legal
    moves whose notation starts with one of `offers`; the move played is the typed text,
    with `prefix` put in front unless the text already starts with it.
    """

    name: str
    description: Said
    argument: str
    argument_description: Said
    offers: tuple[str, ...]
    prefix: str = ""

    def move_text(self, typed: str) -> str:
        """The move notation to play for what the player typed."""
        text = typed.strip()
        if self.prefix and not text.lower().startswith(self.prefix.strip().lower()):
            return f"{self.prefix}{text}"
        return text


@dataclass(frozen=True)
class SeatOptionSpec:
    """A choice each seat makes for itself in the lobby (Cat and the Tower's hand).

    The application shows a menu per declared seat option, stores the seat's pick and, at
    the start, passes the game an option `name` holding one value per seat, in seat order.
    AI seats take `ai_default`.
    """

    name: str
    label: Said
    description: Said
    choices: tuple[str, ...]
    default: str
    ai_default: str

    def coerce(self, value: str | None) -> str:
        """`value` checked against the choices (None gives the default)."""
        if value is None:
            return self.default
        v = value.strip().lower()
        if v not in self.choices:
            raise OptionError(
                said("core-option-one-of", name=self.label, allowed=", ".join(self.choices))
            )
        return v


@dataclass(frozen=True)
class GameCaps:
    """What a game declares about itself (read by the application, never probed)."""

    #: `apply()` is slow (physics): the service runs it off the event loop.
    heavy_moves: bool = False
    #: Rebuild from seed + log at start-up even when the snapshot is sound.
    replay_on_load: bool = False
    #: Bumped when a rules change makes old logs replay differently.
    rules_version: int = 1
    #: Extra `/kitty` commands this game uses besides `move` (Kitty's place and trade).
    extra_commands: tuple[CommandSpec, ...] = ()
    #: Choices each seat makes for itself in the lobby (see `SeatOptionSpec`).
    seat_options: tuple[SeatOptionSpec, ...] = ()

    def command(self, name: str) -> CommandSpec | None:
        """The declared extra command called `name`, if any."""
        return next((c for c in self.extra_commands if c.name == name), None)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    `winners` lists the winning seats (several for a shared win); an empty tuple is a draw.
    `reason` is a short sentence for the result message ("Blue has no legal move").
    `scores` holds a number per seat where the game keeps score, else None.
    """

    winners: tuple[int, ...]
    reason: Said
    scores: tuple[float, ...] | None = None

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def returns(self, num_players: int) -> tuple[float, ...]:
        """Payoff per seat for search: winners share 1, a draw gives everyone 1/n."""
        if not self.winners:
            return tuple(1.0 / num_players for _ in range(num_players))
        share = 1.0 / len(self.winners)
        return tuple(share if s in self.winners else 0.0 for s in range(num_players))


@dataclass(frozen=True)
class OptionSpec:
    """One match option (`/kitty start kitty radius:4`).

    `kind` is "int", "str" or "bool". `choices` restricts a str/int option; `minimum` and
    `maximum` bound an int option. `default` may be overridden per player count by the
    game's `validate_options`. `/kitty start <game>` shows the option with its choices (or,
    for an int without choices, both bounds, which it then needs) and `description`
    (1–100 characters).
    """

    name: str
    kind: str
    default: Any
    description: Said
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None

    def coerce(self, value: Any) -> Any:
        """Return `value` converted to this option's type, or raise `OptionError`."""
        try:
            if self.kind == "int":
                v: Any = int(value)
            elif self.kind == "bool":
                if isinstance(value, str):
                    low = value.strip().lower()
                    if low not in ("true", "false", "on", "off", "yes", "no", "1", "0"):
                        raise ValueError(value)
                    v = low in ("true", "on", "yes", "1")
                else:
                    v = bool(value)
            else:
                v = str(value).strip().lower()
        except (TypeError, ValueError):
            raise OptionError(
                said("core-option-kind", name=self.name, kind=self.kind, value=str(value))
            ) from None
        if self.choices is not None and v not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise OptionError(said("core-option-one-of", name=self.name, allowed=allowed))
        if self.minimum is not None and v < self.minimum:
            raise OptionError(said("core-option-at-least", name=self.name, bound=self.minimum))
        if self.maximum is not None and v > self.maximum:
            raise OptionError(said("core-option-at-most", name=self.name, bound=self.maximum))
        return v


#: The value of a "who moves first" option that lets the match's seed choose.
RANDOM_FIRST = "random"


def first_seat(value: Any, names: tuple[str, ...], seed: int) -> int:
    """The seat that moves first for a "who moves first" option: the seat named `value`
    (case-insensitive; an unknown name or None gives seat 0), or for `RANDOM_FIRST` a seat
    drawn from `seed` alone, so that seed + options rebuild the same start."""
    word = str(value if value is not None else "").strip().lower()
    if word == RANDOM_FIRST:
        return random.Random(f"first:{seed}").randrange(len(names))
    lowered = [n.lower() for n in names]
    return lowered.index(word) if word in lowered else 0


@dataclass(frozen=True)
class MoveChoice:
    """A legal move as offered to a player: its notation, a label in words and the board
    cells it touches (origin first, then its target or targets; see `Game.move_cells`)."""

    notation: str
    label: Said | str
    cells: tuple[str, ...] = ()


@dataclass(frozen=True)
class ButtonSpec:
    """A game-specific button shown under the board (e.g. the pie rule's "Swap").

    Clicking it submits `move` (notation) for the clicking seat. `seats` lists who may
    click it (None = any seat that may act). `style` is "primary", "secondary", "success"
    or "danger".
    """

    label: Said
    move: str
    seats: tuple[int, ...] | None = None
    style: str = "secondary"


@dataclass(frozen=True)
class SelectSpec:
    """A game-specific select menu under the board (e.g. "pet which Friend?").

    Each option is (label, move notation); choosing one submits that move for the
    choosing seat. `seats` as for `ButtonSpec`. At most 25 options.
    """

    placeholder: Said
    options: tuple[tuple[Said | str, str], ...]
    seats: tuple[int, ...] | None = None
