"""Longer texts the bot shows: `/kitty help` (with each game's pitch: what you do and how
you win), and each game's rules as embeds Discord renders (no tables, headings as bold
lines, paragraphs unwrapped), with the game's cards as text and as a picture when it has
any."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.core.registry import AnyGame, all_games
from cogs.declared import declared_commands
from cogs.presenter import BRAND, CARDS_FILE
from cogs.start_command import game_option_names, game_starts

EMBED_TEXT = 4000  # an embed description holds 4096 characters
MESSAGE_TEXT = 5800  # all embeds of one message hold 6000 characters

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*$")
_LIST_ITEM = re.compile(r"^([-*•]|\d+[.)])\s+")
_TABLE_RULE = re.compile(r"^:?-+:?$")
#: A line that starts a new line even inside a paragraph: "**Score:** …", "**Boards.** …"
#: or a line that is bold from end to end.
_LEAD_IN = re.compile(r"^\*\*[^*]+[:.]\*\*|^\*\*[^*]+\*\*$")


# ----- help ---------------------------------------------------------------------------------
def players_text(game: AnyGame) -> str:
    """ "2 players", "2–4 players"."""
    lo, hi = game.min_players, game.max_players
    return f"{lo} player{'s' if lo > 1 else ''}" if lo == hi else f"{lo}–{hi} players"


#: The longest pitch `/kitty help` shows for a game (an embed field holds 1 024).
PITCH_LIMIT = 300


def pitch(game: AnyGame, limit: int = PITCH_LIMIT) -> str:
    """What you do in the game and how you win, for someone who never played: the first
    plain paragraph of its rules (after the title; Markdown removed). Never cut inside a
    sentence: a paragraph longer than `limit` keeps only its whole sentences that fit
    (at least the first)."""
    for para in game.rules_text().strip().split("\n\n"):
        lines = [line.strip() for line in para.splitlines()]
        text = " ".join(line for line in lines if line and not _HEADING.match(line))
        if (
            not text
            or text.startswith("|")
            or (text.startswith("*") and text.endswith("*") and not text.startswith("**"))
        ):
            continue
        plain = re.sub(r"[*_`]", "", text)
        sentences = re.split(r"(?<=[.!?])\s+", plain)
        kept = sentences[0]
        for sentence in sentences[1:]:
            if len(f"{kept} {sentence}") > limit:
                break
            kept = f"{kept} {sentence}"
        return kept
    return ""


HELP_TEXT = """\
Stacking board games with friends or the AI, one game per channel or thread. Refusals and secrets \
are answered privately; boards are public.

**Starting**
`/kitty start <game>` opens a lobby. **Join** and **Leave** take or give up a seat; \
the host presses **Start** (or **Cancel**); **Add AI** (easy, medium, hard) fills a seat. \
Options: `players`, and each game's own ({options}).
`/kitty start {example} opponent:AI level:hard` plays the AI at once; add `watch:True` \
to watch AI players.
Add `thread:True` to open the table in its own thread, so one channel can host many games \
(I need **Create Public Threads** and **Send Messages in Threads** there); `/kitty start` \
typed inside a thread plays in that thread.
`time:` sets a time per move (2 minutes to 3 days). The board shows when time runs out, \
the player is reminded when most of it is gone (`/kitty settings`: by mention, DM or not at \
all), and then the others choose: **Claim the win** (two players), **Skip their turn** (the \
AI plays one move), **AI takes their seat** or **Remove** (larger tables). If the bot \
was offline, everyone gets at least 15 minutes (or the whole time) after it is back.

**Playing**
`/kitty move` — start typing and pick one of the legal moves offered.
**My moves** (under every board) lists your legal moves privately; pick one to play it. \
The other buttons and menus under a board are the game's own (such as *Place the rest at \
random* or the pie rule's *Swap colours*).
{extra}`/kitty board` — post the board again. `/kitty cards` — your secret cards, privately.
`/kitty takeback` (or **Take back** under the board) — ask to take back your last move; the others **Accept** or **Decline**, the AI agrees at once. Refused when it would undo a card someone has seen; `takebacks:forbidden` at the start turns takebacks off.
**Hint** (in lessons, against the AI, and at tables started with `hints:on`) — the AI's move for you, privately, marked on the board; a table with two or more members counts as rated and offers hints only when started with `hints:on`, which every player agrees to by joining (the lobby shows it), and `/kitty history` marks a move made after a hint.

**Ending**
`/kitty resign` — give up. `/kitty end` — offer to end the game: the others press \
**Accept** or **Decline**.
`/kitty cancel` — the host cancels a lobby; a moderator (Manage Messages) cancels any game.

**Information**
`/kitty rules game:<game>` — the rules as the bot plays them. `/kitty help` — this guide.
`/kitty learn game:<game>` — learn a game in short private lessons: pick moves from the \
lesson's menu (or type them with `/kitty move` where you have no seat); your progress is kept.
`/kitty games` — the open tables of this server, to watch or join.
`/kitty status` — moderators: uptime, open tables, database size.

