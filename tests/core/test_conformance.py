"""Conformance of every registered game with the protocol (OpenSpiel's games_sim_test).

One simulation over every game the registry knows, so a sixth game is checked the day it
is registered: seeded random games end; `apply` never changes its input; a finished state
offers no move; every legal move's notation reads back as the same move; encode/decode and
replay-from-the-log give the live state; the public view holds no secret and a seat's view
no other seat's secret; every legal move names the board cells it touches (autocomplete);
and the game has a renderer (deterministic PNG), a text board,
rules text and an AI that answers with a legal move.
"""

from __future__ import annotations

import importlib
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.ai import choose_move
from bot.core.lessons import load_lessons
from bot.core.protocol import AnyGame, AnyState, Game
from bot.core.registry import all_games
from bot.i18n import ENGLISH, LOCALES
from bot.i18n import text as words_of
from render import renderer_for
from render.textboard import drawer_for, text_board

GAMES = all_games()
KEYS = [g.key for g in GAMES]

#: Random games per game and the ply cap after which a game "did not end".
GAMES_PER_KEY = {"cattower": 1}
DEFAULT_GAMES = 3
PLY_CAP = 3000
#: Check the expensive properties (notation of every move, encode/decode) on every
#: `STRIDE`-th position only; cheap ones on every position.
STRIDE = {"cattower": 1, "kitty": 3}


@dataclass
class Played:
    """A seeded random game: the positions met, the log that produced them."""

    game: AnyGame
    players: int
    seed: int
    options: dict[str, Any]
    states: list[AnyState] = field(default_factory=list)
    log: list[tuple[int, Any]] = field(default_factory=list)


def acting(state: AnyState, rng: random.Random) -> int | None:
    if state.outcome() is not None:
        return None
    if state.to_move is not None:
        return state.to_move
    actors = sorted(state.actors())
    return rng.choice(actors) if actors else None


def play_random(game: AnyGame, players: int, seed: int) -> Played:
    options = game.validate_options(players, {})
    state = game.new_state(players, seed, options)
    out = Played(game, players, seed, options, [state])
    rng = random.Random(seed)
    for _ in range(PLY_CAP):
        seat = acting(state, rng)
        if seat is None:
            break
        forced = state.forced_move()
        moves = state.legal_moves(seat)
        assert moves or forced is not None, f"{game.key}: seat {seat} may act but has no move"
        move = forced if forced is not None else moves[rng.randrange(len(moves))]
        out.log.append((seat, game.encode_move(state, move)))
        state = state.apply(move, seat)
        out.states.append(state)
    return out


def player_counts(game: AnyGame) -> list[int]:
    counts = {game.min_players, game.max_players}
    return sorted(c for c in counts if c >= 1)


def _cases() -> list[Any]:
    cases = []
    for g in GAMES:
        for players in player_counts(g):
            for i in range(GAMES_PER_KEY.get(g.key, DEFAULT_GAMES)):
                marks = []
                if g.key == "cattower":  # physics: seconds per game
                    marks = [pytest.mark.sweep] if players > 2 else [pytest.mark.slow]
                cases.append(
                    pytest.param(g, players, 1000 + i, id=f"{g.key}-{players}p-{i}", marks=marks)
                )
    return cases


@pytest.fixture(scope="module")
def played() -> dict[tuple[str, int, int], Played]:
    return {}


def get_played(cache: dict[tuple[str, int, int], Played], g: AnyGame, n: int, s: int) -> Played:
    key = (g.key, n, s)
    if key not in cache:
        cache[key] = play_random(g, n, s)
    return cache[key]


@pytest.mark.parametrize(("game", "players", "seed"), _cases())
def test_random_games_end_and_keep_the_rules(
    game: AnyGame, players: int, seed: int, played: dict[tuple[str, int, int], Played]
) -> None:
    p = get_played(played, game, players, seed)
    final = p.states[-1]
    assert final.outcome() is not None, f"{game.key}: no result after {PLY_CAP} plies"
    for seat in range(players):
        assert final.legal_moves(seat) == [], "a finished game offers moves"
    assert not final.actors()
    stride = STRIDE.get(game.key, 1)
    for i, state in enumerate(p.states[:-1]):
        seat, encoded = p.log[i]
        before = json.dumps(game.encode_state(state), sort_keys=True)
        move = game.decode_move(state, encoded, seat)
        state.apply(move, seat)
        assert json.dumps(game.encode_state(state), sort_keys=True) == before, (
            f"{game.key}: apply changed its input at ply {i}"
        )
        if i % stride:
            continue
        for actor in sorted(state.actors()):
            for m in state.legal_moves(actor):
                text = game.format_move(state, m)
                assert game.parse_move(state, text, actor) == m, (
                    f"{game.key}: `{text}` does not read back at ply {i}"
                )
        data = game.encode_state(state)
        again = game.decode_state(json.loads(json.dumps(data)))
        assert game.encode_state(again) == data, f"{game.key}: encode/decode differ at ply {i}"


@pytest.mark.parametrize(("game", "players", "seed"), _cases())
def test_replay_from_the_log_equals_the_live_state(
    game: AnyGame, players: int, seed: int, played: dict[tuple[str, int, int], Played]
) -> None:
    p = get_played(played, game, players, seed)
    state = game.new_state(players, seed, p.options)
    for seat, encoded in p.log:
        state = state.apply(game.decode_move(state, json.loads(json.dumps(encoded)), seat), seat)
    assert game.encode_state(state) == game.encode_state(p.states[-1])
    assert state.ply == p.states[-1].ply


