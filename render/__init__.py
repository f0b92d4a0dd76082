"""Pillow renderers: a game's public view (a dict from `State.view`) → PNG bytes.

`render_view(view)` picks the renderer by `view["game"]`. Renderers never see secrets:
they are given the public view, or a seat's own view only for that seat's DM / ephemeral.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

_RENDERERS: dict[str, str] = {
    "towers": "render.towers",
    "kitty": "render.kitty",
    "stacktics": "render.stacktics",
    "tumbling": "render.tumbling",
    "cattower": "render.cattower",
}


def renderer_for(game: str) -> Callable[[dict[str, Any]], bytes]:
    module = importlib.import_module(_RENDERERS[game])
    return module.render  # type: ignore[no-any-return]


def render_view(view: dict[str, Any]) -> bytes:
    """The PNG for `view` (whatever game it belongs to)."""
    return renderer_for(view["game"])(view)
