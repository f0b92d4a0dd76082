"""What every button and menu is: a `Component`, a `DynamicItem` declared by its custom id
template (`cogs.custom_ids`) and the `Handlers` method a click calls. A click is handed
to the `Handlers` bound to the clicked bot (`bind`) with the id's fields; an error a
handler raises is answered here, privately (`message.answer_error`). The declarations
themselves are in `components` and `round_items`.
"""

from __future__ import annotations

import inspect
import re
import weakref
from collections.abc import Awaitable, Callable
from typing import Any, ClassVar, Protocol, Self, TypeVar

import discord

from cogs.custom_ids import CustomId
from cogs.message import answer_error

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
        """Call the bound handler; answer any error it raises privately."""
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
