"""A server's language (`/kitty settings language:`) and members' languages, end to end.

German is the pseudo-language here (`pseudo_german`): a text from the catalogue reads as
English wrapped in ⟦ ⟧, and `pseudo.leftover` shows what code wrote itself."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.i18n import pseudo
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import private_text, text_of
from tests.e2e.simultaneous import at_once
from tests.locales import speak


def english_words(text: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """Words code wrote itself in `text` (outside the catalogue), but for `allowed` names."""
    words = re.findall(r"[^\W\d_]+", pseudo.leftover(text))
    return [w for w in words if w not in allowed]


def message_text(message: Any) -> str:
    """A message's content and embeds as one string."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or ""]
        parts += [f"{f.name} {f.value}" for f in embed.fields]
        if embed.footer and embed.footer.text:
            parts.append(embed.footer.text)
    return "\n".join(p for p in parts if p)


def manager(t: Any, name: str) -> Any:
    """A member of `t.guild` with Manage Server."""
    role = t.guild.create_role(
        f"Managers {name}", permissions=discord.Permissions(manage_guild=True)
    )
    return t.guild.add_member(t.env.create_user(name), roles=[role])


class Server:
    """A second guild with a channel, a manager and two players."""

    def __init__(self, env: Any, name: str) -> None:
        self.env = env
        self.guild = env.create_guild(name=name)
        self.channel = self.guild.create_text_channel("games")
        self.alice = self.guild.add_member(env.create_user(f"{name}-alice"))
        self.bob = self.guild.add_member(env.create_user(f"{name}-bob"))
        self.mod = manager(self, f"{name}-mod")


