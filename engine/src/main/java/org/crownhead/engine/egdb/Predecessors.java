package org.crownhead.engine.egdb;

import static java.lang.Long.rotateLeft;

import org.crownhead.core.Layout;

/**
 * Undoes moves for the retrograde solver: given a position with the side to move as Black, lists
 * the positions from which the other side reached it by a quiet move (one that neither captured nor
 * crowned). Those are exactly the positions of the mirror slice that have a move into this one,
 * less the ones where the other side had a capture and so could not have made a quiet move; the
 * solver tells those apart by their own values, so they are listed too.
 *
 * <p>Each result is turned round with its side to move as Black, like {@link Successors}. Masks use
 * the core's layout ({@link Layout}), where every diagonal step is a rotation: the side to move
 * moves towards higher squares, so the other side's men came from higher squares.
 */
final class Predecessors {
  /** Each predecessor takes four ints: its mover's men, kings, then the other side's. */
  final int[] out = new int[4 * 48];

  int count;

  /** Lists the predecessors of the position (side to move as Black) into {@link #out}. */
  void generate(int bm, int bk, int wm, int wk) {
    count = 0;
    long occupied = Layout.fromSquareBits(bm | bk | wm | wk);
    long empty = ~occupied & Layout.BOARD;
    long men = Layout.fromSquareBits(wm);
    long kings = Layout.fromSquareBits(wk);
    int theirMen = Integer.reverse(bm);
    int theirKings = Integer.reverse(bk);
    // The other side's men step towards lower squares, so they came from 4 or 5 squares higher.
    for (int d = 4; d <= 5; d++) {
      long froms = rotateLeft(men, d) & empty;
      while (froms != 0) {
        long from = froms & -froms;
        froms ^= from;
        long to = rotateLeft(from, 64 - d);
        add(men ^ to ^ from, kings, theirMen, theirKings);
      }
    }
    if (kings != 0) {
      for (int r : DIRECTIONS) {
        long froms = rotateLeft(kings, r) & empty;
        while (froms != 0) {
          long from = froms & -froms;
          froms ^= from;
          long to = rotateLeft(from, 64 - r);
          add(men, kings ^ to ^ from, theirMen, theirKings);
        }
      }
    }
  }

  private static final int[] DIRECTIONS = {4, 5, 59, 60};

  private void add(long men, long kings, int theirMen, int theirKings) {
    int i = count << 2;
    out[i] = Integer.reverse(Layout.squareBits(men));
    out[i + 1] = Integer.reverse(Layout.squareBits(kings));
    out[i + 2] = theirMen;
    out[i + 3] = theirKings;
    count++;
  }
}
