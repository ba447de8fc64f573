package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.crownhead.core.MoveText;
import org.crownhead.core.Perft;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PerftCommandTest {
  private static final String KING_LOOP = "B:W6,7,8,14,15,16,22,23,24:BK2";
  private static final Pattern ROW =
      Pattern.compile("^\\s*(\\d+)\\s+(\\d+)\\s+\\d+\\.\\d{3} s\\s+\\S+$");
  private static final Pattern DIVISION = Pattern.compile("^(\\d+(?:[-x]\\d+)+)\\s+(\\d+)$");

  /** The table's rows: depth to nodes, in the order printed. */
  private static Map<Integer, Long> rows(String out) {
    Map<Integer, Long> rows = new LinkedHashMap<>();
    for (String line : out.split("\n")) {
      Matcher row = ROW.matcher(line);
      if (row.matches()) {
        rows.put(Integer.parseInt(row.group(1)), Long.parseLong(row.group(2)));
      }
    }
    return rows;
  }

  /** The divide listing: first move (full path) to nodes, in the order printed. */
  private static Map<String, Long> divisions(String out) {
    Map<String, Long> divisions = new LinkedHashMap<>();
    for (String line : out.split("\n")) {
      Matcher division = DIVISION.matcher(line);
      if (division.matches()) {
        divisions.put(division.group(1), Long.parseLong(division.group(2)));
      }
    }
    return divisions;
  }

  @Test
  void countsEachDepthFromTheStartingPosition() {
    Cli run = Cli.succeeds("perft", "3");
    assertThat(run.err).isEmpty();
    assertThat(rows(run.out))
        .containsExactly(Map.entry(1, 7L), Map.entry(2, 49L), Map.entry(3, 302L));
    assertThat(run.out)
        .contains("Position: the starting position")
        .contains("every jump order of a capture counts separately")
        .containsPattern("depth\\s+nodes\\s+time\\s+nodes/s");
  }

  @Test
  void columnsAreAligned() {
    Cli run = Cli.run("perft", "5");

    List<String> lines =
        run.out
            .lines()
            .filter(line -> ROW.matcher(line).matches() || line.contains("nodes/s"))
            .toList();
    assertThat(lines).hasSize(6);
    for (String line : lines) {
      assertThat(line).hasSameSizeAs(lines.get(0));
      // The nodes column ends at the same place on every line.
      assertThat(line.charAt(lines.get(0).indexOf("nodes") + 4)).isNotEqualTo(' ');
    }
  }

  @Test
  void depthZeroIsOneNode() {
    Cli run = Cli.run("perft", "0");

    assertThat(run.code).isZero();
    assertThat(rows(run.out)).containsExactly(Map.entry(0, 1L));
  }

  @Test
  void divideListsEachFirstMoveThenTheTotal() {
    Cli run = Cli.succeeds("perft", "--divide", "3");
    Map<String, Long> divisions = divisions(run.out);
    assertThat(divisions.keySet())
        .containsExactly("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16");
    Position start = Position.initial();
    divisions.forEach(
        (move, nodes) ->
            assertThat(nodes)
                .as(move)
                .isEqualTo(Perft.count(start.play(MoveText.parse(start, move)), 2)));
    assertThat(run.out).containsPattern("(?m)^total\\s+302$");
    assertThat(divisions.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(302);
  }

  @Test
  void divideGivesEachJumpOrderItsOwnLineUnlessUnique() {
    Cli all = Cli.run("perft", "--divide", "--fen", KING_LOOP, "1");
    Cli unique = Cli.run("perft", "--divide", "--unique", "--fen", KING_LOOP, "1");

    assertThat(divisions(all.out))
        .hasSize(14)
        .containsKeys("2x9x18x27x20x11x18x25", "2x9x18x11x20x27x18x25");
    assertThat(all.out).containsPattern("(?m)^total\\s+14$");
    assertThat(divisions(unique.out)).hasSize(10);
    assertThat(unique.out).containsPattern("(?m)^total\\s+10$");
  }

  @Test
  void uniqueCountsKingLoopsOnce() {
    Cli all = Cli.run("perft", "--fen", KING_LOOP, "2");
    Cli unique = Cli.run("perft", "--unique", "--fen", KING_LOOP, "2");

    assertThat(rows(all.out)).containsExactly(Map.entry(1, 14L), Map.entry(2, 114L));
    assertThat(rows(unique.out)).containsExactly(Map.entry(1, 10L), Map.entry(2, 88L));
    assertThat(unique.out).contains("count once (--unique)").contains("Position: " + KING_LOOP);
  }

  @Test
  void aMalformedFenGivesOneLineAndExitCodeTwo() {
    Cli run = Cli.run("perft", "--fen", "x", "3");

    assertThat(run.code).isEqualTo(2);
    assertThat(run.err)
        .isEqualTo("crownhead perft: FEN \"x\" expects the side to move (B or W) at column 1\n");
    assertThat(run.out).isEmpty();
  }

  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(
      strings = {
        "perft --fen B:W 1",
        "play --fen B",
        "analyze --fen B:",
        "shortest --fen B:W:B",
        "egdb probe --fen B:W"
      })
  void aFenWithNoPiecesIsRefusedByEveryCommandThatReadsOne(String command) {
    Cli run = Cli.run(command.split(" "));

    assertThat(run.code).as(run.err).isEqualTo(2);
    assertThat(run.err.lines()).hasSize(1);
    assertThat(run.err).contains("has no pieces: a position needs at least one piece");
  }

  @Test
  void anImpossibleFenGivesOneLine() {
    Cli run = Cli.run("perft", "--fen", "B:W1:B5", "3");

    assertThat(run.code).isEqualTo(2);
    assertThat(run.err.lines()).hasSize(1);
    assertThat(run.err)
        .startsWith("crownhead perft: ")
        .contains("square 1")
        .doesNotContain("Exception");
  }

  @ParameterizedTest
  @ValueSource(strings = {"61", "-1", "deep", "1000000000000"})
  void aBadDepthGivesOneLineAndExitCodeTwo(String depth) {
    Cli run = Cli.run("perft", depth);

    assertThat(run.code).as(run.toString()).isEqualTo(2);
    assertThat(run.err.lines()).hasSize(1);
    assertThat(run.err).startsWith("crownhead perft: ").contains(depth).doesNotContain("\tat ");
  }

  @Test
  void theDepthIsRequired() {
    assertThat(Cli.exits(2, "perft").err)
        .isEqualTo(
            "crownhead perft: Missing required parameter: 'DEPTH' (see 'crownhead perft --help')\n");
  }

  @Test
  void divideNeedsAPositiveDepth() {
    assertThat(Cli.exits(2, "perft", "--divide", "0").err)
        .isEqualTo(
            "crownhead perft: --divide needs a DEPTH of at least 1 (see 'crownhead perft --help')\n");
  }
}
