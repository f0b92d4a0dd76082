"""Issue 29 item 3 through SimCord: after a player picks what to move in My moves, the
private answer is the tagged menu plus the board (public view, players named) with that
group's targets marked, drawn off the event loop; nobody else sees anything, an old
board's pick is refused, ten picks at once are all answered, and a failing drawing still
leaves the menu."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

import render
from bot.core.targets import targets_for, with_targets
from bot.core.views import View
from bot.matches.models import with_players
from bot.matches.picker import find_group
from render.pool import board_png
from tests.e2e.helpers import current_match, open_game, option_value, private_text
from tests.e2e.simultaneous import at_once
from tests.e2e.test_two_taps import options_of


class Drawn:
    """The views `render.render_view` was asked to draw, and on which threads (recorded
    under a lock: drawings run in worker threads)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.views: list[View] = []
        self.threads: list[int] = []

    def marked(self) -> list[View]:
        with self.lock:
            return [v for v in self.views if v.get("targets")]


def spy_drawing(monkeypatch: pytest.MonkeyPatch, fail: bool = False) -> Drawn:
    """Wrap `render.render_view` (what `render.pool.board_png` calls) to record its input;
    with `fail`, every drawing raises after being recorded."""
    drawn = Drawn()
    real: Callable[..., bytes] = render.render_view

    def recorded(view: View, lang: str = "en") -> bytes:
        with drawn.lock:
            drawn.views.append(view)
            drawn.threads.append(threading.get_ident())
        if fail:
            raise RuntimeError("the drawing broke")
        return real(view, lang)

    monkeypatch.setattr(render, "render_view", recorded)
    return drawn


def expected_view(t: Any, m: Any, user_id: int, key: str) -> View:
    """The public view with players' names and the targets of group `key` for `user_id`."""
    choices = t.env.bot.service.turns.move_choices(m, user_id)
    group = find_group(choices, key)
    assert group is not None
    public = with_players(m.game.view(m.state, None), m.picture_names())
    marks = targets_for(m.game, m.state, m.seat_of(user_id), group.choices)
    assert marks
    return with_targets(public, marks)


def picture_bytes(t: Any, menu: Any) -> bytes:
    (attachment,) = menu.attachments
    data = t.env.backend.cdn.get(attachment.url)
    assert data is not None
    return bytes(data)


async def test_a_pick_answers_privately_with_the_board_marked_with_its_targets(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    board = await open_game(t)
    m = current_match(t)
    r = await t.alice.click(board, label="My moves")
    menu = r.response
    key = option_value(menu, "a1")
    expected = expected_view(t, m, t.alice.id, key)
    drawn = spy_drawing(monkeypatch)
    in_channel = len(t.channel.history())
    loop_thread = threading.get_ident()

    pick = await t.alice.select(menu, values=[key])

    assert pick.acknowledged and menu.ephemeral
    assert drawn.marked() == [expected]
    assert loop_thread not in drawn.threads, "the picture was drawn on the event loop"
    assert picture_bytes(t, menu) == board_png(expected)
    (attachment,) = menu.attachments
    assert attachment.filename == f"where-{m.id}-{m.ply}.png"
    assert attachment.description and "Where a1 can go: A on " in attachment.description
    # The menu's options carry the tags the picture draws.
    labels = [label for label, v in options_of(menu) if v != "__back__"]
    assert labels and all(label.startswith(("A · ", "B · ")) for label in labels)
    # Nobody else sees anything: no message in the channel, the answer is ephemeral.
    assert len(t.channel.history()) == in_channel and menu.ephemeral
    # Back to all the moves: the picture goes away.
    await t.alice.select(menu, values=["__back__"])
    assert menu.attachments == []


async def test_a_pick_on_an_old_board_is_refused_privately(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    board = await open_game(t)
    r = await t.alice.click(board, label="My moves")
    menu = r.response
    key = option_value(menu, "a1")
    await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    await t.bob.slash(t.channel, "kitty move", move="b1-c1")
    m = current_match(t)
    ply = m.ply
    drawn = spy_drawing(monkeypatch)
    in_channel = len(t.channel.history())

    old = await t.alice.select(menu, values=[key])

    assert "moved on" in private_text(old)
    assert drawn.marked() == [] and menu.attachments == []
    assert current_match(t).ply == ply and len(t.channel.history()) == in_channel


async def test_ten_picks_at_once_on_ten_tables_are_all_answered_with_their_picture(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    menus: list[tuple[Any, str, View]] = []
    for i in range(10):
        channel = t.guild.create_text_channel(f"where-{i}")
        await t.alice.slash(channel, "kitty start towers")
        await t.bob.click(channel.last_message, label="Join")
        await t.alice.click(channel.last_message, label="Start")
        m = t.env.bot.service.in_channel(channel.id)
        r = await t.alice.click(channel.last_message, label="My moves")
        key = option_value(r.response, "a1")
        menus.append((r.response, key, expected_view(t, m, t.alice.id, key)))
    drawn = spy_drawing(monkeypatch)

    await at_once(t.env, [t.alice.select(menu, values=[key]) for menu, key, _ in menus])

    marked = drawn.marked()
    assert len(marked) == 10
    for menu, _key, expected in menus:
        assert expected in marked
        assert picture_bytes(t, menu) == board_png(expected)
        assert options_of(menu)[0][0].startswith("A · ")


async def test_a_failing_drawing_still_answers_with_the_tagged_menu(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    board = await open_game(t)
    r = await t.alice.click(board, label="My moves")
    menu = r.response
    key = option_value(menu, "a1")
    drawn = spy_drawing(monkeypatch, fail=True)

    await t.alice.select(menu, values=[key])

    assert len(drawn.marked()) == 1  # it was tried
    assert menu.attachments == []
    assert "Moves of **a1**" in menu.content
    assert options_of(menu)[0][0].startswith("A · ")
    assert current_match(t).ply == 0


async def test_cat_and_the_tower_has_no_picture(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    board = await open_game(t, game="cattower")
    r = await t.alice.click(board, label="My moves")
    menu = r.response
    groups = [v for _, v in options_of(menu)]
    drawn = spy_drawing(monkeypatch)
    if "First pick what to move" in private_text(r):
        await t.alice.select(menu, values=[groups[0]])
        assert "Moves of" in menu.content
    assert drawn.marked() == [] and menu.attachments == []
