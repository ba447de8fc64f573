package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DurationsTest {
  @Test
  void numbersWithAndWithoutUnits() {
    assertThat(Durations.parse("5")).isEqualTo(Duration.ofSeconds(5));
    assertThat(Durations.parse("0.2")).isEqualTo(Duration.ofMillis(200));
    assertThat(Durations.parse(".5s")).isEqualTo(Duration.ofMillis(500));
    assertThat(Durations.parse("200ms")).isEqualTo(Duration.ofMillis(200));
    assertThat(Durations.parse("1.5 s")).isEqualTo(Duration.ofMillis(1500));
    assertThat(Durations.parse("2m")).isEqualTo(Duration.ofMinutes(2));
    assertThat(Durations.parse("2MIN")).isEqualTo(Duration.ofMinutes(2));
    assertThat(Durations.parse("1h")).isEqualTo(Duration.ofHours(1));
    assertThat(Durations.parse(" 1ms ")).isEqualTo(Duration.ofMillis(1));
  }

  @Test
  void whatIsNotATimeIsNamed() {
    for (String text : new String[] {"", "soon", "-1", "5 seconds", "1e3", "5s5", "1..2"}) {
      assertThatThrownBy(() -> Durations.parse(text))
          .as(text)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("\"" + text + "\" is not a time; write it like 5s, 0.2s, 200ms or 2m");
    }
    assertThatThrownBy(() -> Durations.parse("0"))
        .hasMessage("\"0\" is too short a time; give at least 1 ms");
    assertThatThrownBy(() -> Durations.parse("0.5ms"))
        .hasMessage("\"0.5ms\" is too short a time; give at least 1 ms");
    assertThatThrownBy(() -> Durations.parse("999999999h"))
        .hasMessage("\"999999999h\" is too long a time; give at most 1000 hours");
  }
}
