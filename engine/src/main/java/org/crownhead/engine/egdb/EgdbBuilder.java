package org.crownhead.engine.egdb;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Builds the endgame databases up to a number of pieces into a directory, slice by slice in an
 * order where every slice comes after the slices its captures and crownings lead to. Each slice is
 * written to a temporary file and renamed into place when complete, so a killed build loses only
 * the slice it was working on: run again, it keeps every finished slice whose file checks out.
 *
 * <pre>{@code
 * Path dir = java.nio.file.Files.createTempDirectory("egdb");
 * EgdbBuilder.Report report = EgdbBuilder.build(dir, 2, 1, EgdbBuilder.Progress.NONE);
 * report.built(); // 14
 * FileDatabase.open(dir).probe(Position.fromFen("W:WK25:BK29")); // WIN
 * }</pre>
 */
public final class EgdbBuilder {
  private EgdbBuilder() {}

  /** Hears how the build goes; called from the building thread. */
  public interface Progress {
    Progress NONE = new Progress() {};

    /** A slice starts: its number (from 1) among all, and positions done before it / in all. */
    default void sliceStarted(Slice slice, int number, int slices, long done, long total) {}

    /** A pass over the slice being solved ended, with the positions still open. */
    default void pass(Slice slice, int pass, long open) {}

    /** A slice is done (built, or kept from an earlier build). */
    default void sliceDone(Slice slice, boolean kept, long done, long total) {}
  }

  /**
   * What a build did.
   *
   * @param built slices computed and written by this build
   * @param kept slices kept from an earlier build
   * @param positions positions in all the slices (side to move included)
   */
  public record Report(int built, int kept, long positions) {}

  /**
   * Builds every slice of 1 to {@code pieces} pieces that {@code dir} does not hold yet.
   *
   * @throws IOException when the directory cannot be made or written (a full disk, no permission);
   *     the slices finished before stay in place
   * @throws IllegalArgumentException for pieces outside 1–8 or threads below 1
   */
  public static Report build(Path dir, int pieces, int threads, Progress progress)
      throws IOException, InterruptedException {
    if (pieces < 1 || pieces > 8) {
      throw new IllegalArgumentException("--pieces must be 1 to 8, not " + pieces);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be at least 1, not " + threads);
    }
    prepare(dir);
    SliceGraph graph = SliceGraph.upTo(pieces);
    int slices = 0;
    for (SliceGraph.Task task : graph.tasks()) {
      slices += task.slices().size();
    }
    long total = graph.positions();
    Map<Slice, byte[]> cache = new HashMap<>();
    long budget = Runtime.getRuntime().maxMemory() / 3;
    Solver solver = new Solver(threads);
    int built = 0;
    int kept = 0;
    long done = 0;
    int number = 0;
    try {
      for (SliceGraph.Task task : graph.tasks()) {
        Slice first = task.slices().get(0);
        if (complete(dir, task)) {
          for (Slice s : task.slices()) {
            progress.sliceStarted(s, ++number, slices, done, total);
            done += s.size();
            kept++;
            progress.sliceDone(s, true, done, total);
          }
          continue;
        }
        progress.sliceStarted(first, number + 1, slices, done, total);
        Set<Slice> needed = new HashSet<>();
        for (Slice s : task.slices()) {
          needed.addAll(Solver.exits(s));
        }
        boolean split = splits(task);
        if (split) {
          cache.clear(); // a split task reads its exits from files and wants the heap
        } else {
          evict(cache, needed, budget);
        }
        Map<Slice, byte[]> solved =
            solveAndWrite(
                dir,
                task,
                split,
                solver,
                exit -> cache.computeIfAbsent(exit, e -> read(dir, e)),
                (pass, open) -> progress.pass(first, pass, open));
        for (Slice s : task.slices()) {
          if (!split) {
            cache.put(s, solved.get(s));
          }
          done += s.size();
          built++;
          number++;
          progress.sliceDone(s, false, done, total);
        }
      }
    } finally {
      solver.close();
    }
    return new Report(built, kept, total);
  }

