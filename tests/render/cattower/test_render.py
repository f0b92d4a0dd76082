"""The Cat and the Tower side view, checked the way a player would look at it.

Scenes are hand-built from the component sizes (see `scenes.py`); pixel positions come
from the renderer's own camera (`make_camera`), so the checks read "the goal floor's
storey is tinted", "floor 22 and Toto's floor 4 are both on screen", and so on.
"""

from __future__ import annotations

import copy
import io
from itertools import combinations
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageStat

import render
from bot.core.errors import PositionError
from render.cattower import MIN_HEIGHT, SCENE_W, WIDTH, render_frame, scene_height
from render.cattower import render as render_cattower
from render.cattower_icons import icon
from render.cattower_panel import PANEL_WIDTH
from render.cattower_parts import read_pieces
from render.cattower_scene import S_MIN, make_camera, read_facts

from . import scenes


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(data))
    img.load()
    assert img.format == "PNG"
    return img.convert("RGB")


def _camera(view: dict[str, Any], height: int):
    """The camera of `view` drawn in an image `height` px tall (above the caption band)."""
    settled = read_pieces(view["bodies"])
    ghost = read_pieces(view.get("ghost"))
    facts = read_facts(view, settled)
    return make_camera(settled + ghost, facts, SCENE_W, scene_height(view, height)), facts


def _diff(a: Image.Image, b: Image.Image, box: tuple[int, int, int, int]) -> float:
    """Mean absolute difference of two images inside `box`."""
    return sum(ImageStat.Stat(ImageChops.difference(a.crop(box), b.crop(box))).mean) / 3


ALL_SCENES = [
    "empty_view",
    "mid_view",
    "friend_ghost_view",
    "tall_view",
    "debris_view",
    "competitive_view",
    "count_view",
]


@pytest.mark.parametrize("name", ALL_SCENES)
def test_every_scene_is_a_phone_sized_png(name: str) -> None:
    img = _png(render_cattower(getattr(scenes, name)()))
    assert img.width == WIDTH
    assert img.height >= MIN_HEIGHT


def test_dispatch_through_render_view() -> None:
    view = scenes.mid_view()
    assert render.render_view(view) == render_cattower(view)


def test_secret_never_changes_a_pixel() -> None:
    view = scenes.competitive_view()
    with_secret = copy.deepcopy(view)
    with_secret["secret"] = {
        "goals": {"0": ["G06", "G09"], "1": ["G13", "G10"]},
        "deck": ["A01"] * 9,
    }
    assert _png(render_cattower(view)).tobytes() == _png(render_cattower(with_secret)).tobytes()


def test_every_count_frame_renders_and_shows_its_number() -> None:
    view = scenes.count_view()
    plain = _png(render_cattower(view))
    frames = [_png(render_frame(view, i)) for i in range(len(view["count_frames"]))]
    scene = (0, 0, WIDTH - PANEL_WIDTH, plain.height)
    for frame in frames:
        assert frame.size == plain.size
        assert _diff(frame, plain, scene) > 0  # the "n…" badge at least
    for a, b in combinations(frames, 2):
        assert a.tobytes() != b.tobytes()  # 1…, 2…, 3… differ


def test_count_frame_out_of_range_is_a_position_error() -> None:
    view = scenes.count_view()
    with pytest.raises(PositionError):
        render_frame(view, len(view["count_frames"]))
    with pytest.raises(PositionError):
        render_frame(view, -1)
    with pytest.raises(PositionError):
        render_frame(scenes.mid_view(), 0)  # no count in progress


def test_goal_floor_storey_is_shaded() -> None:
    view = scenes.mid_view(ghost=False)  # Toto on 6: the goal floor is 7
    img = _png(render_cattower(view))
    cam, facts = _camera(view, img.height)
    x = round(cam.col(facts.floors_x[7] - 70.0))  # open sky left of the tower
    inside = img.getpixel((x, round(cam.row((facts.floors_y[7] + facts.floors_y[8]) / 2))))
    outside = img.getpixel((x, round(cam.row((facts.floors_y[5] + facts.floors_y[6]) / 2))))
    # the wash is yellow: more red+green than blue, and clearly more than unshaded sky
    assert inside[0] - inside[2] > outside[0] - outside[2] + 15


