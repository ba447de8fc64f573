-- Version 4: puzzles (docs/puzzles.md). One local player, no account: the player's Glicko-2
-- rating is the one row of puzzle_player; a puzzle's rating is in puzzle_ratings once it has been
-- tried (until then it has the rating of the puzzle file); every rated attempt is a row of
-- puzzle_attempts, the player's moves separated by spaces, the failed one last.
CREATE TABLE puzzle_player (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL
);
CREATE TABLE puzzle_ratings (
  puzzle_id TEXT PRIMARY KEY,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL
);
CREATE TABLE puzzle_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  puzzle_id TEXT NOT NULL,
  solved INTEGER NOT NULL,
  moves TEXT NOT NULL,
  player_before REAL NOT NULL,
  player_after REAL NOT NULL,
  puzzle_after REAL NOT NULL,
  created_at TEXT NOT NULL
);
