"""What `/kitty analyse game:<n>` and the final board's Analyse button do in Discord terms:
refuse privately an unknown or unfinished game, defer at once, say how many positions are
being analysed, and answer with the picture of who was ahead move by move
(`render.analysis`) and a few lines of text (who led, the three swings).

The work is the engine's (`bot.ai.analysis`): the game's public views are gathered in a
thread, the positions evaluated in the bot's analysis pool (`KittyHost.analysis_pool`: its
own process(es), so an analysis never delays an AI player's move), one analysis at a time
(`AnalysisActions._turn`: ten requests at once are served one after another, each
deferred at once). A complete analysis is kept in the store in one statement
(`Store.save_analysis`), so a second request — also after a restart — is answered from it,
only the picture drawn again (in a thread); a kill during an analysis keeps nothing.

The analysis is posted in the channel, so its words are the server's language
(`bot.languages`); a refusal is private, in the member's.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.ai import analysis as engine
from bot.core.errors import GameError
from bot.i18n import ENGLISH_WORDS, Words, language_of, said, words
from bot.matches.models import picture_names_of
from bot.records import archive
from bot.records.archive import Archived
from cogs.controller.base import Desk, Part
from cogs.message import Attachment, defer
from cogs.presenter import BRAND
from render import analysis as picture

# ----- texts: catalogue keys (bot/i18n/locales/en/teach.ftl) -----------------------------
NOT_FINISHED = "teach-analysis-not-finished"
NO_MOVES = "teach-analysis-no-moves"
#: The note shown while the analysis runs (it becomes the picture), and the same note when
#: other analyses come first.
ANALYSING = "teach-analysis-running"
WAITING = "teach-analysis-running-waiting"
#: The note after each part of the positions (the analysis runs in `PARTS` parts).
PROGRESS = "teach-analysis-progress"
PARTS = 4
TITLE = "teach-analysis-title"
RESULT = "teach-analysis-result"
#: Who led: the seat with the best chance in the most positions before the end.
AHEAD = "teach-analysis-ahead"
LEVEL = "teach-analysis-level"
SWINGS_HEAD = "teach-analysis-swings-head"
SWING = "teach-analysis-swing"
PREFERRED = "teach-analysis-swing-preferred"
NO_SWINGS = "teach-analysis-no-swings"
FOOTER = "teach-analysis-footer"
ALT = "teach-analysis-alt"
UNKNOWN_PLAYER = "teach-analysis-unknown-player"
#: Discord's limit on an attachment's description.
ALT_MAX = 1024

#: The work per position (None: `bot.ai.analysis.DEFAULT_BUDGET`). Tests lower it.
BUDGET: dict[str, int] | None = None


def server_words(interaction: discord.Interaction) -> Words:
    """The words of the server the interaction comes from (a public answer): the bot's
    `languages` (a moderator's choice, else the server's locale)."""
    languages = getattr(interaction.client, "languages", None)
    if languages is not None:
        found: Words = languages.words(interaction.guild)
        return found
    return words(language_of(interaction.guild_locale))


def summary(
    data: Mapping[str, Any], names: Sequence[str], result: str, say: Words = ENGLISH_WORDS
) -> list[str]:
    """The answer's lines in `say`'s language: the result, who was ahead in most
    positions before the last one (or that nobody was), and each swing in words (move,
    mover, the move played, the chance before and after, the AI's move)."""
    lines = [say(RESULT, result=result)]
    values: list[list[float]] = [list(map(float, row)) for row in data.get("values", [])]
    before_end = values[:-1] if len(values) > 1 else values
    counts: dict[int, int] = {}
    for row in before_end:
        best = max(row, default=0.0)
        leaders = [s for s, v in enumerate(row) if v == best]
        if len(leaders) == 1:
            counts[leaders[0]] = counts.get(leaders[0], 0) + 1
    top = max(counts.items(), key=lambda item: (item[1], -item[0]), default=None)
    if top is not None and top[1] * 2 > len(before_end):
        who = _name(names, top[0], say)
        lines.append(say(AHEAD, who=who, count=top[1], total=len(before_end)))
    else:
        lines.append(say(LEVEL))
    swings = list(data.get("swings", []))
    if not swings:
        lines.append(say(NO_SWINGS))
        return lines
    lines.append(say(SWINGS_HEAD))
    for n, swing in enumerate(swings, start=1):
        args: dict[str, Any] = {
            "n": n,
            "ply": swing.get("ply", 0),
            "who": _name(names, int(swing.get("seat", -1)), say),
            "played": str(swing.get("played", "")),
            "before": float(swing.get("before", 0.0)),
            "after": float(swing.get("after", 0.0)),
        }
        value = swing.get("preferred_value")
        if swing.get("preferred") and isinstance(value, int | float):
            args.update(preferred=str(swing["preferred"]), value=float(value))
            lines.append(say(PREFERRED, **args))
        else:
            lines.append(say(SWING, **args))
    return lines


def _name(names: Sequence[str], seat: int, say: Words) -> str:
    return names[seat] if 0 <= seat < len(names) else say(UNKNOWN_PLAYER)


def record_of(got: Archived) -> dict[str, Any]:
    """The engine's input for a finished game: its public views as played (CPU work: call
    it off the event loop)."""
    start, steps = got.played()
    return engine.analysis_input(got.game, start, steps)


class AnalysisActions(Part):
    """`/kitty analyse` and the Analyse button."""

    def __init__(self, desk: Desk) -> None:
        super().__init__(desk)
        #: One analysis at a time in this bot; the others wait for their turn.
        self._turn = asyncio.Lock()
        self._waiting = 0

    async def analyse(self, interaction: discord.Interaction, match_id: int) -> None:
        """The analysis of finished game `match_id` of this server, posted in the channel:
        refused privately for an unknown or unfinished game; otherwise deferred at once,
        a note while it runs, then the picture and the summary."""
        store = self.desk.host.store
        got = await archive.load(store, match_id, interaction.guild_id or 0)
        if not got.finished:
            raise GameError(said(NOT_FINISHED, id=str(got.row.id)))
        if not got.entries:
            raise GameError(said(NO_MOVES, id=str(got.row.id)))
        await defer(interaction)
        say = server_words(interaction)
        data = await store.analysis(got.row.id, len(got.entries))
        if data is None:
            data = await self._analysed(interaction, got, say)
        png = await asyncio.to_thread(
            picture.render, data, picture_names_of(got.row.seats), lang=say.lang
        )
        result = say.say(archive.describe(got.row.result, got.names))
        lines = summary(data, got.names, result, say)
        name = f"kitty-analysis-{got.row.id}.png"
        title = say(TITLE, title=say.say(got.title()))
        embed = discord.Embed(title=title, description="\n".join(lines), colour=BRAND)
        embed.set_image(url=f"attachment://{name}")
        embed.set_footer(text=say(FOOTER))
        alt = say(ALT, id=str(got.row.id), text=" ".join(lines))[:ALT_MAX]
        await interaction.edit_original_response(
            content=None, embed=embed, attachments=[Attachment(name, png, alt).file()]
        )

    async def _run(
        self, interaction: discord.Interaction, got: Archived, record: dict[str, Any], say: Words
    ) -> dict[str, Any]:
        """Evaluate the record's positions in the analysis pool, a part at a time, editing
        the note with how far it got after each part; then sum them up (off the loop)."""
        loop = asyncio.get_running_loop()
        pool = self.desk.host.analysis_pool()
        total = len(record["views"])
        step = max(1, -(-total // PARTS))
        evals: list[engine.PositionEval] = []
        for start in range(0, total, step):
            part = await loop.run_in_executor(
                pool, engine.evaluate, got.game.key, record, got.row.id, BUDGET, start, start + step
            )
            evals.extend(part)
            if len(evals) < total:
                note = say(PROGRESS, id=str(got.row.id), done=len(evals), positions=total)
                try:
                    await interaction.edit_original_response(content=note)
                except discord.HTTPException:
                    pass  # only a note: the analysis goes on
        return await asyncio.to_thread(engine.summarise, record, evals, BUDGET)

    async def _analysed(
        self, interaction: discord.Interaction, got: Archived, say: Words
    ) -> dict[str, Any]:
        """Analyse `got` in the analysis pool when its turn comes (the note says how many
        positions, and how many analyses come first), keep it, return it. A request for
        a game analysed while it waited gets the kept analysis."""
        store = self.desk.host.store
        record = await asyncio.to_thread(record_of, got)
        ahead = self._waiting + (1 if self._turn.locked() else 0)
        positions = len(record["views"])
        note = (
            say(WAITING, id=str(got.row.id), positions=positions, ahead=ahead)
            if ahead
            else say(ANALYSING, id=str(got.row.id), positions=positions)
        )
        try:
            await interaction.edit_original_response(content=note)
        except discord.HTTPException:
            pass  # only a note: the analysis still comes
        self._waiting += 1
        waiting = True
        try:
            async with self._turn:
                self._waiting -= 1
                waiting = False
                kept = await store.analysis(got.row.id, len(got.entries))
                if kept is not None:
                    return kept
                data = await self._run(interaction, got, record, say)
                await store.save_analysis(got.row.id, got.game.key, len(got.entries), data)
                return data
        finally:
            if waiting:  # cancelled before its turn
                self._waiting -= 1
