"""Members and servers in other languages, for SimCord tests.

SimCord sends every interaction as `locale: en-US`, `guild_locale: en-US`. `speak(monkeypatch,
{member_id: "de"})` makes each listed member's interactions carry that Discord locale, and
every interaction in a guild carry that guild's `preferred_locale` as `guild_locale`.
`bot.i18n.pseudo.install("de")` then makes "German" the wrapped pseudo-language (see there).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
import simcord.interactions as sim_interactions


def speak(monkeypatch: pytest.MonkeyPatch, locales: Mapping[int, str]) -> None:
    """Interactions of the members in `locales` carry their Discord locale from now on."""
    original = sim_interactions.base_payload

    def base_payload(backend: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        record, payload = original(backend, **kwargs)
        locale = locales.get(int(kwargs["user_id"]))
        if locale is not None:
            payload["locale"] = locale
        guild_id = kwargs.get("guild_id")
        if guild_id is not None:
            preferred = getattr(backend.get_guild(guild_id), "preferred_locale", None)
            if preferred:
                payload["guild_locale"] = preferred
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", base_payload)
