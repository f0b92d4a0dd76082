"""Kitty Stack Tower: stack, flip and disassemble kitty cushions on a hex board (2–4 players,
secret objective cards)."""

from bot.core.registry import register
from bot.games.kitty.game import KittyGame
from bot.games.kitty.moves import KittyMove
from bot.games.kitty.state import KittyState

GAME = register(KittyGame())

__all__ = ["GAME", "KittyGame", "KittyMove", "KittyState"]
