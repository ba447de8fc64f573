-- Version 2: aborted games and rematches.
-- A game nobody started (a side made no first move within the grace period, or a player aborted
-- it before both sides had moved) is 'aborted': neither a result nor a game to resume. SQLite
-- cannot change a CHECK constraint, so both tables are built again and their rows copied; the
-- moves table is rebuilt first so that dropping the old games table deletes no move.
-- rematch_offer is the colour that offered a rematch; rematch_id the game the rematch became.
CREATE TABLE games_v2 (
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
  status TEXT NOT NULL CHECK (status IN ('waiting', 'playing', 'over', 'aborted')),
  result TEXT,
  winner TEXT,
  termination TEXT,
  draw_offer TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  rematch_offer TEXT,
  rematch_id TEXT
);

INSERT INTO games_v2 (id, mode, start_fen, black_name, black_kind, white_name, white_kind, level,
    black_token_hash, white_token_hash, invite_code, clock_initial_ms, clock_increment_ms,
    black_ms, white_ms, status, result, winner, termination, draw_offer, created_at, updated_at)
  SELECT id, mode, start_fen, black_name, black_kind, white_name, white_kind, level,
    black_token_hash, white_token_hash, invite_code, clock_initial_ms, clock_increment_ms,
    black_ms, white_ms, status, result, winner, termination, draw_offer, created_at, updated_at
  FROM games;

CREATE TABLE moves_v2 (
  game_id TEXT NOT NULL REFERENCES games_v2 (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL CHECK (ply >= 0),
  move TEXT NOT NULL,
  black_ms INTEGER,
  white_ms INTEGER,
  stored_at TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
);

INSERT INTO moves_v2 SELECT game_id, ply, move, black_ms, white_ms, stored_at FROM moves;

DROP TABLE moves;

DROP TABLE games;

-- Renaming updates moves_v2's reference to the new name.
ALTER TABLE games_v2 RENAME TO games;

ALTER TABLE moves_v2 RENAME TO moves;

CREATE INDEX games_by_status ON games (status, created_at);
