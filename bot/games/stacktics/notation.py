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
    COLOURS,
    LETTER_SIZES,
    SIZE_LETTERS,
    stack_pips,
)
from bot.games.stacktics.movegen import is_capture
from bot.games.stacktics.moves import KEEP, SWAP, StackticsMove
from bot.games.stacktics.state import LastMove, StackticsState
from bot.i18n import Said, said

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


def piece_word(size: str) -> Said:
    """A piece size digit in words ("small")."""
    return said(f"stacktics-piece-{size}")


def colour_word(colour: int) -> Said:
    """A colour (0 Red, 1 Blue) in words."""
    return said(f"stacktics-seat-{colour + 1}")


def unit_words(sizes: str) -> Said:
    """The moving pieces bottom→top in words ("medium + small")."""
    if len(sizes) == 1:
        return piece_word(sizes)
    return said("stacktics-pieces", first=piece_word(sizes[0]), rest=unit_words(sizes[1:]))


def joined(key: str, items: list[Said]) -> Said:
    """`items` joined by message `key` (whose `$first` and `$rest` are the parts)."""
    if len(items) == 1:
        return items[0]
    return said(key, first=items[0], rest=joined(key, items[1:]))


def describe(state: StackticsState, move: StackticsMove) -> Said:
    """A label in words: "b1: medium + small → b3", "b1 small × c2 takes 6 pips"."""
    if move == SWAP:
        return said("stacktics-describe-swap")
    if move == KEEP:
        return said("stacktics-describe-keep")
    geo, cells = state.geo, state.cells
    origin, dest = cells[move.frm], cells[move.to]
    moving = origin[1 + move.base :]
    a, b = geo.name(move.frm), geo.name(move.to)
    if is_capture(cells, move):
        pips = stack_pips(dest)
        total = state.captured[state.colour] + pips
        key = (
            "stacktics-describe-capture-wins"
            if total >= geo.threshold
            else "stacktics-describe-capture"
        )
        return said(key, **{"from": a, "to": b}, unit=unit_words(moving), pips=pips)
    if dest:
        return said(
            "stacktics-describe-move-onto",
            **{"from": a, "to": b},
            unit=unit_words(moving),
            top=piece_word(dest[-1]),
        )
    return said("stacktics-describe-move", **{"from": a, "to": b}, unit=unit_words(moving))


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
        raise InvalidMoveError(said("stacktics-type-a-move"))
    cells: list[str] = []
    size: str | None = None
    height: int | None = None
    capture = False
    pos = 0
    while pos < len(raw):
        m = _TOKEN.match(raw, pos)
        if m is None or m.end() == pos:
            raise InvalidMoveError(said("stacktics-unreadable", text=shown))
        pos = m.end()
        if m.group("cell"):
            cells.append(m.group("cell"))
        elif m.group("word") or m.group("size"):
            given = LETTER_SIZES[(m.group("word") or m.group("size"))[0]]
            if size is not None and size != given or len(cells) > 1:
                raise InvalidMoveError(said("stacktics-base-twice", text=shown))
            size = given
        elif m.group("height"):
            if height is not None or len(cells) != 1:
                raise InvalidMoveError(said("stacktics-height-place"))
            height = int(m.group("height")[1:])
        elif m.group("cap"):
            capture = True
    if len(cells) != 2:
        raise InvalidMoveError(said("stacktics-needs-two-cells", text=shown))
    if height is not None and height < 1:
        raise InvalidMoveError(said("stacktics-height-from-one"))
    return Typed(cells[0], cells[1], size, height, capture)


def parse(state: StackticsState, text: str, seat: int | None = None) -> StackticsMove:
    """The legal move `text` stands for. `InvalidMoveError` if it cannot be read,
    `IllegalMoveError` (saying why) if it is not legal for `seat` now."""
    if state.outcome() is not None:
        raise IllegalMoveError(said("core-game-over"))
    if seat is not None and seat != state.side:
        raise IllegalMoveError(said("core-not-your-turn"))
    typed = read(text)
    if isinstance(typed, StackticsMove):
        if not state.pie_open:
            raise IllegalMoveError(said("stacktics-pie-not-open"))
        return typed
    geo = state.geo
    frm, to = geo.index(typed.origin), geo.index(typed.target)
    stack = state.cells[frm]
    me = COLOURS[state.colour]
    if not stack:
        raise IllegalMoveError(said("stacktics-no-stack", cell=typed.origin))
    if stack[0] != me:
        raise IllegalMoveError(
            said(
                "stacktics-not-your-stack",
                cell=typed.origin,
                owner=colour_word(1 - state.colour),
                you=colour_word(state.colour),
            )
        )
    base = _base(state, typed, frm, to)
    move = StackticsMove(frm, base, to)
    if not state.is_legal(move):
        raise IllegalMoveError(
            why_not(state, move) or said("stacktics-not-legal", text=str(text).strip()[:40])
        )
    if typed.capture and not is_capture(state.cells, move):
        raise IllegalMoveError(said("stacktics-nothing-to-capture", cell=typed.target))
    return move


