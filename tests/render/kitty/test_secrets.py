"""The board image is made from public information only."""

from __future__ import annotations

from typing import Any

from render.kitty import render
from tests.render.kitty.helpers import make_view

HIDDEN = ("secret", "private")


class GuardedView(dict):
    """A view that fails the test if the renderer reads a hidden key."""

    def __getitem__(self, key: Any) -> Any:
        assert key not in HIDDEN, f"the renderer read {key!r}"
        return super().__getitem__(key)

    def get(self, key: Any, default: Any = None) -> Any:
        assert key not in HIDDEN, f"the renderer read {key!r}"
        return super().get(key, default)


def test_a_secret_never_changes_the_pixels() -> None:
    public = make_view(objectives=True, hand_sizes=[2, 2, 2, 2])
    private = make_view(
        objectives=True,
        hand_sizes=[2, 2, 2, 2],
        secret={
            "title": "Your objective cards",
            "cards": [
                {"id": "tower-king", "name": "Tower King", "text": "…"},
                {"id": "frenzy", "name": "Monochromatic Frenzy", "text": "…"},
            ],
        },
        private={"known": [{"id": "tower-king", "seats": [0]}]},
    )
    assert render(public) == render(private)


def test_the_renderer_never_reads_the_secret_keys() -> None:
    view = GuardedView(make_view(secret={"cards": [{"id": "frenzy"}]}))
    render(view)
