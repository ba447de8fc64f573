package org.crownhead.engine.shortest;

import static java.lang.Long.rotateLeft;

import org.crownhead.core.Layout;
import org.crownhead.core.MoveGenerator;

/**
 * An admissible lower bound on the plies before the losing side, to move then, has no legal move.
 *
 * <p>At the end no piece of the loser has an empty square to step to. Call an empty square that a
 * piece of the loser could step to a <em>hole</em>; at the end there are none. Every ply fills
 * exactly one square, the end of its move, and empties others, which can only make holes. So one
 * ply removes at most:
 *
 * <ul>
 *   <li>a winner's step: 1, the square it fills;
 *   <li>a loser's move: the holes of the moving piece, which were its own to fill or to leave — 2
 *       for a man, 4 for a king. A king of the loser that does not exist yet is crowned on the far
 *       row, where it has only 2 neighbours, so its first move also removes at most 2: only from
 *       the loser's third ply on can a move remove 4;
 *   <li>a winner's capture: 1 and the holes of the captured pieces (2 for a man, 4 for a king). A
 *       man captures at most 3 pieces in one move (each jump takes it two rows on); a king may take
 *       any number, so once the winner has a king, or could have crowned one, captures are not
 *       limited.
 * </ul>
 *
 * How much the winner's first two plies can capture is estimated more closely:
 *
 * <ul>
 *   <li>the winner to move now: its captures are generated, and the largest counts;
 *   <li>the winner's ply after one step of the loser, or after its own step (crowning nothing) and
 *       one of the loser: the longest chain of jumps over squares that may then hold a loser's
 *       piece, to squares that may then be empty (any square a piece could have left or entered
 *       counts as both).
 * </ul>
 *
 * The bound is the fewest plies, the loser to move after them, whose removals can add up to the
 * holes there are now. On its own it prunes mostly the last two plies of a line; the exact table of
 * {@link ShortestGame} does the rest.
 */
final class LowerBound {
  private LowerBound() {}

  /** The row next to the winner's crowning row, in the loser's frame. */
  private static final long NEXT_TO_CROWN = Layout.fromSquareBits(0xF0);

  private static final ThreadLocal<Board> SCRATCH = ThreadLocal.withInitial(Board::new);

  /**
   * At least how many plies pass before the loser, then to move, has no legal move; {@code
   * loserToMove} says whether the loser is the side to move now (the pieces given first).
   */
  static int plies(long men, long kings, long otherMen, long otherKings, boolean loserToMove) {
    // Everything in the loser's frame: the loser's men step "up" (+4, +5), the winner's men down.
    long lm;
    long lk;
    long wm;
    long wk;
    if (loserToMove) {
      if (!Board.hasMove(men, kings, otherMen, otherKings)) {
        return 0;
      }
      lm = men;
      lk = kings;
      wm = otherMen;
      wk = otherKings;
    } else {
      lm = Layout.rotate(otherMen);
      lk = Layout.rotate(otherKings);
      wm = Layout.rotate(men);
      wk = Layout.rotate(kings);
    }
    long loser = lm | lk;
    long winner = wm | wk;
    long empty = ~(loser | winner) & Layout.BOARD;
    long holes = (up(loser) | down(lk)) & empty;
    int remaining = Long.bitCount(holes);
    int loserPieces = Long.bitCount(loser);
    // The most pieces each of the winner's first two plies can capture, -1 when not worked out.
    int firstTaken;
    int secondTaken = -1;
    if (loserToMove) {
      if (Board.jumpers(lm, lk, wm, wk) != 0) {
        firstTaken = -1; // the loser's capture empties squares of the winner: no estimate
      } else {
        // After one step of the loser: it may have left any square it can leave and entered any
        // hole. Jumps over pieces that might be there, to squares that might be empty.
        long mayEmpty = empty | MoveGenerator.steppers(lm | lk, wm | wk, lk, true);
        firstTaken = chain(wm, wk, loser | holes, mayEmpty, loserPieces);
      }
    } else {
      firstTaken = 0;
      if (Board.jumpers(men, kings, otherMen, otherKings) != 0) {
        Board board = SCRATCH.get();
        board.generate(men, kings, otherMen, otherKings);
        for (int i = 0; i < board.count; i++) {
          firstTaken = Math.max(firstTaken, Long.bitCount(board.captured(i)));
        }
      } else if ((wm & NEXT_TO_CROWN) == 0) {
        // The winner steps, crowning no man, then the loser steps: squares either may have left
        // may be empty, squares they may have entered may hold their pieces. If the loser might
        // have to capture instead (jumping a piece that may be the winner's to a square that may
        // be empty), there is no estimate.
        long winnerSteppers = up(empty) & winner | down(empty) & wk;
        long winnerTargets = (down(winner) | up(wk)) & empty;
        long mayWinner = winner | winnerTargets;
        long mayEmpty = empty | winnerSteppers;
        if (MoveGenerator.jumpers(loser, lk, mayWinner, mayEmpty, true) == 0) {
          long loserSteppers = down(mayEmpty) & loser | up(mayEmpty) & lk;
          long mayLoser = loser | (up(loser) | down(lk)) & mayEmpty;
          secondTaken =
              chain(
                  wm | winnerTargets,
                  wk == 0 ? 0 : wk | winnerTargets,
                  mayLoser,
                  mayEmpty | loserSteppers,
                  loserPieces);
        }
      }
    }
    boolean loserTurn = loserToMove;
    int loserPlies = 0;
    int winnerPlies = 0;
    for (int plies = 1; ; plies++) {
      boolean kingPhase = lk != 0 || loserPlies >= 2;
      if (loserTurn) {
        remaining -= kingPhase ? 4 : 2;
        loserPlies++;
      } else {
        int taken;
        if (winnerPlies == 0 && firstTaken >= 0) {
          taken = firstTaken;
        } else if (winnerPlies == 1 && secondTaken >= 0) {
          taken = secondTaken;
        } else {
          boolean winnerKing = wk != 0 || winnerPlies > 0 && wm != 0;
          taken = winnerKing ? loserPieces : Math.min(3, loserPieces);
        }
        remaining -= 1 + taken * (kingPhase ? 4 : 2);
        winnerPlies++;
      }
      loserTurn = !loserTurn;
      if (loserTurn && remaining <= 0) {
        return plies;
      }
    }
  }

  /**
   * The most pieces one capture of the winner can take, jumping over pieces in {@code loser} to
   * squares in {@code empty}: men downwards, kings both ways, at most {@code most}. Sets of squares
   * are followed jump by jump, so a piece may seem to be taken twice: the count is never too low.
   */
  static int chain(long wm, long wk, long loser, long empty, int most) {
    long men = wm;
    long kings = wk;
    int jumps = 0;
    while (jumps < most) {
      men =
          rotateLeft(rotateLeft(men, 60) & loser, 60) & empty
              | rotateLeft(rotateLeft(men, 59) & loser, 59) & empty;
      kings =
          (rotateLeft(rotateLeft(kings, 60) & loser, 60)
                  | rotateLeft(rotateLeft(kings, 59) & loser, 59)
                  | rotateLeft(rotateLeft(kings, 4) & loser, 4)
                  | rotateLeft(rotateLeft(kings, 5) & loser, 5))
              & empty;
      if ((men | kings) == 0) {
        break;
      }
      jumps++;
    }
    return jumps;
  }

  private static long up(long mask) {
    return rotateLeft(mask, 4) | rotateLeft(mask, 5);
  }

  private static long down(long mask) {
    return rotateLeft(mask, 60) | rotateLeft(mask, 59);
  }
}
