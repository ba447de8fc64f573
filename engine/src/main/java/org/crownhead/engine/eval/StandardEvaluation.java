package org.crownhead.engine.eval;

import org.crownhead.core.Colour;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.core.PositionStack;

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
 * (trading down when ahead), with even material who has "the move", and for each pair of
 * neighbouring rows the arrangement of its eight squares seen from the side to move (a weight for
 * each of the 3^8 arrangements: formations that single squares cannot see), and the same for each
 * block of four rows by four columns (the diagonals that two rows cannot see). Every feature has an
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

  private final Scorer scorer;

  /** The evaluation with the fitted weights. */
  public StandardEvaluation() {
    this(Weights.standard());
  }

  StandardEvaluation(Weights weights) {
    this.scorer = new Scorer(weights.packed());
  }

  @Override
  public int evaluate(Position position) {
    return evaluate(
        position.bits(Piece.BLACK_MAN),
        position.bits(Piece.BLACK_KING),
        position.bits(Piece.WHITE_MAN),
        position.bits(Piece.WHITE_KING),
        position.turn() == Colour.BLACK);
  }

  @Override
  public int evaluate(PositionStack line) {
    return evaluate(
        line.bits(Piece.BLACK_MAN),
        line.bits(Piece.BLACK_KING),
        line.bits(Piece.WHITE_MAN),
        line.bits(Piece.WHITE_KING),
        line.turn() == Colour.BLACK);
  }

  private int evaluate(
      int blackMen, int blackKings, int whiteMen, int whiteKings, boolean blackToMove) {
    if ((blackMen | whiteMen) == 0
        && Integer.bitCount(blackKings) == Integer.bitCount(whiteKings)) {
      return 0;
    }
    long sum = Features.extract(blackMen, blackKings, whiteMen, whiteKings, blackToMove, scorer);
    return blend(sum, Integer.bitCount(blackMen | blackKings | whiteMen | whiteKings));
  }

  /**
   * Adds up weighted terms: each term is its packed weight times the count. Men and kings are
   * looked up four squares (one row) at a time in tables of the packed square weights.
   */
  private static final class Scorer implements FeatureSink {
    private final long[] packed;

    /** By row (0–7) and the 4-bit pattern of the row's squares: the men's and kings' sums. */
    private final long[] menByRow = new long[8 * 16];

    private final long[] kingsByRow = new long[8 * 16];

    Scorer(long[] packed) {
      this.packed = packed;
      for (int row = 0; row < 8; row++) {
        for (int pattern = 0; pattern < 16; pattern++) {
          long men = 0;
          long kings = 0;
          for (int i = 0; i < 4; i++) {
            if ((pattern >> i & 1) != 0) {
              int index = 4 * row + i;
              men += index < 28 ? packed[Features.MAN_SQUARE + index] : 0;
              kings += packed[Features.kingSquare(index)];
            }
          }
          menByRow[16 * row + pattern] = men;
          kingsByRow[16 * row + pattern] = kings;
        }
      }
    }

    @Override
    public long term(int feature, int count) {
      return packed[feature] * count;
    }

    @Override
    public long men(int men, int sign) {
      return sign * byRow(menByRow, men);
    }

    @Override
    public long kings(int kings, int sign) {
      return kings == 0 ? 0 : sign * byRow(kingsByRow, kings);
    }

    private static long byRow(long[] table, int mask) {
      long sum = 0;
      for (int row = 0; row < 8 && mask != 0; row++, mask >>>= 4) {
        sum += table[16 * row + (mask & 0xF)];
      }
      return sum;
    }
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
