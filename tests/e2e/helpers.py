"""Small helpers for driving the bot through SimCord like a player would."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from typing import Any

#: SimCord's settle deadline (seconds of real time) while Discord is down (`discord_down`).
OUTAGE_SETTLE = 10.0


@contextlib.contextmanager
def discord_down(env: Any, settle_timeout: float = OUTAGE_SETTLE) -> Iterator[None]:
    """Inside: every call of the bot to an interaction or a channel fails (502), and SimCord
    settles on a deadline of `settle_timeout` s; on leaving, Discord is back and the deadline
    is what it was. While Discord is down the bot's retries sleep ever longer (discord.py's,
    then the publisher's backoff) and SimCord counts the world as settled once each sleeps
    past the deadline: the test's usual 60 s deadline would wait up to a minute of real
    time for nothing at every action."""
    usual = env.settle_timeout
    env.inject_error("*", "/interactions/*", status=502, times=None)
    env.inject_error("*", "/channels/*", status=502, times=None)
    env.settle_timeout = settle_timeout
    try:
        yield
    finally:
        env.settle_timeout = usual
        env.backend.faults.clear()


def text_of(result: Any) -> str:
    """Everything an interaction answered with (response and follow-ups), as one string."""
    parts = []
    if result.response is not None:
        parts.append(result.response.content or "")
        parts.extend(e.description or "" for e in result.response.embeds)
    for f in result.followups:
        parts.append(f.content or "")
    return "\n".join(parts)


def private_text(result: Any) -> str:
    """The text of an ephemeral answer; fails the test if the answer was public."""
    assert result.ephemeral, f"expected an ephemeral answer, got a public one: {text_of(result)!r}"
    return text_of(result)


async def open_game(
    t: Any, game: str = "towers", joiners: tuple[str, ...] = ("bob",), **options: Any
) -> Any:
    """Alice opens a lobby, the named members join, Alice starts. Returns the first board."""
    await t.alice.slash(t.channel, f"kitty start {game}", **options)
    lobby = t.channel.last_message
    for name in joiners:
        await getattr(t, name).click(lobby, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    return t.channel.last_message


async def first_choice(
    actor: Any, channel: Any, command: str = "kitty move", option: str = "move", typed: str = ""
) -> str:
    choices = await actor.autocomplete(channel, command, option, typed)
    assert choices, "no legal move was offered"
    return str(choices[0]["value"])


def current_match(t: Any) -> Any:
    return t.env.bot.service.in_channel(t.channel.id)


async def play(t: Any, actor: Any, move: str) -> Any:
    """`actor` types `/kitty move`; the answer must be the public board."""
    result = await actor.slash(t.channel, "kitty move", move=move)
    assert not result.ephemeral, text_of(result)
    return result


def button_labels(message: Any) -> list[str]:
    """The labels of every button on `message`, in order."""
    labels = []
    for row in message.components:
        for item in getattr(row, "children", [row]):
            if getattr(item, "label", None):
                labels.append(item.label)
    return labels


async def resign(actor: Any, channel: Any) -> Any:
    """`/kitty resign`, then "Resign" on the private confirmation; returns that click."""
    ask = await actor.slash(channel, "kitty resign")
    assert ask.ephemeral and "Resign this game?" in text_of(ask), text_of(ask)
    return await actor.click(ask.response, label="Resign")


#: The tag ("A · ") a group menu's option starts with when its move ends on a cell.
TAG_PREFIX = re.compile(r"^[A-Z]+ · ")


def option_value(menu: Any, text: str) -> str:
    """The value of the option of `menu`'s select whose label is `text` or starts with
    `text` and a space (`a1` → the group "a1 — 2 moves", `a1-a2` → "a1-a2 — …", also
    after the tag a group's move carries: "B · a1-a2 — …"): menus of moves carry short
    keys, not notations."""
    for row in menu.components:
        for item in row.get("components", [row]):
            for o in item.get("options") or []:
                label = TAG_PREFIX.sub("", o["label"], count=1)
                if text in (o["label"], label) or label.startswith(text + " "):
                    return str(o["value"])
    raise AssertionError(f"no option {text!r} on the menu")


@contextlib.contextmanager
def old_boards_stay(env: Any) -> Iterator[None]:
    """Inside: Discord refuses to delete or edit the bot's channel messages, so a replaced
    board keeps its buttons (as it does on a member's screen until Discord removes it) and
    a test can click it. On leaving, Discord is back (the bot removes it later)."""
    env.inject_error("DELETE", "/channels/*/messages/*", status=403, code=50013, times=None)
    env.inject_error("PATCH", "/channels/*/messages/*", status=403, code=50013, times=None)
    try:
        yield
    finally:
        env.backend.faults.clear()
