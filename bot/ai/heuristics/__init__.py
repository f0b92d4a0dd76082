"""Per-game heuristics, one module per game key (`bot.ai.heuristics.towers`, …), each
defining `HEURISTIC`. `get_heuristic(key)` finds them; a game without one gets the fallback
(random-rollout MCTS)."""

from bot.ai.heuristics.base import NO_HEURISTIC, Heuristic, acting_seat, get_heuristic

__all__ = ["NO_HEURISTIC", "Heuristic", "acting_seat", "get_heuristic"]
