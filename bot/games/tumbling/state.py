"""The Tumbling Down position: an immutable state that generates and plays moves, runs the
king-capture test after every move and counts repeated positions.

Seat 0 is Black (``b``), seat 1 White (``w``). The board is a tuple of strings, one per
cell index (``rank * files + file``), each the stack bottom→top.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.core.errors import IllegalMoveError, NotYourTurnError
from bot.core.protocol import Outcome, State
from bot.games.tumbling.geometry import Geometry
from bot.games.tumbling.kings import COVERED, Capture, KingInfo, king_info, winner_after
from bot.games.tumbling.moves import TumblingMove, generate, legality_problem, path_of, play
from bot.games.tumbling.notation import describe_step, describe_tumble
from bot.i18n import Said, said

#: The key a position is counted under for repetition: the stacks and the side to move.
PositionKey = tuple[tuple[str, ...], int]

#: How many times the same position must occur for the game to be drawn.
REPETITION_LIMIT = 3


class TumblingState(State[TumblingMove]):
    """A Tumbling Down position. Immutable: `apply` returns a new state.

    `seen` counts every position of the game so far (None turns repetition draws off); a
    decoded snapshot may hand it over as its checked text form (`seen_text`, keyed by
    `position_key_text`), read into keys when first used;
    `last`, `last_path` and `last_height` (the moved stack's height before the move)
    describe the move that led here; `fallen` holds the cells of
    the kings whose capture ended the game (empty otherwise)."""

    __slots__ = (
        "_kings",
        "_moves",
        "_outcome",
        "_ply",
        "_seen",
        "_seen_text",
        "cells",
        "fallen",
        "geo",
        "last",
        "last_height",
        "last_path",
        "side",
    )
    num_players = 2

    def __init__(
        self,
        geo: Geometry,
        cells: tuple[str, ...],
        side: int,
        *,
        ply: int = 0,
        last: TumblingMove | None = None,
        last_path: tuple[int, ...] = (),
        last_height: int = 0,
        seen: Mapping[PositionKey, int] | None = None,
        outcome: Outcome | None = None,
        fallen: tuple[int, ...] = (),
        kings: KingInfo | None = None,
        seen_text: dict[str, int] | None = None,
    ) -> None:
        self.geo = geo
        self.cells = cells
        self.side = side
        self._ply = ply
        self.last = last
        self.last_path = last_path
        self.last_height = last_height
        self._seen = dict(seen) if seen is not None else None
        self._seen_text = seen_text if seen is None else None
        self._outcome = outcome
        self.fallen = fallen
        self._kings = kings
        self._moves: list[TumblingMove] | None = None

    # ----- the protocol -------------------------------------------------------------
    @property
    def ply(self) -> int:
        return self._ply

    @property
    def to_move(self) -> int | None:
        return None if self._outcome is not None else self.side

    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def seen(self) -> dict[PositionKey, int] | None:
        """The repetition counts by position (None when not tracked)."""
        text = self._seen_text
        if text is not None:
            self._seen = {position_key_of(t): n for t, n in text.items()}
            self._seen_text = None
        return self._seen

    @property
    def seen_text(self) -> dict[str, int] | None:
        """`seen` keyed by `position_key_text` (a new dict; None when not tracked)."""
        if self._seen_text is not None:
            return dict(self._seen_text)
        seen = self._seen
        return None if seen is None else {position_key_text(k): n for k, n in seen.items()}

    @property
    def kings(self) -> KingInfo:
        """Both players' kings on this board (computed once)."""
        if self._kings is None:
            self._kings = king_info(self.cells)
        return self._kings

    def key(self) -> PositionKey:
        """What a repetition compares: the stacks and the side to move."""
        return self.cells, self.side

    def repetitions(self) -> int:
        """How many times this position has occurred in the game (0 when not tracked)."""
        if self._seen_text is not None:
            return self._seen_text.get(position_key_text(self.key()), 0)
        return 0 if self._seen is None else self._seen.get(self.key(), 0)

    def legal_moves(self, seat: int | None = None) -> list[TumblingMove]:
        if self._outcome is not None or (seat is not None and seat != self.side):
            return []
        if self._moves is None:
            self._moves = generate(self.geo, self.cells, self.side)
        return list(self._moves)

    def apply(self, move: TumblingMove, seat: int | None = None) -> TumblingState:
        if self._outcome is not None:
            raise IllegalMoveError(said("core-game-over"))
        if seat is not None and seat != self.side:
            raise NotYourTurnError(said("core-not-your-turn"))
        problem = legality_problem(self.geo, self.cells, self.side, move)
        if problem is not None:
            raise IllegalMoveError(problem)
        return self.play_unchecked(move)

    def play_unchecked(self, move: TumblingMove, track: bool = True) -> TumblingState:
        """The state after the legal `move` (not re-checked). With `track` False the
        repetition count is not carried on (search and perft, which ignore repetition)."""
        geo, mover = self.geo, self.side
        cells = play(geo, self.cells, move)
        after = king_info(cells)
        nxt = 1 - mover
        outcome = None
        fallen: tuple[int, ...] = ()
        decided = winner_after(mover, self.kings, after, cells)
        if decided is not None:
            outcome = Outcome((decided[0],), capture_reason(geo, mover, decided[1], decided[2]))
            fallen = decided[1].cells
        seen = None
        if track and self.seen is not None:
            seen = dict(self.seen)
            key = (cells, nxt)
            count = seen.get(key, 0) + 1
            seen[key] = count
            if outcome is None and count >= REPETITION_LIMIT:
                outcome = Outcome((), said("tumbling-result-repetition"))
        state = TumblingState(
            geo,
            cells,
            nxt,
            ply=self._ply + 1,
            last=move,
            last_path=path_of(geo, self.cells, move),
            last_height=len(self.cells[move.frm]),
            outcome=outcome,
            fallen=fallen,
            kings=after,
        )
        state._seen = seen  # already a private copy
        return state

    def last_label(self) -> Said | None:
        """The move that led here in words ("tumble d4 (3) north-east → e5 f6 g7")."""
        move = self.last
        if move is None:
            return None
        if move.tumble:
            return describe_tumble(self.geo, move, self.last_height)
        to = self.geo.step_to[move.frm][move.direction]
        return describe_step(self.geo, move, len(self.cells[to]) - 1)


def capture_reason(geo: Geometry, mover: int, capture: Capture, own: Capture | None = None) -> Said:
    """The result sentence for a game decided by `capture` after `mover`'s move:
    "Black covered White's king on c3", "White has no pure stack left",
    "Black covered White's king on c3: White has no pure stack left",
    "White captured their own king on c3". `own` is the mover's own fallen king when
    both fell (the mover still wins), which the sentence then mentions."""
    victim = capture.seat
    cells = join_cells([geo.name(c) for c in capture.cells])
    bare = "-bare" if capture.how != COVERED else ""
    if not capture.cells:
        key = "tumbling-result-bare"
    elif victim == mover:
        key = f"tumbling-result-own-king{bare}"
    else:
        key = f"tumbling-result-covered{bare}"
    mover_word = said(f"tumbling-seat-{mover + 1}")
    text = said(key, mover=mover_word, victim=said(f"tumbling-seat-{victim + 1}"), cells=cells)
    if own is not None:
        return said("tumbling-result-both-fell", result=text, mover=mover_word)
    return text


def join_cells(names: list[str]) -> Said | str:
    """`c3`, `c3 and d4`, `c3, d4 and e5` (in words: `tumbling-cells-and` / `-list`)."""
    if len(names) <= 1:
        return "".join(names)
    if len(names) == 2:
        return said("tumbling-cells-and", first=names[0], last=names[1])
    return said("tumbling-cells-list", first=names[0], rest=join_cells(names[1:]))


def position_key_text(key: PositionKey) -> str:
    """A compact text form of a repetition key for snapshots: the stacks joined by `/`
    in cell order, then `:` and the side to move's letter."""
    cells, side = key
    return "/".join(cells) + ":" + "bw"[side]


def position_key_of(text: str) -> PositionKey:
    """The key whose `position_key_text` is `text` (which must be one: not checked)."""
    return tuple(text[:-2].split("/")), 0 if text[-1] == "b" else 1
