-- What each match last showed: the ply of the newest board posted. A match whose committed
-- ply is ahead of it gets its board posted (and its secrets delivered) at start-up.
ALTER TABLE matches ADD COLUMN announced_ply INTEGER NOT NULL DEFAULT 0;

-- Matches stored before this migration were announced as far as anyone knows.
UPDATE matches SET announced_ply = ply;

CREATE INDEX matches_unannounced ON matches (id) WHERE announced_ply < ply;
