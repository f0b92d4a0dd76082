"""Every legal move is reachable in two taps (two menus of at most 25) and by narrowing the
autocomplete — for every registered game, over positions from seeded random games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.core.protocol import MoveChoice
from bot.core.registry import all_games
from bot.matches.picker import MENU_LIMIT, find_group, group_key, group_moves, narrow


def positions(game: Any, seed: int, plies: int = 80) -> list[tuple[Any, int]]:
    """(state, seat) pairs along a seeded random game."""
    players = max(2, game.min_players)
    opts: dict[str, Any] = {}
    if any(o.name == "setup" for o in game.options):
        opts["setup"] = "random"
    state = game.new_state(players, seed, game.validate_options(players, opts))
    rng = random.Random(seed)
    out = []
    for _ in range(plies):
        if state.outcome() is not None:
            break
        actors = sorted(state.actors())
        if not actors:
            break
        seat = actors[0]
        out.append((state, seat))
        state = state.apply(rng.choice(state.legal_moves(seat)), seat)
    return out


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_every_legal_move_is_two_taps_away(game: Any) -> None:
    checked = 0
    for seed in (1, 2, 3):
        for state, seat in positions(game, seed):
            choices = game.move_choices(state, seat)
            groups = group_moves(choices)
            assert len(groups) <= MENU_LIMIT
            assert all(1 <= len(g.choices) <= MENU_LIMIT for g in groups)
            flat = [c.notation for g in groups for c in g.choices]
            assert sorted(flat) == sorted(c.notation for c in choices)
            assert len({g.key for g in groups}) == len(groups)
            for g in groups:
                assert find_group(choices, g.key) == g
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_autocomplete_narrows_to_every_move(game: Any) -> None:
    for state, seat in positions(game, 4)[::5]:
        choices = game.move_choices(state, seat)
        for c in choices:
            shown, total = narrow(choices, c.notation)
            assert c in shown, f"typing {c.notation!r} does not offer it"
            shown, total = narrow(choices, group_key(c.notation))
            assert c in shown or total > MENU_LIMIT


def test_groups_split_and_pack_within_the_limits() -> None:
    many = [MoveChoice(f"place {chr(97 + i // 9)}{i % 9 + 1}", "") for i in range(60)]
    groups = group_moves(many)
    assert [len(g.choices) for g in groups] == [25, 25, 10]
    spread = [MoveChoice(f"{chr(97 + i % 26)}{i // 26 + 1}-z9", "") for i in range(300)]
    groups = group_moves(spread)
    assert len(groups) <= 25 and sum(len(g.choices) for g in groups) == 300
    with pytest.raises(ValueError):
        group_moves([MoveChoice(f"m{i}", "") for i in range(626)])


def test_typing_a_cell_lists_the_moves_from_it_first() -> None:
    choices = [MoveChoice("b2-a1", ""), MoveChoice("a1-a2", ""), MoveChoice("a1-b1", "")]
    shown, total = narrow(choices, "a1")
    assert [c.notation for c in shown] == ["a1-a2", "a1-b1", "b2-a1"] and total == 3
