"""What the bot shows, as `MessageSpec`s built without sending anything: the lobby card,
the board message (what happened, whose turn, the image, the buttons), the result, a
seat's secret cards and the list of open tables. Pictures are passed in already drawn
(`cogs.images`), so every function here is pure and unit-testable.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.ai.hint_policy import HINTS_ON
from bot.core.protocol import Outcome
from bot.matches import Match, TurnReport, hint_table, takeback
from bot.matches.clocks import clock_of, limit_of
from bot.records.ratings import format_rating
from cogs import clock_prompts, prompts, round_items
from cogs import components as c
from cogs.declared import seat_choice, seat_option_key
from cogs.message import USERS_ONLY, Attachment, MessageSpec
from data.records import ResultRow, SeatResult
from data.rows import MatchStatus

SEAT_COLOURS = {
    "Red": 0xD55E00,
    "Yellow": 0xF0E442,
    "Blue": 0x0072B2,
    "Green": 0x009E73,
    "White": 0xF5F0E6,
    "Black": 0x2B2B2B,
}
BRAND = 0xE6A0C4
CLOSED = 0x888888
#: Lines of "what happened" a board message shows at most.
HEADLINES = 12
CARDS_FILE = "cards.png"


# ----- lobby ----------------------------------------------------------------------------
def lobby(m: Match) -> MessageSpec:
    """The lobby card with its buttons and the game's seat-option menus."""
    return MessageSpec(embeds=(lobby_embed(m),), view=lobby_view(m))


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
    seats = "\n".join(f"{i + 1}. {seat_line(m, i)}" for i in range(len(m.seats))) or "—"
    e.add_field(name="Seats", value=seats, inline=False)
    opts = {k: v for k, v in m.options.items() if not k.startswith("_")}
    if opts:
        e.add_field(
            name="Options",
            value=", ".join(f"{k}: {v}" for k, v in opts.items())[:1000],
            inline=False,
        )
    if hint_table.option_of(m) == HINTS_ON:
        e.add_field(name=prompts.HINTS_FIELD, value=prompts.HINTS_LOBBY_LINE, inline=False)
    per_move = clock_prompts.lobby_line(m)
    if per_move:
        e.add_field(name="Time per move", value=per_move, inline=False)
    e.set_footer(text=f"Match #{m.id} · /kitty rules game:{g.key}")
    return e


def seat_line(m: Match, i: int) -> str:
    """ "<@alice> (host) · hand: steady": who sits there and what they picked."""
    s = m.seats[i]
    who = f"🤖 {s.name} ({s.ai_level})" if s.is_ai else f"<@{s.user_id}>"
    host = " (host)" if s.user_id == m.host_id else ""
    picks = "".join(f" · {o.label}: {seat_choice(s, o)}" for o in m.game.caps.seat_options)
    return f"{who}{host}{picks}"


def lobby_view(m: Match) -> discord.ui.View:
    full = len(m.seats) >= (m.requested_players or m.game.max_players)
    items: list[discord.ui.Item[Any]] = [
        c.LobbyButton(m.id, "join", disabled=full),
        c.LobbyButton(m.id, "leave"),
        c.LobbyButton(m.id, "start"),
        c.LobbyButton(m.id, "cancel"),
        c.LobbyButton(m.id, "ai", disabled=full),
    ]
    for spec in m.game.caps.seat_options:
        options = [(f"My {spec.label}: {choice}", choice) for choice in spec.choices]
        items.append(c.LobbySelect(m.id, seat_option_key(spec), spec.description, options))
    return c.view_of(*items)


#: The closed lobby card's text once the game started, or the table closed otherwise.
LOBBY_STARTED = "The game has started — see the board below."
LOBBY_CLOSED = "This table is closed."


def lobby_closed(m: Match, text: str) -> MessageSpec:
    """The lobby card once the lobby is closed (started, cancelled, expired): no buttons."""
    embed = discord.Embed(title=f"{m.game.title}", description=text, colour=CLOSED)
    return MessageSpec(embeds=(embed,), view=None)


# ----- board ----------------------------------------------------------------------------
#: What a replaced board says when it could not be deleted (its buttons are removed).
OLD_BOARD = "This board is out of date: the current board is below (`/kitty board` shows it)."


def old_board() -> MessageSpec:
    """A replaced board that could not be deleted: its picture stays, its buttons go."""
    return MessageSpec(OLD_BOARD, view=None)


