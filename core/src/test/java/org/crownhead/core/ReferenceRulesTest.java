package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.crownhead.core.Perft.Counting;
import org.crownhead.core.ReferenceRules.Board;
import org.crownhead.core.ReferenceRules.Line;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reference rules themselves checked against the published figures, so that agreeing with them
 * means something; and the generator checked against them on the positions of the data files.
 */
class ReferenceRulesTest {

  @Test
  void squaresAreNumberedAsTheDesignSays() {
    assertThat(neighbours(1)).containsExactlyInAnyOrder(5, 6);
    assertThat(neighbours(4)).containsExactly(8);
    assertThat(neighbours(5)).containsExactlyInAnyOrder(1, 9);
    assertThat(neighbours(29)).containsExactly(25);
    assertThat(neighbours(32)).containsExactlyInAnyOrder(27, 28);
    assertThat(neighbours(15)).containsExactlyInAnyOrder(10, 11, 18, 19);
    for (int square = 1; square <= 32; square++) {
      assertThat(ReferenceRules.square(ReferenceRules.row(square), ReferenceRules.column(square)))
          .isEqualTo(square);
    }
  }

  private static List<Integer> neighbours(int square) {
    return Stream.of(new int[] {1, 1}, new int[] {1, -1}, new int[] {-1, 1}, new int[] {-1, -1})
        .map(
            d ->
                ReferenceRules.square(
                    ReferenceRules.row(square) + d[0], ReferenceRules.column(square) + d[1]))
        .filter(s -> s != 0)
        .collect(Collectors.toList());
  }

  @Test
  void theSevenOpeningMoves() {
    assertThat(
            ReferenceRules.lines(Board.of(Position.initial())).stream()
                .map(Line::toString)
                .collect(Collectors.toList()))
        .containsExactlyInAnyOrder("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16");
  }

  static Stream<long[]> startRows() throws IOException {
    return PerftTest.startTable().stream().filter(row -> row[0] >= 1 && row[0] <= 7);
  }

  @ParameterizedTest(name = "depth {index}")
  @MethodSource("startRows")
  void referencePerftOfTheStartPositionMatchesThePublishedFigures(long[] row) {
    Board start = Board.of(Position.initial());
    assertThat(ReferenceRules.perft(start, (int) row[0], true)).isEqualTo(row[1]);
    assertThat(ReferenceRules.perft(start, (int) row[0], false)).isEqualTo(row[2]);
  }

  static Stream<PerftTest.KingsCase> kingsCases() throws IOException {
    return PerftTest.kingsCases();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kingsCases")
  void referencePerftOfPositionsWithKingsMatchesTheDataFile(PerftTest.KingsCase test) {
    Board board = Board.of(Position.fromFen(test.fen));
    for (int depth = 1; depth <= 5; depth++) {
      assertThat(ReferenceRules.perft(board, depth, true))
          .as("all paths, depth %d", depth)
          .isEqualTo(test.allPaths[depth]);
      assertThat(ReferenceRules.perft(board, depth, false))
          .as("unique, depth %d", depth)
          .isEqualTo(test.unique[depth]);
    }
    assertThat(
            ReferenceRules.lines(board).stream().map(Line::toString).collect(Collectors.toList()))
        .containsExactlyInAnyOrderElementsOf(test.rootMoves);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kingsCases")
  void theGeneratorAgreesWithTheReferenceAlongEveryLineOfTheDataPositions(
      PerftTest.KingsCase test) {
    agreeBelow(Position.fromFen(test.fen), 3);
  }

  /** Checks the generator against the reference in the position and every position below it. */
  private static void agreeBelow(Position position, int depth) {
    Board board = Board.of(position);
    assertThat(
            position.legalMoves().stream()
                .map(m -> m.from() + ">" + m.to() + " " + m.captured())
                .collect(Collectors.toSet()))
        .as(position.toFen())
        .isEqualTo(ReferenceRules.moves(board).keySet());
    assertThat(Perft.count(position, 1, Counting.ALL_PATHS))
        .isEqualTo(ReferenceRules.lines(board).size());
    if (depth > 1) {
      for (Move move : position.legalMoves()) {
        agreeBelow(position.play(move), depth - 1);
      }
    }
  }
}
