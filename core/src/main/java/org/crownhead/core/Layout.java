package org.crownhead.core;

/**
 * The internal bit layout of the board: the one place that knows how squares 1–32 map to bits.
 *
 * <p>Squares are packed row by row, four to a row, with one unused ("ghost") bit after every second
 * row. The 32 squares occupy bits 0–34 of a {@code long}; bits 8, 17 and 26 are ghosts, bits 35–63
 * are never set:
 *
 * <pre>
 *  row  squares        bits            (Black starts on rows 0–2 and moves towards row 7)
 *   0    1  2  3  4     0  1  2  3
 *   1    5  6  7  8     4  5  6  7     ghost 8
 *   2    9 10 11 12     9 10 11 12
 *   3   13 14 15 16    13 14 15 16     ghost 17
 *   4   17 18 19 20    18 19 20 21
 *   5   21 22 23 24    22 23 24 25     ghost 26
 *   6   25 26 27 28    27 28 29 30
 *   7   29 30 31 32    31 32 33 34
 * </pre>
 *
 * <p>With the ghosts in place every square's diagonal neighbours are at the same offsets: +4 and +5
 * towards row 7 (Black's forward), −4 and −5 towards row 0 (White's forward), and a jump lands at
 * ±8 or ±10. A step that would leave the board lands on a ghost or outside bits 0–34, so masking
 * with {@link #BOARD} is all the edge handling needed. Because bits 35–63 stay clear, a rotation
 * left by 60 or 59 bits acts as a shift right by 4 or 5, which lets one routine serve both colours
 * ({@link #FORWARD_BLACK}, {@link #FORWARD_WHITE}).
 *
 * <p>Turning the board half round (square {@code s} to {@code 33 − s}) maps bit {@code i} to bit
 * {@code 34 − i}; ghosts map to ghosts.
 *
 * <p>Everything a user sees speaks squares 1–32. The few members that are public serve the code
 * that works on raw masks with {@link MoveGenerator}: the endgame databases and the shortest-game
 * prover.
 *
 * <pre>{@code
 * long squares1To4 = Layout.fromSquareBits(0b1111);
 * squares1To4 == Layout.WHITE_CROWN_ROW; // true
 * Layout.squareBits(Layout.rotate(squares1To4)) == 0xF000_0000; // true
 * }</pre>
 */
public final class Layout {
  private Layout() {}

  /** The 32 playable bits. */
  public static final long BOARD = 0x7_FBFD_FEFFL;

  /** Black's crowning row (squares 29–32) and White's (squares 1–4). */
  public static final long BLACK_CROWN_ROW = 0xFL << 31;

  public static final long WHITE_CROWN_ROW = 0xFL;

  /** Rotation amounts for a step forward, for each colour; the step back is {@code 64 − d}. */
  static final int[] FORWARD_BLACK = {4, 5};

  static final int[] FORWARD_WHITE = {60, 59};

  private static final int[] BIT_OF_SQUARE = new int[33];
  private static final int[] SQUARE_OF_BIT = new int[64];

  static {
    for (int square = 1; square <= 32; square++) {
      int row = (square - 1) / 4;
      int bit = 4 * row + (square - 1) % 4 + row / 2;
      BIT_OF_SQUARE[square] = bit;
      SQUARE_OF_BIT[bit] = square;
    }
    long board = 0;
    for (int square = 1; square <= 32; square++) {
      board |= 1L << BIT_OF_SQUARE[square];
    }
    assert board == BOARD;
  }

  /** The bit index of a square 1–32. */
  static int bitIndex(int square) {
    return BIT_OF_SQUARE[square];
  }

  /** The single-bit mask of a square 1–32. */
  static long mask(int square) {
    return 1L << BIT_OF_SQUARE[square];
  }

  /** The square 1–32 at a bit index, or 0 for a ghost or off-board bit. */
  static int square(int bitIndex) {
    return SQUARE_OF_BIT[bitIndex];
  }

  /** The square of the lowest set bit of a non-empty mask. */
  static int lowestSquare(long mask) {
    return SQUARE_OF_BIT[Long.numberOfTrailingZeros(mask)];
  }

  /** A board mask as 32 bits, bit {@code s − 1} standing for square {@code s}. */
  public static int squareBits(long mask) {
    return (int)
        (mask & 0xFFL | mask >>> 1 & 0xFF00L | mask >>> 2 & 0xFF_0000L | mask >>> 3 & 0xFF00_0000L);
  }

  /** The board mask of 32 bits, bit {@code s − 1} standing for square {@code s}: the inverse. */
  public static long fromSquareBits(int squares) {
    long s = squares & 0xFFFF_FFFFL;
    return s & 0xFFL | (s & 0xFF00L) << 1 | (s & 0xFF_0000L) << 2 | (s & 0xFF00_0000L) << 3;
  }

  /** The mask turned half round: square {@code s} goes to {@code 33 − s}. */
  public static long rotate(long mask) {
    return Long.reverse(mask) >>> 29;
  }

  /** The row 0–7 of a square, row 0 holding squares 1–4. */
  static int row(int square) {
    return (square - 1) / 4;
  }

  /** The column 0–7 of a square, column 0 on the left of the diagram above. */
  static int column(int square) {
    int row = row(square);
    int k = (square - 1) % 4;
    return 2 * k + (row % 2 == 0 ? 1 : 0);
  }
}
