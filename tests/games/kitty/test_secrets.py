"""Hidden cards: public views, move texts and announcements never leak an unrevealed card;
`determinize` rebuilds a full state from one seat's view alone."""

from __future__ import annotations

import json
import random

from bot.games.kitty import GAME
from bot.games.kitty.cards import CARD_IDS, CARD_INFO
from tests.games.kitty.helpers import english, notations, play, position, with_cards


def _leaks(text: str, cards: list[str]) -> list[str]:
    return [c for c in cards if c in text or CARD_INFO[c].name in text]


def test_public_view_of_a_dealt_four_player_game_names_no_card() -> None:
    state = GAME.new_state(4, 2024, GAME.validate_options(4, {"setup": "random"}))
    dealt = [c for hand in state.hands for c in hand]
    assert len(dealt) == 8
    public = GAME.view(state, None)
    assert public["secret"] is None and public["private"] is None
    assert _leaks(json.dumps(public), list(CARD_IDS)) == []
    assert public["hand_sizes"] == [2, 2, 2, 2]


def test_a_seat_sees_only_its_own_cards() -> None:
    state = GAME.new_state(4, 99, GAME.validate_options(4, {}))
    for seat in range(4):
        view = english(GAME.view(state, seat))
        assert [c["id"] for c in view["secret"]["cards"]] == list(state.hands[seat])
        assert view["secret"]["title"] == "Your objective cards"
        others = [c for s, hand in enumerate(state.hands) if s != seat for c in hand]
        assert _leaks(json.dumps(view), others) == []


def test_revealed_cards_become_public_and_everything_shows_at_the_end() -> None:
    hands = [
        ["rainbow-bridge", "tower-king"],
        ["layered-peaks", "color-master"],
        ["focused-power", "vibrant-colors"],
    ]
    state = with_cards(
        position({"d4": "rr", "d5": "yb", "a1": "y", "g4": "b"}, players="ryb"), hands
    )
    after = play(state, "stack d4>d5")
    text = json.dumps(english(GAME.view(after, None)))
    assert "Rainbow Bridge" in text
    assert (
        _leaks(
            text, ["tower-king", "layered-peaks", "color-master", "focused-power", "vibrant-colors"]
        )
        == []
    )
    over = play(after, "pass", "pass", "pass")
    final = english(GAME.view(over, None)["final"])
    assert sorted((c["seat"], c["id"]) for c in final["cards"]) == sorted(
        (s, c) for s, hand in enumerate(hands) for c in hand
    )
    assert {"seat": 0, "id": "rainbow-bridge", "name": "Rainbow Bridge", "points": 2} in final[
        "cards"
    ]


def test_public_move_text_hides_exchanged_cards() -> None:
    board = {"d4": "r", "d5": "y", "a1": "b", "a2": "b"}
    state = with_cards(
        position(board, players="ryb"),
        [
            ["layered-peaks", "tower-king"],
            ["color-master", "focused-power"],
            ["frenzy", "vibrant-colors"],
        ],
    )
    offer = GAME.parse_move(state, "offer y tower-king", 0)
    assert GAME.public_move_text(state, offer) == "offer y"
    offered = state.apply(offer)
    accept = GAME.parse_move(offered, "accept focused-power", 1)
    assert GAME.public_move_text(offered, accept) == "accept"
    accepted = offered.apply(accept, 1)
    said = " ".join(
        english(GAME.announce(state, offer, offered) + GAME.announce(offered, accept, accepted))
    )
    assert "Yellow accepts Red's offer." in said
    assert (
        _leaks(
            said
            + json.dumps(english(GAME.view(accepted, None)))
            + json.dumps(english(GAME.view(accepted, 2))),
            ["tower-king", "focused-power"],
        )
        == []
    )
    assert GAME.view(accepted, None)["last_move"] == "accept"


# ----- determinize ---------------------------------------------------------------------
def _dealt(seed: int = 3):
    return GAME.new_state(4, seed, GAME.validate_options(4, {"setup": "random"}))


def test_determinize_never_looks_at_the_real_hidden_cards() -> None:
    state = _dealt()
    # Another world, identical for Red: the other three hands are shuffled among themselves
    # and two cards that nobody holds are swapped in.
    unseen = [c for c in CARD_IDS if c not in {x for h in state.hands for x in h}]
    others = [c for s in (1, 2, 3) for c in state.hands[s]]
    fake = [others[2], others[5], unseen[0], others[0], unseen[1], others[4]]
    twin = state.replace(
        hands=(
            state.hands[0],
            tuple(sorted(fake[:2])),
            tuple(sorted(fake[2:4])),
            tuple(sorted(fake[4:])),
        )
    )
    assert GAME.view(twin, 0) == GAME.view(state, 0)
    a = GAME.determinize(GAME.view(state, 0), 0, random.Random(5))
    b = GAME.determinize(GAME.view(twin, 0), 0, random.Random(5))
    assert GAME.encode_state(a) == GAME.encode_state(b)


def test_determinize_respects_what_the_seat_knows() -> None:
    state = _dealt()
    seen = set()
    for seed in range(20):
        world = GAME.determinize(GAME.view(state, 0), 0, random.Random(seed))
        assert world.hands[0] == state.hands[0]
        assert [len(h) for h in world.hands] == [2, 2, 2, 2]
        cards = [c for h in world.hands for c in h]
        assert len(cards) == len(set(cards))
        assert notations(world, 0) == notations(state, 0)
        assert GAME.view(world, None)["stacks"] == GAME.view(state, None)["stacks"]
        seen.add(world.hands[1])
    assert len(seen) > 1  # the unknown cards really are sampled


def test_determinize_keeps_revealed_discarded_and_given_cards_in_place() -> None:
    board = {"d4": "r", "d5": "y", "d1": "r", "d2": "r", "a1": "b", "a2": "b", "g4": "y", "g3": "y"}
    hands = [
        ["forced-exchange", "tower-king"],
        ["rainbow-bridge", "color-master"],
        ["frenzy", "vibrant-colors"],
    ]
    state = with_cards(position(board, players="ryb"), hands)
    state = state.replace(revealed=frozenset({"rainbow-bridge"}))
    state = play(state, "force b", "give frenzy")
    state = state.apply(state.forced_move())  # Red gives Tower King to Blue
    assert state.hands[2] == ("tower-king", "vibrant-colors")
    for seed in range(15):
        world = GAME.determinize(GAME.view(state, 0), 0, random.Random(seed))
        assert world.hands[0] == ("frenzy",)
        assert "rainbow-bridge" in world.hands[1]
        assert "tower-king" in world.hands[2]
        assert all("forced-exchange" not in h for h in world.hands)
        assert world.discarded == (("forced-exchange", 0),)


def test_determinize_from_the_target_of_an_offer() -> None:
    board = {"d4": "r", "d5": "y", "a1": "b", "a2": "b"}
    state = with_cards(
        position(board, players="ryb"),
        [
            ["layered-peaks", "tower-king"],
            ["color-master", "focused-power"],
            ["frenzy", "vibrant-colors"],
        ],
    )
    offered = play(state, "offer y tower-king")
    for seed in range(5):
        world = GAME.determinize(GAME.view(offered, 1), 1, random.Random(seed))
        assert world.to_move == 1
        assert notations(world, 1) == notations(offered, 1)
        accepted = world.apply(GAME.parse_move(world, "accept color-master", 1), 1)
        assert "tower-king" in accepted.hands[1]