def headline(reports: Sequence[TurnReport], m: Match) -> list[str]:
    """Lines saying what happened since the last board (public text only)."""
    lines: list[str] = []
    for a in (a for r in reports for a in r.applied):
        who = a.who or (m.label(a.seat) if a.seat is not None else "The game")
        if a.text in ("resign", "agreed end", "time-out", takeback.TAKEBACK_TEXT):
            pass
        elif a.forced:
            lines.append(f"{who} had to play **{a.text}**.")
        else:
            lines.append(f"{who} played **{a.text}**.")
        lines.extend(a.announcements)
    return lines


def turn_line(m: Match) -> str:
    """Who is to act now, with a mention so they are notified (or the result)."""
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
    """The result line (and the final scores where the game keeps score)."""
    if m.state is not None and m.game.is_cooperative(m.state):
        return f"🎉 Victory — {out.reason}." if out.winners else f"💥 Defeat — {out.reason}."
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
        cards = [card for card in final.get("cards", []) if card.get("seat") == seat]
        if cards:
            parts.append(
                "cards: "
                + ", ".join(f"{card.get('name')} ({card.get('points', 0):+})" for card in cards)
            )
        if parts:
            lines.append(f"{m.label(seat)} — " + "; ".join(parts))
    return "\n".join(lines)


def rating_line(reports: Sequence[TurnReport], stored: Sequence[ResultRow] = ()) -> str:
    """ "Ratings: alice 1 500 → 1 568 · bob 1 500 → 1 432" for the report that finished
    the game, else from the game's `stored` results (a final board shown after a restart);
    "" when the game was not rated."""
    changes: list[SeatResult | ResultRow] = [
        r for report in reports for r in report.results if r.rated
    ]
    if not changes:
        changes = [r for r in stored if r.rated]
    if not changes:
        return ""
    parts = [
        f"{r.name} {format_rating(r.before or 0)} → {format_rating(r.after or 0)}" for r in changes
    ]
    return "Ratings: " + " · ".join(parts)


def board(
    m: Match,
    reports: Sequence[TurnReport],
    png: bytes | None,
    stored: Sequence[ResultRow] = (),
    description: str | None = None,
) -> MessageSpec:
    """The board message: what happened since the last board (`reports`), whose turn it
    is (or the result, with the rating changes from the finishing report or else from the
    `stored` results), the picture `png` of the public view (carrying `description`, its
    alt text), and the buttons."""
    assert m.state is not None
    over = m.state.outcome() is not None
    lines = headline(reports, m)[-HEADLINES:]
    lines.append(turn_line(m))
    if m.timed:
        lines.append(clock_prompts.clock_line(m))
    if over:
        lines.append(final_details(m))
        lines.append(rating_line(reports, stored))
    content = "\n".join(line for line in lines if line)[:1900]
    to_move = m.state.to_move
    colour = BRAND
    if to_move is not None:
        colour = SEAT_COLOURS.get(m.game.seat_name(m.colour_index(to_move)), BRAND)
    # The game's own move count: after a takeback the log position (`m.ply`) runs ahead.
    embed = discord.Embed(title=f"{m.game.title} · move {m.state.ply}", colour=colour)
    embed.set_footer(text=f"Match #{m.id} · /kitty move to play · /kitty board to see it again")
    files: tuple[Attachment, ...] = ()
    if png is not None:
        name = f"{m.game.key}-{m.id}-{m.ply}.png"
        embed.set_image(url=f"attachment://{name}")
        files = (Attachment(name, png, description),)
    view = final_view(m) if over else board_view(m)
    return MessageSpec(content, (embed,), files, view, USERS_ONLY)


