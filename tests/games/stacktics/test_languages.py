"""Stacktics says everything in the reader's language: seeded playouts in the
pseudo-language leave no English word outside the catalogue (only notation, numbers)."""

from __future__ import annotations

import random
from typing import Any

from bot.core.errors import GameError
from bot.games.stacktics import GAME
from tests.games.speech import English

#: Typed texts that are not legal moves (and the pie words when no pie is open).
TYPED = (
    "",
    "hello",
    "b1",
    "Sb1/1/2-b3",
    "b1 s m c2",
    "b1/2 b3 /1",
    "b1/0-b2",
    "b1/9-b2",
    "Lb1-b3",
    "Sb1xc2",
    "Mc3-c4",
    "a1-a2",
    "b1-b1",
    "swap",
    "keep",
)


def test_playouts_say_no_english_word(pseudo_german: str) -> None:
    speech = English(pseudo_german)
    speech.game_texts(GAME)
    notation: set[str] = {"swap", "keep"}
    for board, seed in (("4x4", 1), ("5x5", 2), ("6x6", 3), ("3x5", 4), ("5x5", 5)):
        state = GAME.new_state(2, seed, GAME.validate_options(2, {"board": board}))
        rng = random.Random(seed)
        while state.outcome() is None and state.ply < 160:
            for button in GAME.buttons(state):
                speech.say(button.label)
            for choice in GAME.move_choices(state):
                notation.add(choice.notation)
                speech.say(choice.label)
            cells = sorted(GAME.cell_names(state))
            typed = [*TYPED, *(f"{rng.choice(cells)}-{rng.choice(cells)}" for _ in range(6))]
            for text in typed:
                speech.typed(GAME, state, text, state.to_move)
            speech.typed(GAME, state, "Mb1-b3", 1 - (state.to_move or 0))
            view: dict[str, Any] = dict(GAME.view(state, None))
            speech.say(view["pie_text"])
            move = rng.choice(state.legal_moves())
            after = state.apply(move)
            for line in GAME.announce(state, move, after):
                speech.say(line)
            state = after
        speech.endings(GAME, state)
    for raw in (
        {"board": "4x4", "pie": False},
        {"board": "3x5", "pie": True},
        {"size": 2, "board": "7x7"},
    ):
        try:
            GAME.validate_options(2, raw)
        except GameError as err:
            speech.error(err)
    assert len(speech.texts) > 1000
    assert speech.english_left(notation) == []
