package org.crownhead.engine.egdb;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
    try (DirectoryStream<Path> stale = Files.newDirectoryStream(dir, "*.cegdb.part")) {
      for (Path p : stale) {
        Files.deleteIfExists(p);
      }
    }
    List<Slice> order = Slice.upTo(pieces);
    long total = 0;
    for (Slice s : order) {
      total += s.size();
    }
    Map<Slice, byte[]> cache = new HashMap<>();
    long budget = Runtime.getRuntime().maxMemory() / 3;
    Solver solver = new Solver(threads);
    int built = 0;
    int kept = 0;
    long done = 0;
    try {
      for (int i = 0; i < order.size(); ) {
        List<Slice> pair = new ArrayList<>();
        pair.add(order.get(i));
        if (order.get(i).mirror() != order.get(i)) {
          pair.add(order.get(i + 1));
        }
        boolean allThere = true;
        for (Slice s : pair) {
          try {
            SliceFile.open(dir.resolve(SliceFile.fileName(s)), s);
          } catch (SliceFile.DamagedException e) {
            allThere = false;
          }
        }
        if (allThere) {
          for (Slice s : pair) {
            progress.sliceStarted(s, i + 1, order.size(), done, total);
            done += s.size();
            kept++;
            progress.sliceDone(s, true, done, total);
            i++;
          }
          continue;
        }
        progress.sliceStarted(pair.get(0), i + 1, order.size(), done, total);
        Set<Slice> needed = new HashSet<>();
        for (Slice s : pair) {
          needed.addAll(Solver.exits(s));
        }
        evict(cache, needed, budget);
        Map<Slice, byte[]> solved =
            solver.solve(
                pair,
                exit ->
                    cache.computeIfAbsent(
                        exit,
                        e -> {
                          try {
                            return SliceFile.open(dir.resolve(SliceFile.fileName(e)), e)
                                .allValues();
                          } catch (SliceFile.DamagedException ex) {
                            throw new IllegalStateException(ex.getMessage(), ex);
                          }
                        }),
                (pass, open) -> progress.pass(pair.get(0), pass, open));
        for (Slice s : pair) {
          try {
            SliceFile.write(dir, s, solved.get(s));
          } catch (IOException e) {
            throw new IOException(
                "cannot write " + dir.resolve(SliceFile.fileName(s)) + ": " + reason(e), e);
          }
          cache.put(s, solved.get(s));
          done += s.size();
          built++;
          progress.sliceDone(s, false, done, total);
          i++;
        }
      }
    } finally {
      solver.close();
    }
    return new Report(built, kept, total);
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
