"""Move notation: canonical text, the public text (secrets hidden) and labels in words.

Canonical forms: `stack d4>e5`, `chain d4>e5`, `flip d4>e5`, `disassemble d4>e5` (your
stack S first, then the adjacent stack T), `pass`, `place d4`, `place random`,
`frenzy d4`, `done`, `force y`, `give <card>`, `offer y <card>`, `accept <card>`, `decline`.
Reading input is forgiving: see `parsing.py`.
"""

from __future__ import annotations

from bot.games.kitty import actions as B
from bot.games.kitty.cards import card_name
from bot.games.kitty.model import COLOUR_NAMES, Position
from bot.games.kitty.moves import (
    ACCEPT,
    CHAIN,
    DECLINE_KIND,
    DISASSEMBLE,
    DONE_KIND,
    FLIP,
    FORCE,
    FRENZY,
    GIVE,
    OFFER,
    PASS_KIND,
    PLACE,
    STACK,
    KittyMove,
)


def format_move(state: Position, move: KittyMove) -> str:
    """The canonical notation of `move` (may name the mover's own cards)."""
    kind = move.kind
    names = state.geo.names
    if kind in (STACK, CHAIN, FLIP, DISASSEMBLE):
        target = state.geo.neighbours[move.cell][move.direction]
        return f"{kind} {names[move.cell]}>{names[target]}"
    if kind == PLACE:
        return "place random" if move.cell < 0 else f"place {names[move.cell]}"
    if kind == FRENZY:
        return f"frenzy {names[move.cell]}"
    if kind == FORCE:
        return f"force {state.colours[move.seat]}"
    if kind == GIVE:
        return f"give {move.card}"
    if kind == OFFER:
        return f"offer {state.colours[move.seat]} {move.card}"
    if kind == ACCEPT:
        return f"accept {move.card}"
    return kind  # pass, done, decline


def move_cells(state: Position, move: KittyMove) -> tuple[str, ...]:
    """The cells `move` touches: your stack's cell, then the adjacent stack's, then the
    cells a chain stacks onto further or a flip lands on; the cell of a placement or a
    Frenzy; none for a pass, a card or `place random`."""
    kind = move.kind
    names = state.geo.names
    if kind in (STACK, CHAIN, FLIP, DISASSEMBLE):
        nbr = state.geo.neighbours
        i, k = move.cell, move.direction
        j = nbr[i][k]
        touched = [i, j]
        if kind == CHAIN:
            touched += B.chain_run(state.cells, nbr, i, k)
        elif kind == FLIP and nbr[j][k] >= 0:
            touched.append(nbr[j][k])
        return tuple(names[c] for c in dict.fromkeys(touched))
    if kind in (PLACE, FRENZY) and move.cell >= 0:
        return (names[move.cell],)
    return ()


def public_text(state: Position, move: KittyMove) -> str:
    """The move as every player may read it: card ids of exchanges are left out."""
    kind = move.kind
    if kind == OFFER:
        return f"offer {state.colours[move.seat]}"
    if kind == ACCEPT:
        return "accept"
    if kind == GIVE:
        return "give a card"
    return format_move(state, move)


def describe_move(state: Position, move: KittyMove) -> str:
    """A label in words for the mover's autocomplete (may name the mover's own cards)."""
    kind = move.kind
    names = state.geo.names
    cells = state.cells
    if kind in (STACK, CHAIN, FLIP, DISASSEMBLE):
        nbr = state.geo.neighbours
        i, k = move.cell, move.direction
        j = nbr[i][k]
        s, t = cells[i], cells[j]
        a, b = names[i], names[j]
        if kind == STACK:
            owner = "yours" if t[-1] == s[-1] else f"{_colour_name(t[-1])}'s"
            return f"stack {a} ({len(s)}) → {b} ({len(t)}, {owner}): {len(s) + len(t)} high, yours"
        if kind == CHAIN:
            run = B.chain_run(cells, nbr, i, k)
            height = len(s) + sum(len(cells[c]) for c in run)
            path = " → ".join(names[c] for c in (i, *run))
            return f"chain {path}: {len(run)} steps, +{len(run)}, {height} high"
        if kind == FLIP:
            e = nbr[j][k]
            after = _colour_name(t[0])
            who = "yours" if t[0] == s[-1] else f"{after}'s"
            return f"flip {a} over {b} → {names[e]}: {b} turns over, now {who}"
        taken = B.disassembled_count(cells, nbr, move)
        pieces = "piece" if taken == 1 else "pieces"
        return f"disassemble {b} from {a}: takes {taken} {pieces}"
    if kind == PASS_KIND:
        return "pass"
    if kind == PLACE:
        if move.cell >= 0:
            return f"place a piece on {names[move.cell]}"
        if state.setup_mode == "turns":
            return "place this piece on a random empty cell"
        return "place all your remaining pieces at random"
    if kind == FRENZY:
        h = len(cells[move.cell])
        return f"remove {names[move.cell]} ({h} high) with Monochromatic Frenzy: +{h}"
    if kind == DONE_KIND:
        return "done: end your turn"
    if kind == FORCE:
        return f"Forced Exchange with {state.name(move.seat)}"
    if kind == GIVE:
        return f"give {card_name(move.card)}"
    if kind == OFFER:
        return f"offer {state.name(move.seat)} your {card_name(move.card)}"
    if kind == ACCEPT:
        return f"accept, giving your {card_name(move.card)}"
    if kind == DECLINE_KIND:
        return "decline the offer"
    return format_move(state, move)


def _colour_name(letter: str) -> str:
    return COLOUR_NAMES.get(letter, letter)
