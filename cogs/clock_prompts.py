"""What the clock shows, as text and `MessageSpec`s built without sending anything: the
clock line under a board, the reminder, the time-out choices and what a choice did.

Times are Discord timestamps (`<t:UNIX:R>`), which every client shows live in the
reader's own words ("in 9 minutes"), so a message never goes stale and nothing is drawn
into the board's picture.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.matches import Match
from bot.matches.clocks import PRESETS, choices_for, clock_of, limit_of
from cogs import components as c
from cogs.message import USERS_ONLY, MessageSpec

#: What each choice did, for the message that replaces the buttons.
DONE = {
    "win": "{who} claimed the win: {late} ran out of time.",
    "skip": "{who} skipped {late}'s turn: the AI plays this one move for them.",
    "ai": "{who} handed {late}'s seat to an AI for the rest of the game.",
    "remove": "{who} removed {late}: an AI plays their seat, the game goes on.",
}


def per_move(seconds: float) -> str:
    """ "10 minutes" — a preset's words (else the seconds in minutes)."""
    for _key, words, preset in PRESETS:
        if preset == seconds:
            return words
    return f"{round(seconds / 60)} minutes"


def when(deadline: float) -> str:
    """A live relative time: Discord shows "in 9 minutes", "2 hours ago"…"""
    return f"<t:{int(deadline)}:R>"


def clock_line(m: Match) -> str:
    """ "⏱ Time runs out in 9 minutes (10 minutes per move)." under a board whose turn is
    timed ("" otherwise)."""
    clock = clock_of(m)
    if clock is None or m.skipped_seats():
        return ""
    return f"⏱ Time runs out {when(clock.deadline)} ({per_move(limit_of(m))} per move)."


def lobby_line(m: Match) -> str:
    """The lobby's "Time per move" value ("" for an untimed table)."""
    limit = limit_of(m)
    return per_move(limit) if limit else ""


def _names(m: Match, seats: Sequence[int]) -> str:
    return " and ".join(m.label(s) for s in seats)


def reminder(m: Match, seats: Sequence[int], deadline: float) -> str:
    """The reminder that most of the time is gone (a mention of the late players)."""
    who = " ".join(m.mention(s) for s in seats)
    return f"⏱ {who}, your time for this move runs out {when(deadline)}."


def reminder_dm(m: Match, deadline: float) -> str:
    """The reminder by DM (no mention: it names the game instead)."""
    return f"⏱ Your time for the move in {m.game.title} (match #{m.id}) runs out {when(deadline)}."


def timed_out(m: Match, ply: int, seats: Sequence[int]) -> MessageSpec:
    """The time-out notice with the other players' choices (buttons valid for `ply`)."""
    others = [
        m.mention(i)
        for i, s in enumerate(m.seats)
        if not s.is_ai and i not in seats and s.user_id is not None
    ]
    text = (
        f"⏰ {' '.join(m.mention(s) for s in seats)} ran out of time. {' '.join(others)}: what now? "
        "(Until someone chooses, the late player can still move.)"
    )
    view = c.view_of(*(c.TimeoutButton(m.id, ply, choice) for choice in choices_for(m)))
    return MessageSpec(text, view=view, mentions=USERS_ONLY)


def chosen(m: Match, who: str, choice: str, seats: Sequence[int]) -> str:
    """What a time-out choice did, by `who` (a mention)."""
    return DONE[choice].format(who=who, late=_names(m, seats))


def handed_over_dm(m: Match) -> str:
    """The DM to a player whose seat an AI took over."""
    return (
        f"Your time ran out in {m.game.title} (match #{m.id}); the table handed your seat to "
        "an AI, which plays it for the rest of the game."
    )


def settings_text(reminders: str) -> str:
    """The answer of `/kitty settings`: the asker's settings now."""
    how = {
        "channel": "a mention in the game's channel",
        "dm": "a direct message (a mention in the channel when DMs are closed)",
        "off": "none",
    }.get(reminders, reminders)
    return (
        f"Reminders in timed games: **{how}**. Change with "
        "`/kitty settings reminders:<channel|dm|off>`."
    )
