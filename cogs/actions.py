"""What each button and command does, in Discord terms: check who is asking and where,
call the match service, and answer (the board publicly; every refusal ephemerally).

Answers come within Discord's 3 seconds: the work runs first and the answer carries its
result (one REST call); only when the work is not done after `SAFE_SECONDS` is the
interaction deferred. A refusal that comes after a public "thinking…" removes it and is
shown privately.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, TypeVar, cast

import discord

from bot.core.errors import GameError, StaleMoveError
from bot.matches import Match, picker
from cogs import present, ui
from cogs.common import PUBLIC_PLACEHOLDER, answers_errors, board_link

if TYPE_CHECKING:
    from bot.app import KittyBot

T = TypeVar("T")

#: Seconds of work after which an interaction is deferred (Discord allows 3).
SAFE_SECONDS = 2.0

LOBBY_FOLLOWS = "Done — the lobby message will catch up in a moment."


def bot_of(interaction: discord.Interaction) -> KittyBot:
    return cast("KittyBot", interaction.client)


def display_name(interaction: discord.Interaction) -> str:
    return interaction.user.display_name


def is_moderator(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and (perms.manage_messages or perms.administrator))


async def in_time(
    interaction: discord.Interaction,
    work: Awaitable[T],
    *,
    thinking: bool = True,
    ephemeral: bool = False,
) -> T:
    """Await `work`; if it takes longer than `SAFE_SECONDS`, defer the interaction first
    (publicly "thinking…" unless `ephemeral`; a silent update for components when not
    `thinking`) so Discord's 3-second limit is never missed."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=SAFE_SECONDS)
    if not done and not interaction.response.is_done():
        await defer(interaction, thinking=thinking, ephemeral=ephemeral)
    return await task


async def defer(
    interaction: discord.Interaction, *, thinking: bool = True, ephemeral: bool = False
) -> None:
    """Defer, remembering when a public placeholder was shown (an error must remove it)."""
    if interaction.response.is_done():
        return
    if interaction.type == discord.InteractionType.component and not thinking:
        await interaction.response.defer()
        return
    await interaction.response.defer(thinking=True, ephemeral=ephemeral)
    if not ephemeral:
        interaction.extras[PUBLIC_PLACEHOLDER] = True


def match_here(interaction: discord.Interaction, match_id: int) -> Match:
    """The match a component belongs to — refused when it belongs to another channel (a
    forged or copied custom id) or the interaction comes from a DM."""
    if interaction.guild_id is None:
        raise GameError("Kitty Tower works in server channels, not in direct messages.")
    m = bot_of(interaction).service.get(match_id)
    if m.channel_id != interaction.channel_id:
        raise GameError("This button belongs to a game in another channel.")
    return m


# ----- lobby ---------------------------------------------------------------------------
async def show_lobby(interaction: discord.Interaction, m: Match) -> None:
    """Answer a lobby click by editing the lobby message. If Discord fails, the change
    stands: say so and refresh the message in the background."""
    embed, view = present.lobby_embed(m), ui.lobby_view(m)
    try:
        if interaction.response.is_done():
            await interaction.edit_original_response(embed=embed, view=view)
        else:
            await interaction.response.edit_message(embed=embed, view=view)
    except discord.HTTPException:
        bot = bot_of(interaction)
        asyncio.create_task(bot.publisher.refresh_lobby(m, embed, view))
        await _quiet_private(interaction, LOBBY_FOLLOWS)


async def _quiet_private(interaction: discord.Interaction, text: str) -> None:
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        pass


