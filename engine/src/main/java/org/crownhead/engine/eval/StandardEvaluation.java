package org.crownhead.engine.eval;

import org.crownhead.core.Piece;
import org.crownhead.core.Position;

/**
 * Crownhead's positional evaluation: what strong players look at, with weights fitted to the
 * results of thousands of tournament games.
 *
 * <p>It counts, for each side seen from its own side of the board: men and kings; each man's and
 * each king's square; the men kept on the back rank (the pattern of squares 1–4, such as the bridge
 * on 1 and 3); men that nothing can stop from crowning, by the rows still to go; moves of men and
 * of kings; men with no square in front of them and kings that cannot move; men lopsided to one
 * side of the board; the centre held; kings while the opponent has none; kings of the weaker side
 * in a double corner. For the position as a whole: the lead in pieces relative to the pieces left
 * (trading down when ahead) and, with even material, who has "the move". Every feature has an
 * opening and an endgame weight, mixed by the number of pieces on the board. Kings alone, as many
 * on each side, score 0: such endings are drawn.
 *
 * <p>Allocation-free and thread-safe; the weights are read once from the resource {@code
 * weights.txt}, which says how they were fitted.
 *
 * <pre>{@code
 * Evaluator evaluation = new StandardEvaluation();
 * evaluation.evaluate(Position.fromFen("B:W21,22:B1,2,3")) > 50; // true
 * evaluation.evaluate(Position.initial()) == evaluation.evaluate(Position.initial().flipped()); // true
 * evaluation.evaluate(Position.fromFen("B:WK32,K28:BK14,K15")); // 0
 * }</pre>
 */
public final class StandardEvaluation implements Evaluator {
  private static final int LIMIT = 9_999;

  private final long[] packed;
  private final FeatureSink sink;

  /** The evaluation with the fitted weights. */
  public StandardEvaluation() {
    this(Weights.standard());
  }

  StandardEvaluation(Weights weights) {
    this.packed = weights.packed();
    long[] table = packed;
    this.sink = (feature, count) -> table[feature] * count;
  }

  @Override
  public int evaluate(Position position) {
    if (isDrawnByMaterial(position)) {
      return 0;
    }
    long sum = Features.extract(position, sink);
    int pieces =
        Integer.bitCount(
            position.bits(Piece.BLACK_MAN)
                | position.bits(Piece.BLACK_KING)
                | position.bits(Piece.WHITE_MAN)
                | position.bits(Piece.WHITE_KING));
    return blend(sum, pieces);
  }

  /**
   * Kings only, as many on each side: neither side can force a win (short of a shot, which the
   * search sees), so the position is worth nothing to either.
   */
  static boolean isDrawnByMaterial(Position position) {
    return (position.bits(Piece.BLACK_MAN) | position.bits(Piece.WHITE_MAN)) == 0
        && Integer.bitCount(position.bits(Piece.BLACK_KING))
            == Integer.bitCount(position.bits(Piece.WHITE_KING));
  }

  /** The score in points from packed opening and endgame sums, mixed by the pieces on the board. */
  static int blend(long sum, int pieces) {
    int phase = Math.min(pieces, Features.MAX_PHASE);
    long mixed =
        (long) Weights.openingOf(sum) * phase
            + (long) Weights.endgameOf(sum) * (Features.MAX_PHASE - phase);
    long score = mixed / (Features.MAX_PHASE * Weights.SCALE);
    return (int) Math.max(-LIMIT, Math.min(LIMIT, score));
  }
}
