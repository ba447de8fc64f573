package org.crownhead.engine.egdb;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Checks the databases of a directory: every file's checksums, and every stored position against
 * its moves. A win in {@code d} plies must have a move to a position lost in {@code d − 1} and none
 * to a quicker loss; a loss in {@code d} must have only moves to wins, the slowest in {@code d −
 * 1}; a draw must have no move to a loss and at least one to a draw; a position without a move must
 * be lost in 0. The win/draw/loss table must agree with the distance table wherever it holds the
 * position (everywhere but where the side to move must capture).
 *
 * <pre>{@code
 * Path dir = java.nio.file.Files.createTempDirectory("egdb");
 * EgdbBuilder.build(dir, 2, 1, EgdbBuilder.Progress.NONE);
 * EgdbVerifier.verify(dir, slice -> {}, problem -> {}).problems(); // 0
 * }</pre>
 */
public final class EgdbVerifier {
  private EgdbVerifier() {}

  /**
   * What a verification found.
   *
   * @param slices slices checked
   * @param positions positions checked
   * @param problems problems found (damaged files and wrong positions)
   */
  public record Result(int slices, long positions, long problems) {}

  private static final int MAX_REPORTED = 20;

  /**
   * Verifies every slice of the directory, reporting each slice as it starts and each problem as a
   * line (at most 20 wrong positions per slice are described).
   */
  public static Result verify(Path dir, Consumer<Slice> started, Consumer<String> problems) {
    FileDatabase db = FileDatabase.open(dir);
    long problemCount = 0;
    for (String p : db.problems()) {
      problems.accept(p);
      problemCount++;
    }
    Map<Slice, byte[]> cache = new HashMap<>();
    int checked = 0;
    long positions = 0;
    int[] pos = new int[4];
    Successors gen = new Successors();
    for (Slice slice : Slice.upTo(db.maxPieces())) {
      SliceFile file = db.file(slice);
      if (file == null) {
        continue;
      }
      started.accept(slice);
      Set<Slice> needed = new HashSet<>(Solver.exits(slice));
      needed.add(slice);
      needed.add(slice.mirror());
      cache.keySet().removeIf(s -> !needed.contains(s));
      ByteBuffer[] table = new ByteBuffer[13 * 13 * 13 * 13];
      boolean complete = true;
      for (Slice s : needed) {
        SliceFile f = db.file(s);
        if (f == null) {
          complete = false;
          continue;
        }
        table[s.key()] = ByteBuffer.wrap(cache.computeIfAbsent(s, x -> f.allValues()));
      }
      if (!complete) {
        problems.accept(
            "slice "
                + slice
                + " cannot be checked against its moves: a slice it leads to is missing");
        problemCount++;
        continue;
      }
      byte[] values = cache.get(slice);
      int reported = 0;
      for (int i = 0; i < values.length; i++) {
        slice.decode(i, pos);
        gen.generate(pos[0], pos[1], pos[2], pos[3], false);
        int code = values[i] & 0xFF;
        String wrong = check(code, gen, table);
        if (wrong == null && !gen.captures && file.symbol(i) != Values.symbol(code)) {
          wrong = "its win/draw/loss entry disagrees with its distance entry";
        }
        if (wrong != null) {
          problemCount++;
          if (reported++ < MAX_REPORTED) {
            problems.accept(
                "slice " + slice + ", position " + i + " (" + Value.of(code) + "): " + wrong);
          }
        }
      }
      checked++;
      positions += values.length;
    }
    return new Result(checked, positions, problemCount);
  }

  private static String check(int code, Successors gen, ByteBuffer[] table) {
    if (gen.count == 0) {
      return code == Values.ofDistance(0) ? null : "it has no move, so it is lost in 0 plies";
    }
    int minLoss = Integer.MAX_VALUE;
    int maxWin = -1;
    int wins = 0;
    int draws = 0;
    for (int j = 0; j < gen.count; j++) {
      int c = Solver.successor(table, gen, j);
      if (c == 0) {
        draws++;
      } else if (Values.isLoss(c)) {
        minLoss = Math.min(minLoss, Values.distance(c));
      } else {
        wins++;
        maxWin = Math.max(maxWin, Values.distance(c));
      }
    }
    if (code == 0) {
      if (minLoss != Integer.MAX_VALUE) {
        return "a draw with a move to a position lost for the opponent";
      }
      return draws > 0 ? null : "a draw without a move to a drawn position";
    }
    int d = Values.distance(code);
    if (Values.isWin(code)) {
      return minLoss == d - 1 ? null : "a win without a move to a loss in " + (d - 1) + " plies";
    }
    if (wins != gen.count) {
      return "a loss with a move that does not lose";
    }
    return maxWin == d - 1 ? null : "a loss whose longest defence is not " + (d - 1) + " plies";
  }
}
