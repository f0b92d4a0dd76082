"""What the bot shows, as `MessageSpec`s built without sending anything: the lobby card,
the board message (what happened, whose turn, the image, the buttons), the result, a
seat's secret cards and the list of open tables. Pictures are passed in already drawn
(`render.pool.draw`, `cogs.images`), so every function here is pure and unit-testable.

Every function takes `words`, the language it writes in (`bot.i18n.Words`): the server's for
what the channel shows (`Publisher.words_of(m)`), the member's for a private answer or a DM
(`cogs.language.private`). Texts the games and the service give (`Said` or plain strings:
names and notation) are said with `words.say`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.ai.hint_policy import HINTS_OFF, HINTS_ON
from bot.core.protocol import Outcome
from bot.i18n import ENGLISH_WORDS, Said, Words, said
from bot.matches import Match, TurnReport, hint_table, takeback
from bot.matches.clocks import clock_of, limit_of
from bot.records.ratings import format_rating
from cogs import clock_prompts
from cogs import components as c
from cogs.declared import seat_choice, seat_option_key
from cogs.language import names_and
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
def lobby(m: Match, words: Words = ENGLISH_WORDS) -> MessageSpec:
    """The lobby card with its buttons and the game's seat-option menus."""
    return MessageSpec(embeds=(lobby_embed(m, words),), view=lobby_view(m, words))


def lobby_embed(m: Match, words: Words = ENGLISH_WORDS) -> discord.Embed:
    g = m.game
    need = m.requested_players or g.min_players
    most = m.requested_players or g.max_players
    if need == most:
        how = words("table-lobby-how-exact", count=need)
    else:
        how = words("table-lobby-how-range", min=need, max=most)
    if len(m.seats) < most:
        how += "\n" + words("table-lobby-add-ai")
    e = discord.Embed(title=words("table-lobby-title", game=g.title), description=how, colour=BRAND)
    seats = "\n".join(f"{i + 1}. {seat_line(m, i, words)}" for i in range(len(m.seats))) or "—"
    e.add_field(name=words("table-lobby-seats"), value=seats, inline=False)
    opts = {k: v for k, v in m.options.items() if not k.startswith("_")}
    if opts:
        e.add_field(
            name=words("table-lobby-options"),
            value=", ".join(f"{k}: {v}" for k, v in opts.items())[:1000],
            inline=False,
        )
    if hint_table.option_of(m) == HINTS_ON:
        e.add_field(name=words("table-hints-field"), value=words("table-hints-lobby"), inline=False)
    per_move = clock_prompts.lobby_line(m)
    if per_move:
        e.add_field(name=words("table-lobby-time-per-move"), value=per_move, inline=False)
    e.set_footer(text=words("table-lobby-footer", match=str(m.id), game=g.key))
    return e


def seat_line(m: Match, i: int, words: Words = ENGLISH_WORDS) -> str:
    """ "<@alice> (host) · hand: steady": who sits there and what they picked."""
    s = m.seats[i]
    who = words("table-seat-ai", name=s.name, level=s.ai_level) if s.is_ai else f"<@{s.user_id}>"
    if s.user_id == m.host_id:
        who = words("table-seat-host", who=who)
    picks = [
        words("table-seat-pick", label=words.say(o.label), choice=seat_choice(s, o))
        for o in m.game.caps.seat_options
    ]
    return " · ".join([who, *picks])


def seat_label(m: Match, seat: int, words: Words = ENGLISH_WORDS) -> str:
    """ "Alice (Yellow)" — the seat's player and colour, in `words`' language."""
    s = m.seats[seat]
    colour = words.say(m.game.seat_name(m.colour_index(seat)))
    key = "table-seat-label-ai" if s.is_ai else "table-seat-label"
    return words(key, name=s.name, colour=colour)


def lobby_view(m: Match, words: Words = ENGLISH_WORDS) -> discord.ui.View:
    full = len(m.seats) >= (m.requested_players or m.game.max_players)
    items: list[discord.ui.Item[Any]] = [
        c.LobbyButton(m.id, "join", disabled=full, words=words),
        c.LobbyButton(m.id, "leave", words=words),
        c.LobbyButton(m.id, "start", words=words),
        c.LobbyButton(m.id, "cancel", words=words),
        c.LobbyButton(m.id, "ai", disabled=full, words=words),
    ]
    for spec in m.game.caps.seat_options:
        label = words.say(spec.label)
        options = [
            (words("table-lobby-my-pick", label=label, choice=choice), choice)
            for choice in spec.choices
        ]
        placeholder = words.say(spec.description)
        items.append(c.LobbySelect(m.id, seat_option_key(spec), placeholder, options))
    return c.view_of(*items)


