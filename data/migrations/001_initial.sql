-- Matches, their seats and an append-only move log.
CREATE TABLE matches (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER,
    channel_id       INTEGER NOT NULL,
    game             TEXT    NOT NULL,
    rules_version    INTEGER NOT NULL,
    seed             INTEGER NOT NULL,
    options          TEXT    NOT NULL,               -- JSON object
    status           TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    host_id          INTEGER NOT NULL,
    seats            TEXT    NOT NULL,               -- JSON list of seats
    lobby_message_id INTEGER,
    board_message_id INTEGER,
    snapshot         TEXT,                           -- JSON engine snapshot after `ply` moves
    ply              INTEGER NOT NULL DEFAULT 0,
    meta             TEXT    NOT NULL DEFAULT '{}',  -- JSON: end offer, DM failures, ...
    result           TEXT,                           -- JSON outcome once finished
    created_at       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- At most one open (lobby or active) match per channel.
CREATE UNIQUE INDEX matches_one_open_per_channel
    ON matches (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX matches_by_status ON matches (status);

CREATE TABLE moves (
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    ply        INTEGER NOT NULL,       -- the ply this entry starts from (0 = first move)
    seat       INTEGER,                -- who acted (NULL for the bot acting for the game)
    kind       TEXT    NOT NULL,       -- 'move', 'resign', 'agree'
    move       TEXT    NOT NULL,       -- notation (kind 'move'), else ''
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (match_id, ply)
);

-- The move log is append-only: no update, no delete.
CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
