"""An attachment's description (its alt text) reaches the `discord.File`, within
Discord's 1 024 characters."""

from __future__ import annotations

from cogs.message import DESCRIPTION_LIMIT, Attachment


def test_the_description_is_sent_with_the_file_and_cut_to_discords_limit() -> None:
    assert DESCRIPTION_LIMIT == 1024
    short = Attachment("board.png", b"png", "alice (Yellow) to play.").file()
    assert short.description == "alice (Yellow) to play." and short.filename == "board.png"
    long = Attachment("board.png", b"png", "x" * 3000).file()
    assert long.description == "x" * DESCRIPTION_LIMIT


def test_a_file_without_a_description_has_none() -> None:
    assert Attachment("record.txt", b"text").file().description is None
