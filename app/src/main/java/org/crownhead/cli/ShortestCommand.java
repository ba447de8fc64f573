package org.crownhead.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.shortest.ShortestGame;
import org.crownhead.pdn.PdnWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code crownhead shortest}: proves the fewest plies after which a game from a position can be
 * over, and lists every game of that length with its final position.
 */
@Command(
    name = "shortest",
    header = "Prove the shortest possible game from a position.",
    description = {
      "Finds the fewest plies after which the side to move can have no legal move (all its "
          + "pieces captured, or every one blocked), both sides helping the game end soonest, "
          + "and proves that no shorter game exists by searching every shorter length.",
      "",
      "Prints the length, the number of games counted two ways (captures that differ only in "
          + "the order of their jumps as one move, and every jump order separately), each final "
          + "position (FEN) with the winner and whether the loser was wiped out or blocked, then "
          + "every game as PDN move text, one a line (or, with --out, as a PDN file).",
      "The search deepens one move of each side (two plies) at a time; each proven depth is "
          + "reported on standard error as it is finished."
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead shortest --hash 4096              the starting position (20 plies, minutes)",
      "  crownhead shortest --progress --max-depth 16",
      "  crownhead shortest --fen \"B:W9,25:B5,14\"",
      "  crownhead shortest --fen \"B:W27,28:B19,20,15\" --out shortest.pdn"
    })
final class ShortestCommand extends CrownheadCommand {
  @Mixin FenOption fen;

