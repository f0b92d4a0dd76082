"""`KittyGame`: Kitty Stack Tower as the protocol's `Game`. It declares the options and
commands and wires the package's modules: set-up, notation, views, snapshots, ending,
determinization and perft."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.core.errors import OptionError
from bot.core.protocol import ButtonSpec, CommandSpec, Game, GameCaps, OptionSpec, State
from bot.core.protocol import perft as protocol_perft
from bot.games.kitty import codec, ending
from bot.games.kitty.cards import CARDS
from bot.games.kitty.determinize import determinize
from bot.games.kitty.geometry import board_cells
from bot.games.kitty.model import KEY, PIECES_PER_PLAYER, STEP_FRENZY, STEP_OFFER, STEP_TURN
from bot.games.kitty.moves import PASS_KIND, PLACE, KittyMove
from bot.games.kitty.notation import describe_move, format_move, move_cells, public_text
from bot.games.kitty.parsing import parse_move
from bot.games.kitty.perft import perft_board
from bot.games.kitty.setup import starting_state
from bot.games.kitty.state import KittyState
from bot.games.kitty.view import build_view
from bot.games.kitty.views import KittyView
from bot.i18n import Said, said

#: The seats' colours as typed words read them; in words they are the catalogue's
#: `kitty-seat-1` … `kitty-seat-4`.
SEAT_NAMES = ("Red", "Yellow", "Blue", "Green")

#: Checked options by (players, (name, type, value) of each raw option), see
#: `KittyGame.validate_options`.
_CHECKED: dict[tuple[Any, ...], dict[str, Any]] = {}


class KittyGame(Game[KittyState, KittyMove]):
    """Kitty Stack Tower: stack, flip and disassemble on a hex board, 2–4 players."""

    key = KEY
    title = "Kitty Stack Tower"
    min_players = 2
    max_players = 4
    seat_names = SEAT_NAMES
    hidden_information = True
    caps = GameCaps(
        extra_commands=(
            CommandSpec(
                name="place",
                description=said("kitty-command-place"),
                argument="cell",
                argument_description=said("kitty-command-place-cell"),
                offers=("place ",),
                prefix="place ",
            ),
            CommandSpec(
                name="trade",
                description=said("kitty-command-trade"),
                argument="action",
                argument_description=said("kitty-command-trade-action"),
                offers=("offer", "accept", "decline", "give", "force"),
            ),
        )
    )
    #: Card id → (name, text), the objective cards catalogue (read by the cards commands).
    options = (
        OptionSpec(
            "setup",
            "str",
            "free",
            said("kitty-option-setup"),
            choices=("free", "turns", "random"),
        ),
        OptionSpec(
            "objectives",
            "bool",
            False,
            said("kitty-option-objectives"),
        ),
        OptionSpec(
            "radius",
            "int",
            3,
            said("kitty-option-radius"),
            minimum=3,
            maximum=6,
        ),
    )

    # ----- options and set-up -------------------------------------------------------
    def card_texts(self) -> Mapping[str, tuple[Said, Said]]:
        return CARDS

    def validate_options(self, players: int, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults depend on the player count (radius 3 and no cards for 2 players;
        radius 4 and cards for 3–4); a board too small for every piece is refused.
        The answers for options of plain values are remembered (every playout asks)."""
        try:
            key = (players, *((k, type(v), v) for k, v in raw.items()))
            checked = _CHECKED.get(key)
        except TypeError:  # an unhashable value: check it each time
            key, checked = None, None
        if checked is None:
            checked = self._check_options(players, raw)
            if key is not None and len(_CHECKED) < 256:
                _CHECKED[key] = checked
        return dict(checked)

    def _check_options(self, players: int, raw: Mapping[str, Any]) -> dict[str, Any]:
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
                said(
                    "kitty-option-radius-small",
                    radius=radius,
                    cells=board_cells(radius),
                    pieces=need,
                    players=players,
                    each=PIECES_PER_PLAYER,
                    smallest=smallest,
                )
            )
        return out

    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> KittyState:
        """The set-up state: an empty board (or a random one), cards dealt from `seed`."""
        opts = self.validate_options(players, options)
        return starting_state(
            players, seed, opts["radius"], opts["setup"], bool(opts["objectives"])
        )

    # ----- notation -----------------------------------------------------------------
    def parse_move(self, state: KittyState, text: str, seat: int | None = None) -> KittyMove:
        return parse_move(state, text, seat)

    def format_move(self, state: KittyState, move: KittyMove) -> str:
        return format_move(state, move)

    def describe_move(self, state: KittyState, move: KittyMove) -> Said:
        return describe_move(state, move)

    def move_cells(self, state: KittyState, move: KittyMove) -> tuple[str, ...]:
        return move_cells(state, move)

    def cell_names(self, state: KittyState) -> frozenset[str]:
        return frozenset(state.geo.names)

    def warn_before(self, state: KittyState, move: KittyMove, seat: int) -> Said | None:
        """A voluntary pass that ends the game (every other player passed too) is confirmed."""
        if move.kind != PASS_KIND or len(state.legal_moves(seat)) <= 1:
            return None
        after = state.apply(move, seat)
        if after.outcome() is None:
            return None
        return said("kitty-warn-last-pass")

    def public_move_text(self, state: KittyState, move: KittyMove) -> str:
        """The notation of `move` as everyone may read it (exchanged cards left out)."""
        return public_text(state, move)

    def announce(self, before: KittyState, move: KittyMove, after: KittyState) -> list[Said]:
        """What the move did beyond itself: forced passes, cards revealed, points banked,
        stacks removed, exchanges (without their hidden cards), the end of the game."""
        return list(after.events)

    def is_draft(self, state: KittyState, move: KittyMove, seat: int) -> bool:
        """Set-up placements update the set-up board in place, except the one that places
        the last piece (play then starts on a fresh board that mentions Red)."""
        if state.phase != "setup" or move.kind != PLACE:
            return False
        left = sum(state.unplaced)
        placing = 1 if move.cell != -1 or state.setup_mode == "turns" else state.unplaced[seat]
        return left - placing > 0

    def buttons(self, state: KittyState) -> list[ButtonSpec]:
        """ "Place the rest at random" in a free set-up (one random piece in a turns
        set-up), "Done" in the after-action step, "Decline" for an exchange offer."""
        if state.outcome() is not None:
            return []
        if state.phase == "setup":
            if state.setup_mode == "turns":
                label = said("kitty-button-place-random")
                return [ButtonSpec(label, "place random", (state.turn,))]
            placers = tuple(sorted(state.actors()))
            return [ButtonSpec(said("kitty-button-place-rest"), "place random", placers)]
        if state.step == STEP_FRENZY:
            return [ButtonSpec(said("kitty-button-done"), "done", (state.turn,))]
        if state.step == STEP_OFFER and state.pending is not None:
            label = said("kitty-button-decline")
            return [ButtonSpec(label, "decline", (state.pending.to,), "danger")]
        return []

    # ----- views --------------------------------------------------------------------
    def seat_view(self, state: KittyState, seat: int | None) -> KittyView:
        """What `seat` may see (None: the public channel), see `view.build_view`."""
        return build_view(state, seat)

    # ----- persistence --------------------------------------------------------------
    def encode_state(self, state: KittyState) -> dict[str, Any]:
        return codec.encode_state(state)

    def decode_state(self, data: Any) -> KittyState:
        return codec.decode_state(data)

    def position_from_json(self, data: Any) -> KittyState:
        return codec.position_from_json(data)

    def position_to_json(self, state: KittyState) -> dict[str, Any]:
        return codec.position_to_json(state)

    # ----- ending by the players' will ----------------------------------------------
    def resign(self, state: KittyState, seat: int) -> State[KittyMove]:
        return ending.resign(state, seat)

    def agreed_end(self, state: KittyState) -> State[KittyMove]:
        return ending.agreed_end(state)

    # ----- hidden information -------------------------------------------------------
    def takeback_refusal(
        self, before: KittyState, move: KittyMove, after: KittyState
    ) -> Said | None:
        """A move that revealed, banked, discarded, offered or exchanged an objective card
        (or changed anyone's hand) may not be taken back."""
        if (
            before.hands != after.hands
            or before.revealed != after.revealed
            or before.banked != after.banked
            or before.discarded != after.discarded
            or before.pending != after.pending
            or before.exchanged != after.exchanged
            or before.offered != after.offered
        ):
            return said("kitty-takeback-cards")
        return None

    def determinize(self, view: Mapping[str, Any], seat: int, rng: random.Random) -> KittyState:
        return determinize(view, seat, rng)

    # ----- perft --------------------------------------------------------------------
    def perft(self, state: KittyState, depth: int) -> int:
        """Leaf count; the card-free play phase uses the fast board walk."""
        if (
            state.phase == "play"
            and state.step == STEP_TURN
            and not state.objectives
            and state.ended is None
            and not any(state.out)
        ):
            nbr = state.geo.neighbours
            return perft_board(state.cells, nbr, state.colours, state.turn, state.passes, depth)
        return protocol_perft(state, depth)
