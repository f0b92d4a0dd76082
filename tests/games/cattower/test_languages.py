"""Cat and the Tower says everything in the reader's language: seeded playouts (co-op and
competitive) in the pseudo-language leave no English word outside the catalogue — only
notation (moves, card and Friend ids, typed words such as wall types), numbers and "mm"."""

from __future__ import annotations

import importlib.resources
import random
import tomllib
from typing import Any

from bot.core.errors import GameError
from bot.games.cattower.data import load_data
from bot.games.cattower.game import HAND, CatTowerGame
from bot.games.cattower.specs import WALL_TYPES
from bot.i18n import exists
from bot.i18n import text as catalogue_text
from tests.games.speech import English

GAME = CatTowerGame()

#: Typed texts that are not legal moves now (or not moves at all).
TYPED = (
    "",
    "hello",
    "take A01 up",
    "take A19 left",
    "walls bricks",
    "walls foo-left bar-right",
    "spacing zz",
    "spacing 500",
    "floor offset 99",
    "floor x",
    "at 999",
    "friend purple",
    "friend f99",
    "on f3",
    "lift f2",
    "pet f1",
    "goal G02 climb 9",
    "goal G77",
    "goal G02 up 2",
    "confirm",
    "back",
    "end turn",
    "nudge left",
    "discard A05",
    "take A02 right",
    "go higher",
    "stop",
    "colour ginger",
    "floor 9",
    "friend ginger floor",
)


def test_playouts_say_no_english_word(pseudo_german: str) -> None:
    speech = English(pseudo_german)
    speech.game_texts(GAME)
    speech.say(HAND.label)
    speech.say(HAND.description)
    data = load_data()
    for goal in data.goals:
        speech.say(goal.name)
        speech.say(goal.text)
    for story in data.stories:
        speech.say(story.title)
        speech.say(story.text)
    notation: set[str] = {*WALL_TYPES, *data.friend_colours, "mm"}
    for mode, players, seed in (("coop", 1, 1), ("coop", 3, 2), ("competitive", 3, 3)):
        state = GAME.new_state(players, seed, GAME.validate_options(players, {"mode": mode}))
        rng = random.Random(seed)
        for _ in range(120):
            if state.outcome() is not None:
                break
            moves = state.legal_moves(state.to_move)
            for choice in GAME.move_choices(state, state.to_move):
                notation.add(choice.notation)
                speech.say(choice.label)
            for button in GAME.buttons(state):
                speech.say(button.label)
            for select in GAME.selects(state):
                speech.say(select.placeholder)
                for label, _ in select.options:
                    speech.say(label)
            for seat in (None, *range(players)):
                view: dict[str, Any] = dict(GAME.view(state, seat))
                for key in ("step", "slip", "notice"):
                    speech.say(view.get(key))
                for card in view["face_up_actions"]:
                    for option in card["options"]:
                        speech.say(option["text"])
                secret = view.get("secret")
                goals = view["face_up_goals"] + (secret["cards"] if secret else [])
                if secret:
                    speech.say(secret["title"])
                for goal in goals:
                    speech.say(goal["name"])
                    speech.say(goal["text"])
                speech.say(view["story"]["title"])
                speech.say(view["story"]["text"])
                speech.say(view.get("count_caption_said"))
            for text in TYPED:
                speech.typed(GAME, state, text, state.to_move)
            speech.typed(GAME, state, "confirm", (state.to_move or 0) + 1)
            move = rng.choice(moves)
            after = state.apply(move)
            for line in GAME.announce(state, move, after):
                speech.say(line)
            speech.say(GAME.takeback_refusal(state, move, after))
            state = after
        speech.endings(GAME, state)
    for raw in ({"mode": "x"}, {"target": 11}, {"difficulty": "wobbly"}):
        speech.quoted.update(str(v) for v in raw.values())  # what the member typed
        try:
            GAME.validate_options(2, raw)
        except GameError as err:
            speech.error(err)
    try:
        GAME.validate_options(1, {"mode": "competitive"})
    except GameError as err:
        speech.error(err)
    assert len(speech.texts) > 1000
    assert speech.english_left(notation) == []


def test_the_catalogue_names_what_cards_toml_names() -> None:
    """The rules folder's card file still carries the English names (it is the design
    source); the catalogue's English words for walls, goals and stories are the same."""
    raw = tomllib.loads(
        importlib.resources.files("bot.games.cattower").joinpath("cards.toml").read_text("utf-8")
    )
    for key, wall in raw["walls"].items():
        if "name" in wall:
            assert catalogue_text("en", f"cattower-wall-{key}") == wall["name"]
    for goal in raw["goal"]:
        assert catalogue_text("en", f"cattower-goal-{goal['id'].lower()}-name") == goal["name"]
    for story in raw["story"]:
        assert catalogue_text("en", f"cattower-story-{story['id'].lower()}-title") == story["title"]
        assert catalogue_text("en", f"cattower-story-{story['id'].lower()}-text") == story["text"]
    for card in load_data().actions:
        for side, _ in card.options:
            assert exists(f"cattower-card-{card.id.lower()}-{side}")
            assert exists(f"cattower-card-{card.id.lower()}-{side}-short")
    for goal_card in load_data().goals:
        assert exists(f"cattower-goal-{goal_card.id.lower()}-text")
