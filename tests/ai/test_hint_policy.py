"""When a hint is offered (`bot.ai.hint_policy`): lessons, games against the AI and
tables started with `hints:on`; a rated table only when it started with hints on and
every player agreed. A refusal is a sentence for a private answer."""

from __future__ import annotations

import pytest

from bot.ai import hint_texts as T
from bot.ai.hint_policy import HINTS_OPTION, hint_refusal, hints_allowed
from bot.core.errors import OptionError

# rated, table option, all agreed, lesson, against the AI -> refusal (None = allowed)
CASES = [
    # unrated tables
    (False, "off", False, False, False, T.REFUSE_TABLE),  # people only, hints off
    (False, "on", False, False, False, None),  # the table chose hints
    (False, "off", False, True, False, None),  # a lesson
    (False, "off", False, False, True, None),  # against the AI
    (False, "off", True, False, False, T.REFUSE_TABLE),  # agreement alone is not the option
    (False, "ON", False, False, False, None),  # any case
    (False, " off ", False, True, True, None),
    # rated tables: hints on and everyone agreed, whatever else holds
    (True, "off", False, False, False, T.REFUSE_RATED),
    (True, "on", False, False, False, T.REFUSE_RATED),  # not everyone agreed
    (True, "on", False, False, True, T.REFUSE_RATED),  # the AI opponent does not open it
    (True, "on", False, True, False, T.REFUSE_RATED),
    (True, "off", True, False, False, T.REFUSE_RATED),  # agreed, but started without hints
    (True, "off", True, False, True, T.REFUSE_RATED),
    (True, "on", True, False, False, None),
    (True, "on", True, False, True, None),
]


@pytest.mark.parametrize(("rated", "option", "agreed", "lesson", "ai", "expected"), CASES)
def test_hint_policy_table(
    rated: bool, option: str, agreed: bool, lesson: bool, ai: bool, expected: str | None
) -> None:
    assert hint_refusal(rated, option, agreed, lesson, ai) == expected
    assert hints_allowed(rated, option, agreed, lesson, ai) is (expected is None)


@pytest.mark.parametrize("value", ["maybe", "", "1"])
def test_an_unknown_hints_option_is_refused_clearly(value: str) -> None:
    with pytest.raises(OptionError, match="`hints` must be `on` or `off`"):
        hint_refusal(False, value, False, True, True)


def test_the_hints_option_defaults_to_off_and_reads_on_and_off() -> None:
    assert HINTS_OPTION.default == "off"
    assert HINTS_OPTION.coerce(" On ") == "on"
    with pytest.raises(OptionError):
        HINTS_OPTION.coerce("sometimes")
    assert 1 <= len(str(HINTS_OPTION.description)) <= 100  # a Discord option description


def test_refusals_are_sentences() -> None:
    for text in map(str, (T.REFUSE_RATED, T.REFUSE_TABLE)):
        assert text[0].isupper() and text.endswith(".")
