"""How the load bench drives SimCord as Discord clients would, and keeps the simulated
Discord's own stores out of the bot's memory (see `bench.load`'s docstring): slash commands
fired without settling the world, answers waited for without polling, the bot's timers run
as a real event loop runs them, and SimCord's CDN, transcript, request log and message store
trimmed to what the bot may still touch."""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

import discord
from simcord import actors as sim_actors
from simcord import interactions as sim_interactions
from simcord._dpy_internals import real_monotonic
from simcord.builders import ChannelHandle
from simcord.enums import AppCommandType, InteractionType
from simcord.env import Env
from simcord.results import InteractionResult


def fire_slash(actor: Any, channel: Any, name: str, **options: Any) -> InteractionResult:
    """Deliver a slash command to the bot now; the answer arrives later on the result."""
    parts = name.split()
    root = sim_actors._resolve_visible_command(
        actor, channel.id, parts[0], AppCommandType.CHAT_INPUT
    )
    leaf, nesting = sim_interactions.walk_to_subcommand(root, parts[1:])
    leaf_options, resolved = sim_interactions.build_options(
        actor, name, leaf, options, channel_id=channel.id
    )
    data: dict[str, Any] = {
        "id": root["id"],
        "name": root["name"],
        "type": AppCommandType.CHAT_INPUT,
        "options": sim_interactions.nest_options(root, nesting, leaf_options),
    }
    if resolved:
        data["resolved"] = resolved
    backend = actor._env.backend
    record, payload = sim_interactions.base_payload(
        backend,
        type=InteractionType.APPLICATION_COMMAND,
        channel_id=channel.id,
        guild_id=actor.guild.id,
        user_id=actor.id,
        data=data,
    )
    backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(actor._env, record)


class Answers(list[Any]):
    """SimCord's log of the bot's REST calls (it replaces `backend.http_requests`) that also
    wakes the table waiting for the interaction a call answers, so no table polls, and
    notes when each interaction got its first answer (`first`: what Discord's 3 s limit).
    It counts the calls by kind (`kinds`) and keeps none of them: SimCord's log holds a
    deep copy of every request body, memory of the simulated Discord that grew with the
    run's length and was counted in the bot's peak (see the module docstring)."""

    TOKEN = re.compile(r"simcord_interaction_[0-9]+")

    def __init__(self, keep: bool = False) -> None:
        super().__init__()
        self.keep = keep  # keep the calls too (SimCord's own behaviour)
        self.waiters: dict[str, asyncio.Future[None]] = {}
        self.first: dict[str, float] = {}
        self.kinds: Counter[str] = Counter()

    def append(self, entry: Any) -> None:
        self.kinds[rest_kind(entry)] += 1
        if self.keep:
            super().append(entry)
        found = self.TOKEN.search(entry.path)
        if found and entry.path.endswith("/callback"):
            self.first.setdefault(found.group(0), time.perf_counter())
        waiter = self.waiters.pop(found.group(0), None) if found else None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)  # the table looks once SimCord has handled the call

    async def answered(self, result: InteractionResult) -> bool:
        """Wait until the interaction has its final answer (a message, or a follow-up after
        a deferral). No timer per wait: the whole run has one time limit."""
        record = result._interaction
        while not (
            record.responded
            and (record.followup_ids or (record.message_id is not None and not record.deferred))
        ):
            waiter = asyncio.get_running_loop().create_future()
            self.waiters[record.token] = waiter
            await waiter
        return True


def timers_like_a_loop(env: Env) -> None:
    """Make SimCord run the bot's timers as a real event loop does (call before
    `env.start()`): at their time, without settling the simulated world first. SimCord's
    record of a timer is dropped when it fires or, if cancelled, at its time (a real loop
    keeps a cancelled timer in its heap until then too). Waits SimCord parks on purpose
    (a `tasks.loop` interval) stay virtual as before."""
    work = env._work

    def schedule(record: Any, callback: Any, args: Any, context: Any) -> None:
        runtime = env._runtime
        assert runtime is not None and record.when is not None

        def run_bot_timer() -> None:
            handle = record.handle
            if handle is not None and not handle.cancelled():
                handle._run()  # SimCord's wrapper: forgets the record, runs the callback
            else:
                with contextlib.suppress(ValueError):
                    work.callbacks.remove(record)

        delay = max(record.when - env._virtual_time, 0.0)
        record.real_handle = runtime.call_at(
            real_monotonic() + delay, run_bot_timer, context=context
        )

    setattr(env, "_schedule_timer", schedule)  # noqa: B010 - read by env.start()


