"""A new match: options read, decks dealt, floor 1 on the table with Toto on it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.errors import OptionError
from bot.games.cattower.cards import setup_decks
from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import FLOOR1_POSE, BodyRec, pose_from_bottom, top_frame
from bot.games.cattower.model import COMPETITIVE, COOP, Turn
from bot.games.cattower.physics import PYMUNK_VERSION
from bot.games.cattower.state import CatState
from bot.i18n import said

DIFFICULTIES = ("steady", "normal", "shaky", "butterfingers")
TARGETS = (10, 13, 15, 17, 20)


def difficulties(raw: Any, players: int) -> tuple[str, ...]:
    """Per-seat difficulty from a list, a comma-separated string or one name for all
    (missing seats play `normal`). Raises `OptionError` for an unknown name."""
    if raw is None:
        names: Sequence[Any] = []
    elif isinstance(raw, str):
        names = [p for p in raw.replace(";", ",").split(",") if p.strip()]
        if len(names) == 1:
            names = names * players
    elif isinstance(raw, (list, tuple)):
        names = list(raw)
    else:
        raise OptionError(said("cattower-error-hand-list"))
    out = []
    for i in range(players):
        name = (
            str(names[i]).strip().lower() if i < len(names) and names[i] is not None else "normal"
        )
        if name not in DIFFICULTIES:
            raise OptionError(said("cattower-error-hand", name=name))
        out.append(name)
    return tuple(out)


def read_options(players: int, options: Mapping[str, Any]) -> tuple[str, int, tuple[str, ...]]:
    """(mode, story index, difficulties) from validated options; raises `OptionError`."""
    mode = str(options.get("mode", COOP) or COOP).lower()
    if mode not in (COOP, COMPETITIVE):
        raise OptionError(said("cattower-error-mode"))
    if mode == COMPETITIVE and players < 2:
        raise OptionError(said("cattower-error-competitive-players"))
    if not 1 <= players <= 5:
        raise OptionError(said("cattower-error-players"))
    try:
        target = int(options.get("target", 10) or 10)
    except (TypeError, ValueError):
        raise OptionError(said("cattower-error-target")) from None
    if target not in TARGETS:
        raise OptionError(said("cattower-error-target"))
    return mode, TARGETS.index(target), difficulties(options.get("difficulty"), players)


def toto_at_start() -> BodyRec:
    pose = pose_from_bottom("toto", top_frame("fl1", FLOOR1_POSE), 0.0)
    return BodyRec("toto", pose.x, pose.y, pose.a)


def new_game(players: int, seed: int, options: Mapping[str, Any]) -> CatState:
    """The starting state: co-op with Toto on floor 1, or competitive with every cat
    beside floor 1; decks shuffled from `seed`."""
    mode, story, hands = read_options(players, options)
    decks = setup_decks(int(seed), mode, players)
    if mode == COOP:
        bodies: tuple[BodyRec, ...] = (toto_at_start(),)
        cats: tuple[int, ...] = ()
        arrivals: tuple[int, ...] = ()
    else:
        bodies = ()
        cats = tuple(0 for _ in range(players))
        arrivals = tuple(range(players))
    load_data()
    return CatState(
        players=players,
        seed=int(seed),
        mode=mode,
        difficulty=hands,
        story=story,
        decks=decks,
        bodies=bodies,
        active=0,
        turn=Turn(start=bodies, toto_start=1, cats_start=cats),
        toto_floor=1,
        cats=cats,
        track=cats,
        arrivals=arrivals,
        clock=len(arrivals),
        physics_version=PYMUNK_VERSION,
    )
