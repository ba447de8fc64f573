package org.crownhead.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.endgame.Attempt;
import org.crownhead.endgame.Ending;
import org.crownhead.endgame.EndingTrainer;
import org.crownhead.endgame.Endings;
import org.crownhead.engine.egdb.EndgameDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code crownhead ending}: the endgame training at the terminal. Without an ending, lists them;
 * with one, plays it against the endgame databases' defence, a move a line, as the browser's
 * Endings page does.
 */
@Command(
    name = "ending",
    header = "Train the classic endings against the endgame databases.",
    description = {
      "Without ENDING, lists the instructive endings (First Position and others) with the length"
          + " of each win. With one, you play the winning side and the endgame databases defend"
          + " perfectly: type a move (19-24) a line; you are told at once when a move throws the"
          + " win away. Type back to take your last move back, quit to stop.",
      "",
      "The databases must be built first: crownhead egdb build (about 17 minutes for 6 pieces;"
          + " --pieces 4 takes seconds and opens the smallest endings)."
    },
    footerHeading = "%nExamples:%n",
    footer = {"  crownhead ending", "  crownhead ending first-position"})
final class EndingCommand extends CrownheadCommand {
  @Parameters(
      arity = "0..1",
      paramLabel = "ENDING",
      description = "The ending to play, by its id in the list (e.g. first-position).")
  String id;

  @Mixin EndgamesOption endgames;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    EndgameDatabase databases = endgames.open(err);
    EndingTrainer trainer = new EndingTrainer(databases);
    if (id == null) {
      list(out, trainer, databases);
      return Main.OK;
    }
    Ending ending =
        Endings.standard()
            .find(id)
            .orElseThrow(
                () ->
                    new ParameterException(
                        spec.commandLine(),
                        "no ending \"" + id + "\"; crownhead ending lists them"));
    if (!trainer.covers(ending)) {
      err.println(
          "crownhead: "
              + ending.name()
              + " needs the endgame databases of "
              + ending.pieces()
              + " pieces; build them with crownhead egdb build");
      err.flush();
      return Main.PROBLEMS;
    }
    return play(ending, trainer, out);
  }

  private static void list(PrintWriter out, EndingTrainer trainer, EndgameDatabase databases) {
    if (databases.maxPieces() < Endings.MAX_PIECES) {
      out.println(
          databases.maxPieces() == 0
              ? "The endgame databases are not built: crownhead egdb build (about 17 minutes)."
              : "The endgame databases hold up to "
                  + databases.maxPieces()
                  + " pieces; crownhead egdb build opens the rest.");
    }
    for (Ending ending : Endings.standard().all()) {
      int plies = trainer.optimum(ending);
      out.printf(
          "%-26s %d pieces, %s to win, %s%n",
          ending.id(),
          ending.pieces(),
          ending.winner() == Colour.BLACK ? "Black" : "White",
          plies >= 0
              ? plies + " plies: " + ending.name()
              : "needs the databases: " + ending.name());
    }
    out.flush();
  }

  private int play(Ending ending, EndingTrainer trainer, PrintWriter out) throws IOException {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(main.stdin(), StandardCharsets.UTF_8));
    boolean colours = main.terminal();
    boolean turned = ending.winner() == Colour.BLACK;
    out.println(ending.name());
    out.println(ending.lesson());
    out.println(
        "You play "
            + (ending.winner() == Colour.BLACK ? "Black" : "White")
            + "; the databases defend. Type a move, back or quit.");
    List<String> line = new ArrayList<>();
    Attempt attempt = trainer.play(ending, line);
    show(out, attempt, turned, colours);
    while (attempt.state() != Attempt.State.WON) {
      out.print("> ");
      out.flush();
      String typed = in.readLine();
      if (typed == null || typed.strip().equalsIgnoreCase("quit")) {
        out.println();
        out.flush();
        return Main.OK;
      }
      typed = typed.strip();
      if (typed.isEmpty()) {
        continue;
      }
      line = new ArrayList<>(attempt.moves());
      if (typed.equalsIgnoreCase("back")) {
        int last = lastOwnMove(ending, line);
        if (last < 0) {
          out.println("Nothing to take back.");
          continue;
        }
        line = new ArrayList<>(line.subList(0, last));
      } else if (attempt.state() != Attempt.State.PLAYING) {
        out.println("Type back to take that move back, or quit.");
        continue;
      } else {
        line.add(typed);
      }
      try {
        attempt = trainer.play(ending, line);
      } catch (IllegalArgumentException e) {
        out.println(e.getMessage().replaceFirst("^move \\d+ \"[^\"]*\": ", ""));
        continue;
      }
      show(out, attempt, turned, colours);
    }
    out.flush();
    return Main.OK;
  }

  /** The place of the player's last move in the line, or −1. */
  private static int lastOwnMove(Ending ending, List<String> line) {
    Colour first = ending.start().turn();
    for (int i = line.size() - 1; i >= 0; i--) {
      Colour mover = i % 2 == 0 ? first : first.opponent();
      if (mover == ending.winner()) {
        return i;
      }
    }
    return -1;
  }

  private static void show(PrintWriter out, Attempt attempt, boolean turned, boolean colours) {
    Game game = new Game(attempt.ending().start());
    attempt.moves().forEach(game::play);
    List<Move> moves = game.moves();
    Optional<Move> last =
        moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(moves.size() - 1));
    if (attempt.reply() != null) {
      out.println("The databases play " + attempt.reply() + ".");
    }
    BoardDiagram.draw(attempt.position(), last, turned, colours).forEach(out::println);
    out.println(attempt.message());
    out.flush();
  }
}
