"""Longer texts the bot shows: `/kitty help` (with each game's pitch: what you do and how
you win), and each game's rules as embeds Discord renders (no tables, headings as bold
lines, paragraphs unwrapped), with the game's cards as text and as a picture when it has
any. Every word is a catalogue message (help.ftl; a game's rules are its `<game>-rules`),
said in the `Words` given: the member's for a private answer, the server's for a public
one."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.core.registry import AnyGame, all_games
from bot.i18n import ENGLISH_WORDS, Said, Words
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
def players_text(game: AnyGame, words: Words = ENGLISH_WORDS) -> str:
    """ "2 players", "2–4 players"."""
    lo, hi = game.min_players, game.max_players
    if lo == hi:
        return words("help-players", min=lo)
    return words("help-players-range", min=lo, max=hi)


#: The longest pitch `/kitty help` shows for a game (an embed field holds 1 024).
PITCH_LIMIT = 300


def rules_of(game: AnyGame, words: Words = ENGLISH_WORDS) -> str:
    """`game`'s rules (Markdown) in `words`' language."""
    rules: Said | str = game.rules_text()
    return words.say(rules)


def pitch(game: AnyGame, limit: int = PITCH_LIMIT, words: Words = ENGLISH_WORDS) -> str:
    """What you do in the game and how you win, for someone who never played: the first
    plain paragraph of its rules in `words`' language (after the title; Markdown removed).
    Never cut inside a sentence: a paragraph longer than `limit` keeps only its whole
    sentences that fit (at least the first)."""
    for para in rules_of(game, words).strip().split("\n\n"):
        lines = [line.strip() for line in para.splitlines()]
        text = " ".join(line for line in lines if line and not _HEADING.match(line))
        if (
            not text
            or text.startswith("|")
            or (text.startswith("*") and text.endswith("*") and not text.startswith("**"))
        ):
            continue
        plain = re.sub(r"[*_`]", "", text)
        cjk = _CJK.search(plain) is not None  # sentences end with 。 and no space follows
        ends = r"(?<=[.!?。！？])\s*" if cjk else r"(?<=[.!?])\s+"
        sentences = [x for x in re.split(ends, plain) if x]
        joiner = "" if cjk else " "
        kept = sentences[0]
        for sentence in sentences[1:]:
            if len(f"{kept}{joiner}{sentence}") > limit:
                break
            kept = f"{kept}{joiner}{sentence}"
        return kept
    return ""


#: Japanese (and other CJK) sentences end with 。 and are not separated by spaces.
_CJK = re.compile(r"[\u3000-\u30ff\u4e00-\u9fff]")

#: The sections of the guide, in order (messages `help-guide-<section>`).
HELP_SECTIONS = ("intro", "starting", "playing", "ending", "information", "records")


def help_text(games: Sequence[AnyGame], words: Words = ENGLISH_WORDS) -> str:
    """The guide part of `/kitty help` for `games`: their options and extra commands."""
    options = ", ".join(f"`{name}`" for name in game_option_names(game_starts(games)))
    extra = "".join(
        words("help-extra-command", name=c.spec.name, description=words.say(c.spec.description))
        + "\n"
        for c in declared_commands(games)
    )
    args = {"options": options, "example": games[0].key, "extra": extra}
    return "\n\n".join(words(f"help-guide-{name}", **args) for name in HELP_SECTIONS)


def help_embed(words: Words = ENGLISH_WORDS) -> discord.Embed:
    """The `/kitty help` embed in `words`' language: every command and button in its
    description, then one field per registered game: what you do and how you win."""
    registered = all_games()
    e = discord.Embed(
        title=words("help-title"),
        colour=BRAND,
        description=help_text(registered, words),
    )
    for g in registered:
        e.add_field(
            name=words("help-game-field", game=g.title, players=players_text(g, words)),
            value=words("help-game-pitch", pitch=pitch(g, words=words), key=g.key),
            inline=False,
        )
    e.set_footer(text=words("help-footer"))
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


def rules_messages(
    title: str, markdown: str, words: Words = ENGLISH_WORDS
) -> list[list[discord.Embed]]:
    """The rules as batches of embeds, each batch small enough for one message (at most
    10 embeds and 6000 characters)."""
    batches: list[list[discord.Embed]] = [[]]
    used = 0
    for i, piece in enumerate(chunk_markdown(discord_markdown(markdown))):
        heading = words("help-rules-title", game=title) if i == 0 else None
        head = len(heading) if heading else 0
        if batches[-1] and (used + len(piece) + head > MESSAGE_TEXT or len(batches[-1]) >= 10):
            batches.append([])
            used = 0
        e = discord.Embed(title=heading, description=piece, colour=BRAND)
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


def cards_embed(game: AnyGame, words: Words = ENGLISH_WORDS) -> discord.Embed | None:
    """Every card of `game` as text a phone reads (one field per card: its name, then
    what it does, in the catalogue's order), or None for a game without cards."""
    cards = game.card_texts()
    if not cards:
        return None
    title = words("help-cards-title", game=game.title, count=len(cards))
    e = discord.Embed(title=title, colour=BRAND)
    for name, text in cards.values():
        e.add_field(name=words.say(name), value=words.say(text), inline=False)
    return e


#: The line under a game's rules that points to its lessons.
RULES_LEARN = "help-rules-learn"


def rules_for(
    game: AnyGame, image: bytes | None = None, words: Words = ENGLISH_WORDS
) -> RulesMessage:
    """`/kitty rules` for `game`: its rules text as embeds, then (for a game with cards)
    each card's effect as text in one more embed (of the first message when it fits); the
    first message's last embed shows `image` (its card sheet, drawn beforehand off the
    event loop by `cogs.images.card_sheet`) when given. In `words`' language."""
    batches = rules_messages(game.title, rules_of(game, words), words)
    cards = cards_embed(game, words)
    if cards is not None:
        first = batches[0]
        if len(first) < 10 and sum(len(e) for e in first) + len(cards) <= MESSAGE_TEXT:
            first.append(cards)
        else:  # too long for the first message: a message of its own after it
            batches.insert(1, [cards])
    if image is not None:
        batches[0][-1].set_image(url=f"attachment://{CARDS_FILE}")
    batches[0][0].set_footer(text=words(RULES_LEARN, game=game.title, key=game.key))
    return RulesMessage(batches, image)
