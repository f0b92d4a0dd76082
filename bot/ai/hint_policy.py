"""When a player may ask for a hint: pure rules the match layer asks before it runs one.

Hints are offered in lessons, in games against the AI and at tables started with
`hints:on`; a rated table never offers them unless every player agreed when it started,
whatever else holds (a hint would decide rated games).
"""

from __future__ import annotations

from bot.ai import hint_texts as T
from bot.core.errors import OptionError
from bot.core.protocol import OptionSpec
from bot.i18n import Said, said

#: The table option chosen at `/kitty start`: "on" offers the Hint button, "off" does not.
HINTS_ON = "on"
HINTS_OFF = "off"
HINTS_OPTION = OptionSpec(
    "hints", "str", HINTS_OFF, T.HINTS_OPTION_DESCRIPTION, choices=(HINTS_OFF, HINTS_ON)
)


def hint_refusal(
    rated: bool, table_option: str, all_agreed: bool, is_lesson: bool, against_ai: bool
) -> Said | None:
    """None when the asking player may have a hint, else the sentence to answer privately
    (a `Said`, said in the player's language).

    - rated: only at a table started with `hints:on` that every player agreed to
      (`all_agreed`), lesson and AI opponents notwithstanding;
    - unrated: in a lesson, against the AI, or at a table started with `hints:on`.
    `table_option` is the table's `hints` value ("on"/"off", any case); any other value
    raises `OptionError`."""
    option = HINTS_OPTION.choices or ()
    value = str(table_option).strip().lower()
    if value not in option:
        raise OptionError(said(T.UNKNOWN_OPTION, value=str(table_option)))
    if rated:
        return None if value == HINTS_ON and all_agreed else T.REFUSE_RATED
    if is_lesson or against_ai or value == HINTS_ON:
        return None
    return T.REFUSE_TABLE


def hints_allowed(
    rated: bool, table_option: str, all_agreed: bool, is_lesson: bool, against_ai: bool
) -> bool:
    """True when `hint_refusal` gives no refusal."""
    return hint_refusal(rated, table_option, all_agreed, is_lesson, against_ai) is None


__all__ = ["HINTS_OFF", "HINTS_ON", "HINTS_OPTION", "hint_refusal", "hints_allowed"]
