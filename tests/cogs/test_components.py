"""Components keep their custom ids (messages posted by older versions stay clickable) and
hand every click to the handlers bound to the bot, answering an error privately."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest

from bot.core.errors import GameError
from cogs import components as c

#: Custom ids as boards and lobbies posted them before this layer was rewritten.
OLD_IDS = {
    "kt:l:5:join": (c.LobbyButton, {"match_id": 5, "action": "join"}),
    "kt:la:5:hard": (c.AiLevelButton, {"match_id": 5, "level": "hard"}),
    "kt:ls:5:ai": (c.LobbySelect, {"match_id": 5, "what": "ai"}),
    "kt:ls:5:hand": (c.LobbySelect, {"match_id": 5, "what": "hand"}),
    "kt:b:5:12:m": (c.BoardButton, {"match_id": 5, "ply": 12, "idx": c.MY_MOVES}),
    "kt:b:5:12:3": (c.BoardButton, {"match_id": 5, "ply": 12, "idx": 3}),
    "kt:bs:5:12:1": (c.BoardSelect, {"match_id": 5, "ply": 12, "idx": 1}),
    "kt:p:5:12": (c.MovePicker, {"match_id": 5, "ply": 12}),
    "kt:pg:5:12": (c.GroupPicker, {"match_id": 5, "ply": 12}),
    "kt:e:5:12:n": (c.EndButton, {"match_id": 5, "ply": 12, "answer": "n"}),
    "kt:cf:5:12:y:pass 2": (c.ConfirmButton, {"match_id": 5, "answer": "y", "move": "pass 2"}),
    "kt:rs:5:y": (c.ResignButton, {"match_id": 5, "answer": "y"}),
    "kt:r:5": (c.ReplayButton, {"match_id": 5}),
}


@pytest.mark.parametrize("custom_id", OLD_IDS)
async def test_old_custom_ids_are_still_understood(custom_id: str) -> None:
    [cls] = [k for k in c.DYNAMIC_ITEMS if k.__discord_ui_compiled_template__.fullmatch(custom_id)]
    expected_cls, fields = OLD_IDS[custom_id]
    assert cls is expected_cls
    match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None
    nothing: Any = None  # rebuilding reads only the id
    item: Any = await cls.from_custom_id(nothing, nothing, match)
    assert {k: getattr(item, k) for k in fields} == fields
    assert item.custom_id == custom_id, "rebuilt from its id, an item writes the same id"


class Recorder:
    """Handlers that record the calls (and fail on `replay`)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []

    def __getattr__(self, name: str) -> Any:
        async def record(interaction: Any, *args: Any) -> None:
            if name == "replay":
                raise GameError("No replay here.")
            self.calls.append((name, args))

        return record


async def test_clicks_go_to_the_bound_handlers_and_errors_are_answered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    client = discord.Client(intents=discord.Intents.none())
    handlers = Recorder()
    c.bind(client, cast(c.Handlers, handlers))
    answered: list[str] = []

    async def answer_error(interaction: Any, error: BaseException, where: str) -> None:
        answered.append(f"{where}: {error}")

    monkeypatch.setattr(c, "answer_error", answer_error)
    interaction: Any = SimpleNamespace(client=client)  # only what the routing reads
    await c.BoardButton(5, 12, 3).callback(interaction)
    await c.EndButton(5, 12, "y").callback(interaction)
    await c.ReplayButton(5).callback(interaction)
    assert handlers.calls == [("board_button", (5, 12, 3)), ("end_answer", (5, 12, True))]
    assert answered == ["ReplayButton: No replay here."]
    c.unbind(client)
    await c.BoardButton(5, 12, 3).callback(interaction)
    assert "no Kitty Tower handlers" in answered[-1]
