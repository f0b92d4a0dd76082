"""Fast raw-board operations for searching Tumbling Down.

The search walks plain boards (tuples of stack strings, as the engine stores them) wrapped
in `SearchPos`, a minimal `State` that knows its kings and whether the last move decided the
game. Move values are the engine's own `TumblingMove`s, so a chosen move formats with the
engine's notation. Tables are built once per board size and looked up by (files, ranks).
The rules are the engine's: `generate`, `play` and the king test follow
`bot.games.tumbling` exactly; `tests/games/tumbling/test_fast_board.py` compares the two over
seeded random games (legal moves as notation, boards, kings and results at every position).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.protocol import Outcome, State
from bot.games.tumbling.geometry import COLOURS, Geometry
from bot.games.tumbling.kings import KingInfo, king_info, winner_of
from bot.games.tumbling.moves import TumblingMove
from bot.i18n import said

#: (distance, k_is_ray_end, step, tumble): how a stack can reach cell k (see `Tables`).
Attack = tuple[int, bool, TumblingMove, TumblingMove]

#: The entry of a cell that is on no line through k (`Tables.attack_mask` excludes it).
NO_ATTACK: Attack = (0, False, TumblingMove(-1, 0, False), TumblingMove(-1, 0, True))


#: The reason of a search position's end (no one reads it: the search only counts wins).
SEARCH_END = said("core-game-over")


@dataclass(frozen=True)
class Tables:
    """Per board size: step moves and tumble moves per cell (engine order), the step
    target per (cell, direction), the rays, and for each cell and direction the cells
    from which a tumble in that direction passes over it (with their distance)."""

    size: int
    steps: tuple[tuple[TumblingMove, ...], ...]
    tumbles: tuple[tuple[TumblingMove, ...], ...]
    step_to: tuple[tuple[int, ...], ...]
    rays: tuple[tuple[tuple[int, ...], ...], ...]
    #: The target cell of every step move (tumbles are not keys) ...
    step_target: dict[TumblingMove, int]
    #: ... and per cell, its steps (engine order) with their targets ...
    step_pairs: tuple[tuple[tuple[TumblingMove, int], ...], ...]
    #: ... and those targets as bits.
    neighbour_mask: tuple[int, ...]
    #: attack_mask[k]: the cells on a line through k (bit i = cell i) ...
    attack_mask: tuple[int, ...]
    #: ... and attack_from[k][source] = (distance, k_is_ray_end, step, tumble) for those
    #: cells (`NO_ATTACK` for the others, never read: the mask leaves them out): the step
    #: and the tumble from `source` towards k.
    attack_from: tuple[tuple[Attack, ...], ...]


_TABLES: dict[tuple[int, int], Tables] = {}


def tables(geo: Geometry) -> Tables:
    """The (cached) search tables of `geo`'s board size."""
    key = (geo.files, geo.ranks)
    found = _TABLES.get(key)
    if found is None:
        found = _TABLES[key] = _build(geo)
    return found


def _build(geo: Geometry) -> Tables:
    size = geo.files * geo.ranks
    steps = tuple(
        tuple(TumblingMove(i, d, False) for d, _ in geo.neighbours[i]) for i in range(size)
    )
    tumbles = tuple(
        tuple(TumblingMove(i, d, True) for d, _ in geo.neighbours[i]) for i in range(size)
    )
    attack_from: list[list[Attack]] = [[NO_ATTACK] * size for _ in range(size)]
    attack_mask = [0] * size
    for src in range(size):
        for d in range(8):
            ray = geo.rays[src][d]
            step, tumble = TumblingMove(src, d, False), TumblingMove(src, d, True)
            for dist, k in enumerate(ray, start=1):
                attack_from[k][src] = (dist, dist == len(ray), step, tumble)
                attack_mask[k] |= 1 << src
    step_target = {move: geo.step_to[i][move.direction] for i in range(size) for move in steps[i]}
    return Tables(
        size,
        steps,
        tumbles,
        geo.step_to,
        geo.rays,
        step_target,
        tuple(tuple((move, step_target[move]) for move in steps[i]) for i in range(size)),
        tuple(sum(1 << step_target[move] for move in steps[i]) for i in range(size)),
        tuple(attack_mask),
        tuple(tuple(a) for a in attack_from),
    )


def generate(tab: Tables, cells: tuple[str, ...], me: str) -> list[TumblingMove]:
    """Every move of the player with colour `me`, in the engine's order."""
    out: list[TumblingMove] = []
    steps, tumbles = tab.steps, tab.tumbles
    for i, stack in enumerate(cells):
        if stack and stack[-1] == me:
            out.extend(steps[i])
            if len(stack) > 1:
                out.extend(tumbles[i])
    return out


