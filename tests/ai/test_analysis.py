"""The analysis of a finished game (`bot.ai.analysis`) and its picture (`render.analysis`):
on seeded finished games of every game, the curve's last point agrees with the result, the
swings are the moves that cost their mover most, no hidden Kitty card shows before it was
public, the same input gives the same output (in another process too), and the picture is
drawn."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bench.analysis import GAMES, finished_game
from bot.ai.analysis import SWINGS, analyse, analysis_input
from bot.core.protocol import AnyState
from render.analysis import render as render_analysis
from render.analysis import seat_styles

ROOT = Path(__file__).resolve().parents[2]
#: A small budget: what these tests check does not depend on how deep each position is
#: searched (the default budget is measured by `bench/analysis.py`).
SMALL = {"nodes": 400, "iterations": 60, "worlds": 2}


def analysed(name: str, seed: int, plies: int = 60) -> tuple[Any, list[Any], dict[str, Any]]:
    """A finished game of `GAMES[name]`, its steps and its analysis at the small budget."""
    game, start, steps = finished_game(name, seed, plies)
    return game, steps, analyse(game.key, analysis_input(game, start, steps), 7, SMALL)


def check_last_point(game: Any, steps: list[Any], out: dict[str, Any]) -> None:
    """The last point is the exact result: every winner ahead of every loser, a draw (or a
    game everyone won together) level; one point per position."""
    final: AnyState = steps[-1].after
    outcome = final.outcome()
    assert outcome is not None
    values = out["values"]
    assert len(values) == len(steps) + 1
    last = values[-1]
    assert last == pytest.approx(list(outcome.returns(final.num_players)))
    winners = set(outcome.winners)
    losers = set(range(final.num_players)) - winners
    if winners and losers:
        assert min(last[w] for w in winners) > max(last[s] for s in losers)
    else:
        assert len(set(last)) == 1
    for row in values:
        assert len(row) == final.num_players and all(0.0 <= v <= 1.0 for v in row)


@pytest.mark.parametrize("name", list(GAMES))
def test_last_point_agrees_with_the_result(name: str) -> None:
    for seed in (1, 2):
        game, steps, out = analysed(name, seed, plies=40)
        check_last_point(game, steps, out)


@pytest.mark.slow
@pytest.mark.parametrize("name", list(GAMES))
def test_last_point_agrees_with_the_result_over_20_games(name: str) -> None:
    for seed in range(100, 120):
        game, steps, out = analysed(name, seed)
        check_last_point(game, steps, out)


@pytest.mark.parametrize("name", ["towers", "kitty4cards", "cattower3comp"])
def test_swings_are_the_moves_that_cost_their_mover_most(name: str) -> None:
    game, steps, out = analysed(name, 3)
    values = out["values"]
    changes = {
        i + 1: values[i + 1][step.entry.seat] - values[i][step.entry.seat]
        for i, step in enumerate(steps)
        if step.entry.kind == "move" and step.entry.seat is not None
    }
    swings = out["swings"]
    assert [s["ply"] for s in swings] == sorted(s["ply"] for s in swings)
    # A swing is a move that cost its mover (the biggest drops of the mover's own chance)
    # where the AI preferred another move.
    changes = {
        ply: c
        for ply, c in changes.items()
        if out["preferred"][ply - 1]
        != game.public_move_text(steps[ply - 1].before, steps[ply - 1].move)
    }
    assert len(swings) == min(SWINGS, sum(1 for c in changes.values() if c < -1e-9))
    marked = {s["ply"] for s in swings}
    smallest = min((-s["swing"] for s in swings), default=0.0)
    assert all(s["swing"] < 0 for s in swings)
    assert all(-c <= smallest + 1e-9 for ply, c in changes.items() if ply not in marked)
    for s in swings:
        step = steps[s["ply"] - 1]
        assert s["seat"] == step.entry.seat
        assert s["played"] == game.public_move_text(step.before, step.move)
        assert s["swing"] == pytest.approx(changes[s["ply"]], abs=1e-4)
        if s["preferred"] is not None:
            assert 0.0 <= s["preferred_value"] <= 1.0


def test_the_preferred_move_is_legal_where_it_was_preferred() -> None:
    """Perfect information: the AI's move of each swing reads back as a legal move there."""
    game, steps, out = analysed("stacktics", 4)
    assert out["swings"]
    for s in out["swings"]:
        before = steps[s["ply"] - 1].before
        assert s["preferred"] is not None
        game.parse_move(before, s["preferred"], s["seat"])


# ----- hidden cards (Kitty Stack Tower with objective cards) ----------------------------------
def card_tokens(cards: Iterable[str]) -> set[str]:
    """The ways a card can be written: its id and its name."""
    from bot.games.kitty.cards import card_name

    return {t for c in cards for t in (c, card_name(c))}


def hidden_at(game: Any, state: Any) -> set[str]:
    """The cards held at `state` that its public view does not show."""
    public = json.dumps(game.view(state, None))
    return {c for hand in state.hands for c in hand if f'"{c}"' not in public}


def leaks(game: Any, steps: list[Any], record: dict[str, Any], out: dict[str, Any]) -> list[str]:
    """Every place where the analysis input or output names a card that was hidden at that
    point: view i against the cards hidden in position i; a swing's played move against the
    position after it, its preferred move against the position it was preferred in."""
    states = [steps[0].before, *(s.after for s in steps)]
    hidden = [card_tokens(hidden_at(game, s)) for s in states]
    found = []
    for i, view in enumerate(record["views"]):
        text = json.dumps(view)
        found += [f"view {i}: {t}" for t in hidden[i] if t in text]
    for i, text in enumerate(out["preferred"]):
        found += [f"preferred at {i}: {t}" for t in hidden[i] if text and t in text]
    for s in out["swings"]:
        found += [f"played {s['ply']}: {t}" for t in hidden[s["ply"]] if t in s["played"]]
        found += [
            f"preferred {s['ply']}: {t}"
            for t in hidden[s["ply"] - 1]
            if s["preferred"] and t in s["preferred"]
        ]
    return found


