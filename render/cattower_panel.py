"""Cat and the Tower: the side panel beside the tower (its sections and its colours).

The panel lists, top to bottom: the title and story target, the players (co-op; in the
competitive variant the ranking names them), Toto's floor and the goal floor, "Fallen
walls k/5" with wall icons, who is to play (by name) and the current step, the face-up
Action cards (each option with its side) and Goal cards (name, condition, climb), the
ranking track in the competitive variant, and the discard piles / last move.

Players are named by `View.player_names` (display names; an AI's name carries its level),
else by the seat names, drawn with `render.names` (any script; long names shortened).
On the end board the result card says who won, the floors reached and what fell in one
line, and nothing that only makes sense mid-turn is drawn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from render.cattower_icons import icon, icons_for, paste_icon
from render.cattower_type import fit, paste_name, put_name, wrap
from render.cattower_words import (
    as_int,
    fell_line,
    last_move_line,
    names_of,
    reached_line,
    scarves_of,
)
from render.common import INK, MUTED, font
from render.lang import english, say, w
from render.names import fit as fit_name
from render.names import shorten
from render.names import width as name_width
from render.text import draw_line, line_width

if TYPE_CHECKING:  # the view's type only: the renderer never loads the engine
    from bot.games.cattower.views import CatTowerView

#: Stands for the player's name inside the said turn line, which is cut around it.
_NAME = "\u2063"
#: The panel beside the tower: with the 720-px image a phone shows it ~55 %, so its
#: smallest type (20 px) stays ≥ 11 px.
PANEL_WIDTH = 360
PAD = 16
INNER = PANEL_WIDTH - 2 * PAD
PANEL_BG = (251, 247, 239)
CARD_BG = (255, 254, 250)
CARD_EDGE = (206, 190, 162)
GOAL_TINT = (255, 214, 90)
GOAL_EDGE = (190, 140, 0)
DANGER = (196, 48, 36)
GOLD = (236, 170, 20)
STEP_INK = (60, 90, 150)
CLIMB_BG, CLIMB_EDGE, CLIMB_INK = (222, 236, 214), (110, 150, 90), (40, 90, 30)
TURN_BG = (235, 242, 252)
WIN_BG, WIN_EDGE, LOSS_BG = (255, 240, 190), (200, 150, 20), (250, 222, 214)
#: the panel's flat colours, kept exact by the PNG palette
PANEL_COLOURS = (
    PANEL_BG,
    CARD_BG,
    CARD_EDGE,
    GOAL_TINT,
    GOAL_EDGE,
    DANGER,
    STEP_INK,
    CLIMB_BG,
    CLIMB_EDGE,
    CLIMB_INK,
    TURN_BG,
    WIN_BG,
    WIN_EDGE,
    LOSS_BG,
)


# ---------------------------------------------------------------------------- text
class _Cursor:
    """The panel being written top to bottom."""

    def __init__(self, img: Image.Image) -> None:
        self.img = img
        self.draw = ImageDraw.Draw(img)
        self.y = PAD

    def text(
        self,
        text: str,
        size: int,
        fill: tuple[int, int, int] = INK,
        bold: bool = True,
        x: int = PAD,
        width: int = INNER,
        gap: float = 1.28,
    ) -> None:
        for line in wrap(text, size, width, bold):
            draw_line(self.img, (x, self.y), line, size, fill, bold)
            self.y += round(size * gap)

    def heading(self, text: str) -> None:
        self.y += 8
        text = fit(text.upper(), 20, INNER - 20)
        draw_line(self.img, (PAD, self.y), text, 20, MUTED)
        self.draw.line(
            (PAD + line_width(text, 20) + 10, self.y + 12, PANEL_WIDTH - PAD, self.y + 12),
            fill=CARD_EDGE,
            width=2,
        )
        self.y += 32


# ---------------------------------------------------------------------------- sections
def _players(c: _Cursor, view: CatTowerView) -> None:
    """Co-op: the players' names in a row ("Mira · Jonas · Ada", wrapping when long), the
    one to play on a tinted label."""
    names = names_of(view)
    seat_to_move = view.get("to_move")
    ascent = font(20).getmetrics()[0]
    dot = line_width(" · ", 20)
    x: float = PAD
    for seat, name in enumerate(names):
        text = shorten(name, 20, INNER - 12)
        w = name_width(text, 20) + 12
        if x > PAD and x + dot + w > PANEL_WIDTH - PAD:
            x = PAD
            c.y += 32
        elif x > PAD:
            x += draw_line(c.img, (x, c.y), " · ", 20, MUTED)
        if seat == seat_to_move:
            c.draw.rounded_rectangle((x, c.y - 3, x + w, c.y + 27), 8, fill=TURN_BG)
        paste_name(c.img, (x + 6, c.y + ascent), text, 20, INK)
        x += w
    c.y += 36


def _status(c: _Cursor, view: CatTowerView, show_toto: bool) -> None:
    floors = as_int(view.get("floors"))
    if show_toto:
        toto = as_int(view.get("toto_floor"))
        goal = as_int(view.get("goal_floor"), toto + 1)
        paste_icon(c.img, icon("toto", 34), (PAD - 2, c.y - 4))
        c.text(w("render-cattower-toto-on", floor=toto), 21, x=PAD + 38, width=INNER - 38)
        key = "render-cattower-goal-floor" if goal <= floors else "render-cattower-goal-unbuilt"
        label = fit(w(key, floor=goal), 20, INNER - 48)
        wide = line_width(label, 20)
        c.draw.rounded_rectangle(
            (PAD + 36, c.y - 2, PAD + 48 + wide, c.y + 26),
            8,
            fill=GOAL_TINT,
            outline=GOAL_EDGE,
            width=2,
        )
        draw_line(c.img, (PAD + 42, c.y + 12), label, 20, INK, anchor="lm")
        c.y += 36
    c.text(w("render-cattower-tower-built", count=floors), 20, MUTED, bold=False)
    fallen, most = as_int(view.get("fallen_walls")), as_int(view.get("max_fallen"), 5)
    colour = DANGER if fallen >= most - 1 else INK
    said = fit(w("render-cattower-fallen", fallen=fallen, most=most), 21, INNER - 60)
    x: float = PAD + round(draw_line(c.img, (PAD, c.y + 4), said, 21, colour)) + 10
    slots = max(most, fallen)
    step = min(30.0, (PANEL_WIDTH - PAD - x - 28) / max(1, slots - 1))
    for i in range(min(slots, 40)):
        if i < fallen:
            paste_icon(c.img, icon("fallen", 30), (round(x), c.y))
        else:
            c.draw.rounded_rectangle(
                (x + 9, c.y + 3, x + 19, c.y + 29), 3, outline=CARD_EDGE, width=2
            )
        x += step
    c.y += 40


def _turn(c: _Cursor, view: CatTowerView) -> None:
    """ "▶ <name> to play" (with the player's Black Cat in competitive play), then the step."""
    names = names_of(view)
    seat = view.get("to_move")
    if isinstance(seat, int) and 0 <= seat < len(names):
        said = w("render-cattower-to-play", who=_NAME)
        before, _, tail = said.partition(_NAME)
        lead = "▶ " + before
        x = PAD + draw_line(c.img, (PAD, c.y), lead, 23, INK)
        scarf = scarves_of(view).get(seat)
        if scarf is not None:
            paste_icon(c.img, icon(f"blackcat:{scarf}", 30), (round(x), c.y - 2))
            x += 34
        room = PANEL_WIDTH - PAD - x - line_width(tail, 23)
        x += put_name(c.img, (x, c.y), names[seat], 23, INK, room)
        if tail:
            draw_line(c.img, (x, c.y), tail, 23, INK)
        c.y += round(23 * 1.28)
    step = say(view.get("step"))
    if step:
        c.text(step, 20, STEP_INK)


def _outcome(c: _Cursor, view: CatTowerView, outcome: Mapping[str, Any]) -> None:
    """The result card: who won and why (and, for a co-op victory, the Story card)."""
    names = names_of(view)
    raw = outcome.get("winners")
    winners = [s for s in (raw if isinstance(raw, list) else []) if isinstance(s, int)]
    named = [names[s] for s in winners if 0 <= s < len(names)]
    competitive = view.get("mode") == "competitive"
    if competitive and named:
        head, tail = " & ".join(named), w("render-cattower-wins", count=len(named))
    elif competitive:
        head, tail = w("render-game-over"), ""
    else:
        head = w("render-cattower-victory") if winners else w("render-cattower-tower-fell")
        head, tail = fit(head, 26, INNER - 8), ""
    reason = say(outcome.get("reason") or "")
    lines = [reason[:1].upper() + reason[1:]]
    story = view.get("story")
    if (
        winners
        and view.get("mode") != "competitive"
        and isinstance(story, Mapping)
        and story.get("text")
    ):
        lines.append(
            w("render-cattower-story", title=say(story.get("title", "")), text=say(story["text"]))
        )
    lines += [reached_line(view), fell_line(view)]
    body = [ln for t in lines if t for ln in wrap(t, 20, INNER - 24, bold=False)]
    named_height = 34 if tail else 0  # the winner's name on its own line, then "wins!"
    height = 54 + named_height + len(body) * 26
    good = bool(winners)
    c.draw.rounded_rectangle(
        (PAD, c.y, PANEL_WIDTH - PAD, c.y + height),
        12,
        fill=WIN_BG if good else LOSS_BG,
        outline=WIN_EDGE if good else DANGER,
        width=3,
    )
    if tail:  # the winners' names in any script, as large as fits, then "wins!"
        text, size = fit_name(head, 26, INNER - 24, 20)
        x = PANEL_WIDTH / 2 - name_width(text, size) / 2
        put_name(c.img, (x, c.y + 10 + (26 - size) // 2), text, size, INK, INNER - 24)
        draw_line(
            c.img, (PANEL_WIDTH / 2, c.y + 44), fit(tail, 26, INNER - 8), 26, INK, anchor="ma"
        )
    else:
        draw_line(c.img, (PANEL_WIDTH / 2, c.y + 10), head, 26, INK, anchor="ma")
    y = c.y + 46 + named_height
    for ln in body:
        draw_line(c.img, (PAD + 12, y), ln, 20, INK, bold=False)
        y += 26
    c.y += height + 10


def _card(c: _Cursor, height: int) -> int:
    """Draw an empty card `height` px tall at the cursor; returns its top."""
    top = c.y
    c.draw.rounded_rectangle(
        (PAD, top, PANEL_WIDTH - PAD, top + height), 12, fill=CARD_BG, outline=CARD_EDGE, width=2
    )
    return top


def _action_cards(c: _Cursor, cards: list[Any]) -> None:
    for card in cards:
        if not isinstance(card, Mapping):
            continue
        opts = [o for o in card.get("options") or [] if isinstance(o, Mapping)]
        laid = []
        for o in opts:
            text = say(o.get("text", ""))
            icons = icons_for(english(o.get("text", "")))
            laid.append((o, icons, wrap(text, 20, INNER - 48 - 26 * len(icons)) or [""]))
        top = _card(c, 38 + sum(len(lines) * 26 + 6 for _, _, lines in laid))
        draw_line(c.img, (PAD + 12, top + 7), str(card.get("id", "?")), 20, MUTED)
        c.y = top + 32
        for o, icons, lines in laid:
            mark = (
                {"left": "◀", "right": "▶"}.get(str(o.get("side")), "●") if len(opts) > 1 else "●"
            )
            draw_line(c.img, (PAD + 12, c.y + 2), mark, 20, STEP_INK)
            for i, ic in enumerate(icons):
                paste_icon(
                    c.img, icon(ic, 28), (PANEL_WIDTH - PAD - 8 - 26 * (len(icons) - i), c.y - 3)
                )
            for line in lines:
                draw_line(c.img, (PAD + 36, c.y), line, 20, INK)
                c.y += 26
            c.y += 6
        c.y = top + 38 + sum(len(lines) * 26 + 6 for _, _, lines in laid) + 10


def _goal_cards(c: _Cursor, cards: list[Any]) -> None:
    for card in cards:
        if not isinstance(card, Mapping):
            continue
        pill = fit(w("render-cattower-climb", climb=as_int(card.get("climb"))), 20, INNER / 2)
        pw = line_width(pill, 20) + 16
        name = f"{card.get('id', '')}  {say(card.get('name', ''))}".strip()
        name_lines = wrap(name, 20, INNER - 30 - pw)
        text_lines = wrap(say(card.get("text", "")), 20, INNER - 24, bold=False)
        height = 16 + len(name_lines) * 26 + len(text_lines) * 26
        top = _card(c, height)
        c.draw.rounded_rectangle(
            (PANEL_WIDTH - PAD - 10 - pw, top + 8, PANEL_WIDTH - PAD - 10, top + 34),
            9,
            fill=CLIMB_BG,
            outline=CLIMB_EDGE,
            width=2,
        )
        draw_line(
            c.img, (PANEL_WIDTH - PAD - 10 - pw / 2, top + 21), pill, 20, CLIMB_INK, anchor="mm"
        )
        c.y = top + 9
        for line in name_lines:
            draw_line(c.img, (PAD + 12, c.y), line, 20, INK)
            c.y += 26
        for line in text_lines:
            draw_line(c.img, (PAD + 12, c.y), line, 20, MUTED, bold=False)
            c.y += 26
        c.y = top + height + 10


def _ranking(c: _Cursor, view: CatTowerView) -> None:
    names = names_of(view)
    cats = {
        (as_int(k.get("seat"), -1)): k for k in view.get("cats") or [] if isinstance(k, Mapping)
    }
    ranking = [s for s in view.get("ranking") or [] if isinstance(s, int)] or sorted(cats)
    seat_to_move = view.get("to_move")
    for place, seat in enumerate(ranking, 1):
        cat: Mapping[str, object] = cats.get(seat, {})
        if seat == seat_to_move:
            c.draw.rounded_rectangle((PAD, c.y - 3, PANEL_WIDTH - PAD, c.y + 57), 8, fill=TURN_BG)
        draw_line(c.img, (PAD + 6, c.y + 27), f"{place}.", 20, INK, anchor="lm")
        paste_icon(c.img, icon(f"blackcat:{cat.get('scarf', '')}", 36), (PAD + 32, c.y + 9))
        name = names[seat] if 0 <= seat < len(names) else w("render-cattower-seat", seat=seat + 1)
        put_name(c.img, (PAD + 74, c.y), name, 20, INK, INNER - 80)
        floor = as_int(cat.get("floor"))
        scarf = w("render-cattower-scarf", scarf=str(cat.get("scarf", "")))
        where = (
            w("render-cattower-waiting")
            if floor == 0
            else w("render-cattower-on-floor", floor=floor)
        )
        draw_line(
            c.img,
            (PAD + 74, c.y + 27),
            fit(f"{scarf} · {where}", 20, INNER - 80),
            20,
            MUTED,
            bold=False,
        )
        c.y += 64


def _footer(c: _Cursor, view: CatTowerView) -> None:
    if isinstance(view.get("outcome"), Mapping):
        return  # the result card says what happened; piles and the last step are over
    disc = view.get("discards")
    if isinstance(disc, Mapping):
        a = len(disc.get("actions") or [])
        g = len(disc.get("goals") or [])
        c.text(w("render-cattower-discards", actions=a, goals=g), 20, MUTED, bold=False)
    last = last_move_line(view)
    if last:
        c.text(last, 20, INK, bold=False)


def draw_panel(
    view: CatTowerView, min_height: int, show_toto: bool = True, reserve: int = 0
) -> tuple[Image.Image, int]:
    """The side panel for `view` and the row where its free space begins. It is at least
    `min_height` px tall, taller if its cards (plus `reserve` px kept free at the bottom)
    need it. `show_toto` adds Toto's floor and the goal floor (not in competitive play)."""
    for canvas_height in (PANEL_CANVAS, PANEL_CANVAS_MAX):
        img, free_top = _panel_on(
            Image.new("RGB", (PANEL_WIDTH, canvas_height), PANEL_BG), view, show_toto
        )
        if free_top + reserve + PAD <= canvas_height:
            break
    height = min(img.height, max(min_height, free_top + reserve + PAD))
    ImageDraw.Draw(img).line((0, 0, 0, height), fill=CARD_EDGE, width=3)
    return img.crop((0, 0, PANEL_WIDTH, height)), free_top


#: The panel is written on a canvas this tall (and again on the largest one if it did
#: not fit): most panels need well under this, and a smaller canvas is cheaper to fill.
PANEL_CANVAS = 1500
PANEL_CANVAS_MAX = 2600


def _panel_on(img: Image.Image, view: CatTowerView, show_toto: bool) -> tuple[Image.Image, int]:
    """Write the panel's sections on `img` top to bottom; returns it and the first free row."""
    c = _Cursor(img)
    competitive = view.get("mode") == "competitive"
    c.text(w("render-cattower-title"), 27)
    players = as_int(view.get("players"), len(names_of(view)))
    mode = "competitive" if competitive else "coop"
    c.text(w("render-cattower-mode", mode=mode, players=players), 20, MUTED, bold=False)
    if competitive:
        c.text(w("render-cattower-competitive-rule"), 20, MUTED, bold=False)
    else:
        story = view.get("story")
        title = say(story.get("title")) if isinstance(story, Mapping) else None
        paste_icon(img, icon("star", 26), (PAD, c.y + 4))
        c.y += 4
        c.text(
            (
                w(
                    "render-cattower-target-story",
                    floor=as_int(view.get("target_floor")),
                    title=title,
                )
                if title
                else w("render-cattower-target", floor=as_int(view.get("target_floor")))
            ),
            20,
            x=PAD + 32,
            width=INNER - 32,
        )
    c.y += 6
    c.draw.line((PAD, c.y, PANEL_WIDTH - PAD, c.y), fill=CARD_EDGE, width=2)
    c.y += 12
    if not competitive:
        _players(c, view)
    outcome = view.get("outcome")
    over = isinstance(outcome, Mapping)
    if isinstance(outcome, Mapping):
        _outcome(c, view, outcome)
    else:
        _status(c, view, show_toto)
        _turn(c, view)
    actions = [] if over else view.get("face_up_actions") or []
    if isinstance(actions, list) and actions:
        c.heading(w("render-cattower-action-cards"))
        _action_cards(c, actions)
    goals = [] if over else view.get("face_up_goals") or []
    if isinstance(goals, list) and goals:
        c.heading(w("render-cattower-goal-cards"))
        _goal_cards(c, goals)
    elif competitive and not over:
        c.heading(w("render-cattower-goal-cards"))
        c.text(w("render-cattower-secret-goals"), 20, MUTED, bold=False)
    if competitive:
        c.heading(w("render-cattower-ranking"))
        _ranking(c, view)
    c.y += 6
    _footer(c, view)
    return img, c.y + 10
