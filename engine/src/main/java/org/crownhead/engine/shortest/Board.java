package org.crownhead.engine.shortest;

import static java.lang.Long.rotateLeft;

import org.crownhead.core.Colour;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;

/**
 * Move generation for the shortest-game search, on masks spread over the core's 35-bit layout (a
 * spare bit after every second row, so that every diagonal step is a shift by 4 or 5), with the
 * side to move always seen as Black moving towards square 32. A position is four masks: the mover's
 * men and kings, then the other side's; each generated successor is written already turned half
 * round, so the next mover is again "Black".
 *
 * <p>Rules: captures are compulsory; a jumping piece jumps on while it can; captured pieces stay on
 * the board until the move ends; a king's start square counts as empty while it jumps; a man that
 * reaches the far row is crowned and the move ends. Captures that differ only in the order of their
 * jumps are one successor whose {@link #paths} counts the orders.
 */
final class Board {
  static final long BOARD = 0x7_FBFD_FEFFL;
  static final long CROWN_ROW = 0xFL << 31;

  /** Successors: next mover's men, kings, then the other side's men and kings (turned round). */
  long[] men = new long[64];

  long[] kings = new long[64];
  long[] otherMen = new long[64];
  long[] otherKings = new long[64];

  /** Each successor's move, in the mover's (unturned) frame: start bit, end bit, captured bits. */
  long[] from = new long[64];

  long[] to = new long[64];
  long[] captured = new long[64];

  /** How many jump orders give each successor's move (1 for a step). */
  int[] paths = new int[64];

  int count;

  /** Turns a spread mask half round: square {@code s} goes to {@code 33 − s}. */
  static long turn(long mask) {
    return Long.reverse(mask) >>> 29;
  }

  static long spread(int squares) {
    long s = squares & 0xFFFF_FFFFL;
    return s & 0xFFL | (s & 0xFF00L) << 1 | (s & 0xFF_0000L) << 2 | (s & 0xFF00_0000L) << 3;
  }

  static int gather(long mask) {
    return (int)
        (mask & 0xFFL | mask >>> 1 & 0xFF00L | mask >>> 2 & 0xFF_0000L | mask >>> 3 & 0xFF00_0000L);
  }

  /** The square 1–32 of a single spread bit. */
  static int square(long bit) {
    return Integer.numberOfTrailingZeros(gather(bit)) + 1;
  }

  /** The four masks of a core position, the side to move seen as Black. */
  static long[] of(Position position) {
    long bm = spread(position.bits(Piece.BLACK_MAN));
    long bk = spread(position.bits(Piece.BLACK_KING));
    long wm = spread(position.bits(Piece.WHITE_MAN));
    long wk = spread(position.bits(Piece.WHITE_KING));
    if (position.turn() == Colour.BLACK) {
      return new long[] {bm, bk, wm, wk};
    }
    return new long[] {turn(wm), turn(wk), turn(bm), turn(bk)};
  }

  /** The core position of four masks, {@code mover} being the colour of the side to move. */
  static Position toPosition(long men, long kings, long otherMen, long otherKings, Colour mover) {
    Position position = Position.empty(mover);
    boolean black = mover == Colour.BLACK;
    Piece man = black ? Piece.BLACK_MAN : Piece.WHITE_MAN;
    Piece king = black ? Piece.BLACK_KING : Piece.WHITE_KING;
    Piece otherMan = black ? Piece.WHITE_MAN : Piece.BLACK_MAN;
    Piece otherKing = black ? Piece.WHITE_KING : Piece.BLACK_KING;
    long[] masks = {men, kings, otherMen, otherKings};
    Piece[] pieces = {man, king, otherMan, otherKing};
    for (int i = 0; i < 4; i++) {
      long m = black ? masks[i] : turn(masks[i]);
      while (m != 0) {
        long bit = m & -m;
        m ^= bit;
        position = position.with(square(bit), pieces[i]);
      }
    }
    return position;
  }

