"""Discord's limits on a slash command, checked on the payload discord.py publishes."""

from __future__ import annotations

import re
from typing import Any

#: A command's, a subcommand's or an input's name: 1–32 lower-case letters, digits, - or _.
NAME = re.compile(r"^[-_a-z0-9]{1,32}$")
#: Subcommands or inputs of one command, choices of one input.
MAX_OPTIONS = 25
MAX_CHOICES = 25
DESCRIPTION = 100
#: What discord.py writes when a command or an input was given no description.
NO_DESCRIPTION = "…"


def check_command(data: dict[str, Any], path: str = "") -> None:
    """Fail unless `data` (a command, a group or an input, as published) and everything in
    it keeps Discord's limits and is described (never the bare `…`)."""
    where = f"{path} {data['name']}".strip()
    assert NAME.match(data["name"]), f"{where}: bad name"
    description = data.get("description", "")
    assert 1 <= len(description) <= DESCRIPTION, f"{where}: description length"
    assert description.strip() != NO_DESCRIPTION, f"{where}: no description"
    options = data.get("options", [])
    assert len(options) <= MAX_OPTIONS, f"{where}: {len(options)} options"
    choices = data.get("choices", [])
    assert len(choices) <= MAX_CHOICES, f"{where}: {len(choices)} choices"
    for choice in choices:
        assert 1 <= len(choice["name"]) <= DESCRIPTION, f"{where}: choice {choice}"
    for option in options:
        check_command(option, where)


def total_characters(data: dict[str, Any]) -> int:
    """The characters Discord counts against a command's 8 000: every name, description
    and choice name and value, of the command and everything in it."""
    own = len(data["name"]) + len(data.get("description", ""))
    own += sum(len(c["name"]) + len(str(c["value"])) for c in data.get("choices", []))
    return own + sum(total_characters(o) for o in data.get("options", []))
