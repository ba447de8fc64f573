package org.crownhead.engine.egdb;

import static java.lang.Long.rotateLeft;

import org.crownhead.core.Layout;

/**
 * Move generation for the databases, on 32-bit square masks (bit {@code s − 1} = square {@code s})
 * with the side to move as Black. Each move's result is written already turned round for the other
 * side to move, so it is a position of some slice as {@link Slice} indexes it.
 *
 * <p>Inside, the masks are spread over the core's layout ({@link Layout}), in which every diagonal
 * step is a rotation. The rules are those of the core's {@link org.crownhead.core.MoveGenerator}
 * (captures compulsory, a jumping piece jumps on while it can, captured pieces stay on the board
 * until the move ends, a king's start square counts as empty while it jumps, a man that reaches the
 * far row is crowned and the move ends), and {@code SuccessorsTest} holds this class to it on
 * random positions.
 *
 * <p>This is the one place that keeps its own copy of the rules, for a measured reason: built on
 * the core's generator (its {@code ALL_PATHS} option, successors as square masks), the 5-piece
 * databases (one thread, two pairs of builds run in turn on a quiet machine, the files byte for
 * byte the same) took 1.13 times as long when the core's generator ran first in each pair and 1.04
 * times as long when it ran second: about 1.08 once the order is taken out. The core's generator
 * keeps more for each move (its code, start and end) than the databases read.
 */
final class Successors {
  Successors() {}

  /** Each successor takes four ints: next mover's men, kings, then the other side's. */
  int[] out = new int[4 * 32];

  int count;
  boolean captures;

  private static long spread(int squares) {
    return Layout.fromSquareBits(squares);
  }

  private static int gather(long mask) {
    return Layout.squareBits(mask);
  }

  /** True when the side to move (as Black) has a capture. */
  static boolean hasCapture(int bm, int bk, int wm, int wk) {
    long me = spread(bm | bk);
    long opp = spread(wm | wk);
    long empty = ~(me | opp) & Layout.BOARD;
    long jumpers =
        (rotateLeft(rotateLeft(empty, 60) & opp, 60) | rotateLeft(rotateLeft(empty, 59) & opp, 59))
            & me;
    if (bk != 0) {
      long kings = spread(bk);
      jumpers |=
          (rotateLeft(rotateLeft(empty, 4) & opp, 4) | rotateLeft(rotateLeft(empty, 5) & opp, 5))
              & kings;
    }
    return jumpers != 0;
  }

  /**
   * Generates every move of the position (side to move as Black); with {@code capturesOnly} only
   * when there is a capture (count is 0 otherwise).
   */
  void generate(int bm, int bk, int wm, int wk, boolean capturesOnly) {
    count = 0;
    long men = spread(bm);
    long kings = spread(bk);
    long me = men | kings;
    long oMen = spread(wm);
    long oKings = spread(wk);
    long opp = oMen | oKings;
    long empty = ~(me | opp) & Layout.BOARD;
    long manJumpers =
        (rotateLeft(rotateLeft(empty, 60) & opp, 60) | rotateLeft(rotateLeft(empty, 59) & opp, 59))
            & me;
    long kingJumpers =
        kings == 0
            ? 0
            : (rotateLeft(rotateLeft(empty, 4) & opp, 4)
                    | rotateLeft(rotateLeft(empty, 5) & opp, 5))
                & kings;
    long jumpers = manJumpers | kingJumpers;
    captures = jumpers != 0;
    if (captures) {
      long m = jumpers & men;
      while (m != 0) {
        long at = m & -m;
        m ^= at;
        manJumps(at, at, 0, men, kings, oMen, oKings, empty);
      }
      long k = jumpers & kings;
      while (k != 0) {
        long at = k & -k;
        k ^= at;
        kingJumps(at, at, 0, men, kings, oMen, oKings, empty | at);
      }
      return;
    }
    if (capturesOnly) {
      return;
    }
    addSteps(me, 4, empty, men, kings, oMen, oKings); // men and kings
    if (kings != 0) {
      addSteps(kings, 59, empty, men, kings, oMen, oKings); // kings only, the other way
    }
  }

