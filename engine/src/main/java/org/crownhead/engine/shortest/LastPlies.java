package org.crownhead.engine.shortest;

import static java.lang.Long.rotateLeft;

import org.crownhead.core.Layout;
import org.crownhead.core.MoveGenerator;

/**
 * Exact tests for the last three plies of a line: can the losing side be left without a legal move
 * after one, two or three more plies? Most lines that reach their last plies cannot end there, and
 * these tests tell so on the bit masks, without generating and turning every successor as {@link
 * Board} does; captures, which are rare, still go through {@link Board}.
 *
 * <p>The quick rejections rest on <em>holes</em>: empty squares that a piece of the loser could
 * step to. A step of the winner fills one square, so it leaves a loser with two holes a move. A
 * capture fills one square too and removes only the pieces it takes, so if the pieces it cannot
 * take have two holes between them, the loser keeps a move. Everything else is decided move by
 * move, exactly.
 *
 * <p>Frames: as in {@link Board}, the masks of a position are seen from the side to move, whose men
 * step up (+4, +5). {@link #inTwoDown} is the one exception: the loser is to move but the masks are
 * the winner's, the loser's men stepping down; it lets the three-ply test skip turning the board.
 * One instance per thread: it keeps its own move lists.
 */
final class LastPlies {
  /** The loser's crowning row in the winner's frame: squares 1–4. */
  private static final long DOWN_CROWN_ROW = 0xFL;

  private final Board winnerCaptures = new Board();
  private final Board loserCaptures = new Board();
  private final Board firstMoves = new Board();

  private static long up(long mask) {
    return rotateLeft(mask, 4) | rotateLeft(mask, 5);
  }

  private static long down(long mask) {
    return rotateLeft(mask, 60) | rotateLeft(mask, 59);
  }

  /**
   * The side to move (the winner, masks in its frame) has a move after which the other side has no
   * legal move.
   */
  boolean inOne(long wm, long wk, long lm, long lk) {
    long loser = lm | lk;
    long winner = wm | wk;
    long empty = ~(loser | winner) & Layout.BOARD;
    // The loser's men step down in this frame.
    long holes = (down(loser) | up(lk)) & empty;
    if (Board.jumpers(wm, wk, lm, lk) != 0) {
      if (Long.bitCount(holes) > 1) {
        long rest = loser & ~takeable(wm, wk, loser, empty | wk);
        if (Long.bitCount((down(rest) | up(rest & lk)) & empty) > 1) {
          return false;
        }
      }
      Board board = winnerCaptures;
      board.generate(wm, wk, lm, lk);
      for (int i = 0; i < board.count; i++) {
        if (!Board.hasMove(board.men[i], board.kings[i], board.otherMen[i], board.otherKings[i])) {
          return true;
        }
      }
      return false;
    }
    int count = Long.bitCount(holes);
    if (count >= 2) {
      return false;
    }
    if (count == 1) {
      // The winner must fill the hole: a man from below it, or a king from any side.
      long from = down(holes) & wm | (down(holes) | up(holes)) & wk;
      for (; from != 0; from &= from - 1) {
        if (leavesNoMove(wm, wk, lm, lk, from & -from, holes, empty)) {
          return true;
        }
      }
      return false;
    }
    // The loser has no step: any winner step that opens no square to it and gives it no jump.
    for (long from = down(empty) & winner | up(empty) & wk; from != 0; from &= from - 1) {
      long start = from & -from;
      long targets = ((wk & start) != 0 ? up(start) | down(start) : up(start)) & empty;
      for (; targets != 0; targets &= targets - 1) {
        if (leavesNoMove(wm, wk, lm, lk, start, targets & -targets, empty)) {
          return true;
        }
      }
    }
    return false;
  }

  /** After the winner's step {@code from}–{@code to} (its frame), the loser has no move. */
  private static boolean leavesNoMove(
      long wm, long wk, long lm, long lk, long from, long to, long empty) {
    long e = empty ^ from ^ to;
    long loser = lm | lk;
    if (((down(loser) | up(lk)) & e) != 0) {
      return false;
    }
    return MoveGenerator.jumpers(loser, lk, (wm | wk) ^ from ^ to, e, false) == 0;
  }

  /**
   * Every piece of the other side that some capture of the side to move (its men jumping up) might
   * take: the jumps are followed as sets of squares, so the answer may hold more, never fewer.
   */
  static long takeable(long men, long kings, long opp, long empty) {
    return follow(men, kings, opp, empty, false) & opp;
  }

  /**
   * The side to move (the loser, masks in its frame) can be left without a legal move after its
   * move and the winner's reply.
   */
  boolean inTwo(long lm, long lk, long wm, long wk) {
    long tm = Layout.rotate(wm);
    long tk = Layout.rotate(wk);
    long lmDown = Layout.rotate(lm);
    long lkDown = Layout.rotate(lk);
    return inTwoDown(tm, tk, lmDown, lkDown, ~(tm | tk | lmDown | lkDown) & Layout.BOARD);
  }

