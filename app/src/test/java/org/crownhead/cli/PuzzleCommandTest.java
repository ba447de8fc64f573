package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.puzzle.Puzzle;
import org.crownhead.puzzle.PuzzleSet;
import org.crownhead.puzzle.WrongMoves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code crownhead puzzle} driven by piped input. */
class PuzzleCommandTest {
  @TempDir Path dir;

  private static Puzzle puzzle() {
    return PuzzleSet.standard().all().stream()
        .filter(p -> p.solverMoves() >= 2)
        .findFirst()
        .orElseThrow();
  }

  @Test
  void aPuzzleIsSolvedAtTheTerminalAndTheRatingIsKept() {
    Puzzle puzzle = puzzle();
    List<String> mine = new ArrayList<>();
    for (int i = 0; i < puzzle.solution().size(); i += 2) {
      mine.add(puzzle.solution().get(i));
    }
    Cli run =
        Cli.runWithInput(
            "nonsense\n" + String.join("\n", mine) + "\n",
            "puzzle",
            "--data-dir",
            dir.toString(),
            "--id",
            puzzle.id());

    assertThat(run.code).as(run.toString()).isZero();
    assertThat(run.out).contains("Puzzle " + puzzle.id());
    assertThat(run.out).contains("to play and win");
    assertThat(run.out).contains("+--------------------------------+");
    assertThat(run.out).contains("Not a legal move here: nonsense. Legal moves: ");
    assertThat(run.out).contains("Right. ").contains(" replies " + puzzle.solution().get(1) + ".");
    assertThat(run.out).contains("Solved!");
    assertThat(run.out).contains("The solution: " + String.join(" ", puzzle.solution()));
    assertThat(run.out).containsPattern("Your rating: 1500 -> 1[5-9]\\d\\d \\(\\+\\d+\\)");
    assertThat(run.out).contains("(1 rated, 1 solved)");

    Cli again =
        Cli.runWithInput("solution\n", "puzzle", "--data-dir", dir.toString(), "--id", puzzle.id());
    assertThat(again.out)
        .contains("Given up.")
        .contains("Tried before: the ratings do not change.");
    assertThat(again.out).contains("(1 rated, 1 solved)");
  }

  @Test
  void aWrongMoveFailsAndTheNextPuzzleFollows() {
    Puzzle puzzle = puzzle();
    String wrong = WrongMoves.firstMove(puzzle);
    Cli run =
        Cli.runWithInput(wrong + "\n", "puzzle", "--data-dir", dir.toString(), "--id", puzzle.id());
    assertThat(run.code).as(run.toString()).isZero();
    assertThat(run.out).contains("Wrong: " + wrong + " is not the move.");
    assertThat(run.out).containsPattern("Your rating: 1500 -> 1[0-4]\\d\\d \\(-\\d+\\)");

    Cli two =
        Cli.runWithInput(
            "solution\n\nquit\n", "puzzle", "--data-dir", dir.toString(), "--count", "3");
    assertThat(two.code).as(two.toString()).isZero();
    assertThat(two.out).contains("Enter for the next puzzle");
    assertThat(two.out.split("to play and win", -1)).hasSize(3);
    assertThat(two.out).contains("(2 rated, 0 solved)");
  }

  @Test
  void badOptionsAreRefusedWithAReason() {
    Cli unknown = Cli.run("puzzle", "--data-dir", dir.toString(), "--id", "p99999");
    assertThat(unknown.code).isEqualTo(Main.BAD_INPUT);
    assertThat(unknown.err).contains("there is no puzzle p99999");
    Cli count = Cli.run("puzzle", "--data-dir", dir.toString(), "--count", "0");
    assertThat(count.code).isEqualTo(Main.BAD_INPUT);
    assertThat(count.err).contains("--count must be 1 or more");
    Cli help = Cli.succeeds("puzzle", "--help");
    assertThat(help.out).contains("Glicko-2").contains("crownhead puzzle --id");
  }
}
