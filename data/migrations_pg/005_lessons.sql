-- PostgreSQL twin of migrations/005_lessons.sql (the same portable SQL): a member's place
-- in a game's lessons, with the moves played so far in the current one.
CREATE TABLE lesson_progress (
    user_id BIGINT NOT NULL,
    game    TEXT   NOT NULL,
    lesson  TEXT   NOT NULL,
    number  BIGINT NOT NULL,
    done    BIGINT NOT NULL DEFAULT 0,
    moves   TEXT   NOT NULL DEFAULT '[]',
    PRIMARY KEY (user_id, game)
);
