"""The rarely-changing fields live in one `Shared` record: a board move references its
parent's record, a change of one of its fields copies it (the parent keeps its own), and
the tables read from a board agree with a plain count of its stacks."""

from __future__ import annotations

import random

from bot.games.kitty import GAME
from bot.games.kitty.model import FIELDS, Changes, Position
from bot.games.kitty.movegen import Tables
from bot.games.kitty.shared import SHARED_FIELDS, Shared


def _start(seed: int = 3):
    return GAME.new_state(2, seed, GAME.validate_options(2, {"setup": "random"}))


def test_a_board_move_shares_the_record_and_changes_no_shared_field() -> None:
    state = _start()
    before = {name: getattr(state, name) for name in FIELDS}
    after = state.apply(state.legal_moves()[0])
    assert after._shared is state._shared
    assert {name: getattr(state, name) for name in FIELDS} == before
    assert after.ply == state.ply + 1 and after.turn != state.turn


def test_a_shared_field_change_copies_the_record_and_leaves_the_parent_alone() -> None:
    state = _start()
    hands = (("rainbow-bridge",), ())
    changed = state.replace(hands=hands, passes=1)
    assert changed._shared is not state._shared
    assert changed.hands == hands and state.hands == ((), ())
    assert changed.passes == 1 and state.passes == 0
    for name in SHARED_FIELDS:
        if name != "hands":
            assert getattr(changed, name) == getattr(state, name), name
    same = state.replace(passes=1)
    assert same._shared is state._shared


def test_plain_turn_follows_the_shared_fields() -> None:
    state = _start()
    assert state.plain_turn()
    assert not state.replace(objectives=True).plain_turn()
    assert not state.replace(out=(False, True)).plain_turn()
    assert not state.replace(phase="setup").plain_turn()


def _naive(cells: tuple[str, ...], colours: str) -> Tables:
    return Tables(
        tuple(bytes(i for i, s in enumerate(cells) if s and s[-1] == c) for c in colours),
        sum(1 << i for i, s in enumerate(cells) if s),
        sum(1 << i for i, s in enumerate(cells) if len(s) == 1),
    )


def test_tables_of_a_board_agree_with_a_plain_count() -> None:
    rng = random.Random(11)
    for size in (37, 61, 91, 127):
        for _ in range(100):
            cells = tuple(
                "".join(rng.choice("rybg") for _ in range(rng.choice((0, 0, 1, 1, 2, 3, 7))))
                for _ in range(size)
            )
            for colours in ("ry", "ryb", "rybg"):
                assert Tables.of(cells, colours) == _naive(cells, colours)


def test_a_random_set_up_keeps_the_tables_of_its_board() -> None:
    for players, radius in ((2, 3), (2, 6), (3, 4), (4, 5)):
        for seed in range(20):
            options = GAME.validate_options(players, {"setup": "random", "radius": radius})
            state = GAME.new_state(players, seed, options)
            assert state._tables == _naive(state.cells, state.colours)


def test_scores_read_from_the_tables_agree_with_a_plain_count() -> None:
    from bot.games.kitty.scoring import heights_and_own

    state = _start(5)
    rng = random.Random(5)
    while state.outcome() is None:
        assert state._tables is not None
        tables, state._tables = state._tables, None  # scored from the board strings
        plain = heights_and_own(state)
        state._tables = tables
        assert heights_and_own(state) == plain
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])


def _declared(annotation: object) -> str:
    """An annotation as its source text (a TypedDict keeps it as a ForwardRef)."""
    return str(getattr(annotation, "__forward_arg__", annotation))


def test_the_shared_fields_are_declared_alike_and_read_from_the_record() -> None:
    """`Changes`, `Shared` and the forwarding properties of `Position` each declare the
    shared fields (mypy needs all three; the properties stay plain for speed): the same
    type in all three, and each property returns the record's value."""
    state = _start()
    shared = state._shared
    for name in SHARED_FIELDS:
        want = _declared(Changes.__annotations__[name])
        assert _declared(Shared.__annotations__[name]) == want, name
        prop = getattr(Position, name)
        assert isinstance(prop, property), name
        assert prop.fget.__annotations__["return"] == want, name
        assert getattr(state, name) is getattr(shared, name), name
