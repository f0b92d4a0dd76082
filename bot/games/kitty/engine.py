"""`KittyGame`: Kitty Stack Tower as the protocol's `Game` (options, set-up, notation,
snapshots, resignation, determinization, perft)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.core.errors import OptionError, PositionError
from bot.core.protocol import ButtonSpec, CommandSpec, Game, GameCaps, OptionSpec, State
from bot.core.protocol import perft as protocol_perft
from bot.games.kitty import codec, ending, turns
from bot.games.kitty.board import perft_board
from bot.games.kitty.cards import CARD_IDS, CARDS, CARDS_PER_PLAYER, sort_cards
from bot.games.kitty.determinize import determinize
from bot.games.kitty.geometry import board_cells, geometry
from bot.games.kitty.moves import PASS_KIND, KittyMove
from bot.games.kitty.notation import describe_move, format_move, public_text
from bot.games.kitty.parsing import parse_move
from bot.games.kitty.state import COLOUR_ORDER, PIECES_PER_PLAYER, KittyState

SEAT_NAMES = ("Red", "Yellow", "Blue", "Green")


class KittyGame(Game):
    """Kitty Stack Tower: stack, flip and disassemble on a hex board, 2–4 players."""

    key = "kitty"
    title = "Kitty Stack Tower"
    min_players = 2
    max_players = 4
    seat_names = SEAT_NAMES
    hidden_information = True
    caps = GameCaps(
        extra_commands=(
            CommandSpec(
                name="place",
                description="Kitty Stack Tower set-up: place a piece",
                argument="cell",
                argument_description="An empty cell — start typing to see them",
                offers=("place ",),
                prefix="place ",
            ),
            CommandSpec(
                name="trade",
                description="Kitty Stack Tower: offer, answer or force a card exchange",
                argument="action",
                argument_description="What to do — start typing to see your options",
                offers=("offer", "accept", "decline", "give", "force"),
            ),
        )
    )
    #: Card id → (name, text), for the cards commands.
    CARDS = CARDS
    options = (
        OptionSpec(
            "setup",
            "str",
            "free",
            "How the pieces are placed: free, turns or random",
            choices=("free", "turns", "random"),
        ),
        OptionSpec(
            "objectives",
            "bool",
            False,
            "Secret objective cards (default on for 3–4 players, off for 2)",
        ),
        OptionSpec(
            "radius",
            "int",
            3,
            "Board radius, 3–6 (default 3 for 2 players, 4 for 3–4)",
            minimum=3,
            maximum=6,
        ),
    )

    # ----- options and set-up -------------------------------------------------------
    def validate_options(self, players: int, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults depend on the player count (radius 3 and no cards for 2 players;
        radius 4 and cards for 3–4); a board too small for every piece is refused."""
        given = {k for k, v in raw.items() if v is not None}
        out = super().validate_options(players, raw)
        if "radius" not in given:
            out["radius"] = 3 if players == 2 else 4
        if "objectives" not in given:
            out["objectives"] = players >= 3
        radius = out["radius"]
        need = players * PIECES_PER_PLAYER
        if board_cells(radius) < need:
            smallest = next(r for r in range(radius, 7) if board_cells(r) >= need)
            raise OptionError(
                f"A radius-{radius} board has {board_cells(radius)} cells, too few for "
                f"{need} pieces ({players} players × {PIECES_PER_PLAYER}); use radius "
                f"{smallest} or more."
            )
        return out

    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> KittyState:
        """The set-up state: an empty board (or a random one), cards dealt from `seed`."""
        opts = self.validate_options(players, options)
        colours = COLOUR_ORDER[:players]
        size = geometry(opts["radius"]).size
        hands: tuple[tuple[str, ...], ...] = ((),) * players
        if opts["objectives"]:
            deck = list(CARD_IDS)
            random.Random(f"kitty-deal:{seed}").shuffle(deck)
            hands = tuple(
                sort_cards(deck[s * CARDS_PER_PLAYER : (s + 1) * CARDS_PER_PLAYER])
                for s in range(players)
            )
        state = KittyState(
            radius=opts["radius"],
            colours=colours,
            cells=("",) * size,
            tokens=(),
            phase="setup",
            setup_mode=opts["setup"],
            unplaced=(PIECES_PER_PLAYER,) * players,
            turn=0,
            step="turn",
            pending=None,
            offered=False,
            passes=0,
            _ply=0,
            seed=int(seed),
            objectives=bool(opts["objectives"]),
            hands=hands,
            revealed=frozenset(),
            discarded=(),
            banked=((),) * players,
            removed=(),
            exchanged=(False,) * players,
            knowledge=((),) * players,
            out=(False,) * players,
            last=None,
            events=(),
            ended=None,
        )
        if opts["setup"] == "random":
            state = _random_setup(state)
        return state

    # ----- notation -----------------------------------------------------------------
    def parse_move(self, state: State, text: str, seat: int | None = None) -> KittyMove:
        return parse_move(_kitty(state), text, seat)

    def format_move(self, state: State, move: Any) -> str:
        return format_move(_kitty(state), move)

    def describe_move(self, state: State, move: Any) -> str:
        return describe_move(_kitty(state), move)

    def warn_before(self, state: State, move: Any, seat: int) -> str | None:
        """A voluntary pass that ends the game (every other player passed too) is confirmed."""
        if (
            not isinstance(move, KittyMove)
            or move.kind != PASS_KIND
            or len(state.legal_moves(seat)) <= 1
        ):
            return None
        after = state.apply(move, seat)
        if after.outcome() is None:
            return None
        return (
            "Passing now **ends the game**: every other player has passed, so the stacks are "
            "scored as they stand."
        )

    def public_move_text(self, state: State, move: Any) -> str:
        """The notation of `move` as everyone may read it (exchanged cards left out)."""
        return public_text(_kitty(state), move)

    def announce(self, before: State, move: Any, after: State) -> list[str]:
        """What the move did beyond itself: forced passes, cards revealed, points banked,
        stacks removed, exchanges (without their hidden cards), the end of the game."""
        return list(after.events) if isinstance(after, KittyState) else []

    def is_draft(self, state: State, move: Any, seat: int) -> bool:
        """Set-up placements update the set-up board in place, except the one that places
        the last piece (play then starts on a fresh board that mentions Red)."""
        s = _kitty(state)
        if s.phase != "setup" or move.kind != "place":
            return False
        left = sum(s.unplaced)
        placing = 1 if move.cell != -1 or s.setup_mode == "turns" else s.unplaced[seat]
        return left - placing > 0

    def buttons(self, state: State) -> list[ButtonSpec]:
        """ "Place the rest at random" in a free set-up (one random piece in a turns
        set-up), "Done" in the after-action step, "Decline" for an exchange offer."""
        s = _kitty(state)
        if s.outcome() is not None:
            return []
        if s.phase == "setup":
            if s.setup_mode == "turns":
                return [ButtonSpec("Place at random", "place random", (s.turn,))]
            return [
                ButtonSpec("Place the rest at random", "place random", tuple(sorted(s.actors())))
            ]
        if s.step == "frenzy":
            return [ButtonSpec("Done", "done", (s.turn,))]
        if s.step == "offer" and s.pending is not None:
            return [ButtonSpec("Decline", "decline", (s.pending.to,), "danger")]
        return []

    # ----- persistence --------------------------------------------------------------
    def encode_state(self, state: State) -> dict[str, Any]:
        return codec.encode_state(_kitty(state))

    def decode_state(self, data: Any) -> KittyState:
        return codec.decode_state(data)

    def position_from_json(self, data: Any) -> KittyState:
        return codec.position_from_json(data)

    def position_to_json(self, state: State) -> dict[str, Any]:
        return codec.position_to_json(_kitty(state))

    # ----- ending by the players' will ----------------------------------------------
    def resign(self, state: State, seat: int) -> KittyState:
        return ending.resign(_kitty(state), seat)

    def agreed_end(self, state: State) -> KittyState:
        return ending.agreed_end(_kitty(state))

    # ----- hidden information -------------------------------------------------------
    def determinize(self, view: Mapping[str, Any], seat: int, rng: random.Random) -> KittyState:
        return determinize(view, seat, rng)

    # ----- perft --------------------------------------------------------------------
    def perft(self, state: State, depth: int) -> int:
        """Leaf count; the card-free play phase uses the fast board walk."""
        s = _kitty(state)
        if (
            s.phase == "play"
            and s.step == "turn"
            and not s.objectives
            and s.ended is None
            and not any(s.out)
        ):
            return perft_board(s.cells, s.geo.neighbours, s.colours, s.turn, s.passes, depth)
        return protocol_perft(s, depth)


def _kitty(state: State) -> KittyState:
    if not isinstance(state, KittyState):
        raise PositionError("That is not a Kitty Stack Tower state.")
    return state


def _random_setup(state: KittyState) -> KittyState:
    """Every piece placed at random from the seed; play begins."""
    rng = random.Random(f"kitty-setup:{state.seed}")
    pieces = [c for c in state.colours for _ in range(PIECES_PER_PLAYER)]
    rng.shuffle(pieces)
    cells = list(state.cells)
    for cell, piece in zip(rng.sample(range(len(cells)), len(pieces)), pieces):
        cells[cell] = piece
    ch: dict[str, Any] = {"cells": tuple(cells), "unplaced": (0,) * state.num_players}
    events: list[str] = ["The pieces were placed at random."]
    turns.start_play(state, ch, events)
    ch["events"] = tuple(events)
    return state.replace(**ch)
