package org.crownhead.review;

/**
 * How good a move was, by how much it lowered the mover's expected score ({@link WinChance}), in
 * percentage points: the engine's own choice or less than {@value #BEST_BELOW} is best, less than
 * {@value #GOOD_BELOW} good, less than {@value #INACCURACY_BELOW} an inaccuracy, less than {@value
 * #MISTAKE_BELOW} a mistake, and more a blunder. A forced move (the only legal one) is not judged.
 *
 * <pre>{@code
 * MoveClass.of(0.5); // BEST
 * MoveClass.of(20); // MISTAKE
 * MoveClass.BLUNDER.mark(); // ??
 * }</pre>
 */
public enum MoveClass {
  /** The only legal move. */
  FORCED("forced", "", 0),
  /** The engine's choice, or as good. */
  BEST("best", "", 0),
  /** Close to the best. */
  GOOD("good", "", 0),
  /** Gave away a little. */
  INACCURACY("inaccuracy", "?!", 6),
  /** Gave away a good deal. */
  MISTAKE("mistake", "?", 2),
  /** Gave away the game or most of the position. */
  BLUNDER("blunder", "??", 4);

  /** Expected score lost, in percentage points, below which a move is as good as the best. */
  public static final double BEST_BELOW = 2;

  /** ... below which it is good. */
  public static final double GOOD_BELOW = 8;

  /** ... below which it is an inaccuracy. */
  public static final double INACCURACY_BELOW = 15;

  /** ... below which it is a mistake; from here on a blunder. */
  public static final double MISTAKE_BELOW = 30;

  private final String label;
  private final String mark;
  private final int nag;

  MoveClass(String label, String mark, int nag) {
    this.label = label;
    this.mark = mark;
    this.nag = nag;
  }

  /** The class of a move that lost this many percentage points of expected score. */
  public static MoveClass of(double lostPercent) {
    if (lostPercent < BEST_BELOW) {
      return BEST;
    }
    if (lostPercent < GOOD_BELOW) {
      return GOOD;
    }
    if (lostPercent < INACCURACY_BELOW) {
      return INACCURACY;
    }
    return lostPercent < MISTAKE_BELOW ? MISTAKE : BLUNDER;
  }

  /** The word for it: "best", "inaccuracy", ... */
  public String label() {
    return label;
  }

  /** Its annotation mark: {@code ?!}, {@code ?}, {@code ??}, or empty. */
  public String mark() {
    return mark;
  }

  /** Its PDN numeric annotation glyph (6, 2, 4), or 0 for none. */
  public int nag() {
    return nag;
  }
}
