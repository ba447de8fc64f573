package org.crownhead.core;

/**
 * Decides the fourth draw rule, "neither side can force a win", for the positions it knows. The
 * endgame database plugs in here; {@link #NONE} knows no position.
 *
 * <pre>{@code
 * Game game = new Game(Position.fromFen("W:WK14:BK5"), DrawOracle.NONE);
 * game.outcome(); // Optional.empty
 * }</pre>
 *
 * The oracle must answer true only when it is certain: a game ends drawn on its word.
 */
@FunctionalInterface
public interface DrawOracle {
  /** An oracle that never declares a draw. */
  DrawOracle NONE = position -> false;

  /** True when, with best play from both sides, neither side can win from this position. */
  boolean isDrawn(Position position);
}