def board_view(m: Match) -> discord.ui.View | None:
    """ "My moves" plus the game's buttons and menus for the current ply, "Take back" and
    "Hint" where the table offers them (None once over)."""
    if m.state is None or m.state.outcome() is not None:
        return None
    buttons = m.game.buttons(m.state)[:19]
    selects = m.game.selects(m.state)[: max(0, 5 - (len(buttons) + 5) // 5)]
    items: list[discord.ui.Item[Any]] = [c.MyMovesButton(m.id, m.ply)]
    items += [c.BoardButton(m.id, m.ply, i, b.label, b.style) for i, b in enumerate(buttons)]
    if offers_takeback(m) and -(-(len(buttons) + 2) // 5) + len(selects) <= 5:  # rows left
        items.append(round_items.TakebackButton(m.id, m.ply))
    if hint_table.offers_hints(m) and -(-(len(items) + 1) // 5) + len(selects) <= 5:
        items.append(c.HintButton(m.id, m.ply))
    items += [
        c.BoardSelect(m.id, m.ply, i, s.placeholder, list(s.options)) for i, s in enumerate(selects)
    ]
    return c.view_of(*items)


def offers_takeback(m: Match) -> bool:
    """The board shows "Take back": a person plays, the table allows takebacks and a move
    was made."""
    allowed = m.meta.get(takeback.TABLE_OPTION, takeback.ALLOWED) != takeback.FORBIDDEN
    return allowed and m.ply > 0 and not m.ai_only


def final_view(m: Match) -> discord.ui.View:
    """The Replay and Analyse buttons under a final board, and Rematch where people played."""
    if m.ai_only:
        return c.view_of(c.ReplayButton(m.id), c.AnalyseButton(m.id))
    return c.view_of(c.ReplayButton(m.id), c.AnalyseButton(m.id), round_items.RematchButton(m.id))


def count_frame(text: str, index: int, png: bytes, description: str | None = None) -> MessageSpec:
    """Frame `index` (from 0) of an end-of-game count, under "1… 2… 3…" (the picture
    carrying `description`, its alt text)."""
    count = " ".join(f"{k + 1}…" for k in range(index + 1))
    return MessageSpec(
        f"{text}\n**{count}**",
        attachments=(Attachment(f"count-{index + 1}.png", png, description),),
    )


# ----- private messages -----------------------------------------------------------------
def secret_cards(secret: dict[str, Any]) -> list[dict[str, Any]]:
    """The cards a seat's secret holds (what its picture shows)."""
    return list(secret.get("cards", []))


def secret(m: Match, secret: dict[str, Any], png: bytes | None) -> MessageSpec:
    """One seat's own secret cards (and an exchange offer made to it), with their picture."""
    title = str(secret.get("title", "Your cards"))
    embed = discord.Embed(title=f"{title} — {m.game.title}, match #{m.id}", colour=BRAND)
    cards = secret_cards(secret)
    for card in cards[:10]:
        embed.add_field(
            name=str(card.get("name", "?"))[:250],
            value=str(card.get("text", ""))[:1000] or "—",
            inline=False,
        )
    if not cards:
        embed.description = "You hold no cards right now."
    offer = secret.get("offer")
    if isinstance(offer, dict) and offer.get("from") is not None and offer.get("to") is not None:
        giver, taker = int(offer["from"]), int(offer["to"])
        card_name = str(offer.get("name", "a card"))
        if giver < len(m.seats) and taker < len(m.seats):
            embed.add_field(
                name="Exchange offer",
                inline=False,
                value=(
                    f"{m.label(giver)} offers **{card_name}** to {m.label(taker)} for one of "
                    f"{m.label(taker)}'s cards. The answer is `/kitty trade` (accept with the "
                    "card to give back) or **Decline**."
                )[:1000],
            )
    files: tuple[Attachment, ...] = ()
    if png is not None:
        embed.set_image(url=f"attachment://{CARDS_FILE}")
        files = (Attachment(CARDS_FILE, png),)
    return MessageSpec(embeds=(embed,), attachments=files)


def tables(
    matches: Sequence[Match], guild_id: int, parents: Mapping[int, int] | None = None
) -> discord.Embed:
    """`/kitty games`: one line per open table — game, players, whose turn, a link (to the
    board, or to a lobby's card; a table in a thread says which channel the thread is in:
    `parents` maps a thread's id to its channel's) and, at a timed table, its clock."""
    lines = []
    for m in sorted(matches, key=lambda x: x.id)[:40]:
        where = f"<#{m.channel_id}>"
        shown = m.board_message_id if m.status == MatchStatus.ACTIVE else m.lobby_message_id
        if shown:
            where = f"https://discord.com/channels/{guild_id}/{m.channel_id}/{shown}"
        parent = (parents or {}).get(m.channel_id)
        if parent is not None:
            where += f" (thread in <#{parent}>)"
        players = ", ".join(s.name for s in m.seats) or "—"
        if m.damaged:
            state = "damaged (a moderator can cancel it)"
        elif m.status == MatchStatus.LOBBY:
            state = f"waiting for players ({len(m.seats)} seated) — press Join"
        else:
            actors = sorted(m.state.actors()) if m.state is not None else []
            state = (
                "to move: " + ", ".join(m.seats[a].name for a in actors) if actors else "in play"
            )
        clock = clock_of(m)
        if clock is not None and m.status == MatchStatus.ACTIVE:
            state += f" (time runs out {clock_prompts.when(clock.deadline)})"
        elif limit := limit_of(m):
            state += f" · {clock_prompts.per_move(limit)} per move"
        lines.append(f"**{m.game.title}** #{m.id} · {players} · {state} · {where}")
    return discord.Embed(
        title=f"Open tables ({len(matches)})",
        colour=BRAND,
        description="\n".join(lines)[:4096] or "No open tables. Start one with `/kitty start`.",
    )
