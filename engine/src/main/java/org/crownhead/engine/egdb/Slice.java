package org.crownhead.engine.egdb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One part of the endgame databases: every position with a given material, seen from the side to
 * move. The side to move is always treated as Black (moving towards squares 29–32); a position with
 * White to move is first turned half round with the colours exchanged (see {@link Slice#mirror}),
 * so each slice holds both sides to move: White to move with material (a, b, c, d) is Black to move
 * in slice (c, d, a, b).
 *
 * <p>The index is perfect: every number from 0 to {@code size() - 1} is exactly one position. Men
 * of the side to move stand on squares 1–28 and the other side's men on 5–32 (never on their own
 * crowning row). The positions are numbered by the number of the mover's men on squares 1–4 (0 to
 * 4), then the mover's men, the other side's men (among the squares the mover's men leave free),
 * the mover's kings and the other side's kings (among the squares still free), each set ranked in
 * the combinatorial number system.
 *
 * <pre>{@code
 * Slice kings = Slice.of(0, 2, 0, 1);
 * kings.size(); // 14880
 * kings.name(); // 2k-1k
 * Slice.of(1, 0, 0, 0).size(); // 28
 * }</pre>
 */
public final class Slice {
  /** Binomial coefficients C(n, k) for n, k up to 32. */
  static final long[][] C = new long[34][34];

  static {
    for (int n = 0; n < 34; n++) {
      C[n][0] = 1;
      for (int k = 1; k <= n; k++) {
        C[n][k] = C[n - 1][k - 1] + C[n - 1][k];
      }
    }
  }

  private static final Slice[] ALL = new Slice[13 * 13 * 13 * 13];

  /** Men and kings of the side to move, then of the other side. */
  final int bm;

  final int bk;
  final int wm;
  final int wk;

  /** Positions in each group of "mover's men on squares 1–4", and where each group starts. */
  private final long[] groupStart = new long[6];

  private final long size;

  private Slice(int bm, int bk, int wm, int wk) {
    this.bm = bm;
    this.bk = bk;
    this.wm = wm;
    this.wk = wk;
    long total = 0;
    int free = 32 - bm - wm;
    long kingWays = C[free][bk] * C[free - bk][wk];
    for (int k = 0; k <= 4; k++) {
      groupStart[k] = total;
      if (k <= bm && bm - k <= 24) {
        total += C[4][k] * C[24][bm - k] * C[28 - (bm - k)][wm] * kingWays;
      }
    }
    groupStart[5] = total;
    this.size = total;
  }

  /**
   * The slice with the given men and kings of the side to move and of the other side.
   *
   * @throws IllegalArgumentException for a negative count or more than 12 pieces a side
   */
  public static Slice of(int moverMen, int moverKings, int otherMen, int otherKings) {
    if (moverMen < 0 || moverKings < 0 || otherMen < 0 || otherKings < 0) {
      throw new IllegalArgumentException("a slice cannot have a negative number of pieces");
    }
    if (moverMen + moverKings > 12 || otherMen + otherKings > 12) {
      throw new IllegalArgumentException("a side has at most 12 pieces");
    }
    int key = key(moverMen, moverKings, otherMen, otherKings);
    Slice slice = ALL[key];
    if (slice == null) {
      synchronized (ALL) {
        slice = ALL[key];
        if (slice == null) {
          slice = new Slice(moverMen, moverKings, otherMen, otherKings);
          ALL[key] = slice;
        }
      }
    }
    return slice;
  }

  static int key(int bm, int bk, int wm, int wk) {
    return ((bm * 13 + bk) * 13 + wm) * 13 + wk;
  }

  /** Looks a slice up by its counts, or null when not made yet. For hot paths. */
  static Slice lookup(int key) {
    return ALL[key];
  }

  int key() {
    return key(bm, bk, wm, wk);
  }

  /**
   * Every slice with 0 to {@code maxPieces} pieces, in an order where each slice comes after every
   * slice its captures and crownings lead to. A slice and its mirror ({@link #mirror()}) are
   * adjacent, the one with more pieces for the side to move first.
   */
  public static List<Slice> upTo(int maxPieces) {
    List<Slice> slices = new ArrayList<>();
    for (int n = 1; n <= maxPieces; n++) {
      for (int bm = 0; bm <= n; bm++) {
        for (int bk = 0; bm + bk <= n; bk++) {
          for (int wm = 0; bm + bk + wm <= n; wm++) {
            int wk = n - bm - bk - wm;
            if (bm + bk <= 12 && wm + wk <= 12) {
              slices.add(of(bm, bk, wm, wk));
            }
          }
        }
      }
    }
    slices.sort(
        Comparator.comparingInt(Slice::pieces)
            .thenComparingInt(s -> s.bm + s.wm)
            .thenComparingInt(s -> Math.min(s.key(), s.mirror().key()))
            .thenComparingInt(s -> -(s.bm + s.bk) * 100 - s.bm));
    return slices;
  }

  /** The slice of the positions after a move that neither captures nor crowns. */
  public Slice mirror() {
    return of(wm, wk, bm, bk);
  }

  /** The number of pieces on the board. */
  public int pieces() {
    return bm + bk + wm + wk;
  }

  /** The number of men on the board. */
  public int men() {
    return bm + wm;
  }

  /** The side to move's men. */
  public int moverMen() {
    return bm;
  }

  /** The side to move's kings. */
  public int moverKings() {
    return bk;
  }

  /** The other side's men. */
  public int otherMen() {
    return wm;
  }

  /** The other side's kings. */
  public int otherKings() {
    return wk;
  }

  /** The number of positions. */
  public long size() {
    return size;
  }

  /**
   * A short name: the side to move's men and kings, then the other side's, such as {@code 1m2k-1k}
   * (one man and two kings to move against one king); an empty side is {@code 0}.
   */
  public String name() {
    return side(bm, bk) + "-" + side(wm, wk);
  }

  private static String side(int men, int kings) {
    if (men == 0 && kings == 0) {
      return "0";
    }
    return (men > 0 ? men + "m" : "") + (kings > 0 ? kings + "k" : "");
  }

  /** Reads a name written by {@link #name()}; throws IllegalArgumentException if malformed. */
  public static Slice parse(String name) {
    String[] sides = name.split("-", -1);
    if (sides.length != 2) {
      throw new IllegalArgumentException(
          "slice \"" + name + "\" should look like 1m2k-1k (mover's men and kings, then other's)");
    }
    int[] a = parseSide(name, sides[0]);
    int[] b = parseSide(name, sides[1]);
    return of(a[0], a[1], b[0], b[1]);
  }

  private static int[] parseSide(String name, String side) {
    if (side.equals("0")) {
      return new int[2];
    }
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("(?:(\\d+)m)?(?:(\\d+)k)?").matcher(side);
    if (side.isEmpty() || !m.matches()) {
      throw new IllegalArgumentException(
          "slice \"" + name + "\" should look like 1m2k-1k (mover's men and kings, then other's)");
    }
    return new int[] {
      m.group(1) == null ? 0 : Integer.parseInt(m.group(1)),
      m.group(2) == null ? 0 : Integer.parseInt(m.group(2))
    };
  }

  @Override
  public String toString() {
    return name();
  }

  // ---------------------------------------------------------------------------------------------
  // Indexing. Masks are 32-bit: bit s - 1 stands for square s.

  /** Colex rank of the set bits of {@code mask} (at most 32 bits). */
  private static long rank(int mask) {
    long r = 0;
    int i = 1;
    while (mask != 0) {
      int p = Integer.numberOfTrailingZeros(mask);
      mask &= mask - 1;
      r += C[p][i++];
    }
    return r;
  }

  /**
   * Removes the bits of {@code blocked} from {@code mask}, closing the gaps. {@code mask} has no
   * bit in {@code blocked}.
   */
  private static int squeeze(int mask, int blocked) {
    // Take the blocked squares from the highest down, so the lower ones stay where they are.
    while (blocked != 0) {
      int bit = Integer.highestOneBit(blocked);
      blocked ^= bit;
      int below = bit - 1;
      mask = mask & below | mask >>> 1 & ~below;
    }
    return mask;
  }

  /** Spreads a squeezed mask back over the bits that are not in {@code blocked}. */
  private static int unsqueeze(int squeezed, int blocked) {
    // Open a gap at each blocked square from the lowest up, so the higher ones land on theirs.
    while (blocked != 0) {
      int bit = blocked & -blocked;
      blocked ^= bit;
      int below = bit - 1;
      squeezed = squeezed & below | (squeezed & ~below) << 1;
    }
    return squeezed;
  }

  /** The mask of {@code n} bits with colex rank {@code r} among the lowest {@code m} bits. */
  private static int unrank(long r, int n, int m) {
    int mask = 0;
    int hi = m - 1;
    for (int i = n; i >= 1; i--) {
      // The highest bit left is the largest p with C(p, i) <= r; p lies in [i - 1, hi].
      int lo = i - 1;
      while (lo < hi) {
        int mid = (lo + hi + 1) >>> 1;
        if (C[mid][i] <= r) {
          lo = mid;
        } else {
          hi = mid - 1;
        }
      }
      r -= C[lo][i];
      mask |= 1 << lo;
      hi = lo - 1;
    }
    return mask;
  }

  /**
   * The index of a position of this slice with the side to move as Black: {@code bm}/{@code bk} its
   * men and kings, {@code wm}/{@code wk} the other side's. The counts must match the slice.
   */
  public long index(int bmMask, int bkMask, int wmMask, int wkMask) {
    return index(bmMask, bkMask, wmMask, wkMask, null);
  }

  /**
   * The index as {@link #index(int, int, int, int)} gives it, reusing the men's part from {@code
   * memo} when the men are the same as in its last call (for the solver: undoing king moves).
   */
  long index(int bmMask, int bkMask, int wmMask, int wkMask, Memo memo) {
    int men = bmMask | wmMask;
    long base;
    long menIdx;
    if (memo != null && memo.indexSlice == this && memo.bm == bmMask && memo.wm == wmMask) {
      base = memo.base;
      menIdx = memo.menIdx;
    } else {
      int low = bmMask & 0xF;
      int k = Integer.bitCount(low);
      int high = bmMask >>> 4;
      long blackIdx = rank(low) * C[24][bm - k] + rank(high);
      int freeForWhite = 28 - (bm - k);
      long whiteIdx = rank(squeeze(wmMask >>> 4, high));
      base = groupStart[k];
      menIdx = blackIdx * C[freeForWhite][wm] + whiteIdx;
      if (memo != null) {
        memo.indexSlice = this;
        memo.bm = bmMask;
        memo.wm = wmMask;
        memo.base = base;
        memo.menIdx = menIdx;
      }
    }
    int free = 32 - bm - wm;
    long bkIdx = rank(squeeze(bkMask, men));
    long wkIdx = rank(squeeze(wkMask, men | bkMask));
    return base + (menIdx * C[free][bk] + bkIdx) * C[free - bk][wk] + wkIdx;
  }

  /** The position at an index, into {@code out}: mover's men, mover's kings, other men, kings. */
  public void decode(long index, int[] out) {
    decode(index, out, null);
  }

  /**
   * Decodes as {@link #decode(long, int[])} does, reusing the work of the last call in {@code memo}
   * when only the other side's kings differ, as for neighbouring indices.
   */
  void decode(long index, int[] out, Memo memo) {
    int k = 0;
    while (index >= groupStart[k + 1]) {
      k++;
    }
    long rest = index - groupStart[k];
    int free = 32 - bm - wm;
    long wkWays = C[free - bk][wk];
    long wkIdx = rest % wkWays;
    long outer = index - wkIdx;
    if (memo != null && memo.decodeSlice == this && memo.outer == outer) {
      out[0] = memo.outBm;
      out[1] = memo.outBk;
      out[2] = memo.outWm;
      out[3] = unsqueeze(unrank(wkIdx, wk, free - bk), memo.blocked);
      return;
    }
    rest /= wkWays;
    long bkWays = C[free][bk];
    long bkIdx = rest % bkWays;
    rest /= bkWays;
    long whiteWays = C[28 - (bm - k)][wm];
    long whiteIdx = rest % whiteWays;
    long blackIdx = rest / whiteWays;
    long highWays = C[24][bm - k];
    int low = unrank(blackIdx / highWays, k, 4);
    int high = unrank(blackIdx % highWays, bm - k, 24);
    int bmMask = low | high << 4;
    int wmMask = unsqueeze(unrank(whiteIdx, wm, 28 - (bm - k)), high) << 4;
    int men = bmMask | wmMask;
    int bkMask = unsqueeze(unrank(bkIdx, bk, free), men);
    int wkMask = unsqueeze(unrank(wkIdx, wk, free - bk), men | bkMask);
    out[0] = bmMask;
    out[1] = bkMask;
    out[2] = wmMask;
    out[3] = wkMask;
    if (memo != null) {
      memo.decodeSlice = this;
      memo.outer = outer;
      memo.outBm = bmMask;
      memo.outBk = bkMask;
      memo.outWm = wmMask;
      memo.blocked = men | bkMask;
    }
  }

  /**
   * What one thread's last {@link #decode(long, int[], Memo)} and {@link #index(int, int, int, int,
   * Memo)} worked out, for the next call to reuse. Not thread-safe.
   */
  static final class Memo {
    private Slice decodeSlice;
    private long outer;
    private int outBm;
    private int outBk;
    private int outWm;
    private int blocked;

    private Slice indexSlice;
    private int bm;
    private int wm;
    private long base;
    private long menIdx;
  }
}
