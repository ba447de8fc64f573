/**
 * Evaluations: the score of a quiet position for the side to move, in points (a man is 100).
 *
 * <p>{@link org.crownhead.engine.eval.MaterialEvaluation} counts material only; {@link
 * org.crownhead.engine.eval.StandardEvaluation} adds what strong players look at (back rank,
 * runaway men, mobility, centre, kings against men, trading down when ahead, ...), each feature a
 * count that a fitted weight multiplies. The weights ship in {@code weights.txt} beside these
 * classes; {@link org.crownhead.engine.eval.Tuner} fits them to the results of the ACF games (Texel
 * tuning) and writes that file.
 */
package org.crownhead.engine.eval;
