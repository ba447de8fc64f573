package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EgdbPlanCommandTest {
  @Test
  void planOfFivePiecesListsTheLevelsAndTheLargestTask() {
    Cli run = Cli.succeeds("egdb", "plan", "--pieces", "5", "--memory", "32m");
    assertThat(run.out)
        .contains("Every ending up to 5 pieces: 65 tasks in 10 levels, 156,049,322 positions.")
        .containsPattern("(?m)^\\s+0\\s+\\d+\\s+[\\d,]+\\s+\\S+")
        .containsPattern("(?m)^\\s+9\\s+\\d+\\s+[\\d,]+\\s+\\S+")
        .containsPattern("The task that holds the most, \\S+ with \\S+: [\\d,]+ positions")
        .containsPattern("Tasks holding more than 32 MiB whole: [1-9]\\d*\\.")
        .contains("Tasks holding more than 32 MiB split: 0.")
        .contains("the finer splits are not built");
  }

  @Test
  void theLargestSevenPieceTaskHoldsEightGigabytesAndSplitsSmall() {
    Cli run = Cli.succeeds("egdb", "plan", "--pieces", "7");
    assertThat(run.out)
        .contains("The task that holds the most, 2m2k-2m1k with 2m1k-2m2k: 2,470,051,584 positions")
        .contains("the solver holds 7.51 GiB for it whole")
        .contains(
            "Split by the men's advance, the task that holds the most, 2m2k-1m2k with 1m2k-2m2k,"
                + " holds 3.20 GiB")
        .contains("Tasks holding more than 4.00 GiB split: 0.")
        .contains("largest part would be one of 3m2k-2k with 2k-3m2k: 356,835,024 positions");
  }

  @Test
  void badPiecesAndSizesAreRefusedWithOneLine() {
    Cli pieces = Cli.run("egdb", "plan", "--pieces", "9");
    assertThat(pieces.code).isEqualTo(Main.BAD_INPUT);
    assertThat(pieces.err).contains("--pieces must be 1 to 8, not 9");
    Cli memory = Cli.run("egdb", "plan", "--memory", "lots");
    assertThat(memory.code).isEqualTo(Main.BAD_INPUT);
    assertThat(memory.err).contains("'lots' is not a size");
  }

  @Test
  void sizesReadAsJavaReadsThem() {
    EgdbPlanCommand.Bytes bytes = new EgdbPlanCommand.Bytes();
    assertThat(bytes.convert("4g")).isEqualTo(4L << 30);
    assertThat(bytes.convert("512M")).isEqualTo(512L << 20);
    assertThat(bytes.convert("1000")).isEqualTo(1000L);
    assertThat(EgdbPlanCommand.bytes(3L << 29)).isEqualTo("1.50 GiB");
  }
}
