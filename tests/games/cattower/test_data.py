"""The card TOML is shipped, loads, and bad data is refused with a clear message."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games.cattower import GAME
from bot.games.cattower.data import _read_text, parse_text, validate_data
from bot.games.cattower.specs import CatDataError


def test_shipped_data_is_valid_and_complete():
    data = validate_data()
    assert GAME.validate_data() == data
    assert len(data.actions) == 20 and len(data.goals) == 16 and len(data.stories) == 5
    assert sum(w.count for w in data.walls) == 54
    assert [a.id for a in data.actions if a.starter] == ["A01", "A02"]
    assert [g.id for g in data.goals if g.starter] == ["G01", "G02"]
    assert data.dexterity.factor("butterfingers") == 2.2


def test_shipped_copy_matches_the_rules_file():
    """The shipped TOML is the rules folder's copy (`shared/` lies beside the checkout)."""
    shared = Path(__file__).resolve().parents[4] / "shared" / "rules" / "cat-tower-cards.toml"
    if not shared.exists():
        pytest.skip(f"no rules folder beside the checkout ({shared})")
    assert _read_text() == shared.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "old, new, words",
    [
        ("count = 12\nheight_mm = 44.0", "count = 11\nheight_mm = 44.0", "54"),
        (
            'kind = "touching", relation = "same"',
            'kind = "touching", relation = "cousins"',
            "relation",
        ),
        ('condition = { kind = "bridge" }', 'condition = { kind = "tower" }', "unknown condition"),
        (
            'left = { kind = "build", walls = ["bricks", "windows"] }',
            'left = { kind = "build", walls = ["bricks", "marble"] }',
            "walls",
        ),
        ("steady = 0.6", "steady = -1", "steady"),
        ("target_floor = 13", "target_floor = 12", "story targets"),
    ],
)
def test_broken_data_is_refused(old, new, words):
    text = _read_text()
    assert old in text
    with pytest.raises(CatDataError, match=words):
        parse_text(text.replace(old, new, 1))


def test_not_toml_at_all():
    with pytest.raises(CatDataError, match="not valid TOML"):
        parse_text("[[action]\nid=")
