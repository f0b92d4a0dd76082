"""Boards (and card pictures, card sheets, replay GIFs) drawn in worker processes, so that
rendering holds no lock the event loop needs.

Rendering is pure Python and Pillow work that holds the GIL for most of its time: drawn in
a thread of the bot it stalls the event loop; drawn in a process it runs on another core.
`RenderPool` is a 'spawn' process pool (`bot.core.workers.worker_pool`: never a fork of the
bot, and no worker outlives it) whose workers import the renderers and draw one board per
game when they start (`warm_worker`), so the first real board pays no import or cache miss. A view (a small dict of JSON-like data)
goes in, PNG bytes come out.

Faults end well: when a worker dies the pool is broken for every render in flight; each of
them is drawn again in a thread (no board is lost) and the pool is rebuilt once, however
many renders saw it break. A renderer that raises in a worker raises the same exception
here, as a thread render would.

The process renders with at most one pool: the bot that owns it `install`s it (bot/app.py),
and every picture is drawn with `draw(fn, *args)`: in the installed pool's workers, or in
a worker thread when there is none (the drawing functions below are what `fn` may be).
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import logging
import os
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar, TypeVarTuple

from bot import i18n
from bot.core.views import View
from bot.core.workers import worker_pool
from render import allocator
from render.lang import using

log = logging.getLogger(__name__)

T = TypeVar("T")
Ts = TypeVarTuple("Ts")

#: Pools in a row that break before drawing anything: then boards go to threads for good
#: (workers that cannot even start would otherwise be rebuilt at every board).
MAX_BARREN_POOLS = 3


def board_png(view: View, lang: str = "en") -> bytes | None:
    """The board image for a public view, its words in `lang` (None, logged as an error,
    for a game without a renderer — the conformance test keeps that from shipping)."""
    from render import render_view

    try:
        return render_view(view, lang)
    except LookupError:
        log.error("no renderer for %s", view.get("game"))
        return None


def board_with_alt(view: View, title: str, lang: str = "en") -> tuple[bytes | None, str]:
    """`board_png(view, lang)` and the description of that picture for screen readers
    (`render.alt_text.describe`, the game called `title`), both made by one call, so a
    render worker returns both and the bot computes neither."""
    from render.alt_text import describe

    return board_png(view, lang), describe(view, title, lang)


def count_frame(view: View, index: int, lang: str = "en") -> bytes:
    """Frame `index` of the count a game shows at its end (`view["count_frames"]`)."""
    from render import render_count_frame

    return render_count_frame(view, index, lang)


def cards_picture(cards: list[dict[str, Any]], lang: str = "en") -> bytes:
    """A picture of a seat's secret `cards` (`render.cards.render_cards`), in `lang`."""
    from render.cards import render_cards

    with using(lang):
        return render_cards(cards)


def card_sheet(cards: list[dict[str, Any]], lang: str = "en") -> bytes:
    """Every card of a game's catalogue on one picture (`render.cards.render_card_sheet`),
    in `lang`."""
    from render.cards import render_card_sheet

    with using(lang):
        return render_card_sheet(cards)


def replay_gif(boards: list[bytes], captions: list[Any], lang: str = "en") -> bytes:
    """The replay GIF of drawn boards, under Discord's upload limit
    (`render.replay.encode_replay`); `captions` (`Said`, its JSON form or plain text) in
    `lang`."""
    from render.replay import encode_replay

    with using(lang):
        return encode_replay(boards, captions)


def replay_picture(views: list[View], captions: list[Any], lang: str = "en") -> bytes:
    """The replay GIF of public views, every frame drawn here (`render.replay.render_replay`:
    at most its MAX_FRAMES frames, under Discord's upload limit), in `lang`."""
    from render.replay import render_replay

    with using(lang):
        return render_replay(views, captions)


@functools.cache
def sample_views() -> tuple[View, ...]:
    """One public view per registered game: its start with the fewest players and the
    default options (what a worker draws to warm up; built by the bot, which has the
    engines loaded, so that a worker never imports them; built once)."""
    from bot.core.registry import GAME_PACKAGES, get_game

    views = []
    for key in GAME_PACKAGES:
        game = get_game(key)
        players = game.min_players
        state = game.new_state(players, 0, game.validate_options(players, {}))
        views.append(game.view(state, None))
    return tuple(views)


def warm_worker(views: Sequence[View]) -> None:
    """A worker's start: keep the memory renders free for the next ones
    (`render.allocator.keep_freed_memory`), parse every language's catalogue (once per worker, not per
    image), import the renderers and draw `views` (one board per game), so Pillow, the
    fonts and the renderers' caches are loaded before the first real board. A failure is
    logged, never raised: a worker that cannot warm up still draws (cold)."""
    try:
        allocator.keep_freed_memory()
        i18n.load_all()
        for view in views:
            board_png(view)
    except Exception:
        log.exception("a render worker could not warm up")


