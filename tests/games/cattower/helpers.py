"""Hand-built Cat and the Tower scenes: exact resting poses computed from the outlines."""

from __future__ import annotations

from typing import Any

from bot.games.cattower import GAME
from bot.games.cattower.codec import encode
from bot.games.cattower.geometry import FLOOR1_POSE, BodyRec, Pose, pose_from_bottom, top_frame
from bot.games.cattower.placement import wall_top_frame
from bot.games.cattower.state import CatState


def rec(pid: str, pose: Pose, fold: float = 1.0) -> BodyRec:
    return BodyRec(pid, pose.x, pose.y, pose.a, 0.0, 0.0, 0.0, fold)


def floor_top(records: dict[str, BodyRec], k: int) -> Pose:
    pose = FLOOR1_POSE if k == 1 else records[f"fl{k}"].pose
    return top_frame("fl1", pose)


def stand(pid: str, frame: Pose, x: float) -> BodyRec:
    """`pid` standing upright at `x` along `frame` (a floor or Friend top)."""
    return rec(pid, pose_from_bottom(pid, frame, x))


def tower(
    floors: int, walls: tuple[str, str] = ("w13", "w14"), spacing: float = 60.0
) -> dict[str, BodyRec]:
    """A neat tower of `floors` floors: every floor on two walls of the given ids' types,
    using consecutive wall ids starting at the given ones (w13.. are Windows)."""
    out: dict[str, BodyRec] = {}
    left_n, right_n = int(walls[0][1:]), int(walls[1][1:])
    for k in range(2, floors + 1):
        frame = floor_top(out, k - 1)
        lw = stand(f"w{left_n}", frame, -spacing / 2)
        rw = stand(f"w{right_n}", frame, spacing / 2)
        left_n += 2
        right_n += 2
        out[lw.id], out[rw.id] = lw, rw
        out[f"fl{k}"] = stand(f"fl{k}", wall_top_frame(lw, rw), 0.0)
    return out


def coop_state(
    records: dict[str, BodyRec],
    toto_floor: int = 1,
    toto_x: float = 0.0,
    seed: int = 3,
    players: int = 2,
    **changes: Any,
) -> CatState:
    """A co-op state (through the codec, so it is checked) with Toto standing on a floor."""
    recs = dict(records)
    recs["toto"] = stand("toto", floor_top(recs, toto_floor), toto_x)
    base = encode(
        GAME.new_state(players, seed, GAME.validate_options(players, {"difficulty": "steady"}))
    )
    base["bodies"] = [[r.id, r.x, r.y, r.a, r.vx, r.vy, r.w, r.fold] for r in recs.values()]
    base["toto_floor"] = toto_floor
    base["turn"]["start"] = base["bodies"]
    base["turn"]["toto_start"] = toto_floor
    base.update(changes)
    return GAME.decode_state(base)