def test_ghost_preview_is_drawn_where_the_placement_goes() -> None:
    with_ghost = scenes.mid_view(ghost=True)
    without = scenes.mid_view(ghost=False)
    a, b = _png(render_cattower(with_ghost)), _png(render_cattower(without))
    cam, facts = _camera(with_ghost, a.height)
    top = cam.row(max(y for g in with_ghost["ghost"] for _, y in g["poly"]))
    floor10 = cam.row(facts.floors_y[10])
    box = (round(cam.col(-50)), round(top), round(cam.col(50)), round(floor10) - 4)
    assert _diff(a, b, box) > 5


def test_tall_tower_keeps_the_top_and_totos_floor_readable() -> None:
    view = scenes.tall_view(22, toto_floor=4)
    cam, facts = _camera(view, _png(render_cattower(view)).height)
    assert cam.scale >= S_MIN  # a Friend stays ≥ 24 px tall
    assert cam.scale * 16 >= 24
    assert cam.row(facts.floors_y[22]) is not None  # where the next floor goes
    assert cam.row(facts.floors_y[4]) is not None  # Toto
    assert cam.row(facts.floors_y[5]) is not None  # the goal floor
    assert cam.row(facts.floors_y[10]) is None  # the middle is cut out
    _png(render_cattower(view))


def test_ten_floor_tower_fits_whole_with_the_table() -> None:
    view = scenes.mid_view()
    cam, facts = _camera(view, _png(render_cattower(view)).height)
    assert len(cam.bands) == 1
    assert cam.row(0.0) is not None and cam.row(facts.floors_y[10]) is not None


def test_debris_lies_faded_on_the_table() -> None:
    view = scenes.debris_view()
    img = _png(render_cattower(view))
    cam, _ = _camera(view, img.height)
    # inside the bricks wall lying on the table at x = -105 mm (0..16 mm high)
    box = (round(cam.col(-115)), round(cam.row(12.0)), round(cam.col(-95)), round(cam.row(4.0)))
    counts = img.crop(box).getcolors(10_000)
    assert counts
    r, g, b = max(counts)[1]  # the wall's dominant colour
    assert r > g + 25  # still brick-red...
    assert 0.299 * r + 0.587 * g + 0.114 * b > 160  # ...but pale (a standing brick wall is ~130)


def test_fallen_wall_count_is_shown() -> None:
    two = scenes.mid_view()
    four = copy.deepcopy(two)
    four["fallen_walls"] = 4
    a, b = _png(render_cattower(two)), _png(render_cattower(four))
    panel = (WIDTH - PANEL_WIDTH, 0, WIDTH, 480)
    assert _diff(a, b, panel) > 0


def test_competitive_names_sit_beside_their_black_cats() -> None:
    view = scenes.competitive_view()
    renamed = copy.deepcopy(view)
    renamed["seat_names"] = ["Mira", "Jonas", "Zoë Quinn", "Kwame"]  # Ada (blue scarf) renamed
    a, b = _png(render_cattower(view)), _png(render_cattower(renamed))
    cam, _facts = _camera(view, a.height)
    blue = next(p for p in view["bodies"] if p.get("colour") == "blue")
    x = sum(x for x, _ in blue["poly"]) / 4
    y_top = max(y for _, y in blue["poly"])
    box = (
        round(cam.col(x - 30)),
        round(cam.row(y_top)) - 40,
        round(cam.col(x + 30)),
        round(cam.row(y_top)),
    )
    assert _diff(a, b, box) > 1


def _grey_icon(key: str) -> Image.Image:
    """An icon on white paper as a colour-blind (greyscale) eye would see it."""
    ic = icon(key, 64)
    paper = Image.new("RGBA", ic.size, (255, 255, 255, 255))
    return Image.alpha_composite(paper, ic).convert("L")


