"""Reading moves typed by players, forgivingly, and explaining why a move is not legal.

Accepted (case and spacing do not matter): `stack d4>e5`, `stack d4 e5`, `d4>e5`, `d4-e5`,
`d4 → e5` (all a Stack), `s`/`f`/`d`/`c` for stack/flip/disassemble/chain, `flip d4>e5>f6`
or `flip d4 f6` (landing cell named), `chain d4>e5>f6` (the whole run), `place d4`,
`d4` (set-up), `random`, `frenzy d4`, `force yellow`, `give tower king`,
`offer y layered peaks`, `accept frenzy`, `decline`, `done`, `pass`.
"""

from __future__ import annotations

import re

from bot.core.errors import IllegalMoveError, InvalidMoveError
from bot.games.kitty import actions as B
from bot.games.kitty.cards import CARD_IDS, CARD_INFO
from bot.games.kitty.explain import explain
from bot.games.kitty.legal import default_seat
from bot.games.kitty.moves import (
    ACCEPT,
    CHAIN,
    DECLINE,
    DECLINE_KIND,
    DISASSEMBLE,
    DONE,
    DONE_KIND,
    FLIP,
    FORCE,
    FRENZY,
    GIVE,
    OFFER,
    PASS,
    PASS_KIND,
    PLACE,
    PLACE_RANDOM,
    STACK,
    KittyMove,
)
from bot.games.kitty.state import KittyState
from bot.i18n import Said, said

KIND_WORDS = {
    "stack": STACK,
    "s": STACK,
    "st": STACK,
    "flip": FLIP,
    "f": FLIP,
    "jump": FLIP,
    "disassemble": DISASSEMBLE,
    "dis": DISASSEMBLE,
    "d": DISASSEMBLE,
    "x": DISASSEMBLE,
    "chain": CHAIN,
    "c": CHAIN,
    "continuous": CHAIN,
    "run": CHAIN,
    "pass": PASS_KIND,
    "p": PASS_KIND,
    "done": DONE_KIND,
    "end": DONE_KIND,
    "stop": DONE_KIND,
    "decline": DECLINE_KIND,
    "no": DECLINE_KIND,
    "refuse": DECLINE_KIND,
    "place": PLACE,
    "put": PLACE,
    "frenzy": FRENZY,
    "remove": FRENZY,
    "force": FORCE,
    "give": GIVE,
    "offer": OFFER,
    "accept": ACCEPT,
}
SEAT_WORDS = {
    "red": "r",
    "yellow": "y",
    "blue": "b",
    "green": "g",
    "r": "r",
    "y": "y",
    "b": "b",
    "g": "g",
}
_CELL = re.compile(r"^[a-z][0-9]{1,2}$")
_ARROWS = ("→", "->", "=>", "»", "—", "–", "⟶")


def parse_move(state: KittyState, text: str, seat: int | None = None) -> KittyMove:
    """The legal move `text` names for `seat`; `InvalidMoveError` when it cannot be read,
    `IllegalMoveError` (saying why) when it reads but is not legal now."""
    who = default_seat(state, seat)
    words = _words(text)
    if not words:
        raise InvalidMoveError(said("kitty-parse-empty"))
    head = words[0]
    if head in KIND_WORDS:
        kind, args = KIND_WORDS[head], words[1:]
    elif head == "random":
        kind, args = PLACE, ["random"]
    elif _CELL.match(head):
        kind, args = _implied_kind(state, words), words
    else:
        raise InvalidMoveError(said("kitty-parse-not-a-move", text=str(text).strip()))
    move = _read(state, kind, args, text)
    if move in state.legal_moves(who):
        return move
    _explain(state, move, who)
    raise IllegalMoveError(said("kitty-parse-not-legal", text=str(text).strip()))


def _words(text: str) -> list[str]:
    raw = str(text).strip().lower()
    for arrow in _ARROWS:
        raw = raw.replace(arrow, ">")
    out: list[str] = []
    for word in re.split(r"[\s,>;:]+", raw):
        if not word:
            continue
        parts = word.split("-")
        if len(parts) > 1 and all(_CELL.match(p) for p in parts if p):
            out.extend(p for p in parts if p)
        else:
            out.append(word)
    return out


def _implied_kind(state: KittyState, words: list[str]) -> str:
    if state.phase == "setup":
        return PLACE
    if len(words) == 1:
        return FRENZY
    return STACK