@answers_errors
async def lobby_button(interaction: discord.Interaction, match_id: int, action: str) -> None:
    bot = bot_of(interaction)
    service = bot.service
    user = interaction.user
    m = match_here(interaction, match_id)
    if action == "join":
        m = await in_time(
            interaction, service.join(match_id, user.id, display_name(interaction)), thinking=False
        )
        await show_lobby(interaction, m)
    elif action == "leave":
        m = await in_time(interaction, service.leave(match_id, user.id), thinking=False)
        await show_lobby(interaction, m)
    elif action == "cancel":
        m = await in_time(
            interaction,
            service.cancel(match_id, user.id, moderator=is_moderator(interaction)),
            thinking=False,
        )
        await _edit_clicked(
            interaction,
            embed=present.lobby_closed_embed(m, f"Cancelled by {user.mention}."),
            view=None,
        )
    elif action == "ai":
        service.require_intact(m)
        if m.seat_of(user.id) is None and user.id != m.host_id:
            raise GameError("Join the game first to add AI players.")
        await interaction.response.send_message(
            "Which AI would you like to add?", view=ui.ai_level_view(m), ephemeral=True
        )
    elif action == "start":
        m = await in_time(interaction, service.start(match_id, user.id), thinking=False)
        await _edit_clicked(
            interaction,
            embed=present.lobby_closed_embed(m, "The game has started — see the board below."),
            view=None,
        )
        await bot.publisher.show(m)


async def _edit_clicked(interaction: discord.Interaction, **kwargs: Any) -> None:
    """Edit the message whose component was clicked (best effort: the change stands)."""
    try:
        if interaction.response.is_done():
            await interaction.edit_original_response(**kwargs)
        else:
            await interaction.response.edit_message(**kwargs)
    except discord.HTTPException:
        await _quiet_private(interaction, "Done.")


@answers_errors
async def add_ai(interaction: discord.Interaction, match_id: int, level: str) -> None:
    """A level was picked after "Add AI": seat the AI and update the lobby message."""
    bot = bot_of(interaction)
    match_here(interaction, match_id)
    m = await in_time(
        interaction, bot.service.add_ai(match_id, interaction.user.id, level), thinking=False
    )
    await _edit_clicked(interaction, content=f"Added a {level} AI.", view=None)
    await bot.publisher.refresh_lobby(m, present.lobby_embed(m), ui.lobby_view(m))


@answers_errors
async def lobby_select(
    interaction: discord.Interaction, match_id: int, what: str, value: str
) -> None:
    service = bot_of(interaction).service
    m = match_here(interaction, match_id)
    if what == "ai":
        m = await in_time(
            interaction, service.add_ai(match_id, interaction.user.id, value), thinking=False
        )
    elif m.seat_of(interaction.user.id) is None:
        m = await in_time(
            interaction,
            service.join(
                match_id, interaction.user.id, display_name(interaction), difficulty=value
            ),
            thinking=False,
        )
    else:
        m = await in_time(
            interaction,
            service.set_difficulty(match_id, interaction.user.id, value),
            thinking=False,
        )
    await show_lobby(interaction, m)


# ----- board components ----------------------------------------------------------------
def current_board_or_stale(interaction: discord.Interaction, match_id: int, ply: int) -> Match:
    """The match, if this component belongs to its current board; else `StaleMoveError`
    (the error handler adds the link to the newest board)."""
    m = match_here(interaction, match_id)
    bot_of(interaction).service.require_intact(m)
    if m.status != "active":
        raise StaleMoveError("This game is over.")
    if ply != m.ply:
        raise StaleMoveError("This board has moved on.")
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
    """Privately list the clicker's legal moves as a menu (the phone-friendly way to move):
    one menu when they fit, else a menu of pieces / kinds of action that opens a second
    menu of its moves — every legal move in two taps."""
    m, choices = _my_choices(interaction, match_id, ply)
    text, view = _picker_message(m, choices)
    await interaction.response.send_message(text, view=view, ephemeral=True)


def _my_choices(
    interaction: discord.Interaction, match_id: int, ply: int
) -> tuple[Match, list[Any]]:
    m = current_board_or_stale(interaction, match_id, ply)
    service = bot_of(interaction).service
    assert m.state is not None
    seat = service.seat_for(m, interaction.user.id)
    m.game.check_turn(m.state, seat)
    return m, service.move_choices(m, interaction.user.id)


