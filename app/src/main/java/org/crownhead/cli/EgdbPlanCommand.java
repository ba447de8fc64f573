package org.crownhead.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.crownhead.engine.egdb.Slice;
import org.crownhead.engine.egdb.SliceGraph;
import org.crownhead.engine.egdb.TaskSize;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;

/** {@code crownhead egdb plan}: the work and memory of a build, before starting it. */
@Command(
    name = "plan",
    sortOptions = false,
    header = "Show the tasks of a build and the memory each needs, without building.",
    description = {
      "Lists the levels of a build up to N pieces (the tasks of a level can all run at once, on "
          + "threads or Spark executors), with their positions and the task of each that holds "
          + "the most memory. A "
          + "task is a slice and its mirror, solved together; the solver holds 2 bytes for each "
          + "of its positions and a byte for each position of the slices its captures and "
          + "crownings lead into; give Java twice that (the values it writes come on top).",
      "",
      "A task that holds more than half the heap whole is solved part by part instead, by the "
          + "men's advance (the rows all the men have come): it holds a byte for each of its "
          + "positions and 2 bytes for each position of its largest part (\"held split\"), "
          + "and reads the slices it leads into from memory-mapped files. The files are the same.",
      "",
      "Then the tasks too big for an executor of --memory, whole and split, and how big the "
          + "largest part of a task would be if it were split finer: by the rows of each side's "
          + "most advanced man, or by the men's layout (not built yet).",
      ""
    },
    footerHeading = "%nExamples:%n",
    footer = {"  crownhead egdb plan --pieces 7", "  crownhead egdb plan --pieces 8 --memory 8g"})
final class EgdbPlanCommand extends Subcommand {
  @Option(
      names = "--pieces",
      paramLabel = "N",
      defaultValue = "6",
      description = "Plan the databases up to N pieces, 1 to 8 (default: ${DEFAULT-VALUE}).")
  int pieces;

  @Option(
      names = "--memory",
      paramLabel = "SIZE",
      defaultValue = "4g",
      converter = Bytes.class,
      description =
          "The memory of one executor or machine, such as 4g or 512m (default: ${DEFAULT-VALUE}).")
  long memory;

