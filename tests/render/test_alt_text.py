"""Board images' descriptions for screen readers (`render/alt_text.py`): whose turn (the
person and the colour), the last move, the score, within Discord's 1 024 characters."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.core.registry import AnyGame, all_games
from bot.matches.models import with_players
from render.alt_text import LIMIT, describe

NAMES = ["Alexandra Konstantinopoulou", "さくら", "王小明", "Жанна", "Kitty AI 1 (hard)"]


def _actor(state: Any) -> int | None:
    if state.to_move is not None:
        return int(state.to_move)
    actors = state.actors() if callable(state.actors) else state.actors
    return min(actors) if actors else None


def positions(game: AnyGame, players: int, seed: int) -> list[Any]:
    """A start, a middle and (when reached in 400 plies) an end of a random game."""
    rng = random.Random(seed)
    state = game.new_state(players, seed, game.validate_options(players, {}))
    seen = [state]
    for ply in range(400):
        seat = _actor(state)
        if state.outcome() is not None or seat is None:
            break
        moves = state.legal_moves(seat)
        if not moves:
            break
        state = state.apply(rng.choice(moves), seat)
        if ply == 12:
            seen.append(state)
    seen.append(state)
    return seen


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_every_board_is_described_within_discords_limit(game: AnyGame) -> None:
    players = min(game.max_players, max(game.min_players, 4 if game.max_players >= 4 else 2))
    for state in positions(game, players, 3):
        view = with_players(game.view(state, None), NAMES[:players])
        text = describe(view, game.title)
        assert 0 < len(text) <= LIMIT
        assert text.startswith(f"{game.title} board.")
        last = view.get("last_move")
        if last:
            assert f"Last move: {last}." in text
        to_move = view.get("to_move")
        if view.get("outcome") is None and to_move is not None:
            assert f"{NAMES[to_move]}" in text and "to play." in text
        if view.get("outcome") is not None:
            assert "Game over" in text


def test_the_turn_names_the_person_and_the_colour() -> None:
    view: Any = {
        "game": "towers",
        "to_move": 1,
        "players": 2,
        "last_move": "a1-a2",
        "seat_names": ["Yellow", "Blue"],
        "player_names": ["Alice", "Bob"],
    }
    text = describe(view, "Towers")
    assert text.startswith("Towers board. Bob (Blue) to play. Last move: a1-a2.")
    view["outcome"] = {"winners": [0], "reason": "Blue has no move."}
    assert "Game over: Alice (Yellow) wins. Blue has no move." in describe(view, "Towers")
