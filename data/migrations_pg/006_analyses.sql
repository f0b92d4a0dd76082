-- PostgreSQL twin of migrations/006_analyses.sql (the same portable SQL): the analysis of a
-- finished game, written once when complete.
CREATE TABLE analyses (
    match_id BIGINT NOT NULL PRIMARY KEY,
    game     TEXT   NOT NULL,
    entries  BIGINT NOT NULL,
    data     TEXT   NOT NULL
);
