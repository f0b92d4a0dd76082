"""Seats as stored, and seat options as a game declares them."""

from __future__ import annotations

import pytest

from bot.core.errors import OptionError
from bot.matches import Seat
from bot.matches import seats as seating
from tests.matches import race


def test_a_seat_round_trips_through_json() -> None:
    seat = Seat("ann", 1, None, {"hand": "wild"})
    assert seat.to_json() == {"name": "ann", "user_id": 1, "ai": None, "options": {"hand": "wild"}}
    assert Seat.from_json(seat.to_json()) == seat
    ai = Seat("Kitty AI 1", None, "hard")
    assert Seat.from_json(ai.to_json()) == ai and ai.is_ai


def test_a_seat_stored_before_seat_options_keeps_its_hand() -> None:
    old = {"name": "ann", "user_id": "1", "ai": None, "difficulty": "shaky"}
    assert Seat.from_json(old) == Seat("ann", 1, None, {"difficulty": "shaky"})
    assert Seat.from_json({"name": "bob"}) == Seat("bob")
    with pytest.raises(TypeError):
        Seat.from_json({"name": "cat", "options": ["x"]})


def test_declared_seat_options() -> None:
    game = race.GAME
    assert seating.human_options(game, {}) == {"hand": "calm"}
    assert seating.human_options(game, {"hand": " Wild "}) == {"hand": "wild"}
    assert seating.ai_options(game) == {"hand": "wild"}
    with pytest.raises(OptionError):
        seating.human_options(game, {"speed": "fast"})
    seats = [Seat("a", 1, None, {"hand": "wild"}), Seat("b", 2), Seat("c", None, "easy")]
    assert seating.start_values(game, seats) == {"hand": ["wild", "calm", "wild"]}
    assert seating.changed(game, seats[1], "hand", "wild").options == {"hand": "wild"}
