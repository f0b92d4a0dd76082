"""`first: random` where a game has a "who moves first" option: the match's seed picks the
side, the same seed always the same one (seed + log replays a match)."""

from __future__ import annotations

import pytest

from bot.core.errors import OptionError
from bot.core.registry import get_game


@pytest.mark.parametrize(
    "key,named", [("towers", ("yellow", "blue")), ("tumbling", ("black", "white"))]
)
def test_random_first_lets_the_seed_pick_and_the_same_seed_picks_the_same(
    key: str, named: tuple[str, str]
) -> None:
    game = get_game(key)
    options = game.validate_options(2, {"first": "Random"})
    assert options["first"] == "random"
    firsts = {seed: game.new_state(2, seed, options).to_move for seed in range(40)}
    assert set(firsts.values()) == {0, 1}, "both sides start for some seed"
    assert all(game.new_state(2, s, options).to_move == f for s, f in firsts.items())
    restored = game.decode_state(game.encode_state(game.new_state(2, 7, options)))
    assert restored.to_move == firsts[7]
    for seat, name in enumerate(named):
        chosen = game.validate_options(2, {"first": name})
        assert {game.new_state(2, s, chosen).to_move for s in range(5)} == {seat}
    with pytest.raises(OptionError, match="random"):
        game.validate_options(2, {"first": "green"})
