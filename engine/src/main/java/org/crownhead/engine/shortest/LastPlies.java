package org.crownhead.engine.shortest;

import static java.lang.Long.rotateLeft;

/**
 * A quick test of whether a game can still end within its last two plies, made on the masks alone,
 * without generating successors as {@link Board} does. Most lines that reach their last plies
 * cannot end there, and this test tells so faster than the search does.
 *
 * <p>The test may answer "maybe" for a position that cannot end (the search then looks at it move
 * by move) but never "no" for one that can. Two plies before the end the loser is to move; for each
 * of its steps the test counts the loser's holes (empty squares one of its pieces could step to)
 * after it. The winner's last ply fills one square and removes the holes of the pieces it captures,
 * at most 2 for a man and 4 for a king: more holes than that means the loser keeps a move.
 * Positions where the side to move must capture are left to the search.
 */
final class LastPlies {
  private LastPlies() {}

  /** The loser's crowning row: the winner's back row, in the loser's frame. */
  private static final long LOSER_CROWNS = Board.CROWN_ROW;

  /**
   * False when the side to move (the loser, its men stepping up) surely still has a move after two
   * more plies.
   */
  static boolean mayEndInTwo(long lm, long lk, long wm, long wk) {
    if (Board.jumpers(lm, lk, wm, wk) != 0) {
      return true;
    }
    long loser = lm | lk;
    long empty = ~(loser | wm | wk) & Board.BOARD;
    for (int d = 4; d <= 5; d++) {
      long targets = rotateLeft(loser, d) & empty;
      while (targets != 0) {
        long to = targets & -targets;
        targets ^= to;
        if (mayEndAfter(lm, lk, wm, wk, rotateLeft(to, 64 - d), to)) {
          return true;
        }
      }
    }
    if (lk != 0) {
      for (int d = 59; d <= 60; d++) {
        long targets = rotateLeft(lk, d) & empty;
        while (targets != 0) {
          long to = targets & -targets;
          targets ^= to;
          if (mayEndAfter(lm, lk, wm, wk, rotateLeft(to, 64 - d), to)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** After the loser's step {@code from}–{@code to}: can the winner's one ply leave it no move? */
  private static boolean mayEndAfter(long lm, long lk, long wm, long wk, long from, long to) {
    if ((lk & from) != 0) {
      lk ^= from ^ to;
    } else if ((to & LOSER_CROWNS) != 0) {
      lm ^= from;
      lk |= to;
    } else {
      lm ^= from ^ to;
    }
    long loser = lm | lk;
    long empty = ~(loser | wm | wk) & Board.BOARD;
    long holes = (rotateLeft(loser, 4) | rotateLeft(loser, 5)) & empty;
    if (lk != 0) {
      holes |= (rotateLeft(lk, 60) | rotateLeft(lk, 59)) & empty;
    }
    int count = Long.bitCount(holes);
    if (count <= 1) {
      return true;
    }
    int taken = LowerBound.chain(wm, wk, loser, empty, Long.bitCount(loser));
    return count <= 1 + taken * (lk != 0 ? 4 : 2);
  }
}
