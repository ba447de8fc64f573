package org.crownhead.core;

/**
 * A move packed in a {@code long}, as the generator, perft and the engine pass moves around without
 * allocating. A move is a set of squares: where it starts, where it ends and what it captured; the
 * order of the jumps is not part of it, so two jump orders with the same result are one code. Codes
 * come from {@link Position#generateMoves}; {@link Position#move} turns one into a {@link Move}.
 *
 * <p>Outside the core a code is opaque but for the squares these methods read from it. Inside, it
 * is laid out as follows:
 *
 * <pre>
 *  bits  0–34  captured pieces, as a board mask (see {@link Layout})
 *  bits 40–45  bit index of the square the piece starts on
 *  bits 48–53  bit index of the square the piece ends on (equal to the start after a king loop
 *              that comes home)
 * </pre>
 *
 * <pre>{@code
 * MoveList moves = new MoveList();
 * Position.fromFen("B:W18,26:B15").generateMoves(moves);
 * MoveCode.from(moves.get(0)); // 15
 * MoveCode.to(moves.get(0)); // 31
 * MoveCode.captureCount(moves.get(0)); // 2
 * }</pre>
 */
public final class MoveCode {
  private MoveCode() {}

  /** The square 1–32 the moving piece starts on. */
  public static int from(long code) {
    return Layout.square(fromBit(code));
  }

  /** The square 1–32 the moving piece ends on. */
  public static int to(long code) {
    return Layout.square(toBit(code));
  }

  /** The number of pieces the move captures; 0 for a step. */
  public static int captureCount(long code) {
    return Long.bitCount(captured(code));
  }

  private static final long CAPTURED = Layout.BOARD;

  static long of(int fromBit, int toBit, long captured) {
    return captured | (long) fromBit << 40 | (long) toBit << 48;
  }

  static int fromBit(long code) {
    return (int) (code >>> 40) & 63;
  }

  static int toBit(long code) {
    return (int) (code >>> 48) & 63;
  }

  static long captured(long code) {
    return code & CAPTURED;
  }

  /** True for a capture. */
  public static boolean isCapture(long code) {
    return (code & CAPTURED) != 0;
  }

  /** The mover's pieces after the move. */
  static long moverAfter(long me, long code) {
    return me ^ 1L << fromBit(code) ^ 1L << toBit(code);
  }

  /** The kings of both sides after the move; {@code crownRow} is the mover's crowning row. */
  static long kingsAfter(long kings, long code, long crownRow) {
    return MoveGenerator.kingsAfter(
        kings & ~captured(code), 1L << fromBit(code), 1L << toBit(code), crownRow);
  }
}
