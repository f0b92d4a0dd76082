-- PostgreSQL twin of migrations/003_records.sql: results and ratings; the log of a closed
-- match may be forgotten (deleted), never changed.
CREATE TABLE results (
    match_id      BIGINT  NOT NULL REFERENCES matches (id),
    seat          BIGINT  NOT NULL,
    guild_id      BIGINT  NOT NULL,
    game          TEXT    NOT NULL,
    player        TEXT    NOT NULL,      -- 'u:<user id>' or 'ai:<level>'
    user_id       BIGINT,
    name          TEXT    NOT NULL,
    outcome       TEXT    NOT NULL CHECK (outcome IN ('win', 'draw', 'loss')),
    rated         BIGINT  NOT NULL,      -- 0 for cooperative games
    rating_before DOUBLE PRECISION,
    rating_after  DOUBLE PRECISION,
    finished_at   TEXT    NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX results_by_player ON results (guild_id, player, finished_at);
CREATE INDEX results_by_user ON results (user_id);

CREATE TABLE ratings (
    guild_id   BIGINT  NOT NULL,
    game       TEXT    NOT NULL,
    player     TEXT    NOT NULL,
    user_id    BIGINT,
    name       TEXT    NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    games      BIGINT  NOT NULL,
    updated_at TEXT    NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    PRIMARY KEY (guild_id, game, player)
);
CREATE INDEX ratings_board ON ratings (guild_id, game, rating DESC);

DROP TRIGGER moves_no_delete ON moves;
CREATE FUNCTION moves_forget_closed_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (SELECT status FROM matches WHERE id = OLD.match_id) IN ('finished', 'abandoned') THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'the move log is append-only' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
    FOR EACH ROW EXECUTE FUNCTION moves_forget_closed_only();

CREATE INDEX ratings_by_player ON ratings (guild_id, player);
CREATE INDEX ratings_by_user ON ratings (user_id);
CREATE INDEX matches_by_host ON matches (host_id);
CREATE INDEX matches_by_guild ON matches (guild_id, id);