def test_friends_are_told_apart_without_colour() -> None:
    """Each coat's mark must survive a greyscale (colour-blind) view of the Friend."""
    grey = {c: _grey_icon(f"friend:{c}") for c in ("white", "ginger", "grey", "brown")}
    for a, b in combinations(grey, 2):
        assert ImageStat.Stat(ImageChops.difference(grey[a], grey[b])).mean[0] > 6, (a, b)


def test_wall_types_are_told_apart_without_colour() -> None:
    kinds = ("bricks", "windows", "arches", "angels", "pillars")
    grey = {k: _grey_icon(f"wall:{k}") for k in kinds}
    for a, b in combinations(kinds, 2):
        assert ImageStat.Stat(ImageChops.difference(grey[a], grey[b])).mean[0] > 3, (a, b)


def test_toto_is_not_a_black_cat() -> None:
    toto = _grey_icon("toto")
    cat = _grey_icon("blackcat:red")
    assert ImageStat.Stat(toto).mean[0] > ImageStat.Stat(cat).mean[0] + 5  # Toto has white fur


def test_malformed_views_still_render() -> None:
    bad: list[dict[str, Any]] = [
        {"game": "cattower"},
        {
            "game": "cattower",
            "bodies": "nope",
            "ghost": {"x": 1},
            "floors": "ten",
            "cats": [None, 3],
            "face_up_actions": [None, {"options": "x"}],
            "face_up_goals": [{"climb": "lots"}],
            "ranking": [0, "x", 9],
            "seat_names": [1, 2],
            "to_move": 7,
            "outcome": {"winners": "all"},
        },
        {
            "game": "cattower",
            "bodies": [
                {"kind": "wall", "poly": [[0, 0], [1]]},
                {"kind": "floor", "label": "x", "poly": [[0, 0], [float("nan"), 1], [2, 2]]},
                {"kind": "friend", "poly": [[0, 0], [1e12, 0], [0, 1]]},
                {"kind": "unicorn", "poly": [[0, 0], [10, 0], [10, 10]], "colour": 5},
                {
                    "kind": "wall",
                    "wall_type": "paper",
                    "poly": [[0, 0], [16, 0], [16, 44], [0, 44]],
                },
            ],
            "toto_floor": 3,
            "goal_floor": 4,
            "target_floor": -2,
        },
    ]
    for view in bad:
        assert _png(render_cattower(view)).width == WIDTH


def test_long_card_lists_grow_the_image_instead_of_cutting_it() -> None:
    view = scenes.competitive_view()
    view["face_up_actions"] = view["face_up_actions"] * 3
    img = _png(render_cattower(view))
    assert img.height > MIN_HEIGHT
    bottom = img.crop((WIDTH - PANEL_WIDTH + 4, img.height - 12, WIDTH, img.height))
    assert ImageStat.Stat(bottom.convert("L")).extrema[0][0] > 200  # empty margin at the foot


def test_png_stays_small() -> None:
    assert len(render_cattower(scenes.mid_view())) <= 150_000


def test_notice_and_slip_are_shown_under_the_tower() -> None:
    quiet = scenes.mid_view()
    quiet["slip"] = None
    noisy = copy.deepcopy(quiet)
    noisy["notice"] = "The walls stand."
    a, b = _png(render_cattower(quiet)), _png(render_cattower(noisy))
    assert _diff(a, b, (0, a.height - 80, WIDTH - PANEL_WIDTH, a.height)) > 0.5


def _engine():
    from bot.core.registry import get_game

    return get_game("cattower")


def test_engine_views_render_if_the_engine_exists() -> None:
    game = _engine()
    state = game.new_state(2, 7, game.validate_options(2, {}))
    for _ in range(8):  # take a card, place, confirm, ...
        _png(render_cattower(game.view(state, None)))
        if state.outcome() is not None:
            break
        state = state.apply(state.legal_moves()[0])


def test_engine_seat_view_with_secret_goals_draws_the_public_picture() -> None:
    game = _engine()
    options = game.validate_options(3, {"mode": "competitive"})
    state = game.new_state(3, 3, options)
    public, own = game.view(state, None), game.view(state, 0)
    assert _png(render_cattower(public)).tobytes() == _png(render_cattower(own)).tobytes()
