"""Kitty Stack Tower and Towers say every text through the catalogue (issue 31).

Seeded random playouts of both games, in the pseudo-language (German is English wrapped
in ⟦ ⟧, see bot/i18n/pseudo.py): every legal move's label, every `describe_move`, every
`announce`, every outcome reason (rules, resignation, agreement), the words in the views
(events, who must answer, card names and texts), buttons, warnings, takeback refusals
and the errors of a sample of illegal typed moves are said in German; once the wrapped
catalogue runs are removed, what is left may hold notation (cells, move words, card ids,
piece letters), numbers and punctuation — never an English word.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from bot.core.errors import GameError
from bot.core.protocol import AnyGame, AnyState
from bot.core.registry import get_game
from bot.i18n import ENGLISH, LOCALES, Said, Words, exists, pseudo, words

#: Words that are notation, the same in every language: Kitty's move words, the typed
#: colours of `force yellow`, card ids, Towers' `pass`.
NOTATION = frozenset(
    {
        "stack",
        "chain",
        "flip",
        "disassemble",
        "pass",
        "place",
        "random",
        "frenzy",
        "done",
        "force",
        "give",
        "offer",
        "accept",
        "decline",
        "red",
        "yellow",
        "blue",
        "green",
        "r",
        "y",
        "b",
        "g",
        "layered-peaks",
        "color-master",
        "focused-power",
        "rainbow-bridge",
        "tower-king",
        "dramatic-twist",
        "vibrant-colors",
        "forced-exchange",
        "continuous-stacking",
    }
)
_CELL = re.compile(r"^[a-z][0-9]{1,2}$")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'-]*")


def english_left(text: str, typed: str = "") -> list[str]:
    """The words of `text` that did not come from the catalogue and are neither notation
    nor words of what the player `typed` (an error may quote it)."""
    rest = pseudo.leftover(text)
    echoed = set(_WORD.findall(typed.lower()))
    return [
        w
        for w in _WORD.findall(rest)
        if w not in NOTATION and w not in echoed and not all(map(_CELL.match, w.split("-")))
    ]


class Hearing:
    """Says texts in the pseudo-language and keeps every one that leaks English."""

    def __init__(self, lang: str) -> None:
        self.words: Words = words(lang)
        self.lang = lang
        self.heard = 0
        self.leaks: dict[str, str] = {}

    def say(self, where: str, value: Any, typed: str = "") -> None:
        """Say `value` (a `Said`, its JSON form, or a plain string) and check it."""
        if isinstance(value, str) or not isinstance(value, (Said, Mapping)):
            self.leaks.setdefault(f"{where}: not a catalogue text", repr(value)[:120])
            return
        text = self.words.say(value)
        self.heard += 1
        left = english_left(text, typed)
        if left:
            self.leaks.setdefault(f"{where}: {' '.join(left[:6])}", text[:160])

    def error(self, where: str, exc: GameError, typed: str = "") -> None:
        if exc.said is None:
            self.leaks.setdefault(f"{where}: error without a catalogue text", str(exc)[:120])
            return
        self.say(where, exc.said, typed)


def view_texts(view: Mapping[str, Any]) -> Iterator[tuple[str, Any]]:
    """The texts in words a view holds (Kitty's and every game's outcome)."""
    outcome = view.get("outcome")
    if outcome:
        yield "view outcome", outcome["reason"]
    for event in view.get("events") or []:
        yield "view event", event
    if view.get("pending"):
        yield "view pending", view["pending"]
    for key in ("revealed", "discarded", "banked"):
        for card in view.get(key) or []:
            yield f"view {key}", card["name"]
    final = view.get("final")
    if isinstance(final, Mapping):
        for card in final.get("cards") or []:
            yield "view final card", card["name"]
    secret = view.get("secret")
    if isinstance(secret, Mapping):
        yield "view secret title", secret["title"]
        for card in secret["cards"]:
            yield "view secret card", card["name"]
            yield "view secret card text", card["text"]
        if "offer" in secret:
            yield "view secret offer", secret["offer"]["name"]
    private = view.get("private")
    if isinstance(private, Mapping) and private.get("pending_card"):
        yield "view private card", private["pending_card"]["name"]


def typed_moves(game: AnyGame, state: AnyState, rng: random.Random) -> list[str]:
    """A sample of moves a player might type, most of them not legal now."""
    cells = sorted(game.cell_names(state))
    a, b, c = (rng.choice(cells) for _ in range(3))
    if game.key == "towers":
        return [f"{a}-{b}", f"{a} {b}", "pass", a, f"{a}-{b}-{c}", "", "z9-a1", "a1-a99"]
    return [
        f"stack {a}>{b}",
        f"flip {a}>{b}",
        f"flip {a}>{b}>{c}",
        f"disassemble {a}>{b}",
        f"chain {a}>{b}>{c}",
        f"{a}>{b}",
        f"{a}-{b}",
        a,
        "pass",
        "pass x",
        "done",
        "decline",
        "random",
        f"place {a}",
        "place",
        f"frenzy {a}",
        "frenzy",
        "force y",
        "force q",
        "give",
        "give tower-king",
        "give zz",
        "accept frenzy",
        "offer y",
        "offer b layered-peaks",
        "offer r color-master",
        "",
        "z9>a1",
        "q99",
    ]


def walk(game: AnyGame, state: AnyState, hear: Hearing, rng: random.Random, plies: int) -> None:
    """Play up to `plies` random moves from `state`, saying everything on the way."""
    for _ in range(plies):
        for where, value in view_texts(game.view(state, None)):
            hear.say(where, value)
        for seat in range(state.num_players):
            for where, value in view_texts(game.view(state, seat)):
                hear.say(where, value)
        for button in game.buttons(state):
            hear.say("button", button.label)
        for select in game.selects(state):
            hear.say("select", select.placeholder)
        if state.outcome() is not None:
            return
        for seat in range(state.num_players):
            for typed in typed_moves(game, state, rng)[:: 1 + rng.randrange(3)]:
                try:
                    game.parse_move(state, typed, seat)
                except GameError as exc:
                    hear.error(f"typed {typed!r}", exc, typed)
        actors = sorted(state.actors())
        seat = actors[rng.randrange(len(actors))]
        choices = game.move_choices(state, seat)
        for choice in choices:
            hear.say("label", choice.label)
        moves = state.legal_moves(seat)
        move = moves[rng.randrange(len(moves))]
        warning = game.warn_before(state, move, seat)
        if warning is not None:
            hear.say("warning", warning)
        after = state.apply(move, seat)
        for sentence in game.announce(state, move, after):
            hear.say("announce", sentence)
        refusal = game.takeback_refusal(state, move, after)
        if refusal is not None:
            hear.say("takeback", refusal)
        if rng.random() < 0.02:
            ended = game.resign(after, rng.randrange(after.num_players))
            for where, value in view_texts(game.view(ended, None)):
                hear.say(f"resigned {where}", value)
            resigned = ended.outcome()
            if resigned is not None:
                hear.say("resign reason", resigned.reason)
        state = after
    if state.outcome() is None:
        agreed = game.agreed_end(state).outcome()
        assert agreed is not None
        hear.say("agreed reason", agreed.reason)


#: (game key, players, options, seeds, plies per game)
PLAYOUTS = (
    ("towers", 2, {"quiet": 10}, range(4), 120),
    ("towers", 2, {"quiet": 40, "first": "random"}, range(2), 60),
    ("kitty", 2, {"setup": "free"}, range(2), 50),
    ("kitty", 2, {"setup": "random", "objectives": True}, range(3), 80),
    ("kitty", 3, {"setup": "random"}, range(3), 120),
    ("kitty", 4, {"setup": "turns", "radius": 4}, range(1), 90),
)


@pytest.mark.parametrize(
    ("key", "players", "options", "seeds", "plies"),
    PLAYOUTS,
    ids=[f"{p[0]}-{p[1]}p-{i}" for i, p in enumerate(PLAYOUTS)],
)
def test_playouts_say_every_text_in_the_readers_language(
    pseudo_german: str,
    key: str,
    players: int,
    options: dict[str, Any],
    seeds: range,
    plies: int,
) -> None:
    game = get_game(key)
    hear = Hearing(pseudo_german)
    for seed in seeds:
        state = game.new_state(players, seed, game.validate_options(players, options))
        walk(game, state, hear, random.Random(seed), plies)
    assert hear.heard > 100
    assert hear.leaks == {}


@pytest.mark.parametrize("key", ["kitty", "towers"])
def test_declared_texts_are_in_the_catalogue(pseudo_german: str, key: str) -> None:
    """Options, commands, seat names, cards, rules and option errors."""
    game = get_game(key)
    hear = Hearing(pseudo_german)
    for option in game.options:
        hear.say(f"option {option.name}", option.description)
        assert 1 <= len(option.description.text(ENGLISH)) <= 100, option.name
    for command in game.caps.extra_commands:
        hear.say(f"command {command.name}", command.description)
        hear.say(f"command {command.name} argument", command.argument_description)
        assert len(command.description.text(ENGLISH)) <= 100, command.name
    for seat in range(game.max_players):
        hear.say("seat name", game.seat_name(seat))
        assert exists(f"{key}-seat-{seat + 1}")
    for name, text in game.card_texts().values():
        hear.say("card name", name)
        hear.say("card text", text)
    hear.say("rules", game.rules_text())
    bad: dict[str, Any] = {"radius": 3} if key == "kitty" else {"quiet": "lots"}
    with pytest.raises(GameError) as caught:
        game.validate_options(4 if key == "kitty" else 2, bad)
    if key == "kitty":  # Towers' option errors are core's words
        hear.error("option error", caught.value)
    assert hear.leaks == {}


def test_every_key_the_engines_use_is_in_the_english_catalogue() -> None:
    used: set[str] = set()
    for folder in ("kitty", "towers"):
        for path in (Path(__file__).parents[2] / "bot" / "games" / folder).glob("*.py"):
            used |= set(re.findall(r'"((?:kitty|towers)-[a-z0-9-]+)"', path.read_text()))
    used -= {"kitty-place", "kitty-deal", "kitty-setup"}  # random seeds' prefixes
    assert used and sorted(k for k in used if not exists(k)) == []
    for name in ("game-kitty.ftl", "game-towers.ftl"):
        assert (LOCALES / ENGLISH / name).is_file()
