"""Kitty Stack Tower: the score as it stands (heights owned plus card points), pieces of
one's own colour as the tie-break, and the danger to one's tallest stack.

Set-up is played by a policy (the remaining pieces go on random empty cells, drawn from
the match seed by the engine's own `place random`): the heuristic cannot tell placements
apart, and a search over sixty placements would only burn the budget. Play is searched
with MCTS (max^n returns, 3–4 players, objective cards determinized) or, for two players
without cards, alpha-beta.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import Heuristic
from bot.ai.heuristics.kitty_lost import cannot_win
from bot.ai.heuristics.kitty_reason import reason
from bot.core.protocol import Move, State
from bot.games.kitty.actions import owned_stacks
from bot.games.kitty.cards import CARD_INFO, end_points
from bot.games.kitty.flow import play_move
from bot.games.kitty.moves import FORCE, OFFER, PASS, KittyMove
from bot.games.kitty.scoring import heights_and_own
from bot.games.kitty.state import KittyState
from bot.i18n import Said

#: After this many plies the AI passes on every turn. The rules end the game only when
#: everyone passes in a row, and a player who is behind can keep it alive for ever (one
#: stack flipped back and forth while the others pass). A lost AI passes at once
#: (`concede`); this is the safety net for the lines that proof cannot settle.
#: Games between the AIs, or against random play, take 40-150 plies.
PATIENCE = 300

#: The search settings for three or four players (or any game with objective cards).
MCTS_LEVELS = {
    "easy": SearchConfig(iterations=200, rollout=0, worlds=2, exploration=0.5, blunder=0.1),
    "medium": SearchConfig(iterations=1500, rollout=0, worlds=4, exploration=0.5),
    "hard": SearchConfig(iterations=6000, rollout=0, worlds=8, exploration=0.5),
}
#: Two players without cards: a perfect-information duel.
DUEL_LEVELS = {
    "easy": SearchConfig(algorithm="alphabeta", nodes=200, max_depth=1, blunder=0.15),
    "medium": SearchConfig(algorithm="alphabeta", nodes=4000, max_depth=3),
    "hard": SearchConfig(algorithm="alphabeta", nodes=100000),
}


def _kitty(state: State[Any]) -> KittyState:
    if not isinstance(state, KittyState):
        raise TypeError(f"not a Kitty Stack Tower position: {type(state).__name__}")
    return state


class KittyHeuristic(Heuristic):
    key = "kitty"
    scale = 3.0
    #: Share of its tallest exposed stack a seat is expected to lose (see `exposed`).
    exposure = 0.0
    levels = MCTS_LEVELS

    def config(self, level: str, view: Mapping[str, Any]) -> SearchConfig:
        if int(view.get("players", 2)) == 2 and not view.get("objectives"):
            return DUEL_LEVELS[level]
        return MCTS_LEVELS[level]

    def policy(
        self, game: Any, view: Mapping[str, Any], seat: int, level: str, rng: Any
    ) -> str | None:
        if view.get("phase") == "setup":
            return "place random"
        if (
            view.get("phase") == "play"
            and view.get("step") == "turn"
            and int(view.get("ply", 0)) >= PATIENCE
        ):
            return "pass"
        return None

    def scores(self, state: State[Any]) -> Sequence[float]:
        s = _kitty(state)
        if s.phase != "play":
            return [0.0] * s.num_players
        now = standing(s)
        if self.exposure:
            for seat, height in enumerate(exposed(s)):
                now[seat] -= self.exposure * height
        return now

    def moves(self, state: State[Any], seat: int) -> list[Move]:
        """Every legal move but voluntary exchange offers (the AI answers offers but does
        not make them: an offer's worth depends on the other player's secret choice)."""
        return [m for m in _kitty(state).legal_moves(seat) if m.kind != OFFER]

    def suggestable(self, state: State[Any], move: Move) -> bool:
        """Not a Forced Exchange or an offer: in a world sampled from the public view,
        either would say which hidden card the mover holds."""
        return not isinstance(move, KittyMove) or move.kind not in (FORCE, OFFER)

    def wins_now(self, state: State[Any]) -> bool:
        """Everyone else has just passed and the mover leads: its pass ends the game."""
        s = _kitty(state)
        if s.phase != "play" or s.step != "turn" or s.passes != s.num_players - 1:
            return False
        if s.pending is not None or s.out[s.turn]:
            return False
        now = standing(s)
        mine = now[s.turn]
        return all(mine > v for seat, v in enumerate(now) if seat != s.turn and not s.out[seat])

    def concede(self, state: State[Any], seat: int) -> Move | None:
        """Pass when no line of `seat`'s own moves, the others passing, gets it level
        (`kitty_lost.cannot_win`): the game is lost, and flipping on would only delay
        the end by repeating positions."""
        s = _kitty(state)
        if PASS not in s.legal_moves(seat) or not cannot_win(s, seat, standing, self.state_key):
            return None
        return PASS

    def state_key(self, state: State[Any]) -> Hashable:
        s = _kitty(state)
        return (
            s.cells,
            s.tokens,
            s.turn,
            s.step,
            s.passes,
            s.pending,
            s.offered,
            s.hands,
            s.banked,
            s.removed,
            s.exchanged,
            s.revealed,
        )

    def reason(self, game: Any, before: State[Any], move: Move, seat: int) -> Said | None:
        """The height the seat owns before and after the move (`kitty_reason`)."""
        if not isinstance(move, KittyMove):
            raise TypeError(f"not a Kitty Stack Tower move: {move!r}")
        return reason(_kitty(before), move, seat)

    def play(self, state: State[Any], move: Move, seat: int) -> State[Any]:
        """The engine's move without the legality check (the search plays legal moves)."""
        if not isinstance(move, KittyMove):
            raise TypeError(f"not a Kitty Stack Tower move: {move!r}")
        return play_move(_kitty(state), move, seat)


def standing(s: KittyState) -> list[float]:
    """Per seat: the final score if the game ended now (heights owned + banked points +
    end-card points of the cards in hand) plus 0.01 per own-colour piece (the tie-break).
    The same sums as the engine's `final_score`, the board read once (`heights_and_own`)."""
    colours = s.colours
    heights, own = heights_and_own(s)
    out = []
    for seat, colour in enumerate(colours):
        total = float(heights[seat])
        total += sum(points for _, points in s.banked[seat])
        hand = s.hands[seat]
        if hand:
            mine = owned_stacks(s.cells, colour)
            for card in hand:
                if CARD_INFO[card].scoring == "end":
                    total += end_points(card, mine)
        out.append(total + 0.01 * own[seat])
    return out


def exposed(s: KittyState) -> list[int]:
    """Per seat: the height of its tallest stack that another player's neighbouring stack
    (at least as tall) could be stacked onto right away."""
    cells = s.cells
    nbr = s.geo.neighbours
    seat_of = {c: i for i, c in enumerate(s.colours)}
    worst = [0] * s.num_players
    for i, stack in enumerate(cells):
        if not stack:
            continue
        owner = seat_of.get(stack[-1])
        if owner is None:
            continue
        h = len(stack)
        if h <= worst[owner]:
            continue
        for j in nbr[i]:
            if j >= 0:
                t = cells[j]
                if len(t) >= h and t[-1] != stack[-1]:
                    worst[owner] = h
                    break
    return worst


HEURISTIC = KittyHeuristic()
