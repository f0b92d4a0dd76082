-- PostgreSQL twin of migrations/001_initial.sql: the same tables, columns, index and
-- rules. Ids are BIGINT (Discord snowflakes); JSON and timestamps stay TEXT in the same
-- format as in SQLite, so rows read back identically on both backends.
CREATE TABLE matches (
    id               BIGSERIAL PRIMARY KEY,
    guild_id         BIGINT,
    channel_id       BIGINT  NOT NULL,
    game             TEXT    NOT NULL,
    rules_version    BIGINT  NOT NULL,
    seed             BIGINT  NOT NULL,
    options          TEXT    NOT NULL,               -- JSON object
    status           TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    host_id          BIGINT  NOT NULL,
    seats            TEXT    NOT NULL,               -- JSON list of seats
    lobby_message_id BIGINT,
    board_message_id BIGINT,
    snapshot         TEXT,                           -- JSON engine snapshot after `ply` moves
    ply              BIGINT  NOT NULL DEFAULT 0,
    meta             TEXT    NOT NULL DEFAULT '{}',  -- JSON: end offer, DM failures, ...
    result           TEXT,                           -- JSON outcome once finished
    created_at       TEXT    NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    updated_at       TEXT    NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
);

-- At most one open (lobby or active) match per channel.
CREATE UNIQUE INDEX matches_one_open_per_channel
    ON matches (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX matches_by_status ON matches (status);

CREATE TABLE moves (
    match_id   BIGINT  NOT NULL REFERENCES matches (id),
    ply        BIGINT  NOT NULL,       -- the ply this entry starts from (0 = first move)
    seat       BIGINT,                 -- who acted (NULL for the bot acting for the game)
    kind       TEXT    NOT NULL,       -- 'move', 'resign', 'agree'
    move       TEXT    NOT NULL,       -- notation (kind 'move'), else ''
    created_at TEXT    NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    PRIMARY KEY (match_id, ply)
);

-- The move log is append-only: no update, no delete.
CREATE FUNCTION moves_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the move log is append-only' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
    FOR EACH ROW EXECUTE FUNCTION moves_append_only();
CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
    FOR EACH ROW EXECUTE FUNCTION moves_append_only();
