package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.crownhead.core.Perft.Counting;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The generator against the published perft tables in the data folder. */
class PerftTest {

  /** Rows of perft-startpos.txt to depth 20: depth, all-paths count, unique count (-1: unknown). */
  static List<long[]> startTable() throws IOException {
    List<long[]> rows = new ArrayList<>();
    for (String line : Files.readAllLines(TestData.file("perft-startpos.txt"))) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] fields = line.trim().split("\\s+");
      if (Integer.parseInt(fields[0]) > 20) {
        break; // beyond the range of a long, and of any test
      }
      rows.add(
          new long[] {
            Long.parseLong(fields[0]),
            Long.parseLong(fields[1]),
            fields[2].equals("-") ? -1 : Long.parseLong(fields[2])
          });
    }
    return rows;
  }

  static Stream<Arguments> startDepths() throws IOException {
    return startTable().stream()
        .filter(row -> row[0] <= 11)
        .map(row -> Arguments.of(row[0], row[1], row[2]));
  }

  @ParameterizedTest(name = "perft({0}) = {1}")
  @MethodSource("startDepths")
  void startPositionBothConventions(long depth, long allPaths, long unique) {
    assertThat(Perft.count(Position.initial(), (int) depth, Counting.ALL_PATHS))
        .isEqualTo(allPaths);
    assertThat(Perft.count(Position.initial(), (int) depth, Counting.UNIQUE)).isEqualTo(unique);
  }

  @Test
  @Tag("deep")
  void startPositionDepth12And13() throws IOException {
    for (long[] row : startTable()) {
      if (row[0] == 12 || row[0] == 13) {
        assertThat(Perft.count(Position.initial(), (int) row[0], Counting.ALL_PATHS))
            .isEqualTo(row[1]);
        assertThat(Perft.count(Position.initial(), (int) row[0], Counting.UNIQUE))
            .isEqualTo(row[2]);
      }
    }
  }

  /** One line of perft-kings.txt. */
  static final class KingsCase {
    final String name;
    final String fen;
    final List<String> rootMoves;
    final long[] allPaths = new long[9];
    final long[] unique = new long[9];

    KingsCase(String line) {
      String[] fields = line.split("\\|");
      name = fields[0].trim();
      fen = fields[1].trim();
      rootMoves = Arrays.asList(fields[2].trim().split("\\s+"));
      for (String entry : fields[3].trim().split("\\s+")) {
        String[] depthAndCounts = entry.split(":");
        String[] counts = depthAndCounts[1].split("/");
        int depth = Integer.parseInt(depthAndCounts[0]);
        allPaths[depth] = Long.parseLong(counts[0]);
        unique[depth] = Long.parseLong(counts[1]);
      }
    }

    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<KingsCase> kingsCases() throws IOException {
    return Files.readAllLines(TestData.file("perft-kings.txt")).stream()
        .filter(line -> !line.isBlank() && !line.startsWith("#"))
        .map(KingsCase::new);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kingsCases")
  void positionsWithKings(KingsCase test) {
    Position position = Position.fromFen(test.fen);
    for (int depth = 1; depth <= 8; depth++) {
      assertThat(Perft.count(position, depth, Counting.ALL_PATHS))
          .as("all paths, depth %d", depth)
          .isEqualTo(test.allPaths[depth]);
      assertThat(Perft.count(position, depth, Counting.UNIQUE))
          .as("unique, depth %d", depth)
          .isEqualTo(test.unique[depth]);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kingsCases")
  void divideListsEveryJumpPathOfTheRoot(KingsCase test) {
    Position position = Position.fromFen(test.fen);
    List<Perft.Division> divisions = Perft.divide(position, 2, Counting.ALL_PATHS);
    assertThat(divisions.stream().map(d -> d.move().toString()).collect(Collectors.toList()))
        .containsExactlyInAnyOrderElementsOf(test.rootMoves);
    assertThat(divisions.stream().mapToLong(Perft.Division::nodes).sum())
        .isEqualTo(test.allPaths[2]);
    assertThat(
            Perft.divide(position, 2, Counting.UNIQUE).stream()
                .mapToLong(Perft.Division::nodes)
                .sum())
        .isEqualTo(test.unique[2]);
  }

  @Test
  void depthZeroIsOneNode() {
    assertThat(Perft.count(Position.initial(), 0)).isEqualTo(1);
  }
}
