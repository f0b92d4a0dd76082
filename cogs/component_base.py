"""What every button and menu is: a `Component`, a `DynamicItem` declared by its custom id
template and the `Handlers` method a click calls. A click is handed to the `Handlers`
bound to the clicked bot (`bind`) with the id's fields; an error a handler raises is
answered here, privately (`message.answer_error`). The declarations themselves are in
`components`, but for the five a live board carries (below: built for every board).

Custom id templates (`CustomId`, first below): a button's or menu's custom id written
once, as text with typed fields, e.g. ``"kt:b:{match_id:int}:{ply:int}:{idx:int}"``. From
it come the regular expression discord.py matches a click against (`CustomId.regex`), the
builder of ids (`CustomId.build`) and the reader of a match (`CustomId.read`), so the
three never drift apart. A field's kind is one of `KINDS` or a choice of fixed words,
``{action:join|leave}``.
"""

from __future__ import annotations

import inspect
import re
import weakref
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, Self, TypeVar

import discord

from bot.i18n import ENGLISH_WORDS, Words
from cogs.message import answer_error, hear

# ----- custom ids ----------------------------------------------------------------------
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


# ----- components ----------------------------------------------------------------------
Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]
ItemT = TypeVar("ItemT", bound=Button | Select)

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
#: Discord's limit of options in a select menu.
MENU_OPTIONS = 25
#: The template of the bases below, which no click reaches (it matches nothing).
_NO_ID = r"(?!)"


class Handlers(Protocol):
    """What the bot does when a component is used (implemented by the controller)."""

    async def lobby_button(
        self, interaction: discord.Interaction, match_id: int, action: str
    ) -> None: ...

    async def add_ai(self, interaction: discord.Interaction, match_id: int, level: str) -> None: ...

    async def lobby_select(
        self, interaction: discord.Interaction, match_id: int, what: str, value: str
    ) -> None: ...

    async def board_button(
        self, interaction: discord.Interaction, match_id: int, ply: int, idx: int
    ) -> None: ...

    async def my_moves(self, interaction: discord.Interaction, match_id: int, ply: int) -> None: ...

    async def learn_hint(
        self, interaction: discord.Interaction, game: str, lesson: int, step: int
    ) -> None: ...

    async def hint(self, interaction: discord.Interaction, match_id: int, ply: int) -> None: ...

    async def pick_group(
        self, interaction: discord.Interaction, match_id: int, ply: int, key: str
    ) -> None: ...

    async def board_select(
        self, interaction: discord.Interaction, match_id: int, ply: int, value: str
    ) -> None: ...

    async def end_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, accept: bool
    ) -> None: ...

    async def confirm_move(
        self, interaction: discord.Interaction, match_id: int, ply: int, move: str, play: bool
    ) -> None: ...

    async def confirm_resign(
        self, interaction: discord.Interaction, match_id: int, resign: bool
    ) -> None: ...

    async def replay(self, interaction: discord.Interaction, match_id: int) -> None: ...

    async def analyse(self, interaction: discord.Interaction, match_id: int) -> None: ...

    async def takeback_button(
        self, interaction: discord.Interaction, match_id: int, ply: int
    ) -> None: ...

    async def takeback_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, accept: bool
    ) -> None: ...

    async def rematch(self, interaction: discord.Interaction, match_id: int) -> None: ...

    async def timeout_choice(
        self, interaction: discord.Interaction, match_id: int, ply: int, choice: str
    ) -> None: ...

    async def dm_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, move: str
    ) -> None: ...

    async def learn_pick(
        self, interaction: discord.Interaction, game: str, lesson: int, step: int, value: str
    ) -> None: ...

    async def learn_goto(
        self, interaction: discord.Interaction, game: str, lesson: int
    ) -> None: ...


_HANDLERS: weakref.WeakKeyDictionary[discord.Client, Handlers] = weakref.WeakKeyDictionary()


def bind(client: discord.Client, handlers: Handlers) -> None:
    """Let `handlers` answer the components clicked on `client`'s messages."""
    _HANDLERS[client] = handlers


def unbind(client: discord.Client) -> None:
    _HANDLERS.pop(client, None)


class NoHandlersError(LookupError):
    """A component was clicked on a bot whose Kitty Tower extension is not loaded."""


class Component(discord.ui.DynamicItem[ItemT], template=_NO_ID):
    """A button or menu, declared by the class keywords `custom_id` (a `CustomId`
    template) and `handler` (the name of the `Handlers` method a click calls, with the
    id's fields named by `args`, by default all of them in order). The subclass's
    `__init__` gives the look (`button`, `menu`) and passes the field values by name; its
    parameters are named as the fields and the others have defaults, so that a click
    rebuilds the component from its id alone. Checked when the class is made."""

    custom_ids: ClassVar[CustomId]
    handler: ClassVar[str]
    args: ClassVar[tuple[str, ...]]
    #: How many values the handler gets after the id's fields (a menu's picked option).
    EXTRA_ARGS: ClassVar[int] = 0

    def __init_subclass__(
        cls, *, custom_id: str = "", handler: str = "", args: tuple[str, ...] | None = None
    ) -> None:
        if not custom_id:  # a base of components: nothing to route
            super().__init_subclass__(template=_NO_ID)
            return
        ids = CustomId(custom_id)
        cls.custom_ids, cls.handler, cls.args = ids, handler, ids.names if args is None else args
        _check(cls)
        super().__init_subclass__(template=ids.regex)

    def __init__(self, item: ItemT, /, **fields: object) -> None:
        item.custom_id = self.custom_ids.build(fields)
        super().__init__(item)
        #: The values of the id's fields, by name.
        self.fields = fields

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """The component a click on an id of this format reached (discord.py calls it)."""
        rebuild: Callable[..., Self] = cls
        return rebuild(**cls.custom_ids.read(match))

    def handler_args(self) -> list[object]:
        """What the handler gets after the interaction."""
        return [self.fields[name] for name in self.args]

    async def callback(self, interaction: discord.Interaction) -> None:
        """Hear the member's language (`message.hear`: a DM sent later is in it), call
        the bound handler; answer any error it raises privately."""
        hear(interaction)
        try:
            handlers = _HANDLERS.get(interaction.client)
            if handlers is None:
                raise NoHandlersError("no Kitty Tower handlers are bound to this bot")
            method: Callable[..., Awaitable[None]] = getattr(handlers, self.handler)
            await method(interaction, *self.handler_args())
        except Exception as exc:  # noqa: BLE001 - answer_error logs it and answers
            await answer_error(interaction, exc, type(self).__name__)


