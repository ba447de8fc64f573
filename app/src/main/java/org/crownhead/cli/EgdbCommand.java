package org.crownhead.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.crownhead.engine.egdb.EgdbVerifier;
import org.crownhead.engine.egdb.EndgameDatabase.Verdict;
import org.crownhead.engine.egdb.FileDatabase;
import org.crownhead.engine.egdb.Slice;
import org.crownhead.engine.egdb.SliceGraph;
import org.crownhead.engine.egdb.TaskSize;
import org.crownhead.engine.egdb.Value;
import org.crownhead.web.DataDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code crownhead egdb}: build, probe, verify and describe the endgame databases. */
@Command(
    name = "egdb",
    header = "Build, probe and check the endgame databases.",
    description = {
      "The endgame databases hold the exact value (win, draw or loss for the side to move) of "
          + "every position with few pieces, and how many plies the game lasts with best play. "
          + "Crownhead builds them itself by retrograde analysis, one file per slice (a slice is "
          + "one material: the side to move's men and kings against the other side's, such as "
          + "2k-1k), into a directory that the other commands read.",
      "",
      "The default directory is $XDG_DATA_HOME/crownhead/egdb (~/.local/share/crownhead/egdb)."
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead egdb build --pieces 5",
      "  crownhead egdb probe --fen W:WK25:BK29",
      "  crownhead egdb verify",
      "  crownhead egdb info",
      "  crownhead egdb plan --pieces 8"
    },
    subcommands = {
      EgdbCommand.Build.class,
      EgdbCommand.Probe.class,
      EgdbCommand.Verify.class,
      EgdbCommand.Info.class,
      EgdbPlanCommand.class
    })
public final class EgdbCommand implements Runnable {
  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  @Override
  public void run() {
    throw new ParameterException(
        spec.commandLine(), "Missing subcommand: try 'build', 'probe', 'verify', 'info' or 'plan'");
  }

  /** The directory the databases live in unless --dir says otherwise: the browser app's too. */
  static Path defaultDirectory() {
    return DataDirectory.defaultPath().resolve(DataDirectory.ENDGAMES);
  }

  /** The --dir option every subcommand shares. */
  static final class DirOption {
    @Option(
        names = "--dir",
        paramLabel = "DIR",
        description =
            "The directory of the database files (default: $XDG_DATA_HOME/crownhead/egdb).")
    Path dir;

    Path dir() {
      return dir != null ? dir : defaultDirectory();
    }
  }

  static String duration(double seconds) {
    long s = Math.round(seconds);
    if (s < 60) {
      return s + "s";
    }
    if (s < 3600) {
      return s / 60 + "m" + String.format(Locale.ROOT, "%02d", s % 60) + "s";
    }
    return s / 3600 + "h" + String.format(Locale.ROOT, "%02d", s / 60 % 60) + "m";
  }

  /** {@code crownhead egdb build}. */
  @Command(
      name = "build",
      sortOptions = false,
      header = "Build the endgame databases up to a number of pieces.",
      description = {
        "Solves every position with 1 to N pieces, both sides to move, slice by slice: each slice "
            + "after the slices its captures and crownings lead to. Progress, with the slice "
            + "being solved and an estimate of the time left, goes to standard error.",
        "",
        "Each slice file is written under a temporary name and renamed when complete, so a "
            + "killed build loses only the slice it was working on: run the same command again "
            + "and it keeps every finished slice whose file checks out. A build that cannot "
            + "write (no permission, a full disk) stops with a message and keeps what it "
            + "finished.",
        "",
        "Sizes: 4 pieces hold 7.4 million positions, 5 pieces 156 million, 6 pieces 2.66 "
            + "billion.",
        "",
        "With --spark MASTER the build runs as Apache Spark jobs instead, on this machine "
            + "(local[N]) or a cluster, into a shared --out directory, giving the same files; "
            + "the crownhead launcher starts that runner: see 'crownhead egdb build --spark "
            + "local --help'.",
        ""
      },
      footerHeading = "%nExamples:%n",
      footer = {
        "  crownhead egdb build --pieces 4",
        "  crownhead egdb build --pieces 6 --threads 2 --dir /data/egdb",
        "  crownhead egdb build --spark local[2] --pieces 5 --out /data/egdb"
      })
  static final class Build extends Subcommand {
    @Option(
        names = "--pieces",
        paramLabel = "N",
        description = "The most pieces on the board, 1 to 8 (default: ${DEFAULT-VALUE}).")
    int pieces = 6;

