"""What each button and command does, in Discord terms: check who is asking, call the match
service, and answer (the board publicly; every refusal ephemerally)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import discord

from bot.core.errors import GameError, StaleMoveError
from bot.matches import Match
from cogs import flow, present, ui
from cogs.common import answers_errors, board_link, reply

if TYPE_CHECKING:
    from bot.app import KittyBot


def bot_of(interaction: discord.Interaction) -> "KittyBot":
    return cast("KittyBot", interaction.client)


def display_name(interaction: discord.Interaction) -> str:
    return interaction.user.display_name


def is_moderator(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and (perms.manage_messages or perms.administrator))


# ----- lobby ---------------------------------------------------------------------------
async def refresh_lobby(interaction: discord.Interaction, m: Match) -> None:
    """Answer a lobby click by editing the lobby message in place."""
    await interaction.response.edit_message(embed=present.lobby_embed(m), view=ui.lobby_view(m))


@answers_errors
async def lobby_button(interaction: discord.Interaction, match_id: int, action: str) -> None:
    bot = bot_of(interaction)
    service = bot.service
    user = interaction.user
    if action == "join":
        m = await service.join(match_id, user.id, display_name(interaction))
        await refresh_lobby(interaction, m)
    elif action == "leave":
        m = await service.leave(match_id, user.id)
        await refresh_lobby(interaction, m)
    elif action == "cancel":
        m = await service.cancel(match_id, user.id, moderator=is_moderator(interaction))
        await interaction.response.edit_message(
            embed=present.lobby_closed_embed(m, f"Cancelled by {user.mention}."), view=None
        )
    elif action == "ai":
        m = service.get(match_id)
        if m.seat_of(user.id) is None and user.id != m.host_id:
            raise GameError("Join the game first to add AI players.")
        await interaction.response.send_message("Which AI would you like to add?", view=ui.ai_level_view(m), ephemeral=True)
    elif action == "start":
        m = await service.start(match_id, user.id)
        await interaction.response.edit_message(
            embed=present.lobby_closed_embed(m, "The game has started — see the board below."), view=None
        )
        await flow.post_board(bot, m)


@answers_errors
async def add_ai(interaction: discord.Interaction, match_id: int, level: str) -> None:
    """A level was picked after "Add AI": seat the AI and update the lobby message."""
    bot = bot_of(interaction)
    m = await bot.service.add_ai(match_id, interaction.user.id, level)
    await interaction.response.edit_message(content=f"Added a {level} AI.", view=None)
    if m.lobby_message_id and interaction.channel is not None:
        try:
            await interaction.channel.get_partial_message(m.lobby_message_id).edit(  # type: ignore[union-attr]
                embed=present.lobby_embed(m), view=ui.lobby_view(m))
        except discord.HTTPException:
            pass  # the lobby message is gone; /kitty board shows it again


@answers_errors
async def lobby_select(interaction: discord.Interaction, match_id: int, what: str, value: str) -> None:
    service = bot_of(interaction).service
    if what == "ai":
        m = await service.add_ai(match_id, interaction.user.id, value)
    else:
        m = service.get(match_id)
        seat = m.seat_of(interaction.user.id)
        if seat is None:
            m = await service.join(match_id, interaction.user.id, display_name(interaction), difficulty=value)
        else:
            m = await service.set_difficulty(match_id, interaction.user.id, value)
    await refresh_lobby(interaction, m)


# ----- board components ----------------------------------------------------------------
def current_board_or_stale(interaction: discord.Interaction, match_id: int, ply: int) -> Match:
    """The match, if this component belongs to its current board; else `StaleMoveError`."""
    m = bot_of(interaction).service.get(match_id)
    if m.status != "active":
        raise StaleMoveError("This game is over.")
    if ply != m.ply:
        raise StaleMoveError("This board has moved on." + board_link(interaction, m.board_message_id))
    return m


@answers_errors
async def board_button(interaction: discord.Interaction, match_id: int, ply: int, idx: int) -> None:
    m = current_board_or_stale(interaction, match_id, ply)
    assert m.state is not None
    buttons = m.game.buttons(m.state)
    if idx >= len(buttons):
        raise StaleMoveError("This button is no longer available.")
    spec = buttons[idx]
    seat = bot_of(interaction).service.seat_for(m, interaction.user.id)
    if spec.seats is not None and seat not in spec.seats:
        raise GameError("This button is for another player.")
    await play_and_post(interaction, m, spec.move, ply)


@answers_errors
async def my_moves(interaction: discord.Interaction, match_id: int, ply: int) -> None:
    """Privately list the clicker's legal moves as a menu (the phone-friendly way to move)."""
    m = current_board_or_stale(interaction, match_id, ply)
    service = bot_of(interaction).service
    assert m.state is not None
    seat = service.seat_for(m, interaction.user.id)
    m.game.check_turn(m.state, seat)
    choices = service.move_choices(m, interaction.user.id)
    items = [(c.label if c.label.startswith(c.notation) else f"{c.notation} — {c.label}", c.notation) for c in choices]
    note = ""
    if len(items) > 25:
        note = f" Showing 25 of {len(items)}; type `/kitty move` to filter the rest."
    await interaction.response.send_message(
        f"Your legal moves ({len(items)}).{note}", view=ui.move_picker_view(m, items[:25]), ephemeral=True
    )


