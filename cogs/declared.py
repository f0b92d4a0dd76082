"""What the registered games declare, read for Discord: their seat options (lobby menus,
`/kitty start` inputs, seat lines) and their extra commands (`/kitty place`, …), built
here as slash commands.

Nothing here knows a game by name: adding a game that declares a seat option or a command
adds the menu or the command.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Awaitable, Callable, Coroutine, Iterable
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.core.protocol import CommandSpec, SeatOptionSpec
from bot.core.registry import AnyGame
from bot.i18n import Said, said
from bot.matches import Seat
from cogs.message import answers_errors
from cogs.translator import said_text


class DeclarationError(ValueError):
    """Two games declare the same name in ways Discord cannot show as one input."""


# ----- seat options ---------------------------------------------------------------------
def seat_option_key(spec: SeatOptionSpec) -> str:
    """The word that names a seat option in Discord: the `/kitty start` input and the lobby
    menu's custom id (`hand` for a seat option labelled "hand")."""
    label = str(spec.label)  # the English label (a `Said` says it in English)
    return re.sub(r"[^a-z0-9_]+", "_", label.strip().lower()).strip("_") or spec.name


def find_seat_option(game: AnyGame, key: str) -> SeatOptionSpec | None:
    """The seat option of `game` whose key (or declared name) is `key`."""
    return next(
        (s for s in game.caps.seat_options if key in (seat_option_key(s), s.name)),
        None,
    )


def seat_choice(seat: Seat, spec: SeatOptionSpec) -> str:
    """What `seat` picked for the seat option `spec` (its default when nothing yet)."""
    return seat.options.get(spec.name, spec.default)


# ----- extra commands -------------------------------------------------------------------
@dataclass(frozen=True)
class DeclaredCommand:
    """An extra `/kitty` command and the titles of the games that declare it."""

    spec: CommandSpec
    titles: tuple[str, ...]

    def not_here(self, title: str) -> Said:
        """The refusal for a game that does not use this command."""
        return said(
            "cmd-declared-not-here",
            command=f"/kitty {self.spec.name}",
            count=len(self.titles),
            others=", ".join(self.titles[:-1]),
            last=self.titles[-1],
            title=title,
        )


def declared_commands(games: Iterable[AnyGame]) -> list[DeclaredCommand]:
    """Every extra command the games declare, once per name, in registry order. The first
    declaration of a name gives its description and argument; a later game declaring the
    same name must use the same argument name."""
    specs: dict[str, CommandSpec] = {}
    titles: dict[str, list[str]] = {}
    for game in games:
        for spec in game.caps.extra_commands:
            first = specs.setdefault(spec.name, spec)
            if first.argument != spec.argument:
                raise DeclarationError(
                    f"/kitty {spec.name}: {game.title} names its argument `{spec.argument}`, "
                    f"another game `{first.argument}`"
                )
            titles.setdefault(spec.name, []).append(game.title)
    return [DeclaredCommand(specs[name], tuple(titles[name])) for name in specs]


#: What a declared command does with the typed text, and its autocomplete.
Run = Callable[[discord.Interaction, str], Awaitable[None]]
Complete = Callable[[discord.Interaction, str], Coroutine[Any, Any, list[app_commands.Choice[str]]]]


def command_for(
    declared: DeclaredCommand, run: Run, complete: Complete
) -> app_commands.Command[Any, ..., None]:
    """The slash command of a declared command: one text input named as declared,
    autocompleted by `complete`; `run` gets the typed text."""
    spec = declared.spec

    @answers_errors
    async def callback(interaction: discord.Interaction, /, **typed: str) -> None:
        await run(interaction, typed[spec.argument])

    # discord.py reads the inputs from `inspect.signature(callback)`, which honours this.
    vars(callback)["__signature__"] = inspect.Signature(
        [
            inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_ONLY),
            inspect.Parameter(spec.argument, inspect.Parameter.KEYWORD_ONLY, annotation=str),
        ]
    )
    described = app_commands.describe(**{spec.argument: said_text(spec.argument_description)})(
        callback
    )
    command: app_commands.Command[Any, ..., None] = app_commands.Command(
        name=spec.name, description=said_text(spec.description), callback=described
    )
    command.autocomplete(spec.argument)(complete)
    return command
