package org.crownhead.engine.egdb;

import org.crownhead.core.Layout;
import org.crownhead.core.MoveGenerator;

/**
 * The moves of a database position, from the core's {@link MoveGenerator}: positions are four
 * 32-bit square masks (bit {@code s − 1} = square {@code s}) with the side to move as Black, and
 * each move's result is written already turned round for the other side to move, so it is a
 * position of some slice as {@link Slice} indexes it. A capture is listed once per order of its
 * jumps; the values are the same either way.
 */
final class Successors {
  private final MoveGenerator moves =
      new MoveGenerator(MoveGenerator.ALL_PATHS | MoveGenerator.SQUARES);

  /** Each successor takes four ints: next mover's men, kings, then the other side's. */
  int[] out = moves.squares();

  int count;
  boolean captures;

  /** True when the side to move (as Black) has a capture. */
  static boolean hasCapture(int bm, int bk, int wm, int wk) {
    // Only the mover's kings matter here.
    return MoveGenerator.hasCapture(
        Layout.fromSquareBits(bm | bk),
        Layout.fromSquareBits(wm | wk),
        Layout.fromSquareBits(bk),
        true);
  }

  /**
   * Generates every move of the position (side to move as Black); with {@code capturesOnly} only
   * when there is a capture (count is 0 otherwise).
   */
  void generate(int bm, int bk, int wm, int wk, boolean capturesOnly) {
    if (capturesOnly && !hasCapture(bm, bk, wm, wk)) {
      count = 0;
      captures = false;
      return;
    }
    moves.generate(
        Layout.fromSquareBits(bm | bk),
        Layout.fromSquareBits(wm | wk),
        Layout.fromSquareBits(bk | wk),
        true);
    out = moves.squares();
    count = moves.count();
    captures = moves.captures();
  }
}
