"""Issue 29 item 7 through SimCord: every image the bot attaches during a whole game
carries a description for screen readers (Discord's attachment description, at most
1 024 characters) built from the same view: a board's names the player to move (or says
the game is over), the "where can it go" picture's too, a replay's says what it replays.
What is checked is what the simulated Discord received with each uploaded file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tests.e2e.helpers import current_match, open_game, text_of
from tests.e2e.test_two_taps import options_of

#: Discord's limit for an attachment's description.
LIMIT = 1024


@dataclass
class Upload:
    """One file the bot uploaded, and what its description had to name at that moment."""

    filename: str
    description: str | None
    expected: str


def record_uploads(t: Any, match_id: int) -> list[Upload]:
    """Every file uploaded to the simulated Discord from now on (by wrapping its CDN),
    with the name of the player to move in match `match_id` when it was sent ("Game over"
    once it ended)."""
    uploads: list[Upload] = []
    cdn = t.env.backend.cdn
    store = cdn.store_attachment

    def recorded(
        attachment_id: int, channel_id: int, filename: str, data: bytes, description: Any
    ) -> Any:
        m = t.env.bot.service.matches[match_id]
        out = m.state.outcome()
        if out is not None:
            expected = "Game over"
        else:
            expected = f"{m.picture_names()[m.state.to_move]} "
        uploads.append(Upload(filename, description, expected))
        return store(attachment_id, channel_id, filename, data, description)

    cdn.store_attachment = recorded
    return uploads


def check(uploads: list[Upload], game: str) -> None:
    """Every upload has a description within Discord's limit; a board's names its player
    to move (or the end), a replay's says it is one."""
    assert uploads
    boards = [
        u
        for u in uploads
        if u.filename.startswith((f"{game}-", "where-")) and u.filename.endswith(".png")
    ]
    replays = [u for u in uploads if u.filename.endswith(".gif")]
    assert len(boards) > 5 and any(u.filename.startswith("where-") for u in boards)
    assert len(replays) == 1
    for u in uploads:
        assert u.description, f"{u.filename} has no description"
        assert len(u.description) <= LIMIT, (u.filename, len(u.description))
    for u in boards:
        assert u.expected in u.description, (u.filename, u.expected, u.description)
        if u.expected != "Game over":
            assert f"{u.expected}(" in u.description and "to play." in u.description
    for u in replays:
        assert u.description is not None and u.description.startswith("Replay of game #")


async def look_where_it_can_go(t: Any, actor: Any) -> None:
    """My moves, then the first group: the private answer carries the picture."""
    r = await actor.click(t.channel.last_message, label="My moves")
    groups = options_of(r.response)
    await actor.select(r.response, values=[groups[0][1]])
    assert r.response.attachments, "the pick was answered without a picture"


async def play_out(t: Any, players: dict[int, Any], prefer: tuple[str, ...]) -> None:
    """Play the current game to its end: moves starting with `prefer` first (else the
    first legal move), answering a game's "play this?" with yes, `/kitty board` once."""
    service = t.env.bot.service
    for turn in range(400):
        m = current_match(t)
        if m is None:
            return
        if turn == 3:
            await players[0].slash(t.channel, "kitty board")
        actor = players[m.state.to_move]
        legal = [c.notation for c in service.turns.move_choices(m, actor.id)]
        move = next((n for p in prefer for n in legal if n.startswith(p)), legal[0])
        r = await actor.slash(t.channel, "kitty move", move=move)
        if r.ephemeral and "Play" in str(r.response.components):
            await actor.click(r.response, label=f"Play {move}")
        elif r.ephemeral:
            assert move in text_of(r), text_of(r)
    raise AssertionError("the game did not end")


async def test_every_towers_image_has_a_description_naming_the_player_to_move(
    table: Any,
) -> None:
    t = table
    await open_game(t, quiet=10)
    uploads = record_uploads(t, current_match(t).id)
    await look_where_it_can_go(t, t.alice)
    await play_out(t, {0: t.alice, 1: t.bob}, ())
    await t.alice.click(t.channel.last_message, label="Replay")
    check(uploads, "towers")


async def test_every_kitty_image_has_a_description_naming_the_player_to_move(
    table: Any,
) -> None:
    t = table
    await open_game(t, game="kitty", setup="random")
    uploads = record_uploads(t, current_match(t).id)
    m = current_match(t)
    players = {m.seat_of(x.id): x for x in (t.alice, t.bob)}
    await look_where_it_can_go(t, players[m.state.to_move])
    await play_out(t, players, ("stack", "done", "pass"))
    await t.alice.click(t.channel.last_message, label="Replay")
    check(uploads, "kitty")
