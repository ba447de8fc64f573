package org.crownhead.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.List;
import org.crownhead.core.Colour;
import org.junit.jupiter.api.Test;

class ReviewedMoveTest {
  static ReviewedMove move(Colour mover, double before, double after) {
    return new ReviewedMove(
        0,
        mover,
        "11-15",
        MoveClass.of(100 * (before - after)),
        Exact.NOT_KNOWN,
        0,
        0,
        before,
        after,
        "11-15",
        List.of("11-15"));
  }

  @Test
  void accuracyFallsWithTheChanceLost() {
    assertThat(move(Colour.BLACK, 0.6, 0.6).accuracy()).isCloseTo(100, offset(0.01));
    assertThat(move(Colour.BLACK, 0.6, 0.55).accuracy()).isBetween(75.0, 85.0);
    assertThat(move(Colour.BLACK, 0.6, 0.1).accuracy()).isBetween(0.0, 20.0);
  }

  @Test
  void aMoveThatGainsLosesNothing() {
    assertThat(move(Colour.BLACK, 0.5, 0.7).lostPercent()).isZero();
    assertThat(move(Colour.BLACK, 0.5, 0.7).accuracy()).isEqualTo(100);
  }

  @Test
  void theGraphIsSeenFromBlack() {
    assertThat(move(Colour.BLACK, 0.5, 0.3).blackChanceAfter()).isCloseTo(0.3, offset(1e-12));
    assertThat(move(Colour.WHITE, 0.5, 0.3).blackChanceAfter()).isCloseTo(0.7, offset(1e-12));
  }

  @Test
  void aSideSummaryCountsItsOwnMovesAndLeavesForcedOnesOut() {
    ReviewedMove forced =
        new ReviewedMove(
            2,
            Colour.BLACK,
            "15x24",
            MoveClass.FORCED,
            Exact.NOT_KNOWN,
            0,
            0,
            0.1,
            0.1,
            "",
            List.of());
    List<ReviewedMove> moves =
        List.of(move(Colour.BLACK, 0.6, 0.6), move(Colour.WHITE, 0.6, 0.3), forced);

    SideSummary black = SideSummary.of(Colour.BLACK, moves);
    SideSummary white = SideSummary.of(Colour.WHITE, moves);

    assertThat(black.accuracy()).isCloseTo(100, offset(0.01));
    assertThat(black.count(MoveClass.FORCED)).isEqualTo(1);
    assertThat(black.count(MoveClass.BEST)).isEqualTo(1);
    assertThat(white.count(MoveClass.BLUNDER)).isEqualTo(1);
    assertThat(white.text())
        .isEqualTo(
            "White: accuracy "
                + Math.round(white.accuracy())
                + "%, 0 inaccuracies, 0 mistakes, 1 blunder");
  }
}
