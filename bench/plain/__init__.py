"""Plain, straightforward implementations of the board games' rules, written from the rules
files in `shared/rules/` with dicts and lists and no cleverness (no index tables, no
incremental updates): the yardstick `bench/playouts.py` measures the engines against.

Every module offers `start(seed) -> PlainState`; a state has `to_move`, `legal_moves()`
(cached per state, like any sensible implementation), `apply(move)` (checks the move is
legal) and `outcome()` (None while the game goes on, else the tuple of winning seats).
"""