    @Option(
        names = "--threads",
        paramLabel = "T",
        description = "Threads to solve with (default: the number of processors).")
    Integer threads;

    @Mixin DirOption dir;

    @Option(
        names = "--spark",
        paramLabel = "MASTER",
        description = "Build as Apache Spark jobs (run by the crownhead launcher).")
    String spark;

    @Option(
        names = "--slice",
        paramLabel = "NAME",
        description =
            "Build only this slice, with its mirror, such as 5k-3k (repeatable): part of a larger"
                + " build, the slices it reads being in the directory already. --pieces is not"
                + " needed.")
    List<String> slices = new ArrayList<>();

    @Override
    public Integer call() throws IOException, InterruptedException {
      if (spark != null) {
        throw new ParameterException(
            spec.commandLine(),
            "--spark builds are started by the crownhead launcher script, which runs the Spark"
                + " runner with its own classpath: ./crownhead egdb build --spark "
                + spark
                + " ...");
      }
      if (pieces < 1 || pieces > 8) {
        throw new ParameterException(spec.commandLine(), "--pieces must be 1 to 8, not " + pieces);
      }
      int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
      if (t < 1 || t > 64) {
        throw new ParameterException(spec.commandLine(), "--threads must be 1 to 64, not " + t);
      }
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      Path directory = dir.dir();
      if (!slices.isEmpty()) {
        return buildSlices(directory, t, out);
      }
      checkHeap(directory, SliceGraph.upTo(pieces).tasks());
      out.println("Building the endgame databases up to " + pieces + " pieces in " + directory);
      out.println("Threads: " + t);
      out.flush();
      long start = System.nanoTime();
      ProgressBar bar = new ProgressBar(err, System.console() != null, start);
      EgdbBuilder.Report report = EgdbBuilder.build(directory, pieces, t, bar);
      bar.finish();
      double seconds = (System.nanoTime() - start) / 1e9;
      FileDatabase db = FileDatabase.open(directory);
      Totals totals = Totals.of(db, pieces);
      out.printf(
          Locale.ROOT,
          "Done in %s: %d slices built, %d kept from an earlier build.%n",
          duration(seconds),
          report.built(),
          report.kept());
      out.printf(
          Locale.ROOT,
          "%,d positions (each also stands for its mirror image with the other side to move).%n",
          totals.positions);
      totals.printSizes(out);
      return Main.OK;
    }

    /**
     * Refuses a build whose largest task still to do holds more than this Java's heap, before it
     * starts rather than hours later (a task's files all there count as done). A task that holds
     * more than half the heap whole is solved split, holding less ({@link EgdbBuilder#heldBytes}).
     * The heap it suggests is twice what the task holds, split where that is less: the values it
     * writes come on top, and Java's parallel collector keeps large arrays in a part of the heap
     * (the largest 6-piece task, 610 MiB held, was built whole in a heap of 1,000 MB but not of 800
     * MB).
     */
    private void checkHeap(Path directory, List<SliceGraph.Task> tasks) {
      long heap = Runtime.getRuntime().maxMemory();
      TaskSize largest = null;
      for (SliceGraph.Task task : tasks) {
        boolean done = true;
        for (Slice s : task.slices()) {
          done &= Files.exists(directory.resolve(EgdbBuilder.fileName(s)));
        }
        TaskSize size = TaskSize.of(task);
        if (!done
            && (largest == null || EgdbBuilder.heldBytes(size) > EgdbBuilder.heldBytes(largest))) {
          largest = size;
        }
      }
      if (largest != null && EgdbBuilder.heldBytes(largest) > heap) {
        long least = Math.min(largest.heldBytes(), largest.splitHeldBytes());
        throw new ParameterException(
            spec.commandLine(),
            "the task "
                + largest.task()
                + " holds "
                + EgdbPlanCommand.bytes(EgdbBuilder.heldBytes(largest))
                + " while it is solved, more than this Java's "
                + EgdbPlanCommand.bytes(heap)
                + " of heap; give Java more memory (with the launcher: CROWNHEAD_JAVA_OPTS=-Xmx"
                + ((least * 2 >> 30) + 1)
                + "g ./crownhead egdb build ...), see 'crownhead egdb plan'");
      }
    }

