"""The analysis of a finished game: who was ahead move by move, and where it turned.

Two halves, both pure:

- `analysis_input(game, start, steps)` runs where the real states are (the records side,
  off the event loop) and keeps only what everyone may see: the public view (seat None) of
  every position of the game as played, and each move's public text. No hidden card leaves
  it, so nothing after it can reveal one.
- `analyse(game_key, record, seed, budget)` runs in an AI worker process (like
  `bot.ai.choose_move`: JSON-able in, JSON-able out). Every position is rebuilt from its
  public view (`Game.determinize`: hidden cards are *sampled* from the cards nobody has
  seen, in `worlds` worlds) and evaluated with a fixed, counted budget: alpha-beta
  (`nodes`) in the two-player perfect-information games, MCTS (`iterations`, shared by
  the worlds) otherwise, the game's policy where it plays by policy (Cat and the Tower).
  Values are win chances per seat in [0, 1]; the last position is forced to its exact
  result (the winners share 1, a draw leaves everyone level). The three biggest swings
  (the moves that cost their mover most of its own chance, as chess sites measure a
  mistake) carry the move played and the move the AI preferred there with its value.

Deterministic: the budget is counted and each position's search has its own seed, so the
same record, seed and budget give the same analysis in any process.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from bot.ai.alphabeta import WIN, AlphaBeta
from bot.ai.heuristics.base import Heuristic, acting_seat, get_heuristic
from bot.ai.mcts import MCTS
from bot.core.errors import GameError
from bot.core.play import MOVE, LogStep
from bot.core.protocol import AnyGame, AnyState, Outcome
from bot.core.registry import get_game
from bot.i18n import said

#: How many swings the analysis marks.
SWINGS = 3
#: View keys an analysis never needs (large, and only drawn by the game's own renderer).
_DROPPED_KEYS = ("count_frames", "count_caption", "player_names")


@dataclass(frozen=True)
class Budget:
    """The fixed work spent on one position (counted, never timed).

    nodes: alpha-beta nodes (two-player perfect-information games).
    iterations: MCTS iterations, shared by the worlds (the other games).
    worlds: public-view determinizations of a hidden-information position.
    """

    nodes: int = 20_000
    iterations: int = 1_200
    worlds: int = 4

    @classmethod
    def of(cls, raw: Mapping[str, Any] | None) -> Budget:
        """The budget named by `raw` (JSON: any of the fields), the default for the rest."""
        if not raw:
            return cls()
        base = asdict(cls())
        return cls(**{k: max(1, int(raw[k])) if k in raw else v for k, v in base.items()})


#: The default budget. `bench/analysis.py` measures it: a 100-move game of any game takes
#: well under the 60 s of one worker's CPU the analysis is allowed.
DEFAULT_BUDGET = Budget()


def analysis_input(game: AnyGame, start: AnyState, steps: Sequence[LogStep[Any]]) -> dict[str, Any]:
    """What `analyse` needs of a game as played (`Archived.played()`: the start state and
    the kept steps), all public: `views` (the public view of the start and after every
    step), `moves` (per step: the seat, the log entry's kind and, for a move, its public
    text) and `result` (the final outcome's winners, or None for a game not over)."""
    views: list[dict[str, Any]] = [_public(game, start)]
    moves: list[dict[str, Any]] = []
    state = start
    for step in steps:
        text = ""
        if step.entry.kind == MOVE and step.move is not None:
            text = game.public_move_text(step.before, step.move)
        moves.append({"seat": step.entry.seat, "kind": step.entry.kind, "text": text})
        state = step.after
        views.append(_public(game, state))
    outcome = state.outcome()
    return {
        "game": game.key,
        "players": state.num_players,
        "views": views,
        "moves": moves,
        "result": None if outcome is None else {"winners": list(outcome.winners)},
    }


def _public(game: AnyGame, state: AnyState) -> dict[str, Any]:
    view = dict(game.view(state, None))
    for key in _DROPPED_KEYS:
        view.pop(key, None)
    return view


@dataclass(frozen=True)
class PositionEval:
    """One position evaluated: win chance per seat, the seat evaluated for, its preferred
    move (public text) with its value, and the work done."""

    values: tuple[float, ...]
    seat: int | None = None
    preferred: str | None = None
    preferred_value: float | None = None
    work: int = 0


def analyse(
    game_key: str,
    record: Mapping[str, Any],
    seed: int = 0,
    budget: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The analysis of `record` (`analysis_input`'s output) as JSON: `values` (win chance
    per seat for each position, the start first), `preferred` (per position, the public
    text of the move the AI would play there, or None), `swings` (the `SWINGS` biggest, by
    move number: `ply` (1 = the first move), `seat`, `played`, `preferred`,
    `preferred_value`, `before`, `after`, `swing`), `seat_names`, `budget` and `work`
    (nodes or iterations spent). The last value agrees with `result` exactly. Only the
    record's public views are read."""
    return summarise(record, evaluate(game_key, record, seed, budget), budget)


def evaluate(
    game_key: str,
    record: Mapping[str, Any],
    seed: int = 0,
    budget: Mapping[str, Any] | None = None,
    start: int = 0,
    stop: int | None = None,
) -> list[PositionEval]:
    """The evaluations of the record's positions `start` to `stop` (all by default). Each
    position has its own seed, so evaluating the positions in parts (to show progress)
    gives what one call over all of them gives."""
    game = get_game(game_key)
    heuristic = get_heuristic(game_key)
    spend = Budget.of(budget)
    views: list[Mapping[str, Any]] = list(record["views"])
    n = int(record["players"])
    result = record.get("result")
    out: list[PositionEval] = []
    for index in range(start, len(views) if stop is None else min(stop, len(views))):
        view = views[index]
        if index == len(views) - 1 and result is not None:
            ended = Outcome(tuple(result["winners"]), said("core-game-over"))
            out.append(PositionEval(_exact(ended, n)))
            continue
        rng = random.Random(int(seed) * 1_000_003 + index)
        out.append(_evaluate(game, heuristic, view, n, spend, rng))
    return out


def summarise(
    record: Mapping[str, Any],
    evals: Sequence[PositionEval],
    budget: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The analysis (see `analyse`) from the evaluations of every position of `record`."""
    views: list[Mapping[str, Any]] = list(record["views"])
    moves: list[Mapping[str, Any]] = list(record["moves"])
    values = [[round(v, 4) for v in e.values] for e in evals]
    last = views[-1] if views else {}
    return {
        "game": str(record.get("game") or ""),
        "players": int(record["players"]),
        "seat_names": list(last.get("seat_names") or []),
        "values": values,
        "preferred": [e.preferred if e.seat is not None else None for e in evals],
        "swings": _swings(values, moves, evals),
        "budget": asdict(Budget.of(budget)),
        "work": sum(e.work for e in evals),
    }


def _exact(outcome: Outcome, n: int) -> tuple[float, ...]:
    """The exact values of a finished game: the winners share 1, a draw (or a game every
    seat won together) leaves everyone level."""
    return outcome.returns(n)


def _evaluate(
    game: AnyGame,
    heuristic: Heuristic,
    view: Mapping[str, Any],
    n: int,
    budget: Budget,
    rng: random.Random,
) -> PositionEval:
    """One position's win chances, from its public view only."""
    hint = view.get("to_move")
    seat_hint = int(hint) if isinstance(hint, int) else 0
    config = heuristic.config("hard", view)
    count = budget.worlds if game.hidden_information and config.worlds > 1 else 1
    try:
        worlds = [
            game.determinize(view, seat_hint, random.Random(rng.getrandbits(64)))
            for _ in range(count)
        ]
    except GameError:
        return PositionEval(tuple(1.0 / n for _ in range(n)))
    root = worlds[0]
    outcome = root.outcome()
    if outcome is not None:
        return PositionEval(_exact(outcome, n))
    seat = acting_seat(root)
    if seat is None:
        return PositionEval(tuple(1.0 / n for _ in range(n)))
    policy = _policy(game, heuristic, view, seat, rng)
    if policy is not None:
        policy = _public_text(game, heuristic, worlds, policy, seat)
    if policy is not None or not heuristic.searches:
        values = _mean([heuristic.values(w) for w in worlds])
        return PositionEval(values, seat, policy, values[seat])
    if config.algorithm == "alphabeta" and n == 2 and count == 1 and heuristic.available:
        return _alphabeta(game, heuristic, root, seat, config.with_(nodes=budget.nodes), rng)
    return _mcts(game, heuristic, worlds, seat, config.with_(iterations=budget.iterations), rng)


def _policy(
    game: AnyGame, heuristic: Heuristic, view: Mapping[str, Any], seat: int, rng: random.Random
) -> str | None:
    """The move the game's policy plays here (set-up, physics), or None to search."""
    try:
        return heuristic.policy(game, view, seat, "hard", rng)
    except GameError:
        return None


def _public_text(
    game: AnyGame, heuristic: Heuristic, worlds: Sequence[AnyState], notation: str, seat: int
) -> str | None:
    """The policy's move (notation, which may name a card of the world it sampled) as
    everyone may read it (`Game.public_move_text`, read in a world where it is legal), or
    None when no world has it or the heuristic will not let an analysis name it."""
    for world in worlds:
        try:
            move = game.parse_move(world, notation, seat)
        except ValueError:
            continue
        if not heuristic.suggestable(world, move):
            return None
        return game.public_move_text(world, move)
    return None


def _alphabeta(
    game: AnyGame,
    heuristic: Heuristic,
    root: AnyState,
    seat: int,
    config: Any,
    rng: random.Random,
) -> PositionEval:
    search = AlphaBeta(heuristic, config, rng)
    found = search.search(root, seat)
    mine = _chance(found.value, heuristic.scale)
    values = tuple(mine if s == seat else 1.0 - mine for s in range(2))
    return PositionEval(values, seat, game.public_move_text(root, found.move), mine, found.nodes)


def _chance(value: float, scale: float) -> float:
    """An alpha-beta value (score difference, or a proved win or loss) as a win chance."""
    if value >= WIN / 2:
        return 1.0
    if value <= -WIN / 2:
        return 0.0
    return 1.0 / (1.0 + math.exp(max(-60.0, min(60.0, -value / scale))))


def _mcts(
    game: AnyGame,
    heuristic: Heuristic,
    worlds: list[AnyState],
    seat: int,
    config: Any,
    rng: random.Random,
) -> PositionEval:
    """MCTS in every world; the values are the root's mean rewards, the preferred move the
    most visited among the moves that read the same (public text) in every world and that
    the heuristic lets an analysis name."""
    per_world = max(1, config.iterations // len(worlds))
    visits: dict[str, int] = {}
    sums: dict[str, float] = {}
    seen_in: dict[str, int] = {}
    roots: list[tuple[float, ...]] = []
    work = 0
    for world in worlds:
        search = MCTS(heuristic, config, rng)
        stats = search.search(world, seat, per_world)
        work += search.iterations_done
        roots.append(search.root_values)
        texts: set[str] = set()
        for entry in stats:
            if not heuristic.suggestable(world, entry.move):
                continue
            text = game.public_move_text(world, entry.move)
            if text in texts:
                continue
            texts.add(text)
            visits[text] = visits.get(text, 0) + entry.visits
            sums[text] = sums.get(text, 0.0) + entry.mean * entry.visits
        for text in texts:
            seen_in[text] = seen_in.get(text, 0) + 1
    values = _mean(roots)
    common = [t for t in visits if seen_in[t] == len(worlds) and visits[t] > 0]
    if not common:
        return PositionEval(values, seat, None, None, work)
    best = max(common, key=lambda t: (visits[t], sums[t] / visits[t], t))
    return PositionEval(values, seat, best, sums[best] / visits[best], work)


def _mean(rows: Sequence[Sequence[float]]) -> tuple[float, ...]:
    """The mean of `rows` seat by seat."""
    return tuple(sum(col) / len(rows) for col in zip(*rows, strict=True))


def _swings(
    values: list[list[float]], moves: Sequence[Mapping[str, Any]], evals: Sequence[PositionEval]
) -> list[dict[str, Any]]:
    """The `SWINGS` moves that cost their mover the most of its own chance (earlier first
    on a tie), in move order: the measure of a mistake (a gain is the other side of an
    earlier misjudgement, and the move played is then no worse than the AI's). Only moves
    count (not a resignation, an agreed end or a time-out), and not a move the AI would
    have played itself (its drop is the search's horizon, not a mistake)."""
    found: list[tuple[float, int]] = []
    for i, move in enumerate(moves):
        seat = move.get("seat")
        if move.get("kind") != MOVE or not isinstance(seat, int) or i + 1 >= len(values):
            continue
        drop = values[i][seat] - values[i + 1][seat]
        if drop > 1e-9 and not (evals[i].seat == seat and evals[i].preferred == move["text"]):
            found.append((drop, i))
    found.sort(key=lambda item: (-item[0], item[1]))
    out = []
    for _, i in sorted(found[:SWINGS], key=lambda item: item[1]):
        seat = int(moves[i]["seat"])
        e = evals[i]
        mine = e.seat == seat
        out.append(
            {
                "ply": i + 1,
                "seat": seat,
                "played": str(moves[i].get("text", "")),
                "preferred": e.preferred if mine else None,
                "preferred_value": None
                if not mine or e.preferred_value is None
                else round(e.preferred_value, 4),
                "before": values[i][seat],
                "after": values[i + 1][seat],
                "swing": round(values[i + 1][seat] - values[i][seat], 4),
            }
        )
    return out


__all__ = ["DEFAULT_BUDGET", "SWINGS", "Budget", "analyse", "analysis_input"]
