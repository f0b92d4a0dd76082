"""Every sentence a hint says, in one place (a later step moves them to the translation
catalogue): the AI's reason for a suggested move, in the player's words ("you", cells,
colours, pieces), and why a table refuses hints. No engine terms: no scores as floats,
no plies, no search words."""

from __future__ import annotations


def plural(count: int, word: str) -> str:
    """`1 piece`, `3 pieces` (`word` takes an `s`)."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def join_words(parts: list[str]) -> str:
    """`a`, `a and b`, `a, b and c`."""
    if len(parts) <= 1:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} and {parts[-1]}"


def join_reasons(parts: list[str]) -> str | None:
    """Several reasons as one sentence (first letter capitalised, a full stop), None when
    there is none."""
    text = "; ".join(p for p in parts if p)
    if not text:
        return None
    return f"{text[0].upper()}{text[1:]}."


# ----- Towers -----------------------------------------------------------------------------
def towers_take(owner: str, height: int, cell: str) -> str:
    return f"takes over {owner}'s tower on {cell} ({plural(height, 'piece')})"


def towers_pieces(before: int, after: int) -> str:
    return f"you control {plural(after, 'piece')} instead of {before}"


# ----- Stacktics --------------------------------------------------------------------------
def stacktics_capture(owner: str, pieces: list[str], cell: str, pips: int) -> str:
    return f"captures {owner}'s {join_words(pieces)} on {cell} ({plural(pips, 'pip')})"


def stacktics_total(taken: int, needed: int) -> str:
    return f"you will have {taken} of the {needed} pips you need"


def stacktics_wins() -> str:
    return "that is enough pips to win"


# ----- Tumbling Down ----------------------------------------------------------------------
def tumbling_takes_king(owner: str, cells: str) -> str:
    return f"takes {owner}'s king on {cells} and wins the game"


def tumbling_no_pure(owner: str) -> str:
    return f"leaves {owner} without a pure stack and wins the game"


def tumbling_stack(height: int, cell: str) -> str:
    """One covered stack, for `tumbling_covers`: "piece on d3", "stack of 2 on c2"."""
    what = "piece" if height == 1 else f"stack of {height}"
    return f"{what} on {cell}"


def tumbling_covers(owner: str, stacks: list[str]) -> str:
    return f"covers {owner}'s {join_words(stacks)}"


def tumbling_threat(owner: str, cells: str, count: int) -> str:
    noun = "king" if count == 1 else "kings"
    return f"threatens {owner}'s {noun} on {cells}"


# ----- Kitty Stack Tower ------------------------------------------------------------------
def kitty_height(before: int, after: int) -> str:
    return f"the stacks you own go from {before} to {plural(after, 'piece')} high in all"


# ----- Cat and the Tower ------------------------------------------------------------------
def cattower_goal(name: str, climber: str, floors: int) -> str:
    return f"completes the goal “{name}”: {climber} climbs {plural(floors, 'floor')}"


CATTOWER_TOTO = "Toto"
CATTOWER_CAT = "your cat"


# ----- when hints are offered (bot.ai.hint_policy) ----------------------------------------
HINTS_OPTION_DESCRIPTION = "Allow the Hint button (rated tables: every player must agree)"
REFUSE_RATED = (
    "Hints are off at this rated table: every player has to agree to them when the table starts."
)
REFUSE_TABLE = "This table was started without hints (`hints:on` turns them on)."
UNKNOWN_OPTION = "`hints` must be `on` or `off`, not `{value}`."
