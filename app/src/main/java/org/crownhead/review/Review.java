package org.crownhead.review;

import java.util.List;
import org.crownhead.core.Colour;

/**
 * A reviewed game: every move judged, and each side's summary.
 *
 * @param engine who reviewed it, with the limits of each search (e.g. "Crownhead 0.1.0, depth 12")
 * @param moves the moves, in order
 * @param black Black's summary
 * @param white White's summary
 */
public record Review(
    String engine, List<ReviewedMove> moves, SideSummary black, SideSummary white) {
  /** Keeps an unmodifiable copy of the moves. */
  public Review {
    moves = List.copyOf(moves);
  }

  /** The review of these moves, with both sides' summaries worked out. */
  public static Review of(String engine, List<ReviewedMove> moves) {
    return new Review(
        engine, moves, SideSummary.of(Colour.BLACK, moves), SideSummary.of(Colour.WHITE, moves));
  }

  /** One side's summary. */
  public SideSummary summary(Colour side) {
    return side == Colour.BLACK ? black : white;
  }
}
