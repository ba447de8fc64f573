package org.crownhead.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.crownhead.core.Perft;
import org.crownhead.core.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/** {@code crownhead perft}: counts the legal move sequences from a position, depth by depth. */
@Command(
    name = "perft",
    header = "Count the move sequences from a position (perft).",
    parameterListHeading = "%nParameters:%n",
    description = {
      "Counts the legal move sequences of 1, 2, ... DEPTH plies from a position (perft), "
          + "the standard check of a move generator against published tables.",
      "",
      "A node is one legal move; a whole multi-jump is one move. By default two captures that "
          + "differ only in the order of their jumps (king loops) count once per order, as Cake, "
          + "GuiNN and CheckerBoard count; --unique counts them once.",
      "Each line is printed as soon as its depth is finished."
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead perft 9",
      "  crownhead perft --divide 6",
      "  crownhead perft --unique --fen \"B:W6,7,8,14,15,16,22,23,24:BK2\" 4"
    })
final class PerftCommand extends CrownheadCommand {
  /** The deepest perft accepted: far beyond what can be run, but a bound all the same. */
  static final int MAX_DEPTH = 60;

  @Mixin FenOption fen;

  @Option(
      names = "--divide",
      description =
          "Show the count at DEPTH below each first move (its full path, in square order), "
              + "then the total.")
  boolean divide;

  @Option(
      names = "--unique",
      description = "Count captures that differ only in the order of their jumps once.")
  boolean unique;

  @Parameters(
      paramLabel = "DEPTH",
      description = "How many plies deep to count, 0 to " + MAX_DEPTH + ".")
  int depth;

  @Override
  public Integer call() {
    if (depth < 0 || depth > MAX_DEPTH) {
      throw new ParameterException(
          spec.commandLine(), "DEPTH must be between 0 and " + MAX_DEPTH + ", not " + depth);
    }
    if (divide && depth == 0) {
      throw new ParameterException(spec.commandLine(), "--divide needs a DEPTH of at least 1");
    }
    Position position = fen.position();
    Perft.Counting counting = unique ? Perft.Counting.UNIQUE : Perft.Counting.ALL_PATHS;
    PrintWriter out = spec.commandLine().getOut();
    out.println("Position: " + describe(position));
    out.println("Counting: " + describe(counting));
    out.println();
    if (divide) {
      divide(out, position, counting);
    } else {
      table(out, position, counting);
    }
    return Main.OK;
  }

  private void table(PrintWriter out, Position position, Perft.Counting counting) {
    String format = "%5s  %20s  %12s  %15s%n";
    out.printf(Locale.ROOT, format, "depth", "nodes", "time", "nodes/s");
    out.flush();
    for (int d = depth == 0 ? 0 : 1; d <= depth; d++) {
      long started = System.nanoTime();
      long nodes = Perft.count(position, d, counting);
      long nanos = System.nanoTime() - started;
      out.printf(Locale.ROOT, format, d, nodes, seconds(nanos), rate(nodes, nanos));
      out.flush();
    }
  }

  private void divide(PrintWriter out, Position position, Perft.Counting counting) {
    long started = System.nanoTime();
    List<Perft.Division> divisions = new ArrayList<>(Perft.divide(position, depth, counting));
    long nanos = System.nanoTime() - started;
    divisions.sort(Comparator.comparing(division -> division.move().path(), PerftCommand::compare));
    int width = "total".length();
    for (Perft.Division division : divisions) {
      width = Math.max(width, division.move().toString().length());
    }
    String format = "%-" + width + "s  %20s%n";
    out.printf(Locale.ROOT, format, "move", "nodes at depth " + depth);
    long total = 0;
    for (Perft.Division division : divisions) {
      out.printf(Locale.ROOT, format, division.move(), division.nodes());
      total += division.nodes();
    }
    out.printf(Locale.ROOT, format, "total", total);
    out.println();
    out.printf(
        Locale.ROOT,
        "%d first moves, %s, %s nodes/s%n",
        divisions.size(),
        seconds(nanos),
        rate(total, nanos));
  }

  private static String describe(Position position) {
    return position.equals(Position.initial()) ? "the starting position" : position.toFen();
  }

  private static String describe(Perft.Counting counting) {
    return counting == Perft.Counting.UNIQUE
        ? "captures differing only in the order of their jumps count once (--unique)"
        : "every jump order of a capture counts separately, as Cake, GuiNN and CheckerBoard do";
  }

  /** Orders jump paths square by square, a path before its extensions. */
  private static int compare(List<Integer> a, List<Integer> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int order = Integer.compare(a.get(i), b.get(i));
      if (order != 0) {
        return order;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  private static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.3f s", nanos / 1e9);
  }

  /** Nodes per second, or "-" when the time is too short to say. */
  private static String rate(long nodes, long nanos) {
    if (nanos < 1_000_000) {
      return "-";
    }
    return String.format(Locale.ROOT, "%d", Math.round(nodes / (nanos / 1e9)));
  }
}