#: The closed lobby card's text once the game started, or the table closed otherwise.
LOBBY_STARTED = said("table-lobby-started")
LOBBY_CLOSED = said("table-lobby-closed")


def lobby_cancelled(who: str) -> Said:
    """The closed lobby card's text after `who` (a mention) cancelled it."""
    return said("table-lobby-cancelled", who=who)


def lobby_closed(m: Match, text: Said | str, words: Words = ENGLISH_WORDS) -> MessageSpec:
    """The lobby card once the lobby is closed (started, cancelled, expired): no buttons."""
    embed = discord.Embed(title=f"{m.game.title}", description=words.say(text), colour=CLOSED)
    return MessageSpec(embeds=(embed,), view=None)


# ----- board ----------------------------------------------------------------------------
#: What a replaced board says when it could not be deleted (its buttons are removed).
OLD_BOARD = said("table-old-board")


def old_board(words: Words = ENGLISH_WORDS) -> MessageSpec:
    """A replaced board that could not be deleted: its picture stays, its buttons go."""
    return MessageSpec(words.say(OLD_BOARD), view=None)


#: Log texts of actions that are announced by their own sentence, not as "X played …".
_SILENT = ("resign", "agreed end", "time-out", takeback.TAKEBACK_TEXT)


def headline(reports: Sequence[TurnReport], m: Match, words: Words = ENGLISH_WORDS) -> list[str]:
    """Lines saying what happened since the last board (public text only)."""
    lines: list[str] = []
    for a in (a for r in reports for a in r.applied):
        if a.who:
            who = words.say(a.who)
        elif a.seat is not None:
            who = seat_label(m, a.seat, words)
        else:
            who = words("table-the-game")
        if isinstance(a.text, str) and a.text in _SILENT:
            pass
        elif a.forced:
            lines.append(words("table-had-to-play", who=who, move=words.say(a.text)))
        else:
            lines.append(words("table-played", who=who, move=words.say(a.text)))
        lines.extend(words.say(x) for x in a.announcements)
    return lines


def turn_line(m: Match, words: Words = ENGLISH_WORDS) -> str:
    """Who is to act now, with a mention so they are notified (or the result)."""
    st = m.state
    if st is None:
        return ""
    out = st.outcome()
    if out is not None:
        return result_text(m, out, words)
    actors = sorted(st.actors())
    if not actors:
        return ""
    if len(actors) == 1:
        seat = actors[0]
        if m.seats[seat].is_ai:
            return words("table-thinking", who=seat_label(m, seat, words))
        colour = words.say(m.game.seat_name(m.colour_index(seat)))
        return words("table-your-turn", mention=m.mention(seat), colour=colour)
    names = ", ".join(m.mention(s) for s in actors)
    return words("table-waiting-for", names=names)


def result_text(m: Match, out: Outcome, words: Words = ENGLISH_WORDS) -> str:
    """The result line (and the final scores where the game keeps score)."""
    reason = words.say(out.reason)
    if m.state is not None and m.game.is_cooperative(m.state):
        return words("table-victory" if out.winners else "table-defeat", reason=reason)
    if out.is_draw:
        head = words("table-draw", reason=reason)
    elif len(out.winners) == 1:
        head = words("table-wins", name=seat_label(m, out.winners[0], words), reason=reason)
    else:
        names = names_and([seat_label(m, s, words) for s in out.winners], words)
        head = words("table-win-together", names=names, reason=reason)
    if out.scores is not None:
        scores = " · ".join(
            f"{seat_label(m, i, words)} {_num(v)}" for i, v in enumerate(out.scores)
        )
        head += "\n" + words("table-final-scores", scores=scores)
    return head


def _num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def final_details(m: Match, words: Words = ENGLISH_WORDS) -> str:
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
            ("heights", "table-final-height"),
            ("scores", "table-final-score"),
            ("own_colour", "table-final-own-colour"),
        ):
            vals = final.get(key)
            if isinstance(vals, list) and seat < len(vals):
                parts.append(words(label, value=str(vals[seat])))
        cards = [card for card in final.get("cards", []) if card.get("seat") == seat]
        if cards:
            listed = ", ".join(
                f"{words.say(card.get('name', '?'))} ({card.get('points', 0):+})" for card in cards
            )
            parts.append(words("table-final-cards", cards=listed))
        if parts:
            lines.append(f"{seat_label(m, seat, words)} — " + "; ".join(parts))
    return "\n".join(lines)


