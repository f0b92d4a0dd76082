-- PostgreSQL twin of migrations/002_announced_ply.sql.
ALTER TABLE matches ADD COLUMN announced_ply BIGINT NOT NULL DEFAULT 0;

UPDATE matches SET announced_ply = ply;

CREATE INDEX matches_unannounced ON matches (id) WHERE announced_ply < ply;
