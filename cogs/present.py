"""What the bot shows: the lobby card, the board message (text + image + buttons) and the
result. Images come from the renderers and only ever from the public view."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Sequence
from typing import Any

import discord

from bot.core.protocol import Outcome
from bot.matches import Match, TurnReport
from bot.records.ratings import format_rating
from cogs import ui

log = logging.getLogger(__name__)

SEAT_COLOURS = {
    "Red": 0xD55E00,
    "Yellow": 0xF0E442,
    "Blue": 0x0072B2,
    "Green": 0x009E73,
    "White": 0xF5F0E6,
    "Black": 0x2B2B2B,
}
BRAND = 0xE6A0C4


def render_png(view: dict[str, Any]) -> bytes | None:
    """The board image for a public view, or None if the game has no renderer yet."""
    from render import render_view

    try:
        return render_view(view)
    except (ImportError, KeyError):
        log.warning("no renderer for %s", view.get("game"))
        return None


async def render_async(view: dict[str, Any]) -> bytes | None:
    """Render in a worker thread so the event loop keeps answering."""
    return await asyncio.to_thread(render_png, view)


# ----- lobby -----------------------------------------------------------------------------
def lobby_embed(m: Match) -> discord.Embed:
    g = m.game
    need = m.requested_players or g.min_players
    most = m.requested_players or g.max_players
    count = f"{need}" if need == most else f"{need}–{most}"
    e = discord.Embed(
        title=f"{g.title} — waiting for players",
        description=(
            f"Press **Join** to take a seat ({count} players). The host presses **Start** when "
            f"everyone is in."
            + ("\nAdd AI players with the menu below." if len(m.seats) < most else "")
        ),
        colour=BRAND,
    )
    seats = "\n".join(f"{i + 1}. {_seat_line(m, i)}" for i in range(len(m.seats))) or "—"
    e.add_field(name="Seats", value=seats, inline=False)
    opts = {k: v for k, v in m.options.items() if not k.startswith("_")}
    if opts:
        e.add_field(
            name="Options",
            value=", ".join(f"{k}: {v}" for k, v in opts.items())[:1000],
            inline=False,
        )
    e.set_footer(text=f"Match #{m.id} · /kitty rules game:{g.key}")
    return e


def _seat_line(m: Match, i: int) -> str:
    s = m.seats[i]
    who = f"🤖 {s.name} ({s.ai_level})" if s.is_ai else f"<@{s.user_id}>"
    extra = f" · hand: {s.difficulty}" if m.game.key == "cattower" else ""
    host = " (host)" if s.user_id == m.host_id else ""
    return f"{who}{host}{extra}"


def lobby_closed_embed(m: Match, text: str) -> discord.Embed:
    return discord.Embed(title=f"{m.game.title}", description=text, colour=0x888888)


# ----- board -----------------------------------------------------------------------------
def headline(reports: Sequence[TurnReport], m: Match) -> list[str]:
    """Lines saying what happened since the last board (public text only)."""
    lines: list[str] = []
    for a in (a for r in reports for a in r.applied):
        who = a.who or (m.label(a.seat) if a.seat is not None else "The game")
        if a.text in ("resign", "agreed end"):
            pass
        elif a.forced:
            lines.append(f"{who} had to play **{a.text}**.")
        else:
            lines.append(f"{who} played **{a.text}**.")
        lines.extend(a.announcements)
    return lines


def turn_line(m: Match) -> str:
    """Who is to act now, with a mention so they are notified."""
    st = m.state
    if st is None:
        return ""
    out = st.outcome()
    if out is not None:
        return result_text(m, out)
    actors = sorted(st.actors())
    if not actors:
        return ""
    if len(actors) == 1:
        seat = actors[0]
        if m.seats[seat].is_ai:
            return f"{m.label(seat)} is thinking…"
        return f"Your turn, {m.mention(seat)} ({m.game.seat_name(m.colour_index(seat))})."
    names = ", ".join(m.mention(s) for s in actors)
    return f"Waiting for {names}."


def result_text(m: Match, out: Outcome) -> str:
    if m.state is not None and m.game.is_cooperative(m.state):
        head = f"🎉 Victory — {out.reason}." if out.winners else f"💥 Defeat — {out.reason}."
        return head
    if out.is_draw:
        head = f"🤝 Draw — {out.reason}."
    else:
        names = " and ".join(m.label(s) for s in out.winners)
        head = f"🏆 {names} {'win' if len(out.winners) > 1 else 'wins'} — {out.reason}."
    if out.scores is not None:
        scores = " · ".join(f"{m.label(i)} {_num(v)}" for i, v in enumerate(out.scores))
        head += f"\nFinal scores: {scores}"
    return head


def _num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def final_details(m: Match) -> str:
    """Extra result lines a game offers in its final view (e.g. every objective card)."""
    if m.state is None:
        return ""
    final = m.game.view(m.state, None).get("final")
    if not isinstance(final, dict):
        return ""
    lines = []
    for seat in range(len(m.seats)):
        parts = []
        for key, label in (
            ("heights", "height"),
            ("scores", "score"),
            ("own_colour", "own colour"),
        ):
            vals = final.get(key)
            if isinstance(vals, list) and seat < len(vals):
                parts.append(f"{label} {vals[seat]}")
        cards = [c for c in final.get("cards", []) if c.get("seat") == seat]
        if cards:
            parts.append(
                "cards: " + ", ".join(f"{c.get('name')} ({c.get('points', 0):+})" for c in cards)
            )
        if parts:
            lines.append(f"{m.label(seat)} — " + "; ".join(parts))
    return "\n".join(lines)


def rating_line(reports: Sequence[TurnReport]) -> str:
    """ "Ratings: alice 1 500 → 1 568 · bob 1 500 → 1 432" for the report that finished
    the game ("" when it was not rated, or the final board is shown after a restart)."""
    changes = [r for report in reports for r in report.results if r.rated]
    if not changes:
        return ""
    parts = [
        f"{r.name} {format_rating(r.before or 0)} → {format_rating(r.after or 0)}" for r in changes
    ]
    return "Ratings: " + " · ".join(parts)


async def board_message(m: Match, reports: Sequence[TurnReport] = ()) -> dict[str, Any]:
    """kwargs for `send` of the board message: what happened since the last board
    (`reports`), whose turn it is, the image and the buttons."""
    assert m.state is not None
    view = m.game.view(m.state, None)
    lines = headline(reports, m)[-12:]
    lines.append(turn_line(m))
    if m.state.outcome() is not None:
        details = final_details(m)
        if details:
            lines.append(details)
        lines.append(rating_line(reports))
    content = "\n".join(line for line in lines if line)[:1900]
    ply = m.ply
    to_move = m.state.to_move
    colour = BRAND
    if to_move is not None:
        colour = SEAT_COLOURS.get(m.game.seat_name(m.colour_index(to_move)), BRAND)
    embed = discord.Embed(title=f"{m.game.title} · move {ply}", colour=colour)
    embed.set_footer(text=f"Match #{m.id} · /kitty move to play · /kitty board to see it again")
    kwargs: dict[str, Any] = {"content": content, "embed": embed}
    png = await render_async(view)
    if png is not None:
        name = f"{m.game.key}-{m.id}-{ply}.png"
        embed.set_image(url=f"attachment://{name}")
        kwargs["file"] = discord.File(io.BytesIO(png), filename=name)
    item_view = ui.board_view(m) if m.state.outcome() is None else ui.final_view(m)
    if item_view is not None:
        kwargs["view"] = item_view
    kwargs["allowed_mentions"] = discord.AllowedMentions(users=True, roles=False, everyone=False)
    return kwargs
