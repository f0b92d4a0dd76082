"""Words about a position: what the active player is deciding, where a Friend stands, a
move in words (for menus and announcements) and a move as everyone may read it; and the
sentences the board and the channel show after a placement (how the hand slipped, what a
pat did, what fell) — every player-facing sentence of Cat and the Tower's engine lives
here, in players' words (no engine terms: no "fold", "stance", "mm/s").
"""

from __future__ import annotations

from bot.games.cattower.cards import option_text
from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import piece_info
from bot.games.cattower.model import CARD, CLIMB, FLOOR, FRIEND, GOAL, HIGHER, MAX_TRIES, PET, WALLS
from bot.games.cattower.notation import CatMove, format_move, mm, spacing_text
from bot.games.cattower.position import Position
from bot.i18n import Said, said

# ----- after a placement: the hand, the pat, the damage ---------------------------------------
#: A wall squeezed narrower than this share of its width gets a word in the slip sentence.
SQUEEZE_NOTED = 0.995
#: A pat slower than this (mm/s down) is "gentle", faster than `PAT_HARD` "heavy".
PAT_GENTLE, PAT_HARD = 25.0, 80.0
#: A pat pushing sideways slower than this (mm/s) counts as straight down; `PUSH_HARD` hard.
PUSH_NOTED, PUSH_HARD = 5.0, 30.0
#: Above this many pieces the damage sentence counts them instead of naming each one.
NAMED_PIECES = 3
#: The note of a `give up`.
GAVE_UP = said("cattower-gave-up")


def colour_word(colour: str | None) -> Said:
    """A Friend colour in words ("ginger"); "?" while none is chosen."""
    return said(f"cattower-colour-{colour}" if colour else "cattower-colour-unknown")


def describe_piece(pid: str, start: bool = False) -> Said:
    """'the ginger Friend f5', 'floor 7', 'an Angels wall', 'Toto' ('The ginger Friend f5'
    with `start`, opening a sentence)."""
    info = piece_info(pid)
    tail = "-start" if start else ""
    if info.kind == "friend":
        return said(f"cattower-piece-friend{tail}", colour=colour_word(info.colour), id=pid)
    if info.kind == "floor":
        return said(f"cattower-piece-floor{tail}", label=info.label)
    if info.kind == "wall":
        return said(f"cattower-piece-wall-{info.wall_type}{tail}")
    if info.kind == "toto":
        return said(f"cattower-piece-toto{tail}")
    return said(f"cattower-piece-cat{tail}", scarf=said(f"cattower-scarf-{info.colour}"))


def sentences(*parts: Said | None) -> Said | None:
    """Whole sentences shown one after the other (None when there are none)."""
    given = [p for p in parts if p is not None]
    if not given:
        return None
    if len(given) == 1:
        return given[0]
    return said("cattower-sentences", first=given[0], rest=sentences(*given[1:]))


def _joined(key: str, items: list[Said]) -> Said:
    """`items` joined by message `key` (`$first`; `$rest`)."""
    if len(items) == 1:
        return items[0]
    return said(key, first=items[0], rest=_joined(key, items[1:]))


