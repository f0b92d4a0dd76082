"""Seat options: the choices each seat makes for itself in the lobby, as the game declares
them (`GameCaps.seat_options`, e.g. Cat and the Tower's hand). A seat stores its picks by
name; at the start the game gets each declared option as one value per seat."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.core.errors import OptionError
from bot.core.protocol import SeatOptionSpec
from bot.core.registry import AnyGame
from bot.i18n import said
from bot.matches.models import Seat


def spec_of(game: AnyGame, name: str) -> SeatOptionSpec:
    """The game's declared seat option `name`; `OptionError` when it has none."""
    for spec in game.caps.seat_options:
        if spec.name == name:
            return spec
    raise OptionError(said("match-no-seat-option", game=game.title, name=name))


def human_options(game: AnyGame, picks: Mapping[str, str]) -> dict[str, str]:
    """A person's seat options: every declared seat option, their pick (checked against its
    choices) or its default. `OptionError` for a name the game does not declare or a value
    not among the choices."""
    for name in picks:
        spec_of(game, name)
    return {spec.name: spec.coerce(picks.get(spec.name)) for spec in game.caps.seat_options}


def ai_options(game: AnyGame) -> dict[str, str]:
    """An AI seat's options: every declared seat option at its `ai_default`."""
    return {spec.name: spec.ai_default for spec in game.caps.seat_options}


def changed(game: AnyGame, seat: Seat, name: str, value: str) -> Seat:
    """`seat` with its pick of the seat option `name` changed to `value` (checked)."""
    picked = spec_of(game, name).coerce(value)
    return Seat(seat.name, seat.user_id, seat.ai_level, {**seat.options, name: picked})


def start_values(game: AnyGame, seats: Sequence[Seat]) -> dict[str, list[str]]:
    """Each declared seat option with one value per seat, in seat order, as the game gets
    it at the start: the seat's pick, else the default (`ai_default` for an AI seat)."""
    out: dict[str, list[str]] = {}
    for spec in game.caps.seat_options:
        out[spec.name] = [
            s.options.get(spec.name, spec.ai_default if s.is_ai else spec.default) for s in seats
        ]
    return out


#: A lobby's meta key saying which match it is the rematch of, and the seat order.
REMATCH = "rematch"


def seat_key(seat: Seat) -> str:
    """A seat's place in a rematch's order: its member, or an AI by name."""
    return f"u:{seat.user_id}" if seat.user_id is not None else f"ai:{seat.name}"


def rotated(seats: Sequence[Seat]) -> list[Seat]:
    """The seats of a rematch: everyone moves one seat up, the first player goes last."""
    return [*seats[1:], *seats[:1]]


def ordered(seats: Sequence[Seat], order: Sequence[str]) -> list[Seat]:
    """`seats` in the rematch's `order` (seats it does not name keep their order, last)."""
    rank = {key: i for i, key in enumerate(order)}
    return sorted(seats, key=lambda s: rank.get(seat_key(s), len(rank)))