  /** The pieces of the side to move that can jump now. */
  static long jumpers(long men, long kings, long otherMen, long otherKings) {
    long opp = otherMen | otherKings;
    return upJumpers(men | kings, kings, opp, ~(men | kings | opp) & BOARD);
  }

  /**
   * Which of {@code pieces}, their men moving up (+4, +5), could jump a piece of {@code over} to a
   * square of {@code empty}; {@code kings} (among the pieces) jump both ways.
   */
  static long upJumpers(long pieces, long kings, long over, long empty) {
    long jumpers =
        (rotateLeft(rotateLeft(empty, 60) & over, 60)
                | rotateLeft(rotateLeft(empty, 59) & over, 59))
            & pieces;
    if (kings != 0) {
      jumpers |=
          (rotateLeft(rotateLeft(empty, 4) & over, 4) | rotateLeft(rotateLeft(empty, 5) & over, 5))
              & kings;
    }
    return jumpers;
  }

  /** As {@link #upJumpers}, for pieces whose men move down (-4, -5). */
  static long downJumpers(long pieces, long kings, long over, long empty) {
    long jumpers =
        (rotateLeft(rotateLeft(empty, 4) & over, 4) | rotateLeft(rotateLeft(empty, 5) & over, 5))
            & pieces;
    if (kings != 0) {
      jumpers |=
          (rotateLeft(rotateLeft(empty, 60) & over, 60)
                  | rotateLeft(rotateLeft(empty, 59) & over, 59))
              & kings;
    }
    return jumpers;
  }

  /** The pieces of the side to move that have a step to an empty square (ignoring captures). */
  static long steppers(long men, long kings, long otherMen, long otherKings) {
    long empty = ~(men | kings | otherMen | otherKings) & BOARD;
    long steppers = (rotateLeft(empty, 60) | rotateLeft(empty, 59)) & (men | kings);
    if (kings != 0) {
      steppers |= (rotateLeft(empty, 4) | rotateLeft(empty, 5)) & kings;
    }
    return steppers;
  }

  /** True when the side to move has a legal move. */
  static boolean hasMove(long men, long kings, long otherMen, long otherKings) {
    return steppers(men, kings, otherMen, otherKings) != 0
        || jumpers(men, kings, otherMen, otherKings) != 0;
  }

  /** Generates every legal move of the side to move. */
  void generate(long men, long kings, long otherMen, long otherKings) {
    count = 0;
    long me = men | kings;
    long opp = otherMen | otherKings;
    long empty = ~(me | opp) & BOARD;
    long jumpers = jumpers(men, kings, otherMen, otherKings);
    if (jumpers != 0) {
      long m = jumpers & men;
      while (m != 0) {
        long at = m & -m;
        m ^= at;
        manJumps(at, at, 0, men, kings, otherMen, otherKings, empty);
      }
      long k = jumpers & kings;
      while (k != 0) {
        long at = k & -k;
        k ^= at;
        kingJumps(at, at, 0, men, kings, otherMen, otherKings, empty | at);
      }
      return;
    }
    for (int d = 4; d <= 5; d++) {
      long targets = rotateLeft(me, d) & empty;
      while (targets != 0) {
        long target = targets & -targets;
        targets ^= target;
        step(rotateLeft(target, 64 - d), target, men, kings, otherMen, otherKings);
      }
    }
    if (kings != 0) {
      for (int r = 59; r <= 60; r++) {
        long targets = rotateLeft(kings, r) & empty;
        while (targets != 0) {
          long target = targets & -targets;
          targets ^= target;
          step(rotateLeft(target, 64 - r), target, men, kings, otherMen, otherKings);
        }
      }
    }
  }

  private void step(long start, long end, long men, long kings, long otherMen, long otherKings) {
    if ((kings & start) != 0) {
      add(start, end, 0, men, kings ^ start ^ end, otherMen, otherKings);
    } else if ((end & CROWN_ROW) != 0) {
      add(start, end, 0, men ^ start, kings | end, otherMen, otherKings);
    } else {
      add(start, end, 0, men ^ start ^ end, kings, otherMen, otherKings);
    }
  }

