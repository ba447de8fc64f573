package org.crownhead.review;

import java.util.List;
import org.crownhead.core.Colour;

/**
 * One move of a reviewed game, with the engine's judgement of it.
 *
 * @param ply the move's index in the game, from 0
 * @param mover the side that played it
 * @param move the move played, in PDN move text
 * @param moveClass how good it was
 * @param exact what the endgame databases say of it, when they hold both positions
 * @param scoreBefore the best score in the position before the move, for the mover (points, see
 *     {@link org.crownhead.engine.Score})
 * @param scoreAfter the score after the move played, for the mover
 * @param chanceBefore the mover's expected score before the move, 0 to 1 ({@link WinChance}, or
 *     exact from the databases)
 * @param chanceAfter the mover's expected score after the move played
 * @param bestMove the engine's best move in PDN move text, empty when the game was over
 * @param bestLine the line the engine expected after its best move, the best move first
 */
public record ReviewedMove(
    int ply,
    Colour mover,
    String move,
    MoveClass moveClass,
    Exact exact,
    int scoreBefore,
    int scoreAfter,
    double chanceBefore,
    double chanceAfter,
    String bestMove,
    List<String> bestLine) {

  /** Keeps an unmodifiable copy of the line. */
  public ReviewedMove {
    bestLine = List.copyOf(bestLine);
  }

  /** The expected score the move gave away, in percentage points (0 or more). */
  public double lostPercent() {
    return Math.max(0, 100 * (chanceBefore - chanceAfter));
  }

  /**
   * The move's accuracy, 0 to 100: 100 for a move that gave nothing away, falling with the
   * percentage points lost (the curve lichess uses: {@code 103.1668 · e^(−0.04354 · lost) −
   * 3.1669}).
   */
  public double accuracy() {
    if (lostPercent() == 0) {
      return 100;
    }
    double accuracy = 103.1668 * Math.exp(-0.04354 * lostPercent()) - 3.1669;
    return Math.max(0, Math.min(100, accuracy));
  }

  /** The expected score of Black after the move, 0 to 1: the evaluation graph's point. */
  public double blackChanceAfter() {
    return mover == Colour.BLACK ? chanceAfter : 1 - chanceAfter;
  }
}
