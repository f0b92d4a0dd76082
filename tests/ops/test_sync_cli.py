"""`python -m bot sync` against a small fake of Discord's HTTP API: it logs in, publishes
the commands once (to one server with --guild) and prints the invite link."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

from aiohttp import web

ROOT = Path(__file__).resolve().parents[2]
APP_ID = 4242
USER = {
    "id": str(APP_ID),
    "username": "Kitty Tower",
    "discriminator": "0",
    "global_name": None,
    "avatar": None,
    "bot": True,
    "flags": 0,
}

SCRIPT = """\
import sys
import discord.http
discord.http.Route.BASE = sys.argv[1]
from bot.__main__ import main
sys.exit(main(sys.argv[2:]))
"""


def _json(data: Any) -> web.Response:
    """discord.py reads a body as JSON only for exactly `application/json` (no charset)."""
    return web.Response(
        body=json.dumps(data).encode(), headers={"Content-Type": "application/json"}
    )


class FakeDiscord:
    """Answers the four requests `sync` makes and records the published commands."""

    def __init__(self) -> None:
        self.published: dict[str, list[dict[str, Any]]] = {}

    async def me(self, request: web.Request) -> web.Response:
        return _json(USER)

    async def application(self, request: web.Request) -> web.Response:
        return _json(
            {
                "id": str(APP_ID),
                "name": "Kitty Tower",
                "icon": None,
                "description": "",
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": USER,
                "verify_key": "0" * 64,
                "flags": 0,
                "team": None,
                "summary": "",
                "rpc_origins": [],
                "bot": USER,
            }
        )

    async def put_commands(self, request: web.Request) -> web.Response:
        body = await request.json()
        where = request.match_info.get("guild", "global")
        self.published[where] = body
        answer = [
            {
                **c,
                "id": str(1000 + i),
                "application_id": str(APP_ID),
                "version": "1",
                "default_member_permissions": None,
                "dm_permission": True,
                "nsfw": False,
            }
            for i, c in enumerate(body)
        ]
        return _json(answer)


async def _serve(fake: FakeDiscord) -> tuple[web.AppRunner, str]:
    app = web.Application()
    app.router.add_get("/api/v10/users/@me", fake.me)
    app.router.add_get("/api/v10/oauth2/applications/@me", fake.application)
    app.router.add_put(f"/api/v10/applications/{APP_ID}/commands", fake.put_commands)
    app.router.add_put(
        f"/api/v10/applications/{APP_ID}/guilds/{{guild}}/commands", fake.put_commands
    )
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    return runner, f"http://127.0.0.1:{port}/api/v10"


async def _sync(tmp_path: Path, base: str, *args: str) -> tuple[int, str, str]:
    script = tmp_path / "sync.py"
    script.write_text(SCRIPT, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("KITTY_", "DISCORD_"))}
    env.update(
        PYTHONPATH=str(ROOT),
        DISCORD_TOKEN="fake.token.value",
        KITTY_DATABASE=str(tmp_path / "kitty.sqlite3"),
        KITTY_LOG_LEVEL="INFO",
        KITTY_DEV_GUILD_ID="",
        KITTY_OWNER_IDS="",
        KITTY_AI_WORKERS="0",
    )
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(script),
        base,
        "sync",
        *args,
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), timeout=120)
    return proc.returncode or 0, out.decode(), err.decode()


async def test_sync_publishes_the_commands_and_prints_the_invite_link(tmp_path: Path) -> None:
    fake = FakeDiscord()
    runner, base = await _serve(fake)
    try:
        code, out, err = await _sync(tmp_path, base, "--guild", "77")
        assert code == 0, err
        assert "Synced 2 command group(s) to server 77." in out
        assert f"client_id={APP_ID}" in out
        assert [c["name"] for c in fake.published["77"]] == ["kitty", "kitty-admin"]
        subcommands = {o["name"] for o in fake.published["77"][0]["options"]}
        assert {"start", "move", "status", "rules", "help"} <= subcommands
        code, out, err = await _sync(tmp_path, base)
        assert code == 0, err
        assert "global" in out and "global" in fake.published
    finally:
        await runner.cleanup()
    # Publishing commands needs no database: none was created.
    assert not (tmp_path / "kitty.sqlite3").exists()
    assert fake.published["global"] == fake.published["77"]
