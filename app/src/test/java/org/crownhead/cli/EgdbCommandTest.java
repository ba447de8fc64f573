package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.RandomAccessFile;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EgdbCommandTest {
  @TempDir static Path dir;

  @BeforeAll
  static void build() {
    Cli run =
        Cli.succeeds("egdb", "build", "--pieces", "3", "--threads", "2", "--dir", dir.toString());
  }

  @Test
  void buildReportsWhatItDidAndASecondBuildKeepsEverySlice() {
    Cli run = Cli.succeeds("egdb", "build", "--pieces", "3", "--dir", dir.toString());
    assertThat(run.out)
        .contains("0 slices built, 34 kept")
        .contains("268,316 positions")
        .containsPattern("Win/draw/loss tables: [\\d,]+ bytes, \\d+\\.\\d{3} bits per position");
    assertThat(run.err).contains("slice 34/34 1m-2m: kept");
  }

  @Test
  void aBuildWithoutATerminalSaysHowLongEachSliceAndItsMirrorTook(@TempDir Path fresh) {
    Cli run = Cli.succeeds("egdb", "build", "--pieces", "2", "--dir", fresh.toString());
    assertThat(run.err)
        .containsPattern("slice \\d+/\\d+ 1k-1k: built in \\d+s\n")
        .containsPattern("slice \\d+/\\d+ (1m-1k|1k-1m): built in \\d+s with (1k-1m|1m-1k)\n")
        .containsPattern("slice \\d+/\\d+ (1k-1m|1m-1k): built \\(with (1m-1k|1k-1m)\\)\n");
  }

  @Test
  void aSliceIsBuiltAloneOnceTheSlicesItReadsAreThere(@TempDir Path part) {
    Cli missing = Cli.run("egdb", "build", "--slice", "3k-1k", "--dir", part.toString());
    assertThat(missing.code).isEqualTo(Main.BAD_INPUT);
    assertThat(missing.err)
        .contains("--slice: 3k-1k reads ")
        .contains("build up to 3 pieces first");

    Cli.succeeds("egdb", "build", "--pieces", "3", "--dir", part.toString());
    Cli run = Cli.succeeds("egdb", "build", "--slice", "3k-1k", "--dir", part.toString());
    assertThat(run.out).containsPattern("3k-1k and 1k-3k: built in \\d+s, 287,680 positions");
    Cli again = Cli.succeeds("egdb", "build", "--slice", "3k-1k", "--dir", part.toString());
    assertThat(again.out).contains("3k-1k and 1k-3k: kept (already built)");
    Cli probe = Cli.run("egdb", "probe", "--fen", "W:WK1,K2,K3:BK32", "--dir", part.toString());
    assertThat(probe.out).contains("Value: win in");
    Cli bad = Cli.run("egdb", "build", "--slice", "3x-1k", "--dir", part.toString());
    assertThat(bad.code).isEqualTo(Main.BAD_INPUT);
    assertThat(bad.err).contains("--slice: slice \"3x-1k\" should look like 1m2k-1k");
  }

  @Test
  void aBuildWhoseLargestTaskDoesNotFitTheHeapIsRefusedBeforeItStarts(@TempDir Path empty) {
    org.junit.jupiter.api.Assumptions.assumeTrue(
        Runtime.getRuntime().maxMemory() < 60L << 30, "this Java has 60 GiB of heap or more");
    Cli run = Cli.run("egdb", "build", "--pieces", "8", "--dir", empty.toString());
    assertThat(run.code).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err)
        .contains("the task 2m3k-1m2k holds 26.70 GiB while it is solved")
        .contains("CROWNHEAD_JAVA_OPTS=-Xmx54g ./crownhead egdb build");
    assertThat(run.out).isEmpty();
  }

  @Test
  void probeGivesTheValueAndEveryMove() {
    Cli run = Cli.succeeds("egdb", "probe", "--fen", "W:WK25:BK29", "--dir", dir.toString());
    assertThat(run.out)
        .contains("Value: win in 3 plies (White wins)")
        .contains("25-21      win in 3 plies")
        .contains("25-30      win in 3 plies");
    Cli lost = Cli.run("egdb", "probe", "--fen", "B:WK22:BK29", "--dir", dir.toString());
    assertThat(lost.out).contains("Value: loss in 2 plies (White wins)").contains("29-25");
    Cli won = Cli.run("egdb", "probe", "--fen", "B:WK25:BK29", "--dir", dir.toString());
    assertThat(won.out).contains("Value: win in 1 ply (Black wins)").contains("29x22");
  }

  @Test
  void probeOutsideTheDatabasesSaysSo() {
    Cli run = Cli.run("egdb", "probe", "--fen", "W:W21,22,23:BK1", "--dir", dir.toString());
    assertThat(run.code).isEqualTo(Main.PROBLEMS);
    assertThat(run.out)
        .contains("Not held: the databases in " + dir + " hold positions of up to 3");
    Cli bad = Cli.run("egdb", "probe", "--fen", "X:W1", "--dir", dir.toString());
    assertThat(bad.code).isEqualTo(Main.BAD_INPUT);
    assertThat(bad.err).contains("X:W1");
  }

  @Test
  void verifyAndInfo() {
    Cli verify = Cli.succeeds("egdb", "verify", "--dir", dir.toString());
    assertThat(verify.out).contains("Checked 34 slices, 268,316 positions").contains("no problems");
    Cli info = Cli.succeeds("egdb", "info", "--dir", dir.toString());
    assertThat(info.out).contains("2k-1k").contains("34 slices up to 3 pieces");
  }

  @Test
  void aDamagedFileIsNamed(@TempDir Path other) throws Exception {
    assertThat(Cli.run("egdb", "build", "--pieces", "2", "--dir", other.toString()).code).isZero();
    Path file = other.resolve("1k-1k.cegdb");
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(f.length() - 1);
    }
    Cli verify = Cli.run("egdb", "verify", "--dir", other.toString());
    assertThat(verify.code).isEqualTo(Main.PROBLEMS);
    assertThat(verify.out).contains(file + " cannot be used").contains("truncated");
    Cli probe = Cli.run("egdb", "probe", "--fen", "W:WK14:BK19", "--dir", other.toString());
    assertThat(probe.code).isEqualTo(Main.PROBLEMS);
    assertThat(probe.out).contains("missing or damaged");
  }

  @Test
  void anUnwritableDirectoryFailsWithOneLine(@TempDir Path other) throws Exception {
    Path plain = other.resolve("plain");
    java.nio.file.Files.writeString(plain, "x");
    Cli run = Cli.run("egdb", "build", "--pieces", "2", "--dir", plain.resolve("db").toString());
    assertThat(run.code).isNotZero();
    assertThat(run.err.strip().lines()).hasSize(1);
    assertThat(run.err).contains("cannot create directory");
  }

  @Test
  void helpExplains() {
    Cli run = Cli.run("egdb", "build", "--help");
    assertThat(run.code).isZero();
    assertThat(run.out).contains("--pieces").contains("killed").contains("--threads");
    assertThat(run.out).contains("--spark").contains("local[2]");
  }

  @Test
  void sparkBuildsAreLeftToTheLauncher() {
    Cli run = Cli.run("egdb", "build", "--spark", "local[2]", "--pieces", "2");
    assertThat(run.code).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err).contains("crownhead launcher").contains("--spark local[2]");
  }
}