def _picker_message(m: Match, choices: list[Any]) -> tuple[str, discord.ui.View]:
    if len(choices) <= picker.MENU_LIMIT:
        return f"Your legal moves ({len(choices)}).", ui.move_picker_view(
            m, [_option(c) for c in choices]
        )
    groups = picker.group_moves(choices)
    options = [
        (f"{g.label} — {len(g.choices)} move{'s' if len(g.choices) > 1 else ''}", g.key)
        for g in groups
    ]
    return (
        f"You have {len(choices)} legal moves. First pick what to move, then where.",
        ui.group_picker_view(m, options),
    )


def _option(c: Any) -> tuple[str, str]:
    return (c.label if c.label.startswith(c.notation) else f"{c.notation} — {c.label}", c.notation)


@answers_errors
async def pick_group(interaction: discord.Interaction, match_id: int, ply: int, key: str) -> None:
    """Second tap: the moves of the picked group (and a way back to the first menu)."""
    m, choices = _my_choices(interaction, match_id, ply)
    group = picker.find_group(choices, key)
    if group is None:
        raise StaleMoveError("Your moves have changed; press **My moves** again.")
    options = [_option(c) for c in group.choices]
    if len(options) < picker.MENU_LIMIT:
        options.append(("← back to all your moves", BACK))
    await interaction.response.edit_message(
        content=f"Moves of **{group.label}**:", view=ui.move_picker_view(m, options)
    )


#: The value of the "back" option of a second menu.
BACK = "__back__"


@answers_errors
async def board_select(
    interaction: discord.Interaction, match_id: int, ply: int, value: str
) -> None:
    if value == BACK:
        m, choices = _my_choices(interaction, match_id, ply)
        text, view = _picker_message(m, choices)
        await interaction.response.edit_message(content=text, view=view)
        return
    m = current_board_or_stale(interaction, match_id, ply)
    await play_and_post(interaction, m, value, ply)


async def play_and_post(
    interaction: discord.Interaction,
    m: Match,
    text: str,
    ply: int | None,
    *,
    confirmed: bool = False,
) -> None:
    """Validate fast (so a refusal is private and instant), commit, then show the board —
    as the answer itself when everything fits in Discord's 3 seconds.

    A draft step (a set-up placement, a placement preview) updates the current board
    message in place — the clicked board, or for a slash command the channel's board with
    a private confirmation — so the channel is not flooded; anything else posts anew."""
    bot = bot_of(interaction)
    seat, move = bot.service.check_move(m, interaction.user.id, text)
    assert m.state is not None
    warning = None if confirmed else m.game.warn_before(m.state, move, seat)
    if warning is not None:
        notation = m.game.format_move(m.state, move)
        await interaction.response.send_message(
            f"{warning} Play **{notation}**?",
            view=ui.confirm_view(m, notation, f"Play {notation}"),
            ephemeral=True,
        )
        return
    draft = m.game.is_draft(m.state, move, seat) and m.board_message_id is not None
    from_component = interaction.type == discord.InteractionType.component
    on_board = (
        from_component
        and interaction.message is not None
        and interaction.message.id == m.board_message_id
    )
    if on_board and draft:
        await defer(interaction, thinking=False)
    elif m.game.caps.heavy_moves:
        await defer(interaction, ephemeral=draft)
    work = bot.service.play(m.id, interaction.user.id, text, expected_ply=ply)
    report = await in_time(interaction, work, ephemeral=draft)
    single_draft = draft and report.after.outcome() is None and len(report.applied) == 1
    if not single_draft:
        await bot.publisher.show(m, report, interaction)
    elif on_board:
        await bot.publisher.edit_board_in_place(m, report, interaction)
    else:
        await bot.publisher.update_board(m, report)
        await _quiet_private(interaction, f"Done: **{report.applied[0].text}**.")


