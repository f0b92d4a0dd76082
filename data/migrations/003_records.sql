-- Records of finished games: one row per seat of every finished match (who, how it
-- ended for them, the rating before and after), and the current rating of every player
-- (a member `u:<id>` or an AI level `ai:<level>`) per server and game.
CREATE TABLE results (
    match_id      INTEGER NOT NULL REFERENCES matches (id),
    seat          INTEGER NOT NULL,
    guild_id      INTEGER NOT NULL,
    game          TEXT    NOT NULL,
    player        TEXT    NOT NULL,      -- 'u:<user id>' or 'ai:<level>'
    user_id       INTEGER,
    name          TEXT    NOT NULL,
    outcome       TEXT    NOT NULL CHECK (outcome IN ('win', 'draw', 'loss')),
    rated         INTEGER NOT NULL,      -- 0 for cooperative games
    rating_before REAL,
    rating_after  REAL,
    finished_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX results_by_player ON results (guild_id, player, finished_at);
CREATE INDEX results_by_user ON results (user_id);

CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    player     TEXT    NOT NULL,
    user_id    INTEGER,
    name       TEXT    NOT NULL,         -- the name last played under
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    rating     REAL    NOT NULL,         -- the display number (see bot/records/ratings.py)
    games      INTEGER NOT NULL,
    updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (guild_id, game, player)
);
CREATE INDEX ratings_board ON ratings (guild_id, game, rating DESC);

-- The move log stays append-only while its match is open; a server may forget its
-- finished and abandoned matches (`/kitty admin forget`), log included.
DROP TRIGGER moves_no_delete;
CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
WHEN (SELECT status FROM matches WHERE id = OLD.match_id) NOT IN ('finished', 'abandoned')
BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;

-- Stats and "my data" look a player up on every server and game.
CREATE INDEX ratings_by_player ON ratings (guild_id, player);
CREATE INDEX ratings_by_user ON ratings (user_id);
CREATE INDEX matches_by_host ON matches (host_id);
CREATE INDEX matches_by_guild ON matches (guild_id, id);
