"""Pillow renderers: a game's view (`Game.view(state, seat)`) → PNG bytes.

Each game's renderer is the module `render.<key>` (its `render(view) -> bytes`), found by
the view's "game" key; its text board is `render.<key>_text`. Every word drawn is in the
language the entry point is given (`render.lang`: a renderer says its labels with `w`). The conformance test checks
that every registered game has both. Renderers never see secrets: they are given the
public view, or a seat's own view only for that seat's DM or ephemeral answer.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

from render import allocator
from render.lang import using

#: Pillow's image memory is kept for reuse across renders (see `render.allocator`).
allocator.configure()

Renderer = Callable[[Mapping[str, Any]], bytes]


def renderer_for(game: str) -> Renderer:
    """The PNG renderer of `game`; LookupError when the game has none."""
    try:
        module = importlib.import_module(f"render.{game}")
    except ModuleNotFoundError as exc:
        raise LookupError(f"no renderer for `{game}` (render/{game}.py)") from exc
    draw: Renderer = module.render
    return draw


def render_count_frame(view: Mapping[str, Any], index: int, lang: str = "en") -> bytes:
    """Frame `index` of the count a game shows at its end (`view["count_frames"]`), drawn
    by its renderer's `render_frame`; LookupError for a game without such frames."""
    game = str(view["game"])
    module = importlib.import_module(f"render.{game}")
    draw: Callable[[Mapping[str, Any], int], bytes] | None = getattr(module, "render_frame", None)
    if draw is None:
        raise LookupError(f"`{game}` draws no count frames")
    with using(lang):
        return draw(view, index)


def render_view(view: Mapping[str, Any], lang: str = "en") -> bytes:
    """The PNG for `view` (whatever game it belongs to), its words in `lang`."""
    draw = renderer_for(str(view["game"]))
    with using(lang):
        return draw(view)
