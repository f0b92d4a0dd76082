"""Kitty Stack Tower end to end: four players, secret cards by DM (one player's DMs are
closed), a voluntary and a forced exchange, the final scoring — and a scanner that checks
every public message, embed, DM and autocomplete answer for cards that are still secret."""

from __future__ import annotations

from typing import Any

from bot.core.registry import get_game
from tests.e2e.helpers import current_match, private_text, text_of

GAME = get_game("kitty")
CARD_WORDS = {cid: (str(name), cid) for cid, (name, _text) in GAME.card_texts().items()}


def message_text(msg: Any) -> str:
    parts = [msg.content or ""]
    for e in msg.embeds:
        parts += [e.title or "", e.description or "", (e.footer.text or "") if e.footer else ""]
        parts += [f"{f.name} {f.value}" for f in e.fields]
    parts += [a.filename for a in msg.attachments]
    return "\n".join(parts)


class SecretScanner:
    """Remembers which cards each seat holds and which are public, and fails the test if
    a card appears anywhere someone may not see it."""

    def __init__(self, t: Any) -> None:
        self.t = t
        self.seen: set[int] = set()
        self.dm_seen: set[int] = set()
        self.checks = 0

    def state(self) -> Any:
        m = self.t.env.bot.service.matches[1]
        return m.state

    def public_ids(self) -> set[str]:
        v = GAME.view(self.state(), None)
        ids = {r["id"] for r in v.get("revealed", [])}
        if v.get("final"):
            ids |= {c["id"] for c in v["final"]["cards"]}
        ids |= {d["id"] if isinstance(d, dict) else d for d in v.get("discarded", [])}
        return ids

    def hidden_from(self, seat: int | None) -> set[str]:
        """Card ids that `seat` (None = everyone) may not see now."""
        st = self.state()
        visible = self.public_ids()
        hidden: set[str] = set()
        for other in range(4):
            if other == seat:
                continue
            hidden |= set(
                GAME.view(st, other)["secret"]["cards"]
                and [c["id"] for c in GAME.view(st, other)["secret"]["cards"]]
            )
        if seat is not None:
            secret = GAME.view(st, seat)["secret"] or {}
            offer = secret.get("offer")
            if offer:
                visible.add(offer["id"])
            private = GAME.view(st, seat).get("private") or {}
            visible |= {k["id"] for k in private.get("known", [])}
            if private.get("pending_card"):
                visible.add(private["pending_card"]["id"])
        return hidden - visible

    def assert_clean(self, text: str, seat: int | None, where: str) -> None:
        self.checks += 1
        low = text.lower()
        for cid in self.hidden_from(seat):
            name, ident = CARD_WORDS[cid]
            assert name.lower() not in low and ident not in low, f"{where} leaks {name!r}: {text!r}"

    def scan_channel(self) -> None:
        for msg in self.t.channel.history():
            if msg.id in self.seen:
                continue
            self.seen.add(msg.id)
            self.assert_clean(message_text(msg), None, "channel message")

    def scan_dms(self, players: dict[int, Any]) -> None:
        for seat, actor in players.items():
            for msg in actor.user.dm_channel.history():
                if msg.id in self.dm_seen:
                    continue
                self.dm_seen.add(msg.id)
                self.assert_clean(message_text(msg), seat, f"DM to seat {seat}")

    async def scan_autocomplete(self, players: dict[int, Any]) -> None:
        for seat, actor in players.items():
            for cmd, opt in (
                ("kitty move", "move"),
                ("kitty trade", "action"),
                ("kitty place", "cell"),
            ):
                for typed in ("", "give", "accept", "offer"):
                    choices = await actor.autocomplete(self.t.channel, cmd, opt, typed)
                    self.assert_clean(
                        " ".join(f"{c['name']} {c['value']}" for c in choices),
                        seat,
                        f"autocomplete for seat {seat}",
                    )

    async def everything(self, players: dict[int, Any], autocomplete: bool = True) -> None:
        """Scan new channel messages and DMs; with `autocomplete`, every player's lists too."""
        self.scan_channel()
        self.scan_dms(players)
        if autocomplete:
            await self.scan_autocomplete(players)