  /**
   * As {@link #inTwo}, with the masks in the winner's frame (the loser's men stepping down) and the
   * empty squares given.
   */
  boolean inTwoDown(long wm, long wk, long lm, long lk, long empty) {
    long winner = wm | wk;
    long loser = lm | lk;
    long jumps = MoveGenerator.jumpers(loser, lk, winner, empty, false);
    if (jumps != 0) {
      // The loser must capture with one of these pieces; the others stay where they are and keep
      // their holes, but for the capture's landing square and the winner's reply.
      if (!capturesLeaveFew(wm, wk, lm, lk, empty, jumps)) {
        return false;
      }
      Board board = loserCaptures;
      board.generate(Layout.rotate(lm), Layout.rotate(lk), Layout.rotate(wm), Layout.rotate(wk));
      for (int i = 0; i < board.count; i++) {
        if (inOne(board.men[i], board.kings[i], board.otherMen[i], board.otherKings[i])) {
          return true;
        }
      }
      return false;
    }
    // The loser's step removes at most two holes (four for a king) and the winner's reply fills one
    // square: the rest must go with pieces the reply captures. No capture, after any step of the
    // loser, can take a piece outside this reach, and such pieces keep their holes.
    long holes = (down(loser) | up(lk)) & empty;
    long steppers = up(empty) & loser | down(empty) & lk;
    long reach = takeable(wm, wk, loser | holes, empty | steppers | wk);
    long out = loser & ~reach;
    if (Long.bitCount((down(out) | up(out & lk)) & empty) > (lk != 0 ? 4 : 2) + 1) {
      return false;
    }
    for (int d = 59; d <= 60; d++) {
      for (long to = rotateLeft(loser, d) & empty; to != 0; to &= to - 1) {
        long end = to & -to;
        if (afterLoserStep(wm, wk, lm, lk, rotateLeft(end, 64 - d), end, empty, reach)) {
          return true;
        }
      }
    }
    if (lk != 0) {
      for (int d = 4; d <= 5; d++) {
        for (long to = rotateLeft(lk, d) & empty; to != 0; to &= to - 1) {
          long end = to & -to;
          if (afterLoserStep(wm, wk, lm, lk, rotateLeft(end, 64 - d), end, empty, reach)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Whether the loser, which must capture with one of {@code jumpers} (winner's frame), might then
   * be left without a move by the winner's reply. The other pieces stay; the capture fills one
   * square (its landing) and the reply one more, so those of them that no reply could capture must
   * have at most two holes between them. False means certainly not.
   */
  private static boolean capturesLeaveFew(
      long wm, long wk, long lm, long lk, long empty, long jumpers) {
    long stay = (lm | lk) & ~jumpers;
    long holes = (down(stay) | up(stay & lk)) & empty;
    if (Long.bitCount(holes) <= 2) {
      return true;
    }
    long winner = wm | wk;
    // Every square the capturing piece may pass or land on, then what the reply might capture:
    // it jumps over loser pieces, wherever they may then be, to squares that may then be empty
    // (any winner piece may have been taken, and the capturing piece has left its square).
    long passed =
        Layout.rotate(
            landings(
                Layout.rotate(lm & jumpers),
                Layout.rotate(lk & jumpers),
                Layout.rotate(winner),
                Layout.rotate(empty | jumpers)));
    long reach = takeable(wm, wk, lm | lk | passed, empty | winner | jumpers);
    long out = stay & ~reach;
    return Long.bitCount((down(out) | up(out & lk)) & empty) <= 2;
  }

  /**
   * Every square a capture of the side to move (its men jumping up) might land on, its last jump or
   * one on the way: the jumps are followed as sets of squares, so the answer may hold more.
   */
  static long landings(long men, long kings, long opp, long empty) {
    return follow(men, kings, opp, empty, true);
  }

  /**
   * Follows every capture of the side to move as sets of squares, jump after jump; gives the
   * squares jumped ({@code landed} false) or the squares landed on ({@code landed} true).
   */
  private static long follow(long men, long kings, long opp, long empty, boolean landed) {
    long jumped = 0;
    long reached = 0;
    long kingsSeen = kings;
    while ((men | kings) != 0) {
      long land4 = rotateLeft(rotateLeft(men, 4) & opp, 4) & empty;
      long land5 = rotateLeft(rotateLeft(men, 5) & opp, 5) & empty;
      jumped |= rotateLeft(land4, 60) | rotateLeft(land5, 59);
      reached |= land4 | land5;
      men = land4 | land5;
      if (kings != 0) {
        long k4 = rotateLeft(rotateLeft(kings, 4) & opp, 4) & empty;
        long k5 = rotateLeft(rotateLeft(kings, 5) & opp, 5) & empty;
        long k60 = rotateLeft(rotateLeft(kings, 60) & opp, 60) & empty;
        long k59 = rotateLeft(rotateLeft(kings, 59) & opp, 59) & empty;
        jumped |= rotateLeft(k4, 60) | rotateLeft(k5, 59) | rotateLeft(k60, 4) | rotateLeft(k59, 5);
        kings = (k4 | k5 | k60 | k59) & ~kingsSeen;
        kingsSeen |= kings;
        reached |= kings;
      }
    }
    return landed ? reached : jumped;
  }

  /**
   * After the loser's step {@code from}–{@code to} (winner's frame), can the reply end the game?
   * {@code reach} holds every loser piece a capture could then take.
   */
  private boolean afterLoserStep(
      long wm, long wk, long lm, long lk, long from, long to, long empty, long reach) {
    lm = MoveGenerator.menAfter(lm, from, to, DOWN_CROWN_ROW);
    lk = MoveGenerator.kingsAfter(lk, from, to, DOWN_CROWN_ROW);
    empty ^= from ^ to;
    // The reply fills one square; pieces it cannot capture must then have no hole but that one.
    long rest = (lm | lk) & ~reach;
    if (Long.bitCount((down(rest) | up(rest & lk)) & empty) > 1) {
      return false;
    }
    return inOne(wm, wk, lm, lk);
  }

  /**
   * The side to move (the winner, masks in its frame) can leave the other side without a legal move
   * after three plies: its move, the loser's, its own.
   */
  boolean inThree(long wm, long wk, long lm, long lk) {
    if (Board.jumpers(wm, wk, lm, lk) != 0) {
      Board board = firstMoves;
      board.generate(wm, wk, lm, lk);
      for (int i = 0; i < board.count; i++) {
        if (inTwo(board.men[i], board.kings[i], board.otherMen[i], board.otherKings[i])) {
          return true;
        }
      }
      return false;
    }
    long winner = wm | wk;
    long empty = ~(winner | lm | lk) & Layout.BOARD;
    if (beyondReach(wm, wk, lm, lk, empty)) {
      return false;
    }
    for (int d = 4; d <= 5; d++) {
      for (long to = rotateLeft(winner, d) & empty; to != 0; to &= to - 1) {
        long end = to & -to;
        if (afterWinnerStep(wm, wk, lm, lk, rotateLeft(end, 64 - d), end, empty)) {
          return true;
        }
      }
    }
    if (wk != 0) {
      for (int d = 59; d <= 60; d++) {
        for (long to = rotateLeft(wk, d) & empty; to != 0; to &= to - 1) {
          long end = to & -to;
          if (afterWinnerStep(wm, wk, lm, lk, rotateLeft(end, 64 - d), end, empty)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * True when, whatever the winner's step, the loser's reply and the winner's capture, the loser
   * keeps a move: each of the three plies removes at most one hole, or two (four for a king) for
   * the loser's move, and a capture removes the holes of pieces it takes, so the pieces that no
   * capture could reach in time keep the rest. Gives no answer (false) when the loser might have to
   * capture.
   */
  private static boolean beyondReach(long wm, long wk, long lm, long lk, long empty) {
    long winner = wm | wk;
    long loser = lm | lk;
    long holes = (down(loser) | up(lk)) & empty;
    int removable = (lk != 0 ? 4 : 2) + 2;
    if (Long.bitCount(holes) <= removable) {
      return false;
    }
    long winnerTargets = (up(winner) | down(wk)) & empty;
    long mayWinner = winner | winnerTargets;
    long mayKings = wk | (up(wk) | down(wk)) & empty | up(wm) & empty & Layout.BLACK_CROWN_ROW;
    long mayEmpty =
        empty | (down(empty) & winner | up(empty) & wk) | (up(empty) & loser | down(empty) & lk);
    if (MoveGenerator.jumpers(loser, lk, mayWinner, mayEmpty, false) != 0) {
      return false;
    }
    long reach = takeable(wm | up(wm) & empty, mayKings, loser | holes, mayEmpty | mayKings);
    long out = loser & ~reach;
    return Long.bitCount((down(out) | up(out & lk)) & empty) > removable;
  }

  private boolean afterWinnerStep(
      long wm, long wk, long lm, long lk, long from, long to, long empty) {
    return inTwoDown(
        MoveGenerator.menAfter(wm, from, to, Layout.BLACK_CROWN_ROW),
        MoveGenerator.kingsAfter(wk, from, to, Layout.BLACK_CROWN_ROW),
        lm,
        lk,
        empty ^ from ^ to);
  }
}
