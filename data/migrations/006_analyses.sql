-- The analysis of a finished game (`/kitty analyse`, the Analyse button), kept so a second
-- request is answered at once, also after a restart: the game's key, how many log entries
-- it had when analysed, and the analysis as JSON (`bot.ai.analysis.analyse`'s output). A
-- row is written once, in one statement, only when the analysis is complete: a kill during
-- an analysis leaves no row. Plain SQL for SQLite and PostgreSQL.
CREATE TABLE analyses (
    match_id BIGINT NOT NULL PRIMARY KEY,
    game     TEXT   NOT NULL,
    entries  BIGINT NOT NULL,
    data     TEXT   NOT NULL
);
