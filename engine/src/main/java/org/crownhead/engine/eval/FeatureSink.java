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
}
