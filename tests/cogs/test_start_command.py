"""`/kitty start <game>` and the extra commands are generated from what the games declare."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import discord
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
from cogs.start_command import COMMON, GameStart, StartRequest, game_starts, start_group
from tests.cogs.discord_limits import check_command, total_characters


@dataclass
class FakeGame:
    """Just what the generators read of a game."""

    key: str
    title: str
    options: tuple[OptionSpec, ...] = ()
    caps: GameCaps = field(default_factory=GameCaps)
    min_players: int = 2
    max_players: int = 2


def as_game(game: FakeGame) -> Any:
    """A fake standing in for a registered game (the generators read nothing else)."""
    return game


HAND = SeatOptionSpec("difficulty", "hand", "How steady?", ("steady", "shaky"), "steady", "steady")


async def _run(interaction: discord.Interaction, req: StartRequest) -> None:
    return None


def _group_dict(games: list[Any]) -> dict[str, Any]:
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    return start_group(game_starts(games), _run).to_dict(tree)


def test_each_game_has_its_own_subcommand_with_only_its_own_options() -> None:
    starts = {s.key: s for s in game_starts(all_games())}
    assert list(starts) == [g.key for g in all_games()]
    for game in all_games():
        own = [seat_option_key(s) for s in game.caps.seat_options] + [
            o.name for o in game.options if o.name not in {s.name for s in game.caps.seat_options}
        ]
        common = [n for n in COMMON if n != "players" or game.min_players < game.max_players]
        assert starts[game.key].names() == own + common, game.key
    assert starts["towers"].names() == [
        "quiet", "first", "opponent", "level", "watch", "time", "takebacks", "hints", "thread"
    ]  # fmt: skip
    assert starts["kitty"].names()[:4] == ["setup", "objectives", "radius", "players"]
    assert starts["cattower"].names()[:4] == ["hand", "mode", "target", "players"]


def test_every_generated_command_keeps_discord_limits_and_lists_or_bounds_every_input() -> None:
    group = _group_dict(all_games())
    assert group["name"] == "start" and len(group["options"]) == len(all_games())
    check_command(group)
    assert total_characters(group) < 8000
    for sub in group["options"]:
        game = get_game(sub["name"])
        assert game.title in sub["description"]
        typed = {o["name"]: o for o in sub["options"]}
        declared = [*game.options, *game.caps.seat_options]
        for spec in declared:
            name = spec.name if isinstance(spec, OptionSpec) else seat_option_key(spec)
            if isinstance(spec, OptionSpec) and any(
                spec.name == s.name for s in game.caps.seat_options
            ):
                continue
            opt = typed[name]
            assert opt["description"] == str(spec.description)
            listed = [c["value"] for c in opt.get("choices", [])]
            bounded = "min_value" in opt and "max_value" in opt
            yes_no = opt["type"] == discord.AppCommandOptionType.boolean.value
            assert listed or bounded or yes_no, f"{game.key} {name}: free text"
            if spec.choices:
                assert listed == list(spec.choices), f"{game.key} {name}: every choice listed"
        assert not any(o.get("required") for o in sub["options"])


def test_first_offers_random_where_a_game_has_it() -> None:
    group = _group_dict(all_games())
    firsts = {
        sub["name"]: [c["value"] for c in o["choices"]]
        for sub in group["options"]
        for o in sub["options"]
        if o["name"] == "first"
    }
    assert firsts == {
        "towers": ["yellow", "blue", "random"],
        "tumbling": ["black", "white", "random"],
    }


def test_inputs_keep_their_kinds_ranges_and_choices() -> None:
    game = FakeGame(
        "alpha",
        "Alpha",
        (
            OptionSpec("size", "int", 3, "How big", minimum=2, maximum=5),
            OptionSpec("first", "str", "x", "Who starts", choices=("x", "o")),
            OptionSpec("pie", "bool", False, "Pie rule"),
            OptionSpec("target", "int", 10, "Target", choices=(10, 20)),
        ),
        GameCaps(seat_options=(HAND,)),
        min_players=1,
        max_players=4,
    )
    command = GameStart(as_game(game)).command(_run)
    params = {p.name: p for p in command.parameters}
    assert list(params) == ["hand", "size", "first", "pie", "target", *COMMON]
    assert command.name == "alpha" and command.description == "Open a table of Alpha (1–4 players)"
    assert [c.value for c in params["time"].choices] == ["2m", "10m", "1h", "1d", "3d", "none"]
    assert (params["players"].min_value, params["players"].max_value) == (1, 4)
    assert (params["size"].min_value, params["size"].max_value) == (2, 5)
    assert params["size"].description == "How big"
    assert [c.value for c in params["first"].choices] == ["x", "o"]
    assert params["pie"].type.name == "boolean"
    assert [c.value for c in params["target"].choices] == [10, 20]
    assert params["target"].type.name == "integer"
    assert [c.value for c in params["hand"].choices] == ["steady", "shaky"]
    assert params["hand"].description == "How steady?"
    assert not any(p.required for p in params.values())


def test_a_game_with_one_player_count_has_no_players_input() -> None:
    names = GameStart(as_game(FakeGame("duel", "Duel"))).names()
    assert names == [n for n in COMMON if n != "players"]


def test_what_discord_passes_is_read_back_as_a_request() -> None:
    start = GameStart(get_game("towers"))
    values = {name: None for name in start.names()} | {
        "quiet": 10,
        "watch": True,
        "opponent": "ai",
        "time": "1h",
    }
    req = start.read(values)
    assert req.game == "towers" and req.against_ai and req.watch and req.players is None
    assert req.time == "1h" and start.read({}).time is None
    assert dict(req.options) == {"quiet": 10}
    assert not req.thread and start.read(values | {"thread": True}).thread
    cat = GameStart(get_game("cattower")).read({"hand": "steady", "players": 3, "target": 13})
    assert cat.game == "cattower" and cat.players == 3
    assert dict(cat.seat_choices) == {"hand": "steady"} and dict(cat.options) == {"target": 13}


@pytest.mark.parametrize(
    "spec,why",
    [
        (OptionSpec("first", "str", "x", "Who starts"), "choices"),
        (OptionSpec("quiet", "int", 40, "Plies", minimum=0), "bounds"),
        (OptionSpec("quiet", "int", 40, "…", minimum=0, maximum=9), "description"),
        (OptionSpec("quiet", "int", 40, "x" * 101, minimum=0, maximum=9), "description"),
        (OptionSpec("many", "int", 0, "Many", choices=tuple(range(26))), "choices"),
        (OptionSpec("Big Board", "bool", False, "Big"), "names"),
        (OptionSpec("players", "bool", False, "Clash"), "twice"),
        (OptionSpec("thread", "bool", False, "Clash"), "twice"),
    ],
)
def test_declarations_discord_cannot_show_are_refused(spec: OptionSpec, why: str) -> None:
    with pytest.raises(DeclarationError, match=why):
        GameStart(as_game(FakeGame("a", "A", (spec,), max_players=3)))


def test_too_many_inputs_or_a_bad_game_key_are_refused() -> None:
    many = tuple(OptionSpec(f"o{i}", "bool", False, "n") for i in range(20))
    with pytest.raises(DeclarationError, match="25"):
        GameStart(as_game(FakeGame("a", "A", many)))
    with pytest.raises(DeclarationError, match="Discord command"):
        GameStart(as_game(FakeGame("Big Game", "Big")))


# ----- extra commands and seat options --------------------------------------------------
def test_declared_commands_come_once_each_with_the_games_using_them() -> None:
    place = CommandSpec("place", "Place a piece", "cell", "A cell", ("place ",), "place ")
    games = [
        as_game(FakeGame("a", "Alpha", caps=GameCaps(extra_commands=(place,)))),
        as_game(FakeGame("b", "Beta", caps=GameCaps(extra_commands=(place,)))),
        as_game(FakeGame("c", "Gamma")),
    ]
    [declared] = declared_commands(games)
    assert declared.spec is place and declared.titles == ("Alpha", "Beta")
    assert str(declared.not_here("Gamma")) == (
        "`/kitty place` is for Alpha and Beta. In Gamma, use `/kitty move`."
    )
    clash = CommandSpec("place", "Place", "where", "A cell", ("place ",))
    with pytest.raises(DeclarationError, match="argument"):
        declared_commands(
            [*games, as_game(FakeGame("d", "D", caps=GameCaps(extra_commands=(clash,))))]
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
    assert param.description == str(declared.spec.argument_description)


def test_seat_options_are_found_by_their_key_or_name() -> None:
    game = get_game("cattower")
    [spec] = game.caps.seat_options
    assert find_seat_option(game, seat_option_key(spec)) is spec
    assert find_seat_option(game, spec.name) is spec
    assert find_seat_option(get_game("towers"), seat_option_key(spec)) is None
