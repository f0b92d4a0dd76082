"""Rules and help as Discord shows them: within Discord's limits, no Markdown tables,
headings turned into bold lines, Kitty's cards as a picture, and a help that names every
command, every button and every game."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.core.protocol import Game
from bot.core.registry import all_games, get_game
from cogs import components, images
from cogs.commands import KittyCog
from cogs.declared import declared_commands
from cogs.texts import discord_markdown, help_embed, rules_for

#: Discord's documented limits for embeds and messages.
DESCRIPTION, TITLE, FIELDS, FIELD_NAME, FIELD_VALUE, FOOTER = 4096, 256, 25, 256, 1024, 2048
MESSAGE_TOTAL, EMBEDS_PER_MESSAGE = 6000, 10
#: The games whose rules this project's operations part keeps on one screen.
ONE_SCREEN = ("kitty", "towers", "stacktics", "tumbling")
PNG = b"\x89PNG\r\n\x1a\n"


def assert_within_discord_limits(embeds: list[discord.Embed]) -> None:
    assert 1 <= len(embeds) <= EMBEDS_PER_MESSAGE
    total = 0
    for e in embeds:
        assert len(e.title or "") <= TITLE
        assert len(e.description or "") <= DESCRIPTION
        assert len(e.fields) <= FIELDS
        for f in e.fields:
            assert len(f.name or "") <= FIELD_NAME and len(f.value or "") <= FIELD_VALUE
        assert len(e.footer.text or "") <= FOOTER
        total += len(e)
    assert total <= MESSAGE_TOTAL


def shown_text(embeds: list[discord.Embed]) -> str:
    return "\n".join(
        (e.description or "") + "".join(f"{f.name}\n{f.value}" for f in e.fields) for e in embeds
    )


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_rules_of_every_game_fit_discord_and_have_no_tables(game: Game) -> None:
    source = game.rules_text()
    assert not [line for line in source.splitlines() if line.lstrip().startswith("|")], (
        "a Markdown table"
    )
    msg = rules_for(game)
    for batch in msg.batches:
        assert_within_discord_limits(batch)
        text = shown_text(batch)
        assert not [line for line in text.splitlines() if line.lstrip().startswith(("|", "#"))]
    assert (msg.batches[0][0].title or "").startswith(game.title)


@pytest.mark.parametrize("key", ONE_SCREEN)
def test_rules_fit_one_screen(key: str) -> None:
    msg = rules_for(get_game(key))
    assert len(msg.batches) == 1 and len(msg.batches[0]) == 1
    assert len(shown_text(msg.batches[0])) <= 3500


async def test_kitty_rules_show_the_ten_cards_as_one_picture() -> None:
    game = get_game("kitty")
    msg = rules_for(game, await images.card_sheet(game))
    assert msg.image is not None and msg.image.startswith(PNG)
    assert msg.batches[0][-1].image.url == f"attachment://{msg.filename}"
    assert len(images.game_cards(game)) == 10
    towers = get_game("towers")
    assert towers.rules_text() and await images.card_sheet(towers) is None
    assert rules_for(towers).image is None
    # The card texts live on the picture; the rules keep the commands that play them.
    rules = shown_text(msg.batches[0])
    for command in (
        "frenzy d4",
        "done",
        "chain d4>e5",
        "force yellow",
        "give <card>",
        "offer yellow",
        "decline",
    ):
        assert command in rules


def test_kitty_rules_keep_the_bots_readings() -> None:
    rules = " ".join(shown_text(rules_for(get_game("kitty")).batches[0]).split())
    for reading in (
        "+3, not +2+3",
        "Pass included",
        "Any colour counts",
        "only S can score",
        "ties between colours do not matter",
        "the target cannot refuse",
        "a declined offer uses up nobody's",
        "the last one left wins",
        "kept even if the stack or card is lost",
    ):
        assert reading.lower() in rules.lower(), reading


def test_markdown_tables_headings_and_wrapped_lines_become_discord_text() -> None:
    source = (
        "# Title\n\nA paragraph wrapped\nover two lines.\n\n## Moves\n- a list item that\n  goes on\n"
        "- another\nNot part of the item.\n**Score:** a lead-in line.\n\n"
        "| move | example |\n|---|:-:|\n| step | `d4-e5` |\n"
    )
    assert discord_markdown(source).splitlines() == [
        "A paragraph wrapped over two lines.",
        "",
        "**Moves**",
        "• a list item that goes on",
        "• another",
        "Not part of the item.",
        "**Score:** a lead-in line.",
        "",
        "• move — example",
        "• step — `d4-e5`",
    ]


def _cog_commands() -> list[str]:
    """The cog's own commands, the ones the games declare and the `start` group (added when
    it loads)."""
    own = [c.name for c in KittyCog.__cog_app_commands__]
    return sorted(own + [c.spec.name for c in declared_commands(all_games())] + ["start"])


def test_help_names_every_command_button_and_game() -> None:
    e = help_embed()
    assert_within_discord_limits([e])
    text = e.description or ""
    commands = _cog_commands()
    assert {
        "start",
        "move",
        "place",
        "trade",
        "board",
        "cards",
        "resign",
        "end",
        "cancel",
        "rules",
        "help",
        "status",
    } <= set(commands)
    for name in commands:
        assert f"/kitty {name}" in text, name
    buttons = [label for label, _ in components.LobbyButton.LABELS.values()]
    for label in [*buttons, "Add AI", "My moves", "Accept", "Decline"]:
        assert f"**{label}**" in text, label
    for option in ("players", "opponent:AI", "level:", "watch"):
        assert option in text
    for g in all_games():
        line = next(line for line in text.splitlines() if f"**{g.title}**" in line)
        assert f"`{g.key}`" in line and len(line) > len(g.title) + len(g.key) + 20


async def test_rules_command_attaches_the_card_picture(table: Any) -> None:
    t = table
    r = await t.alice.slash(t.channel, "kitty rules", game="kitty")
    assert r.ephemeral and not r.followups
    assert [a.filename for a in r.response.attachments] == ["cards.png"]
    assert r.response.embeds[0].image.url is not None
    r = await t.alice.slash(t.channel, "kitty rules", game="towers", public=True)
    assert not r.ephemeral and r.response.attachments == []
    r = await t.alice.slash(t.channel, "kitty help")
    assert "/kitty status" in (r.response.embeds[0].description or "")