    /** {@code --slice}: builds the tasks of the slices named, each after checking its inputs. */
    private int buildSlices(Path directory, int threads, PrintWriter out)
        throws IOException, InterruptedException {
      List<SliceGraph.Task> tasks = new ArrayList<>();
      for (String name : slices) {
        Slice slice;
        try {
          slice = Slice.parse(name);
        } catch (IllegalArgumentException e) {
          throw new ParameterException(spec.commandLine(), "--slice: " + e.getMessage());
        }
        if (slice.pieces() < 1 || slice.pieces() > 8) {
          throw new ParameterException(
              spec.commandLine(),
              "--slice: " + name + " has " + slice.pieces() + " pieces, not 1-8");
        }
        SliceGraph.Task task = SliceGraph.upTo(slice.pieces()).task(slice);
        for (Slice input : EgdbBuilder.inputs(task)) {
          if (!Files.exists(directory.resolve(EgdbBuilder.fileName(input)))) {
            throw new ParameterException(
                spec.commandLine(),
                "--slice: "
                    + name
                    + " reads "
                    + input.name()
                    + ", which "
                    + directory
                    + " does not hold: build up to "
                    + input.pieces()
                    + " pieces first");
          }
        }
        tasks.add(task);
      }
      checkHeap(directory, tasks);
      EgdbBuilder.prepare(directory);
      for (SliceGraph.Task task : tasks) {
        long start = System.nanoTime();
        boolean built = EgdbBuilder.buildTask(directory, task, threads);
        double seconds = (System.nanoTime() - start) / 1e9;
        String what = String.join(" and ", task.slices().stream().map(Slice::name).toList());
        if (built) {
          out.printf(
              Locale.ROOT,
              "%s: built in %s, %,d positions, %,.0f a second%n",
              what,
              duration(seconds),
              task.positions(),
              task.positions() / Math.max(seconds, 1e-3));
        } else {
          out.printf(Locale.ROOT, "%s: kept (already built)%n", what);
        }
        out.flush();
      }
      return Main.OK;
    }
  }

  /** The progress line of a build. */
  static final class ProgressBar implements EgdbBuilder.Progress {
    private final ProgressLine inPlace;
    private final long start;
    private long builtPositions;
    private long sliceDoneBefore;
    private long total = 1;
    private String current = "";
    private int number;
    private int slices;
    private int finished;
    private long taskStart;
    private Slice timed;

    ProgressBar(PrintWriter err, boolean terminal, long start) {
      this.inPlace = new ProgressLine(err, terminal);
      this.start = start;
    }

    @Override
    public void sliceStarted(Slice slice, int number, int slices, long done, long total) {
      this.taskStart = System.nanoTime();
      this.current = slice.name();
      Slice mirror = slice.mirror();
      if (mirror != slice) {
        current += " and " + mirror.name();
      }
      this.number = number;
      this.slices = slices;
      this.sliceDoneBefore = done;
      this.total = total;
      show("");
    }

    @Override
    public void pass(Slice slice, int pass, long open) {
      if (inPlace.onTerminal()) {
        show(String.format(Locale.ROOT, "pass %d, %,d open", pass, open));
      }
    }

    @Override
    public void sliceDone(Slice slice, boolean kept, long done, long total) {
      if (!kept) {
        builtPositions += slice.size();
      }
      this.sliceDoneBefore = done;
      finished++;
      if (!inPlace.onTerminal()) {
        // A slice and its mirror are solved together: the first of the two says how long it took.
        String how = "kept";
        if (!kept) {
          Slice mirror = slice.mirror();
          if (timed == mirror) {
            how = "built (with " + mirror.name() + ")";
          } else {
            String took = duration((System.nanoTime() - taskStart) / 1e9);
            how =
                mirror == slice
                    ? "built in " + took
                    : "built in " + took + " with " + mirror.name();
          }
          timed = slice;
        }
        inPlace.note(
            String.format(Locale.ROOT, "slice %d/%d %s: %s", finished, slices, slice.name(), how));
      }
    }

    private void show(String detail) {
      if (!inPlace.onTerminal()) {
        return;
      }
      double fraction = (double) sliceDoneBefore / total;
      int width = 30;
      int filled = (int) Math.round(fraction * width);
      double elapsed = (System.nanoTime() - start) / 1e9;
      String eta = "";
      if (builtPositions > 0) {
        long remaining = total - sliceDoneBefore;
        eta = ", about " + duration(elapsed * remaining / builtPositions) + " left";
      }
      String line =
          String.format(
              Locale.ROOT,
              "[%s%s] %3d%% slice %d/%d %s %s%s",
              "#".repeat(filled),
              ".".repeat(width - filled),
              (int) (fraction * 100),
              number,
              slices,
              current,
              detail,
              eta);
      inPlace.show(line);
    }

