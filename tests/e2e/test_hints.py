"""Issue 30 item 2 through SimCord: the Hint button. Against the AI (and at a table started
with `hints:on` whose players all joined it) a Hint click answers privately with the AI's
move for the clicker's own view, seed and level — exactly `bot.ai.hints.hint` — and the
board with that move marked; nobody else sees anything. A rated table without the option
shows no Hint button and refuses a forged click privately; an old board, a member who
does not play and a player whose turn it is not are refused privately; the history marks
the move made after a hint; ten hints at once on ten tables are all answered."""

from __future__ import annotations

from typing import Any

from simcord.actors import _component_interaction

from bot.ai.hint_texts import REFUSE_RATED, sentence
from bot.ai.hints import Hint, hint
from bot.core.lessons import load_lessons
from bot.core.lessons import start as start_lesson
from bot.core.play import ai_seed
from bot.core.registry import get_game
from bot.core.targets import with_targets
from bot.core.views import TargetView, View
from bot.i18n import ENGLISH_WORDS
from bot.matches.hint_table import HINTED
from bot.matches.models import with_players
from cogs.controller.learn import LESSON_HINT_LEVEL
from render.pool import board_png
from tests.e2e.helpers import (
    button_labels,
    current_match,
    old_boards_stay,
    open_game,
    private_text,
    resign,
    text_of,
)
from tests.e2e.simultaneous import at_once
from tests.e2e.test_learn import button_labels as card_labels


def expected_hint(m: Any, seat: int) -> Hint:
    """The engine's hint for `seat` at `m`'s position, computed here directly."""
    view = dict(m.game.view(m.state, seat))
    return hint(m.game.key, view, seat, m.table_level(), ai_seed(m.seed, m.ply, seat))


def expected_picture(m: Any, got: Hint) -> View:
    """The public view (players named) with the hint's last cell tagged "A", its first
    cell highlighted."""
    public = with_players(m.game.view(m.state, None), m.picture_names())
    mark: TargetView = {"cell": got["cells"][-1], "label": "A", "picked": got["cells"][0]}
    return with_targets(public, [mark])


def attachment_bytes(t: Any, result: Any) -> bytes:
    """The one picture of a private answer (response or follow-up)."""
    messages = [result.response, *result.followups]
    files = [a for msg in messages if msg is not None for a in msg.attachments]
    assert len(files) == 1, files
    data = t.env.backend.cdn.get(files[0].url)
    assert data is not None
    return bytes(data)


async def test_against_the_ai_a_hint_is_the_ais_move_shown_privately_with_the_board_marked(
    table: Any,
) -> None:
    t = table
    await t.alice.slash(t.channel, "kitty start towers", opponent="ai", level="easy")
    board = t.channel.last_message
    m = current_match(t)
    assert "Hint" in button_labels(board)
    expected = expected_hint(m, 0)
    picture = expected_picture(m, expected)
    in_channel = len(t.channel.history())

    r = await t.alice.click(board, label="Hint")

    text = private_text(r)
    assert f"**{expected['move']}**" in text
    assert expected["reason"] is None or sentence(expected["reason"], ENGLISH_WORDS) in text
    assert expected["move"] in {c.notation for c in m.game.move_choices(m.state, 0)}
    assert attachment_bytes(t, r) == board_png(picture)
    # Nobody else sees anything: nothing new in the channel, the board is unchanged.
    assert len(t.channel.history()) == in_channel and current_match(t).ply == 0
    # A member who does not play is refused privately.
    other = await t.bob.click(board, label="Hint")
    assert "not playing" in private_text(other)


async def test_a_rated_table_has_no_hint_button_and_refuses_a_forged_click(table: Any) -> None:
    t = table
    board = await open_game(t)
    m = current_match(t)
    assert "Hint" not in button_labels(board)
    stored = t.env.backend.get_message(t.channel.id, board.id)
    forged = f"kt:h:{m.id}:{m.ply}"
    stored.components[0]["components"][0]["custom_id"] = forged
    in_channel = len(t.channel.history())

    r = await _component_interaction(t.alice, stored, {"custom_id": forged, "component_type": 2})

    assert str(REFUSE_RATED) in private_text(r)
    assert HINTED not in current_match(t).meta and current_match(t).ply == 0
    assert len(t.channel.history()) == in_channel


