package org.crownhead.engine;

/**
 * Scores as the engine reports them, always from the point of view of the side to move.
 *
 * <p>The unit is the point: a man is worth 100 points, so {@code +135} means the side to move is
 * better by about a man and a third. A score at or beyond {@link #WIN_THRESHOLD} is a forced win,
 * {@code WIN − n} meaning a win in {@code n} plies; negative ones are forced losses.
 *
 * <pre>{@code
 * Score.format(135); // +1.35
 * Score.format(-20); // -0.20
 * Score.format(Score.WIN - 7); // win in 4
 * Score.format(-(Score.WIN - 6)); // loss in 3
 * Score.format(Score.DATABASE_WIN - 2); // database win
 * }</pre>
 */
public final class Score {
  private Score() {}

  /** The score of a position won right now: the opponent has no move. */
  public static final int WIN = 30_000;

  /** Scores beyond this are forced wins (and below its negation forced losses). */
  public static final int WIN_THRESHOLD = WIN - 1_000;

  /**
   * The score of a position the endgame databases hold as won, when the search does not know in how
   * many plies: {@code DATABASE_WIN − n} is such a position {@code n} plies ahead. It ranks below
   * every forced win the search has seen to its end and above every evaluation.
   */
  public static final int DATABASE_WIN = 28_000;

  /** Scores from this up to {@link #WIN_THRESHOLD} reach a won database position. */
  public static final int DATABASE_WIN_THRESHOLD = DATABASE_WIN - 1_000;

  /** The score of a drawn position. */
  public static final int DRAW = 0;

  /** True when the score says the side to move wins by force. */
  public static boolean isWin(int score) {
    return score >= WIN_THRESHOLD;
  }

  /** True when the score says the side to move loses by force. */
  public static boolean isLoss(int score) {
    return score <= -WIN_THRESHOLD;
  }

  /** True when the score leads to a position the endgame databases hold as won. */
  public static boolean isDatabaseWin(int score) {
    return score >= DATABASE_WIN_THRESHOLD && score < WIN_THRESHOLD;
  }

  /** True when the score leads to a position the endgame databases hold as lost. */
  public static boolean isDatabaseLoss(int score) {
    return isDatabaseWin(-score);
  }

  /** Plies to the end of a won or lost game; 0 for other scores. */
  public static int pliesToEnd(int score) {
    return isWin(score) ? WIN - score : isLoss(score) ? WIN + score : 0;
  }

  /**
   * Moves of the side to move until the end of a won or lost game: a win in {@code n} plies takes
   * {@code (n + 1) / 2} of its own moves, a loss in {@code n} plies {@code n / 2}.
   */
  public static int movesToEnd(int score) {
    int plies = pliesToEnd(score);
    return isWin(score) ? (plies + 1) / 2 : plies / 2;
  }

  /**
   * For people: {@code +1.35} (in men), {@code win in 4}, {@code loss in 3} (in moves), {@code
   * database win} or {@code database loss}.
   */
  public static String format(int score) {
    if (isDatabaseWin(score)) {
      return "database win";
    }
    if (isDatabaseLoss(score)) {
      return "database loss";
    }
    if (isWin(score)) {
      return "win in " + movesToEnd(score);
    }
    if (isLoss(score)) {
      return "loss in " + movesToEnd(score);
    }
    String sign = score < 0 ? "-" : "+";
    int points = Math.abs(score);
    return String.format("%s%d.%02d", sign, points / 100, points % 100);
  }
}
