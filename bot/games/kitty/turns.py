"""Shared pieces of every transition: the pending changes of a move, turn order, banking
points, revealing cards and moving tokens.

A transition collects its field changes in a dict (`Changes`) and the public sentences it
produces in a list; `flow.play_move` turns them into the next state.
"""

from __future__ import annotations

from bot.games.kitty.cards import FRENZY, card_said, frenzy_eligible
from bot.games.kitty.knowledge import forget_card
from bot.games.kitty.model import STEP_FRENZY, STEP_TURN, Changes, Position, Tokens
from bot.i18n import Said, said


def advance(state: Position, ch: Changes, events: list[Said]) -> None:
    """End the turn of `turn`: the next seat moves; resigned seats pass automatically."""
    n = state.num_players
    passes = ch.get("passes", state.passes)
    out = ch.get("out", state.out)
    nxt = (ch.get("turn", state.turn) + 1) % n
    while out[nxt] and passes < n:
        passes += 1
        events.append(said("kitty-event-out-passes", name=state.player(nxt)))
        nxt = (nxt + 1) % n
    ch.update({"turn": nxt, "passes": passes, "step": STEP_TURN, "pending": None, "offered": False})
    if passes >= n:
        events.append(said("kitty-event-all-passed"))


def after_action(state: Position, seat: int, ch: Changes, events: list[Said]) -> None:
    """After the main action: the Frenzy step if the seat may use it, else the next turn."""
    if state.objectives and FRENZY in state.hands[seat]:
        me = state.colours[seat]
        if any(s and s[-1] == me and frenzy_eligible(s) for s in ch.get("cells", state.cells)):
            ch["step"] = STEP_FRENZY
            return
    advance(state, ch, events)


def next_placer(state: Position, unplaced: list[int], seat: int) -> int:
    """In a `turns` set-up: the next seat after `seat` with pieces left to place."""
    n = state.num_players
    for step in range(1, n + 1):
        s = (seat + step) % n
        if unplaced[s] > 0:
            return s
    return seat


def start_play(state: Position, ch: Changes, events: list[Said]) -> None:
    """Every piece is placed: play starts with the first seat (Red)."""
    ch.update({"phase": "play", "turn": state.num_players - 1, "passes": 0})
    events.append(said("kitty-event-play-begins"))
    advance(state, ch, events)
    events.append(said("kitty-event-moves-first", name=state.player(ch.get("turn", state.turn))))


def reveal(state: Position, ch: Changes, seat: int, card: str, events: list[Said]) -> None:
    """`card` (held by `seat`) is shown to everyone if it was not already."""
    revealed = ch.get("revealed", state.revealed)
    if card in revealed:
        return
    ch["revealed"] = revealed | {card}
    ch["knowledge"] = forget_card(ch.get("knowledge", state.knowledge), card)
    events.append(said("kitty-event-reveals", name=state.player(seat), card=card_said(card)))


def bank(state: Position, ch: Changes, seat: int, card: str, points: int) -> None:
    """`seat` keeps `points` scored with `card`, whatever happens later."""
    banked = list(ch.get("banked", state.banked))
    mine = dict(banked[seat])
    mine[card] = mine.get(card, 0) + points
    banked[seat] = tuple(sorted(mine.items()))
    ch["banked"] = tuple(banked)


def tokens_at(tokens: Tokens, cell: int) -> tuple[str, ...]:
    """The token names on `cell`."""
    for c, names in tokens:
        if c == cell:
            return names
    return ()


def add_token(tokens: Tokens, cell: int, token: str) -> Tokens:
    """`tokens` with `token` added on `cell`."""
    table = dict(tokens)
    table[cell] = tuple(sorted(set(table.get(cell, ())) | {token}))
    return tuple(sorted(table.items()))


def move_tokens(tokens: Tokens, moves: tuple[tuple[int, int], ...]) -> Tokens:
    """Tokens follow their stacks: each (from, to) moves every token of `from` onto `to`
    (a merged stack keeps every token of its parts)."""
    if not tokens or not moves:
        return tokens
    table = dict(tokens)
    for src, dst in moves:
        if src in table:
            table[dst] = tuple(sorted(set(table.get(dst, ())) | set(table.pop(src))))
    return tuple(sorted(table.items()))
