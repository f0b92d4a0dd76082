"""The match service: lobbies, seats, turns and persistence of matches."""

from bot.matches.errors import NotSeatedError
from bot.matches.models import Match, Seat, TurnReport
from bot.matches.service import MatchService

__all__ = ["Match", "MatchService", "NotSeatedError", "Seat", "TurnReport"]
