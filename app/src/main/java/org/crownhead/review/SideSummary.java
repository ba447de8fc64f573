package org.crownhead.review;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.crownhead.core.Colour;

/**
 * One side's figures in a reviewed game: its accuracy (the mean of its judged moves' accuracies;
 * forced moves are not judged) and how many of its moves fell in each class.
 *
 * @param side the side
 * @param accuracy the mean accuracy, 0 to 100; 100 when the side had no move to judge
 * @param counts the moves of each class, every class present (0 when none)
 */
public record SideSummary(Colour side, double accuracy, Map<MoveClass, Integer> counts) {
  /** Keeps an unmodifiable copy of the counts. */
  public SideSummary {
    counts = Map.copyOf(counts);
  }

  /** The summary of one side's moves among the moves of a game. */
  public static SideSummary of(Colour side, List<ReviewedMove> moves) {
    Map<MoveClass, Integer> counts = new EnumMap<>(MoveClass.class);
    for (MoveClass moveClass : MoveClass.values()) {
      counts.put(moveClass, 0);
    }
    double sum = 0;
    int judged = 0;
    for (ReviewedMove move : moves) {
      if (move.mover() != side) {
        continue;
      }
      counts.merge(move.moveClass(), 1, Integer::sum);
      if (move.moveClass() != MoveClass.FORCED) {
        sum += move.accuracy();
        judged++;
      }
    }
    return new SideSummary(side, judged == 0 ? 100 : sum / judged, counts);
  }

  /** In words: "Black: accuracy 91%, 2 inaccuracies, 1 mistake, 0 blunders". */
  public String text() {
    return String.format(
        Locale.ROOT,
        "%s: accuracy %.0f%%, %s, %s, %s",
        side.displayName(),
        accuracy,
        count(MoveClass.INACCURACY, "inaccuracy", "inaccuracies"),
        count(MoveClass.MISTAKE, "mistake", "mistakes"),
        count(MoveClass.BLUNDER, "blunder", "blunders"));
  }

  private String count(MoveClass moveClass, String singular, String plural) {
    int n = count(moveClass);
    return n + " " + (n == 1 ? singular : plural);
  }

  /** The moves of one class. */
  public int count(MoveClass moveClass) {
    return counts.get(moveClass);
  }
}
