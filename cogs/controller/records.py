"""What the record commands do in Discord terms: `/kitty history`, `record`, `replay`,
`leaderboard`, `stats`, `mydata`, `/kitty-admin export|forget`, and the final board's Replay
button. The work lives in `bot/records`, `render/replay.py` and `data/records.py`; here
are who may, where, and the answer (refusals always private)."""

from __future__ import annotations

import asyncio
import gzip
import json
from typing import Any

import discord

from bot.core.errors import GameError
from bot.core.registry import get_game
from bot.core.views import View
from bot.i18n import ENGLISH_WORDS, Words, said
from bot.matches import hint_table
from bot.matches.models import picture_names_of, with_players
from bot.records import archive, history
from bot.records.archive import Archived
from bot.records.finish import player_key
from bot.records.ratings import format_rating
from bot.records.stats import BestWin, competition_ranks, per_game, streak
from cogs import images
from cogs.controller.base import Desk, Part, require_server_manager
from cogs.language import private
from cogs.message import Attachment, MessageSpec, defer, public, send
from cogs.presenter import BRAND
from cogs.threads import versus
from data.rows import MatchStatus

#: Rows of `/kitty leaderboard`.
BOARD_ROWS = 10
#: Replays kept in memory, by (match, moves): a game that does not change is drawn once
#: however often its Replay button is pressed.
GIF_CACHE = 16
#: A JSON export larger than this is sent gzipped (Discord's smallest upload limit is 10 MB).
GZIP_ABOVE = 8_000_000

number = format_rating


def status_of(got: Archived, words: Words) -> str:
    """How a game stands: its result when finished, else its status, in `words`."""
    if got.finished:
        return words.say(archive.describe(got.row.result, got.names))
    return words("ctl-status", status=str(getattr(got.row.status, "value", got.row.status)))


def replay_frames(got: Archived, words: Words = ENGLISH_WORDS) -> tuple[list[View], list[str]]:
    """The public views and captions of the frames a game's replay shows: its start and
    every move as played, or evenly sampled moves between its start and its end when there
    are more than `render.replay.MAX_FRAMES` (CPU work: run it in a thread). Captions name
    the seats without emoji (`picture_names_of`): the GIF's font has none; they are
    in `words`' language (the server's: a replay is public)."""
    from render.replay import frame_indices

    start, steps = got.played()
    game, names = got.game, picture_names_of(got.row.seats)
    total = len(steps)
    views: list[View] = []
    captions: list[str] = []
    for i in frame_indices(total + 1):
        if i == 0:
            views.append(with_players(game.view(start, None), names))
            captions.append(
                words("ctl-replay-start", id=str(got.row.id), players=versus(names, words))
            )
        else:
            step = steps[i - 1]
            views.append(with_players(game.view(step.after, None), names))
            move = words.say(history.step_text(game, step, names))
            captions.append(words("ctl-replay-step", step=i, total=total, move=move))
    return views, captions


def _json_file(data: Any, name: str) -> Attachment:
    raw = json.dumps(data, indent=1, default=str).encode("utf-8")
    if len(raw) > GZIP_ABOVE:
        return Attachment(f"{name}.gz", gzip.compress(raw))
    return Attachment(name, raw)


async def _still_member(guild: discord.Guild | None, user_id: int | None) -> bool:
    """Is the user still on the server (the member cache first, else one REST call)?"""
    if guild is None or user_id is None:
        return False
    if guild.get_member(user_id) is not None:
        return True
    try:
        await guild.fetch_member(user_id)
        return True
    except discord.NotFound:
        return False