def covering_moves(
    tab: Tables, cells: tuple[str, ...], mine: int, me: str, targets: tuple[int, ...]
) -> list[TumblingMove]:
    """The moves of colour `me` (whose stacks are the bits of `mine`) that leave one of its
    pieces on top of a cell in `targets` (candidates for capturing a king; the king test
    still decides), by target, then by source cell."""
    out: list[TumblingMove] = []
    append = out.append
    for k in targets:
        attacks = tab.attack_from[k]
        sources = tab.attack_mask[k] & mine
        while sources:
            low = sources & -sources
            sources ^= low
            src = low.bit_length() - 1
            dist, at_end, step, tumble = attacks[src]
            stack = cells[src]
            if dist == 1:
                append(step)
                if len(stack) > 1 and (at_end or stack[0] == me):
                    append(tumble)
            elif len(stack) >= dist and (at_end or stack[dist - 1] == me):
                append(tumble)
    return out


class SearchPos(State[TumblingMove]):
    """A search-only position: board, side to move, kings, the number of stacks each seat
    controls, and the result of the move that led here (None while undecided). Repetition
    is not tracked (the search ignores it). `captures(seat)` is cached per position."""

    __slots__ = ("_captures", "_outcome", "cells", "kings", "masks", "side", "tab")
    num_players = 2

    @property
    def ply(self) -> int:
        """Search positions do not count plies (the search never reads it)."""
        return 0

    def __init__(
        self,
        tab: Tables,
        cells: tuple[str, ...],
        side: int,
        kings: KingInfo,
        masks: tuple[int, int],
        outcome: Outcome | None,
    ) -> None:
        self.tab = tab
        self.cells = cells
        self.side = side
        self.kings = kings
        #: The cells each seat controls, as bits (bit i = cell i; 0 = Black, 1 = White).
        self.masks = masks
        self._outcome = outcome
        self._captures: list[list[TumblingMove] | None] = [None, None]

    @classmethod
    def from_board(cls, tab: Tables, cells: tuple[str, ...], side: int) -> SearchPos:
        """An undecided search position for a board (kings and control counted afresh)."""
        return cls(tab, cells, side, king_info(cells), top_masks(cells), None)

    @property
    def tops(self) -> tuple[int, int]:
        """How many stacks each seat controls (0 = Black, 1 = White)."""
        return self.masks[0].bit_count(), self.masks[1].bit_count()

    @property
    def to_move(self) -> int | None:
        return None if self._outcome is not None else self.side

    def legal_moves(self, seat: int | None = None) -> list[TumblingMove]:
        if self._outcome is not None or (seat is not None and seat != self.side):
            return []
        return generate(self.tab, self.cells, COLOURS[self.side])

    def apply(self, move: TumblingMove, seat: int | None = None) -> SearchPos:
        return advance(self, move)

    def outcome(self) -> Outcome | None:
        return self._outcome

    def captures(self, seat: int) -> list[TumblingMove]:
        """The moves with which `seat` would win at once here (whoever is to move)."""
        found = self._captures[seat]
        if found is None:
            found = self._captures[seat] = winning_captures(
                self.tab, self.cells, seat, self.kings, self.masks[seat]
            )
        return found


def top_masks(cells: tuple[str, ...]) -> tuple[int, int]:
    """The cells each seat controls, as bits (0 = Black, 1 = White)."""
    black = white = 0
    for i, stack in enumerate(cells):
        if stack:
            if stack[-1] == "b":
                black |= 1 << i
            else:
                white |= 1 << i
    return black, white


def count_tops(cells: tuple[str, ...]) -> tuple[int, int]:
    """How many stacks each seat controls (0 = Black, 1 = White)."""
    black = white = 0
    for stack in cells:
        if stack:
            if stack[-1] == "b":
                black += 1
            else:
                white += 1
    return black, white


