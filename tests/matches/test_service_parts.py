"""The match service and the controller are composed of parts they hold, not mixins: a
reader finds `play` from the object that calls it (`service.turns.play`), every part works
on the one shared `Tables`, and the controller hands each component click to its part."""

from __future__ import annotations

import inspect

from bot.matches import MatchService
from bot.matches.tables import Tables
from cogs.components import Handlers
from cogs.controller import Controller
from cogs.controller.base import Desk, Part

SERVICE_PARTS = (
    "loading",
    "foreign",
    "lobby",
    "rematches",
    "turns",
    "endings",
    "takebacks",
    "lifecycle",
    "notices",
    "timeouts",
)
CONTROLLER_PARTS = ("lobby", "play", "takeback", "records", "tables", "clock", "foreign", "hints")
#: Public methods a class may carry besides its parts (a lookup, the start-up).
HANDFUL = 5


def public_methods(cls: type) -> list[str]:
    return [n for n, v in vars(cls).items() if callable(v) and not n.startswith("_")]


async def test_every_part_of_the_service_works_on_the_one_shared_tables(
    service: MatchService,
) -> None:
    """No mixin stack: the service is a plain class holding its parts; each part holds the
    service's `Tables`, so a lobby opened by one part is the match every other part sees."""
    assert MatchService.__mro__ == (MatchService, object)
    assert len(public_methods(MatchService)) <= HANDFUL
    assert isinstance(service.tables, Tables)
    for name in SERVICE_PARTS:
        part = getattr(service, name)
        assert part.tables is service.tables, name
        assert len(type(part).__mro__) <= 3, f"{name}: {type(part).__mro__}"
    m = await service.lobby.create_lobby(
        guild_id=5, channel_id=1, host_id=1, host_name="ann", game_key="towers", options={}
    )
    await service.lobby.join(m.id, 2, "bob")
    await service.lobby.start(m.id, 1)
    assert m.state is not None
    move = service.turns.move_choices(m, m.seats[m.state.to_move or 0].user_id or 0)[0]
    user = m.seats[m.state.to_move or 0].user_id or 0
    report = await service.turns.play(m.id, user, move.notation)
    assert service.get(m.id) is m and service.in_channel(1) is m
    assert report.after_ply == m.ply == 1 and service.matches[m.id] is m
    assert service.notices.unannounced() == [m], "the move is waiting for its board"


def test_the_controller_holds_its_parts_and_implements_handlers_by_delegation() -> None:
    """The controller is no mixin stack either: its parts share one `Desk`, and every
    `Handlers` method (what the components call) is its own one-line hand-over to a part
    that has a method of the same name."""
    assert Controller.__mro__ == (Controller, object)
    built = inspect.getsource(Controller.__init__)
    for name in CONTROLLER_PARTS:
        assert f"self.{name} = " in built and "(desk)" in built, name
    handlers = [n for n in vars(Handlers) if not n.startswith("_")]
    assert handlers, "the components' protocol names the handlers"
    missing = [n for n in handlers if n not in vars(Controller)]
    assert not missing, f"Controller implements every handler: {missing}"
    for name in handlers:
        source = inspect.getsource(getattr(Controller, name))
        assert f".{name}(" in source, f"{name} hands the click to a part"
    for cls in (Desk, Part):
        assert cls.__mro__ == (cls, object)


async def test_a_service_without_a_cluster_serves_everything(service: MatchService) -> None:
    """`ownership` lives on the shared tables: None (every match) until the app sets it."""
    assert service.tables.ownership is None
    assert service.foreign.tables is service.tables and service.rematches.lobby is service.lobby
    m = await service.lobby.create_lobby(
        guild_id=5, channel_id=2, host_id=1, host_name="ann", game_key="towers", options={}
    )
    assert service.foreign.owns_match(m) and service.foreign.owns_id(m.id)
    assert not await service.foreign.refresh(m), "nothing to refresh without a cluster"
