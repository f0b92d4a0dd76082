"""The answers to an exchange offer, in the direct message that shows it: a menu
(`components.DmAnswer`) of the seat's legal answers. Discord delivers its clicks on shard
0, which in a cluster may be another process than the one serving the match
(`cogs.controller.foreign`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.core.protocol import MoveChoice
from bot.matches import Match
from cogs import components, prompts
from cogs.message import MessageSpec


def with_answers(
    spec: MessageSpec, m: Match, seat: int, secret: Any, choices: Sequence[MoveChoice]
) -> MessageSpec:
    """`spec` (a seat's secret DM) with a menu of the seat's answers when the secret holds
    an offer made to that seat and the seat may act now; `spec` unchanged otherwise."""
    offer = secret.get("offer") if isinstance(secret, dict) else None
    if not isinstance(offer, dict) or offer.get("to") != seat or not choices:
        return spec
    options = [prompts.option(x) for x in choices]
    return replace(spec, view=components.view_of(components.DmAnswer(m.id, m.ply, options)))
