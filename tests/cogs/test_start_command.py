"""`/kitty start` and the extra commands are generated from what the games declare."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from discord import app_commands

from bot.core.protocol import CommandSpec, GameCaps, OptionSpec, SeatOptionSpec
from bot.core.registry import all_games, get_game
from cogs.declared import (
    DeclarationError,
    command_for,
    declared_commands,
    find_seat_option,
    seat_option_key,
)
from cogs.start_command import FIXED, StartInputs


@dataclass
class FakeGame:
    """Just what the generators read of a game."""

    key: str
    title: str
    options: tuple[OptionSpec, ...] = ()
    caps: GameCaps = field(default_factory=GameCaps)
    min_players: int = 2
    max_players: int = 2


def as_games(*games: FakeGame) -> list[Any]:
    """Fakes standing in for registered games (the generators read nothing else)."""
    return list(games)


HAND = SeatOptionSpec("difficulty", "hand", "How steady?", ("steady", "shaky"), "steady", "steady")


def command_of(inputs: StartInputs) -> app_commands.Command[Any, ..., None]:
    async def start(interaction: Any, /, **values: Any) -> None:
        return None

    return app_commands.Command(name="start", description="d", callback=inputs.apply(start))


def test_every_registered_games_option_is_an_input_with_todays_names() -> None:
    names = StartInputs(all_games()).names()
    assert names[: len(FIXED)] == list(FIXED)
    assert FIXED[:5] == ("game", "players", "opponent", "level", "watch") and "time" in FIXED
    expected = {o.name for g in all_games() for o in g.options} - {
        s.name for g in all_games() for s in g.caps.seat_options
    }
    assert set(names[len(FIXED) :]) == expected | {
        seat_option_key(s) for g in all_games() for s in g.caps.seat_options
    }
    for old in ("setup", "objectives", "radius", "size", "board", "pie", "quiet"):
        assert old in names
    assert {"draw_limit", "first", "mode", "target"} <= set(names)


def test_inputs_keep_their_kinds_ranges_and_choices() -> None:
    games = as_games(
        FakeGame(
            "a",
            "Alpha",
            (
                OptionSpec("size", "int", 3, "How big", minimum=2, maximum=5),
                OptionSpec("first", "str", "x", "Who starts", choices=("x", "o")),
            ),
            GameCaps(seat_options=(HAND,)),
            min_players=1,
        ),
        FakeGame(
            "b",
            "Beta",
            (
                OptionSpec("size", "int", 4, "How big", minimum=4, maximum=9),
                OptionSpec("first", "str", "w", "Who starts"),
                OptionSpec("pie", "bool", False, "Pie rule"),
                OptionSpec("target", "int", 10, "Target", choices=(10, 20)),
            ),
            max_players=4,
        ),
    )
    command = command_of(StartInputs(games))
    params = {p.name: p for p in command.parameters}
    assert list(params) == [
        *FIXED, "hand", "size", "first", "pie", "target"
    ]  # fmt: skip
    assert [c.value for c in params["time"].choices] == ["2m", "10m", "1h", "1d", "3d", "none"]
    assert params["game"].required and [c.value for c in params["game"].choices] == ["a", "b"]
    assert (params["players"].min_value, params["players"].max_value) == (1, 4)
    assert (params["size"].min_value, params["size"].max_value) == (2, 9)
    assert params["size"].description == "Alpha, Beta: How big"
    assert params["first"].choices == [], "a typed word: the game's own message refuses"
    assert params["first"].description == "Alpha, Beta: Who starts"
    assert params["pie"].type.name == "boolean" and params["target"].max_value is None
    assert [c.value for c in params["hand"].choices] == ["steady", "shaky"]
    assert params["hand"].description == "Alpha: How steady?"
    assert not any(p.required for name, p in params.items() if name != "game")


def test_what_discord_passes_is_read_back_as_a_request() -> None:
    inputs = StartInputs(all_games())
    values = {name: None for name in inputs.names()} | {
        "game": "towers",
        "quiet": 10,
        "watch": True,
        "opponent": "ai",
        "hand": "steady",
        "time": "1h",
    }
    req = inputs.read(values)
    assert req.game == "towers" and req.against_ai and req.watch and req.players is None
    assert req.time == "1h" and inputs.read({"game": "towers"}).time is None
    assert dict(req.options) == {"quiet": 10}
    assert dict(req.seat_choices) == {"hand": "steady"}
    assert not req.thread and inputs.read(values | {"thread": True}).thread


def test_clashing_declarations_are_refused() -> None:
    with pytest.raises(DeclarationError, match="players"):
        StartInputs(as_games(FakeGame("a", "A", (OptionSpec("players", "int", 2, "n"),))))
    with pytest.raises(DeclarationError, match="kinds"):
        StartInputs(
            as_games(
                FakeGame("a", "A", (OptionSpec("x", "int", 2, "n"),)),
                FakeGame("b", "B", (OptionSpec("x", "str", "2", "n"),)),
            )
        )
    many = tuple(OptionSpec(f"o{i}", "bool", False, "n") for i in range(21))
    with pytest.raises(DeclarationError, match="25"):
        StartInputs(as_games(FakeGame("a", "A", many)))


# ----- extra commands and seat options --------------------------------------------------
def test_declared_commands_come_once_each_with_the_games_using_them() -> None:
    place = CommandSpec("place", "Place a piece", "cell", "A cell", ("place ",), "place ")
    games = as_games(
        FakeGame("a", "Alpha", caps=GameCaps(extra_commands=(place,))),
        FakeGame("b", "Beta", caps=GameCaps(extra_commands=(place,))),
        FakeGame("c", "Gamma"),
    )
    [declared] = declared_commands(games)
    assert declared.spec is place and declared.titles == ("Alpha", "Beta")
    assert declared.not_here("Gamma") == (
        "`/kitty place` is for Alpha and Beta. In Gamma, use `/kitty move`."
    )
    clash = CommandSpec("place", "Place", "where", "A cell", ("place ",))
    with pytest.raises(DeclarationError, match="argument"):
        declared_commands(
            [*games, *as_games(FakeGame("d", "D", caps=GameCaps(extra_commands=(clash,))))]
        )


def test_a_declared_command_has_one_autocompleted_text_input() -> None:
    [declared, *_] = declared_commands(all_games())

    async def run(interaction: Any, typed: str) -> None:
        return None

    async def complete(interaction: Any, current: str) -> list[app_commands.Choice[str]]:
        return []

    command = command_for(declared, run, complete)
    [param] = command.parameters
    assert command.name == declared.spec.name
    assert param.name == declared.spec.argument and param.required and param.autocomplete
    assert param.description == declared.spec.argument_description


def test_seat_options_are_found_by_their_key_or_name() -> None:
    game = get_game("cattower")
    [spec] = game.caps.seat_options
    assert find_seat_option(game, seat_option_key(spec)) is spec
    assert find_seat_option(game, spec.name) is spec
    assert find_seat_option(get_game("towers"), seat_option_key(spec)) is None
