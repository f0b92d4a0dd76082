"""Named players for benchmarks and self-play: `random`, `greedy`, the levels, and `ab3`.

Every agent is called with the full state only so the arena can ask for the seat's view:
the level agents see nothing but `game.view(state, seat)`, exactly like a match.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from bot.ai import choose_decision
from bot.ai.config import LEVELS, SearchConfig
from bot.ai.heuristics.base import get_heuristic
from bot.core.protocol import AnyGame, AnyState

#: An agent: (game, state, seat, seed) -> the notation of its move.
Agent = Callable[[AnyGame, AnyState, int, int], str]

AGENT_NAMES = ("random", "greedy", *LEVELS, "ab3")


def _random_agent(game: AnyGame, state: AnyState, seat: int, seed: int) -> str:
    moves = state.legal_moves(seat)
    return game.format_move(state, moves[random.Random(seed).randrange(len(moves))])


def _config_agent(config: SearchConfig, level: str = "easy") -> Agent:
    def agent(game: AnyGame, state: AnyState, seat: int, seed: int) -> str:
        return choose_decision(game.key, game.view(state, seat), seat, level, seed, config).notation

    return agent


def _level_agent(level: str) -> Agent:
    def agent(game: AnyGame, state: AnyState, seat: int, seed: int) -> str:
        return choose_decision(game.key, game.view(state, seat), seat, level, seed).notation

    return agent


def _ab3_agent(game: AnyGame, state: AnyState, seat: int, seed: int) -> str:
    """Depth-3 alpha-beta with the game's classic evaluation (its `classic` heuristic when
    it has one, else its own)."""
    from bot.ai.alphabeta import AlphaBeta
    from bot.ai.decide import sample_worlds

    heuristic = get_heuristic(game.key)
    classic = getattr(heuristic, "classic", heuristic)
    rng = random.Random(seed)
    root = sample_worlds(game, game.view(state, seat), seat, 1, rng)[0]
    moves = root.legal_moves(seat)
    if len(moves) == 1:
        return game.format_move(root, moves[0])
    result = AlphaBeta(classic, SearchConfig(algorithm="alphabeta"), rng).search(
        root, seat, depth_limit=3
    )
    return game.format_move(root, result.move)


def parse_config(text: str) -> SearchConfig:
    """`algorithm=mcts,iterations=5000,rollout=0` → a `SearchConfig` (for experiments)."""
    fields = {f.name: f.type for f in dataclasses.fields(SearchConfig)}
    changes: dict[str, object] = {}
    for item in filter(None, text.split(",")):
        name, _, value = item.partition("=")
        name = name.strip()
        if name not in fields:
            raise ValueError(f"SearchConfig has no field `{name}`")
        kind = fields[name]
        changes[name] = value if kind == "str" else float(value) if kind == "float" else int(value)
    return SearchConfig().with_(**changes)


def make_agent(name: str) -> Agent:
    """The agent called `name` (one of `AGENT_NAMES`, or `cfg:` followed by search
    settings such as `cfg:algorithm=mcts,iterations=5000`); raises ValueError otherwise."""
    if name.startswith("cfg:"):
        return _config_agent(parse_config(name[4:]))
    if name == "random":
        return _random_agent
    if name == "greedy":
        return _config_agent(SearchConfig(algorithm="greedy"))
    if name in LEVELS:
        return _level_agent(name)
    if name == "ab3":
        return _ab3_agent
    raise ValueError(f"unknown agent `{name}` (choose {', '.join(AGENT_NAMES)})")