  @Option(
      names = "--max-depth",
      paramLabel = "PLIES",
      description = "Give up when no game ends within PLIES plies (1 to 120, default: 60).")
  int maxDepth = 60;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "Write the games to FILE as PDN instead of listing their move text.")
  Path out;

  @Option(
      names = "--progress",
      description = "Also show, about once a second, the depth, nodes and time of a long depth.")
  boolean progress;

  @Option(
      names = "--hash",
      paramLabel = "MB",
      description =
          "Memory for positions proven unable to end soon, rounded down to a power of two (16"
              + " to 16384, default: 1024).")
  int hashMegabytes = 1024;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Search with N threads (1 to 256, default: one per processor).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Override
  public Integer call() throws IOException {
    if (maxDepth < 1 || maxDepth > ShortestGame.MAX_DEPTH) {
      throw usage(
          "--max-depth must be between 1 and " + ShortestGame.MAX_DEPTH + ", not " + maxDepth);
    }
    if (hashMegabytes < 16 || hashMegabytes > 16384) {
      throw usage("--hash must be between 16 and 16384 MB, not " + hashMegabytes);
    }
    if (threads < 1 || threads > 256) {
      throw usage("--threads must be between 1 and 256, not " + threads);
    }
    long tableBytes = 16L << tableBits(hashMegabytes);
    long heap = Runtime.getRuntime().maxMemory();
    long heapNeeded = tableBytes / 7 * 8; // the table is to leave an eighth of the heap free
    if (heapNeeded > heap) {
      throw usage(
          "--hash "
              + hashMegabytes
              + " MB does not fit in this Java's "
              + heap / (1024 * 1024)
              + " MB of heap; give a smaller --hash, or Java more memory"
              + " (with the launcher: CROWNHEAD_JAVA_OPTS=-Xmx"
              + ((heapNeeded >> 30) + 1)
              + "g ./crownhead shortest ...)");
    }
    Position start = fen.position();
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    ShortestGame search =
        new ShortestGame(start)
            .maxDepth(maxDepth)
            .threads(threads)
            .tableBits(tableBits(hashMegabytes))
            .progress(
                step -> {
                  if (step.finished()) {
                    err.printf(
                        Locale.ROOT,
                        "up to %d plies searched: %,d nodes, %s%n",
                        step.depth(),
                        step.nodes(),
                        seconds(step.elapsed()));
                    err.flush();
                  } else if (progress) {
                    err.printf(
                        Locale.ROOT,
                        "up to %d plies: searching; %,d nodes, %s%n",
                        step.depth(),
                        step.nodes(),
                        seconds(step.elapsed()));
                    err.flush();
                  }
                });
    Optional<ShortestGame.Result> found = search.search();
    stdout.println("Position: " + describe(start));
    if (found.isEmpty()) {
      stdout.flush();
      err.println(
          "crownhead shortest: no game ends within "
              + maxDepth
              + (maxDepth == 1 ? " ply" : " plies")
              + " of the position; raise --max-depth");
      return Main.PROBLEMS;
    }
    ShortestGame.Result result = found.get();
    report(stdout, result);
    if (out != null) {
      writePdn(result);
      stdout.println();
      stdout.println("Games written to " + out + " as PDN.");
    } else {
      stdout.println();
      stdout.println("Games (PDN move text):");
      for (List<Move> game : result.games()) {
        stdout.println(moveText(game(result.start(), game)));
      }
    }
    return Main.OK;
  }

  private static void report(PrintWriter out, ShortestGame.Result result) {
    int plies = result.plies();
    Colour first = result.start().turn();
    int firstMoves = (plies + 1) / 2;
    int secondMoves = plies / 2;
    out.printf(
        Locale.ROOT,
        "Shortest game: %d %s (%s %d %s, %s %d)%n",
        plies,
        plies == 1 ? "ply" : "plies",
        name(first),
        firstMoves,
        firstMoves == 1 ? "move" : "moves",
        name(first.opponent()),
        secondMoves);
    out.printf(
        Locale.ROOT,
        "Proof: every line of fewer plies searched; %,d nodes in %s%n",
        result.nodes(),
        seconds(result.elapsed()));
    out.printf(
        Locale.ROOT,
        "Games, captures that differ only in the order of their jumps as one move: %d%n",
        result.gameCount());
    out.printf(
        Locale.ROOT,
        "Games, every jump order of a capture counted separately: %d%n",
        result.gameCountAllPaths());
    out.printf(Locale.ROOT, "Final positions: %d%n", result.finalPositions().size());
    out.println();
    for (ShortestGame.FinalPosition end : result.finalPositions()) {
      out.printf(
          Locale.ROOT,
          "%s  %s wins, %s %s  (%d %s)%n",
          end.position().toFen(),
          name(end.winner()),
          name(end.loser()),
          end.wipedOut() ? "wiped out" : "blocked",
          end.games(),
          end.games() == 1 ? "game" : "games");
    }
  }

  private void writePdn(ShortestGame.Result result) throws IOException {
    try (Writer writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      PdnWriter pdn = new PdnWriter(writer);
      int number = 0;
      for (List<Move> moves : result.games()) {
        number++;
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Shortest game " + number + " of " + result.gameCount());
        pdn.write(org.crownhead.pdn.PdnGame.of(game(result.start(), moves), tags));
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  private static Game game(Position start, List<Move> moves) {
    Game game = new Game(start);
    for (Move move : moves) {
      game.play(move);
    }
    return game;
  }

  /** The move text of a game as PDN writes it, on one line. */
  private static String moveText(Game game) {
    String pdn = PdnWriter.format(game, Map.of());
    String body = pdn.substring(pdn.indexOf("\n\n") + 2);
    return String.join(" ", body.strip().split("\\s*\n\\s*"));
  }

  /** The table's size for {@code megabytes}: the largest power of two of 16-byte entries. */
  private static int tableBits(int megabytes) {
    long entries = megabytes * 1024L * 1024L / 16;
    return Math.max(10, Math.min(30, 63 - Long.numberOfLeadingZeros(entries)));
  }

  private static String name(Colour colour) {
    return colour == Colour.BLACK ? "Black" : "White";
  }

  private static String describe(Position position) {
    return position.equals(Position.initial()) ? "the starting position" : position.toFen();
  }

  private static String seconds(Duration elapsed) {
    return String.format(Locale.ROOT, "%.1f s", elapsed.toMillis() / 1000.0);
  }
}
