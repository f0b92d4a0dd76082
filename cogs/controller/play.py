"""Playing: moves typed or picked, the board's buttons and menus, warnings to confirm,
resigning, offering to end, and showing the board or one's own cards again."""

from __future__ import annotations

import time
from dataclasses import replace

import discord
from discord import app_commands

from bot.core.errors import GameError, StaleMoveError
from bot.core.protocol import CommandSpec, MoveChoice
from bot.i18n import said
from bot.matches import Match, picker
from bot.matches.service import LimitError
from cogs import images, presenter, prompts, where
from cogs.controller.base import Desk, Part
from cogs.controller.learn import LearnActions
from cogs.declared import DeclaredCommand
from cogs.language import private
from cogs.message import (
    USERS_ONLY,
    MessageSpec,
    defer,
    edit_clicked,
    in_time,
    public,
    send,
    tell_privately,
)
from data.rows import MatchStatus

#: Members × channels whose `/kitty board` times are remembered before the memory is reset.
COOLDOWN_MEMORY = 10_000


class PlayActions(Part):
    """Moves and what a game in progress offers."""

    def __init__(self, desk: Desk, lessons: LearnActions) -> None:
        super().__init__(desk)
        #: Where `/kitty move` plays for a member without a seat here (`/kitty learn`).
        self.lessons = lessons
        #: When each (channel, member) last asked for `/kitty board`.
        self._board_asked: dict[tuple[int, int], float] = {}

    # ----- typed moves ----------------------------------------------------------------
    def _seated_here(self, interaction: discord.Interaction) -> Match | None:
        """The match of this channel when the member has a seat at it, else None."""
        m = self.service.tables.in_channel(interaction.channel_id or 0)
        return m if m is not None and m.seat_of(interaction.user.id) is not None else None

    def _lesson_instead(self, interaction: discord.Interaction) -> str | None:
        """The game of the member's lesson in play, when `/kitty move` is theirs: they have
        no seat at this channel's table (or there is none) and are playing a lesson."""
        if self._seated_here(interaction) is not None:
            return None
        return self.lessons.lesson_in_play(interaction.user.id)

    async def move(self, interaction: discord.Interaction, text: str) -> None:
        """`/kitty move`: in the channel's game for a seated player, else in the member's
        lesson in play (`/kitty learn`), else the game's own refusal."""
        m = self._seated_here(interaction)
        if m is None:
            game = self.lessons.lesson_in_play(interaction.user.id)
            if game is not None:
                await self.lessons.learn(interaction, game, text)
                return
            m = self.desk.match_for_command(interaction)
        await self.play_and_post(interaction, m, text, None)

    def move_choices(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete of `/kitty move`: the asker's legal moves matching `typed`, from the
        same place `move` plays in."""
        game = self._lesson_instead(interaction)
        if game is not None:
            return self.lessons.move_choices(interaction, game, typed)
        items = self._choices_here(interaction)
        return prompts.choice_list(items, typed, private(interaction))

    async def extra_command(
        self, interaction: discord.Interaction, command: DeclaredCommand, typed: str
    ) -> None:
        """A command a game declares (`/kitty place d4`): the typed text as that game's
        move; a game that does not use the command says to use `/kitty move`."""
        m = self.desk.match_for_command(interaction)
        spec = m.game.caps.command(command.spec.name)
        if spec is None:
            raise GameError(command.not_here(m.game.title))
        await self.play_and_post(interaction, m, spec.move_text(typed), None)

    def extra_choices(
        self, interaction: discord.Interaction, command: DeclaredCommand, typed: str
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete of a declared command: the moves it offers, matching `typed`."""
        m = self.service.in_channel(interaction.channel_id or 0)
        spec = m.game.caps.command(command.spec.name) if m is not None else None
        if spec is None:
            return []
        items = [c for c in self._choices_here(interaction) if c.notation.startswith(spec.offers)]
        return prompts.choice_list(items, _completed(spec, typed), private(interaction))

    def _choices_here(self, interaction: discord.Interaction) -> list[MoveChoice]:
        m = self.service.in_channel(interaction.channel_id or 0)
        if m is None:
            return []
        return self.service.turns.move_choices(m, interaction.user.id)

    async def play_and_post(
        self,
        interaction: discord.Interaction,
        m: Match,
        text: str,
        ply: int | None,
        *,
        confirmed: bool = False,
    ) -> None:
        """Validate fast (so a refusal is private and instant), commit, then show the board —
        as the answer itself when everything fits in Discord's 3 seconds.

        A move the game warns about is asked about first (privately). A draft step (a
        set-up placement, a placement preview) updates the current board message in place
        — the clicked board, or for a slash command the channel's board with a private
        confirmation — so the channel is not flooded; anything else posts anew."""
        if self.service.tables.ownership is not None:  # another process may have moved it
            await self.service.foreign.refresh(m)
        seat, move = self.service.turns.check_move(m, interaction.user.id, text)
        assert m.state is not None
        warning = None if confirmed else m.game.warn_before(m.state, move, seat)
        if warning is not None:
            notation = m.game.format_move(m.state, move)
            await send(
                interaction,
                prompts.confirm_move(m, warning, notation, private(interaction)),
                ephemeral=True,
            )
            return
        draft = m.game.is_draft(m.state, move, seat) and m.board_message_id is not None
        on_board = (
            interaction.type == discord.InteractionType.component
            and interaction.message is not None
            and interaction.message.id == m.board_message_id
        )
        if on_board and draft:
            await defer(interaction, thinking=False)
        elif m.game.caps.heavy_moves:
            await defer(interaction, ephemeral=draft)
        work = self.service.turns.play(m.id, interaction.user.id, text, expected_ply=ply)
        report = await in_time(interaction, work, ephemeral=draft)
        if not (draft and report.after.outcome() is None and len(report.applied) == 1):
            await self.desk.publisher.show(m, report, interaction)
        elif on_board:
            await self.desk.publisher.edit_board(m, report, interaction)
        else:
            await self.desk.publisher.edit_board(m, report)
            move = private(interaction).say(report.applied[0].text)
            await tell_privately(interaction, said("ctl-done-move", move=move))

    # ----- the board's components -----------------------------------------------------
    async def board_button(
        self, interaction: discord.Interaction, match_id: int, ply: int, idx: int
    ) -> None:
        """A game's own button under the board (by its index at that ply)."""
        m = self.desk.current_board(interaction, match_id, ply)
        assert m.state is not None
        buttons = m.game.buttons(m.state)
        if idx >= len(buttons):
            raise StaleMoveError(said("ctl-button-gone"))
        spec = buttons[idx]
        seat = self.service.tables.seat_for(m, interaction.user.id)
        if spec.seats is not None and seat not in spec.seats:
            raise GameError(said("ctl-button-other-player"))
        await self.play_and_post(interaction, m, spec.move, ply)

    async def my_moves(self, interaction: discord.Interaction, match_id: int, ply: int) -> None:
        """Privately list the clicker's legal moves as a menu (the phone-friendly way to
        move): one menu when they fit, else a menu of pieces / kinds of action that opens a
        second menu of its moves — every legal move in two taps."""
        m, choices = self._my_choices(interaction, match_id, ply)
        await send(
            interaction, prompts.picker_message(m, choices, private(interaction)), ephemeral=True
        )

    def _my_choices(
        self, interaction: discord.Interaction, match_id: int, ply: int
    ) -> tuple[Match, list[MoveChoice]]:
        m = self.desk.current_board(interaction, match_id, ply)
        assert m.state is not None
        seat = self.service.tables.seat_for(m, interaction.user.id)
        m.game.check_turn(m.state, seat)
        return m, self.service.turns.move_choices(m, interaction.user.id)

    async def pick_group(
        self, interaction: discord.Interaction, match_id: int, ply: int, key: str
    ) -> None:
        """Second tap: the moves of the picked group (and a way back to the first menu),
        with the "where can it go" picture of their target cells (`cogs.where`; none for a
        game without cells, or when drawing fails)."""
        m, choices = self._my_choices(interaction, match_id, ply)
        group = picker.find_group(choices, key)
        if group is None:
            raise StaleMoveError(prompts.MOVES_CHANGED)
        view = self.desk.publisher.public_view(m)
        shown = None
        if view is not None:
            seat = self.service.tables.seat_for(m, interaction.user.id)
            work = where.picture(m, view, seat, group.label, group.choices, private(interaction))
            shown = await in_time(interaction, work, thinking=False)
        spec = replace(
            prompts.group_message(m, group, private(interaction)),
            attachments=(shown,) if shown else (),
        )
        await edit_clicked(interaction, spec)

    async def board_select(
        self, interaction: discord.Interaction, match_id: int, ply: int, value: str
    ) -> None:
        """A move picked from a menu: the move picker's short key (resolved against the
        clicker's legal moves now; refused privately when none has it), its "back", or a
        notation (a game's menu under the board, a picker posted before short keys)."""
        if value == prompts.BACK:
            m, choices = self._my_choices(interaction, match_id, ply)
            first = replace(
                prompts.picker_message(m, choices, private(interaction)), attachments=()
            )  # no picture
            await edit_clicked(interaction, first)
            return
        if picker.is_move_value(value):
            m, choices = self._my_choices(interaction, match_id, ply)
            picked = picker.find_move(choices, value)
            if picked is None:
                raise StaleMoveError(prompts.MOVES_CHANGED)
            await self.play_and_post(interaction, m, picked.notation, ply)
            return
        m = self.desk.current_board(interaction, match_id, ply)
        await self.play_and_post(interaction, m, value, ply)

    async def confirm_move(
        self, interaction: discord.Interaction, match_id: int, ply: int, move: str, play: bool
    ) -> None:
        """The answer to a warning: play the move after all, or keep playing."""
        m = self.desk.match_here(interaction, match_id)
        if not play:
            note = private(interaction)("ctl-not-played")
            await self.desk.edit_clicked_quietly(interaction, note)
            return
        if ply != m.ply or m.status != MatchStatus.ACTIVE:
            raise StaleMoveError(said("ctl-board-moved-on"))
        await self.play_and_post(interaction, m, move, ply, confirmed=True)

    # ----- resigning and ending -------------------------------------------------------
    async def ask_resign(self, interaction: discord.Interaction) -> None:
        """`/kitty resign`: ask privately first."""
        m = self.desk.match_for_command(interaction)
        self.service.tables.require_playable(m)
        self.service.tables.seat_for(m, interaction.user.id)
        await send(interaction, prompts.resign_question(m, private(interaction)), ephemeral=True)

    async def confirm_resign(
        self, interaction: discord.Interaction, match_id: int, resign: bool
    ) -> None:
        m = self.desk.match_here(interaction, match_id)
        if not resign:
            await self.desk.edit_clicked_quietly(interaction, private(interaction)("ctl-play-on"))
            return
        work = self.service.turns.resign(m.id, interaction.user.id)
        report = await in_time(interaction, work, thinking=False)
        await self.desk.edit_clicked_quietly(interaction, private(interaction)("ctl-resigned"))
        await self.desk.publisher.show(m, report)

    async def offer_end(self, interaction: discord.Interaction) -> None:
        """`/kitty end`: the other players are asked; with AI opponents only, it ends."""
        m = self.desk.match_for_command(interaction)
        user = interaction.user
        others = [
            m.mention(i) for i, s in enumerate(m.seats) if not s.is_ai and s.user_id != user.id
        ]
        if not others:  # only AI opponents: they accept
            report = await in_time(interaction, self.service.endings.accept_for_ai(m.id, user.id))
            await self.desk.publisher.show(m, report, interaction)
            return
        await in_time(interaction, self.service.endings.offer_end(m.id, user.id))
        text = public(interaction)("ctl-end-offer", who=user.mention, others=" ".join(others))
        spec = MessageSpec(text, view=prompts.end_offer_view(m), mentions=USERS_ONLY)
        await send(interaction, spec)

    async def end_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, accept: bool
    ) -> None:
        """Accept / Decline under an offer to end the game."""
        m = self.desk.match_here(interaction, match_id)
        work = self.service.endings.answer_end(match_id, interaction.user.id, accept, ply)
        await self.desk.answer_offer(interaction, m, accept, work, "end", prompts.end_offer_view)

    # ----- showing again --------------------------------------------------------------
    async def board(self, interaction: discord.Interaction) -> None:
        """`/kitty board`: the lobby card or the current board again (at most once per
        `board_cooldown` seconds per member and channel); a stuck AI tries again."""
        m = self.desk.match_for_command(interaction)
        self.service.tables.require_intact(m)
        self._cooldown(interaction)
        if m.status == MatchStatus.LOBBY:
            await self.desk.send_lobby(interaction, m)
            return
        self.service.tables.require_playable(m)
        await in_time(interaction, self.desk.publisher.repost(m, interaction))
        self.desk.runner.wake(m)

    def _cooldown(self, interaction: discord.Interaction) -> None:
        wait = self.desk.host.settings.limits.board_cooldown
        key = (interaction.channel_id or 0, interaction.user.id)
        now = time.monotonic()
        last = self._board_asked.get(key)
        if wait and last is not None and now - last < wait:
            raise LimitError(said("ctl-board-cooldown", seconds=round(wait - (now - last))))
        if len(self._board_asked) > COOLDOWN_MEMORY:
            self._board_asked.clear()
        self._board_asked[key] = now

    async def cards(self, interaction: discord.Interaction) -> None:
        """`/kitty cards`: the asker's own secret cards, privately."""
        m = self.desk.match_for_command(interaction)
        state = self.service.tables.require_playable(m)
        seat = self.service.tables.seat_for(m, interaction.user.id)
        secret = m.game.view(state, seat).get("secret")
        if not secret:
            raise GameError(said("ctl-no-secret-cards"))
        words = private(interaction)
        png = await images.cards_png(presenter.secret_cards(secret), words.lang)
        await send(interaction, presenter.secret(m, secret, png, words), ephemeral=True)


def _completed(spec: CommandSpec, typed: str) -> str:
    """What to match for a declared command's autocomplete: the typed text as the move it
    would play (`d` → `place d`), nothing when nothing was typed."""
    return spec.move_text(typed) if typed.strip() else ""
