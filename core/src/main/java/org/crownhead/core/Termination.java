package org.crownhead.core;

/**
 * What ended a game: the no-legal-move rule, one of the draw rules, or a player's word.
 *
 * <pre>{@code
 * Termination.FORTY_MOVE_RULE.isDraw(); // true
 * Termination.TIME_FORFEIT.description(); // loss on time
 * Outcome.draw(Termination.THREEFOLD_REPETITION).pdnResult(); // 1/2-1/2
 * }</pre>
 */
public enum Termination {
  /** The side to move had no legal move (no pieces left, or every piece blocked) and lost. */
  NO_LEGAL_MOVE(false, "no legal move"),
  /** The same position with the same side to move occurred a third time: a draw. */
  THREEFOLD_REPETITION(true, "threefold repetition"),
  /** 40 moves by each side (80 plies) without a capture or a man crowned: a draw. */
  FORTY_MOVE_RULE(true, "40-move rule"),
  /** The draw oracle (the endgame database) found that neither side can force a win. */
  NO_WIN_POSSIBLE(true, "neither side can force a win"),
  /** The players agreed a draw. */
  AGREEMENT(true, "agreement"),
  /** A player resigned. */
  RESIGNATION(false, "resignation"),
  /** A player ran out of time. */
  TIME_FORFEIT(false, "loss on time");

  private final boolean draw;
  private final String description;

  Termination(boolean draw, String description) {
    this.draw = draw;
    this.description = description;
  }

  /** True for the terminations that end a game drawn. */
  public boolean isDraw() {
    return draw;
  }

  /** A few words for people: "threefold repetition". */
  public String description() {
    return description;
  }
}
