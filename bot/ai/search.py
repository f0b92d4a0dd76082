"""What every search of `bot.ai` holds for one decision: the game's heuristic, the level's
settings, the seeded random source and the wall-clock safety stop.

`AlphaBeta` and `MCTS` share this state; each checks the deadline in its own loop, at its
own rhythm (inline, since those loops are the hot path).
"""

from __future__ import annotations

import random

from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import Heuristic


class Search:
    """One search for one decision. `clock_stopped` turns True when the wall-clock
    `deadline` (a `time.perf_counter()` value; None for none), not the counted budget,
    ended the search."""

    def __init__(
        self,
        heuristic: Heuristic,
        config: SearchConfig,
        rng: random.Random,
        deadline: float | None = None,
    ) -> None:
        self.heuristic = heuristic
        self.config = config
        self.rng = rng
        self.deadline = deadline
        #: True when the wall-clock safety cap, not the counted budget, ended the search.
        self.clock_stopped = False
        self._start()

    def _start(self) -> None:
        """Set up what the kind of search counts or remembers (called once, last, by
        `__init__`)."""
