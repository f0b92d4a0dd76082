"""What every part of the controller shares (`Desk`: the bot's services, the lobby cards,
the lookups every action starts with) and the checks of who asks and where."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import discord

from bot.core.errors import GameError, StaleMoveError
from bot.i18n import Said, said
from bot.matches import Match, MatchService
from bot.matches.models import TurnReport
from cogs.ai_runner import AiRunner
from cogs.host import KittyHost
from cogs.lobby_card import LobbyCards
from cogs.message import (
    IN_SERVERS_ONLY,
    MessageSpec,
    edit_clicked,
    in_time,
    public,
    send,
    tell_privately,
)
from cogs.publisher import Publisher
from data.rows import MatchStatus

LOBBY_FOLLOWS = said("ctl-lobby-follows")


def _may(interaction: discord.Interaction, permission: str) -> bool:
    """Whether the member holds `permission` (or Administrator) in this server."""
    user = interaction.user
    if not isinstance(user, discord.Member):
        return False
    perms = user.guild_permissions
    return bool(getattr(perms, permission)) or perms.administrator


def is_moderator(interaction: discord.Interaction) -> bool:
    """Manage Messages or Administrator in this channel's server."""
    return _may(interaction, "manage_messages")


MODERATORS_ONLY = said("ctl-moderators-only")


def require_moderator(interaction: discord.Interaction, refusal: Said = MODERATORS_ONLY) -> None:
    """Raise `GameError(refusal)` (a whole sentence) unless the member is a moderator."""
    if not is_moderator(interaction):
        raise GameError(refusal)


def manages_server(interaction: discord.Interaction) -> bool:
    """Manage Server or Administrator (or ownership) in this channel's server."""
    return _may(interaction, "manage_guild")


def require_server_manager(interaction: discord.Interaction, refusal: Said) -> None:
    """Raise `GameError(refusal)` (answered privately) unless the member manages the
    server: a server's records are its owners' decision, whoever the command was shown
    to."""
    if not manages_server(interaction):
        raise GameError(refusal)


class Desk:
    """The services an action uses, and the lookups every action starts with: one `Desk`
    is shared by every part of the controller (`Part`)."""

    def __init__(self, host: KittyHost, publisher: Publisher, runner: AiRunner) -> None:
        self.host = host
        self.publisher = publisher
        self.runner = runner
        self.service: MatchService = host.service
        #: Background work (kept so it is not garbage-collected mid-way).
        self.background: set[asyncio.Task[None]] = set()
        #: Every lobby card, kept showing its lobby's newest state.
        self.lobby_cards = LobbyCards(publisher)

    def match_for_command(self, interaction: discord.Interaction) -> Match:
        """The match of the channel a command was typed in (refused in DMs)."""
        if interaction.channel_id is None or interaction.guild_id is None:
            raise GameError(IN_SERVERS_ONLY)
        return self.service.tables.require_channel_match(interaction.channel_id)

    def match_here(self, interaction: discord.Interaction, match_id: int) -> Match:
        """The match a component belongs to — refused when it belongs to another channel (a
        forged or copied custom id) or the interaction comes from a DM."""
        if interaction.guild_id is None:
            raise GameError(IN_SERVERS_ONLY)
        m = self.service.get(match_id)
        if m.channel_id != interaction.channel_id:
            raise GameError(said("ctl-button-other-channel"))
        return m

    def current_board(self, interaction: discord.Interaction, match_id: int, ply: int) -> Match:
        """The match, if this component belongs to its current board; else `StaleMoveError`
        (its answer adds the link to the newest board)."""
        m = self.match_here(interaction, match_id)
        self.service.tables.require_intact(m)
        if m.status != MatchStatus.ACTIVE:
            raise StaleMoveError(said("ctl-game-over"))
        if ply != m.ply:
            raise StaleMoveError(said("ctl-board-moved-on"))
        return m

    # ----- lobby messages -------------------------------------------------------------
    async def send_lobby(self, interaction: discord.Interaction, m: Match) -> None:
        """Answer with the lobby card and remember it as the lobby message (a change made
        while it is being posted is shown once its id is known)."""

        async def post(spec: MessageSpec) -> None:
            message = await send(interaction, spec)
            await self.service.notices.set_lobby_message(m, message.id)

        await self.lobby_cards.write(m, post)

    async def show_lobby(self, interaction: discord.Interaction, m: Match) -> None:
        """Answer a lobby click by editing the clicked card to the lobby's newest state. If
        Discord fails, the change stands: say so (the card is refreshed in the
        background)."""
        try:
            await self.lobby_cards.write(m, lambda spec: edit_clicked(interaction, spec))
        except discord.HTTPException:
            await tell_privately(interaction, LOBBY_FOLLOWS)

    async def show_closed_lobby(
        self, interaction: discord.Interaction, m: Match, spec: MessageSpec
    ) -> None:
        """The lobby is closed (started, cancelled): the clicked card shows `spec`, and so
        does the lobby card from now on, whatever lobby edit lands late."""
        self.lobby_cards.close(m, spec)
        try:
            await self.lobby_cards.write(m, lambda s: edit_clicked(interaction, s))
        except discord.HTTPException:
            await tell_privately(interaction, said("ctl-done"))

    async def edit_clicked_quietly(self, interaction: discord.Interaction, text: str) -> None:
        """Replace the clicked message's text (already said in its reader's language) and
        remove its buttons; best effort: the change it reports stands."""
        await self.edit_clicked_spec(interaction, MessageSpec(text, view=None))

    async def edit_clicked_spec(self, interaction: discord.Interaction, spec: MessageSpec) -> None:
        try:
            await edit_clicked(interaction, spec)
        except discord.HTTPException:
            await tell_privately(interaction, said("ctl-done"))

    async def answer_offer(
        self,
        interaction: discord.Interaction,
        m: Match,
        accept: bool,
        work: Awaitable[TurnReport | None],
        kind: str,
        still_open: Callable[[Match], discord.ui.View],
    ) -> None:
        """Accept / Decline under a public offer (`kind` "end" or "takeback": its texts are
        `ctl-<kind>-declined`, `-accepted-waiting` and `-agreed`): `work` records the answer
        and returns the change when everyone agreed (None while others are still to
        answer). The offer says what happened — keeping its buttons (`still_open(m)`) while
        it waits — and an agreed change is shown on a new board."""
        report = await in_time(interaction, work, thinking=False)
        words = public(interaction)  # the offer is a public message
        who = interaction.user.mention
        if not accept:
            await self.edit_clicked_quietly(interaction, words(f"ctl-{kind}-declined", who=who))
        elif report is None:
            text = words(f"ctl-{kind}-accepted-waiting", who=who)
            await self.edit_clicked_spec(interaction, MessageSpec(text, view=still_open(m)))
        else:
            await self.edit_clicked_quietly(interaction, words(f"ctl-{kind}-agreed"))
            await self.publisher.show(m, report)


class Part:
    """One concern of the controller, over the shared `Desk`."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.service: MatchService = desk.service
