"""Stacktics notation: canonical output, forgiving input, labels in words, precise errors.

Canonical form: the base piece's size letter, the origin, `-` (or `x` for a capture), the
destination: ``Mb1-b3`` (the medium on b1 and what it carries go to b3), ``Sc2xd3``
(the small on c2 captures the stack on d3), ``Lb1-b2`` (the whole tree). When the origin
holds two pieces of the base's size, the base's height from the bottom follows the
origin: ``Mb2/1-b3`` (the lower medium). The pie decisions are ``swap`` and ``keep``.

Input also accepts the size after the origin or as a word (``b1 m b3``, ``b1 medium > b3``),
the height alone (``b1/2-b3``, ``b1:2 b3``), separators ``-`` ``>`` ``to`` or a space,
``x``/``×`` or nothing for a capture, and no base at all when only one piece of the
origin can make that move (``b1-c2`` for a lone piece).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.errors import IllegalMoveError, InvalidMoveError
from bot.games.stacktics.geometry import (
    COLOUR_NAMES,
    COLOURS,
    LETTER_SIZES,
    SIZE_LETTERS,
    SIZE_WORDS,
    stack_pips,
)
from bot.games.stacktics.movegen import is_capture
from bot.games.stacktics.moves import KEEP, SWAP, StackticsMove
from bot.games.stacktics.state import LastMove, StackticsState

HINT = "write it like `Mb1-b3` (size letter, from, to), `Sc2xd3` for a capture, or `b1-c2`"

_SWAP_WORDS = {"swap", "swapcolours", "swapcolors", "swapsides", "switch"}
_KEEP_WORDS = {"keep", "playon", "noswap", "stay"}

_TOKEN = re.compile(
    r"\s*(?:"
    r"(?P<word>small|medium|large)"
    r"|(?P<cell>[a-z][0-9]{1,2})"
    r"|(?P<height>[/:@#^][0-9]{1,2})"
    r"|(?P<size>[sml])(?![0-9])"
    r"|(?P<cap>takes|captures|capture|x)"
    r"|(?P<sep>->|=>|-|>|onto|to|on)"
    r")\s*"
)


@dataclass(frozen=True)
class Typed:
    """What a player wrote: origin and destination names, the base's size digit and
    height (1 = bottom) if given, and whether a capture was marked."""

    origin: str
    target: str
    size: str | None
    height: int | None
    capture: bool


# ----- output -----------------------------------------------------------------------
def notation(state: StackticsState, move: StackticsMove) -> str:
    """The canonical notation of `move` in `state` (before it is played)."""
    if move == SWAP:
        return "swap"
    if move == KEEP:
        return "keep"
    return _board_notation(state, move, state.cells[move.frm], is_capture(state.cells, move))


def last_notation(state: StackticsState, last: LastMove) -> str:
    """The canonical notation of the move that led to `state`."""
    if last.move == SWAP:
        return "swap"
    if last.move == KEEP:
        return "keep"
    return _board_notation(state, last.move, last.origin, bool(last.captured))


def _board_notation(state: StackticsState, move: StackticsMove, origin: str, capture: bool) -> str:
    geo = state.geo
    sizes = origin[1:]
    size = sizes[move.base]
    height = f"/{move.base + 1}" if sizes.count(size) > 1 else ""
    sep = "x" if capture else "-"
    return f"{SIZE_LETTERS[size]}{geo.name(move.frm)}{height}{sep}{geo.name(move.to)}"


def cells(state: StackticsState, move: StackticsMove) -> tuple[str, ...]:
    """The cells `move` touches: its origin, then its destination; none for `swap`/`keep`."""
    if move in (SWAP, KEEP):
        return ()
    return state.geo.name(move.frm), state.geo.name(move.to)


def unit_words(sizes: str) -> str:
    """The moving pieces bottom→top in words ("medium + small")."""
    return " + ".join(SIZE_WORDS[s] for s in sizes)


def describe(state: StackticsState, move: StackticsMove) -> str:
    """A label in words: "b1: medium + small → b3", "b1 small × c2 takes 6 pips"."""
    if move == SWAP:
        return f"swap: take over {COLOUR_NAMES[0]}'s pieces; the other player moves {COLOUR_NAMES[1]} next"
    if move == KEEP:
        return f"play on: keep {COLOUR_NAMES[1]} and move now"
    geo, cells = state.geo, state.cells
    origin, dest = cells[move.frm], cells[move.to]
    moving = origin[1 + move.base :]
    a, b = geo.name(move.frm), geo.name(move.to)
    if is_capture(cells, move):
        pips = stack_pips(dest)
        total = state.captured[state.colour] + pips
        wins = " and wins" if total >= geo.threshold else ""
        return f"{a} {unit_words(moving)} × {b} takes {pips} pip{'s' if pips != 1 else ''}{wins}"
    label = f"{a}: {unit_words(moving)} → {b}"
    if dest:
        label += f" (onto your {SIZE_WORDS[dest[-1]]})"
    return label


# ----- input ------------------------------------------------------------------------
def read(text: str) -> Typed | StackticsMove:
    """Tokenise a typed move; `SWAP`/`KEEP` for the pie words. Raises `InvalidMoveError`."""
    shown = str(text).strip()
    if len(shown) > 40:
        shown = shown[:37] + "…"
    raw = str(text).strip().lower()
    for a, b in (("×", "x"), ("→", ">"), ("–", "-"), ("—", "-"), ("⟶", ">")):
        raw = raw.replace(a, b)
    squashed = "".join(ch for ch in raw if ch.isalnum())
    if squashed in _SWAP_WORDS:
        return SWAP
    if squashed in _KEEP_WORDS:
        return KEEP
    if not raw:
        raise InvalidMoveError(f"Type a move: {HINT}.")
    cells: list[str] = []
    size: str | None = None
    height: int | None = None
    capture = False
    pos = 0
    while pos < len(raw):
        m = _TOKEN.match(raw, pos)
        if m is None or m.end() == pos:
            raise InvalidMoveError(f"I can't read `{shown}`: {HINT}.")
        pos = m.end()
        if m.group("cell"):
            cells.append(m.group("cell"))
        elif m.group("word") or m.group("size"):
            given = LETTER_SIZES[(m.group("word") or m.group("size"))[0]]
            if size is not None and size != given or len(cells) > 1:
                raise InvalidMoveError(f"`{shown}` names the base piece twice: {HINT}.")
            size = given
        elif m.group("height"):
            if height is not None or len(cells) != 1:
                raise InvalidMoveError("Put the height right after the origin, like `b1/2-b3`.")
            height = int(m.group("height")[1:])
        elif m.group("cap"):
            capture = True
    if len(cells) != 2:
        raise InvalidMoveError(f"`{shown}` needs a start cell and a target cell: {HINT}.")
    if height is not None and height < 1:
        raise InvalidMoveError("Heights count from 1 at the bottom of the stack.")
    return Typed(cells[0], cells[1], size, height, capture)


def parse(state: StackticsState, text: str, seat: int | None = None) -> StackticsMove:
    """The legal move `text` stands for. `InvalidMoveError` if it cannot be read,
    `IllegalMoveError` (saying why) if it is not legal for `seat` now."""
    if state.outcome() is not None:
        raise IllegalMoveError("The game is over.")
    if seat is not None and seat != state.side:
        raise IllegalMoveError("It is not your turn.")
    typed = read(text)
    if isinstance(typed, StackticsMove):
        if not state.pie_open:
            raise IllegalMoveError(
                f"You can swap or play on only as {COLOUR_NAMES[1]}'s answer to {COLOUR_NAMES[0]}'s "
                "first move, and only when the pie rule is on."
            )
        return typed
    geo = state.geo
    frm, to = geo.index(typed.origin), geo.index(typed.target)
    stack = state.cells[frm]
    me = COLOURS[state.colour]
    if not stack:
        raise IllegalMoveError(f"There is no stack on {typed.origin}.")
    if stack[0] != me:
        raise IllegalMoveError(
            f"The stack on {typed.origin} is {COLOUR_NAMES[1 - state.colour]}'s; you play {COLOUR_NAMES[state.colour]}."
        )
    base = _base(state, typed, frm, to)
    move = StackticsMove(frm, base, to)
    if not state.is_legal(move):
        raise IllegalMoveError(
            why_not(state, move) or f"`{str(text).strip()[:40]}` is not a legal move now."
        )
    if typed.capture and not is_capture(state.cells, move):
        raise IllegalMoveError(f"There is nothing to capture on {typed.target}.")
    return move


def _base(state: StackticsState, typed: Typed, frm: int, to: int) -> int:
    """The base index the player meant (using the destination when they left it open)."""
    sizes = state.cells[frm][1:]
    name = typed.origin
    if typed.height is not None:
        if typed.height > len(sizes):
            raise IllegalMoveError(
                f"{name} holds {_pieces(len(sizes))}: heights run from 1 (bottom) to {len(sizes)}."
            )
        base = typed.height - 1
        if typed.size is not None and sizes[base] != typed.size:
            raise IllegalMoveError(
                f"The piece at height {typed.height} on {name} is a {SIZE_WORDS[sizes[base]]}, "
                f"not a {SIZE_WORDS[typed.size]}."
            )
        return base
    if typed.size is not None:
        candidates = [k for k, s in enumerate(sizes) if s == typed.size]
        if not candidates:
            raise IllegalMoveError(f"{name} has no {SIZE_WORDS[typed.size]} piece.")
    else:
        candidates = list(range(len(sizes)))
    if len(candidates) == 1:
        return candidates[0]
    legal = [k for k in candidates if state.is_legal(StackticsMove(frm, k, to))]
    if typed.capture:
        legal = [k for k in legal if is_capture(state.cells, StackticsMove(frm, k, to))] or legal
    if len(legal) == 1:
        return legal[0]
    if legal:
        options = " or ".join(
            f"`{notation(state, StackticsMove(frm, k, to))}` ({unit_words(sizes[k:])})"
            for k in legal
        )
        raise IllegalMoveError(f"Which piece on {name} is the base? Say {options}.")
    reasons = "; ".join(
        _reason(unit_words(sizes[k:]), why_not(state, StackticsMove(frm, k, to)))
        for k in reversed(candidates)
    )
    raise IllegalMoveError(f"Nothing on {name} can go to {typed.target}: {reasons}.")


def _reason(unit: str, reason: str | None) -> str:
    """One clause of a "nothing can go there" message."""
    if reason is None:
        return f"the {unit} may not move now"
    reason = reason.rstrip(".")
    if reason.startswith("A "):
        return "a" + reason[1:]
    return f"the {unit}: {reason[0].lower()}{reason[1:]}"


def _pieces(n: int) -> str:
    return "1 piece" if n == 1 else f"{n} pieces"


def why_not(state: StackticsState, move: StackticsMove) -> str | None:
    """Why the board move `move` (of the side to move's stack) breaks a rule, or None."""
    geo, cells = state.geo, state.cells
    stack = cells[move.frm]
    sizes = stack[1:]
    size = sizes[move.base]
    word = SIZE_WORDS[size]
    (f0, r0), (f1, r1) = geo.coords(move.frm), geo.coords(move.to)
    df, dr = f1 - f0, r1 - r0
    if df == 0 and dr == 0:
        return "A move must go at least one cell."
    diagonal, straight = abs(df) == abs(dr), df == 0 or dr == 0
    if size == "1" and not diagonal:
        return "A small moves diagonally."
    if size == "2" and not straight:
        return "A medium moves in straight lines along a rank or a file, never diagonally."
    if size == "3" and not (diagonal or straight):
        return "A large moves in a straight line or diagonally."
    distance = max(abs(df), abs(dr))
    weight = sum(int(s) for s in sizes[move.base + 1 :])
    if weight and weight < int(size) and distance > geo.loaded_range:
        return (
            f"A {word} carrying {weight} pip{'s' if weight > 1 else ''} is loaded and moves at most "
            f"{geo.loaded_range} cells."
        )
    if weight >= int(size) and distance > 1:
        return f"A {word} carrying {weight} pips is overloaded and moves only 1 cell."
    step_f, step_r = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
    for n in range(1, distance):
        between = (r0 + n * step_r) * geo.files + f0 + n * step_f
        if cells[between]:
            return f"{geo.name(between)} is in the way."
    dest = cells[move.to]
    if not dest:
        return None
    if dest[0] == stack[0]:
        if dest[-1] < size:
            return (
                "You may only stack onto your own top piece of equal or larger size "
                f"(the top of {geo.name(move.to)} is a {SIZE_WORDS[dest[-1]]}, your base a {word})."
            )
        return None
    if move.base != len(sizes) - 1 or len(sizes) < 2:
        detail = (
            f"the {word} on {geo.name(move.frm)} stands alone"
            if len(sizes) == 1
            else f"you are moving {len(sizes) - move.base} pieces"
        )
        return f"Only a single piece from the top of a stack of two or more can capture ({detail})."
    return None