async def test_at_an_agreed_table_the_history_marks_the_move_made_after_a_hint(
    table: Any,
) -> None:
    t = table
    await t.alice.slash(t.channel, "kitty start towers", hints="on")
    lobby = t.channel.last_message
    assert "Hints" in [f.name for f in lobby.embeds[0].fields]
    await t.bob.click(lobby, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    board = t.channel.last_message
    m = current_match(t)
    assert "Hint" in button_labels(board)
    # Not Bob's turn: refused privately, nothing remembered.
    early = await t.bob.click(board, label="Hint")
    assert "turn" in private_text(early).lower() and HINTED not in m.meta
    expected = expected_hint(m, 0)
    r = await t.alice.click(board, label="Hint")
    assert f"**{expected['move']}**" in private_text(r)

    with old_boards_stay(t.env):  # the first board stays on screen for the click below
        await t.alice.slash(t.channel, "kitty move", move=expected["move"])
        await t.bob.slash(t.channel, "kitty move", move="b1-c1")
        # The first board is old now: its Hint is refused.
        old = await t.alice.click(board, label="Hint")
    assert "moved on" in private_text(old)

    hist = await t.carol.slash(t.channel, "kitty history")
    lines = [line for line in text_of(hist).splitlines() if line]
    assert lines[0].startswith("1. ") and lines[0].endswith("💡 (after a hint)"), lines
    assert lines[1].startswith("2. ") and "hint" not in lines[1], lines


async def test_ten_hints_at_once_on_ten_tables_are_all_answered(table: Any) -> None:
    t = table
    boards: list[tuple[Any, Hint]] = []
    for i in range(10):
        channel = t.guild.create_text_channel(f"hint-{i}")
        await t.alice.slash(channel, "kitty start towers", opponent="ai", level="easy")
        m = t.env.bot.service.in_channel(channel.id)
        boards.append((channel.last_message, expected_hint(m, 0)))

    results = await at_once(t.env, [t.alice.click(b, label="Hint") for b, _ in boards])

    for r, (_board, expected) in zip(results, boards, strict=True):
        assert f"**{expected['move']}**" in private_text(r)
        assert attachment_bytes(t, r)


async def test_a_lesson_card_offers_a_hint_the_ais_move_for_the_learner(table: Any) -> None:
    t = table
    game = get_game("towers")
    lesson = load_lessons(game)[0]
    first = await t.alice.slash(t.channel, "kitty learn", game=game.key)
    card = first.response
    assert "Hint" in card_labels(card)
    state = start_lesson(game, lesson).state
    seat = lesson.seat
    seed = lesson.goal.seed + state.ply
    expected = hint(game.key, dict(game.view(state, seat)), seat, LESSON_HINT_LEVEL, seed)
    assert expected["move"] in {c.notation for c in game.move_choices(state, seat)}

    r = await t.alice.click(card, label="Hint")

    assert f"**{expected['move']}**" in private_text(r)
    assert attachment_bytes(t, r)
    assert t.channel.last_message is None, "lessons post nothing in the channel"


async def test_a_rematch_keeps_the_hints_option_and_its_lobby_shows_it(table: Any) -> None:
    t = table
    await open_game(t, hints="on")
    await resign(t.alice, t.channel)
    r = await t.alice.click(t.channel.last_message, label="Rematch")
    assert not r.ephemeral
    lobby = t.channel.last_message
    assert current_match(t).meta.get("hints") == "on"
    assert "Hints" in [f.name for f in lobby.embeds[0].fields]
    await t.bob.click(lobby, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    assert "Hint" in button_labels(t.channel.last_message)