def play_changed(
    tab: Tables, cells: tuple[str, ...], move: TumblingMove
) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The board after the legal `move`, and the cells it changed (origin first)."""
    board = list(cells)
    frm = move.frm
    src = board[frm]
    if move.tumble:
        board[frm] = ""
        ray = tab.rays[frm][move.direction]
        last = len(ray) - 1
        changed = [frm]
        for k, piece in enumerate(src):
            target = ray[k] if k < last else ray[last]
            board[target] += piece
            if target != changed[-1]:
                changed.append(target)
        return tuple(board), tuple(changed)
    target = tab.step_to[frm][move.direction]
    board[frm] = src[:-1]
    board[target] += src[-1]
    return tuple(board), (frm, target)


def update_kings(
    info: KingInfo, before: tuple[str, ...], after: tuple[str, ...], changed: tuple[int, ...]
) -> KingInfo:
    """`king_info(after)` computed from `info` = `king_info(before)` and the cells that
    changed (a full recount only when a seat's tallest pure stacks all changed and
    nothing as tall replaced them). A seat none of whose pure stacks changed keeps its
    entries as they were."""
    heights = list(info.heights)
    kings = list(info.kings)
    counts = list(info.pure_counts)
    for seat, other in _SEAT_OTHER:
        old_max = heights[seat]
        old_kings = kings[seat]
        touched = lost = False
        best = 0
        fresh: list[int] = []
        for i in changed:
            was = before[i]
            if was and other not in was:
                touched = True
                counts[seat] -= 1
                if len(was) == old_max and i in old_kings:
                    lost = True
            now = after[i]
            if now and other not in now:
                touched = True
                counts[seat] += 1
                h = len(now)
                if h > best:
                    best, fresh = h, [i]
                elif h == best:
                    fresh.append(i)
        if not touched:
            continue
        kept = [k for k in old_kings if k not in changed] if lost else list(old_kings)
        if best > old_max:
            heights[seat], kings[seat] = best, tuple(sorted(fresh))
        elif best == old_max and best > 0:
            kings[seat] = tuple(sorted(kept + fresh))
        elif kept:
            kings[seat] = tuple(kept)
        elif counts[seat] == 0:
            heights[seat], kings[seat] = 0, ()
        else:
            return king_info(after)  # the tallest pure height went down: recount
    return KingInfo((heights[0], heights[1]), (kings[0], kings[1]), (counts[0], counts[1]))


#: (seat, the other seat's colour letter) for both seats.
_SEAT_OTHER = ((0, COLOURS[1]), (1, COLOURS[0]))


def advance(pos: SearchPos, move: TumblingMove) -> SearchPos:
    """The position after the side to move in `pos` plays the legal `move` (king test
    included)."""
    tab, cells, side, kings = pos.tab, pos.cells, pos.side, pos.kings
    board, changed = play_changed(tab, cells, move)
    after = update_kings(kings, cells, board, changed)
    black, white = pos.masks
    for i in changed:
        bit = 1 << i
        now = board[i]
        if not now:
            black &= ~bit
            white &= ~bit
        elif now[-1] == "b":
            black |= bit
            white &= ~bit
        else:
            white |= bit
            black &= ~bit
    winner = winner_of(side, kings, after, board)
    outcome = None if winner is None else Outcome((winner,), SEARCH_END)
    return SearchPos(tab, board, 1 - side, after, (black, white), outcome)


def winning_captures(
    tab: Tables, cells: tuple[str, ...], side: int, kings: KingInfo, mine: int
) -> list[TumblingMove]:
    """The moves with which `side` (controlling the cells of the bit mask `mine`) would
    win at once on `cells` (whoever is to move).

    A candidate from `covering_moves` leaves `side`'s piece on top of a victim's king
    cell, so by the king test it captures unless it makes the victim's tallest pure stack
    taller than before (only a changed cell can); and capturing the victim's king wins
    even if the mover's own king fell too."""
    victim = 1 - side
    me = COLOURS[side]
    victim_colour = COLOURS[victim]
    tallest = kings.heights[victim]
    wins = []
    seen: set[TumblingMove] = set()
    for move in covering_moves(tab, cells, mine, me, kings.kings[victim]):
        if move in seen:
            continue
        seen.add(move)
        if not _raises_pure(tab, cells, move, victim_colour, me, tallest):
            wins.append(move)
    return wins


def _raises_pure(
    tab: Tables, cells: tuple[str, ...], move: TumblingMove, colour: str, other: str, height: int
) -> bool:
    """Whether the legal `move` leaves, on a cell it changes, a pure `colour` stack (no
    `other` piece) taller than `height` (the stacks are built, not the whole board)."""
    src = cells[move.frm]
    if not move.tumble:
        # The target gets the mover's piece on top; only the stack left behind can count.
        rest = src[:-1]
        return len(rest) > height and rest.endswith(colour) and other not in rest
    ray = tab.rays[move.frm][move.direction]
    last = len(ray) - 1
    for k, cell in enumerate(ray):
        added = src[k : k + 1] if k < last else src[last:]
        if not added:
            break
        stack = cells[cell] + added
        if len(stack) > height and stack.endswith(colour) and other not in stack:
            return True
    return False
