package org.crownhead.review;

/**
 * What the endgame databases say of a move, when they hold the positions before and after it.
 *
 * <pre>{@code
 * Exact.THREW_AWAY_THE_WIN.label(); // threw away the win
 * }</pre>
 */
public enum Exact {
  /** The databases do not hold the positions: the engine's scores judge the move. */
  NOT_KNOWN(""),
  /** The move keeps the position's value: a win stays won, a draw drawn (or a loss lost). */
  KEPT("kept the value"),
  /** A won position became drawn or lost. */
  THREW_AWAY_THE_WIN("threw away the win"),
  /** A drawn position became lost. */
  WALKED_INTO_A_LOSS("walked into a loss");

  private final String label;

  Exact(String label) {
    this.label = label;
  }

  /** The words for it, empty for {@link #NOT_KNOWN}. */
  public String label() {
    return label;
  }
}
