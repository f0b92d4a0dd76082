"""Servers' and members' languages in the store (migration 008), on both backends."""

from __future__ import annotations

from data.store_base import Store


async def test_a_servers_setting_is_stored_replaced_and_cleared(store: Store) -> None:
    assert await store.guild_setting(1, "language") is None
    await store.set_guild_setting(1, "language", "de")
    await store.set_guild_setting(2, "language", "ja")
    await store.set_guild_setting(1, "language", "fr")
    assert await store.guild_setting(1, "language") == "fr"
    assert await store.guild_settings_named("language") == {1: "fr", 2: "ja"}
    await store.set_guild_setting(1, "language", None)
    assert await store.guild_settings_named("language") == {2: "ja"}
    assert await store.guild_settings_named("other") == {}


async def test_members_settings_are_read_by_name(store: Store) -> None:
    await store.set_user_setting(10, "language", "pt-BR")
    await store.set_user_setting(10, "reminders", "dm")
    await store.set_user_setting(11, "language", "ja")
    assert await store.user_settings_named("language") == {10: "pt-BR", 11: "ja"}
