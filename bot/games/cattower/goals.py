"""The Goal Card predicates of `cards.toml`, evaluated on the Friends of a goal area.

A `GoalScene` holds the Friends that count (co-op: those on the floor directly above Toto;
competitive: those on any floor above the player's cat), their colours, which pairs touch,
which Friend is on top of which, and each Friend's offset from the centre of its floor.
`holds(card, scene)` answers whether the card's condition is met; `describe(card)` says the
condition in words.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations

from bot.games.cattower.contacts import Scene
from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import piece_info, to_local
from bot.games.cattower.specs import GoalCard
from bot.i18n import Said


@dataclass(frozen=True)
class GoalScene:
    friends: tuple[str, ...]
    colour: dict[str, str]
    touching: frozenset[frozenset[str]]
    on: frozenset[tuple[str, str]]  # (top, bottom)
    centre_offset: dict[str, float]  # mm from the centre of the Friend's floor

    @classmethod
    def from_scene(cls, scene: Scene, floors: Iterable[int]) -> GoalScene:
        """The goal area made of the Friends standing on `floors` (and on top of those)."""
        wanted = set(floors)
        friends = tuple(sorted(scene.friends_on(wanted), key=lambda f: piece_info(f).number))
        touching = frozenset(
            frozenset((a, b)) for a, b in combinations(friends, 2) if scene.touching(a, b)
        )
        on = frozenset((a, b) for a in friends for b in friends if a != b and scene.on_top(a, b))
        offsets = {}
        for f in friends:
            k = scene.floor_of(f)
            fid = f"fl{k}"
            rec = scene.recs.get(fid)
            pose = rec.pose if rec is not None else None
            r = scene.recs[f]
            if pose is None:
                offsets[f] = r.x
            else:
                offsets[f] = to_local(pose, (r.x, r.y))[0]
        return cls(friends, {f: piece_info(f).colour or "" for f in friends}, touching, on, offsets)

    def touches(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self.touching

    def neighbours(self, a: str) -> list[str]:
        return [b for b in self.friends if b != a and self.touches(a, b)]


def _count(card: GoalCard, s: GoalScene) -> bool:
    n = card.count(1)
    colours = [s.colour[f] for f in s.friends]
    colour = card.word("colour")
    if colour:
        return colours.count(colour) >= n
    if card.flag("same_colour"):
        return any(colours.count(c) >= n for c in set(colours))
    if card.flag("distinct_colours"):
        return len(set(colours)) >= n
    return len(colours) >= n


def _touching(card: GoalCard, s: GoalScene) -> bool:
    relation = card.word("relation")
    for pair in s.touching:
        a, b = sorted(pair)
        same = s.colour[a] == s.colour[b]
        if relation is None or (relation == "same") == same:
            return True
    return False


def _on_top(card: GoalCard, s: GoalScene) -> bool:
    top, bottom = card.word("top"), card.word("bottom")
    riders = {
        a
        for a, b in s.on
        if (top is None or s.colour[a] == top) and (bottom is None or s.colour[b] == bottom)
    }
    return len(riders) >= card.count(1)


def _stack_height(s: GoalScene) -> int:
    below: dict[str, list[str]] = {}
    for a, b in s.on:
        below.setdefault(a, []).append(b)

    def height(f: str, seen: frozenset[str]) -> int:
        best = 1
        for b in below.get(f, ()):
            if b not in seen:
                best = max(best, 1 + height(b, seen | {b}))
        return best

    return max((height(f, frozenset((f,))) for f in s.friends), default=0)


def _bridge(s: GoalScene) -> bool:
    bottoms: dict[str, set[str]] = {}
    for a, b in s.on:
        bottoms.setdefault(a, set()).add(b)
    return any(len(v) >= 2 for v in bottoms.values())


def _largest_group(s: GoalScene) -> int:
    seen: set[str] = set()
    best = 0
    for f in s.friends:
        if f in seen:
            continue
        stack, size = [f], 0
        seen.add(f)
        while stack:
            cur = stack.pop()
            size += 1
            for nb in s.neighbours(cur):
                if nb not in seen:
                    seen.add(nb)
                    stack.append(nb)
        best = max(best, size)
    return best


def _apart(s: GoalScene, n: int) -> bool:
    """Are there n Friends no two of which touch? (exact search; at most 16 Friends)"""
    friends = list(s.friends)

    def grow(chosen: list[str], start: int) -> bool:
        if len(chosen) >= n:
            return True
        if len(chosen) + len(friends) - start < n:
            return False
        for i in range(start, len(friends)):
            f = friends[i]
            if all(not s.touches(f, c) for c in chosen) and grow(chosen + [f], i + 1):
                return True
        return False

    return grow([], 0)


def holds(card: GoalCard, s: GoalScene) -> bool:
    """Whether `card`'s condition is met by the Friends of `s`."""
    kind = card.kind
    if kind == "count":
        return _count(card, s)
    if kind == "touching":
        return _touching(card, s)
    if kind == "on_top":
        return _on_top(card, s)
    if kind == "stack":
        return _stack_height(s) >= card.count(2)
    if kind == "bridge":
        return _bridge(s)
    if kind == "chain":
        return _largest_group(s) >= card.count(2)
    if kind == "hub":
        need = card.count(2)
        return any(len(s.neighbours(f)) >= need for f in s.friends)
    if kind == "apart":
        return _apart(s, card.count(2))
    if kind == "all_colours":
        return set(s.colour.values()) >= set(load_data().friend_colours)
    if kind == "alone_centre":
        return len(s.friends) == 1 and abs(s.centre_offset[s.friends[0]]) <= card.length(
            "tol_mm", 12.0
        )
    raise ValueError(f"unknown goal kind {kind}")


def describe(card: GoalCard) -> Said:
    """The condition of `card` in words ('Two Friends touching'): catalogue message
    `cattower-goal-<id>-text`."""
    return card.text