def listed(items: list[Said]) -> Said:
    """'a', 'a and b', 'a, b and c'."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return said("cattower-list-and", first=items[0], last=items[1])
    return said("cattower-list-more", first=items[0], rest=listed(items[1:]))


def hand_text(dx: float, tilt_deg: float, kept: float = 1.0) -> Said:
    """How the hand set one piece down: '3.1 mm left and tipped 1.4° to the right' (or
    'right on the spot and …'), and for
    a wall pinched narrower by the fingers ('kept' < 1: the share of its width it stands
    on), ', squeezed 4% narrower'."""
    lean = "left" if tilt_deg > 0 else "right"
    tilt = round(abs(tilt_deg), 1)
    if abs(dx) < 0.05:
        text = said("cattower-hand-on-spot", tilt=tilt, lean=lean)
    else:
        side = "left" if dx < 0 else "right"
        text = said("cattower-hand-off-spot", mm=round(abs(dx), 1), side=side, tilt=tilt, lean=lean)
    if kept < SQUEEZE_NOTED:
        percent = max(1, round((1.0 - kept) * 100))
        return said("cattower-hand-squeezed", hand=text, percent=percent)
    return text


def slip_sentence(parts: list[Said], brushed: str | None) -> Said | None:
    """'The hand slipped …' for one piece or a pair of walls (`parts` from `hand_text`),
    and which piece the hand knocked on the way ('brushed', a piece id)."""
    first: Said | None = None
    if len(parts) == 2:
        first = said("cattower-slip-walls", left=parts[0], right=parts[1])
    elif parts:
        first = said("cattower-slip-one", hand=parts[0])
    bumped = said("cattower-slip-bumped", piece=describe_piece(brushed)) if brushed else None
    return sentences(first, bumped)


def pat_sentence(down: float, side: float) -> Said:
    """What a pat felt like: 'A gentle pat, pushing a little to the left.' (`down` and
    `side` are the pat's speeds, mm/s; `side` < 0 is to the left)."""
    weight = "gentle" if down < PAT_GENTLE else ("heavy" if down > PAT_HARD else "firm")
    way = "left" if side < 0 else "right"
    if abs(side) < PUSH_NOTED:
        return said("cattower-pat-straight", weight=weight)
    if abs(side) < PUSH_HARD:
        return said("cattower-pat-little", weight=weight, way=way)
    return said("cattower-pat-hard", weight=weight, way=way)


def _pieces(pids: list[str], start: bool = False) -> Said:
    """The pieces by name when few ('floor 3 and the ginger Friend f5'), else counted
    ('2 floors and 3 Friends'); the first in its sentence-opening form with `start`."""
    if len(pids) <= NAMED_PIECES:
        return listed([describe_piece(p, start and i == 0) for i, p in enumerate(pids)])
    counts: dict[str, int] = {}
    for pid in pids:
        kind = piece_info(pid).kind
        counts[kind] = counts.get(kind, 0) + 1
    kinds = ("floor", "friend", "wall", "toto")
    return listed(
        [
            said(f"cattower-count-{kind if kind in kinds else 'cat'}", count=n)
            for kind, n in counts.items()
        ]
    )


def damage_sentence(
    fallen_now: int,
    fallen_total: int,
    most: int,
    lost: list[str],
    restored: list[str],
    returned: list[str],
) -> Said | None:
    """What the settling did, in one sentence: walls that fell (and how many are down of
    the `most` that end the game), pieces back in the stock, pieces put back, and Toto or
    cats that went back to where the turn started. Long lists are counted, not named."""
    parts: list[Said] = []
    if fallen_now:
        parts.append(said("cattower-damage-fell", count=fallen_now, total=fallen_total, most=most))
    if lost:
        parts.append(said("cattower-damage-stock", pieces=_pieces(lost, not parts)))
    if restored:
        parts.append(
            said(
                "cattower-damage-restored",
                pieces=_pieces(restored, not parts),
                count=len(restored),
            )
        )
    if returned:
        parts.append(said("cattower-damage-returned", pieces=_pieces(returned, not parts)))
    if not parts:
        return None
    return said("cattower-damage", parts=_joined("cattower-damage-parts", parts))


def failed_try_sentence(what: Said, tries: int, most: int, spot_gone: bool = False) -> Said:
    """'<what> — try 2 of 3 next.', or why the option is forfeited."""
    if tries >= most and not spot_gone:
        return said("cattower-try-last", what=what)
    if spot_gone:
        return said("cattower-try-spot-gone", what=what)
    return said("cattower-try-next", what=what, **{"try": tries + 1}, most=most)


def side_text(x: float) -> Said:
    """'centred', or '12 mm left' / '4.5 mm right' of the centre."""
    if abs(x) < 0.05:
        return said("cattower-side", side="centre", mm=0)
    return said("cattower-side", side="left" if x < 0 else "right", mm=mm(abs(x)))


def step_text(state: Position) -> Said:
    """What the active player is deciding now, in words."""
    t, d = state.turn, state.turn.draft
    data = load_data()
    if state.result is not None:
        return said("cattower-step-over")
    if t.step == CARD:
        return said("cattower-step-card")
    if t.step == HIGHER:
        return said("cattower-step-higher")
    if t.step == GOAL:
        return said("cattower-step-goal-coop" if state.coop else "cattower-step-goal")
    if t.step == PET:
        return said("cattower-step-pet" if t.done == 0 else "cattower-step-pet-another")
    assert d is not None
    step: Said
    if t.step == WALLS:
        step = said(
            "cattower-step-walls",
            left=data.wall(d.left).name,
            right=data.wall(d.right).name,
            mm=mm(d.spacing),
            side=side_text(d.shift),
        )
    elif t.step == FLOOR:
        step = said("cattower-step-floor", floor=state.top_floor + 1, side=side_text(d.shift))
    elif t.step == FRIEND:
        who = {
            "verb": "move" if t.purpose == "move" else "place",
            "which": "the" if d.source else "a",
            "colour": colour_word(d.colour),
        }
        if d.on:
            step = said("cattower-step-friend-on", **who, on=d.on)
        elif d.floor:
            step = said("cattower-step-friend-floor", **who, floor=d.floor, side=side_text(d.shift))
        else:
            step = said("cattower-step-friend-nofloor", **who)
    elif t.step == CLIMB:
        climber = "toto" if state.coop else "cat"
        if d.on:
            step = said("cattower-step-climb-on", who=climber, floor=d.floor, on=d.on)
        else:
            step = said("cattower-step-climb", who=climber, floor=d.floor, side=side_text(d.shift))
    else:
        return said("cattower-stored", text=t.step)
    if t.tries:
        return said("cattower-step-try", step=step, **{"try": t.tries + 1}, most=MAX_TRIES)
    return step


def friend_where(state: Position, fid: str) -> Said:
    """'ginger Friend f5 on floor 3' (or 'on the tower')."""
    info = piece_info(fid)
    floor = state.scene.floor_of(fid)
    colour = colour_word(info.colour)
    if floor is not None:
        return said("cattower-friend-on-floor", colour=colour, id=fid, floor=floor)
    return said("cattower-friend-on-tower", colour=colour, id=fid)


def describe_move(state: Position, move: CatMove) -> Said | str:
    """A label in words for menus and announcements (secret-free for other seats only in
    `public_text`)."""
    data = load_data()
    v, a = move.verb, move.args
    if v == "take":
        return said("cattower-describe-take", card=a[0], option=option_text(str(a[0]), str(a[1])))
    if v == "discard":
        return said("cattower-describe-discard", card=a[0])
    if v == "walls":
        left, right = data.wall(str(a[0])).name, data.wall(str(a[1])).name
        return said("cattower-describe-walls", left=left, right=right)
    if v == "spacing":
        return said(
            "cattower-describe-spacing", spacing=spacing_text(float(a[0])), mm=mm(float(a[0]))
        )
    if v == "nudge":
        return said("cattower-describe-nudge", way=str(a[0]))
    if v == "offset":
        x = float(a[0])
        if abs(x) < 0.05:
            return said("cattower-describe-centre-floor")
        return said("cattower-describe-shift-floor", side=side_text(x))
    if v == "colour":
        return said("cattower-describe-colour", colour=colour_word(str(a[0])))
    if v == "floor":
        return said("cattower-describe-floor", floor=a[0])
    if v == "at":
        return said("cattower-describe-at", side=side_text(float(a[0])))
    if v in ("on", "lift", "pet"):
        return said(f"cattower-describe-{v}", friend=friend_where(state, str(a[0])))
    if v == "place":
        return format_move(move)
    if v == "goal":
        if state.coop:
            return said("cattower-describe-goal", goal=data.goal(str(a[0])).name, floors=a[1])
        hand = state.decks.hands[state.active]
        number = hand.index(str(a[0])) + 1 if a[0] in hand else 0
        return said("cattower-describe-secret-goal", number=number, floors=a[1])
    if v in ("confirm", "back", "end", "higher", "stop", "forfeit"):
        return said(f"cattower-describe-{v}")
    return format_move(move)


def public_text(state: Position, move: CatMove) -> str:
    """The move's notation with secrets hidden (a competitive goal is not named)."""
    if move.verb == "goal" and not state.coop:
        return f"goal (secret) climb {move.args[1]}"
    return format_move(move)


__all__ = [
    "GAVE_UP",
    "colour_word",
    "damage_sentence",
    "describe_move",
    "describe_piece",
    "failed_try_sentence",
    "friend_where",
    "hand_text",
    "listed",
    "pat_sentence",
    "public_text",
    "sentences",
    "side_text",
    "slip_sentence",
    "step_text",
]