  @Override
  public Integer call() {
    if (pieces < 1 || pieces > 8) {
      throw new ParameterException(spec.commandLine(), "--pieces must be 1 to 8, not " + pieces);
    }
    PrintWriter out = spec.commandLine().getOut();
    SliceGraph graph = SliceGraph.upTo(pieces);
    out.printf(
        Locale.ROOT,
        "Every ending up to %d pieces: %d tasks in %d levels, %,d positions.%n%n",
        pieces,
        graph.tasks().size(),
        graph.levels().size(),
        graph.positions());
    out.printf(
        Locale.ROOT,
        "%5s %6s %17s  %-24s %10s %10s%n",
        "level",
        "tasks",
        "positions",
        "task holding the most",
        "held whole",
        "held split");
    TaskSize largest = null;
    TaskSize largestByRows = null;
    TaskSize largestByLayout = null;
    int tooBig = 0;
    int tooBigSplit = 0;
    TaskSize largestSplit = null;
    for (int level = 0; level < graph.levels().size(); level++) {
      List<SliceGraph.Task> tasks = graph.levels().get(level);
      long positions = 0;
      TaskSize top = null;
      for (SliceGraph.Task task : tasks) {
        TaskSize size = TaskSize.of(task);
        positions += size.positions();
        if (top == null || size.heldBytes() > top.heldBytes()) {
          top = size;
        }
        if (size.heldBytes() > memory) {
          tooBig++;
        }
        if (size.splitHeldBytes() > memory) {
          tooBigSplit++;
        }
        if (largestSplit == null || size.splitHeldBytes() > largestSplit.splitHeldBytes()) {
          largestSplit = size;
        }
        if (largestByRows == null || size.largestPartPair() > largestByRows.largestPartPair()) {
          largestByRows = size;
        }
        if (largestByLayout == null
            || size.largestLayoutPart() > largestByLayout.largestLayoutPart()) {
          largestByLayout = size;
        }
      }
      if (largest == null || top.heldBytes() > largest.heldBytes()) {
        largest = top;
      }
      out.printf(
          Locale.ROOT,
          "%5d %6d %,17d  %-24s %10s %10s%n",
          level,
          tasks.size(),
          positions,
          name(top.task()),
          bytes(top.heldBytes()),
          bytes(top.splitHeldBytes()));
    }
    out.println();
    out.printf(
        Locale.ROOT,
        "The task that holds the most, %s: %,d positions; the solver holds %s for it whole (states %s, the"
            + " slices it leads into %s); give Java twice that.%n",
        name(largest.task()),
        largest.positions(),
        bytes(largest.heldBytes()),
        bytes(2 * largest.positions()),
        bytes(largest.exitPositions()));
    out.printf(Locale.ROOT, "Tasks holding more than %s whole: %d.%n", bytes(memory), tooBig);
    out.printf(
        Locale.ROOT,
        "Split by the men's advance, the task that holds the most, %s, holds %s (its values %s,"
            + " the states of its largest part of %,d positions %s), and maps the %s of the"
            + " slices it leads into.%n",
        name(largestSplit.task()),
        bytes(largestSplit.splitHeldBytes()),
        bytes(largestSplit.positions()),
        largestSplit.largestAdvancePart(),
        bytes(2 * largestSplit.largestAdvancePart()),
        bytes(largestSplit.exitPositions()));
    out.printf(Locale.ROOT, "Tasks holding more than %s split: %d.%n", bytes(memory), tooBigSplit);
    split(
        out, "the rows of each side's most advanced man", largestByRows, TaskSize::largestPartPair);
    split(out, "the men's layout", largestByLayout, TaskSize::largestLayoutPart);
    out.println("(The builder splits by the men's advance only; the finer splits are not built.)");
    return Main.OK;
  }

  private static void split(
      PrintWriter out, String by, TaskSize largest, ToLongFunction<TaskSize> part) {
    long positions = part.applyAsLong(largest);
    out.printf(
        Locale.ROOT,
        "Split by %s, the largest part would be one of %s: %,d positions, %s of states.%n",
        by,
        name(largest.task()),
        positions,
        bytes(2 * positions));
  }

  private static String name(SliceGraph.Task task) {
    List<Slice> slices = task.slices();
    return slices.size() == 1 ? slices.get(0).name() : slices.get(0) + " with " + slices.get(1);
  }

  /** Bytes for people, in the binary units of Java's -Xmx: 681 MiB, 7.51 GiB. */
  static String bytes(long n) {
    if (n >= 1L << 30) {
      return String.format(Locale.ROOT, "%.2f GiB", n / (double) (1L << 30));
    }
    if (n >= 1L << 20) {
      return String.format(Locale.ROOT, "%.0f MiB", n / (double) (1L << 20));
    }
    return String.format(Locale.ROOT, "%.0f KiB", n / (double) (1L << 10));
  }

  /** Reads 4g, 512m, 65536k or a plain number of bytes (binary multiples, as Java's -Xmx). */
  static final class Bytes implements ITypeConverter<Long> {
    private static final Pattern SIZE = Pattern.compile("(\\d+)([kKmMgGtT]?)");

    @Override
    public Long convert(String value) {
      Matcher m = SIZE.matcher(value.trim());
      if (!m.matches()) {
        throw new TypeConversionException(
            "'" + value + "' is not a size: give a number with k, m, g or t, such as 4g");
      }
      int shift =
          switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> 10;
            case "m" -> 20;
            case "g" -> 30;
            case "t" -> 40;
            default -> 0;
          };
      long n = m.group(1).length() > 18 ? -1 : Long.parseLong(m.group(1));
      if (n <= 0 || n > Long.MAX_VALUE >> shift) {
        throw new TypeConversionException("'" + value + "' is not a size an executor can have");
      }
      return n << shift;
    }
  }
}
