package org.crownhead.core;

import static java.lang.Long.rotateLeft;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Legal move generation on raw bitboards, for both colours and without allocation.
 *
 * <p>The side to move owns {@code me}, the other side {@code opponents}; {@code kings} marks the
 * kings of both. A step is a rotation of the whole board (see {@link Layout}): Black's men step by
 * +4 and +5, White's by −4 and −5 (rotations by 60 and 59), kings both ways.
 *
 * <p>Rules applied here: capturing is compulsory; a jump sequence continues while the jumping piece
 * can jump again; the captured pieces stay on the board until the move ends (they can be neither
 * jumped twice nor landed on), while the square the piece started from counts as empty; a man never
 * jumps on after reaching the far row, because men jump forward only.
 */
final class MoveGenerator {
  private MoveGenerator() {}

  /** The rotation that steps a man of the given colour forward, first and second diagonal. */
  static int forward1(boolean black) {
    return black ? 4 : 60;
  }

  static int forward2(boolean black) {
    return black ? 5 : 59;
  }

  /**
   * The pieces of the side to move that can jump now; empty exactly when there is no capture. A
   * piece at {@code p} jumps along {@code d} when {@code p+d} holds an opponent and {@code p+2d} is
   * empty, so the jumpers are found by stepping the empty squares and the opponents backwards.
   */
  static long jumpers(long me, long opponents, long kings, boolean black) {
    long empty = ~(me | opponents) & Layout.BOARD;
    int b1 = 64 - forward1(black);
    int b2 = 64 - forward2(black);
    long jumpers =
        (rotateLeft(rotateLeft(empty, b1) & opponents, b1)
                | rotateLeft(rotateLeft(empty, b2) & opponents, b2))
            & me;
    long myKings = me & kings;
    if (myKings != 0) {
      int f1 = 64 - b1;
      int f2 = 64 - b2;
      jumpers |=
          (rotateLeft(rotateLeft(empty, f1) & opponents, f1)
                  | rotateLeft(rotateLeft(empty, f2) & opponents, f2))
              & myKings;
    }
    return jumpers;
  }

  /** True when the side to move has a capture, and therefore must capture. */
  static boolean hasCapture(long me, long opponents, long kings, boolean black) {
    return jumpers(me, opponents, kings, black) != 0;
  }

  /** True when the side has a move that is not a capture (legal or not: a capture may be due). */
  static boolean hasStep(long me, long opponents, long kings, boolean black) {
    long empty = ~(me | opponents) & Layout.BOARD;
    int f1 = forward1(black);
    int f2 = forward2(black);
    long myKings = me & kings;
    return ((rotateLeft(me, f1) | rotateLeft(me, f2)) & empty) != 0
        || ((rotateLeft(myKings, 64 - f1) | rotateLeft(myKings, 64 - f2)) & empty) != 0;
  }

  /** The number of moves when there is no capture: one per empty square a piece can step to. */
  static int countSteps(long me, long opponents, long kings, boolean black) {
    long empty = ~(me | opponents) & Layout.BOARD;
    int f1 = forward1(black);
    int f2 = forward2(black);
    int count =
        Long.bitCount(rotateLeft(me, f1) & empty) + Long.bitCount(rotateLeft(me, f2) & empty);
    long myKings = me & kings;
    if (myKings != 0) {
      count +=
          Long.bitCount(rotateLeft(myKings, 64 - f1) & empty)
              + Long.bitCount(rotateLeft(myKings, 64 - f2) & empty);
    }
    return count;
  }

  /**
   * Adds every legal move to {@code moves}. With {@code allPaths}, a capture reachable by several
   * jump orders is added once per order (the perft convention of Cake and CheckerBoard); without,
   * once.
   */
  static void generate(
      long me, long opponents, long kings, boolean black, boolean allPaths, MoveList moves) {
    long jumpers = jumpers(me, opponents, kings, black);
    if (jumpers != 0) {
      generateCaptures(jumpers, me, opponents, kings, black, allPaths, moves);
    } else {
      generateSteps(me, opponents, kings, black, moves);
    }
  }

  static void generateSteps(long me, long opponents, long kings, boolean black, MoveList moves) {
    long empty = ~(me | opponents) & Layout.BOARD;
    int f1 = forward1(black);
    int f2 = forward2(black);
    addSteps(rotateLeft(me, f1) & empty, f1, moves);
    addSteps(rotateLeft(me, f2) & empty, f2, moves);
    long myKings = me & kings;
    if (myKings != 0) {
      addSteps(rotateLeft(myKings, 64 - f1) & empty, 64 - f1, moves);
      addSteps(rotateLeft(myKings, 64 - f2) & empty, 64 - f2, moves);
    }
  }

  private static void addSteps(long targets, int rotation, MoveList moves) {
    while (targets != 0) {
      int to = Long.numberOfTrailingZeros(targets);
      targets &= targets - 1;
      int from = (to - rotation) & 63;
      moves.add(MoveCode.of(from, to, 0));
    }
  }

