"""Issue 29: every sentence Cat and the Tower shows players is in players' words.

Seeded random games (co-op to the tower's collapse, and competitive) are played through
the real engine; every announcement (`slip`, `notice`), step line, menu label of every
legal move and the result's reason is collected and read: no engine terms (the wall's
"fold" and "stance", speeds in mm/s, a pat that "pressed"), and no announcement so long
that it lists every piece one by one.
"""

from __future__ import annotations

import random

import pytest

from bot.core.registry import get_game
from bot.games.cattower.position import Position
from bot.games.cattower.texts import describe_move
from bot.i18n import ENGLISH_WORDS

ENGINE_WORDS = ("fold", "stance", "mm/s", "pressed", "impulse", "offset", "friction")
#: The longest announcement a phone player should have to read after one placement.
MAX_ANNOUNCEMENT = 240


def _sentences(mode: str, seed: int, plies: int) -> tuple[list[str], list[str]]:
    """(announcements, other player texts) of a seeded random game of `plies` plies."""
    game = get_game("cattower")
    options = game.validate_options(3, {} if mode == "coop" else {"mode": mode})
    state = game.new_state(3, seed, options)
    rng = random.Random(seed)
    said: list[str] = []
    shown: list[str] = []
    for _ in range(plies):
        if state.outcome() is not None:
            break
        forced = state.forced_move()
        moves = [forced] if forced is not None else state.legal_moves(state.to_move)
        if not moves:
            break
        assert isinstance(state, Position)
        shown += [ENGLISH_WORDS.say(describe_move(state, m)) for m in moves]
        before = state
        state = state.apply(rng.choice(moves))
        said += [str(line) for line in game.announce(before, None, state)]
        view = game.view(state, None)
        shown.append(ENGLISH_WORDS.say(view["step"]))
    outcome = state.outcome()
    if outcome is not None:
        shown.append(str(outcome.reason))
    return said, shown


@pytest.fixture(scope="module")
def coop_game() -> tuple[list[str], list[str]]:
    return _sentences("coop", 1, 400)


@pytest.fixture(scope="module")
def race_game() -> tuple[list[str], list[str]]:
    return _sentences("competitive", 3, 260)


def test_coop_game_speaks_in_players_words(coop_game: tuple[list[str], list[str]]) -> None:
    said, shown = coop_game
    assert any("slipped" in s for s in said)  # placements were announced
    for text in said + shown:
        low = text.lower()
        assert not [w for w in ENGINE_WORDS if w in low], text


def test_competitive_game_speaks_in_players_words(
    race_game: tuple[list[str], list[str]],
) -> None:
    said, shown = race_game
    assert any("slipped" in s for s in said)
    for text in said + shown:
        low = text.lower()
        assert not [w for w in ENGINE_WORDS if w in low], text


def test_a_squeezed_wall_is_said_in_words(coop_game: tuple[list[str], list[str]]) -> None:
    """A wall set down pinched narrower says so ("squeezed 4% narrower"), not in the
    engine's fold-and-stance terms."""
    said, _ = coop_game
    assert any("squeezed" in s and "narrower" in s for s in said)


@pytest.mark.parametrize("mode, seed, plies", [("coop", 1, 400), ("competitive", 3, 260)])
def test_no_announcement_lists_every_piece(mode: str, seed: int, plies: int) -> None:
    said, _ = _sentences(mode, seed, plies)
    assert said
    longest = max(said, key=len)
    assert len(longest) <= MAX_ANNOUNCEMENT, longest


def test_many_fallen_pieces_are_counted_not_named() -> None:
    from bot.games.cattower.texts import damage_sentence

    pieces = ["fl3", "fl4", "f1", "f2", "f5", "f9"]
    text = str(damage_sentence(0, 5, 5, pieces, [], []))
    assert "2 floors" in text and "4 Friends" in text
    assert "f9" not in text
    few = str(damage_sentence(1, 2, 5, ["fl3", "f1"], [], []))
    assert few.startswith("1 wall fell from the tower (2 of 5 down)")
    assert "floor 3" in few and "Friend f1" in few


@pytest.mark.parametrize(
    "down, side, expected",
    [
        (10.0, 1.0, "A gentle pat, straight down."),
        (40.0, -12.0, "A firm pat, pushing a little to the left."),
        (120.0, 60.0, "A heavy pat, pushing hard to the right."),
    ],
)
def test_a_pat_is_felt_not_measured(down: float, side: float, expected: str) -> None:
    from bot.games.cattower.texts import pat_sentence

    assert str(pat_sentence(down, side)) == expected
