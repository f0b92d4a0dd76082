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
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.ai import analysis as engine
from bot.core.errors import GameError
from bot.records import archive
from bot.records.archive import Archived
from cogs.controller.base import Desk, Part
from cogs.message import Attachment, defer
from cogs.presenter import BRAND
from render import analysis as picture

# ----- texts (every word of an analysis's answer) ---------------------------------------
NOT_FINISHED = "Game #{id} is not finished yet; a game can be analysed once it has ended."
NO_MOVES = "Game #{id} has no moves to analyse."
#: The note shown while the analysis runs (it becomes the picture).
ANALYSING = "Analysing game #{id} ({positions} positions)… the picture appears here when ready."
WAITING = " {ahead} other analysis(es) first."
#: The note after each part of the positions (the analysis runs in `PARTS` parts).
PROGRESS = "Analysing game #{id}: {done} of {positions} positions done…"
PARTS = 4
TITLE = "Analysis: {title}"
RESULT = "Result: {result}."
#: Who led: the seat with the best chance in the most positions before the end.
AHEAD = "Ahead for most of the game: **{who}** ({count} of {total} positions)."
LEVEL = "Nobody was ahead for most of the game."
SWINGS_HEAD = "The biggest swings:"
SWING = "{n}. Move {ply}, {who} played {played}: chance to win {before:.0%} → {after:.0%}"
PREFERRED = " (the AI preferred {preferred}, {value:.0%})"
NO_SWINGS = "No move changed the balance."
FOOTER = "Chances estimated by the AI with a fixed budget per position."
ALT = "Chart of each player's chance to win, move by move, in game #{id}. {text}"
#: Discord's limit on an attachment's description.
ALT_MAX = 1024

#: The work per position (None: `bot.ai.analysis.DEFAULT_BUDGET`). Tests lower it.
BUDGET: dict[str, int] | None = None


def summary(data: Mapping[str, Any], names: Sequence[str], result: str) -> list[str]:
    """The answer's lines: the result, who was ahead in most positions before the last
    one (or that nobody was), and each swing in words (move, mover, the move played, the
    chance before and after, the AI's move)."""
    lines = [RESULT.format(result=result)]
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
        lines.append(AHEAD.format(who=_name(names, top[0]), count=top[1], total=len(before_end)))
    else:
        lines.append(LEVEL)
    swings = list(data.get("swings", []))
    if not swings:
        lines.append(NO_SWINGS)
        return lines
    lines.append(SWINGS_HEAD)
    for n, swing in enumerate(swings, start=1):
        line = SWING.format(
            n=n,
            ply=swing.get("ply", "?"),
            who=_name(names, int(swing.get("seat", -1))),
            played=swing.get("played", ""),
            before=float(swing.get("before", 0.0)),
            after=float(swing.get("after", 0.0)),
        )
        value = swing.get("preferred_value")
        if swing.get("preferred") and isinstance(value, int | float):
            line += PREFERRED.format(preferred=swing["preferred"], value=float(value))
        lines.append(line)
    return lines


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "?"


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
            raise GameError(NOT_FINISHED.format(id=got.row.id))
        if not got.entries:
            raise GameError(NO_MOVES.format(id=got.row.id))
        await defer(interaction)
        data = await store.analysis(got.row.id, len(got.entries))
        if data is None:
            data = await self._analysed(interaction, got)
        png = await asyncio.to_thread(picture.render, data, got.picture_names)
        result = archive.describe(got.row.result, got.names)
        lines = summary(data, got.names, result)
        name = f"kitty-analysis-{got.row.id}.png"
        embed = discord.Embed(
            title=TITLE.format(title=got.title()), description="\n".join(lines), colour=BRAND
        )
        embed.set_image(url=f"attachment://{name}")
        embed.set_footer(text=FOOTER)
        alt = ALT.format(id=got.row.id, text=" ".join(lines))[:ALT_MAX]
        await interaction.edit_original_response(
            content=None, embed=embed, attachments=[Attachment(name, png, alt).file()]
        )

    async def _run(
        self, interaction: discord.Interaction, got: Archived, record: dict[str, Any]
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
                note = PROGRESS.format(id=got.row.id, done=len(evals), positions=total)
                try:
                    await interaction.edit_original_response(content=note)
                except discord.HTTPException:
                    pass  # only a note: the analysis goes on
        return await asyncio.to_thread(engine.summarise, record, evals, BUDGET)

    async def _analysed(self, interaction: discord.Interaction, got: Archived) -> dict[str, Any]:
        """Analyse `got` in the analysis pool when its turn comes (the note says how many
        positions, and how many analyses come first), keep it, return it. A request for
        a game analysed while it waited gets the kept analysis."""
        store = self.desk.host.store
        record = await asyncio.to_thread(record_of, got)
        note = ANALYSING.format(id=got.row.id, positions=len(record["views"]))
        ahead = self._waiting + (1 if self._turn.locked() else 0)
        if ahead:
            note += WAITING.format(ahead=ahead)
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
                data = await self._run(interaction, got, record)
                await store.save_analysis(got.row.id, got.game.key, len(got.entries), data)
                return data
        finally:
            if waiting:  # cancelled before its turn
                self._waiting -= 1
