package org.crownhead.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.crownhead.engine.Limits;
import org.junit.jupiter.api.Test;

/** Where a search with a time per move stops: the margin it keeps back from the time. */
class ClockTest {

  private static long stopMillis(long moveMillis) {
    return new Clock(Limits.moveTime(Duration.ofMillis(moveMillis))).hardNanos() / 1_000_000;
  }

  @Test
  void aShortMoveTimeKeepsTwentyFiveMillisecondsBack() {
    assertThat(stopMillis(50)).isEqualTo(25);
    assertThat(stopMillis(60)).isEqualTo(35);
  }

  @Test
  void aVeryShortMoveTimeKeepsHalfOfItBack() {
    assertThat(stopMillis(20)).isEqualTo(10);
    assertThat(stopMillis(2)).isEqualTo(1);
  }

  @Test
  void aLongerMoveTimeKeepsAThirdBackUpToATenthOfASecond() {
    assertThat(stopMillis(150)).isEqualTo(100);
    assertThat(stopMillis(300)).isEqualTo(200);
    assertThat(stopMillis(2_000)).isEqualTo(1_900);
  }

  @Test
  void aSetMarginIsKeptBackFromATimePerMoveUpToHalfOfIt() {
    long millis = 1_000_000;
    assertThat(new Clock(Limits.moveTime(Duration.ofMillis(50)), 5 * millis).hardNanos())
        .isEqualTo(45 * millis);
    assertThat(new Clock(Limits.moveTime(Duration.ofMillis(2_000)), 0).hardNanos())
        .isEqualTo(2_000 * millis);
    assertThat(new Clock(Limits.moveTime(Duration.ofMillis(50)), 40 * millis).hardNanos())
        .isEqualTo(25 * millis);
    assertThat(new Clock(Limits.moveTime(Duration.ofMillis(50)), Clock.AUTOMATIC).hardNanos())
        .isEqualTo(25 * millis);
  }

  @Test
  void aSetMarginIsKeptOnAGameClock() {
    long millis = 1_000_000;
    Limits nearlyOut = Limits.clock(Duration.ofMillis(60), Duration.ofMillis(100), 0);
    // A third of the time left plus the increment is 120 ms; the clock holds 60.
    assertThat(new Clock(nearlyOut, 10 * millis).hardNanos()).isEqualTo(50 * millis);
    assertThat(new Clock(nearlyOut).hardNanos()).isEqualTo(30 * millis);
  }

  @Test
  void withoutATimeLimitTheSearchNeverStopsOnTheClock() {
    assertThat(new Clock(Limits.depth(8)).hardNanos()).isEqualTo(Long.MAX_VALUE);
    assertThat(new Clock(Limits.infinite()).mustStop(0)).isFalse();
  }
}