  private void manJumps(
      long start,
      long at,
      long taken,
      long men,
      long kings,
      long otherMen,
      long otherKings,
      long empty) {
    long opp = (otherMen | otherKings) & ~taken;
    long over1 = rotateLeft(at, 4) & opp;
    long land1 = rotateLeft(over1, 4) & empty;
    long over2 = rotateLeft(at, 5) & opp;
    long land2 = rotateLeft(over2, 5) & empty;
    if ((land1 | land2) == 0) {
      if ((at & CROWN_ROW) != 0) {
        addJump(start, at, taken, men ^ start, kings | at, otherMen, otherKings);
      } else {
        addJump(start, at, taken, men ^ start ^ at, kings, otherMen, otherKings);
      }
      return;
    }
    if (land1 != 0) {
      manJumps(start, land1, taken | over1, men, kings, otherMen, otherKings, empty);
    }
    if (land2 != 0) {
      manJumps(start, land2, taken | over2, men, kings, otherMen, otherKings, empty);
    }
  }

  private void kingJumps(
      long start,
      long at,
      long taken,
      long men,
      long kings,
      long otherMen,
      long otherKings,
      long empty) {
    long opp = (otherMen | otherKings) & ~taken;
    long over1 = rotateLeft(at, 4) & opp;
    long land1 = rotateLeft(over1, 4) & empty;
    long over2 = rotateLeft(at, 5) & opp;
    long land2 = rotateLeft(over2, 5) & empty;
    long over3 = rotateLeft(at, 60) & opp;
    long land3 = rotateLeft(over3, 60) & empty;
    long over4 = rotateLeft(at, 59) & opp;
    long land4 = rotateLeft(over4, 59) & empty;
    if ((land1 | land2 | land3 | land4) == 0) {
      addJump(start, at, taken, men, kings ^ start ^ at, otherMen, otherKings);
      return;
    }
    if (land1 != 0) {
      kingJumps(start, land1, taken | over1, men, kings, otherMen, otherKings, empty);
    }
    if (land2 != 0) {
      kingJumps(start, land2, taken | over2, men, kings, otherMen, otherKings, empty);
    }
    if (land3 != 0) {
      kingJumps(start, land3, taken | over3, men, kings, otherMen, otherKings, empty);
    }
    if (land4 != 0) {
      kingJumps(start, land4, taken | over4, men, kings, otherMen, otherKings, empty);
    }
  }

  /** A capture: merged with an earlier one of the same start, end and captured pieces. */
  private void addJump(
      long start, long end, long taken, long men, long kings, long otherMen, long otherKings) {
    for (int i = count - 1; i >= 0 && from[i] == start; i--) {
      if (to[i] == end && captured[i] == taken) {
        paths[i]++;
        return;
      }
    }
    add(start, end, taken, men, kings, otherMen & ~taken, otherKings & ~taken);
  }

  private void add(
      long start, long end, long taken, long men, long kings, long otherMen, long otherKings) {
    if (count == paths.length) {
      grow();
    }
    int i = count++;
    this.men[i] = turn(otherMen);
    this.kings[i] = turn(otherKings);
    this.otherMen[i] = turn(men);
    this.otherKings[i] = turn(kings);
    from[i] = start;
    to[i] = end;
    captured[i] = taken;
    paths[i] = 1;
  }

  private void grow() {
    int size = paths.length * 2;
    men = java.util.Arrays.copyOf(men, size);
    kings = java.util.Arrays.copyOf(kings, size);
    otherMen = java.util.Arrays.copyOf(otherMen, size);
    otherKings = java.util.Arrays.copyOf(otherKings, size);
    from = java.util.Arrays.copyOf(from, size);
    to = java.util.Arrays.copyOf(to, size);
    captured = java.util.Arrays.copyOf(captured, size);
    paths = java.util.Arrays.copyOf(paths, size);
  }
}
