-- PostgreSQL twin of migrations/005_old_boards.sql.
ALTER TABLE matches ADD COLUMN old_boards TEXT NOT NULL DEFAULT '[]';
