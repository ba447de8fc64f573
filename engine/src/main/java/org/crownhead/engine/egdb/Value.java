package org.crownhead.engine.egdb;

import java.util.Objects;
import org.crownhead.engine.egdb.EndgameDatabase.Verdict;

/**
 * A database value with its distance: for a win or a loss, the number of plies to the end of the
 * game with best play (the winner choosing the shortest route, the loser the longest).
 *
 * <pre>{@code
 * Value.UNKNOWN.verdict(); // UNKNOWN
 * Value.UNKNOWN.plies(); // -1
 * Value.UNKNOWN.toString(); // unknown
 * }</pre>
 */
public final class Value {
  /** A position the databases do not hold. */
  public static final Value UNKNOWN = new Value(Verdict.UNKNOWN, -1);

  private static final Value DRAW = new Value(Verdict.DRAW, -1);

  private final Verdict verdict;
  private final int plies;

  private Value(Verdict verdict, int plies) {
    this.verdict = verdict;
    this.plies = plies;
  }

  /** The value of a stored byte (0 a draw, else plies + 1; odd bytes are losses). */
  static Value of(int code) {
    if (code == 0) {
      return DRAW;
    }
    return new Value(Values.verdict(code), Values.distance(code));
  }

  /** Win, draw, loss (for the side to move) or unknown. */
  public Verdict verdict() {
    return verdict;
  }

  /** Plies to the end of the game for a win or a loss; −1 for a draw or an unknown position. */
  public int plies() {
    return plies;
  }

  /** The value one ply earlier, for the side that made the move leading here. */
  public Value fromMover() {
    switch (verdict) {
      case WIN:
        return new Value(Verdict.LOSS, plies + 1);
      case LOSS:
        return new Value(Verdict.WIN, plies + 1);
      default:
        return this;
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Value && ((Value) o).verdict == verdict && ((Value) o).plies == plies;
  }

  @Override
  public int hashCode() {
    return Objects.hash(verdict, plies);
  }

  /** "win in 7 plies", "loss in 0 plies", "draw" or "unknown". */
  @Override
  public String toString() {
    switch (verdict) {
      case WIN:
        return "win in " + plies + (plies == 1 ? " ply" : " plies");
      case LOSS:
        return "loss in " + plies + (plies == 1 ? " ply" : " plies");
      case DRAW:
        return "draw";
      default:
        return "unknown";
    }
  }
}
