package org.crownhead.engine.egdb;

import org.crownhead.core.Colour;
import org.crownhead.core.DrawOracle;
import org.crownhead.core.Piece;
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

  /**
   * The value for the side to move of the position with these pieces (32-bit masks, bit {@code s −
   * 1} for square {@code s}, as {@link Position#bits} gives them). Implementations for the search
   * answer without allocating; this default builds the position.
   */
  default Verdict probe(int blackMen, int blackKings, int whiteMen, int whiteKings, Colour turn) {
    Position p = Position.empty(turn);
    int[] masks = {blackMen, blackKings, whiteMen, whiteKings};
    Piece[] pieces = {Piece.BLACK_MAN, Piece.BLACK_KING, Piece.WHITE_MAN, Piece.WHITE_KING};
    for (int i = 0; i < 4; i++) {
      for (int m = masks[i]; m != 0; m &= m - 1) {
        p = p.with(Integer.numberOfTrailingZeros(m) + 1, pieces[i]);
      }
    }
    return probe(p);
  }

  /**
   * The value of the position with its distance to the end, or {@link Value#UNKNOWN} when not held.
   * Slower than {@link #probe(Position)}: for choosing a move, not for every node of a search.
   */
  default Value value(Position position) {
    return Value.UNKNOWN;
  }

  /** The database as the rules' draw oracle: "neither side can force a win". */
  default DrawOracle asDrawOracle() {
    return position -> probe(position) == Verdict.DRAW;
  }
}