def _check(cls: type[Component[Any]]) -> None:
    """Raise `TypeError` unless `cls`'s declaration is routable: its handler is a
    `Handlers` method taking what the click gives, and its `__init__` can be called with
    the id's fields alone."""
    name, fields = cls.__name__, cls.custom_ids.names
    method = getattr(Handlers, cls.handler, None)
    if method is None or not set(cls.args) <= set(fields):
        raise TypeError(f"{name}: no Handlers.{cls.handler} or unknown args {cls.args}")
    taken = list(inspect.signature(method).parameters)[2:]  # after self and interaction
    if len(taken) != len(cls.args) + cls.EXTRA_ARGS:
        raise TypeError(f"{name}: Handlers.{cls.handler} takes {taken}, not {cls.args}")
    params = inspect.signature(cls.__init__).parameters
    needed = {p for p, v in params.items() if v.default is v.empty and p != "self"}
    if not needed <= set(fields) or not set(fields) <= set(params):
        raise TypeError(f"{name}.__init__ must take the fields {fields}, the rest optional")


class ButtonItem(Component[Button]):
    """A declared button."""


class MenuItem(Component[Select]):
    """A declared select menu: its handler also gets the picked option's value."""

    EXTRA_ARGS = 1

    def handler_args(self) -> list[object]:
        picked = self.item.values[0] if self.item.values else ""
        return [*super().handler_args(), picked]


def button(
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    *,
    emoji: str | None = None,
    disabled: bool = False,
) -> Button:
    """A button's look (a `Component` gives it its custom id)."""
    return Button(label=label[:80], style=style, emoji=emoji, disabled=disabled)


def menu(placeholder: str = "…", options: list[tuple[str, str]] | None = None) -> Select:
    """A menu's look from (label, value) pairs, cut to Discord's limits (a placeholder
    option when there are none: a menu rebuilt from its custom id needs no real ones)."""
    pairs = options or [("…", "-")]
    choices = [discord.SelectOption(label=lbl[:100], value=val[:100]) for lbl, val in pairs]
    return Select(placeholder=placeholder[:150], options=choices[:MENU_OPTIONS])


def view_of(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A persistent view (no timeout) holding `items` in order."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


# ----- the live board's components ----------------------------------------------------------
# Declared here rather than in `components` (which re-exports them): every board posted is
# built with them, and with nothing else of the declarations.
Style = discord.ButtonStyle


class MyMovesButton(ButtonItem, custom_id="kt:b:{match_id:int}:{ply:int}:m", handler="my_moves"):
    """ "My moves" under a board of one ply: lists the clicker's moves privately."""

    def __init__(self, match_id: int, ply: int, *, words: Words = ENGLISH_WORDS) -> None:
        look = button(words("table-button-my-moves"), Style.primary)
        super().__init__(look, match_id=match_id, ply=ply)


class HintButton(ButtonItem, custom_id="kt:h:{match_id:int}:{ply:int}", handler="hint"):
    """ "Hint" under a board of one ply, where the table allows hints: the AI's suggested
    move for the clicker, privately."""

    def __init__(self, match_id: int, ply: int, *, words: Words = ENGLISH_WORDS) -> None:
        look = button(words("table-button-hint"), emoji="💡")
        super().__init__(look, match_id=match_id, ply=ply)


class BoardButton(
    ButtonItem, custom_id="kt:b:{match_id:int}:{ply:int}:{idx:int}", handler="board_button"
):
    """A game button under a board (pie-rule swap, place at random, …), by its index in
    the game's buttons, valid at one ply."""

    def __init__(
        self, match_id: int, ply: int, idx: int, label: str = "…", style: str = "secondary"
    ) -> None:
        look = button(label, STYLES.get(style, Style.secondary))
        super().__init__(look, match_id=match_id, ply=ply, idx=idx)


class BoardSelect(
    MenuItem,
    custom_id="kt:bs:{match_id:int}:{ply:int}:{idx:int}",
    handler="board_select",
    args=("match_id", "ply"),
):
    """A game select menu under a board (e.g. which Friend to pet), valid at one ply."""

    def __init__(
        self,
        match_id: int,
        ply: int,
        idx: int,
        placeholder: str = "…",
        options: list[tuple[str, str]] | None = None,
    ) -> None:
        super().__init__(menu(placeholder, options), match_id=match_id, ply=ply, idx=idx)


class TakebackButton(
    ButtonItem, custom_id="kt:tb:{match_id:int}:{ply:int}", handler="takeback_button"
):
    """ "Take back" under the board of log position `ply`: ask to take back one's last move."""

    def __init__(self, match_id: int, ply: int, *, words: Words = ENGLISH_WORDS) -> None:
        look = button(words("table-button-take-back"), emoji="↩️")
        super().__init__(look, match_id=match_id, ply=ply)
