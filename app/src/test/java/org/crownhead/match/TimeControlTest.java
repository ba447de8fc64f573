package org.crownhead.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TimeControlTest {
  @Test
  void depthAndNodesAreReproducibleTimeIsNot() {
    assertThat(TimeControl.ofDepth(6).isReproducible()).isTrue();
    assertThat(TimeControl.ofNodes(1000).withDepth(3).isReproducible()).isTrue();
    assertThat(TimeControl.ofMoveTime(Duration.ofMillis(100)).isReproducible()).isFalse();
    assertThat(
            TimeControl.ofDepth(6).withClock(Duration.ofSeconds(1), Duration.ZERO).isReproducible())
        .isFalse();
  }

  @Test
  void limitsForOneMove() {
    assertThat(TimeControl.ofDepth(8).withNodes(100000).limits(null).toString())
        .isEqualTo("depth 8, nodes 100000");
    assertThat(TimeControl.ofMoveTime(Duration.ofMillis(100)).limits(null).toString())
        .isEqualTo("time 100 ms");
    TimeControl clock = TimeControl.parseClock("60+0.5").withDepth(20);
    assertThat(clock.limits(Duration.ofSeconds(42)).toString())
        .isEqualTo("depth 20, clock 42000 ms + 500 ms");
  }

  @Test
  void readsClocksAndSeconds() {
    TimeControl clock = TimeControl.parseClock(" 60+0.5 ");
    assertThat(clock.clock()).contains(Duration.ofSeconds(60));
    assertThat(clock.increment()).isEqualTo(Duration.ofMillis(500));
    assertThat(clock.pdnTag()).isEqualTo("60+0.5");
    assertThat(clock.toString()).isEqualTo("clock 60+0.5");
    assertThat(TimeControl.parseClock("300").pdnTag()).isEqualTo("300");
    assertThat(TimeControl.parseSeconds("0.1", "--time")).isEqualTo(Duration.ofMillis(100));
    assertThat(TimeControl.ofMoveTime(Duration.ofMillis(100)).toString())
        .isEqualTo("time 0.1 s per move");
    assertThat(TimeControl.ofDepth(6).pdnTag()).isEqualTo("-");
  }

  @Test
  void refusesNonsense() {
    assertThatThrownBy(() -> TimeControl.parseClock("60+1+2"))
        .hasMessageContaining("SECONDS or SECONDS+INCREMENT");
    assertThatThrownBy(() -> TimeControl.parseClock("a minute"))
        .hasMessageContaining("\"a minute\" is not a number of seconds");
    assertThatThrownBy(() -> TimeControl.parseClock("0")).hasMessageContaining("more than 0 s");
    assertThatThrownBy(() -> TimeControl.parseSeconds("-1", "--time"))
        .hasMessage("--time: \"-1\" is not a number of seconds");
    assertThatThrownBy(() -> TimeControl.ofDepth(0)).hasMessageContaining("at least 1, not 0");
    assertThatThrownBy(() -> TimeControl.ofMoveTime(Duration.ZERO))
        .hasMessageContaining("more than 0 s");
  }
}
