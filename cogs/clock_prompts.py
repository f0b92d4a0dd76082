"""What the clock shows, as text and `MessageSpec`s built without sending anything: the
clock line under a board, the reminder, the time-out choices and what a choice did.

Times are Discord timestamps (`<t:UNIX:R>`), which every client shows live in the
reader's own words ("in 9 minutes"), so a message never goes stale and nothing is drawn
into the board's picture.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import ENGLISH_WORDS, Words
from bot.matches import Match
from bot.matches.clocks import choices_for, clock_of, limit_of
from cogs import components as c
from cogs.language import names_and
from cogs.message import USERS_ONLY, MessageSpec

#: What each choice did, for the message that replaces the buttons (catalogue keys).
DONE = {
    "win": "ctl-clock-done-win",
    "skip": "ctl-clock-done-skip",
    "ai": "ctl-clock-done-ai",
    "remove": "ctl-clock-done-remove",
}


def per_move(seconds: float, words: Words = ENGLISH_WORDS) -> str:
    """ "10 minutes", "1 hour", "3 days" — a time per move in `words`' language."""
    whole = round(seconds)
    if whole >= 86_400 and whole % 86_400 == 0:
        return words("ctl-duration-days", count=whole // 86_400)
    if whole >= 3_600 and whole % 3_600 == 0:
        return words("ctl-duration-hours", count=whole // 3_600)
    return words("ctl-duration-minutes", count=round(seconds / 60))


def when(deadline: float) -> str:
    """A live relative time: Discord shows "in 9 minutes", "2 hours ago"…"""
    return f"<t:{int(deadline)}:R>"


def clock_line(m: Match, words: Words = ENGLISH_WORDS) -> str:
    """ "⏱ Time runs out in 9 minutes (10 minutes per move)." under a board whose turn is
    timed ("" otherwise)."""
    clock = clock_of(m)
    if clock is None or m.skipped_seats():
        return ""
    limit = per_move(limit_of(m), words)
    return words("ctl-clock-line", when=when(clock.deadline), limit=limit)


def lobby_line(m: Match, words: Words = ENGLISH_WORDS) -> str:
    """The lobby's "Time per move" value ("" for an untimed table)."""
    limit = limit_of(m)
    return per_move(limit, words) if limit else ""


def _names(m: Match, seats: Sequence[int], words: Words) -> str:
    return names_and([words.say(m.seat_label(s)) for s in seats], words)


def reminder(m: Match, seats: Sequence[int], deadline: float, words: Words) -> str:
    """The reminder that most of the time is gone (a mention of the late players), in the
    server's language."""
    who = " ".join(m.mention(s) for s in seats)
    return words("ctl-reminder", who=who, when=when(deadline))


def reminder_dm(m: Match, deadline: float, words: Words) -> str:
    """The reminder by DM (no mention: it names the game instead), in the member's
    language."""
    return words("ctl-reminder-dm", game=m.game.title, id=str(m.id), when=when(deadline))


def timed_out(m: Match, ply: int, seats: Sequence[int], words: Words) -> MessageSpec:
    """The time-out notice with the other players' choices (buttons valid for `ply`)."""
    others = [
        m.mention(i)
        for i, s in enumerate(m.seats)
        if not s.is_ai and i not in seats and s.user_id is not None
    ]
    late = " ".join(m.mention(s) for s in seats)
    text = words("ctl-timed-out", late=late, others=" ".join(others))
    view = c.view_of(*(c.TimeoutButton(m.id, ply, choice) for choice in choices_for(m)))
    return MessageSpec(text, view=view, mentions=USERS_ONLY)


def chosen(m: Match, who: str, choice: str, seats: Sequence[int], words: Words) -> str:
    """What a time-out choice did, by `who` (a mention), in the server's language."""
    return words(DONE[choice], who=who, late=_names(m, seats, words))


def handed_over_dm(m: Match, words: Words) -> str:
    """The DM to a player whose seat an AI took over, in their language."""
    return words("ctl-handed-over-dm", game=m.game.title, id=str(m.id))


def settings_text(reminders: str, words: Words) -> str:
    """The answer of `/kitty settings`: the asker's settings now, in their language."""
    return words("ctl-settings", mode=reminders)
