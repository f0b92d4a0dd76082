"""Every custom id the bot has posted keeps its meaning: boards, lobbies and prompts already
in channels stay clickable whatever the components' code becomes.

`POSTED` was written down from the components as they built their ids before each button
and menu became one declaration (issue 28): every format, every fixed word, the longest
move a Confirm button carries (the id is cut at Discord's 100 characters). Each row is the
id and the `Handlers` call a click on it makes (a menu's picked option is `PICKED`).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest

from cogs import components

PICKED = "m~0123456789ab"
#: The move of a Confirm button whose id was cut at 100 characters ("place " + 120 x's).
LONG_MOVE = "place " + "x" * 81

POSTED: list[tuple[str, str, tuple[Any, ...]]] = [
    ("kt:l:7:join", "lobby_button", (7, "join")),
    ("kt:l:7:leave", "lobby_button", (7, "leave")),
    ("kt:l:7:start", "lobby_button", (7, "start")),
    ("kt:l:7:cancel", "lobby_button", (7, "cancel")),
    ("kt:l:7:ai", "lobby_button", (7, "ai")),
    ("kt:la:7:easy", "add_ai", (7, "easy")),
    ("kt:la:7:medium", "add_ai", (7, "medium")),
    ("kt:la:7:hard", "add_ai", (7, "hard")),
    ("kt:ls:7:ai", "lobby_select", (7, "ai", PICKED)),
    ("kt:ls:7:hand", "lobby_select", (7, "hand", PICKED)),
    ("kt:ls:7:seat_colour", "lobby_select", (7, "seat_colour", PICKED)),
    ("kt:b:7:0:m", "my_moves", (7, 0)),
    ("kt:b:123456789012345678:42:m", "my_moves", (123456789012345678, 42)),
    ("kt:b:7:0:0", "board_button", (7, 0, 0)),
    ("kt:b:7:42:3", "board_button", (7, 42, 3)),
    ("kt:b:7:1001:12", "board_button", (7, 1001, 12)),
    ("kt:bs:7:42:0", "board_select", (7, 42, PICKED)),
    ("kt:bs:7:42:2", "board_select", (7, 42, PICKED)),
    ("kt:p:7:42", "board_select", (7, 42, PICKED)),
    ("kt:pg:7:42", "pick_group", (7, 42, PICKED)),
    ("kt:dm:7:42", "dm_answer", (7, 42, PICKED)),
    ("kt:e:7:42:y", "end_answer", (7, 42, True)),
    ("kt:e:7:42:n", "end_answer", (7, 42, False)),
    ("kt:cf:7:42:y:pass", "confirm_move", (7, 42, "pass", True)),
    ("kt:cf:7:42:n:pass", "confirm_move", (7, 42, "pass", False)),
    ("kt:cf:7:42:y:pass 2", "confirm_move", (7, 42, "pass 2", True)),
    ("kt:cf:7:42:n:pass 2", "confirm_move", (7, 42, "pass 2", False)),
    ("kt:cf:7:42:y:a1-b2 x3", "confirm_move", (7, 42, "a1-b2 x3", True)),
    ("kt:cf:7:42:n:a1-b2 x3", "confirm_move", (7, 42, "a1-b2 x3", False)),
    ("kt:cf:7:42:y:Bast → 4 ✓", "confirm_move", (7, 42, "Bast → 4 ✓", True)),
    ("kt:cf:7:42:n:Bast → 4 ✓", "confirm_move", (7, 42, "Bast → 4 ✓", False)),
    ("kt:cf:7:42:y:m~0123456789ab", "confirm_move", (7, 42, "m~0123456789ab", True)),
    ("kt:cf:7:42:n:m~0123456789ab", "confirm_move", (7, 42, "m~0123456789ab", False)),
    ("kt:cf:7:42:y:" + LONG_MOVE, "confirm_move", (7, 42, LONG_MOVE, True)),
    ("kt:cf:7:42:n:" + LONG_MOVE, "confirm_move", (7, 42, LONG_MOVE, False)),
    ("kt:rs:7:y", "confirm_resign", (7, True)),
    ("kt:rs:7:n", "confirm_resign", (7, False)),
    ("kt:r:7", "replay", (7,)),
    ("kt:r:123456789012345678", "replay", (123456789012345678,)),
    ("kt:an:7", "analyse", (7,)),
    ("kt:to:7:42:win", "timeout_choice", (7, 42, "win")),
    ("kt:to:7:42:skip", "timeout_choice", (7, 42, "skip")),
    ("kt:to:7:42:ai", "timeout_choice", (7, 42, "ai")),
    ("kt:to:7:42:remove", "timeout_choice", (7, 42, "remove")),
    ("kt:tb:7:42", "takeback_button", (7, 42)),
    ("kt:ta:7:42:y", "takeback_answer", (7, 42, True)),
    ("kt:ta:7:42:n", "takeback_answer", (7, 42, False)),
    ("kt:rm:7", "rematch", (7,)),
    ("kt:learn:kitty:0:0", "learn_pick", ("kitty", 0, 0, PICKED)),
    ("kt:learn:cattower:4:12", "learn_pick", ("cattower", 4, 12, PICKED)),
    ("kt:lg:towers:3", "learn_goto", ("towers", 3)),
    ("kt:h:7:42", "hint", (7, 42)),
    ("kt:lh:towers:3:2", "learn_hint", ("towers", 3, 2)),
]

#: Ids no component answers to (another bot's, a forged or damaged one).
NOT_OURS = [
    "kt:b:7:42:-1",
    "kt:b:7:42:",
    "kt:l:7:jump",
    "kt:la:7:expert",
    "kt:ls:7:Hand",
    "kt:e:7:42:maybe",
    "kt:cf:7:42:y:",
    "kt:cf:7:42:x:pass",
    "kt:r:7:extra",
    "kt:an:x",
    "kt:to:7:42:lose",
    "kt:ta:7:y",
    "kt:rm:",
    "kt:p:7",
    "kt:learn:Kitty:0:0",
    "kt:lg:towers:next",
    "xx:r:7",
]

REGISTERED = components.DYNAMIC_ITEMS


class Recorder:
    """Handlers that write down every call they get."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []

    def __getattr__(self, name: str) -> Any:
        async def record(interaction: Any, *args: Any) -> None:
            self.calls.append((name, args))

        return record


