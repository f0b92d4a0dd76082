"""The match service: lobbies, seats, turns and persistence of matches."""

from bot.matches.models import Match, Seat, TurnReport
from bot.matches.service import MatchService, NotSeatedError

__all__ = ["Match", "MatchService", "NotSeatedError", "Seat", "TurnReport"]
