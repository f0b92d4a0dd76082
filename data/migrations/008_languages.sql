-- A server's own settings, one row per setting (e.g. `language`: the language of the
-- bot's public messages in that server, chosen with `/kitty settings language:`). A
-- member's language (for direct messages) is a row of `user_settings` named `language`.
-- Plain SQL for SQLite and PostgreSQL.
CREATE TABLE guild_settings (
    guild_id BIGINT NOT NULL,
    name     TEXT   NOT NULL,
    value    TEXT   NOT NULL,
    PRIMARY KEY (guild_id, name)
);
