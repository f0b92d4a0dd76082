"""Move notation: canonical text, the public text (secrets hidden) and labels in words.

Canonical forms: `stack d4>e5`, `chain d4>e5`, `flip d4>e5`, `disassemble d4>e5` (your
stack S first, then the adjacent stack T), `pass`, `place d4`, `place random`,
`frenzy d4`, `done`, `force y`, `give <card>`, `offer y <card>`, `accept <card>`, `decline`.
Reading input is forgiving: see `parsing.py`.
"""

from __future__ import annotations

from bot.games.kitty import actions as B
from bot.games.kitty.cards import card_said
from bot.games.kitty.model import Position, colour_said
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
from bot.i18n import Said, said


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


def describe_move(state: Position, move: KittyMove) -> Said:
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
            sizes = {"start": a, "height": len(s), "end": b, "target": len(t)}
            total = len(s) + len(t)
            if t[-1] == s[-1]:
                return said("kitty-describe-stack-yours", **sizes, total=total)
            return said("kitty-describe-stack", **sizes, owner=colour_said(t[-1]), total=total)
        if kind == CHAIN:
            run = B.chain_run(cells, nbr, i, k)
            height = len(s) + sum(len(cells[c]) for c in run)
            path = " → ".join(names[c] for c in (i, *run))
            return said("kitty-describe-chain", path=path, steps=len(run), total=height)
        if kind == FLIP:
            e = nbr[j][k]
            cells_of = {"start": a, "over": b, "land": names[e]}
            if t[0] == s[-1]:
                return said("kitty-describe-flip-yours", **cells_of)
            return said("kitty-describe-flip", **cells_of, owner=colour_said(t[0]))
        taken = B.disassembled_count(cells, nbr, move)
        return said("kitty-describe-disassemble", target=b, start=a, count=taken)
    if kind == PASS_KIND:
        return said("kitty-describe-pass")
    if kind == PLACE:
        if move.cell >= 0:
            return said("kitty-describe-place", cell=names[move.cell])
        if state.setup_mode == "turns":
            return said("kitty-describe-place-random-one")
        return said("kitty-describe-place-random-rest")
    if kind == FRENZY:
        h = len(cells[move.cell])
        return said("kitty-describe-frenzy", cell=names[move.cell], height=h)
    if kind == DONE_KIND:
        return said("kitty-describe-done")
    if kind == FORCE:
        return said("kitty-describe-force", name=state.player(move.seat))
    if kind == GIVE:
        return said("kitty-describe-give", card=card_said(move.card))
    if kind == OFFER:
        return said("kitty-describe-offer", name=state.player(move.seat), card=card_said(move.card))
    if kind == ACCEPT:
        return said("kitty-describe-accept", card=card_said(move.card))
    if kind == DECLINE_KIND:
        return said("kitty-describe-decline")
    return said("kitty-describe-other", move=format_move(state, move))
