"""Opening a table and filling its seats: `/kitty start` and the lobby's buttons and menus."""

from __future__ import annotations

import asyncio

import discord

from bot.core.errors import GameError
from bot.core.protocol import SeatOptionSpec
from bot.core.registry import get_game
from bot.i18n import Words, said
from bot.matches import Match, hint_table
from bot.matches.clocks import preset_seconds
from bot.matches.takeback import TABLE_OPTION
from cogs import presenter, prompts, threads
from cogs.controller.base import Part, is_moderator
from cogs.declared import find_seat_option, seat_option_key
from cogs.language import private
from cogs.message import MessageSpec, in_time, post, public, send, server_words
from cogs.start_command import StartRequest
from data.rows import MatchStatus

NOT_OPENED = said("ctl-not-opened")
LOBBY_NOT_POSTED = said("ctl-lobby-not-posted")


class LobbyActions(Part):
    """`/kitty start` and what the lobby's components do."""

    async def start(self, interaction: discord.Interaction, req: StartRequest) -> None:
        """Open a lobby (answered with the lobby card), or with `opponent: AI` seat AI
        players, start at once and answer with the first board."""
        if (req.level is not None or req.watch) and not req.against_ai:
            raise GameError(said("ctl-level-watch-need-ai"))
        if req.thread:
            await self._start_in_thread(interaction, req)
            return
        user = interaction.user
        m = await in_time(
            interaction,
            self._create_lobby(interaction.guild_id, interaction.channel_id or 0, user, req),
        )
        if req.against_ai:
            await in_time(interaction, self._seat_ai_and_start(m, user.id, req))
            await self.desk.publisher.show(m, None, interaction)
            return
        await self.desk.send_lobby(interaction, m)

    async def _create_lobby(
        self, guild_id: int | None, channel_id: int, user: discord.abc.User, req: StartRequest
    ) -> Match:
        """The lobby `req` asks for in `channel_id` (a channel or a thread), `user` hosting."""
        return await self.service.lobby.create_lobby(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=user.id,
            host_name=user.display_name,
            game_key=req.game,
            options=dict(req.options),
            players=req.players,
            seat_options=_host_picks(req),
            meta=_table_meta(req),
            time_limit=preset_seconds(req.time),
        )

    async def _start_in_thread(self, interaction: discord.Interaction, req: StartRequest) -> None:
        """`thread: True`: open a thread of this channel, the lobby (or, against the AI, the
        game) in it, and answer in the channel with a link. Nothing is left behind when a
        step fails: no thread when the request is refused, no lobby without its thread."""
        parent = threads.parent_for_thread(interaction)
        user = interaction.user
        self.service.lobby.check_new_lobby(
            guild_id=interaction.guild_id,
            host_id=user.id,
            game_key=req.game,
            options=dict(req.options),
            players=req.players,
        )
        title = get_game(req.game).title
        words = public(interaction)
        work = self._open_in_thread(parent, user, title, req, words)
        m = await in_time(interaction, work)
        key = (
            "ctl-thread-opened-active"
            if m.status == MatchStatus.ACTIVE
            else "ctl-thread-opened-lobby"
        )
        text = words(key, who=user.mention, game=title, thread=f"<#{m.channel_id}>")
        await send(interaction, MessageSpec(text, mentions=discord.AllowedMentions.none()))

    async def _open_in_thread(
        self,
        parent: discord.TextChannel,
        user: discord.abc.User,
        title: str,
        req: StartRequest,
        words: Words,
    ) -> Match:
        name = threads.thread_name(title, [user.display_name], words)
        thread = await threads.open_thread(parent, name)
        try:
            m = await self._create_lobby(parent.guild.id, thread.id, user, req)
        except BaseException:
            await threads.discard_thread(thread, words.say(NOT_OPENED))
            raise
        try:
            if req.against_ai:
                await self._seat_ai_and_start(m, user.id, req)
                self.rename_later(m)
                await self.desk.publisher.show(m)
            else:
                await self.desk.lobby_cards.write(m, lambda spec: self._post_lobby(thread, m, spec))
        except (discord.HTTPException, GameError) as exc:
            if m.status == MatchStatus.LOBBY:
                await self.service.lifecycle.cancel(m.id, user.id, moderator=True)
            await threads.discard_thread(thread, words.say(NOT_OPENED))
            if isinstance(exc, discord.Forbidden):
                raise threads.ThreadUnavailableError(
                    threads.missing_permissions_text([threads.SEND_IN_THREADS])
                ) from None
            if isinstance(exc, GameError):
                raise
            raise GameError(LOBBY_NOT_POSTED) from None
        return m

    async def _post_lobby(self, channel: discord.Thread, m: Match, spec: MessageSpec) -> None:
        message = await post(channel, spec)
        await self.service.notices.set_lobby_message(m, message.id)

    def rename_later(self, m: Match) -> None:
        """In the background: name a table's thread after its game and players (only a
        thread the bot opened; best effort)."""
        words = server_words(self.desk.publisher.client, m.guild_id)
        name = threads.thread_name(m.game.title, [s.name for s in m.seats], words)
        task = asyncio.create_task(
            threads.rename_thread(self.desk.publisher.client, m.channel_id, name)
        )
        self.desk.background.add(task)
        task.add_done_callback(self.desk.background.discard)

    async def _seat_ai_and_start(self, m: Match, host: int, req: StartRequest) -> None:
        """`opponent: AI`: fill the table with AI seats (at least one AI partner or
        opponent, or every seat with `watch`) and start; cancel the lobby if that fails."""
        want = req.players or min(max(m.game.min_players, 2), m.game.max_players)
        try:
            if req.watch:
                await self.service.lobby.unseat_host(m.id, host)
            while len(m.seats) < want:
                await self.service.lobby.add_ai(m.id, host, req.level or "medium")
            await self.service.lobby.start(m.id, host)
        except GameError:
            await self.service.lifecycle.cancel(m.id, host, moderator=True)
            raise

    async def lobby_button(
        self, interaction: discord.Interaction, match_id: int, action: str
    ) -> None:
        """Join, Leave, Cancel, Add AI or Start on a lobby card."""
        service, user = self.service, interaction.user
        m = self.desk.match_here(interaction, match_id)
        if action == "join":
            m = await in_time(
                interaction,
                service.lobby.join(match_id, user.id, user.display_name),
                thinking=False,
            )
            await self.desk.show_lobby(interaction, m)
        elif action == "leave":
            m = await in_time(interaction, service.lobby.leave(match_id, user.id), thinking=False)
            await self.desk.show_lobby(interaction, m)
        elif action == "cancel":
            work = service.lifecycle.cancel(match_id, user.id, moderator=is_moderator(interaction))
            m = await in_time(interaction, work, thinking=False)
            closed = presenter.lobby_closed(
                m, presenter.lobby_cancelled(user.mention), self.desk.publisher.words_of(m)
            )
            await self.desk.show_closed_lobby(interaction, m, closed)
        elif action == "ai":
            service.tables.require_intact(m)
            if m.seat_of(user.id) is None and user.id != m.host_id:
                raise GameError(said("ctl-join-first-for-ai"))
            await send(interaction, prompts.ai_levels(m, private(interaction)), ephemeral=True)
        elif action == "start":
            m = await in_time(interaction, service.lobby.start(match_id, user.id), thinking=False)
            started = presenter.lobby_closed(
                m, presenter.LOBBY_STARTED, self.desk.publisher.words_of(m)
            )
            await self.desk.show_closed_lobby(interaction, m, started)
            self.rename_later(m)
            await self.desk.publisher.show(m)

    async def add_ai(self, interaction: discord.Interaction, match_id: int, level: str) -> None:
        """A level was picked after "Add AI": seat the AI and update the lobby message."""
        self.desk.match_here(interaction, match_id)
        work = self.service.lobby.add_ai(match_id, interaction.user.id, level)
        m = await in_time(interaction, work, thinking=False)
        self.desk.lobby_cards.refresh(m)
        note = private(interaction)("ctl-added-ai", level=level)
        await self.desk.edit_clicked_quietly(interaction, note)

    async def lobby_select(
        self, interaction: discord.Interaction, match_id: int, what: str, value: str
    ) -> None:
        """A lobby menu: a seat option the clicker picks for themselves (joining when not
        seated yet), or the older "Add AI" menu (`what` = `ai`)."""
        m = self.desk.match_here(interaction, match_id)
        user = interaction.user
        if what == "ai":
            work = self.service.lobby.add_ai(match_id, user.id, value)
        else:
            spec = find_seat_option(m.game, what)
            if spec is None:
                raise GameError(said("ctl-menu-gone"))
            if m.seat_of(user.id) is None:
                work = self._join_with(m, user, spec, value)
            else:
                work = self._set_pick(m, user, spec, value)
        m = await in_time(interaction, work, thinking=False)
        await self.desk.show_lobby(interaction, m)

    async def _join_with(
        self, m: Match, user: discord.abc.User, spec: SeatOptionSpec, value: str
    ) -> Match:
        return await self.service.lobby.join(
            m.id, user.id, user.display_name, seat_options={spec.name: spec.coerce(value)}
        )

    async def _set_pick(
        self, m: Match, user: discord.abc.User, spec: SeatOptionSpec, value: str
    ) -> Match:
        return await self.service.lobby.set_seat_option(
            m.id, user.id, spec.name, spec.coerce(value)
        )


def _table_meta(req: StartRequest) -> dict[str, str] | None:
    """The table options the service keeps in the match's meta (takebacks, hints)."""
    meta = {TABLE_OPTION: req.takebacks} if req.takebacks else {}
    if req.hints:
        meta[hint_table.HINTS] = req.hints
    return meta or None


def _host_picks(req: StartRequest) -> dict[str, str]:
    """The host's picks for the game's seat options, typed in `/kitty start`."""
    try:
        game = get_game(req.game)
    except KeyError:
        return {}  # the service refuses the unknown game
    picks = {}
    for spec in game.caps.seat_options:
        value = req.seat_choices.get(seat_option_key(spec))
        if value is not None:
            picks[spec.name] = spec.coerce(value)
    return picks