def rating_line(
    reports: Sequence[TurnReport], stored: Sequence[ResultRow] = (), words: Words = ENGLISH_WORDS
) -> str:
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
    return words("table-ratings", changes=" · ".join(parts))


def board(
    m: Match,
    reports: Sequence[TurnReport],
    png: bytes | None,
    stored: Sequence[ResultRow] = (),
    description: str | None = None,
    words: Words = ENGLISH_WORDS,
) -> MessageSpec:
    """The board message: what happened since the last board (`reports`), whose turn it
    is (or the result, with the rating changes from the finishing report or else from the
    `stored` results), the picture `png` of the public view (carrying `description`, its
    alt text), and the buttons."""
    assert m.state is not None
    over = m.state.outcome() is not None
    lines = headline(reports, m, words)[-HEADLINES:]
    lines.append(turn_line(m, words))
    if m.timed:
        lines.append(clock_prompts.clock_line(m))
    if over:
        lines.append(final_details(m, words))
        lines.append(rating_line(reports, stored, words))
    content = "\n".join(line for line in lines if line)[:1900]
    to_move = m.state.to_move
    colour = BRAND
    if to_move is not None:
        colour = SEAT_COLOURS.get(_colour_word(m, to_move), BRAND)
    # The game's own move count: after a takeback the log position (`m.ply`) runs ahead.
    title = words("table-board-title", game=m.game.title, ply=m.state.ply)
    embed = discord.Embed(title=title, colour=colour)
    embed.set_footer(text=words("table-board-footer", match=str(m.id)))
    files: tuple[Attachment, ...] = ()
    if png is not None:
        name = f"{m.game.key}-{m.id}-{m.ply}.png"
        embed.set_image(url=f"attachment://{name}")
        files = (Attachment(name, png, description),)
    view = final_view(m, words) if over else board_view(m, words)
    return MessageSpec(content, (embed,), files, view, USERS_ONLY)


def _colour_word(m: Match, seat: int) -> str:
    """The English word of `seat`'s colour ("Red": the game's `seat_names`, which key
    `SEAT_COLOURS`), "" for a seat without one."""
    index = m.colour_index(seat)
    names = m.game.seat_names
    return names[index] if index < len(names) else ""


def may_offer_hints(m: Match) -> bool:
    """Whether the hint policy is worth asking (`hint_table.offers_hints`): outside lessons
    it allows hints only at a table started with `hints:on` or against the AI, so a table
    with neither never offers them."""
    return m.meta.get(hint_table.HINTS, HINTS_OFF) != HINTS_OFF or any(s.is_ai for s in m.seats)


