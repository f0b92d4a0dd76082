"""Checks of the texts a table shows in the pseudo-language (`bot.i18n.pseudo`): what is
left once the catalogue's runs are removed must be names, notation, numbers and mentions."""

from __future__ import annotations

import re
from typing import Any

from bot.i18n import pseudo

#: What code may write itself: mentions, channel links, Discord times, links, commands.
_CODE = re.compile(r"<[@#][0-9]+>|<t:[0-9]+:[A-Za-z]>|https://\S+|`[^`]*`")
#: Notation: cells (a1), moves (a1-a2, b1/2-b3, a1xb2), piece letters, numbers.
_NOTATION = re.compile(r"\b[a-z]?[a-z][0-9]+(?:[-x/>][a-z]?[0-9a-z]*)*\b|\b[0-9]+\b")
#: A catalogue key said as itself: the message belongs to another helper's catalogue,
#: not merged into this branch yet (its owner's tests check its words).
_KEY = re.compile(r"\b(?!table-)[a-z]+(?:-[a-z0-9]+)+\b")


def english_in(text: str, allowed: set[str]) -> list[str]:
    """The words of `text` that no catalogue said: what is left once the catalogue's runs,
    mentions, notation and the `allowed` names are removed."""
    rest = pseudo.leftover(text)
    rest = _CODE.sub(" ", rest)
    rest = _KEY.sub(" ", rest)
    rest = _NOTATION.sub(" ", rest)
    return [w for w in re.findall(r"[A-Za-z]{2,}", rest) if w.lower() not in allowed]


def public_texts(message: Any) -> list[str]:
    """Every text a public message shows: content, embeds, buttons, menus."""
    out = [message.content or ""]
    for e in message.embeds:
        out += [e.title or "", e.description or "", e.footer.text or ""]
        out += [f"{f.name} {f.value}" for f in e.fields]
    for row in message.components:
        for item in getattr(row, "children", [row]):
            out.append(getattr(item, "label", None) or "")
            out.append(getattr(item, "placeholder", None) or "")
            out += [o.label for o in getattr(item, "options", None) or []]
    return [t for t in out if t]
