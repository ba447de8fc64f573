package org.crownhead.engine.eval;

import org.crownhead.core.Colour;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.core.PositionStack;

/**
 * The simplest sound evaluation: men 100, kings 130, and a small reward for advancing men. The
 * baseline that a positional evaluation must beat in matches.
 *
 * <pre>{@code
 * new MaterialEvaluation().evaluate(Position.fromFen("B:WK30:B1,2")); // 70
 * }</pre>
 */
public final class MaterialEvaluation implements Evaluator {
  static final int MAN = 100;
  static final int KING = 130;
  private static final int ADVANCE = 1;

  @Override
  public int evaluate(Position position) {
    int black = side(position.bits(Piece.BLACK_MAN), position.bits(Piece.BLACK_KING), false);
    int white = side(position.bits(Piece.WHITE_MAN), position.bits(Piece.WHITE_KING), true);
    return position.turn() == Colour.BLACK ? black - white : white - black;
  }

  @Override
  public int evaluate(PositionStack line) {
    int black = side(line.bits(Piece.BLACK_MAN), line.bits(Piece.BLACK_KING), false);
    int white = side(line.bits(Piece.WHITE_MAN), line.bits(Piece.WHITE_KING), true);
    return line.turn() == Colour.BLACK ? black - white : white - black;
  }

  private static int side(int men, int kings, boolean white) {
    int score = MAN * Integer.bitCount(men) + KING * Integer.bitCount(kings);
    // Rows advanced: Black advances towards square 32, White towards square 1.
    int advanced = white ? Integer.reverse(men) : men;
    while (advanced != 0) {
      int square = Integer.numberOfTrailingZeros(advanced);
      advanced &= advanced - 1;
      score += ADVANCE * (square / 4);
    }
    return score;
  }
}
