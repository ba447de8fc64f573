package org.crownhead.puzzle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.crownhead.core.Colour;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;

/** The shipped puzzle file: enough puzzles, each one whole, legal and winning material. */
class PuzzleSetTest {
  private final PuzzleSet set = PuzzleSet.standard();

  @Test
  void thereAreAtLeastAThousandPuzzlesEachPositionOnce() {
    assertThat(set.size()).isGreaterThanOrEqualTo(1000);
    Set<String> ids = new HashSet<>();
    Set<Long> positions = new HashSet<>();
    for (Puzzle puzzle : set.all()) {
      assertThat(ids.add(puzzle.id())).as(puzzle.id()).isTrue();
      assertThat(positions.add(puzzle.start().hash()))
          .as(puzzle.id() + " repeats a position")
          .isTrue();
    }
  }

  @Test
  void everySolutionIsLegalEndsWithTheSolverAndWinsMaterialOrTheGame() {
    for (Puzzle puzzle : set.all()) {
      String name = puzzle.id() + " " + puzzle.fen() + " " + puzzle.solution();
      Position start = puzzle.start();
      assertThat(start.legalMoves()).as(name).hasSizeGreaterThan(1);
      List<Move> moves = puzzle.moves(); // throws on an illegal move
      assertThat(moves.size()).as(name).isOdd().isBetween(3, PuzzleMiner.MAX_LINE);
      Position end = start;
      for (Move move : moves) {
        end = end.play(move);
      }
      Colour solver = start.turn();
      int gain = PuzzleMiner.balance(end, solver) - PuzzleMiner.balance(start, solver);
      assertThat(gain >= PuzzleMiner.GAIN || !end.hasLegalMove())
          .as(name + " gains " + gain)
          .isTrue();
      assertThat(PuzzleMiner.balance(start, solver))
          .as(name)
          .isLessThanOrEqualTo(PuzzleMiner.MAX_START_BALANCE);
      assertThat(puzzle.rating()).as(name).isBetween(600, 2200);
      assertThat(puzzle.source())
          .as(name)
          .matches("(acf-games|selfplay-[a-z0-9-]+)\\.pdn game \\d+.*");
      assertThat(puzzle.verification()).as(name).startsWith("depth ");
    }
  }

  @Test
  void badLinesAreNamed() {
    assertThatThrownBy(() -> PuzzleSet.read(new StringReader("# comment\np1\tW:W22:B14")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("puzzle line 2")
        .hasMessageContaining("7 fields");
    assertThatThrownBy(
            () -> PuzzleSet.read(new StringReader("p1\tW:W22:B14\t22-18\tx\t\tsource\tdepth 1")))
        .hasMessageContaining("rating");
  }
}
