package org.crownhead.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.crownhead.core.Colour;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.puzzle.Glicko2;
import org.crownhead.puzzle.Puzzle;
import org.crownhead.puzzle.PuzzleSet;
import org.crownhead.puzzle.PuzzleTrainer;
import org.crownhead.web.DataDirectory;
import org.crownhead.web.store.GameStore;
import org.crownhead.web.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code crownhead puzzle}: the puzzles at the terminal, rated in the same store as the browser's
 * Puzzles page.
 */
@Command(
    name = "puzzle",
    header = "Solve puzzles (shots) at this terminal, rated as you go.",
    description = {
      "Shows a position where the side to move has one winning combination: a shot or a stroke "
          + "that wins material decisively or the game. Type your moves (11-15, 18x11, or a "
          + "multiple jump in full, 2x9x18); the opponent's replies are played for you. A wrong "
          + "move fails the puzzle; right or wrong, the whole solution is shown at the end.",
      "",
      "Your puzzle rating (Glicko-2, starting at 1500) and each puzzle's rating change with "
          + "the first try at each puzzle, and the next puzzle is chosen near your rating. The "
          + "ratings are kept in the data directory, shared with the browser's Puzzles page.",
      "",
      "At the move prompt: a move, 'solution' to give up and see the solution, 'quit' to stop. "
          + "After a puzzle: Enter for the next one, 'quit' to stop. The end of the input stops "
          + "too."
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead puzzle                 puzzles near your rating until you quit",
      "  crownhead puzzle --count 5       five puzzles",
      "  crownhead puzzle --id p0042      one puzzle by its id (as the Puzzles page shows it)"
    })
final class PuzzleCommand extends CrownheadCommand {
  @Option(
      names = "--data-dir",
      paramLabel = "DIR",
      description =
          "Where the ratings are kept (default: $XDG_DATA_HOME/crownhead or "
              + "~/.local/share/crownhead, as for crownhead serve).")
  Path dataDir;

  @Option(names = "--id", paramLabel = "ID", description = "Solve this puzzle, then stop.")
  String id;

  @Option(
      names = "--count",
      paramLabel = "N",
      description = "Stop after N puzzles (default: go on until 'quit' or the end of the input).")
  int count = Integer.MAX_VALUE;

  @Override
  public Integer call() throws IOException {
    if (count < 1) {
      throw usage("--count must be 1 or more, not " + count);
    }
    PuzzleSet puzzles = PuzzleSet.standard();
    if (id != null && puzzles.find(id).isEmpty()) {
      throw usage(
          "there is no puzzle "
              + id
              + "; the ids run from "
              + puzzles.all().get(0).id()
              + " to "
              + puzzles.all().get(puzzles.size() - 1).id());
    }
    Path dir = dataDir != null ? dataDir : DataDirectory.defaultPath();
    PrintWriter out = spec.commandLine().getOut();
    BufferedReader in =
        new BufferedReader(new InputStreamReader(main.stdin(), Charset.defaultCharset()));
    GameStore store;
    try {
      store = GameStore.open(dir.resolve(DataDirectory.DATABASE));
    } catch (StoreException e) {
      throw new IOException(e.getMessage(), e);
    }
    try (store) {
      PuzzleTrainer trainer = new PuzzleTrainer(puzzles, store);
      Random random = new Random();
      int total = id != null ? 1 : count;
      for (int done = 0; done < total; done++) {
        Puzzle puzzle = id != null ? trainer.find(id) : trainer.next(random);
        if (!solve(trainer, puzzle, in, out)) {
          break;
        }
        if (done + 1 < total) {
          out.print("Enter for the next puzzle, 'quit' to stop: ");
          out.flush();
          String line = in.readLine();
          if (line == null || isQuit(line)) {
            break;
          }
        }
      }
      out.println();
      Glicko2.Rating player = trainer.player();
      int[] tally = trainer.tally();
      out.printf(
          Locale.ROOT,
          "Your puzzle rating: %d ± %d (%d rated, %d solved)%n",
          Math.round(player.rating()),
          Math.round(2 * player.deviation()),
          tally[0],
          tally[1]);
      out.flush();
    }
    return Main.OK;
  }

  /** Plays one puzzle; false when the player quit or the input ended. */
  private boolean solve(PuzzleTrainer trainer, Puzzle puzzle, BufferedReader in, PrintWriter out)
      throws IOException {
    Position at = puzzle.start();
    Colour solver = at.turn();
    Glicko2.Rating player = trainer.player();
    out.println();
    out.printf(
        Locale.ROOT,
        "Puzzle %s, rated %d. %s to play and win. Your rating: %d%n",
        puzzle.id(),
        Math.round(trainer.rating(puzzle).rating()),
        name(solver),
        Math.round(player.rating()));
    Optional<Move> last = Optional.empty();
    List<String> moves = new ArrayList<>();
    while (true) {
      for (String line : BoardDiagram.draw(at, last, solver == Colour.BLACK, main.colours())) {
        out.println(line);
      }
      out.print("Your move: ");
      out.flush();
      String line = in.readLine();
      if (line == null || isQuit(line)) {
        return false;
      }
      String text = line.strip();
      if (text.isEmpty()) {
        continue;
      }
      PuzzleTrainer.Step step;
      if (text.equalsIgnoreCase("solution")) {
        step = trainer.giveUp(puzzle.id(), moves);
        out.println("Given up.");
        report(step, puzzle, out);
        return true;
      }
      moves.add(text);
      try {
        step = trainer.play(puzzle.id(), moves);
      } catch (IllegalArgumentException e) {
        moves.remove(moves.size() - 1);
        out.println("Not a legal move here: " + text + ". Legal moves: " + legal(at));
        continue;
      }
      Move played = MoveText.parse(at, text);
      String playedText = MoveText.format(at, played);
      at = at.play(played);
      last = Optional.of(played);
      switch (step.status()) {
        case CONTINUE -> {
          Move reply = MoveText.parse(at, step.reply());
          out.println("Right. " + name(solver.opponent()) + " replies " + step.reply() + ".");
          at = at.play(reply);
          last = Optional.of(reply);
        }
        case SOLVED, FAILED -> {
          boolean solved = step.status() == PuzzleTrainer.Status.SOLVED;
          out.println(solved ? "Solved!" : "Wrong: " + playedText + " is not the move.");
          report(step, puzzle, out);
          return true;
        }
      }
    }
  }

  private static void report(PuzzleTrainer.Step step, Puzzle puzzle, PrintWriter out) {
    out.println("The solution: " + String.join(" ", step.solution()));
    out.println("From " + puzzle.source() + ".");
    if (step.rated()) {
      long before = Math.round(step.playerBefore().rating());
      long after = Math.round(step.playerAfter().rating());
      out.printf(
          Locale.ROOT,
          "Your rating: %d -> %d (%+d); the puzzle's: %d%n",
          before,
          after,
          after - before,
          Math.round(step.puzzleRating().rating()));
    } else {
      out.println("Tried before: the ratings do not change.");
    }
    out.flush();
  }

  private static String legal(Position at) {
    List<String> texts = new ArrayList<>();
    for (Move move : at.legalMoves()) {
      texts.add(MoveText.format(at, move));
    }
    return String.join(" ", texts);
  }

  private static boolean isQuit(String line) {
    String text = line.strip().toLowerCase(Locale.ROOT);
    return text.equals("quit") || text.equals("q") || text.equals("exit");
  }

  private static String name(Colour colour) {
    return colour == Colour.WHITE ? "White" : "Black";
  }
}
