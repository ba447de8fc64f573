package org.crownhead.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code crownhead bench}: a fixed set of positions searched to a fixed depth, printing the total
 * nodes searched (the search's signature: any change to what the search does changes it) and the
 * speed.
 */
@Command(
    name = "bench",
    header = "Search fixed positions to a fixed depth: the search's node count and speed.",
    description = {
      "Searches "
          + BenchCommand.POSITION_COUNT
          + " fixed positions (the start, openings of the ACF three-move ballot, middlegames and "
          + "endgames with kings from tournament games) to a fixed depth, with one thread and "
          + BenchCommand.HASH_MB
          + " MB of hash, forgetting everything between positions. Prints a line per position, "
          + "then the total nodes searched and the nodes per second.",
      "",
      "The positions are first searched once untimed, so that the Java virtual machine has "
          + "compiled the search before the timed pass (a cold pass runs up to a quarter "
          + "slower); the two passes must search the same nodes. --no-warm-up times the first, "
          + "cold pass instead.",
      "",
      "The node count depends only on what the search does, not on the machine or the time: a "
          + "change to the search or the evaluation that changes it changes the engine's play. "
          + "The speed is the machine's."
    },
    footerHeading = "%nExamples:%n",
    footer = {"  crownhead bench", "  crownhead bench --depth 8", "  crownhead bench --no-warm-up"})
final class BenchCommand extends CrownheadCommand {
  static final int DEFAULT_DEPTH = 15;
  static final int MAX_DEPTH = 40;
  static final int HASH_MB = 16;

  /** The positions, each with a note on where it comes from. */
  static final List<String[]> POSITIONS =
      List.of(
          new String[] {"start", "B:W21-32:B1-12"},
          new String[] {"ballot 1: 9-13 21-17 5-9", "W:W17,22-32:B1-4,6-13"},
          new String[] {"ballot 5: 9-13 22-18 6-9", "W:W18,21,23-32:B1-5,7-13"},
          new String[] {"ballot 30: 9-13 24-20 6-9", "W:W20-23,25-32:B1-5,7-13"},
          new String[] {"ballot 98: 10-15 23-18 6-10", "W:W18,21,22,24-32:B1-5,7-12,15"},
          new String[] {"ballot 121: 11-15 23-18 8-11", "W:W18,21,22,24-32:B1-7,9-12,15"},
          new String[] {"ballot 147: 11-16 22-18 16-20", "W:W18,21,23-32:B1-10,12,20"},
          new String[] {"ballot 166: 12-16 22-18 16-19", "W:W18,21,23-32:B1-11,19"},
          new String[] {"middlegame", "W:W16,20,21,22,23,26,27,28:B5,6,7,8,9,12,13,14,19"},
          new String[] {"middlegame", "W:W13,20,21,22,24,25,26,27,28:B1,6,10,11,12,14,15,18,19"},
          new String[] {"middlegame", "W:W17,19,21,22,26,27,28,31:B5,6,10,11,12,13,14,20"},
          new String[] {"middlegame", "W:W14,18,20,21,23,24,26,27:B2,3,5,7,9,11,16,17"},
          new String[] {"middlegame", "W:W13,16,19,21,27,30,31,32:B1,2,3,6,14,18,20,24"},
          new String[] {"middlegame", "W:W11,14,15,22,25,26,28,30,32:B2,4,5,6,8,13,19,23,24"},
          new String[] {"kings", "W:W7,K10,11,32:B12,13,K19,K23"},
          new String[] {"kings", "W:W20,K24,29:B13,22,K30"},
          new String[] {"kings", "W:WK7,K11,13,30:B5,10,14,K27,28"},
          new String[] {"kings", "B:W5,K7,17,30:B1,9,21,K27"},
          new String[] {"kings", "B:WK18,K19,20,21,28:B12,13,K26,K31"},
          new String[] {"kings", "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29"});

  static final int POSITION_COUNT = 20;

  @Option(
      names = "--depth",
      paramLabel = "D",
      description = "Search each position to this depth in plies (default: " + DEFAULT_DEPTH + ").")
  int depth = DEFAULT_DEPTH;

  // Without the fallback value picocli would read a plain --warm-up as the opposite of the default.
  @Option(
      names = "--warm-up",
      negatable = true,
      defaultValue = "true",
      fallbackValue = "true",
      description =
          "Search the positions once untimed before the timed pass (default: on; --no-warm-up "
              + "times a cold start).")
  boolean warmUp = true;

  @Override
  public Integer call() {
    if (depth < 1 || depth > MAX_DEPTH) {
      throw new ParameterException(
          spec.commandLine(), "--depth must be from 1 to " + MAX_DEPTH + ", not " + depth);
    }
    PrintWriter out = spec.commandLine().getOut();
    long nodes = 0;
    long nanos = 0;
    try (Engine engine = Engines.create()) {
      engine.setOption("threads", "1");
      engine.setOption("hash", Integer.toString(HASH_MB));
      out.println(engine.name() + ": depth " + depth + ", 1 thread, " + HASH_MB + " MB hash");
      long warmUpNodes = 0;
      if (warmUp) {
        out.print("Warming up (the same searches, untimed)...");
        out.flush();
        for (String[] entry : POSITIONS) {
          clearAndSet(engine, Position.fromFen(entry[1]));
          warmUpNodes += engine.think(Limits.depth(depth), info -> {}).info().nodes();
        }
        out.println(" done");
      }
      out.println();
      String format = "%2s  %-30s  %10s  %6s  %10s  %s%n";
      out.printf(Locale.ROOT, format, "", "position", "nodes", "best", "score", "fen");
      int number = 0;
      for (String[] entry : POSITIONS) {
        number++;
        Position position = Position.fromFen(entry[1]);
        clearAndSet(engine, position);
        long started = System.nanoTime();
        SearchResult result = engine.think(Limits.depth(depth), info -> {});
        nanos += System.nanoTime() - started;
        nodes += result.info().nodes();
        out.printf(
            Locale.ROOT,
            format,
            number,
            entry[0],
            result.info().nodes(),
            result.bestMove().map(move -> MoveText.format(position, move)).orElse("-"),
            Score.format(result.info().score()),
            position.toFen());
        out.flush();
      }
      if (warmUp && warmUpNodes != nodes) {
        // The search forgets everything between positions, so both passes must agree.
        throw new IllegalStateException(
            "the warm-up searched " + warmUpNodes + " nodes and the timed pass " + nodes);
      }
    }
    out.println();
    out.println("Total time (ms): " + nanos / 1_000_000);
    out.println("Nodes searched: " + nodes);
    out.println("Nodes/second: " + Math.round(nodes / (Math.max(1, nanos) / 1e9)));
    return Main.OK;
  }

  /** Clears the engine (table, history, killers) and sets the position, before a search. */
  private static void clearAndSet(Engine engine, Position position) {
    engine.newGame();
    engine.setPosition(position);
  }
}