class ForgetfulBlobs(dict[str, bytes]):
    """SimCord's CDN store (`backend.cdn._blobs`) that keeps each attachment's address but
    not its bytes, and counts what it was given. Discord keeps the posted images on its own
    servers; SimCord keeps them in this process, which would otherwise add every board ever
    posted (~30 KiB each) to the bot's peak memory. Nothing in the bench reads them back."""

    def __init__(self) -> None:
        super().__init__()
        self.received = 0

    def __setitem__(self, url: str, data: bytes) -> None:
        self.received += len(data)
        super().__setitem__(url, b"")


class Unrecorded(list[Any]):
    """SimCord's transcript (`backend.transcript`: every gateway event and REST call with
    its payload, kept for a failing test's report) that records nothing. Nothing in the
    bench reads it; kept, it grew by ~15 KiB per move in this process."""

    def append(self, entry: Any) -> None:
        pass


class ChannelMessages(dict[int, Any]):
    """One channel's messages in SimCord (`backend.messages[channel]`) that forgets all but
    the newest `KEEP` and those the bot may still edit (`pinned()`: the board and lobby
    messages of the channel's open match). Discord keeps a channel's history on its own
    servers; SimCord keeps every message in this process (~7 KiB each with its embeds and
    buttons), which would otherwise add every message ever posted to the bot's peak. The
    bot reads no old message: it edits the ones its matches name, by id."""

    #: Newest messages kept per channel whatever they are: more than a table has in flight.
    KEEP = 4

    def __init__(self, pinned: Callable[[], set[int]], *args: Any) -> None:
        super().__init__(*args)
        self.pinned = pinned

    def __setitem__(self, message_id: int, message: Any) -> None:
        super().__setitem__(message_id, message)
        if len(self) > 2 * self.KEEP:  # forget in batches: one look at the match per batch
            keep = self.pinned()
            for old in list(self)[: -self.KEEP]:
                if old not in keep:
                    del self[old]


class ForgetfulMessages(dict[int, dict[int, Any]]):
    """SimCord's message store (`backend.messages`) whose channels are `ChannelMessages`;
    `pinned(channel_id)` names the messages of a channel the bot may still edit."""

    def __init__(self, old: dict[int, dict[int, Any]], pinned: Callable[[int], set[int]]):
        super().__init__()
        self._pinned = pinned
        for channel_id, messages in old.items():
            self[channel_id] = messages

    def __setitem__(self, channel_id: int, messages: dict[int, Any]) -> None:
        def pinned() -> set[int]:
            return self._pinned(channel_id)

        super().__setitem__(channel_id, ChannelMessages(pinned, messages))

    def setdefault(self, channel_id: int, default: Any = None) -> dict[int, Any]:
        if channel_id not in self:
            self[channel_id] = default or {}
        return self[channel_id]


def last_message(channel: ChannelHandle) -> discord.Message:
    """The newest message of `channel` as its members see it; raises if there is none."""
    message = channel.last_message
    if message is None:
        raise RuntimeError(f"no message in channel {channel.id}")
    return message


def rest_kind(entry: Any) -> str:
    """A REST call by what it does (an interaction answer says which kind)."""
    path = re.sub(r"[0-9]{5,}", "#", entry.path)
    if path.endswith("/callback") and isinstance(entry.json, dict):
        code = entry.json.get("type")
        kind = CALLBACK_KINDS.get(code, str(code)) if isinstance(code, int) else str(code)
        return f"interaction answer: {kind}"
    return f"{entry.method} {re.sub(r'simcord_interaction_#', '#', path)}"


CALLBACK_KINDS: dict[int, str] = {4: "message", 5: "defer", 6: "defer update", 7: "update message"}