@pytest.mark.parametrize(("game", "players", "seed"), _cases())
def test_every_legal_move_names_cells_on_the_board(
    game: AnyGame, players: int, seed: int, played: dict[tuple[str, int, int], Played]
) -> None:
    """`move_cells` is the game's own (autocomplete ranks by it): every cell it gives for a
    legal move is on the board (`cell_names`), none twice; a game with a board names one."""
    assert type(game).move_cells is not Game.move_cells, f"{game.key} lacks move_cells"
    p = get_played(played, game, players, seed)
    named = 0
    for state in p.states[:: STRIDE.get(game.key, 1)]:
        board = game.cell_names(state)
        for actor in sorted(state.actors()):
            for m in state.legal_moves(actor):
                cells = game.move_cells(state, m)
                assert set(cells) <= board, f"{game.key}: {cells} not all on the board"
                assert len(set(cells)) == len(cells), f"{game.key}: {cells} repeats a cell"
                named += bool(cells)
    assert named > 0 or not game.cell_names(p.states[0]), f"{game.key}: no move names a cell"


def _keys_named(data: Any, name: str) -> int:
    """How many keys called `name` hold something (not None) anywhere in `data`."""
    if isinstance(data, dict):
        return sum((k == name and v is not None) + _keys_named(v, name) for k, v in data.items())
    if isinstance(data, list):
        return sum(_keys_named(v, name) for v in data)
    return 0


@pytest.mark.parametrize(("game", "players", "seed"), _cases())
def test_views_keep_secrets(
    game: AnyGame, players: int, seed: int, played: dict[tuple[str, int, int], Played]
) -> None:
    p = get_played(played, game, players, seed)
    for state in p.states[:: max(1, len(p.states) // 25)]:
        public = game.view(state, None)
        json.dumps(public)
        assert public["game"] == game.key
        assert public["players"] == players
        assert _keys_named(public, "secret") == 0, "the public view holds a secret"
        secrets = {}
        for seat in range(players):
            own = game.view(state, seat)
            assert _keys_named(own, "secret") <= 1
            if own.get("secret"):
                secrets[seat] = json.dumps(own["secret"], sort_keys=True)
        for seat, text in secrets.items():
            others = [s for s in range(players) if s != seat and secrets.get(s) != text]
            for other in others:
                other_view = game.view(state, other)
                other_view.pop("secret", None)
                assert text not in json.dumps(other_view, sort_keys=True), (
                    f"{game.key}: seat {other} sees seat {seat}'s secret"
                )
    ended = game.resign(p.states[0], 0)
    view = game.view(ended, None)
    if ended.outcome() is not None:  # 3-4 player games may play on without the seat
        assert view["to_move"] is None and "outcome" in view


@pytest.mark.parametrize("game", GAMES, ids=KEYS)
def test_every_game_has_a_renderer_text_board_rules_lessons_and_an_ai(game: AnyGame) -> None:
    players = game.min_players if game.min_players >= 2 else game.max_players
    options = game.validate_options(players, {})
    state = game.new_state(players, 7, options)
    rng = random.Random(7)
    for _ in range(6):  # a few plies in, past any set-up
        seat = acting(state, rng)
        if seat is None:
            break
        moves = state.legal_moves(seat)
        state = state.apply(moves[rng.randrange(len(moves))], seat)
    view = game.view(state, None)
    png = renderer_for(game.key)(view)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert renderer_for(game.key)(json.loads(json.dumps(view))) == png, (
        "rendering not deterministic"
    )
    drawer_for(game.key)  # its own text board, not the generic summary
    board = text_board(view)
    assert board.strip() and len(board.splitlines()) >= 2
    assert len(words_of("en", f"{game.key}-rules")) > 200
    assert load_lessons(game), "ships bot/games/<key>/lessons.toml"
    seat = acting(state, random.Random(1))
    assert seat is not None
    notation = choose_move(game.key, dict(game.view(state, seat)), seat, "easy", 3)
    move = game.parse_move(state, notation, seat)
    assert move in state.legal_moves(seat)


#: The files every game package holds, each meaning the same in every game
#: (docs/adding-a-game.md, "The vocabulary").
VOCABULARY = (
    "__init__.py",
    "game.py",
    "state.py",
    "notation.py",
    "codec.py",
    "view.py",
    "views.py",
    "lessons.toml",
)
#: Names that meant something else in one game than in another (or nothing at all);
#: the rules text moved from rules.md into the catalogue (message `<key>-rules`).
RETIRED_NAMES = ("engine.py", "board.py", "tables.py", "rules.py", "rules.md")


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_every_game_package_keeps_the_vocabulary(game: AnyGame) -> None:
    """The same file names mean the same thing in every game package; the game class is
    in game.py; the game's texts are in its English catalogue file, rules included."""
    package = importlib.import_module(type(game).__module__.rsplit(".", 1)[0])
    folder = Path(package.__file__ or "").parent
    present = {p.name for p in folder.iterdir()}
    assert not [name for name in VOCABULARY if name not in present], folder
    assert not [name for name in RETIRED_NAMES if name in present], folder
    assert type(game).__module__.endswith(".game"), type(game).__module__
    words = LOCALES / ENGLISH / f"game-{game.key}.ftl"
    assert f"\n{game.key}-rules =" in words.read_text(encoding="utf-8"), words