def hand(t: Any, seat: int) -> list[str]:
    return [c["id"] for c in GAME.view(t.env.bot.service.matches[1].state, seat)["secret"]["cards"]]


async def act(t: Any, actor: Any, command: str, option: str, text: str) -> Any:
    result = await actor.slash(t.channel, command, **{option: text})
    assert not result.ephemeral, text_of(result)
    return result


async def test_four_players_cards_exchanges_closed_dm_and_final_scoring(table):
    t = table
    players = {0: t.alice, 1: t.bob, 2: t.carol, 3: t.dave}
    # Dave's DMs are closed: Discord refuses every message to him.
    t.env.inject_error(
        "POST",
        f"/channels/{t.dave.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    scan = SecretScanner(t)

    await t.alice.slash(t.channel, "kitty start kitty", players=4, setup="random")
    lobby = t.channel.last_message
    for p in (t.bob, t.carol, t.dave):
        await p.click(lobby, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    m = current_match(t)
    assert GAME.view(m.state, None)["objectives"] is True  # on by default for 4 players

    # Everyone but Dave has a DM with exactly their two cards.
    for seat in (0, 1, 2):
        dms = players[seat].user.dm_channel.history()
        assert len(dms) == 1
        names = {f.name for f in dms[0].embeds[0].fields}
        assert names == {str(GAME.card_texts()[c][0]) for c in hand(t, seat)}
        assert dms[0].attachments and dms[0].attachments[0].filename == "cards.png"
    assert t.dave.user.dm_channel.history() == []
    notice = [
        msg
        for msg in t.channel.history()
        if t.dave.mention in msg.content and "/kitty cards" in msg.content
    ]
    assert len(notice) == 1
    # Dave reads his cards privately instead.
    r = await t.dave.slash(t.channel, "kitty cards")
    assert r.ephemeral and {f.name for f in r.response.embeds[0].fields} == {
        str(GAME.card_texts()[c][0]) for c in hand(t, 3)
    }
    r = await t.alice.slash(t.channel, "kitty cards")
    assert {f.name for f in r.response.embeds[0].fields} == {
        str(GAME.card_texts()[c][0]) for c in hand(t, 0)
    }
    await scan.everything(players)

    # --- a voluntary exchange: Red offers one card to Yellow, Yellow accepts -----------------
    red_card, yellow_card = hand(t, 0)[0], hand(t, 1)[0]
    red_keep = hand(t, 0)[1]
    await act(t, t.alice, "kitty trade", "action", f"offer y {red_card}")
    await scan.everything(players)
    # Bob sees what is offered in his DM; Carol sees nothing of it.
    bob_dm = message_text(t.bob.user.dm_channel.history()[-1])
    assert GAME.card_texts()[red_card][0] in bob_dm and "Exchange offer" in bob_dm
    r = await t.carol.slash(t.channel, "kitty trade", action=f"accept {hand(t, 2)[0]}")
    assert r.ephemeral
    await act(t, t.bob, "kitty trade", "action", f"accept {yellow_card}")
    assert red_card in hand(t, 1) and yellow_card in hand(t, 0) and red_keep in hand(t, 0)
    await scan.everything(players)
    # Both got their new hands by DM; Dave (closed DMs) was not retried.
    assert {f.name for f in t.alice.user.dm_channel.history()[-1].embeds[0].fields} == {
        str(GAME.card_texts()[c][0]) for c in hand(t, 0)
    }
    dave_posts = [
        r
        for r in t.env.http_requests
        if r.method == "POST" and r.path.endswith(f"/channels/{t.dave.user.dm_channel.id}/messages")
    ]
    assert len(dave_posts) == 1
    # Alice may not trade twice.
    r = await t.alice.slash(t.channel, "kitty trade", action=f"offer b {hand(t, 0)[0]}")
    assert r.ephemeral

    # --- play round by round; the Forced Exchange holder uses it on their turn ----------------
    forced_holder = next(s for s in range(4) if "forced-exchange" in hand(t, s))
    forced_done = False
    for _ in range(40):
        m = current_match(t)
        state = m.state
        seat = state.to_move
        actor = players[seat]
        if (
            seat == forced_holder
            and not forced_done
            and GAME.view(state, None).get("step") == "turn"
        ):
            target = (seat + 1) % 4
            target_cards = hand(t, target)
            holder_other = [c for c in hand(t, seat) if c != "forced-exchange"]
            await act(t, actor, "kitty trade", "action", f"force {'rybg'[target]}")
            await scan.everything(players)
            await act(t, players[target], "kitty trade", "action", f"give {target_cards[0]}")
            forced_done = True
            assert target_cards[0] in hand(t, seat) and holder_other[0] in hand(t, target)
            assert "forced-exchange" not in hand(t, seat)
            await scan.everything(players)
            continue
        choices = await actor.autocomplete(t.channel, "kitty move", "move", "stack")
        move = choices[0]["value"] if choices else "pass"
        await act(t, actor, "kitty move", "move", move)
        if (
            current_match(t) is not None
            and GAME.view(current_match(t).state, None).get("step") == "after_action"
        ):
            await act(t, actor, "kitty move", "move", "done")
        await scan.everything(players, autocomplete=False)
    assert forced_done
    await scan.everything(players)

    # --- everybody passes: the game ends and every card is shown with its points ------------
    for _ in range(8):
        m = current_match(t)
        if m is None:
            break
        actor = players[m.state.to_move]
        asked = await actor.slash(t.channel, "kitty move", move="pass")
        if asked.ephemeral:  # the last pass ends the game: the bot asks first
            assert "ends the game" in text_of(asked)
            await actor.click(asked.response, label="Play pass")
        if (
            current_match(t) is not None
            and GAME.view(current_match(t).state, None).get("step") == "after_action"
        ):
            await act(t, actor, "kitty move", "move", "done")
    assert current_match(t) is None
    final_msg = t.channel.last_message.content
    finished = t.env.bot.service.matches[1].state
    final = GAME.view(finished, None)["final"]
    assert ("wins" in final_msg) or ("win " in final_msg)
    for c in final["cards"]:
        assert GAME.card_texts()[c["id"]][0] in final_msg
    for seat in range(4):
        assert f"height {final['heights'][seat]}" in final_msg
        assert f"own colour {final['own_colour'][seat]}" in final_msg
    scan.scan_channel()
    assert scan.checks > 100


async def test_free_setup_with_place_and_random_button(table):
    t = table
    await t.alice.slash(t.channel, "kitty start kitty")
    await t.bob.click(t.channel.last_message, label="Join")
    await t.alice.click(t.channel.last_message, label="Start")
    board = t.channel.last_message
    assert "Waiting for" in board.content  # both place at their own pace
    cells = await t.alice.autocomplete(t.channel, "kitty place", "cell", "d")
    assert cells and all(c["value"].startswith("place d") for c in cells)
    r = await t.alice.slash(t.channel, "kitty place", cell="d4")
    assert "Done" in private_text(r)
    assert t.channel.last_message.id == board.id  # the set-up board was updated in place
    r = await t.bob.slash(t.channel, "kitty place", cell="d4")
    assert r.ephemeral  # occupied
    r = await t.alice.click(board, label="Place the rest at random")
    assert not r.ephemeral or "Done" in text_of(r)
    assert GAME.view(current_match(t).state, None)["unplaced"] == [0, 15]
    r = await t.bob.click(t.channel.last_message, label="Place the rest at random")
    m = current_match(t)
    assert GAME.view(m.state, None)["phase"] == "play"
    assert f"Your turn, {t.alice.mention} (Red)" in t.channel.last_message.content
