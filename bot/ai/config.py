"""Search settings: what one AI level means for one game.

A level is a named budget. The budget is counted (MCTS iterations, alpha-beta nodes), so a
given seed, view and level always give the same move; `time_cap` is only a safety net that
stops a search which runs far slower than measured (a loaded machine), never the normal
way a search ends.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.core.errors import OptionError

#: The levels a lobby offers, name → a description for the player.
LEVELS: dict[str, str] = {
    "easy": "Easy: thinks briefly and sometimes picks a weaker move.",
    "medium": "Medium: a solid, careful opponent.",
    "hard": "Hard: searches deeply (about a second per move).",
}

#: Wall-clock safety stop for one decision, in seconds. The budgets are set so that hard
#: takes at most about 1.5 s at p95 on the 2-core machine the bot runs on; the cap only
#: stops a search that runs several times slower than that (an overloaded machine), and
#: `decide` logs a warning when it does, since the move may then differ from the seeded one.
HARD_TIME_CAP = 5.0


@dataclass(frozen=True)
class SearchConfig:
    """How to search for one decision.

    algorithm: "mcts" (UCT, max^n returns), "alphabeta" (two-player minimax with iterative
    deepening), "greedy" (best heuristic value one ply ahead) or "random".
    iterations: MCTS iterations (summed over every determinized world).
    nodes: alpha-beta node budget; max_depth caps iterative deepening.
    rollout: MCTS leaf evaluation — plies of random play before the heuristic is read
    (0 = read the heuristic at once; -1 = play to the end, the default without a heuristic).
    rollout_cap: the most plies one random playout may take (a draw-ish 1/n each after).
    exploration: the UCT constant c in  mean + c·sqrt(ln N / n).
    value_scale: MCTS only — the softmax temperature turning heuristic scores into leaf
    values (0 = the heuristic's own `scale`); larger keeps a seat far behind sensitive to
    its own gains.
    worlds: determinizations for hidden-information games (the budget is shared).
    blunder: chance of playing a random move instead of the searched one (easy levels).
    time_cap: wall-clock safety limit in seconds.
    """

    algorithm: str = "mcts"
    iterations: int = 1000
    nodes: int = 0
    max_depth: int = 32
    rollout: int = -1
    rollout_cap: int = 300
    exploration: float = 0.9
    value_scale: float = 0.0
    worlds: int = 1
    blunder: float = 0.0
    time_cap: float = HARD_TIME_CAP

    def with_(self, **changes: Any) -> SearchConfig:
        """A copy with some fields changed (unknown names raise TypeError)."""
        return replace(self, **changes)


#: Random-rollout MCTS, for any game without its own heuristic module (a playout to the
#: end costs about 3-4 ms in these games, so hard stays near 1.5 s).
DEFAULT_LEVELS: Mapping[str, SearchConfig] = {
    "easy": SearchConfig(iterations=40, blunder=0.15),
    "medium": SearchConfig(iterations=150),
    "hard": SearchConfig(iterations=400),
}


def check_level(level: str) -> str:
    """`level` lower-cased if it is a known level; raises `OptionError` listing the levels."""
    name = str(level).strip().lower()
    if name not in LEVELS:
        raise OptionError(f"unknown AI level `{level}` (choose {', '.join(LEVELS)})")
    return name
