"""The Stacktics move value (shared by the geometry's move table and the generator)."""

from __future__ import annotations

from typing import NamedTuple


class StackticsMove(NamedTuple):
    """A move: the stack on cell index `frm` splits above its piece number `base`
    (0 = bottom) and that piece with everything on it goes to cell index `to`.
    The pie-rule decisions are the two constants `SWAP` and `KEEP`."""

    frm: int
    base: int
    to: int


#: Blue takes over Red's pieces after Red's first move (pie rule).
SWAP = StackticsMove(-1, -1, -1)
#: Blue declines the swap and keeps its own pieces (pie rule).
KEEP = StackticsMove(-2, -2, -2)
