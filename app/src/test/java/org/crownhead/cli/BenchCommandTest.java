package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.crownhead.core.Position;
import org.crownhead.engine.Engines;
import org.junit.jupiter.api.Test;

class BenchCommandTest {
  private static final Pattern NODES = Pattern.compile("(?m)^Nodes searched: (\\d+)$");

  private static long nodes(Cli run) {
    Matcher matcher = NODES.matcher(run.out);
    assertThat(matcher.find()).as(run.out).isTrue();
    return Long.parseLong(matcher.group(1));
  }

  @Test
  void theNodeCountIsTheSameRunAfterRun() {
    Cli first = Cli.run("bench", "--depth", "5");
    Cli second = Cli.run("bench", "--depth", "5");

    assertThat(first.code).as(first.toString()).isZero();
    assertThat(first.err).isEmpty();
    assertThat(nodes(first)).isPositive().isEqualTo(nodes(second));
    // The per-position lines agree too, apart from nothing: they hold no times.
    assertThat(first.out.substring(0, first.out.indexOf("Total time")))
        .isEqualTo(second.out.substring(0, second.out.indexOf("Total time")));
  }

  @Test
  void theOutputEndsWithTheStockfishLines() {
    Cli run = Cli.run("bench", "--depth", "3");

    assertThat(run.out)
        .startsWith(Engines.NAME + ": depth 3, 1 thread, 16 MB hash\n")
        .containsPattern("(?m)^Nodes searched: \\d+\\nNodes/second: \\d+\\n$");
    assertThat(run.out.lines().filter(line -> line.matches(" ?\\d+  .*")))
        .hasSize(BenchCommand.POSITIONS.size());
  }

  @Test
  void theWarmUpIsSaidAndCanBeLeftOutWithoutChangingTheCount() {
    Cli warm = Cli.run("bench", "--depth", "4");
    Cli cold = Cli.run("bench", "--depth", "4", "--no-warm-up");

    assertThat(warm.out).contains("\nWarming up (the same searches, untimed)... done\n");
    assertThat(cold.code).as(cold.toString()).isZero();
    assertThat(cold.out).doesNotContain("Warming up");
    assertThat(nodes(cold)).isEqualTo(nodes(warm));
  }

  @Test
  void deeperSearchesSearchMoreNodes() {
    assertThat(nodes(Cli.run("bench", "--depth", "4")))
        .isGreaterThan(nodes(Cli.run("bench", "--depth", "2")));
  }

  @Test
  void everyPositionIsDifferentAndHasAChoiceOfMoves() {
    assertThat(BenchCommand.POSITIONS).hasSize(BenchCommand.POSITION_COUNT);
    Set<Position> seen = new HashSet<>();
    for (String[] entry : BenchCommand.POSITIONS) {
      Position position = Position.fromFen(entry[1]);
      assertThat(position.legalMoves()).as(entry[1]).hasSizeGreaterThan(1);
      assertThat(seen.add(position)).as(entry[1]).isTrue();
    }
    assertThat(seen).contains(Position.initial());
  }

  @Test
  void theBallotPositionsFollowFromTheirMoves() {
    for (String[] entry : BenchCommand.POSITIONS) {
      if (entry[0].startsWith("ballot")) {
        Position position = Position.initial();
        for (String move : entry[0].substring(entry[0].indexOf(':') + 2).split(" ")) {
          position = position.play(org.crownhead.core.MoveText.parse(position, move));
        }
        assertThat(position).as(entry[0]).isEqualTo(Position.fromFen(entry[1]));
      }
    }
  }

  @Test
  void aBadDepthGivesOneLine() {
    assertThat(Cli.exits(2, "bench", "--depth", "0").err)
        .isEqualTo(
            "crownhead bench: --depth must be from 1 to 40, not 0 (see 'crownhead bench --help')\n");
  }

  @Test
  void helpSaysWhatIsFixed() {
    Cli run = Cli.succeeds("bench", "--help");

    assertThat(run.out)
        .contains("\nUsage: crownhead bench")
        .contains("20 fixed positions")
        .contains("16 MB")
        .contains("--depth")
        .contains("--[no-]warm-up")
        .containsPattern("(?m)^  crownhead bench");
  }
}
