package org.crownhead.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import org.crownhead.pdn.PdnError;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnResult;
import org.crownhead.pdn.ReadGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code crownhead pdn}: tools for PDN game files. */
@Command(
    name = "pdn",
    description = "Tools for PDN game files.",
    subcommands = {PdnCommand.Check.class})
public final class PdnCommand implements Runnable {
  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  @Override
  public void run() {
    throw new ParameterException(spec.commandLine(), "Missing subcommand: try 'check FILE'");
  }

  /** {@code crownhead pdn check FILE}: replays every game of a file and reports what is wrong. */
  @Command(
      name = "check",
      sortOptions = false,
      description = {
        "Replays every game of a PDN file and reports what is wrong with it.",
        "",
        "Prints each problem on its own line, as it is found: the game's number in the file, the"
            + " line, the move (12. for Black's twelfth move, 12... for White's) and the reason."
            + " A damaged game never stops the check: the rest of the file is read. Then prints"
            + " the number of games and plies (moves replayed), the results by kind (1-0 is a"
            + " Black win, 0-1 a White win) and the number of errors.",
        "",
        "An ambiguous move that nothing after it settles is read the first way it can be and"
            + " reported as a warning, which is not an error.",
        ""
      },
      exitCodeListHeading = "%nExit codes:%n",
      exitCodeList = {
        "0:every game replays cleanly",
        "1:some game has errors",
        "2:the file cannot be read"
      })
  public static final class Check extends Subcommand {
    @Parameters(paramLabel = "FILE", description = "The PDN file to check (UTF-8).")
    String file;

    private final Map<PdnResult, Integer> results = new EnumMap<>(PdnResult.class);
    private long plies;
    private int errors;
    private int gamesWithErrors;
    private int warnings;

    /** The length of the progress line on the terminal, 0 when there is none. */
    private int progressShown;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      Path path = Path.of(file);
      String unreadable = whyUnreadable(path);
      if (unreadable != null) {
        err.println(spec.qualifiedName() + ": cannot read " + file + ": " + unreadable);
        err.flush();
        return Main.BAD_INPUT;
      }
      boolean terminal = System.console() != null;
      int games;
      try {
        games = PdnGames.read(path, game -> count(game, out, err, terminal));
      } catch (IOException e) {
        clearProgress(err);
        out.flush();
        err.println(spec.qualifiedName() + ": cannot read " + file + ": " + reason(e));
        err.flush();
        return Main.BAD_INPUT;
      }
      clearProgress(err);
      out.println(file + ": " + count(games, "game") + ", " + count(plies, "ply", "plies"));
      out.println(
          "results: "
              + count(results.getOrDefault(PdnResult.BLACK_WINS, 0), "Black win")
              + ", "
              + count(results.getOrDefault(PdnResult.WHITE_WINS, 0), "White win")
              + ", "
              + count(results.getOrDefault(PdnResult.DRAW, 0), "draw")
              + ", "
              + results.getOrDefault(PdnResult.UNFINISHED, 0)
              + " unfinished");
      out.println(
          "errors: " + (errors == 0 ? "none" : errors + " in " + count(gamesWithErrors, "game")));
      if (warnings > 0) {
        out.println("warnings: " + warnings);
      }
      out.flush();
      return errors == 0 ? Main.OK : Main.PROBLEMS;
    }

    private void count(ReadGame game, PrintWriter out, PrintWriter err, boolean terminal) {
      plies += game.game().plies();
      results.merge(game.game().result(), 1, Integer::sum);
      if (!game.errors().isEmpty() || !game.warnings().isEmpty()) {
        clearProgress(err);
        for (PdnError error : game.errors()) {
          out.println(error);
        }
        for (PdnError warning : game.warnings()) {
          out.println("warning: " + warning);
        }
        out.flush();
      }
      errors += game.errors().size();
      warnings += game.warnings().size();
      if (!game.isClean()) {
        gamesWithErrors++;
      }
      if (terminal && game.number() % 1000 == 0) {
        String progress =
            "checking " + file + ": " + String.format(Locale.ROOT, "%,d", game.number()) + " games";
        err.print("\r" + progress);
        err.flush();
        progressShown = progress.length();
      }
    }

    private void clearProgress(PrintWriter err) {
      if (progressShown > 0) {
        err.print("\r" + " ".repeat(progressShown) + "\r");
        err.flush();
        progressShown = 0;
      }
    }

    /** Why the file cannot be read, or null when it can. */
    private static String whyUnreadable(Path path) {
      if (!Files.exists(path)) {
        return "no such file";
      }
      if (Files.isDirectory(path)) {
        return "it is a directory";
      }
      if (!Files.isReadable(path)) {
        return "permission denied";
      }
      return null;
    }

    private static String reason(IOException e) {
      if (e instanceof NoSuchFileException) {
        return "no such file";
      }
      String message = e.getMessage();
      return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }

    private static String count(long n, String singular) {
      return count(n, singular, singular + "s");
    }

    private static String count(long n, String singular, String plural) {
      return String.format(Locale.ROOT, "%,d", n) + " " + (n == 1 ? singular : plural);
    }
  }
}
