-- Version 1: games and their moves.
-- A game row holds everything but the moves: who plays, the clock as it stood after the last
-- stored move, and how the game stands. Seat tokens are stored only as SHA-256 hashes.
CREATE TABLE games (
  id TEXT PRIMARY KEY,
  mode TEXT NOT NULL CHECK (mode IN ('engine', 'local', 'online')),
  start_fen TEXT NOT NULL,
  black_name TEXT NOT NULL,
  black_kind TEXT NOT NULL CHECK (black_kind IN ('human', 'engine')),
  white_name TEXT NOT NULL,
  white_kind TEXT NOT NULL CHECK (white_kind IN ('human', 'engine')),
  level TEXT,
  black_token_hash TEXT,
  white_token_hash TEXT,
  invite_code TEXT,
  clock_initial_ms INTEGER,
  clock_increment_ms INTEGER,
  black_ms INTEGER,
  white_ms INTEGER,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'playing', 'over')),
  result TEXT,
  winner TEXT,
  termination TEXT,
  draw_offer TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX games_by_status ON games (status, created_at);

-- One row per ply: the move text and both clocks after the move (increment added).
CREATE TABLE moves (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL CHECK (ply >= 0),
  move TEXT NOT NULL,
  black_ms INTEGER,
  white_ms INTEGER,
  stored_at TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
);
