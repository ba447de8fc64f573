package org.crownhead.engine.shortest;

/**
 * An admissible lower bound on the plies before the losing side, to move then, has no legal move.
 *
 * <p>At the end every piece of the loser is captured or blocked, so no piece of the loser has an
 * empty square to step to. Call the loser's pieces that have one <em>free</em>. One ply can make
 * only a few pieces unfree:
 *
 * <ul>
 *   <li>a loser's ply fills one square, its end: at most the moving piece and the three other
 *       neighbours of that square (the fourth is the square it came from or jumped, now empty);
 *       squares it empties only free pieces — at most 4;
 *   <li>a winner's ply fills one square the same way (at most 3 neighbours, the fourth being empty
 *       now) and removes the pieces it captures — at most 3 + captured. A man captures at most 3
 *       pieces in one move (each jump takes it two rows forward); a king may take any number, so
 *       once the winner has a king, or could have one, captures are not limited.
 * </ul>
 *
 * The bound is the fewest plies of the right parity (the loser is to move at the end) whose plies
 * can make all free pieces unfree.
 */
final class LowerBound {
  private LowerBound() {}

  private static final long[] ROWS = new long[8];

  static {
    for (int row = 0; row < 8; row++) {
      ROWS[row] = Board.spread(0xF << (4 * row));
    }
  }

  /**
   * At least how many plies pass before the loser, then to move, has no legal move; {@code
   * loserToMove} says whether the loser is the side to move now (the pieces given first).
   */
  static int plies(long men, long kings, long otherMen, long otherKings, boolean loserToMove) {
    int free;
    int loserPieces;
    long winnerMen;
    boolean winnerKings;
    if (loserToMove) {
      if (!Board.hasMove(men, kings, otherMen, otherKings)) {
        return 0;
      }
      free = Long.bitCount(Board.steppers(men, kings, otherMen, otherKings));
      loserPieces = Long.bitCount(men | kings);
      winnerMen = Board.turn(otherMen);
      winnerKings = otherKings != 0;
    } else {
      long lm = Board.turn(otherMen);
      long lk = Board.turn(otherKings);
      free = Long.bitCount(Board.steppers(lm, lk, Board.turn(men), Board.turn(kings)));
      loserPieces = Long.bitCount(lm | lk);
      winnerMen = men;
      winnerKings = kings != 0;
    }
    // Winner's plies before a king of the winner can capture: the crowning ply is a man's move.
    int manPlies = Integer.MAX_VALUE;
    if (!winnerKings) {
      for (int row = 7; row >= 0; row--) {
        if ((winnerMen & ROWS[row]) != 0) {
          manPlies = (7 - row + 1) / 2;
          break;
        }
      }
      if (winnerMen == 0) {
        manPlies = Integer.MAX_VALUE;
      }
    } else {
      manPlies = 0;
    }
    for (int plies = loserToMove ? 2 : 1; ; plies += 2) {
      int winnerPlies = (plies + (loserToMove ? 0 : 1)) / 2;
      int loserPlies = plies - winnerPlies;
      int captures = winnerPlies <= manPlies ? 3 * winnerPlies : loserPieces;
      if (4 * loserPlies + 3 * winnerPlies + Math.min(captures, loserPieces) >= free) {
        return plies;
      }
    }
  }
}
