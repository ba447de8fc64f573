package org.crownhead.engine.egdb;

/**
 * How big a task of the build is: its positions, the memory the solver holds for it, and how small
 * its parts would be if it were split by the rows of each side's most advanced man.
 *
 * <p>The solver holds a task whole: a 2-byte state for each of its positions, and the distance byte
 * of every position of each slice its captures and crownings lead into ({@link #exitPositions()}).
 * Those two are {@link #heldBytes()}. On top come the few positions whose win or loss by a crowning
 * waits for its distance, and, while the files are written, a byte for each position of a slice.
 *
 * <p>Splitting by leading rows is how the largest databases keep their tasks small. A man only
 * moves forward, so a side's most advanced man never goes back: the positions of a slice whose
 * mover's most advanced man stands on row {@code a} (0 to 6, counted from its own side) and the
 * other side's on row {@code b}, together with the mirror's positions with the rows exchanged, are
 * a part that quiet moves leave only for parts with a row further on. Such a part pair could be
 * solved alone, once the parts further on are solved. {@link #largestPartPair()} gives the largest
 * one's positions, {@link #largestLayoutPart()} the largest part of a finer split. The builder
 * splits a task too large to hold whole by the men's advance instead ({@link
 * #largestAdvancePart()}, {@link #splitHeldBytes()}); the two splits above are not built.
 *
 * <pre>{@code
 * TaskSize size = TaskSize.of(SliceGraph.upTo(4).task(Slice.parse("1m1k-1m1k")));
 * size.positions(); // 661200
 * size.largestPartPair(); // 27840
 * size.largestLayoutPart(); // 1740
 * size.heldBytes(); // 1778084
 * }</pre>
 */
public final class TaskSize {
  /** Row index for a side without men, after the seven rows a man can stand on. */
  static final int NO_MEN = 7;

  private final SliceGraph.Task task;
  private final long exitPositions;
  private final long largestPartPair;
  private final long largestLayoutPart;
  private final long largestAdvancePart;

  private TaskSize(SliceGraph.Task task) {
    this.task = task;
    long e = 0;
    for (Slice s : EgdbBuilder.inputs(task)) {
      e += s.size();
    }
    this.exitPositions = e;
    Slice first = task.slices().get(0);
    Slice mirror = first.mirror();
    long[][] a = byLeadingRows(first);
    long[][] b = mirror == first ? a : byLeadingRows(mirror);
    long largest = 0;
    for (int i = 0; i <= NO_MEN; i++) {
      for (int j = 0; j <= NO_MEN; j++) {
        // Part (i, j) of the slice goes with part (j, i) of its mirror; of a slice that is its own
        // mirror, (i, i) is a part alone.
        long pair = mirror == first && i == j ? a[i][j] : a[i][j] + b[j][i];
        largest = Math.max(largest, pair);
      }
    }
    this.largestPartPair = largest;
    long advancePart = 0;
    for (long n : byAdvance(first)) {
      // The mirror's part of the same advance is as large: the same layouts, turned round.
      advancePart = Math.max(advancePart, mirror == first ? n : 2 * n);
    }
    this.largestAdvancePart = advancePart;
    if (first.men() == 0) {
      this.largestLayoutPart = positions();
    } else {
      // The kings' placements of a layout of men, and as many of the layout turned round (in the
      // mirror, or in the same slice when it is its own mirror).
      int free = 32 - first.men();
      long kingWays = Slice.C[free][first.bk] * Slice.C[free - first.bk][first.wk];
      this.largestLayoutPart = 2 * kingWays;
    }
  }

  /**
   * The positions of each advance (see {@link Advance}) of a slice: the men's layouts with that
   * advance, counted square by square, times the kings' placements of a layout.
   */
  static long[] byAdvance(Slice s) {
    int most = 6 * (s.bm + s.wm);
    // ways[m][o][a]: layouts of m of the mover's men and o of the other side's on the squares so
    // far, with advance a.
    long[][][] ways = new long[s.bm + 1][s.wm + 1][most + 1];
    ways[0][0][0] = 1;
    for (int bit = 0; bit < 32; bit++) {
      int row = bit >>> 2;
      for (int m = s.bm; m >= 0; m--) {
        for (int o = s.wm; o >= 0; o--) {
          for (int a = most; a >= 0; a--) {
            long add = 0;
            if (m > 0 && bit < 28 && a >= row) {
              add += ways[m - 1][o][a - row]; // a mover's man, on squares 1-28
            }
            if (o > 0 && bit >= 4 && a >= 7 - row) {
              add += ways[m][o - 1][a - (7 - row)]; // the other side's, on squares 5-32
            }
            ways[m][o][a] += add;
          }
        }
      }
    }
    int free = 32 - s.bm - s.wm;
    long kingWays = Slice.C[free][s.bk] * Slice.C[free - s.bk][s.wk];
    long[] positions = new long[most + 1];
    for (int a = 0; a <= most; a++) {
      positions[a] = ways[s.bm][s.wm][a] * kingWays;
    }
    return positions;
  }

