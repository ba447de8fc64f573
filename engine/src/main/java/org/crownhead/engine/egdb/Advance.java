package org.crownhead.engine.egdb;

import java.util.Arrays;

/**
 * How far the men of a slice's positions have come, for solving a task part by part.
 *
 * <p>A slice numbers its positions men first: all the positions with the same men on the same
 * squares (a "cell") are one run of {@link #cellSize} indices, the kings' places within it. The
 * advance of a cell is the rows its men have come from their own sides, summed over both sides'
 * men. Seen from either side to move it is the same number, a king's move keeps it, and a man's
 * quiet move adds one. So the positions of a slice and its mirror with advance {@code a} are a part
 * that quiet moves leave only for parts of advance {@code a + 1}: solved from the highest advance
 * down, each part reads the parts it leads into as final values, as it reads the slices its
 * captures and crownings lead into.
 *
 * <pre>{@code
 * Advance advance = new Advance(Slice.parse("1m1k-1m"));
 * advance.cellSize; // 30
 * advance.cellCount(); // 760
 * advance.highest(); // 12
 * }</pre>
 */
final class Advance {
  /** The positions of one cell: the kings' places around the men. */
  final int cellSize;

  private final byte[] advance;
  private final int highest;

  Advance(Slice s) {
    int free = 32 - s.bm - s.wm;
    long size = Slice.C[free][s.bk] * Slice.C[free - s.bk][s.wk];
    if (size > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("a cell of " + s + " has " + size + " positions");
    }
    this.cellSize = (int) size;
    long cells = s.size() / cellSize;
    this.advance = new byte[(int) cells];
    int[] pos = new int[4];
    int most = 0;
    for (int c = 0; c < cells; c++) {
      s.decode((long) c * cellSize, pos);
      int a = 0;
      for (int m = pos[0]; m != 0; m &= m - 1) {
        a += Integer.numberOfTrailingZeros(m) >>> 2; // the mover's men come up from row 0
      }
      for (int m = pos[2]; m != 0; m &= m - 1) {
        a += 7 - (Integer.numberOfTrailingZeros(m) >>> 2); // the other side's down from row 7
      }
      advance[c] = (byte) a;
      most = Math.max(most, a);
    }
    this.highest = most;
  }

  /** The number of cells of the slice. */
  int cellCount() {
    return advance.length;
  }

  /** The highest advance of a cell. */
  int highest() {
    return highest;
  }

  /** The cells with advance {@code a}, in order. */
  int[] cells(int a) {
    int[] out = new int[advance.length];
    int n = 0;
    for (int c = 0; c < advance.length; c++) {
      if (advance[c] == a) {
        out[n++] = c;
      }
    }
    return Arrays.copyOf(out, n);
  }
}
