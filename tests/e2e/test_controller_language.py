"""How the bot answers, by language (issue 31): refusals and private answers in the member's
language, public messages (takeback requests, offers, notices) in the server's, DMs in the
member's — with "German" the wrapped pseudo-language (`pseudo_german`), so any English
typed in code shows up in `pseudo.leftover`."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from bot.i18n import pseudo, text
from cogs.controller.play import PlayActions
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import first_choice, old_boards_stay, open_game, private_text, text_of
from tests.e2e.simultaneous import at_once
from tests.locales import speak

#: What code may write itself: names, mentions, links, notation, numbers, punctuation.
_ALLOWED = re.compile(
    r"https?://\S+|<[@#]!?\d+>|<t:\d+:\w>|\b(alice|bob|carol|dave|Towers|Kitty|Tower)\b"
)


def german(text: str) -> str:
    """`text` is catalogue text (wrapped) with no English written by code; returns it."""
    assert pseudo.OPEN in text, f"not from the catalogue: {text!r}"
    rest = _ALLOWED.sub(" ", pseudo.leftover(text))
    assert not re.search(r"[A-Za-z]{3,}", rest), f"English left in {text!r}: {rest!r}"
    return text


def english(text: str) -> str:
    assert text and pseudo.OPEN not in text, f"not English: {text!r}"
    return text


async def test_a_german_member_is_refused_in_german(
    table: Any, pseudo_german: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    speak(monkeypatch, {t.bob.user.id: "de"})
    board = await open_game(t)
    # Not his turn (the engine's refusal, said in his language).
    refused = await t.bob.slash(
        t.channel, "kitty move", move=await first_choice(t.alice, t.channel)
    )
    german(private_text(refused))
    # An old board's button: "this board has moved on", with the link to the new one.
    with old_boards_stay(t.env):
        move = await first_choice(t.alice, t.channel)
        await t.alice.slash(t.channel, "kitty move", move=move)
        stale = private_text(await t.bob.click(board, label="My moves"))
    assert "https://discord.com/channels/" in german(stale)
    # No secret cards in Towers; not a moderator; settings; no game to show the history of.
    german(private_text(await t.bob.slash(t.channel, "kitty cards")))
    english(private_text(await t.alice.slash(t.channel, "kitty cards")))
    german(private_text(await t.bob.slash(t.channel, "kitty status")))
    german(private_text(await t.bob.slash(t.channel, "kitty settings", reminders="dm")))
    german(private_text(await t.bob.slash(t.channel, "kitty settings")))
    empty = t.guild.create_text_channel("empty")
    german(private_text(await t.bob.slash(empty, "kitty history")))

    # Something unexpected: the polite "something went wrong", in his language.
    async def broken(self: Any, interaction: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(PlayActions, "board", broken)
    german(private_text(await t.bob.slash(t.channel, "kitty board")))
    english(private_text(await t.alice.slash(t.channel, "kitty board")))


async def test_two_tables_at_once_each_in_its_servers_language(
    table: Any, pseudo_german: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A German server and an English one, the same members at both: public messages in
    each server's language, private answers in each member's."""
    t = table
    speak(monkeypatch, {t.carol.user.id: "de"})
    guild = t.env.create_guild(name="Katzencafé", preferred_locale="de")
    channel = guild.create_text_channel("spiele")
    de_alice, de_bob = guild.add_member(t.alice.user), guild.add_member(t.bob.user)
    de_carol = guild.add_member(t.carol.user)
    tables = ((t.channel, t.alice, t.bob, t.carol), (channel, de_alice, de_bob, de_carol))
    for (ch, alice, bob, _), lang in zip(tables, ("en", "de"), strict=True):
        await alice.slash(ch, "kitty start towers")
        await bob.click(ch.last_message, label=text(lang, "table-button-join"))
        await alice.click(ch.last_message, label=text(lang, "table-button-start"))
        await alice.slash(ch, "kitty move", move=await first_choice(alice, ch))
        await bob.slash(ch, "kitty move", move=await first_choice(bob, ch))
    asks = await at_once(t.env, [alice.slash(ch, "kitty takeback") for ch, alice, _, _ in tables])
    english(text_of(asks[0]))
    german(text_of(asks[1]))
    assert t.bob.mention in text_of(asks[0]) and t.bob.mention in text_of(asks[1])
    # Carol (German) watches both: her private answers are German at both servers.
    cards = await at_once(t.env, [carol.slash(ch, "kitty status") for ch, _, _, carol in tables])
    for answer in cards:
        german(private_text(answer))
    declined = await at_once(
        t.env,
        [bob.click(a.response, label="Decline") for a, (_, _, bob, _) in zip(asks, tables)],
    )
    english(text_of(declined[0]) or t.channel.history()[-1].content)
    offers = await at_once(t.env, [alice.slash(ch, "kitty end") for ch, alice, _, _ in tables])
    english(text_of(offers[0]))
    german(text_of(offers[1]))


class Clock:
    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


async def test_reminder_dms_in_each_members_language(
    table: Any, db_path: Any, pseudo_german: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In one timed game, Alice (German) and Bob (English) are reminded by DM, each in
    their own language; a reminder whose DM cannot be sent goes to the channel in the
    server's language."""
    t = table
    speak(monkeypatch, {t.alice.user.id: "de"})
    clock = Clock()
    bot = make_bot(db_path)
    bot.service.tables.clock = clock
    await t.env.restart_bot(bot)
    for actor in (t.alice, t.bob):
        await actor.slash(t.channel, "kitty settings", reminders="dm")
    await t.alice.slash(t.channel, "kitty start towers", time="10m")
    await t.bob.click(t.channel.last_message, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    clock.now += 0.75 * 600
    await t.env.advance_time(6)
    (alice_dm,) = [m.content for m in t.alice.user.dm_channel.history()]
    assert "<t:" in german(alice_dm)
    await t.alice.slash(t.channel, "kitty move", move=await first_choice(t.alice, t.channel))
    clock.now += 0.75 * 600
    await t.env.advance_time(6)
    (bob_dm,) = [m.content for m in t.bob.user.dm_channel.history()]
    assert "runs out <t:" in english(bob_dm)
    # Bob's DMs close: his next reminder is a mention in the (English) channel.
    t.env.inject_error(
        "POST",
        f"/channels/{t.bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    await t.bob.slash(t.channel, "kitty move", move=await first_choice(t.bob, t.channel))
    await t.alice.slash(t.channel, "kitty move", move=await first_choice(t.alice, t.channel))
    clock.now += 0.75 * 600
    await t.env.advance_time(6)
    notice = t.channel.last_message.content
    assert t.bob.mention in english(notice) and "your time for this move" in notice
