"""What a game says, in the pseudo-language: the words code wrote itself must be none.

`English(lang)` collects texts said in `lang` (the wrapped pseudo-language of
`bot/i18n/pseudo.py` in these tests); `english_left(texts, notation)` lists every English
word that did not come from the catalogue: what remains of each text once the catalogue's
runs, the given notation, cell names and numbers are taken out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from bot.core.errors import GameError
from bot.core.protocol import AnyGame, AnyState
from bot.i18n import Said, pseudo, words

_CELL = re.compile(r"(?<![A-Za-z])[a-z][0-9]{1,2}(?![A-Za-z0-9])")
_WORD = re.compile(r"[A-Za-z]{2,}")


class English:
    """Texts said in one language, to check for English left in code."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.words = words(lang)
        self.texts: list[str] = []
        #: What players typed (an error may quote it).
        self.quoted: set[str] = set()

    def say(self, value: Said | str | Mapping[str, Any] | None) -> None:
        if value is not None and value != "":
            self.texts.append(self.words.say(value))

    def error(self, err: GameError) -> None:
        self.texts.append(err.text(self.lang))

    def typed(self, game: AnyGame, state: AnyState, text: str, seat: int | None = None) -> None:
        """The error (if any) for `text` typed by `seat` in `state`."""
        self.quoted.add(text.strip())
        self.quoted.update(re.split(r"[\s\-]+", text.strip()))
        try:
            game.parse_move(state, text, seat)
        except GameError as err:
            self.error(err)

    def game_texts(self, game: AnyGame) -> None:
        """Option descriptions, seat names, rules and card texts."""
        for option in game.options:
            self.say(option.description)
            # An option's name and choices are typed words (`/kitty start … mode:coop`).
            self.quoted.update([option.name, *(str(c) for c in option.choices or ())])
        for spec in game.caps.seat_options:
            self.say(spec.label)
            self.say(spec.description)
            self.quoted.update([spec.name, *spec.choices])
        for seat in range(game.max_players):
            self.say(game.seat_name(seat))
        self.say(game.rules_text())
        for name, text in game.card_texts().values():
            self.say(name)
            self.say(text)

    def endings(self, game: AnyGame, state: AnyState) -> None:
        """The outcome of `state` (if over) and of a resignation and an agreed end there."""
        for ended in (state, game.resign(state, 0), game.agreed_end(state)):
            outcome = ended.outcome()
            if outcome is not None:
                self.say(outcome.reason)
        view = game.view(state, None)
        if "outcome" in view:
            self.say(view["outcome"]["reason"])

    def english_left(self, notation: Iterable[str] = ()) -> list[str]:
        """Each text's English words that came from no catalogue message."""
        known = sorted({*notation, *self.quoted} - {""}, key=len, reverse=True)
        allowed = re.compile(
            "(?<![A-Za-z0-9])(?:" + "|".join(map(re.escape, known)) + ")(?![A-Za-z0-9])"
        )
        found = []
        for text in dict.fromkeys(self.texts):
            left = allowed.sub(" ", pseudo.leftover(text))
            left = _CELL.sub(" ", left)
            stray = _WORD.findall(left)
            if stray:
                found.append(f"{stray} in {text!r}")
        return found