def board_view(m: Match, words: Words = ENGLISH_WORDS) -> discord.ui.View | None:
    """ "My moves" plus the game's buttons and menus for the current ply, "Take back" and
    "Hint" where the table offers them (None once over)."""
    if m.state is None or m.state.outcome() is not None:
        return None
    buttons = m.game.buttons(m.state)[:19]
    selects = m.game.selects(m.state)[: max(0, 5 - (len(buttons) + 5) // 5)]
    items: list[discord.ui.Item[Any]] = [c.MyMovesButton(m.id, m.ply, words=words)]
    items += [
        c.BoardButton(m.id, m.ply, i, words.say(b.label), b.style) for i, b in enumerate(buttons)
    ]
    if offers_takeback(m) and -(-(len(buttons) + 2) // 5) + len(selects) <= 5:  # rows left
        items.append(c.TakebackButton(m.id, m.ply, words=words))
    if (
        may_offer_hints(m)
        and hint_table.offers_hints(m)
        and -(-(len(items) + 1) // 5) + len(selects) <= 5
    ):
        items.append(c.HintButton(m.id, m.ply, words=words))
    items += [
        c.BoardSelect(
            m.id,
            m.ply,
            i,
            words.say(s.placeholder),
            [(words.say(label), value) for label, value in s.options],
        )
        for i, s in enumerate(selects)
    ]
    return c.view_of(*items)


def offers_takeback(m: Match) -> bool:
    """The board shows "Take back": a person plays, the table allows takebacks and a move
    was made."""
    allowed = m.meta.get(takeback.TABLE_OPTION, takeback.ALLOWED) != takeback.FORBIDDEN
    return allowed and m.ply > 0 and not m.ai_only


def final_view(m: Match, words: Words = ENGLISH_WORDS) -> discord.ui.View:
    """The Replay and Analyse buttons under a final board, and Rematch where people played."""
    replay, analyse = c.ReplayButton(m.id, words=words), c.AnalyseButton(m.id, words=words)
    if m.ai_only:
        return c.view_of(replay, analyse)
    return c.view_of(replay, analyse, c.RematchButton(m.id, words=words))


def count_frame(
    text: Said | str | Mapping[str, Any],
    index: int,
    png: bytes,
    description: str | None = None,
    words: Words = ENGLISH_WORDS,
) -> MessageSpec:
    """Frame `index` (from 0) of an end-of-game count, under "1… 2… 3…" (the picture
    carrying `description`, its alt text)."""
    count = " ".join(f"{k + 1}…" for k in range(index + 1))
    return MessageSpec(
        f"{words.say(text)}\n**{count}**",
        attachments=(Attachment(f"count-{index + 1}.png", png, description),),
    )


# ----- private messages -----------------------------------------------------------------
def secret_cards(secret: dict[str, Any]) -> list[dict[str, Any]]:
    """The cards a seat's secret holds (what its picture shows)."""
    return list(secret.get("cards", []))


def _said(value: object, words: Words) -> str:
    """A text of a game's view (a `Said`, its JSON form, or a plain string) in `words`."""
    if isinstance(value, (Said, Mapping)):
        return words.say(value)
    return str(value)


def secret(
    m: Match, secret: dict[str, Any], png: bytes | None, words: Words = ENGLISH_WORDS
) -> MessageSpec:
    """One seat's own secret cards (and an exchange offer made to it), with their picture,
    in the seat's member's language (`words`)."""
    title = _said(secret.get("title") or said("table-secret-default-title"), words)
    heading = words("table-secret-title", title=title, game=m.game.title, match=str(m.id))
    embed = discord.Embed(title=heading, colour=BRAND)
    cards = secret_cards(secret)
    for card in cards[:10]:
        embed.add_field(
            name=_said(card.get("name", "?"), words)[:250],
            value=_said(card.get("text", ""), words)[:1000] or "—",
            inline=False,
        )
    if not cards:
        embed.description = words("table-secret-none")
    offer = secret.get("offer")
    if isinstance(offer, dict) and offer.get("from") is not None and offer.get("to") is not None:
        giver, taker = int(offer["from"]), int(offer["to"])
        card_name = _said(offer.get("name") or said("table-offer-a-card"), words)
        if giver < len(m.seats) and taker < len(m.seats):
            text = words(
                "table-offer",
                giver=seat_label(m, giver, words),
                card=card_name,
                taker=seat_label(m, taker, words),
            )
            embed.add_field(
                name=words("table-offer-field"),
                inline=False,
                value=text[:1000],
            )
    files: tuple[Attachment, ...] = ()
    if png is not None:
        embed.set_image(url=f"attachment://{CARDS_FILE}")
        files = (Attachment(CARDS_FILE, png),)
    return MessageSpec(embeds=(embed,), attachments=files)


def tables(
    matches: Sequence[Match],
    guild_id: int,
    parents: Mapping[int, int] | None = None,
    words: Words = ENGLISH_WORDS,
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
            where += " " + words("table-list-in-thread", channel=f"<#{parent}>")
        players = ", ".join(s.name for s in m.seats) or "—"
        if m.damaged:
            state = words("table-list-damaged")
        elif m.status == MatchStatus.LOBBY:
            state = words("table-list-waiting", count=len(m.seats))
        else:
            actors = sorted(m.state.actors()) if m.state is not None else []
            to_move = ", ".join(m.seats[a].name for a in actors)
            state = (
                words("table-list-to-move", names=to_move)
                if actors
                else words("table-list-in-play")
            )
        clock = clock_of(m)
        if clock is not None and m.status == MatchStatus.ACTIVE:
            state += " " + words("table-list-runs-out", when=clock_prompts.when(clock.deadline))
        elif limit := limit_of(m):
            state += " · " + words("table-list-per-move", time=clock_prompts.per_move(limit))
        lines.append(f"**{m.game.title}** #{m.id} · {players} · {state} · {where}")
    return discord.Embed(
        title=words("table-list-title", count=len(matches)),
        colour=BRAND,
        description="\n".join(lines)[:4096] or words("table-list-none"),
    )
