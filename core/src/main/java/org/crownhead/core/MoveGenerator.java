package org.crownhead.core;

import static java.lang.Long.rotateLeft;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The legal moves of a position on raw masks: Crownhead's one move generator. {@link Position},
 * {@link Perft} and the search (through {@link MoveList}) take their moves from it, and so does the
 * shortest-game prover, with the options it needs. The endgame databases keep their own generator,
 * measured faster for their build, and their tests hold it to this one's {@link #SUCCESSORS}.
 *
 * <p>A position is given from the side to move: {@code me} its pieces, {@code opponents} the other
 * side's, {@code kings} the kings of both, as masks in the core's layout ({@link Layout}); {@code
 * black} says which way the mover's men step: towards square 32 (Black's way) or towards square 1.
 * A step is a rotation of the whole board: Black's men step by +4 and +5, White's by −4 and −5
 * (rotations by 60 and 59), kings both ways.
 *
 * <p>Rules applied here: capturing is compulsory, and any capture may be chosen; a jump sequence
 * continues while the jumping piece can jump again; the captured pieces stay on the board until the
 * move ends (they can be neither jumped twice nor landed on), while the square the piece started
 * from counts as empty; a man that reaches the far row is crowned and the move ends there, because
 * men jump forward only.
 *
 * <p>A generator is made once and reused: {@link #generate} overwrites the results of the last
 * call, kept in arrays that grow when needed, so that nothing is allocated per move. What it keeps
 * is chosen when it is made:
 *
 * <ul>
 *   <li>always each move's {@link #code} ({@link MoveCode}: start, end, captured pieces);
 *   <li>captures that differ only in the order of their jumps (king loops) are listed once, or with
 *       {@link #ALL_PATHS} once per order (perft's convention), or with {@link #COUNT_PATHS} once
 *       with {@link #paths()} counting the orders;
 *   <li>with {@link #SUCCESSORS}, the position after each move in the next mover's frame: the board
 *       turned half round, so that the next mover's men step the way this mover's did ({@link
 *       #men()}, {@link #kings()}, {@link #otherMen()}, {@link #otherKings()});
 *   <li>{@link #BACK_STEPS_5_FIRST} lists a king's backward steps by 5 before those by 4, as the
 *       prover has always listed them (its games come out in that order).
 * </ul>
 *
 * <pre>{@code
 * MoveGenerator moves = new MoveGenerator(MoveGenerator.SUCCESSORS);
 * long blackManOn15 = Layout.fromSquareBits(1 << 14);
 * long whiteMenOn18And26 = Layout.fromSquareBits(1 << 17 | 1 << 25);
 * moves.generate(blackManOn15, whiteMenOn18And26, 0, true);
 * moves.count(); // 1
 * MoveCode.to(moves.code(0)); // 31
 * Layout.squareBits(moves.otherKings()[0]) == 1 << 1; // true
 * }</pre>
 *
 * <p>Black's one move, the capture 15x22x31, crowns the man; the next mover (White) sees the new
 * king on square 2, which is square 31 turned half round.
 */
public final class MoveGenerator {
  /** List a capture once per order of its jumps. */
  public static final int ALL_PATHS = 1;

  /** List a capture once, and count the orders of its jumps in {@link #paths()}. */
  public static final int COUNT_PATHS = 2;

  /** Keep the position after each move, in the next mover's frame, as four masks. */
  public static final int SUCCESSORS = 4;

  /** List a king's backward steps by 5 before its backward steps by 4. */
  public static final int BACK_STEPS_5_FIRST = 16;

  private final boolean allPaths;
  private final boolean countPaths;
  private final boolean successors;
  private final boolean backSteps5First;

  private long[] codes;
  private int[] pathCounts;
  private long[] nextMen;
  private long[] nextKings;
  private long[] nextOtherMen;
  private long[] nextOtherKings;
  private int count;
  private boolean captures;

  /** The position being generated, split by piece, when successors are kept. */
  private long men;

  private long myKings;
  private long theirMen;
  private long theirKings;
  private long crownRow;

  /** A generator that keeps move codes only, each capture once. */
  public MoveGenerator() {
    this(0);
  }

  /** A generator with the given options, a sum of the constants of this class. */
  public MoveGenerator(int options) {
    this(options, 64);
  }

  /** A generator whose arrays first hold {@code size} moves (tests make them grow). */
  MoveGenerator(int options, int size) {
    codes = new long[size];
    allPaths = (options & ALL_PATHS) != 0;
    countPaths = (options & COUNT_PATHS) != 0;
    successors = (options & SUCCESSORS) != 0;
    backSteps5First = (options & BACK_STEPS_5_FIRST) != 0;
    if (allPaths && countPaths) {
      throw new IllegalArgumentException("ALL_PATHS and COUNT_PATHS exclude each other");
    }
    if (countPaths) {
      pathCounts = new int[size];
    }
    if (successors) {
      nextMen = new long[size];
      nextKings = new long[size];
      nextOtherMen = new long[size];
      nextOtherKings = new long[size];
    }
  }

  // --- the results of the last generate

  /** The number of moves found. */
  public int count() {
    return count;
  }

  /** True when the moves found are captures. */
  public boolean captures() {
    return captures;
  }

  /** The {@link MoveCode} of move {@code i}. */
  public long code(int i) {
    return codes[i];
  }

  /** The start of move {@code i}, a one-bit mask in the mover's frame. */
  public long from(int i) {
    return 1L << MoveCode.fromBit(codes[i]);
  }

  /** The end of move {@code i}, a one-bit mask in the mover's frame. */
  public long to(int i) {
    return 1L << MoveCode.toBit(codes[i]);
  }

  /** The pieces move {@code i} captures, in the mover's frame. */
  public long captured(int i) {
    return MoveCode.captured(codes[i]);
  }

  /*
   * The arrays below are the generator's own, indexed by move, valid up to count() and overwritten
   * by the next call: handed out whole, so that the prover reads them as fast as its own.
   */

  /** With {@link #COUNT_PATHS}: how many orders of jumps make each move (1 for a step). */
  public int[] paths() {
    return pathCounts;
  }

  /** With {@link #SUCCESSORS}: the next mover's men after each move, in its frame. */
  public long[] men() {
    return nextMen;
  }

  /** With {@link #SUCCESSORS}: the next mover's kings after each move, in its frame. */
  public long[] kings() {
    return nextKings;
  }

  /** With {@link #SUCCESSORS}: this mover's men after each move, in the next mover's frame. */
  public long[] otherMen() {
    return nextOtherMen;
  }

  /** With {@link #SUCCESSORS}: this mover's kings after each move, in the next mover's frame. */
  public long[] otherKings() {
    return nextOtherKings;
  }

  // --- generation

  /** Finds every legal move of the side to move; the results replace those of the last call. */
  public void generate(long me, long opponents, long kings, boolean black) {
    long jumpers = jumpers(me, opponents, kings, black);
    if (jumpers != 0) {
      generateCaptures(jumpers, me, opponents, kings, black);
    } else {
      generateSteps(me, opponents, kings, black);
    }
  }

  /** Finds the steps, when the side to move has no capture. */
  void generateSteps(long me, long opponents, long kings, boolean black) {
    start(me, opponents, kings, black, false);
    long empty = ~(me | opponents) & Layout.BOARD;
    int f1 = forward1(black);
    int f2 = forward2(black);
    addSteps(rotateLeft(me, f1) & empty, f1);
    addSteps(rotateLeft(me, f2) & empty, f2);
    long myKings = me & kings;
    if (myKings != 0) {
      int b1 = backSteps5First ? 64 - f2 : 64 - f1;
      int b2 = backSteps5First ? 64 - f1 : 64 - f2;
      addSteps(rotateLeft(myKings, b1) & empty, b1);
      addSteps(rotateLeft(myKings, b2) & empty, b2);
    }
  }

  /** Finds the captures of the given {@link #jumpers}, each jump sequence to its end. */
  void generateCaptures(long jumpers, long me, long opponents, long kings, boolean black) {
    start(me, opponents, kings, black, true);
    long empty = ~(me | opponents) & Layout.BOARD;
    int f1 = forward1(black);
    int f2 = forward2(black);
    long men = jumpers & ~kings;
    while (men != 0) {
      long man = men & -men;
      men ^= man;
      manJumps(Long.numberOfTrailingZeros(man), man, 0, opponents, empty, f1, f2);
    }
    long myKings = jumpers & kings;
    while (myKings != 0) {
      long king = myKings & -myKings;
      myKings ^= king;
      // The king's own square is empty while it jumps: it may pass over it again.
      kingJumps(Long.numberOfTrailingZeros(king), king, 0, opponents, empty | king, f1, f2);
    }
  }

  private void start(long me, long opponents, long kings, boolean black, boolean capturing) {
    count = 0;
    captures = capturing;
    if (successors) {
      men = me & ~kings;
      myKings = me & kings;
      theirMen = opponents & ~kings;
      theirKings = opponents & kings;
      crownRow = black ? Layout.BLACK_CROWN_ROW : Layout.WHITE_CROWN_ROW;
    }
  }

  private void addSteps(long targets, int rotation) {
    while (targets != 0) {
      int to = Long.numberOfTrailingZeros(targets);
      targets &= targets - 1;
      add((to - rotation) & 63, to, 0);
    }
  }

  /**
   * Extends a man's jump sequence from {@code at}; adds the move where it must stop. A man jumps
   * forward only, so it can never meet a captured piece or its start square again, and it stops on
   * the far row because no forward jump is left there; no two orders of its jumps take the same
   * pieces.
   */
  private void manJumps(
      int from, long at, long captured, long opponents, long empty, int f1, int f2) {
    long over1 = rotateLeft(at, f1) & opponents;
    long land1 = rotateLeft(over1, f1) & empty;
    long over2 = rotateLeft(at, f2) & opponents;
    long land2 = rotateLeft(over2, f2) & empty;
    if ((land1 | land2) == 0) {
      add(from, Long.numberOfTrailingZeros(at), captured);
      return;
    }
    if (land1 != 0) {
      manJumps(from, land1, captured | over1, opponents, empty, f1, f2);
    }
    if (land2 != 0) {
      manJumps(from, land2, captured | over2, opponents, empty, f1, f2);
    }
  }

  /**
   * Extends a king's jump sequence from {@code at}; adds the move where it must stop. Captured
   * pieces stay on the board until the move ends: they cannot be jumped again nor landed on.
   */
  private void kingJumps(
      int from, long at, long captured, long opponents, long empty, int f1, int f2) {
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
      addKingCapture(from, Long.numberOfTrailingZeros(at), captured);
      return;
    }
    if (land1 != 0) {
      kingJumps(from, land1, captured | over1, opponents, empty, f1, f2);
    }
    if (land2 != 0) {
      kingJumps(from, land2, captured | over2, opponents, empty, f1, f2);
    }
    if (land3 != 0) {
      kingJumps(from, land3, captured | over3, opponents, empty, f1, f2);
    }
    if (land4 != 0) {
      kingJumps(from, land4, captured | over4, opponents, empty, f1, f2);
    }
  }

  /**
   * A king's capture: unless every order is listed, merged with an earlier capture of the same
   * start, end and pieces (a king's captures are listed together, so only those are looked at).
   */
  private void addKingCapture(int from, int to, long captured) {
    if (!allPaths) {
      long code = MoveCode.of(from, to, captured);
      for (int i = count - 1; i >= 0 && MoveCode.fromBit(codes[i]) == from; i--) {
        if (codes[i] == code) {
          if (countPaths) {
            pathCounts[i]++;
          }
          return;
        }
      }
    }
    add(from, to, captured);
  }

  private void add(int from, int to, long captured) {
    int i = count;
    if (i == codes.length) {
      grow();
    }
    codes[i] = MoveCode.of(from, to, captured);
    if (countPaths) {
      pathCounts[i] = 1;
    }
    if (successors) {
      successor(i, 1L << from, 1L << to, captured);
    }
    count = i + 1;
  }

  /** Keeps the position after move {@code i}, turned half round for the next mover. */
  private void successor(int i, long from, long to, long captured) {
    long men = menAfter(this.men, from, to, crownRow);
    long kings = kingsAfter(myKings, from, to, crownRow);
    long otherMen = theirMen & ~captured;
    long otherKings = theirKings & ~captured;
    nextMen[i] = Layout.rotate(otherMen);
    nextKings[i] = Layout.rotate(otherKings);
    nextOtherMen[i] = Layout.rotate(men);
    nextOtherKings[i] = Layout.rotate(kings);
  }

  private void grow() {
    int size = 2 * codes.length;
    codes = Arrays.copyOf(codes, size);
    if (countPaths) {
      pathCounts = Arrays.copyOf(pathCounts, size);
    }
    if (successors) {
      nextMen = Arrays.copyOf(nextMen, size);
      nextKings = Arrays.copyOf(nextKings, size);
      nextOtherMen = Arrays.copyOf(nextOtherMen, size);
      nextOtherKings = Arrays.copyOf(nextOtherKings, size);
    }
  }

  /** Exchanges moves {@code i} and {@code j}: their codes, which is all a plain generator keeps. */
  void swap(int i, int j) {
    assert !(countPaths || successors);
    long code = codes[i];
    codes[i] = codes[j];
    codes[j] = code;
  }

  /** Forgets the moves found. */
  void clear() {
    count = 0;
  }

  // --- questions answered on the masks, without listing moves

  /**
   * The mover's men after one of its pieces goes from {@code from} to {@code to} (one-bit masks): a
   * man that ends on {@code crownRow}, the mover's crowning row, is crowned and leaves the men.
   */
  public static long menAfter(long men, long from, long to, long crownRow) {
    return (men & from) == 0 ? men : men ^ from | to & ~crownRow;
  }

  /**
   * The mover's kings after one of its pieces goes from {@code from} to {@code to}: a king moves,
   * and a man that ends on {@code crownRow} becomes one.
   */
  public static long kingsAfter(long kings, long from, long to, long crownRow) {
    return (kings & from) != 0 ? kings ^ from ^ to : kings | to & crownRow;
  }

  /** The rotation that steps a man of the given colour forward, first and second diagonal. */
  static int forward1(boolean black) {
    return black ? 4 : 60;
  }

  static int forward2(boolean black) {
    return black ? 5 : 59;
  }

  /**
   * The pieces of the side to move that can jump now; empty exactly when there is no capture.
   *
   * <pre>{@code
   * long manOn15 = Layout.fromSquareBits(1 << 14);
   * long manOn18 = Layout.fromSquareBits(1 << 17);
   * MoveGenerator.jumpers(manOn15, manOn18, 0, true) == manOn15; // true
   * }</pre>
   */
  public static long jumpers(long me, long opponents, long kings, boolean black) {
    return jumpers(me, me & kings, opponents, ~(me | opponents) & Layout.BOARD, black);
  }

  /**
   * Which of {@code pieces} could jump a piece of {@code over} to a square of {@code empty}: their
   * men the way {@code black} says, the {@code kings} among them both ways. A piece at {@code p}
   * jumps along {@code d} when {@code p+d} is in {@code over} and {@code p+2d} in {@code empty}, so
   * the jumpers are found by stepping {@code empty} and {@code over} backwards. With masks other
   * than a position's, this answers what-if questions (the prover asks them).
   */
  public static long jumpers(long pieces, long kings, long over, long empty, boolean black) {
    int b1 = 64 - forward1(black);
    int b2 = 64 - forward2(black);
    long jumpers =
        (rotateLeft(rotateLeft(empty, b1) & over, b1)
                | rotateLeft(rotateLeft(empty, b2) & over, b2))
            & pieces;
    if (kings != 0) {
      int f1 = 64 - b1;
      int f2 = 64 - b2;
      jumpers |=
          (rotateLeft(rotateLeft(empty, f1) & over, f1)
                  | rotateLeft(rotateLeft(empty, f2) & over, f2))
              & kings;
    }
    return jumpers;
  }

  /** True when the side to move has a capture, and therefore must capture. */
  public static boolean hasCapture(long me, long opponents, long kings, boolean black) {
    return jumpers(me, opponents, kings, black) != 0;
  }

  /** True when the side has a move that is not a capture (legal or not: a capture may be due). */
  public static boolean hasStep(long me, long opponents, long kings, boolean black) {
    long empty = ~(me | opponents) & Layout.BOARD;
    int f1 = forward1(black);
    int f2 = forward2(black);
    long myKings = me & kings;
    return ((rotateLeft(me, f1) | rotateLeft(me, f2)) & empty) != 0
        || ((rotateLeft(myKings, 64 - f1) | rotateLeft(myKings, 64 - f2)) & empty) != 0;
  }

  /** True when the side to move has a legal move; when it has none, it has lost. */
  public static boolean hasMove(long me, long opponents, long kings, boolean black) {
    // Steps first: most positions have one, and it is the cheaper test.
    return hasStep(me, opponents, kings, black) || hasCapture(me, opponents, kings, black);
  }

  /** The pieces of the side to move that have a step to an empty square (captures ignored). */
  public static long steppers(long me, long opponents, long kings, boolean black) {
    long empty = ~(me | opponents) & Layout.BOARD;
    int b1 = 64 - forward1(black);
    int b2 = 64 - forward2(black);
    long steppers = (rotateLeft(empty, b1) | rotateLeft(empty, b2)) & me;
    long myKings = me & kings;
    if (myKings != 0) {
      steppers |= (rotateLeft(empty, 64 - b1) | rotateLeft(empty, 64 - b2)) & myKings;
    }
    return steppers;
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

  // --- jump paths, for move text

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
