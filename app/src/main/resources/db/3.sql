-- Version 3: game reviews.
-- A review is kept by the line it judged: the key is the SHA-256 of the start FEN and the moves,
-- so a stored game, the same game imported as PDN, and any line played on the analysis board share
-- one review. review holds the JSON the page shows (see docs/review.md).
CREATE TABLE reviews (
  line_key TEXT PRIMARY KEY,
  engine TEXT NOT NULL,
  review TEXT NOT NULL,
  created_at TEXT NOT NULL
);