@answers_errors
async def confirm_move(
    interaction: discord.Interaction, match_id: int, ply: int, move: str, play: bool
) -> None:
    """The answer to a warning: play the move after all, or keep playing."""
    m = match_here(interaction, match_id)
    if not play:
        await _edit_clicked(interaction, content="Not played. Your turn goes on.", view=None)
        return
    if ply != m.ply or m.status != "active":
        raise StaleMoveError("This board has moved on.")
    await play_and_post(interaction, m, move, ply, confirmed=True)


@answers_errors
async def ask_resign(interaction: discord.Interaction, m: Match) -> None:
    """`/kitty resign`: ask privately first."""
    service = bot_of(interaction).service
    service.require_playable(m)
    service.seat_for(m, interaction.user.id)
    await interaction.response.send_message(
        "Resign this game? The others are told at once.", view=ui.resign_view(m), ephemeral=True
    )


@answers_errors
async def confirm_resign(interaction: discord.Interaction, match_id: int, resign: bool) -> None:
    bot = bot_of(interaction)
    m = match_here(interaction, match_id)
    if not resign:
        await _edit_clicked(interaction, content="You play on.", view=None)
        return
    report = await in_time(
        interaction, bot.service.resign(m.id, interaction.user.id), thinking=False
    )
    await _edit_clicked(interaction, content="You resigned.", view=None)
    await bot.publisher.show(m, report)


@answers_errors
async def end_answer(
    interaction: discord.Interaction, match_id: int, ply: int, accept: bool
) -> None:
    bot = bot_of(interaction)
    m = match_here(interaction, match_id)
    report = await in_time(
        interaction,
        bot.service.answer_end(match_id, interaction.user.id, accept, ply),
        thinking=False,
    )
    if not accept:
        await _edit_clicked(
            interaction,
            content=f"{interaction.user.mention} declined to end the game. Play on!",
            view=None,
        )
        return
    if report is None:
        await _edit_clicked(
            interaction,
            content=f"{interaction.user.mention} accepted; waiting for the others.",
            view=ui.end_offer_view(m),
        )
        return
    await _edit_clicked(interaction, content="Everyone agreed to end the game.", view=None)
    await bot.publisher.show(m, report)


def match_for_command(interaction: discord.Interaction) -> Match:
    service = bot_of(interaction).service
    if interaction.channel_id is None or interaction.guild_id is None:
        raise GameError("Kitty Tower works in server channels, not in direct messages.")
    return service.require_channel_match(interaction.channel_id)


async def send_lobby(interaction: discord.Interaction, m: Match) -> None:
    """Answer with the lobby card and remember it as the lobby message."""
    kwargs: dict[str, Any] = {"embed": present.lobby_embed(m), "view": ui.lobby_view(m)}
    if interaction.response.is_done():
        msg = await interaction.followup.send(wait=True, **kwargs)
    else:
        sent = await interaction.response.send_message(**kwargs)
        resource = getattr(sent, "resource", None)
        msg = (
            resource
            if isinstance(resource, discord.Message)
            else await interaction.original_response()
        )
    await bot_of(interaction).service.set_lobby_message(m, msg.id)


def choice_list(items: list[Any], current: str) -> list[discord.app_commands.Choice[str]]:
    """Autocomplete: the moves matching what was typed (moves from a typed cell first).
    When more than 25 match, the last entry (still a legal move) says how to narrow."""
    shown, total = picker.narrow(items, current)
    out = [
        discord.app_commands.Choice(name=_option(c)[0][:100], value=c.notation[:100]) for c in shown
    ]
    if total > len(out):
        last = shown[-1]
        hint = f" · {total - len(out)} more: type a cell or piece (e.g. {picker.group_key(items[0].notation)})"
        out[-1] = discord.app_commands.Choice(
            name=(last.notation + hint)[:100], value=last.notation[:100]
        )
    return out


__all__ = ["board_link"]