  /**
   * Adds the steps of the pieces {@code movers} to an empty square along the two directions of the
   * rotations {@code first} and {@code first + 1}.
   */
  private void addSteps(
      long movers, int first, long empty, long men, long kings, long oMen, long oKings) {
    for (int r = first; r <= first + 1; r++) {
      long targets = rotateLeft(movers, r) & empty;
      while (targets != 0) {
        long to = targets & -targets;
        targets ^= to;
        long from = rotateLeft(to, 64 - r);
        addStep(from, to, men, kings, oMen, oKings);
      }
    }
  }

  private void addStep(long from, long to, long men, long kings, long oMen, long oKings) {
    if ((kings & from) != 0) {
      add(men, kings ^ from ^ to, oMen, oKings);
    } else if ((to & Layout.BLACK_CROWN_ROW) != 0) {
      add(men ^ from, kings | to, oMen, oKings);
    } else {
      add(men ^ from ^ to, kings, oMen, oKings);
    }
  }

  private void manJumps(
      long from, long at, long captured, long men, long kings, long oMen, long oKings, long empty) {
    long opp = (oMen | oKings) & ~captured;
    long over1 = rotateLeft(at, 4) & opp;
    long land1 = rotateLeft(over1, 4) & empty;
    long over2 = rotateLeft(at, 5) & opp;
    long land2 = rotateLeft(over2, 5) & empty;
    if ((land1 | land2) == 0) {
      if ((at & Layout.BLACK_CROWN_ROW) != 0) {
        add(men ^ from, kings | at, oMen & ~captured, oKings & ~captured);
      } else {
        add(men ^ from ^ at, kings, oMen & ~captured, oKings & ~captured);
      }
      return;
    }
    if (land1 != 0) {
      manJumps(from, land1, captured | over1, men, kings, oMen, oKings, empty);
    }
    if (land2 != 0) {
      manJumps(from, land2, captured | over2, men, kings, oMen, oKings, empty);
    }
  }

  private void kingJumps(
      long from, long at, long captured, long men, long kings, long oMen, long oKings, long empty) {
    long opp = (oMen | oKings) & ~captured;
    long over1 = rotateLeft(at, 4) & opp;
    long land1 = rotateLeft(over1, 4) & empty;
    long over2 = rotateLeft(at, 5) & opp;
    long land2 = rotateLeft(over2, 5) & empty;
    long over3 = rotateLeft(at, 60) & opp;
    long land3 = rotateLeft(over3, 60) & empty;
    long over4 = rotateLeft(at, 59) & opp;
    long land4 = rotateLeft(over4, 59) & empty;
    if ((land1 | land2 | land3 | land4) == 0) {
      add(men, kings ^ from ^ at, oMen & ~captured, oKings & ~captured);
      return;
    }
    if (land1 != 0) {
      kingJumps(from, land1, captured | over1, men, kings, oMen, oKings, empty);
    }
    if (land2 != 0) {
      kingJumps(from, land2, captured | over2, men, kings, oMen, oKings, empty);
    }
    if (land3 != 0) {
      kingJumps(from, land3, captured | over3, men, kings, oMen, oKings, empty);
    }
    if (land4 != 0) {
      kingJumps(from, land4, captured | over4, men, kings, oMen, oKings, empty);
    }
  }

  /** Records a result, turned round so that the other side is to move (as Black). */
  private void add(long men, long kings, long oMen, long oKings) {
    int i = count << 2;
    if (i == out.length) {
      out = java.util.Arrays.copyOf(out, out.length * 2);
    }
    out[i] = Integer.reverse(gather(oMen));
    out[i + 1] = Integer.reverse(gather(oKings));
    out[i + 2] = Integer.reverse(gather(men));
    out[i + 3] = Integer.reverse(gather(kings));
    count++;
  }
}
