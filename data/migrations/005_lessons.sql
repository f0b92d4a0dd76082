-- A member's place in a game's lessons (`/kitty learn`): the lesson to play (its key and
-- number), whether every lesson is done, and the learner's moves so far in that lesson (a
-- JSON list of notations, replayed to resume it after a restart). Never a rating or a
-- result: lessons are not games. Plain SQL for SQLite and PostgreSQL.
CREATE TABLE lesson_progress (
    user_id BIGINT NOT NULL,
    game    TEXT   NOT NULL,
    lesson  TEXT   NOT NULL,
    number  BIGINT NOT NULL,
    done    BIGINT NOT NULL DEFAULT 0,
    moves   TEXT   NOT NULL DEFAULT '[]',
    PRIMARY KEY (user_id, game)
);