def _read(state: KittyState, kind: str, args: list[str], text: str) -> KittyMove:
    geo = state.geo
    if kind in (PASS_KIND, DONE_KIND, DECLINE_KIND):
        _no_args(args, kind)
        return {PASS_KIND: PASS, DONE_KIND: DONE, DECLINE_KIND: DECLINE}[kind]
    if kind == PLACE:
        if args in (
            ["random"],
            ["rest", "random"],
            ["at", "random"],
            ["the", "rest", "at", "random"],
        ):
            return PLACE_RANDOM
        if len(args) != 1:
            raise InvalidMoveError(said("kitty-parse-place"))
        return KittyMove(PLACE, geo.parse(args[0]))
    if kind == FRENZY:
        if len(args) != 1:
            raise InvalidMoveError(said("kitty-parse-frenzy"))
        return KittyMove(FRENZY, geo.parse(args[0]))
    if kind == FORCE:
        if len(args) != 1:
            raise InvalidMoveError(said("kitty-parse-force"))
        return KittyMove(FORCE, seat=_seat(state, args[0]))
    if kind in (GIVE, ACCEPT):
        if not args:
            raise InvalidMoveError(said("kitty-parse-card-missing", kind=kind))
        return KittyMove(kind, card=_card(args))
    if kind == OFFER:
        if len(args) < 2:
            raise InvalidMoveError(said("kitty-parse-offer"))
        return KittyMove(OFFER, seat=_seat(state, args[0]), card=_card(args[1:]))
    return _board_move(state, kind, args)


def _no_args(args: list[str], kind: str) -> None:
    if args:
        raise InvalidMoveError(said("kitty-parse-no-args", kind=kind))


def _seat(state: KittyState, word: str) -> int:
    letter = SEAT_WORDS.get(word)
    if letter is None or letter not in state.colours:
        names = ", ".join(state.name(s).lower() for s in range(state.num_players))
        raise InvalidMoveError(said("kitty-parse-player", word=word, names=names))
    return state.colours.index(letter)


def _card(words: list[str]) -> str:
    key = "-".join(words).replace("'", "")
    key = key.replace("colour", "color")
    if key in CARD_INFO:
        return key
    for cid, info in CARD_INFO.items():
        if key == re.sub(r"[^a-z]+", "-", info.name.lower()).strip("-"):
            return cid
    matches = [
        cid
        for cid in CARD_IDS
        if cid.startswith(key)
        or re.sub(r"[^a-z]+", "-", CARD_INFO[cid].name.lower()).startswith(key)
    ]
    if len(matches) == 1:
        return matches[0]
    raise InvalidMoveError(
        said("kitty-parse-card", text=" ".join(words), cards=", ".join(CARD_IDS))
    )


def _board_move(state: KittyState, kind: str, args: list[str]) -> KittyMove:
    geo = state.geo
    if len(args) < 2:
        raise InvalidMoveError(said("kitty-parse-board", kind=kind))
    cells = [geo.parse(a) for a in args]
    src, second = cells[0], cells[1]
    direction = geo.direction(src, second)
    if direction is None and kind == FLIP and len(cells) == 2:
        direction = geo.line_direction(src, second)
    if direction is None:
        raise IllegalMoveError(said("kitty-parse-not-next-to", start=args[0], end=args[1]))
    move = KittyMove(kind, src, direction)
    extra = cells[2:] if geo.direction(src, second) is not None else []
    if extra:
        expected = _expected_tail(state, move)
        if kind == CHAIN and not expected:
            return move  # not a run at all: the explanation says why
        if tuple(extra) != expected:
            raise IllegalMoveError(_tail_message(state, kind, move, expected))
    return move


def _expected_tail(state: KittyState, move: KittyMove) -> tuple[int, ...]:
    """The cells after T a player may list: the landing cell of a Flip, the rest of a run."""
    nbr = state.geo.neighbours
    target = nbr[move.cell][move.direction]
    if move.kind == FLIP:
        land = nbr[target][move.direction]
        return (land,) if land >= 0 else ()
    if move.kind == CHAIN:
        return B.chain_run(state.cells, nbr, move.cell, move.direction)[1:]
    return ()


def _tail_message(state: KittyState, kind: str, move: KittyMove, expected: tuple[int, ...]) -> Said:
    names = state.geo.names
    target = state.geo.neighbours[move.cell][move.direction]
    if kind == FLIP and expected:
        return said("kitty-parse-flip-lands", cell=names[expected[0]])
    if kind == CHAIN and expected:
        path = " → ".join(names[c] for c in (target, *expected))
        return said("kitty-parse-run-goes", path=path)
    return said("kitty-parse-tail", move=f"{kind} {names[move.cell]}>{names[target]}")


# ----- why not ------------------------------------------------------------------------
def _explain(state: KittyState, move: KittyMove, seat: int | None) -> None:
    """Raise an `IllegalMoveError` saying why `move` is not legal for `seat` now."""
    explain(state, move, seat)
