"""Rules and help as Discord shows them: within Discord's limits, no Markdown tables,
headings turned into bold lines, Kitty's cards as text and as a picture, every mark the
boards draw explained, and a help that names every command, every button and every game
with a pitch that says what you do and how you win."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.core.protocol import Game
from bot.core.registry import all_games, get_game
from bot.games.towers.game import TowersGame
from bot.i18n import said
from cogs import components, images
from cogs.commands import KittyCog
from cogs.declared import declared_commands
from cogs.texts import discord_markdown, help_embed, pitch, rules_for
from render.cattower_parts import COATS
from render.common import STYLES

#: Discord's documented limits for embeds and messages.
DESCRIPTION, TITLE, FIELDS, FIELD_NAME, FIELD_VALUE, FOOTER = 4096, 256, 25, 256, 1024, 2048
MESSAGE_TOTAL, EMBEDS_PER_MESSAGE = 6000, 10
#: The games whose rules this project's operations part keeps on one screen.
ONE_SCREEN = ("kitty", "towers", "stacktics", "tumbling", "cattower")
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
    source = str(game.rules_text())
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
    """The rules text is one embed of at most 3 500 characters; a game with cards adds
    one embed of them, in the same message."""
    game = get_game(key)
    msg = rules_for(game)
    assert len(msg.batches) == 1
    assert len(msg.batches[0]) == 1 + (1 if game.card_texts() else 0)
    assert len(msg.batches[0][0].description or "") <= 3500


#: What each game's pitch must say: what you do and how you win, as its rules have it.
PITCH_WORDS = {
    "towers": ("whole", "no taller", "win", "more pieces"),
    "stacktics": ("pyramid", "captures", "single pyramid", "half", "pips", "wins"),
    "tumbling": ("top piece", "knock a whole stack over", "on top of", "king", "win"),
    "kitty": ("onto", "flip", "take pieces", "colour is on top", "passes", "most pieces", "wins"),
    "cattower": ("walls", "floor", "Friends", "Toto", "floor 10", "win", "5 walls", "lose"),
}


def _help_entry(e: discord.Embed, game: Game) -> tuple[str, str]:
    """(name, value) of the field `/kitty help` shows for `game`."""
    entries = [(f.name or "", f.value or "") for f in e.fields if game.title in (f.name or "")]
    assert len(entries) == 1, game.title
    return entries[0]


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_help_pitches_say_what_you_do_and_how_you_win_in_whole_sentences(game: Game) -> None:
    e = help_embed()
    assert_within_discord_limits([e])
    name, value = _help_entry(e, game)
    assert name.startswith(game.title) and value.endswith(f" `game:{game.key}`")
    pitch = value.removesuffix(f" `game:{game.key}`")
    assert "…" not in pitch and pitch.endswith("."), pitch
    # The whole first paragraph of the rules, not a piece of it.
    first = discord_markdown(str(game.rules_text())).split("\n\n")[0]
    assert pitch == first.replace("*", "").replace("`", "")
    for words in PITCH_WORDS[game.key]:
        assert words in pitch, (game.key, words)


def test_kitty_rules_list_every_card_effect_as_text() -> None:
    """A phone reads the ten effects: one field per card, name then effect, in the first
    message, the picture under them."""
    game = get_game("kitty")
    msg = rules_for(game, b"png")
    first = msg.batches[0]
    assert_within_discord_limits(first)
    cards = first[-1]
    assert [(f.name, f.value) for f in cards.fields] == [
        (str(name), str(text)) for name, text in game.card_texts().values()
    ]
    assert len(cards.fields) == 10 and cards.image.url == f"attachment://{msg.filename}"
    for f in cards.fields:
        assert f.value and f.value.endswith(".") and "…" not in f.value


#: The symbol the rules use for each colour-blind mark the square and hex boards draw.
MARK_SYMBOLS = {
    "circle": "●",
    "triangle": "▲",
    "square": "■",
    "diamond": "◆",
    "ring": "○",
    "cross": "✕",
}
#: Marks and labels each game's board draws (read from its renderer), as its rules name them.
BOARD_MARKS = {
    "towers": ("height", "tinted", "three dots", "dashed", "solid", "arrow", "without a merge"),
    "stacktics": ("pips", "height badge", "dashed", "solid", "×N", "4 of 9 pips", "pie"),
    "tumbling": ("crown", "red frame", "three dots", "dashed", "solid", "tinted", "⚠"),
    "kitty": ("tinted", "zigzag", "rainbow", "swirl", "scissors", "stars", "dashed", "★", "crown"),
    "cattower": ("★", "yellow pill", "Toto's head", "scarf", "debris", "Fallen walls", "◀ ▶"),
}


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_rules_explain_every_mark_the_board_draws(game: Game) -> None:
    text = shown_text(rules_for(game).batches[0])
    assert "**Reading the board" in text
    reading = text.split("**Reading the board", 1)[1]
    for mark in BOARD_MARKS[game.key]:
        assert mark in reading, (game.key, mark)
    if game.key == "cattower":  # Friends wear a mark per coat
        for coat, style in COATS.items():
            assert f"{coat} a {style.mark}" in reading or f"{coat} {style.mark}" in reading
        return
    by_name = {style.name: style for style in STYLES.values()}
    for seat in game.seat_names:
        symbol = MARK_SYMBOLS[by_name[seat].mark]
        assert symbol in reading, (game.key, seat, symbol)


async def test_kitty_rules_show_the_ten_cards_as_one_picture() -> None:
    game = get_game("kitty")
    msg = rules_for(game, await images.card_sheet(game))
    assert msg.image is not None and msg.image.startswith(PNG)
    assert msg.batches[0][-1].image.url == f"attachment://{msg.filename}"
    assert len(images.game_cards(game)) == 10
    towers = get_game("towers")
    assert towers.rules_text() and await images.card_sheet(towers) is None
    assert rules_for(towers).image is None
    # The card texts are listed under the rules; the rules keep the commands that play them.
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
        "points stay hidden until it is revealed",
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
    buttons = [str(said(key)) for key, _ in components.LobbyButton.LABELS.values()]
    for label in [*buttons, "Add AI", "My moves", "Accept", "Decline"]:
        assert f"**{label}**" in text, label
    for option in ("players", "opponent:AI", "level:", "watch"):
        assert option in text
    for g in all_games():
        name, value = _help_entry(e, g)
        assert f"`game:{g.key}`" in value and len(value) > len(g.key) + 40


async def test_rules_command_attaches_the_card_picture(table: Any) -> None:
    t = table
    r = await t.alice.slash(t.channel, "kitty rules", game="kitty")
    assert r.ephemeral and not r.followups
    assert [a.filename for a in r.response.attachments] == ["cards.png"]
    assert r.response.embeds[-1].image.url == "attachment://cards.png"
    names = [f.name for f in r.response.embeds[-1].fields]
    assert names == [str(name) for name, _text in get_game("kitty").card_texts().values()]
    r = await t.alice.slash(t.channel, "kitty rules", game="towers", public=True)
    assert not r.ephemeral and r.response.attachments == []
    r = await t.alice.slash(t.channel, "kitty help")
    assert "/kitty status" in (r.response.embeds[0].description or "")


def test_a_pitch_too_long_for_help_keeps_whole_sentences() -> None:
    class Wordy(TowersGame):
        def rules_text(self) -> str:
            return "# Wordy\n*Someone, 2001.*\n\nYou move a tower.\n" + "Then you win it all. " * 30

    text = pitch(Wordy(), limit=60)
    assert text == "You move a tower. Then you win it all. Then you win it all."
