"""The AI sees only its own view: other players' secret cards are sampled from the cards it
has not seen (determinization), and the real hidden cards never change its choice."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from bot.ai import choose_move
from bot.core.registry import get_game
from tests.ai.conftest import needs_engine


class DeterminizeSpy:
    """Wraps `Game.determinize` and keeps every world the AI asked for."""

    def __init__(self, game: Any) -> None:
        self.real = game.determinize
        self.worlds: list[Any] = []
        self.views: list[Any] = []

    def __call__(self, view: Any, seat: int, rng: random.Random) -> Any:
        self.views.append(view)
        world = self.real(view, seat, rng)
        self.worlds.append(world)
        return world


# ----- Kitty Stack Tower: objective cards ---------------------------------------------
def _kitty_deal(seed: int = 3):
    game = get_game("kitty")
    return game, game.new_state(4, seed, game.validate_options(4, {"setup": "random"}))


def _kitty_twin(state):
    """The same game for Red with the other three hands re-dealt from Red's unseen cards."""
    from bot.games.kitty.cards import CARD_IDS

    held = {c for hand in state.hands for c in hand}
    unseen = [c for c in CARD_IDS if c not in held]
    others = [c for s in (1, 2, 3) for c in state.hands[s]]
    fake = [others[2], others[5], unseen[0], others[0], unseen[1], others[4]]
    return state.replace(
        hands=(
            state.hands[0],
            tuple(sorted(fake[:2])),
            tuple(sorted(fake[2:4])),
            tuple(sorted(fake[4:])),
        )
    )


@needs_engine("kitty")
def test_kitty_view_holds_no_other_hand() -> None:
    game, state = _kitty_deal()
    text = json.dumps(game.view(state, 0))
    for seat in (1, 2, 3):
        for card in state.hands[seat]:
            if card not in state.hands[0]:
                assert f'"{card}"' not in text
    assert "state" not in game.view(state, 0)  # no encoded full state to peek into


@needs_engine("kitty")
def test_kitty_ai_samples_other_hands_from_the_unseen_cards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from bot.games.kitty.cards import CARD_IDS

    game, state = _kitty_deal()
    spy = DeterminizeSpy(game)
    monkeypatch.setattr(game, "determinize", spy)
    choose_move("kitty", game.view(state, 0), 0, "easy", seed=11)
    assert len(spy.worlds) >= 2  # several sampled worlds, not one guess
    assert all(v == game.view(state, 0) for v in spy.views)  # it was handed Red's view only
    unseen = set(CARD_IDS) - set(state.hands[0])
    real_others = [state.hands[s] for s in (1, 2, 3)]
    sampled = []
    for world in spy.worlds:
        assert world.hands[0] == state.hands[0]
        others = [c for s in (1, 2, 3) for c in world.hands[s]]
        assert set(others) <= unseen and len(others) == len(set(others)) == 6
        sampled.append([world.hands[s] for s in (1, 2, 3)])
    assert any(hands != real_others for hands in sampled)


@needs_engine("kitty")
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_kitty_choice_does_not_depend_on_the_real_hidden_cards(level: str) -> None:
    game, state = _kitty_deal()
    twin = _kitty_twin(state)
    assert twin.hands != state.hands and game.view(twin, 0) == game.view(state, 0)
    assert choose_move("kitty", game.view(state, 0), 0, level, 21) == choose_move(
        "kitty", game.view(twin, 0), 0, level, 21
    )


# ----- Cat and the Tower: competitive goal cards ----------------------------------------
def _cat_deal(seed: int = 4):
    game = get_game("cattower")
    return game, game.new_state(3, seed, game.validate_options(3, {"mode": "competitive"}))


@needs_engine("cattower")
def test_cattower_ai_plays_from_its_view_with_sampled_goals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game, state = _cat_deal()
    seat = state.active
    spy = DeterminizeSpy(game)
    monkeypatch.setattr(game, "determinize", spy)
    move = choose_move("cattower", game.view(state, seat), seat, "hard", seed=2)
    game.parse_move(state, move, seat)  # legal in the real game
    assert spy.worlds and all(v == game.view(state, seat) for v in spy.views)
    for world in spy.worlds:
        assert world.decks.hands[seat] == state.decks.hands[seat]
    text = json.dumps(game.view(state, seat))
    for other in range(3):
        if other != seat:
            for card in state.decks.hands[other]:
                assert f'"{card}"' not in text


@needs_engine("cattower")
def test_cattower_choice_does_not_depend_on_other_players_goals() -> None:
    game, state = _cat_deal()
    seat = state.active
    hands = list(state.decks.hands)
    others = [s for s in range(3) if s != seat]
    hands[others[0]], hands[others[1]] = hands[others[1]], hands[others[0]]
    twin = replace(state, decks=replace(state.decks, hands=tuple(hands)))
    assert game.view(twin, seat) == game.view(state, seat)
    assert choose_move("cattower", game.view(twin, seat), seat, "hard", 2) == choose_move(
        "cattower", game.view(state, seat), seat, "hard", 2
    )


@needs_engine("kitty")
def test_kitty_ai_lets_an_endless_game_end() -> None:
    """Only passes by everyone end Kitty; after a very long game the AI passes."""
    from bot.ai.heuristics.kitty import PATIENCE

    game, state = _kitty_deal()
    late = state.replace(_ply=PATIENCE)
    assert choose_move("kitty", game.view(late, 0), 0, "hard", 1) == "pass"
