"""Components build the same custom ids as ever, hand every click to the handlers bound to
the bot and answer an error privately; a declaration that could not route is refused when
its class is made."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest

from bot.core.errors import GameError
from cogs import component_base
from cogs import components as c
from cogs.component_base import ButtonItem, CustomId, MenuItem, button, menu
from tests.cogs.test_custom_ids import LONG_MOVE, POSTED

#: Each component as the cogs build it, and the id it must write: the ids of `POSTED`,
#: which the components wrote before they became declarations, byte for byte.
BUILT: list[tuple[discord.ui.DynamicItem[Any], str]] = [
    (c.LobbyButton(7, "join"), "kt:l:7:join"),
    (c.LobbyButton(7, "ai", disabled=True), "kt:l:7:ai"),
    (c.AiLevelButton(7, "medium"), "kt:la:7:medium"),
    (c.LobbySelect(7, "seat_colour", "Colour", [("Red", "r")]), "kt:ls:7:seat_colour"),
    (c.LobbySelect(7, "ai"), "kt:ls:7:ai"),
    (c.MyMovesButton(7, 0), "kt:b:7:0:m"),
    (c.MyMovesButton(123456789012345678, 42), "kt:b:123456789012345678:42:m"),
    (c.BoardButton(7, 0, 0), "kt:b:7:0:0"),
    (c.BoardButton(7, 1001, 12, "Swap", "danger"), "kt:b:7:1001:12"),
    (c.BoardSelect(7, 42, 2, "Pet…", [("Bast", "bast")]), "kt:bs:7:42:2"),
    (c.MovePicker(7, 42, [("a1", "m~0123456789ab")]), "kt:p:7:42"),
    (c.GroupPicker(7, 42), "kt:pg:7:42"),
    (c.DmAnswer(7, 42), "kt:dm:7:42"),
    (c.EndButton(7, 42, True), "kt:e:7:42:y"),
    (c.EndButton(7, 42, False), "kt:e:7:42:n"),
    (c.ConfirmButton(7, 42, True, "pass 2", "Play pass 2"), "kt:cf:7:42:y:pass 2"),
    (c.ConfirmButton(7, 42, False, "Bast → 4 ✓"), "kt:cf:7:42:n:Bast → 4 ✓"),
    (c.ConfirmButton(7, 42, True, "place " + "x" * 120), "kt:cf:7:42:y:" + LONG_MOVE),
    (c.ResignButton(7, True), "kt:rs:7:y"),
    (c.ResignButton(7, False), "kt:rs:7:n"),
    (c.ReplayButton(123456789012345678), "kt:r:123456789012345678"),
    (c.AnalyseButton(7), "kt:an:7"),
    (c.TimeoutButton(7, 42, "remove"), "kt:to:7:42:remove"),
    (c.TakebackButton(7, 42), "kt:tb:7:42"),
    (c.TakebackAnswer(7, 42, True), "kt:ta:7:42:y"),
    (c.TakebackAnswer(7, 42, False), "kt:ta:7:42:n"),
    (c.RematchButton(7), "kt:rm:7"),
    (c.LessonPicker("kitty", 0, 0), "kt:learn:kitty:0:0"),
    (c.LessonPicker("cattower", 4, 12, "Pick…", [("a", "b")]), "kt:learn:cattower:4:12"),
    (c.LessonButton("towers", 3, "Next lesson"), "kt:lg:towers:3"),
    (c.HintButton(7, 42), "kt:h:7:42"),
    (c.LessonHintButton("towers", 3, 2), "kt:lh:towers:3:2"),
]


@pytest.mark.parametrize(("item", "custom_id"), BUILT, ids=[cid for _, cid in BUILT])
def test_a_component_writes_the_id_it_always_wrote(
    item: discord.ui.DynamicItem[Any], custom_id: str
) -> None:
    assert custom_id in [row[0] for row in POSTED]
    assert item.custom_id == custom_id
    assert item.item.custom_id == custom_id  # what goes to Discord


def test_every_component_is_built_somewhere_above() -> None:
    declared = set(c.DYNAMIC_ITEMS)
    assert {type(item) for item, _ in BUILT} == declared


def test_a_component_keeps_its_look() -> None:
    join = c.LobbyButton(7, "join", disabled=True).item
    assert (join.label, join.style, join.disabled) == ("Join", discord.ButtonStyle.success, True)
    mine = c.MyMovesButton(7, 0).item
    assert (mine.label, mine.style) == ("My moves", discord.ButtonStyle.primary)
    play = c.ConfirmButton(7, 42, True, "pass", "Play pass").item
    assert (play.label, play.style) == ("Play pass", discord.ButtonStyle.danger)
    decline = c.TakebackAnswer(7, 42, False).item
    assert (decline.label, decline.style) == ("Decline", discord.ButtonStyle.danger)
    assert c.TakebackAnswer(7, 42, True).item.label == "Accept takeback"
    picker = c.MovePicker(7, 42, [(f"m{i}", f"v{i}") for i in range(30)]).item
    assert picker.placeholder == "Pick your move…" and len(picker.options) == 25


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

    monkeypatch.setattr(component_base, "answer_error", answer_error)
    interaction: Any = SimpleNamespace(client=client)  # only what the routing reads
    await c.BoardButton(5, 12, 3).callback(interaction)
    await c.EndButton(5, 12, True).callback(interaction)
    await c.ReplayButton(5).callback(interaction)
    assert handlers.calls == [("board_button", (5, 12, 3)), ("end_answer", (5, 12, True))]
    assert answered == ["ReplayButton: No replay here."]
    c.unbind(client)
    await c.BoardButton(5, 12, 3).callback(interaction)
    assert "no Kitty Tower handlers" in answered[-1]


def test_a_declaration_that_cannot_route_is_refused() -> None:
    with pytest.raises(TypeError, match="Handlers.forfeit"):

        class NoSuchHandler(ButtonItem, custom_id="kt:x1:{match_id:int}", handler="forfeit"):
            def __init__(self, match_id: int) -> None:
                super().__init__(button("?"), match_id=match_id)

    with pytest.raises(TypeError, match="takes"):  # replay takes the match id only

        class TooManyArgs(ButtonItem, custom_id="kt:x2:{match_id:int}:{n:int}", handler="replay"):
            def __init__(self, match_id: int, n: int) -> None:
                super().__init__(button("?"), match_id=match_id, n=n)

    with pytest.raises(TypeError, match="takes"):  # a menu's handler also gets the pick

        class MenuWithoutPick(MenuItem, custom_id="kt:x3:{match_id:int}", handler="replay"):
            def __init__(self, match_id: int) -> None:
                super().__init__(menu(), match_id=match_id)

    with pytest.raises(TypeError, match="must take the fields"):  # not rebuildable from its id

        class LookWithoutDefault(ButtonItem, custom_id="kt:x4:{match_id:int}", handler="replay"):
            def __init__(self, match_id: int, label: str) -> None:
                super().__init__(button(label), match_id=match_id)


def test_building_a_value_its_field_cannot_hold_fails() -> None:
    with pytest.raises(ValueError, match="does not fit"):
        c.BoardButton(7, 42, -1)
    with pytest.raises(ValueError, match="does not fit"):
        c.AiLevelButton(7, "expert")
    with pytest.raises(TypeError):
        c.EndButton(7, 42, cast(bool, "y"))


def test_a_template_reads_back_what_it_builds_and_refuses_bad_spellings() -> None:
    ids = CustomId("kt:z:{match_id:int}:{ok:yn}:{word:up|down}:{rest:text}")
    values = {"match_id": 3, "ok": False, "word": "down", "rest": "a:b c"}
    assert ids.build(values) == "kt:z:3:n:down:a:b c"
    assert ids.parse("kt:z:3:n:down:a:b c") == values
    assert ids.parse("kt:z:3:n:sideways:x") is None
    with pytest.raises(ValueError, match="needs"):
        ids.build({"match_id": 3})
    with pytest.raises(ValueError, match="last field"):
        CustomId("kt:z:{rest:text}:{n:int}")
    with pytest.raises(ValueError, match="unknown field kind"):
        CustomId("kt:z:{n:float}")
    with pytest.raises(ValueError, match="not written"):
        CustomId("kt:z:{n}")
