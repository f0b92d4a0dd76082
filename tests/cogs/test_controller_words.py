"""The controller's own texts in the pseudo-language: no English typed in code (issue 31)."""

from __future__ import annotations

import re

from bot.i18n import pseudo, words
from cogs import clock_prompts, status, threads
from cogs.language import names_and


def german(text: str) -> str:
    assert pseudo.OPEN in text, f"not from the catalogue: {text!r}"
    rest = re.sub(r"\b(Towers|alice|bob|carol|kB|MB)\b", " ", pseudo.leftover(text))
    assert not re.search(r"[A-Za-z]{3,}", rest), f"English left in {text!r}: {rest!r}"
    return text


def test_status_embed_in_german(pseudo_german: str) -> None:
    e = status.status_embed(
        uptime_seconds=3 * 3600,
        tables={"Towers": status.TableCounts(1, 2)},
        database_bytes=None,
        ai_workers=2,
        version="1.0",
        words=words(pseudo_german),
    )
    german(e.title or "")
    for field in e.fields:
        german(field.name or "")
        if field.name and "Version" not in field.name:
            german(field.value or "")


def test_thread_names_refusals_and_clock_words_in_german(pseudo_german: str) -> None:
    w = words(pseudo_german)
    german(threads.thread_name("Towers", ["alice", "bob", "carol"], w))
    german(threads.thread_name("Towers", ["alice"], w))
    refusal = threads.missing_permissions_text([s for _, s in threads.NEEDED])
    german(refusal.text(pseudo_german))
    assert "**Create Public Threads** and **Send Messages in Threads**" in str(refusal)
    for seconds in (120, 600, 3600, 86400, 3 * 86400):
        german(clock_prompts.per_move(seconds, w))
    assert [clock_prompts.per_move(s) for s in (120, 3600, 3 * 86400)] == [
        "2 minutes",
        "1 hour",
        "3 days",
    ]
    for mode in ("channel", "dm", "off"):
        german(clock_prompts.settings_text(mode, w))
    german(names_and(["alice", "bob", "carol"], w))
