"""`/kitty start <game>`: every registered game starts through its own subcommand, whose
inputs are that game's options with their choices, under Discord's limits."""

from __future__ import annotations

from typing import Any

import pytest
from simcord.backend.errors import OptionError as SimOptionError

from bot.core.registry import all_games
from tests.cogs.discord_limits import check_command, total_characters
from tests.e2e.helpers import current_match, open_game, text_of

#: Per game: a non-default option (and a seat pick) given at the start, and how the started
#: match shows that it was used.
STARTS: dict[str, tuple[dict[str, Any], Any]] = {
    "towers": ({"first": "blue", "quiet": 12}, lambda m: m.state.to_move == 1),
    "tumbling": ({"first": "white"}, lambda m: m.state.to_move == 1),
    "stacktics": ({"board": "4x4"}, lambda m: (m.options["size"], m.options["pie"]) == (2, True)),
    "kitty": ({"radius": 5, "setup": "turns"}, lambda m: m.options["radius"] == 5),
    "cattower": (
        {"target": 13, "hand": "shaky", "players": 2},
        lambda m: m.options["target"] == 13 and m.seats[0].options["difficulty"] == "shaky",
    ),
}


def test_every_registered_game_has_a_start_case() -> None:
    assert sorted(STARTS) == sorted(g.key for g in all_games())


@pytest.mark.parametrize("game", sorted(STARTS))
async def test_each_game_starts_through_its_subcommand_with_its_own_option(
    table: Any, game: str
) -> None:
    t = table
    options, used = STARTS[game]
    await open_game(t, game, **options)
    m = current_match(t)
    assert m is not None and m.status == "active" and m.game.key == game
    assert {k: m.options[k] for k in options if k in m.options} == {
        k: v for k, v in options.items() if k not in ("hand", "players")
    }
    assert used(m)


async def test_random_first_starts_a_towers_game_against_the_ai(table: Any) -> None:
    t = table
    r = await t.alice.slash(t.channel, "kitty start towers", first="random", opponent="ai")
    assert not r.ephemeral, text_of(r)
    m = current_match(t)
    assert m.options["first"] == "random" and m.status == "active"


async def test_the_published_commands_keep_discords_limits_and_the_old_form_is_gone(
    table: Any,
) -> None:
    t = table
    tree = t.env.bot.tree
    published = [c.to_dict(tree) for c in tree.get_commands()]
    for command in published:
        _ = None
        check_command(command)
        assert total_characters(command) <= 8000, command["name"]
    available = t.alice.available_commands(t.channel)
    for g in all_games():
        assert f"kitty start {g.key}" in available
    assert "kitty start" not in available
    with pytest.raises(SimOptionError):
        await t.alice.slash(t.channel, "kitty start", game="towers")
    with pytest.raises(SimOptionError, match="first"):  # Kitty has no `first`
        await t.alice.slash(t.channel, "kitty start kitty", first="random")
    assert current_match(t) is None
