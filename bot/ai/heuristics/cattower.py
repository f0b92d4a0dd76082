"""Cat and the Tower: a policy player, not a search (every placement is a physics run).

The AI rebuilds a state from its own view (`Game.determinize`: the other players' secret
goal cards are sampled, never read) and asks the engine's careful builder
(`bot.games.cattower.policy`) for the next draft step: centred, widely spaced walls, the
tilt-aware wall order, no floor overhang, Friends placed where they complete the most goal
climbs, and the biggest climb taken greedily. The level sets how careful the builder is. Deterministic:
the sampled cards of other players never change what a builder does on its own turn.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from bot.ai.heuristics.base import Heuristic
from bot.ai.heuristics.cattower_reason import reason
from bot.core.errors import IllegalMoveError
from bot.core.protocol import AnyGame, State
from bot.games.cattower.notation import CatMove
from bot.games.cattower.policy import Style, choose
from bot.games.cattower.state import CatState
from bot.i18n import Said

#: How carefully each level builds: wall spacing (mm between wall centres), whether the
#: taller wall goes on the lower side, and whether walls and floors are pulled back over
#: the tower's base. Measured with the engine's physics (one player, normal hand, seeds
#: 100-129, floor 10 before 5 walls fall): 72 mm, the widest the rules allow, won 19 of 30
#: games; 60 mm 12 of 30 and 68 mm 11 of 30 (wider walls are steadier, as the rules say);
#: ignoring the tilt almost never got past floor 3.
STYLES: dict[str, Style] = {
    "easy": Style(spacing=60.0, tilt_aware=True, recentre=False),
    "medium": Style(spacing=64.0, tilt_aware=True, recentre=True),
    "hard": Style(spacing=72.0, tilt_aware=True, recentre=True),
}


class CatTowerPolicy(Heuristic):
    key = "cattower"
    searches = False
    #: Floors of the ranking track that shift a cat's chance by a factor e.
    scale = 2.0

    def scores(self, state: State[Any]) -> Sequence[float]:
        """Competitive: each cat's place on the ranking track (floors), a tenth of a floor
        per place in the ranking as the tie-break. Co-operative: level (every seat wins or
        loses together)."""
        if not isinstance(state, CatState) or state.coop or not state.track:
            return [0.0] * state.num_players
        ranking = state.ranking()
        n = state.num_players
        return [float(state.track[s]) + 0.1 * (n - 1 - ranking.index(s)) for s in range(n)]

    def policy(
        self, game: AnyGame, view: Mapping[str, Any], seat: int, level: str, rng: random.Random
    ) -> str | None:
        """The careful builder's next move at `level`, from a world sampled from `view`."""
        state = game.determinize(view, seat, rng)
        if not isinstance(state, CatState):
            raise IllegalMoveError("That is not a Cat and the Tower game.")
        if state.result is not None or seat not in state.actors():
            raise IllegalMoveError("There is no move to make now.")
        return game.format_move(state, choose(state, STYLES[level]))

    def reason(self, game: Any, before: State[Any], move: Any, seat: int) -> Said | None:
        """The goal the move completes (`cattower_reason`)."""
        if not isinstance(before, CatState) or not isinstance(move, CatMove):
            raise TypeError("not a Cat and the Tower position and move")
        return reason(before, move, seat)


HEURISTIC = CatTowerPolicy()
