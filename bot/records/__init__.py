"""Records of finished games: move histories, the record file format, ratings, stats.

Below the match service (which calls `finish.recorder` when a game ends) and above the
store: no Discord, and no SQL (the store's side lives in `data/records.py`;
`finish.recorder` only hands it the connection of the finishing transaction)."""
