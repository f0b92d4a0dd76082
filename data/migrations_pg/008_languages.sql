-- PostgreSQL twin of migrations/008_languages.sql.
CREATE TABLE guild_settings (
    guild_id BIGINT NOT NULL,
    name     TEXT   NOT NULL,
    value    TEXT   NOT NULL,
    PRIMARY KEY (guild_id, name)
);
