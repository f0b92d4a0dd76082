-- A member's own preferences, one row per setting (e.g. `reminders`: how the clock of a
-- timed game reminds them — `channel`, `dm` or `off`). Plain SQL for SQLite and PostgreSQL.
CREATE TABLE user_settings (
    user_id BIGINT NOT NULL,
    name    TEXT   NOT NULL,
    value   TEXT   NOT NULL,
    PRIMARY KEY (user_id, name)
);