def test_the_secret_scanner_finds_a_planted_card() -> None:
    """The scanner below is not blind: a hidden card written into the output is found."""
    game, start, steps = finished_game("kitty4cards", 5, 40)
    record = analysis_input(game, start, steps)
    out = analyse(game.key, record, 7, SMALL)
    secret = min(hidden_at(game, steps[0].before))
    assert leaks(game, steps, record, out) == []
    planted = json.loads(json.dumps(out))
    planted["swings"][0]["preferred"] = f"give {secret}"
    assert leaks(game, steps, record, planted)
    planted = json.loads(json.dumps(out))
    planted["preferred"][0] = f"give {secret}"
    assert leaks(game, steps, record, planted)
    seat_view = json.loads(json.dumps(record))
    seat_view["views"][0] = game.view(steps[0].before, 1)
    assert leaks(game, steps, seat_view, out)


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_the_analysis_reveals_no_hidden_card(seed: int) -> None:
    game, start, steps = finished_game("kitty4cards", seed, 80)
    assert any(hidden_at(game, s.before) for s in steps)  # there were secrets to keep
    record = analysis_input(game, start, steps)
    out = analyse(game.key, record, 7, SMALL)
    assert leaks(game, steps, record, out) == []


@pytest.mark.slow
def test_the_analysis_reveals_no_hidden_card_over_20_games() -> None:
    for seed in range(100, 120):
        game, start, steps = finished_game("kitty4cards", seed, 100)
        record = analysis_input(game, start, steps)
        assert leaks(game, steps, record, analyse(game.key, record, 7, SMALL)) == []


def test_a_public_kitty_view_determinizes_with_every_hand_sampled() -> None:
    """The analysis rebuilds a position from the public view: every seat gets as many cards
    as it holds (the view's hand sizes), none of them a card the view shows elsewhere, and
    a revealed card stays with its holder."""
    game, _, steps = finished_game("kitty4cards", 2, 60)
    checked = 0
    for step in steps:
        view = game.view(step.before, None)
        if view["phase"] != "play":
            continue
        seat = int(view["to_move"] or 0)
        world = game.determinize(view, seat, random.Random(checked))
        assert [len(h) for h in world.hands] == view["hand_sizes"]
        shown = {d["id"] for d in view["discarded"]}
        for r in view["revealed"]:
            assert r["id"] in world.hands[r["seat"]]
        for hand in world.hands:
            assert not shown & set(hand)
        checked += 1
    assert checked > 10


# ----- determinism ----------------------------------------------------------------------------
CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from bench.analysis import finished_game
from bot.ai.analysis import analyse, analysis_input
game, start, steps = finished_game(sys.argv[2], 3, 40)
record = json.loads(json.dumps(analysis_input(game, start, steps)))
print(json.dumps(analyse(game.key, record, 7, json.loads(sys.argv[3]))))
"""


@pytest.mark.parametrize("name", ["tumbling", "kitty4cards"])
def test_the_same_input_gives_the_same_analysis_in_any_process(name: str) -> None:
    game, start, steps = finished_game(name, 3, 40)
    record = analysis_input(game, start, steps)
    here = analyse(game.key, record, 7, SMALL)
    assert analyse(game.key, json.loads(json.dumps(record)), 7, SMALL) == here
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    child = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT), name, json.dumps(SMALL)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=300,
    )
    assert json.loads(child.stdout) == json.loads(json.dumps(here))
    other_seed = analyse(game.key, record, 8, SMALL)
    assert other_seed["values"][-1] == here["values"][-1]  # the exact end does not move


def test_a_second_budget_changes_the_work_done() -> None:
    """The budget is what the search spends: twice the nodes, more work (counted)."""
    game, start, steps = finished_game("towers", 6, 20)
    record = analysis_input(game, start, steps)
    small = analyse(game.key, record, 1, {"nodes": 200})
    large = analyse(game.key, record, 1, {"nodes": 400})
    assert small["budget"]["nodes"] == 200 and large["budget"]["nodes"] == 400
    assert small["work"] < large["work"] <= 401 * len(record["views"])


# ----- the picture ----------------------------------------------------------------------------
@pytest.mark.parametrize("name", list(GAMES))
def test_the_picture_is_drawn_for_every_game(name: str) -> None:
    _, _, out = analysed(name, 1, plies=60)
    players = out["players"]
    names = ["alice", "бob", "猫咪", "Kitty AI 1 (hard)"][:players]
    png = render_analysis(out, names)
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    assert image.width == 800 and 400 <= image.height <= 800
    assert len(png) < 200_000
    assert render_analysis(out, names) == png  # deterministic
    counts = image.convert("RGB").getcolors(1 << 20) or []
    for style in seat_styles(out["seat_names"], players):
        # Every seat's curve and marks are there: many pixels of its colour (the palette
        # and the scaling move a colour a little).
        near = sum(n for n, rgb in counts if _distance(rgb, style.fill) <= 24)
        assert near >= 300, style.name


def _distance(a: Any, b: tuple[int, int, int]) -> int:
    return max(abs(x - y) for x, y in zip(a, b, strict=True))


def test_seats_are_drawn_in_their_own_colours() -> None:
    styles = seat_styles(["Black", "White"], 2)
    assert [s.name for s in styles] == ["Black", "White"]
    cats = seat_styles(["Ginger", "Grey", "Cream"], 3)
    assert len({s.name for s in cats}) == 3