**Records**
`/kitty history` — a game's moves. `/kitty replay` (or **Replay** on a final board) — the \
whole game animated. `/kitty analyse game:<n>` (or **Analyse** on a final board) — who was \
ahead move by move and the biggest swings. **Rematch** on a final board — the same players and options, seats rotated. `/kitty record game:<n>` — a finished game's record file.
`/kitty leaderboard game:<game>` — this server's best; each AI level has one rating, changed \
only by games against members (AI-only games are not rated). `/kitty stats` — games, wins, rating, \
streak. `/kitty mydata` — everything kept about you. `/kitty-admin export|forget` — server managers \
(Manage Server).
"""


def help_text(games: Sequence[AnyGame]) -> str:
    """The guide part of `/kitty help` for `games`: their options and extra commands."""
    options = ", ".join(f"`{name}`" for name in game_option_names(game_starts(games)))
    extra = "".join(
        f"`/kitty {c.spec.name}` — {c.spec.description}.\n" for c in declared_commands(games)
    )
    return HELP_TEXT.format(options=options, example=games[0].key, extra=extra)


def help_embed() -> discord.Embed:
    """The `/kitty help` embed: every command and button in its description, then one
    field per registered game: what you do and how you win."""
    registered = all_games()
    e = discord.Embed(
        title="Kitty Tower — how to play",
        colour=BRAND,
        description=help_text(registered),
    )
    for g in registered:
        e.add_field(
            name=f"{g.title} · {players_text(g)}",
            value=f"{pitch(g)} `game:{g.key}`",
            inline=False,
        )
    e.set_footer(text="One game per channel or thread · games survive bot restarts")
    return e


# ----- rules --------------------------------------------------------------------------------
def discord_markdown(markdown: str) -> str:
    """Rules Markdown as a Discord embed shows it well: the leading `# Title` is dropped
    (the embed has a title), other headings become bold lines, table rows become bullet
    lines (their separator rows vanish), "- " bullets become "• ", and hard-wrapped lines
    are joined (a list item's indented continuation joins the item)."""
    out: list[str] = []
    joinable = False  # may the next plain line continue out[-1]?
    seen_text = False
    for raw in markdown.strip().splitlines():
        line = raw.strip()
        if not line:
            if out and out[-1] != "":
                out.append("")
            joinable = False
            continue
        heading = _HEADING.match(line)
        if heading:
            if len(heading.group(1)) == 1 and not seen_text:
                seen_text = True
                continue
            out.append(f"**{heading.group(2)}**")
            joinable = False
        elif line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not all(_TABLE_RULE.match(c) for c in cells if c):
                out.append("• " + " — ".join(c for c in cells if c))
            joinable = False
        elif _LIST_ITEM.match(line):
            out.append(re.sub(r"^[-*]\s+", "• ", line))
            joinable = True
        elif (
            joinable
            and out
            and not _LEAD_IN.match(line)
            and (raw[:1].isspace() or not _LIST_ITEM.match(out[-1]))
        ):
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
            joinable = not (line.startswith("**") and line.endswith("**"))
        seen_text = True
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out)


def chunk_markdown(text: str, size: int = EMBED_TEXT) -> list[str]:
    """Split `text` at paragraph (then line) boundaries into pieces of at most `size`."""
    pieces: list[str] = []
    current = ""
    for para in text.strip().split("\n\n"):
        candidate = f"{current}\n\n{para}" if current else para
        if len(candidate) <= size:
            current = candidate
            continue
        if current:
            pieces.append(current)
        while len(para) > size:
            cut = para.rfind("\n", 0, size)
            cut = cut if cut > 0 else size
            pieces.append(para[:cut])
            para = para[cut:].lstrip("\n")
        current = para
    if current:
        pieces.append(current)
    return pieces


def rules_messages(title: str, markdown: str) -> list[list[discord.Embed]]:
    """The rules as batches of embeds, each batch small enough for one message (at most
    10 embeds and 6000 characters)."""
    batches: list[list[discord.Embed]] = [[]]
    used = 0
    for i, piece in enumerate(chunk_markdown(discord_markdown(markdown))):
        head = len(title) + 8 if i == 0 else 0
        if batches[-1] and (used + len(piece) + head > MESSAGE_TEXT or len(batches[-1]) >= 10):
            batches.append([])
            used = 0
        e = discord.Embed(
            title=f"{title} — rules" if i == 0 else None, description=piece, colour=BRAND
        )
        batches[-1].append(e)
        used += len(piece) + head
    return batches


@dataclass(frozen=True)
class RulesMessage:
    """The rules of one game, ready to send: batches of embeds (one message each) and an
    optional PNG of the game's cards, attached to the first message as `filename` and
    shown by its last embed."""

    batches: list[list[discord.Embed]]
    image: bytes | None
    filename: str = CARDS_FILE


def cards_embed(game: AnyGame) -> discord.Embed | None:
    """Every card of `game` as text a phone reads (one field per card: its name, then
    what it does, in the catalogue's order), or None for a game without cards."""
    cards = game.card_texts()
    if not cards:
        return None
    e = discord.Embed(title=f"{game.title} — the {len(cards)} cards", colour=BRAND)
    for name, text in cards.values():
        e.add_field(name=name, value=text, inline=False)
    return e


#: The line under a game's rules that points to its lessons.
RULES_LEARN = "New to {title}? /kitty learn game:{key} teaches it in short private lessons."


def rules_for(game: AnyGame, image: bytes | None = None) -> RulesMessage:
    """`/kitty rules` for `game`: its rules text as embeds, then (for a game with cards)
    each card's effect as text in one more embed (of the first message when it fits); the
    first message's last embed shows `image` (its card sheet, drawn beforehand off the
    event loop by `cogs.images.card_sheet`) when given."""
    batches = rules_messages(game.title, game.rules_text())
    cards = cards_embed(game)
    if cards is not None:
        first = batches[0]
        if len(first) < 10 and sum(len(e) for e in first) + len(cards) <= MESSAGE_TEXT:
            first.append(cards)
        else:  # too long for the first message: a message of its own after it
            batches.insert(1, [cards])
    if image is not None:
        batches[0][-1].set_image(url=f"attachment://{CARDS_FILE}")
    batches[0][0].set_footer(text=RULES_LEARN.format(title=game.title, key=game.key))
    return RulesMessage(batches, image)
