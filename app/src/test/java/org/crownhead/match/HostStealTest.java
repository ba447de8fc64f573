package org.crownhead.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HostStealTest {
  @Test
  void theStealCountIsTheEighthNumberOfTheFirstLine() {
    assertThat(HostSteal.ticks("cpu  1520339 5743 39394 540446 608 0 284 1520 0 0"))
        .isEqualTo(1520);
  }

  @Test
  void aLineWithoutAStealCountGivesNone() {
    assertThat(HostSteal.ticks("cpu  1520339 5743 39394 540446 608 0 284")).isEqualTo(-1);
    assertThat(HostSteal.ticks("cpu0 1 2 3 4 5 6 7 8 9 10")).isEqualTo(-1);
    assertThat(HostSteal.ticks("cpu  1 2 3 4 5 6 7 x")).isEqualTo(-1);
    assertThat(HostSteal.ticks("")).isEqualTo(-1);
    assertThat(HostSteal.ticks(null)).isEqualTo(-1);
  }

  @Test
  void theFileIsReadInNanoseconds(@TempDir Path dir) throws IOException {
    Path stat = dir.resolve("stat");
    Files.writeString(stat, "cpu  10 0 10 500 0 0 0 12 0 0\ncpu0 5 0 5 250 0 0 0 6 0 0\n");
    HostSteal steal = new HostSteal(stat);

    assertThat(steal.nanos()).isEqualTo(120_000_000L);

    Files.writeString(stat, "cpu  10 0 10 500 0 0 0 15 0 0\n");
    assertThat(steal.nanos()).isEqualTo(150_000_000L);
  }

  @Test
  void aMachineThatDoesNotCountItGivesMinusOne(@TempDir Path dir) throws IOException {
    assertThat(new HostSteal(dir.resolve("missing")).nanos()).isEqualTo(-1);
    Path old = dir.resolve("old");
    Files.writeString(old, "cpu  10 0 10 500\n");
    HostSteal steal = new HostSteal(old);
    assertThat(steal.nanos()).isEqualTo(-1);

    // Once found missing it is not read again.
    Files.writeString(old, "cpu  10 0 10 500 0 0 0 15 0 0\n");
    assertThat(steal.nanos()).isEqualTo(-1);
  }
}
