"""Moved to `render.textboard` (kept while callers move; removed with protocol v2)."""

from render.textboard import hex_board, square_board, stack_text, text_board

__all__ = ["hex_board", "square_board", "stack_text", "text_board"]
