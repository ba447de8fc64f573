package org.crownhead.engine.eval;

/**
 * Receives the features of a position one term at a time ({@link Features#extract}). The evaluation
 * returns each term's weighted value; the tuner records the counts and returns 0.
 */
interface FeatureSink {
  /**
   * One term: {@code count} times the feature (negative counts belong to the side not to move).
   * Returns the term's value, packed as {@link Weights} packs an opening and an endgame value.
   */
  long term(int feature, int count);

  /** The terms of men on the squares of a mask (in the side's own view), times {@code sign}. */
  default long men(int men, int sign) {
    long sum = 0;
    for (int rest = men; rest != 0; rest &= rest - 1) {
      sum += term(Features.MAN_SQUARE + Integer.numberOfTrailingZeros(rest), sign);
    }
    return sum;
  }

  /** The terms of kings on the squares of a mask, times {@code sign}. */
  default long kings(int kings, int sign) {
    long sum = 0;
    for (int rest = kings; rest != 0; rest &= rest - 1) {
      sum += term(Features.kingSquare(Integer.numberOfTrailingZeros(rest)), sign);
    }
    return sum;
  }
}