async def test_a_server_manager_sets_the_language_and_others_are_refused(
    table: Any, pseudo_german: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    mod = manager(t, "mod")
    speak(monkeypatch, {t.bob.id: "de"})
    languages = t.env.bot.languages
    before = len(list(t.channel.history()))

    # A member without Manage Server: refused privately, in their own language; nothing
    # changes and nothing is posted.
    refused = private_text(await t.bob.slash(t.channel, "kitty settings", language="de"))
    assert "⟦" in refused and english_words(refused) == [], refused
    english = private_text(await t.alice.slash(t.channel, "kitty settings", language="de"))
    assert "Only members who can manage this server" in english
    assert languages.of(t.env.bot.get_guild(t.guild.id)) == "en"
    assert len(list(t.channel.history())) == before
    assert await t.env.bot.store.guild_setting(t.guild.id, "language") is None

    # A manager (whose client is in English): a private answer in English, a public note
    # in the server's new language.
    done = await mod.slash(t.channel, "kitty settings", language="de")
    assert "Deutsch" in private_text(done) and "⟦" not in text_of(done)
    note = t.channel.last_message.content
    assert "⟦" in note and english_words(note, ("Deutsch",)) == [], note
    assert languages.of(t.env.bot.get_guild(t.guild.id)) == "de"
    assert await t.env.bot.store.guild_setting(t.guild.id, "language") == "de"

    # Back to the server's own language (English here).
    cleared = private_text(await mod.slash(t.channel, "kitty settings", language="server"))
    assert "English" in cleared
    assert t.channel.last_message.content == (
        "Kitty Tower's messages in this server are now in English."
    )
    assert await t.env.bot.store.guild_setting(t.guild.id, "language") is None


async def test_the_answer_of_settings_in_pseudo_german_holds_no_english(
    table: Any, pseudo_german: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    mod = manager(t, "mod")
    speak(monkeypatch, {mod.id: "de"})
    done = private_text(await mod.slash(t.channel, "kitty settings", language="en"))
    assert "⟦" in done and english_words(done, ("English",)) == [], done
    assert t.channel.last_message.content == (
        "Kitty Tower's messages in this server are now in English."
    )


async def test_two_servers_choose_their_languages_at_the_same_moment(
    table: Any, pseudo_german: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = table.env
    one, two = Server(env, "one"), Server(env, "two")
    speak(monkeypatch, {two.mod.id: "de"})
    first, second = await at_once(
        env,
        [
            one.mod.slash(one.channel, "kitty settings", language="de"),
            two.mod.slash(two.channel, "kitty settings", language="en"),
        ],
    )
    # Each manager's private answer in their own language…
    assert "⟦" not in private_text(first) and "Deutsch" in text_of(first)
    mine = private_text(second)
    assert "⟦" in mine and english_words(mine, ("English",)) == [], mine
    # …each server's public note in its own new language.
    note_one = one.channel.last_message.content
    assert "⟦" in note_one and english_words(note_one, ("Deutsch",)) == [], note_one
    assert two.channel.last_message.content == (
        "Kitty Tower's messages in this server are now in English."
    )
    bot = env.bot
    assert bot.languages.of(bot.get_guild(one.guild.id)) == "de"
    assert bot.languages.of(bot.get_guild(two.guild.id)) == "en"


async def test_two_servers_in_two_languages_start_games_at_the_same_moment(
    table: Any, pseudo_german: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lobby card (a public message) is in each server's language, the members'
    private answers in their own. Needs the lobby card to be said with
    `bot.languages.words(guild)` (cogs/presenter.py, cogs/lobby_card.py)."""
    env = table.env
    one, two = Server(env, "one"), Server(env, "two")
    speak(monkeypatch, {two.bob.id: "de"})
    await one.mod.slash(one.channel, "kitty settings", language="de")
    await at_once(
        env,
        [
            one.alice.slash(one.channel, "kitty start towers"),
            two.alice.slash(two.channel, "kitty start towers"),
        ],
    )
    card_one = message_text(one.channel.last_message)
    card_two = message_text(two.channel.last_message)
    names = ("one", "alice", "Towers", "towers")  # the title; the game key typed in `game:towers`
    assert "⟦" in card_one and english_words(card_one, names) == [], card_one
    assert "⟦" not in card_two, card_two
    # Private answers: bob of server two reads German, in an English server.
    refused = private_text(await two.bob.slash(two.channel, "kitty settings", language="de"))
    assert "⟦" in refused and english_words(refused) == [], refused


async def test_a_restart_keeps_the_servers_and_a_members_language(
    table: Any, db_path: Path, pseudo_german: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    mod = manager(t, "mod")
    speak(monkeypatch, {t.bob.id: "de"})
    await mod.slash(t.channel, "kitty settings", language="de")
    await t.bob.slash(t.channel, "kitty help")
    await t.env.bot.languages.settle()
    assert await t.env.bot.store.user_setting(t.bob.id, "language") == "de"

    await t.env.restart_bot(make_bot(db_path))
    bot = t.env.bot
    guild = bot.get_guild(t.guild.id)
    assert bot.languages.of(guild) == "de"
    assert bot.languages.member(t.bob.id) == "de"  # a DM before bob's next interaction
    assert bot.languages.member(t.alice.id, guild) == "de"  # not heard: the server's
    assert bot.languages.member(t.alice.id) == "en"  # not heard: the server's


async def test_a_button_press_alone_remembers_the_members_language(
    table: Any, db_path: Path, pseudo_german: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Buttons and menus are heard where they are handled (`Component.callback`), not by
    a task per interaction: bob, who never typed a command, only pressed "Join", gets his
    DMs in his language, also after a restart."""
    t = table
    speak(monkeypatch, {t.bob.id: "de"})
    await t.alice.slash(t.channel, "kitty start towers")
    assert t.env.bot.languages.member(t.bob.id) == "en"  # not heard yet
    await t.bob.click(t.channel.last_message, label="Join")
    assert t.env.bot.languages.member(t.bob.id) == "de"
    await t.env.bot.languages.settle()
    assert await t.env.bot.store.user_setting(t.bob.id, "language") == "de"
    await t.env.restart_bot(make_bot(db_path))
    assert t.env.bot.languages.member(t.bob.id) == "de"


async def test_a_damaged_language_in_the_store_is_ignored(
    table: Any, db_path: Path, pseudo_german: str
) -> None:
    t = table
    store = t.env.bot.store
    await store.set_guild_setting(t.guild.id, "language", "klingon")
    await store.set_user_setting(t.bob.id, "language", "")
    await t.env.restart_bot(make_bot(db_path))
    bot = t.env.bot
    guild = bot.get_guild(t.guild.id)
    assert bot.languages.of(guild) == "en"
    assert bot.languages.member(t.bob.id, guild) == "en"
    # Commands work, in English.
    answer = private_text(await t.bob.slash(t.channel, "kitty settings"))
    assert "⟦" not in answer
    mod = manager(t, "mod")
    done = private_text(await mod.slash(t.channel, "kitty settings", language="de"))
    assert "Deutsch" in done
    assert bot.languages.of(guild) == "de"
