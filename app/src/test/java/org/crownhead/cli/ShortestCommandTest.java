package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.crownhead.pdn.PdnGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShortestCommandTest {
  @Test
  void provesABlockadeInThreePlies() {
    Cli run = Cli.succeeds("shortest", "--fen", "B:W9,25:B5,14");
    assertThat(run.out)
        .contains("Position: B:W9,25:B5,14")
        .contains("Shortest game: 3 plies (Black 2 moves, White 1)")
        .contains("Games, captures that differ only in the order of their jumps as one move: 1")
        .contains("Games, every jump order of a capture counted separately: 1")
        .contains("Final positions: 1")
        .contains("W:W21:B14,17  Black wins, White blocked  (1 game)")
        .contains("1. 14-17 25-21 2. 5x14 1-0");
    assertThat(run.err).contains("up to 2 plies searched").contains("up to 4 plies searched");
  }

  @Test
  void listsEveryGameAndFinalPosition() {
    Cli run = Cli.succeeds("shortest", "--fen", "B:W27,28:B19,20,15");
    assertThat(run.out)
        .contains("Shortest game: 4 plies (Black 2 moves, White 2)")
        .contains("as one move: 3")
        .contains("Final positions: 2")
        .contains("B:W11,19:B  White wins, Black wiped out  (1 game)")
        .contains("B:W10,20:B  White wins, Black wiped out  (2 games)");
    long games = run.out.lines().filter(line -> line.startsWith("1. ")).count();
    assertThat(games).isEqualTo(3);
  }

  @Test
  void writesThePdnFile(@TempDir Path folder) throws Exception {
    Path file = folder.resolve("shortest.pdn");
    Cli run = Cli.succeeds("shortest", "--fen", "B:W27,28:B19,20,15", "--out", file.toString());
    assertThat(run.out).contains("Games written to");
    String pdn = Files.readString(file, StandardCharsets.UTF_8);
    assertThat(pdn).contains("[Event \"Shortest game 3 of 3\"]").contains("[FEN \"");
    assertThat(PdnGames.read(file, game -> {})).isEqualTo(3);
  }

  @Test
  void aMalformedFenIsBadInput() {
    Cli run = Cli.exits(Main.BAD_INPUT, "shortest", "--fen", "x");

    assertThat(run.err).startsWith("crownhead shortest: ").contains("\"x\"");
    assertThat(run.err.lines().count()).isEqualTo(1);
  }

  @Test
  void aPositionAlreadyOverIsBadInput() {
    Cli run = Cli.exits(Main.BAD_INPUT, "shortest", "--fen", "W:W:B23");

    assertThat(run.err)
        .isEqualTo(
            "crownhead shortest: the game is already over: white to move"
                + " has no legal move in W:W:B23\n");
  }

  @Test
  void aDepthLimitTooSmallSaysSo() {
    Cli run = Cli.exits(Main.PROBLEMS, "shortest", "--fen", "B:W28:B15,12", "--max-depth", "2");

    assertThat(run.err)
        .contains("up to 2 plies searched")
        .contains("crownhead shortest: no game ends within 2 plies of the position");
  }

  @ParameterizedTest
  @CsvSource({
    "--max-depth, '--max-depth must be between 1 and 120, not 0'",
    "--threads, '--threads must be between 1 and 256, not 0'"
  })
  void aZeroDepthOrThreadCountIsRefused(String option, String message) {
    Cli run = Cli.exits(Main.BAD_INPUT, "shortest", option, "0");

    assertThat(run.err).contains(message);
  }

  @Test
  void aTableLargerThanTheHeapIsRefused() {
    assumeTrue(Runtime.getRuntime().maxMemory() < 16L << 30, "this Java has 16 GB of heap or more");
    Cli run = Cli.exits(Main.BAD_INPUT, "shortest", "--max-depth", "2", "--hash", "16384");

    assertThat(run.err)
        .contains("--hash 16384 MB does not fit in this Java's")
        .contains("CROWNHEAD_JAVA_OPTS=-Xmx19g ./crownhead shortest");
  }

  @Test
  void twoThreadsFindTheSameGamesAsOne() {
    Cli one = Cli.run("shortest", "--fen", "B:W27,28:B19,20,15", "--threads", "1");
    Cli two = Cli.run("shortest", "--fen", "B:W27,28:B19,20,15", "--threads", "2");

    assertThat(one.code).isZero();
    assertThat(two.code).isZero();
    String proofLine = "(?m)^Proof:.*$"; // nodes and time differ from run to run
    assertThat(two.out.replaceAll(proofLine, ""))
        .isEqualTo(one.out.replaceAll(proofLine, ""))
        .contains("Shortest game:");
  }

  @Test
  void theStartingPositionHasNoGameWithinEightPlies() {
    Cli run = Cli.exits(Main.PROBLEMS, "shortest", "--max-depth", "8", "--hash", "16");

    assertThat(run.out).contains("Position: the starting position");
    assertThat(run.err).contains("up to 8 plies searched").contains("no game ends within 8 plies");
  }
}