def _base(state: StackticsState, typed: Typed, frm: int, to: int) -> int:
    """The base index the player meant (using the destination when they left it open)."""
    sizes = state.cells[frm][1:]
    name = typed.origin
    if typed.height is not None:
        if typed.height > len(sizes):
            raise IllegalMoveError(said("stacktics-height-too-high", cell=name, count=len(sizes)))
        base = typed.height - 1
        if typed.size is not None and sizes[base] != typed.size:
            raise IllegalMoveError(
                said(
                    "stacktics-height-wrong-size",
                    height=typed.height,
                    cell=name,
                    found=piece_word(sizes[base]),
                    given=piece_word(typed.size),
                )
            )
        return base
    if typed.size is not None:
        candidates = [k for k, s in enumerate(sizes) if s == typed.size]
        if not candidates:
            raise IllegalMoveError(
                said("stacktics-no-size", cell=name, size=piece_word(typed.size))
            )
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
        options = joined(
            "stacktics-or",
            [
                said(
                    "stacktics-base-option",
                    move=notation(state, StackticsMove(frm, k, to)),
                    unit=unit_words(sizes[k:]),
                )
                for k in legal
            ],
        )
        raise IllegalMoveError(said("stacktics-which-base", cell=name, options=options))
    reasons = joined(
        "stacktics-reasons",
        [
            _reason(unit_words(sizes[k:]), why_not(state, StackticsMove(frm, k, to)))
            for k in reversed(candidates)
        ],
    )
    raise IllegalMoveError(
        said("stacktics-nothing-can-go", cell=name, target=typed.target, reasons=reasons)
    )


def _reason(unit: Said, reason: Said | None) -> Said:
    """One clause of a "nothing can go there" message: the reason's `-clause` form."""
    if reason is None:
        return said("stacktics-reason-not-now", unit=unit)
    return said(f"{reason.key}-clause", unit=unit, **reason.args)


def why_not(state: StackticsState, move: StackticsMove) -> Said | None:
    """Why the board move `move` (of the side to move's stack) breaks a rule, or None."""
    geo, cells = state.geo, state.cells
    stack = cells[move.frm]
    sizes = stack[1:]
    size = sizes[move.base]
    word = piece_word(size)
    (f0, r0), (f1, r1) = geo.coords(move.frm), geo.coords(move.to)
    df, dr = f1 - f0, r1 - r0
    if df == 0 and dr == 0:
        return said("stacktics-why-no-distance")
    diagonal, straight = abs(df) == abs(dr), df == 0 or dr == 0
    if size == "1" and not diagonal:
        return said("stacktics-why-small")
    if size == "2" and not straight:
        return said("stacktics-why-medium")
    if size == "3" and not (diagonal or straight):
        return said("stacktics-why-large")
    distance = max(abs(df), abs(dr))
    weight = sum(int(s) for s in sizes[move.base + 1 :])
    if weight and weight < int(size) and distance > geo.loaded_range:
        return said("stacktics-why-loaded", word=word, weight=weight, range=geo.loaded_range)
    if weight >= int(size) and distance > 1:
        return said("stacktics-why-overloaded", word=word, weight=weight)
    step_f, step_r = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
    for n in range(1, distance):
        between = (r0 + n * step_r) * geo.files + f0 + n * step_f
        if cells[between]:
            return said("stacktics-why-blocked", between=geo.name(between))
    dest = cells[move.to]
    if not dest:
        return None
    if dest[0] == stack[0]:
        if dest[-1] < size:
            return said(
                "stacktics-why-stack-smaller",
                cell=geo.name(move.to),
                top=piece_word(dest[-1]),
                word=word,
            )
        return None
    if move.base != len(sizes) - 1 or len(sizes) < 2:
        if len(sizes) == 1:
            return said("stacktics-why-capture-alone", word=word, cell=geo.name(move.frm))
        return said("stacktics-why-capture-many", count=len(sizes) - move.base)
    return None
