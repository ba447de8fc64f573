package org.crownhead.engine.egdb;

import org.crownhead.core.DrawOracle;
import org.crownhead.core.Position;

/**
 * Exact values of endgame positions, for the positions a database holds. The search asks it at
 * every node within its range (no capture pending), and games ask it whether a position is drawn.
 * Implementations must be thread-safe and never answer wrongly: when unsure (outside the range, a
 * missing or damaged file) they answer {@link Verdict#UNKNOWN}.
 *
 * <pre>{@code
 * EndgameDatabase.NONE.probe(Position.fromFen("W:WK14:BK19")); // UNKNOWN
 * EndgameDatabase.NONE.maxPieces(); // 0
 * }</pre>
 */
public interface EndgameDatabase {
  /** The value of a position for the side to move. */
  enum Verdict {
    WIN,
    DRAW,
    LOSS,
    UNKNOWN
  }

  /** A database that holds nothing. */
  EndgameDatabase NONE =
      new EndgameDatabase() {
        @Override
        public int maxPieces() {
          return 0;
        }

        @Override
        public Verdict probe(Position position) {
          return Verdict.UNKNOWN;
        }
      };

  /** The most pieces (both sides together) of any position the database holds. */
  int maxPieces();

  /** The value of the position for the side to move, or UNKNOWN when not held. */
  Verdict probe(Position position);

  /** The database as the rules' draw oracle: "neither side can force a win". */
  default DrawOracle asDrawOracle() {
    return position -> probe(position) == Verdict.DRAW;
  }
}