class RenderPool:
    """`workers` render processes, rebuilt once when one dies (see the module)."""

    def __init__(self, workers: int, *, warm: bool = True) -> None:
        if workers < 1:
            raise ValueError("a render pool needs at least one worker")
        self.workers = workers
        self._warm = warm
        self._executor: ProcessPoolExecutor | None = None
        #: How many times the pool was built (1 after `start`; +1 per rebuild).
        self.generation = 0
        self._closed = False
        self._started: list[Future[int]] = []  # one per worker: its pid once warmed up
        self._served = False  # the current generation has drawn something
        self._barren = 0  # pools in a row that broke before drawing anything

    def start(self) -> None:
        """Build the executor and start every worker now (each warms itself up: `warm`
        waits for that). Renders never start a process, so the processes start from an
        empty context, outside any caller's: a test harness's virtual clock (SimCord
        patches `time.monotonic` for the bot's tasks) must not reach multiprocessing's
        waits, which spin on it."""
        executor = worker_pool(
            self.workers,
            initializer=warm_worker,
            initargs=(sample_views() if self._warm else (),),
        )
        self._executor = executor
        self._started = [
            contextvars.Context().run(executor.submit, os.getpid) for _ in range(self.workers)
        ]
        self.generation += 1

    async def warm(self) -> list[int]:
        """Wait until every worker of the current pool has warmed up; their pids (fewer
        when a worker died meanwhile: the next render rebuilds the pool)."""
        try:
            pids = await asyncio.gather(*(asyncio.wrap_future(f) for f in self._started))
        except BrokenProcessPool:
            return self.pids()
        return sorted(set(pids))

    def pids(self) -> list[int]:
        """The worker processes alive now (empty before the first render and after close)."""
        executor = self._executor
        if executor is None or executor._processes is None:
            return []
        return sorted(pid for pid, p in dict(executor._processes).items() if p.is_alive())

    async def board(self, view: View, lang: str = "en") -> bytes | None:
        """`board_png(view, lang)` in a worker (in a thread when the pool is broken)."""
        return await self._run(board_png, view, lang)

    async def board_with_alt(
        self, view: View, title: str, lang: str = "en"
    ) -> tuple[bytes | None, str]:
        """`board_with_alt(view, title, lang)` in a worker (in a thread when the pool is
        broken)."""
        return await self._run(board_with_alt, view, title, lang)

    async def count_frame(self, view: View, index: int, lang: str = "en") -> bytes:
        """`count_frame(view, index, lang)` in a worker (in a thread when the pool is broken)."""
        return await self._run(count_frame, view, index, lang)

    async def cards(self, cards: list[dict[str, Any]], lang: str = "en") -> bytes:
        """`cards_picture(cards, lang)` in a worker (in a thread when the pool is broken)."""
        return await self._run(cards_picture, cards, lang)

    async def card_sheet(self, cards: list[dict[str, Any]], lang: str = "en") -> bytes:
        """`card_sheet(cards, lang)` in a worker (in a thread when the pool is broken)."""
        return await self._run(card_sheet, cards, lang)

    async def replay(self, boards: list[bytes], captions: list[Any], lang: str = "en") -> bytes:
        """`replay_gif(boards, captions, lang)` in a worker (in a thread when the pool is
        broken)."""
        return await self._run(replay_gif, boards, captions, lang)

    async def _run(self, fn: Callable[..., T], *args: Any) -> T:
        generation, executor = self.generation, self._executor
        if executor is None or self._closed:
            return await asyncio.to_thread(fn, *args)
        try:
            result = await asyncio.get_running_loop().run_in_executor(executor, fn, *args)
        except BrokenProcessPool:
            self._rebuild(generation)
            return await asyncio.to_thread(fn, *args)
        if generation == self.generation:
            self._served = True
        return result

    def _rebuild(self, broken: int) -> None:
        """Replace the pool of generation `broken` (once: a later call for the same
        generation finds it already replaced)."""
        if broken != self.generation or self._closed:
            return
        log.warning("a render worker died: its boards are drawn in threads; new pool")
        self._barren = 0 if self._served else self._barren + 1
        old, self._executor = self._executor, None
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)
        if self._barren >= MAX_BARREN_POOLS:
            log.error("render workers keep dying before drawing anything: drawing in threads")
            self.generation += 1
            return
        self._served = False
        self.start()

    def close(self) -> None:
        """Stop the workers and wait until they have exited (renders still queued are
        cancelled; the ones running finish first)."""
        self._closed = True
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)


_installed: RenderPool | None = None


def install(pool: RenderPool | None) -> None:
    """Make `pool` the one this process draws boards with (None: draw in threads)."""
    global _installed
    _installed = pool


def installed() -> RenderPool | None:
    """The pool boards are drawn with, if any."""
    return _installed


def uninstall(pool: RenderPool) -> None:
    """Forget `pool` if it is the installed one (a newer bot's pool stays)."""
    if _installed is pool:
        install(None)


async def draw(fn: Callable[[*Ts], T], *args: *Ts) -> T:
    """`fn(*args)` — one of this module's drawing functions (`board_png`, `board_with_alt`,
    `count_frame`, `cards_picture`, …) — off the event loop: in the installed pool's
    processes (KITTY_RENDER_WORKERS ≥ 1; a thread when the pool is broken), else in a worker
    thread. Nothing is ever drawn on the event loop."""
    pool = _installed
    if pool is None:
        return await asyncio.to_thread(fn, *args)
    return await pool._run(fn, *args)