@answers_errors
async def board_select(interaction: discord.Interaction, match_id: int, ply: int, value: str) -> None:
    m = current_board_or_stale(interaction, match_id, ply)
    await play_and_post(interaction, m, value, ply)


async def play_and_post(interaction: discord.Interaction, m: Match, text: str, ply: int | None) -> None:
    """Validate fast (so a refusal is ephemeral), defer, commit, then show the board.

    A draft step (a set-up placement, a placement preview) updates the current board
    message in place — the clicked board, or for a slash command the channel's board with
    a private confirmation — so the channel is not flooded; anything else posts anew."""
    bot = bot_of(interaction)
    seat, move = bot.service.check_move(m, interaction.user.id, text)
    assert m.state is not None
    draft = m.game.is_draft(m.state, move, seat) and m.board_message_id is not None
    from_component = interaction.type == discord.InteractionType.component
    on_board = from_component and interaction.message is not None and interaction.message.id == m.board_message_id
    if on_board:
        await interaction.response.defer()
    else:
        await interaction.response.defer(thinking=True, ephemeral=draft)
    try:
        report = await bot.service.play(m.id, interaction.user.id, text, expected_ply=ply)
    except GameError as exc:
        # Lost a race after deferring: answer privately (and drop a public "thinking…").
        if not on_board and not draft:
            await interaction.delete_original_response()
        await interaction.followup.send(str(exc), ephemeral=True)
        return
    if not draft or report.after.outcome() is not None or len(report.applied) != 1:
        if draft and not on_board:
            await interaction.followup.send(f"Done: **{report.applied[0].text}**.", ephemeral=True)
            interaction_for_board = None
        else:
            interaction_for_board = interaction
        await flow.post_board(bot, m, report, interaction_for_board)
    elif on_board:
        await flow.post_board(bot, m, report, interaction, edit=True)
    else:
        await flow.update_board(bot, m, report)
        await interaction.followup.send(f"Done: **{report.applied[0].text}**.", ephemeral=True)


@answers_errors
async def end_answer(interaction: discord.Interaction, match_id: int, ply: int, accept: bool) -> None:
    bot = bot_of(interaction)
    m = bot.service.get(match_id)
    report = await bot.service.answer_end(match_id, interaction.user.id, accept, ply)
    if not accept:
        await interaction.response.edit_message(
            content=f"{interaction.user.mention} declined to end the game. Play on!", view=None
        )
        return
    if report is None:
        await interaction.response.edit_message(
            content=f"{interaction.user.mention} accepted; waiting for the others.", view=ui.end_offer_view(m)
        )
        return
    await interaction.response.edit_message(content="Everyone agreed to end the game.", view=None)
    await flow.post_board(bot, m, report)


def match_for_command(interaction: discord.Interaction) -> Match:
    service = bot_of(interaction).service
    if interaction.channel_id is None:
        raise GameError("Use this in a server channel.")
    return service.require_channel_match(interaction.channel_id)


async def send_lobby(interaction: discord.Interaction, m: Match) -> None:
    await interaction.response.send_message(embed=present.lobby_embed(m), view=ui.lobby_view(m))
    msg = await interaction.original_response()
    await bot_of(interaction).service.set_messages(m, lobby=msg.id)


def choice_list(items: list[Any], current: str, *, limit: int = 25) -> list[discord.app_commands.Choice[str]]:
    """Autocomplete choices whose notation or label contains what was typed."""
    want = " ".join(current.lower().split())
    squeezed = want.replace(" ", "")
    out = []
    for c in items:
        hay = f"{c.notation} {c.label}".lower()
        if not want or want in hay or squeezed in hay.replace(" ", ""):
            name = c.label if c.label.startswith(c.notation) else f"{c.notation} — {c.label}"
            out.append(discord.app_commands.Choice(name=name[:100], value=c.notation[:100]))
            if len(out) >= limit:
                break
    return out


async def safe_reply(interaction: discord.Interaction, text: str) -> None:
    await reply(interaction, text)
