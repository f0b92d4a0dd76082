-- Board messages a match replaced whose removal from the channel is not confirmed yet (a
-- JSON list of message ids). The newest board is `board_message_id`; these are deleted
-- (or stripped of their buttons) after it is posted, and at start-up after a crash.
ALTER TABLE matches ADD COLUMN old_boards TEXT NOT NULL DEFAULT '[]';