  /** The sizes of a task. */
  public static TaskSize of(SliceGraph.Task task) {
    return new TaskSize(task);
  }

  /** The task measured. */
  public SliceGraph.Task task() {
    return task;
  }

  /** The positions of the task's slices. */
  public long positions() {
    return task.positions();
  }

  /** The positions of the slices the task's captures and crownings lead into. */
  public long exitPositions() {
    return exitPositions;
  }

  /** The bytes the solver holds for the task whatever its values: states and exits. */
  public long heldBytes() {
    return 2 * positions() + exitPositions;
  }

  /**
   * The bytes the solver holds for the task solved part by part by the men's advance: a value byte
   * for each position and the states of the largest part. The slices it leads into are then read
   * from memory-mapped files ({@link #exitPositions()} bytes of disk and of the file cache).
   */
  public long splitHeldBytes() {
    return positions() + 2 * largestAdvancePart;
  }

  /**
   * The positions of the task's largest part when split by the men's advance ({@link Advance}), as
   * the builder splits a task too large to hold whole: every position of the slice and its mirror
   * whose men have come the same number of rows.
   */
  public long largestAdvancePart() {
    return largestAdvancePart;
  }

  /** The positions of the task's largest part pair, split by leading rows. */
  public long largestPartPair() {
    return largestPartPair;
  }

  /**
   * The positions of the task's largest part when split by the men's layout: every position with
   * the same men on the same squares, and the mirror's positions with that layout turned round. A
   * quiet move keeps the layout (a king's) or moves a man forward to a layout never seen before it,
   * so each such part could be solved alone too: it holds the placements of the kings of one
   * layout, and a task without men is one part.
   */
  public long largestLayoutPart() {
    return largestLayoutPart;
  }

  /**
   * The positions of a slice by the row of the mover's most advanced man ({@code [a][]}, 0–6 from
   * the mover's side, {@link #NO_MEN} without men) and of the other side's ({@code [][b]}, from the
   * other side's). The entries add up to {@link Slice#size()}.
   */
  static long[][] byLeadingRows(Slice s) {
    long[][] parts = new long[NO_MEN + 1][NO_MEN + 1];
    int free = 32 - s.bm - s.wm;
    long kingWays = Slice.C[free][s.bk] * Slice.C[free - s.bk][s.wk];
    // The mover's men stand on squares 1-28 (bits 0-27) and move towards higher squares; the other
    // side's on squares 5-32 (bits 4-31), towards lower ones.
    for (int mover : combinations(s.bm, 28)) {
      int a = s.bm == 0 ? NO_MEN : (31 - Integer.numberOfLeadingZeros(mover)) / 4;
      if (s.wm == 0) {
        parts[a][NO_MEN] += kingWays;
        continue;
      }
      int open = 0xFFFFFFF0 & ~mover;
      long atOrBehind = 0; // the other side's placements with every man on its row b or behind
      for (int b = 0; b <= 6; b++) {
        // The other side's row b (from its side) is the board's row 7 - b.
        int rowsBehind = ~0 << (4 * (7 - b));
        long n = Slice.C[Integer.bitCount(open & rowsBehind)][s.wm];
        parts[a][b] += (n - atOrBehind) * kingWays;
        atOrBehind = n;
      }
    }
    return parts;
  }

  /** Every mask of {@code k} bits among the lowest {@code n}, in increasing order. */
  private static int[] combinations(int k, int n) {
    int[] out = new int[(int) Slice.C[n][k]];
    if (k == 0) {
      return out; // the one empty mask
    }
    int m = (1 << k) - 1;
    for (int i = 0; i < out.length; i++) {
      out[i] = m;
      int low = m & -m;
      int ripple = m + low;
      m = ripple | ((m ^ ripple) >>> 2) / low;
    }
    return out;
  }
}