  /** Adds the captures of the given {@link #jumpers}, each jump sequence to its end. */
  static void generateCaptures(
      long jumpers,
      long me,
      long opponents,
      long kings,
      boolean black,
      boolean allPaths,
      MoveList moves) {
    long empty = ~(me | opponents) & Layout.BOARD;
    int f1 = forward1(black);
    int f2 = forward2(black);
    long men = jumpers & ~kings;
    while (men != 0) {
      long man = men & -men;
      men ^= man;
      manJumps(Long.numberOfTrailingZeros(man), man, 0, opponents, empty, f1, f2, moves);
    }
    long myKings = jumpers & kings;
    if (myKings == 0) {
      return;
    }
    int start = moves.size;
    while (myKings != 0) {
      long king = myKings & -myKings;
      myKings ^= king;
      // The king's own square is empty while it jumps: it may pass over it again.
      kingJumps(Long.numberOfTrailingZeros(king), king, 0, opponents, empty | king, f1, f2, moves);
    }
    if (!allPaths && moves.size - start > 1) {
      moves.removeDuplicates(start);
    }
  }

  /**
   * Extends a man's jump sequence from {@code at}; adds the move where it must stop. A man jumps
   * forward only, so it can never meet a captured piece or its start square again, and it stops on
   * the far row because no forward jump is left there.
   */
  private static void manJumps(
      int from,
      long at,
      long captured,
      long opponents,
      long empty,
      int f1,
      int f2,
      MoveList moves) {
    long over1 = rotateLeft(at, f1) & opponents;
    long land1 = rotateLeft(over1, f1) & empty;
    long over2 = rotateLeft(at, f2) & opponents;
    long land2 = rotateLeft(over2, f2) & empty;
    if ((land1 | land2) == 0) {
      moves.add(MoveCode.of(from, Long.numberOfTrailingZeros(at), captured));
      return;
    }
    if (land1 != 0) {
      manJumps(from, land1, captured | over1, opponents, empty, f1, f2, moves);
    }
    if (land2 != 0) {
      manJumps(from, land2, captured | over2, opponents, empty, f1, f2, moves);
    }
  }

  /**
   * Extends a king's jump sequence from {@code at}; adds the move where it must stop. Captured
   * pieces stay on the board until the move ends: they cannot be jumped again nor landed on.
   */
  private static void kingJumps(
      int from,
      long at,
      long captured,
      long opponents,
      long empty,
      int f1,
      int f2,
      MoveList moves) {
    long jumpable = opponents & ~captured;
    int b1 = 64 - f1;
    int b2 = 64 - f2;
    long over1 = rotateLeft(at, f1) & jumpable;
    long land1 = rotateLeft(over1, f1) & empty;
    long over2 = rotateLeft(at, f2) & jumpable;
    long land2 = rotateLeft(over2, f2) & empty;
    long over3 = rotateLeft(at, b1) & jumpable;
    long land3 = rotateLeft(over3, b1) & empty;
    long over4 = rotateLeft(at, b2) & jumpable;
    long land4 = rotateLeft(over4, b2) & empty;
    if ((land1 | land2 | land3 | land4) == 0) {
      moves.add(MoveCode.of(from, Long.numberOfTrailingZeros(at), captured));
      return;
    }
    if (land1 != 0) {
      kingJumps(from, land1, captured | over1, opponents, empty, f1, f2, moves);
    }
    if (land2 != 0) {
      kingJumps(from, land2, captured | over2, opponents, empty, f1, f2, moves);
    }
    if (land3 != 0) {
      kingJumps(from, land3, captured | over3, opponents, empty, f1, f2, moves);
    }
    if (land4 != 0) {
      kingJumps(from, land4, captured | over4, opponents, empty, f1, f2, moves);
    }
  }

  /**
   * Every jump path that makes the capture {@code code}, each as the squares landed on from start
   * to end. A capture reached by one order of jumps has one path; a king loop may have several.
   */
  static List<int[]> paths(long me, long opponents, long kings, boolean black, long code) {
    List<int[]> found = new ArrayList<>();
    int from = MoveCode.fromBit(code);
    long piece = 1L << from;
    long empty = ~((me | opponents) ^ piece) & Layout.BOARD;
    int[] path = new int[33];
    path[0] = Layout.square(from);
    tracePaths(
        code,
        piece,
        0,
        (piece & kings) != 0,
        opponents,
        empty,
        forward1(black),
        forward2(black),
        path,
        1,
        found);
    return found;
  }

  private static void tracePaths(
      long code,
      long at,
      long captured,
      boolean king,
      long opponents,
      long empty,
      int f1,
      int f2,
      int[] path,
      int length,
      List<int[]> found) {
    long jumpable = opponents & ~captured;
    boolean extended = false;
    for (int d = 0; d < (king ? 4 : 2); d++) {
      int rotation = d == 0 ? f1 : d == 1 ? f2 : d == 2 ? 64 - f1 : 64 - f2;
      long over = rotateLeft(at, rotation) & jumpable;
      long land = rotateLeft(over, rotation) & empty;
      if (over == 0 || land == 0) {
        continue;
      }
      extended = true;
      if ((over & MoveCode.captured(code)) == 0) {
        continue;
      }
      path[length] = Layout.square(Long.numberOfTrailingZeros(land));
      tracePaths(
          code, land, captured | over, king, opponents, empty, f1, f2, path, length + 1, found);
    }
    if (!extended
        && captured == MoveCode.captured(code)
        && Long.numberOfTrailingZeros(at) == MoveCode.toBit(code)) {
      found.add(Arrays.copyOf(path, length));
    }
  }
}
