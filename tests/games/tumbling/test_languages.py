"""Tumbling Down says everything in the reader's language: seeded playouts in the
pseudo-language leave no English word outside the catalogue (only notation, numbers)."""

from __future__ import annotations

import random
from typing import Any

from bot.games.tumbling import GAME
from tests.games.speech import English

#: Typed texts that are not legal moves.
TYPED = ("", "hello", "d4", "d4-d4", "a1-c3", "step tumble d4 e5", "d4 ne sw", "tumble 4")


def test_playouts_say_no_english_word(pseudo_german: str) -> None:
    speech = English(pseudo_german)
    speech.game_texts(GAME)
    notation: set[str] = set()
    for seed in range(6):
        state = GAME.new_state(2, seed, GAME.validate_options(2, {"first": "random"}))
        rng = random.Random(seed)
        while state.outcome() is None and state.ply < 400:
            for choice in GAME.move_choices(state):
                notation.add(choice.notation)
                speech.say(choice.label)
            cells = sorted(GAME.cell_names(state))
            typed = [*TYPED]
            for _ in range(4):
                cell = rng.choice(cells)
                typed += [f"{cell}>{rng.choice(('n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'))}"]
                typed += [f"{cell}-{rng.choice(cells)}", f"step {cell} nw"]
            for text in typed:
                speech.typed(GAME, state, text, state.to_move)
            speech.typed(GAME, state, "d4-e5", 1 - (state.to_move or 0))
            view: dict[str, Any] = dict(GAME.view(state, None))
            speech.say(view["last_label"])
            for threat in view["threats"]:
                speech.say(threat.get("text"))
            move = rng.choice(state.legal_moves())
            after = state.apply(move)
            for line in GAME.announce(state, move, after):
                speech.say(line)
            state = after
        speech.endings(GAME, state)
    assert len(speech.texts) > 1000
    assert speech.english_left(notation) == []
