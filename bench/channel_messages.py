"""How many messages (and images) a channel holds after play, and how many REST calls a
move costs (issue 29: one live board per table).

Starts the real bot against SimCord with a fresh database and plays, with members picking
a legal move each turn:

1. one whole Towers game of a member against the easy AI;
2. 20 rounds of a 4-seat Kitty table (two members, two AI seats).

For each it prints the messages the channel holds, those with an image, those whose
buttons still accept moves ("live": board buttons of the current ply), and the REST calls
that carried boards (interaction answers, posts, edits and deletes in the channel) per
accepted move.

    python -m bench.channel_messages
"""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path
from typing import Any

from simcord.env import Env

from bench.sim_world import last_message
from tests.e2e.conftest import make_bot

ROUNDS = 20


def board_buttons(channel: Any, match_id: int, ply: int | None = None) -> int:
    """Messages carrying move buttons of `match_id` (of any ply, or of `ply`: those a
    click would be taken on)."""
    out = 0
    for msg in channel.history():
        ids = [
            getattr(item, "custom_id", "") or ""
            for row in msg.components
            for item in getattr(row, "children", [row])
        ]
        prefix = f"kt:b:{match_id}:" if ply is None else f"kt:b:{match_id}:{ply}:"
        if any(i.startswith(prefix) for i in ids):
            out += 1
    return out


def board_calls(env: Any, channel_id: int, start: int) -> int:
    """REST calls since `start` that answered an interaction or touched the channel's
    messages (DMs and everything else left out)."""
    n = 0
    for q in list(env.http_requests)[start:]:
        answer = q.path.endswith("/callback") or "/webhooks/" in q.path
        if answer or q.path.startswith(f"/channels/{channel_id}/messages"):
            n += 1
    return n


async def play_until(
    env: Any, bot: Any, channel: Any, humans: list[Any], plies: int, rng: random.Random
) -> tuple[int, int]:
    """Members move (AI seats move by themselves) until `plies` or the end; returns
    (accepted moves, board REST calls)."""
    m = bot.service.in_channel(channel.id)
    start = len(env.http_requests)
    first_ply = m.ply
    while m.status == "active" and m.ply < plies:
        acted = False
        for h in humans:
            choices = bot.service.turns.move_choices(m, h.id)
            if choices:
                r = await h.slash(channel, "kitty move", move=rng.choice(choices).notation)
                assert not r.ephemeral, r.response.content if r.response else r
                acted = True
                break
        await env.settle()
        if not acted and m.status == "active":
            await env.settle()
    return m.ply - first_ply, board_calls(env, channel.id, start)


def report(name: str, channel: Any, match: Any, moves: int, calls: int) -> None:
    msgs = channel.history()
    images = sum(1 for x in msgs if x.attachments or any(e.image for e in x.embeds))
    buttons = board_buttons(channel, match.id)
    live = board_buttons(channel, match.id, match.ply)
    print(
        f"{name} ({match.status}): {moves} moves; channel holds {len(msgs)} messages, "
        f"{images} with an image, {buttons} with move buttons ({live} of the current "
        f"move); board REST calls per move {calls / max(moves, 1):.2f}"
    )


async def main() -> None:
    rng = random.Random(29)
    with tempfile.TemporaryDirectory() as tmp:
        bot = make_bot(Path(tmp) / "kitty.sqlite3")
        env = Env(bot, settle_timeout=120)
        guild = env.create_guild(name="Bench")
        towers = guild.create_text_channel("towers")
        kitty = guild.create_text_channel("kitty")
        alice = guild.add_member(env.create_user("alice"))
        bob = guild.add_member(env.create_user("bob"))
        await env.start()
        await bot.tree.sync()
        await env.settle()

        await alice.slash(towers, "kitty start towers", opponent="ai", level="easy")
        await env.settle()
        moves, calls = await play_until(env, bot, towers, [alice], 10_000, rng)
        report("Towers vs AI, whole game", towers, _match(bot, towers), moves, calls)

        await alice.slash(kitty, "kitty start kitty", players=4, setup="random")
        lobby = last_message(kitty)
        await bob.click(lobby, label="Join")
        for _ in range(2):
            choice = await alice.click(lobby, label="Add AI")
            assert choice.response is not None
            await alice.click(choice.response, label="Easy AI")
        await alice.click(last_message(kitty), label="Start")
        await env.settle()
        m = _match(bot, kitty)
        moves, calls = await play_until(env, bot, kitty, [alice, bob], m.ply + 4 * ROUNDS, rng)
        report(f"Kitty 4 seats (2 AI), {ROUNDS} rounds", kitty, m, moves, calls)
        await bot.store.close()


def _match(bot: Any, channel: Any) -> Any:
    """The channel's newest match (finished ones included)."""
    found = bot.service.in_channel(channel.id)
    if found is not None:
        return found
    return max(
        (m for m in bot.service.matches.values() if m.channel_id == channel.id),
        key=lambda m: m.id,
    )


if __name__ == "__main__":
    asyncio.run(main())