    void finish() {
      inPlace.clear();
    }
  }

  /** Sizes summed over the slices of a database. */
  static final class Totals {
    long positions;
    long wdlBytes;
    long distanceBytes;
    long wins;
    long draws;
    long losses;

    static Totals of(FileDatabase db, int maxPieces) {
      Totals t = new Totals();
      for (FileDatabase.SliceInfo s : db.slices()) {
        if (s.slice().pieces() <= maxPieces) {
          t.positions += s.slice().size();
          t.wdlBytes += s.wdlBytes();
          t.distanceBytes += s.distanceBytes();
          t.wins += s.wins();
          t.draws += s.draws();
          t.losses += s.losses();
        }
      }
      return t;
    }

    void printSizes(PrintWriter out) {
      out.printf(
          Locale.ROOT,
          "Win/draw/loss tables: %,d bytes, %.3f bits per position (%.1f positions per byte).%n",
          wdlBytes,
          8.0 * wdlBytes / Math.max(1, positions),
          positions / (double) Math.max(1, wdlBytes));
      out.printf(
          Locale.ROOT,
          "Distance tables: %,d bytes, %.3f bits per position.%n",
          distanceBytes,
          8.0 * distanceBytes / Math.max(1, positions));
    }
  }

  /** {@code crownhead egdb probe}. */
  @Command(
      name = "probe",
      sortOptions = false,
      header = "Show the database value of a position and of each of its moves.",
      description = {
        "Prints the value of the position for the side to move (win, draw or loss, with the "
            + "number of plies the game lasts with best play: the winner takes the shortest "
            + "route, the loser the longest), then every legal move with the value it leaves "
            + "for the side that plays it, best first.",
        "",
        "A position with more pieces than the databases hold, or whose slice file is missing "
            + "or damaged, is reported as not held (exit code 1).",
        ""
      },
      footerHeading = "%nExamples:%n",
      footer = {
        "  crownhead egdb probe --fen W:WK25:BK29",
        "  crownhead egdb probe --fen B:W18:BK1"
      })
  static final class Probe extends Subcommand {
    @Option(
        names = "--fen",
        paramLabel = "FEN",
        required = true,
        description = "The position, in PDN FEN.")
    String fen;

    @Mixin DirOption dir;

    @Override
    public Integer call() {
      Position position = Boards.read(fen);
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      FileDatabase db = FileDatabase.open(dir.dir());
      int pieces =
          position.count(org.crownhead.core.Colour.BLACK)
              + position.count(org.crownhead.core.Colour.WHITE);
      out.println(
          "Position: "
              + position.toFen()
              + " ("
              + (position.turn() == org.crownhead.core.Colour.BLACK ? "Black" : "White")
              + " to move, "
              + pieces
              + (pieces == 1 ? " piece)" : " pieces)"));
      Value value = db.value(position);
      if (value.verdict() == Verdict.UNKNOWN) {
        if (pieces > db.maxPieces()) {
          out.println(
              "Not held: the databases in "
                  + dir.dir()
                  + (db.maxPieces() == 0
                      ? " hold nothing yet"
                      : " hold positions of up to " + db.maxPieces() + " pieces")
                  + " (build more with 'crownhead egdb build --pieces "
                  + Math.max(pieces, 2)
                  + "').");
        } else {
          out.println("Not held: the file of its slice is missing or damaged.");
          for (String p : db.problems()) {
            err.println(p);
          }
        }
        return Main.PROBLEMS;
      }
      out.println("Value: " + describe(value, position.turn()));
      List<Move> moves = new ArrayList<>(position.legalMoves());
      List<String[]> rows = new ArrayList<>();
      List<Value> values = new ArrayList<>();
      for (Move move : moves) {
        values.add(db.value(position.play(move)).fromMover());
      }
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < moves.size(); i++) {
        order.add(i);
      }
      order.sort(Comparator.comparingInt(i -> rank(values.get(i))));
      for (int i : order) {
        rows.add(new String[] {MoveText.format(position, moves.get(i)), text(values.get(i))});
      }
      if (rows.isEmpty()) {
        out.println("No legal move: the side to move has lost.");
      } else {
        out.println("Moves:");
        for (String[] row : rows) {
          out.printf(Locale.ROOT, "  %-10s %s%n", row[0], row[1]);
        }
      }
      return Main.OK;
    }