class RecordActions(Part):
    """The record commands and the Replay button."""

    def __init__(self, desk: Desk) -> None:
        super().__init__(desk)
        self._gifs: dict[tuple[int, int, str], bytes] = {}

    async def _game_here(self, interaction: discord.Interaction, match_id: int | None) -> Archived:
        """The game asked for on this server: by id, else this channel's current (or
        newest) game."""
        store = self.desk.host.store
        if match_id is None:
            current = self.service.in_channel(interaction.channel_id or 0)
            if current is not None and current.status == MatchStatus.ACTIVE:
                match_id = current.id
            else:
                match_id = await store.last_match_in(interaction.channel_id or 0)
            if match_id is None:
                raise GameError(said("ctl-no-game-here"))
        return await archive.load(store, match_id, interaction.guild_id or 0)

    # ----- history, record, replay ----------------------------------------------------
    async def history(
        self, interaction: discord.Interaction, match_id: int | None, page: int
    ) -> None:
        """A page of the game's moves (public notation: secrets never shown), privately."""
        got = await self._game_here(interaction, match_id)
        _, steps = await asyncio.to_thread(got.replay)
        marked = hint_table.hinted(got.row.meta)
        words = private(interaction)
        lines = [
            words.say(x) for x in history.history_lines(got.game, steps, got.names, hinted=marked)
        ]
        pages = history.pages(lines or [words("ctl-history-no-moves")])
        if not 1 <= page <= len(pages):
            raise GameError(said("ctl-history-pages", id=str(got.row.id), pages=len(pages)))
        title = words.say(got.title())
        embed = discord.Embed(title=title, description=pages[page - 1], colour=BRAND)
        footer = words(
            "ctl-history-footer",
            page=page,
            pages=len(pages),
            moves=len(lines),
            status=status_of(got, words),
        )
        embed.set_footer(text=footer)
        await send(interaction, MessageSpec(embeds=(embed,)), ephemeral=True)

    async def record(self, interaction: discord.Interaction, match_id: int) -> None:
        """The record file of a finished game (full notation: every secret is revealed)."""
        got = await self._game_here(interaction, match_id)
        if not got.finished:
            raise GameError(said("ctl-record-unfinished", id=str(got.row.id)))
        text = got.record().to_text()
        words = private(interaction)
        spec = MessageSpec(
            words("ctl-record-file", title=words.say(got.title())),
            attachments=(
                Attachment(f"kitty-{got.game.key}-{got.row.id}.txt", text.encode("utf-8")),
            ),
        )
        await send(interaction, spec, ephemeral=True)

    async def replay(self, interaction: discord.Interaction, match_id: int | None) -> None:
        """The whole game as an animation, posted in the channel (public views only); also
        the final board's Replay button."""
        got = await self._game_here(interaction, match_id)
        if not got.entries:
            raise GameError(said("ctl-replay-none", id=str(got.row.id)))
        await defer(interaction)
        words = public(interaction)  # the replay is posted in the channel
        title = words.say(got.title())
        key = (got.row.id, len(got.entries), words.lang)
        gif = self._gifs.get(key)
        if gif is None:
            views, captions = await asyncio.to_thread(replay_frames, got, words)
            note = words("ctl-replay-drawing", title=title, frames=len(views))
            try:
                await interaction.edit_original_response(content=note)
            except discord.HTTPException:
                pass  # only a note: the replay still comes
            gif = await images.replay_gif(views, captions, words.lang)
            if len(self._gifs) >= GIF_CACHE:
                self._gifs.pop(next(iter(self._gifs)))
            self._gifs[key] = gif
        name = f"kitty-{got.game.key}-{got.row.id}.gif"
        embed = discord.Embed(title=words("ctl-replay-title", title=title), colour=BRAND)
        embed.set_image(url=f"attachment://{name}")
        status = status_of(got, words)
        if got.finished:
            embed.set_footer(text=status)
        alt = words(
            "ctl-replay-alt",
            id=str(got.row.id),
            game=got.game.title,
            players=versus(got.names, words),
            moves=len(got.entries),
            status=status,
        )
        # The "drawing…" note (or the "thinking…") becomes the replay.
        await interaction.edit_original_response(
            content=None, embed=embed, attachments=[Attachment(name, gif, alt).file()]
        )

    # ----- ratings --------------------------------------------------------------------
    async def leaderboard(self, interaction: discord.Interaction, game_key: str) -> None:
        """The server's top players in a game (members who left are left out; AI levels
        are listed to compare with), ties sharing a rank."""
        game = get_game(game_key)
        words = public(interaction)  # the leaderboard is posted in the channel
        shown: list[tuple[str, int, int]] = []
        offset = 0
        while len(shown) < BOARD_ROWS:
            batch = await self.desk.host.store.leaderboard(
                interaction.guild_id or 0, game.key, limit=25, offset=offset
            )
            if not batch:
                break
            offset += len(batch)
            for row in batch:
                if row.player.startswith("ai:"):
                    who = words("ctl-leaderboard-ai", level=row.player[3:])
                elif await _still_member(interaction.guild, row.user_id):
                    who = f"<@{row.user_id}>"
                else:
                    continue
                shown.append((who, round(row.rating), row.games))
                if len(shown) >= BOARD_ROWS:
                    break
        if not shown:
            raise GameError(said("ctl-leaderboard-empty", game=game.title))
        ranks = competition_ranks([r for _, r, _ in shown])
        lines = [
            words("ctl-leaderboard-line", rank=rank, who=who, rating=number(r), games=games)
            for rank, (who, r, games) in zip(ranks, shown, strict=True)
        ]
        embed = discord.Embed(
            title=words("ctl-leaderboard-title", game=game.title),
            description="\n".join(lines),
            colour=BRAND,
        )
        embed.set_footer(text=words("ctl-leaderboard-footer"))
        spec = MessageSpec(embeds=(embed,), mentions=discord.AllowedMentions.none())
        await send(interaction, spec)

    async def stats(self, interaction: discord.Interaction, user: discord.abc.User) -> None:
        """A member's games per game: played, wins/draws/losses, rating, best win; streak."""
        store = self.desk.host.store
        guild = interaction.guild_id or 0
        player = player_key(user.id, None)
        results = await store.player_results(guild, player)
        if not results:
            raise GameError(said("ctl-stats-none", name=user.display_name))
        ratings = await store.ratings_of(guild, player)
        best: dict[str, BestWin] = {}
        for game, match_id, opponent, rating in await store.best_wins(guild, player):
            best.setdefault(game, BestWin(match_id, opponent, round(rating)))
        words = public(interaction)  # the stats are posted in the channel
        title = words("ctl-stats-title", name=user.display_name)
        embed = discord.Embed(title=title, colour=BRAND)
        for s in per_game(results, ratings, best):
            try:
                title = get_game(s.game).title
            except KeyError:
                title = s.game
            parts = [
                words(
                    "ctl-stats-played", played=s.played, wins=s.wins, draws=s.draws, losses=s.losses
                )
            ]
            parts.append(
                words("ctl-stats-rating", rating=number(s.rating))
                if s.rating is not None
                else words("ctl-stats-not-rated")
            )
            if s.best_win is not None:
                win = s.best_win
                parts.append(
                    words(
                        "ctl-stats-best-win",
                        opponent=win.opponent,
                        rating=number(win.rating),
                        id=str(win.match_id),
                    )
                )
            embed.add_field(name=title, value="\n".join(parts), inline=False)
        run = streak(results)
        if run is not None:
            embed.description = words("ctl-stats-streak", streak=words.say(run.text()))
        spec = MessageSpec(embeds=(embed,), mentions=discord.AllowedMentions.none())
        await send(interaction, spec)

    # ----- players' data --------------------------------------------------------------
    async def my_data(self, interaction: discord.Interaction) -> None:
        """Everything kept about the asking member, as a private JSON file."""
        data = await self.desk.host.store.user_data(interaction.user.id)
        spec = MessageSpec(
            private(interaction)("ctl-my-data"),
            attachments=(_json_file(data, f"kitty-tower-{interaction.user.id}.json"),),
        )
        await send(interaction, spec, ephemeral=True)

    async def export_guild(self, interaction: discord.Interaction) -> None:
        """Server managers (checked here, whoever Discord showed `/kitty-admin` to): the
        server's finished games, logs, results and ratings as JSON."""
        require_server_manager(interaction, said("ctl-managers-only-export"))
        data = await self.desk.host.store.export_guild(interaction.guild_id or 0)
        spec = MessageSpec(
            private(interaction)("ctl-export", count=len(data["matches"])),
            attachments=(_json_file(data, f"kitty-tower-server-{interaction.guild_id}.json"),),
        )
        await send(interaction, spec, ephemeral=True)

    async def forget_guild(self, interaction: discord.Interaction, confirm: bool) -> None:
        """Server managers (checked here, as for the export): delete the server's finished
        games, results and ratings (open games stay)."""
        require_server_manager(interaction, said("ctl-managers-only-forget"))
        if not confirm:
            raise GameError(said("ctl-forget-confirm"))
        count = await self.desk.host.store.forget_guild(interaction.guild_id or 0)
        text = private(interaction)("ctl-forgotten", count=count)
        await send(interaction, MessageSpec(text), ephemeral=True)
