"""Small builders shared by the Tumbling Down tests."""

from __future__ import annotations

from bot.games.tumbling import GAME, TumblingState


def position(
    stacks: dict[str, str], to_move: str = "w", files: int = 8, ranks: int = 8
) -> TumblingState:
    """A state from the rules file's format; stacks are written "wwb" (bottom→top)."""
    return GAME.position_from_json(
        {
            "game": "tumbling",
            "files": files,
            "ranks": ranks,
            "to_move": to_move,
            "stacks": {cell: list(pieces) for cell, pieces in stacks.items()},
        }
    )


def play(state: TumblingState, *moves: str) -> TumblingState:
    """`state` after the moves, each given in notation."""
    for text in moves:
        state = state.apply(GAME.parse_move(state, text))
    return state


def stacks(state: TumblingState) -> dict[str, str]:
    """The occupied cells as {name: "pieces bottom→top"}."""
    return {cell: "".join(p) for cell, p in GAME.position_to_json(state)["stacks"].items()}


def notations(state: TumblingState) -> set[str]:
    return {GAME.format_move(state, m) for m in state.legal_moves()}