    private static int rank(Value v) {
      switch (v.verdict()) {
        case WIN:
          return v.plies();
        case DRAW:
          return 10_000;
        case LOSS:
          return 30_000 - v.plies();
        default:
          return 40_000;
      }
    }

    private static String text(Value v) {
      return v.verdict() == Verdict.UNKNOWN ? "not held (a slice file is missing)" : v.toString();
    }

    private static String describe(Value v, org.crownhead.core.Colour turn) {
      String mover = turn == org.crownhead.core.Colour.BLACK ? "Black" : "White";
      String other = turn == org.crownhead.core.Colour.BLACK ? "White" : "Black";
      switch (v.verdict()) {
        case WIN:
          return v + " (" + mover + " wins)";
        case LOSS:
          return v + " (" + other + " wins)";
        default:
          return "draw (neither side can force a win)";
      }
    }
  }

  /** {@code crownhead egdb verify}. */
  @Command(
      name = "verify",
      sortOptions = false,
      header = "Check every database file and every stored position.",
      description = {
        "Checks each slice file's checksums, then every stored position against its moves: a "
            + "win has a move to a position lost for the opponent, one ply sooner; a loss has "
            + "only moves to positions won for the opponent; a draw has no move to a lost "
            + "position and at least one to a drawn one; a position without a move is lost.",
        "",
        "Problems are printed one a line. Exit code 0 when everything checks out, 1 otherwise.",
        ""
      },
      footerHeading = "%nExamples:%n",
      footer = {"  crownhead egdb verify", "  crownhead egdb verify --dir /data/egdb"})
  static final class Verify extends Subcommand {
    @Mixin DirOption dir;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      long start = System.nanoTime();
      boolean terminal = System.console() != null;
      EgdbVerifier.Result result =
          EgdbVerifier.verify(
              dir.dir(),
              slice -> {
                if (terminal) {
                  err.print("\rchecking " + slice.name() + "          ");
                  err.flush();
                }
              },
              problem -> {
                out.println(problem);
                out.flush();
              });
      if (terminal) {
        err.print("\r" + " ".repeat(40) + "\r");
        err.flush();
      }
      if (result.slices() == 0 && result.problems() == 0) {
        out.println("No database files in " + dir.dir() + ".");
        return Main.PROBLEMS;
      }
      out.printf(
          Locale.ROOT,
          "Checked %d slices, %,d positions in %s: %s.%n",
          result.slices(),
          result.positions(),
          duration((System.nanoTime() - start) / 1e9),
          result.problems() == 0 ? "no problems" : result.problems() + " problems");
      return result.problems() == 0 ? Main.OK : Main.PROBLEMS;
    }
  }

  /** {@code crownhead egdb info}. */
  @Command(
      name = "info",
      sortOptions = false,
      header = "List the database slices and their sizes.",
      description = {
        "Lists every slice file: its positions, how many are won, drawn and lost for the side "
            + "to move, and the size of its win/draw/loss table in bits per position. Then the "
            + "totals. Damaged or missing files are named.",
        ""
      },
      footerHeading = "%nExamples:%n",
      footer = {"  crownhead egdb info"})
  static final class Info extends Subcommand {
    @Mixin DirOption dir;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      FileDatabase db = FileDatabase.open(dir.dir());
      out.println("Directory: " + dir.dir());
      if (db.slices().isEmpty()) {
        out.println("No database files (build them with 'crownhead egdb build').");
      } else {
        out.printf(
            Locale.ROOT,
            "%-14s %15s %8s %8s %8s %10s%n",
            "slice",
            "positions",
            "win",
            "draw",
            "loss",
            "bits/pos");
        for (FileDatabase.SliceInfo s : db.slices()) {
          long n = s.slice().size();
          out.printf(
              Locale.ROOT,
              "%-14s %,15d %7.1f%% %7.1f%% %7.1f%% %10.3f%n",
              s.slice().name(),
              n,
              100.0 * s.wins() / n,
              100.0 * s.draws() / n,
              100.0 * s.losses() / n,
              8.0 * s.wdlBytes() / n);
        }
        Totals totals = Totals.of(db, 99);
        out.printf(
            Locale.ROOT,
            "%d slices up to %d pieces (complete up to %d), %,d positions.%n",
            db.slices().size(),
            db.maxPieces(),
            db.completePieces(),
            totals.positions);
        totals.printSizes(out);
      }
      for (String p : db.problems()) {
        out.println(p);
      }
      return db.problems().isEmpty() ? Main.OK : Main.PROBLEMS;
    }
  }
}