  /**
   * Builds one task's slices (a slice and its mirror) into {@code dir}, reading the slices it
   * depends on from {@code dir}, unless {@code dir} holds them already. Each file is written under
   * a temporary name and renamed when complete, so a task stopped midway leaves no file that looks
   * finished, and running it again simply builds it again. Tasks of one level of a {@link
   * SliceGraph} can run at once, in this process or in others sharing the directory.
   *
   * <pre>{@code
   * Path dir = java.nio.file.Files.createTempDirectory("egdb");
   * EgdbBuilder.prepare(dir);
   * SliceGraph graph = SliceGraph.upTo(2);
   * for (SliceGraph.Task task : graph.tasks()) {
   *   EgdbBuilder.buildTask(dir, task, 1);
   * }
   * EgdbBuilder.complete(dir, graph.task(Slice.parse("1k-1k"))); // true
   * EgdbBuilder.buildTask(dir, graph.task(Slice.parse("1k-1k")), 1); // false
   * }</pre>
   *
   * @param threads the threads that solve the task
   * @return true when the task was built, false when {@code dir} held all its slices, checked
   * @throws IOException when a file cannot be written (a full disk, no permission)
   * @throws IllegalStateException when a slice it depends on is missing or damaged
   */
  public static boolean buildTask(Path dir, SliceGraph.Task task, int threads)
      throws IOException, InterruptedException {
    if (complete(dir, task)) {
      return false;
    }
    Solver solver = new Solver(threads);
    try {
      solveAndWrite(dir, task, splits(task), solver, exit -> read(dir, exit), (pass, open) -> {});
    } finally {
      solver.close();
    }
    return true;
  }

  /**
   * Makes {@code dir} if needed, checks that it can be written, and removes the temporary files of
   * writes that were stopped midway.
   *
   * @throws IOException when the directory cannot be made or written, with the reason
   */
  public static void prepare(Path dir) throws IOException {
    try {
      Files.createDirectories(dir);
    } catch (FileSystemException e) {
      throw new IOException("cannot create directory " + dir + ": " + reason(e), e);
    }
    if (!Files.isDirectory(dir)) {
      throw new IOException(dir + " is not a directory");
    }
    if (!Files.isWritable(dir)) {
      throw new IOException("cannot write to directory " + dir + ": permission denied");
    }
    try (DirectoryStream<Path> stale = Files.newDirectoryStream(dir, "*.cegdb*.part")) {
      for (Path p : stale) {
        Files.deleteIfExists(p);
      }
    }
  }

  /**
   * The slices a task reads while it is built: those its captures and crownings lead into. A runner
   * that builds tasks away from the shared files (on an executor's own disk) fetches these first.
   */
  public static Set<Slice> inputs(SliceGraph.Task task) {
    Set<Slice> inputs = new LinkedHashSet<>();
    for (Slice s : task.slices()) {
      inputs.addAll(Solver.exits(s));
    }
    return inputs;
  }

  /** The name of a slice's file in a database directory, such as {@code 2k-1k.cegdb}. */
  public static String fileName(Slice slice) {
    return SliceFile.fileName(slice);
  }

  /** Whether {@code dir} holds every slice of a task, each file checking out. */
  public static boolean complete(Path dir, SliceGraph.Task task) {
    for (Slice s : task.slices()) {
      try {
        SliceFile.open(dir.resolve(SliceFile.fileName(s)), s);
      } catch (SliceFile.DamagedException e) {
        return false;
      }
    }
    return true;
  }

  /** The system property that overrides when a task is split: {@code always} or {@code never}. */
  public static final String SPLIT_PROPERTY = "crownhead.egdb.split";

  /**
   * Whether a task is solved part by part by the men's advance ({@link TaskSize#splitHeldBytes()}):
   * when what it holds whole ({@link TaskSize#heldBytes()}) is more than half this Java's heap, the
   * most it can be given with room for the values it writes and for the collector. The files are
   * the same either way. The system property {@value #SPLIT_PROPERTY} set to {@code always} or
   * {@code never} overrides the choice (to compare the two, or to test).
   */
  public static boolean splits(SliceGraph.Task task) {
    return splits(TaskSize.of(task));
  }

