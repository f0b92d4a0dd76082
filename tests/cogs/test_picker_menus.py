"""Issue 27 item 8: every option value of the "My moves" menus (the single menu, the menu
of what to move and each group's menu) is at most Discord's 100 characters and resolves
back to the right group or move — for every game, over positions of random playouts,
through the real `cogs.prompts` menus and `cogs.components` selects. Merged groups of
Kitty Stack Tower have keys far past 100 characters, which a cut value could not find."""

from __future__ import annotations

import random
from typing import Any

import discord
import pytest

from bot.core.protocol import AnyGame, AnyState
from bot.core.registry import get_game
from bot.matches import Match, picker
from cogs import prompts

#: (game, players, options): every game, every Stacktics board, Kitty at each radius.
CONFIGS = [
    pytest.param("kitty", 2, {"setup": "random"}, id="kitty-2p"),
    pytest.param("kitty", 3, {"setup": "random"}, id="kitty-3p"),
    pytest.param("kitty", 4, {}, id="kitty-4p"),
    *(
        pytest.param("stacktics", 2, {"board": b}, id=f"stacktics-{b}")
        for b in ("4x4", "3x5", "5x5", "6x6", "7x6", "7x7")
    ),
    pytest.param("towers", 2, {}, id="towers"),
    pytest.param("tumbling", 2, {}, id="tumbling"),
    pytest.param("cattower", 1, {}, id="cattower-solo"),
    pytest.param("cattower", 2, {"mode": "competitive"}, id="cattower-2p"),
]


def positions(
    game: AnyGame, players: int, options: dict[str, Any], seed: int, plies: int = 150
) -> list[tuple[AnyState, int]]:
    """(state, seat) pairs along a seeded random game."""
    state = game.new_state(players, seed, game.validate_options(players, options))
    rng = random.Random(seed)
    out = []
    for _ in range(plies):
        actors = sorted(state.actors())
        if state.outcome() is not None or not actors:
            break
        seat = actors[0]
        out.append((state, seat))
        state = state.apply(rng.choice(state.legal_moves(seat)), seat)
    return out


def options_of(view: discord.ui.View | None) -> list[tuple[str, str]]:
    """(label, value) of the select menu in `view`, as Discord receives them."""
    assert view is not None
    items = [getattr(item, "item", item) for item in view.children]  # DynamicItem → Select
    (select,) = [item for item in items if isinstance(item, discord.ui.Select)]
    return [(o.label, o.value) for o in select.options]


def match_at(game: AnyGame, state: AnyState) -> Match:
    return Match(1, game, 1, 1, 1, 1, {}, None, "active", [], state=state, ply=state.ply)


@pytest.mark.slow
@pytest.mark.parametrize(("key", "players", "options"), CONFIGS)
def test_every_picker_option_value_is_short_and_resolves(
    key: str, players: int, options: dict[str, Any]
) -> None:
    game = get_game(key)
    menus = longest_key = 0
    for seed in range(1, 6):
        for state, seat in positions(game, players, options, seed):
            choices = game.move_choices(state, seat)
            if not choices:
                continue
            m = match_at(game, state)
            first = options_of(prompts.picker_message(m, choices).view)
            menus += 1
            if len(choices) <= picker.MENU_LIMIT:
                assert len(first) == len(choices)
                for (label, value), choice in zip(first, choices, strict=True):
                    assert len(value) <= 100 and label.startswith(choice.notation[:100])
                    assert picker.find_move(choices, value) == choice
                continue
            groups = picker.group_moves(choices)
            assert len(first) == len(groups)
            reached = []
            for (_label, value), group in zip(first, groups, strict=True):
                assert len(value) <= 100 and picker.find_group(choices, value) == group
                longest_key = max(longest_key, len(group.key))
                second = options_of(prompts.group_message(m, group).view)
                values = [v for _, v in second if v != prompts.BACK]
                assert all(len(v) <= 100 for v in values)
                reached += [picker.find_move(choices, v) for v in values]
            assert reached == [c for g in groups for c in g.choices]
            assert sorted(c.notation for c in choices) == sorted(
                c.notation for c in reached if c is not None
            )
    assert menus > 10
    if key == "kitty" and players > 2:
        # The case the testers hit: merged groups whose keys pass Discord's 100 characters.
        assert longest_key > 100