def factory_of(custom_id: str) -> type[Any]:
    """The one registered component class whose template takes `custom_id`, as discord.py
    picks it when the id is clicked."""
    [cls] = [k for k in REGISTERED if k.__discord_ui_compiled_template__.fullmatch(custom_id)]
    return cls


@pytest.mark.parametrize(("custom_id", "handler", "args"), POSTED)
async def test_a_posted_id_makes_the_same_handler_call(
    custom_id: str, handler: str, args: tuple[Any, ...]
) -> None:
    cls = factory_of(custom_id)
    match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)
    client = discord.Client(intents=discord.Intents.none())
    handlers = Recorder()
    components.bind(client, cast(components.Handlers, handlers))
    interaction: Any = SimpleNamespace(client=client)  # what the routing reads
    nothing: Any = None  # rebuilding reads only the id
    item = await cls.from_custom_id(nothing, nothing, match)
    assert item.custom_id == custom_id, "rebuilt from its id, an item writes the same id"
    if isinstance(item.item, discord.ui.Select):
        item._refresh_state(interaction, {"values": [PICKED]})  # as discord.py does
    await item.callback(interaction)
    assert handlers.calls == [(handler, args)]


@pytest.mark.parametrize("custom_id", NOT_OURS)
def test_an_id_of_no_known_format_is_taken_by_no_component(custom_id: str) -> None:
    assert not [k for k in REGISTERED if k.__discord_ui_compiled_template__.fullmatch(custom_id)]