  /**
   * The bytes the solver holds for a task as this builder solves it, whole or split ({@link
   * #splits}).
   */
  public static long heldBytes(TaskSize size) {
    return splits(size) ? size.splitHeldBytes() : size.heldBytes();
  }

  private static boolean splits(TaskSize size) {
    String forced = System.getProperty(SPLIT_PROPERTY, "auto");
    switch (forced) {
      case "always":
        return true;
      case "never":
        return false;
      case "auto":
        // A task without men is one part: splitting it would only add the values' bytes.
        return size.heldBytes() > Runtime.getRuntime().maxMemory() / 2
            && size.splitHeldBytes() < size.heldBytes();
      default:
        throw new IllegalArgumentException(
            "-D" + SPLIT_PROPERTY + " must be always, never or auto, not \"" + forced + "\"");
    }
  }

  /**
   * The one way a task is solved and written, in a build of all slices or alone. A task solved
   * whole reads the slices it leads into through {@code exits}; one solved {@code split} ({@link
   * #splits}) reads them unpacked into files beside the database's and mapped, outside Java's heap,
   * deleted after.
   */
  private static Map<Slice, byte[]> solveAndWrite(
      Path dir,
      SliceGraph.Task task,
      boolean split,
      Solver solver,
      Function<Slice, byte[]> exits,
      Solver.Listener listener)
      throws IOException, InterruptedException {
    Map<Slice, byte[]> solved;
    if (!split) {
      solved = solver.solve(task.slices(), s -> ByteBuffer.wrap(exits.apply(s)), listener, false);
    } else {
      List<Path> unpacked = new ArrayList<>();
      try {
        solved = solver.solve(task.slices(), s -> unpack(dir, task, s, unpacked), listener, true);
      } catch (java.io.UncheckedIOException e) {
        throw new IOException(e.getMessage(), e.getCause()); // a full disk, say: said plainly
      } finally {
        for (Path p : unpacked) {
          Files.deleteIfExists(p);
        }
      }
    }
    for (Slice s : task.slices()) {
      try {
        SliceFile.write(dir, s, solved.get(s));
      } catch (IOException e) {
        throw new IOException(
            "cannot write " + dir.resolve(SliceFile.fileName(s)) + ": " + reason(e), e);
      }
    }
    return solved;
  }

  /**
   * The values of a slice that a task leads into, unpacked to a file of the task's own (named as a
   * stopped write, so that {@link #prepare} removes one a killed build left) and mapped.
   */
  private static ByteBuffer unpack(Path dir, SliceGraph.Task task, Slice slice, List<Path> made) {
    Path raw =
        dir.resolve(
            SliceFile.fileName(slice) + ".for-" + task.slices().get(0).name() + ".values.part");
    made.add(raw);
    try {
      return SliceFile.open(dir.resolve(SliceFile.fileName(slice)), slice).unpack(raw);
    } catch (SliceFile.DamagedException e) {
      throw new IllegalStateException(e.getMessage(), e);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException("cannot unpack " + slice + ": " + reason(e), e);
    }
  }

  private static byte[] read(Path dir, Slice slice) {
    try {
      return SliceFile.open(dir.resolve(SliceFile.fileName(slice)), slice).allValues();
    } catch (SliceFile.DamagedException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  private static void evict(Map<Slice, byte[]> cache, Set<Slice> needed, long budget) {
    long used = 0;
    for (byte[] v : cache.values()) {
      used += v.length;
    }
    if (used <= budget) {
      return;
    }
    cache.keySet().removeIf(s -> !needed.contains(s));
  }

  private static String reason(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    String message = e.getMessage();
    if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
      message = ((FileSystemException) e).getReason();
    }
    return message == null ? e.getClass().getSimpleName() : message;
  }
}
