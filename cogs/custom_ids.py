"""Custom id templates: a button's or menu's custom id written once, as text with typed
fields, e.g. ``"kt:b:{match_id:int}:{ply:int}:{idx:int}"``. From it come the regular
expression discord.py matches a click against (`CustomId.regex`), the builder of ids
(`CustomId.build`) and the reader of a match (`CustomId.read`), so the three never drift
apart. A field's kind is one of `KINDS` or a choice of fixed words, ``{action:join|leave}``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

#: Discord's limit on a custom id's length; a built id is cut there.
CUSTOM_ID_MAX = 100

_FIELD = re.compile(r"\{(?P<name>[a-z_]+):(?P<kind>[^{}]+)\}")


def _int_text(value: object) -> str:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"an int field got {value!r}")
    return str(value)


def _yes_text(value: object) -> str:
    if not isinstance(value, bool):
        raise TypeError(f"a yes/no field got {value!r}")
    return "y" if value else "n"


def _str_text(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(f"a text field got {value!r}")
    return value


@dataclass(frozen=True)
class Kind:
    """How one field is written in an id: the regular expression of its text, and the
    conversions from that text to the value handlers get and back."""

    pattern: str
    read: Callable[[str], object]
    write: Callable[[object], str]


KINDS: dict[str, Kind] = {
    "int": Kind("[0-9]+", int, _int_text),
    "key": Kind("[a-z_]+", str, _str_text),
    "yn": Kind("y|n", lambda text: text == "y", _yes_text),
    #: Free text; only the last field may be one, and it takes the cut of a long id.
    "text": Kind(".+", str, _str_text),
}


def _kind(spelling: str) -> Kind:
    """The `Kind` a field names: one of `KINDS`, or ``a|b|c``, a choice of two or more
    fixed words."""
    if spelling in KINDS:
        return KINDS[spelling]
    words = spelling.split("|")
    if len(words) < 2 or not all(re.fullmatch(r"[a-z_]+", w) for w in words):
        raise ValueError(f"unknown field kind {spelling!r}")
    return Kind("|".join(words), str, _str_text)


@dataclass(frozen=True)
class Field:
    name: str
    kind: Kind


class CustomId:
    """One custom id format, parsed from its template."""

    def __init__(self, template: str) -> None:
        self.template = template
        self.fields: tuple[Field, ...] = ()
        self._literals: list[str] = []  # the text before each field, then the tail
        regex, start = [], 0
        for found in _FIELD.finditer(template):
            literal = template[start : found.start()]
            field = Field(found["name"], _kind(found["kind"]))
            if self.fields and self.fields[-1].kind is KINDS["text"]:
                raise ValueError(f"{template!r}: only the last field may be free text")
            self._literals.append(literal)
            self.fields += (field,)
            regex += [re.escape(literal), f"(?P<{field.name}>{field.kind.pattern})"]
            start = found.end()
        self._literals.append(template[start:])
        regex.append(re.escape(template[start:]))
        if "{" in "".join(self._literals) or "}" in "".join(self._literals):
            raise ValueError(f"{template!r}: a field is not written {{name:kind}}")
        #: The regular expression of the whole id (discord.py matches it in full).
        self.regex = "".join(regex)
        self._compiled = re.compile(self.regex)

    @property
    def names(self) -> tuple[str, ...]:
        """The fields' names, in the order they appear in the id."""
        return tuple(f.name for f in self.fields)

    def build(self, values: Mapping[str, object]) -> str:
        """The id of `values` (one per field), cut at `CUSTOM_ID_MAX` characters. Raises
        `ValueError` when a value is missing or written does not fit its field."""
        if set(values) != set(self.names):
            raise ValueError(f"{self.template!r} needs {self.names}, got {sorted(values)}")
        parts = []
        for literal, field in zip(self._literals, self.fields, strict=False):
            text = field.kind.write(values[field.name])
            if not re.fullmatch(field.kind.pattern, text):
                raise ValueError(f"{self.template!r}: {field.name}={text!r} does not fit")
            parts += [literal, text]
        parts.append(self._literals[-1])
        return "".join(parts)[:CUSTOM_ID_MAX]

    def read(self, match: re.Match[str]) -> dict[str, object]:
        """The field values of a match of `regex`."""
        return {f.name: f.kind.read(match[f.name]) for f in self.fields}

    def parse(self, custom_id: str) -> dict[str, object] | None:
        """The field values of `custom_id`, or None when it is not of this format."""
        match = self._compiled.fullmatch(custom_id)
        return None if match is None else self.read(match)
