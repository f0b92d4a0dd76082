"""Records of finished games: move histories, the record file format, ratings.

Pure code: no Discord, no SQLite (the store's side lives in `data/records.py`)."""
