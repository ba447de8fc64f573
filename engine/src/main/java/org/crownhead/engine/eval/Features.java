package org.crownhead.engine.eval;

import org.crownhead.core.Colour;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;

/**
 * The features of {@link StandardEvaluation}: what it sees in a position, as counts that the
 * weights multiply. The evaluation is the dot product of these counts with the weights, so the
 * tuner can fit the weights by linear regression on the same counts.
 *
 * <p>Each side is looked at from its own point of view, as if it were Black moving towards squares
 * 29–32: White's masks are turned half round ({@link Integer#reverse}, square {@code s} to {@code
 * 33 − s}). A side's counts are added for the side to move and subtracted for the other, so the
 * colour-flipped position scores exactly the same. A few features belong to the position as a whole
 * (who is ahead, who has "the move") and are counted once, for the side to move.
 *
 * <p>Masks here use the evaluation's square bits: bit {@code s − 1} is square {@code s}. Rows are 0
 * (squares 1–4) to 7 (squares 29–32); in even rows square {@code 4r + i + 1} is on column {@code 2i
 * + 1}, in odd rows on column {@code 2i}.
 *
 * <p>Holds no state; thread-safe.
 */
final class Features {
  private Features() {}

  // ---- Feature indices -------------------------------------------------------------------------

  static final int MAN = 0;
  static final int KING = 1;

  /** Men by square 1–28 in the side's own view (a man never stands on its crowning row). */
  static final int MAN_SQUARE = 2;

  /** Kings by square, squares s and 33 − s sharing one weight: 16 entries. */
  static final int KING_SQUARE = MAN_SQUARE + 28;

  /**
   * The men on the side's own back rank (squares 1–4), as a 4-bit pattern, while the opponent still
   * has men to crown.
   */
  static final int BACK_RANK = KING_SQUARE + 16;

  /** Men that nothing can stop from crowning, by rows still to go (1–7). */
  static final int RUNAWAY = BACK_RANK + 16;

  /** Moves of men and of kings (to an empty square). */
  static final int MAN_MOBILITY = RUNAWAY + 7;

  static final int KING_MOBILITY = MAN_MOBILITY + 1;

  /** Men with no empty square in front of them. */
  static final int BLOCKED_MEN = KING_MOBILITY + 1;

  /** Kings that cannot move at all. */
  static final int TRAPPED_KINGS = BLOCKED_MEN + 1;

  /** The difference between the men on the left and on the right half of the board. */
  static final int IMBALANCE = TRAPPED_KINGS + 1;

  /** The centre squares 14, 15, 18, 19 that the side holds or can step onto. */
  static final int CENTRE = IMBALANCE + 1;

  /** Kings while the opponent has no king. */
  static final int KINGS_AGAINST_MEN = CENTRE + 1;

  /** Kings in a double corner (1, 5, 28, 32) for the side with fewer pieces. */
  static final int DOUBLE_CORNER_REFUGE = KINGS_AGAINST_MEN + 1;

  /**
   * Whole position: the lead in pieces, growing as pieces come off (trading down when ahead):
   * {@code round(2 · lead · (24 − pieces) / pieces)}, 0 in the opening, 20 for three pieces against
   * one.
   */
  static final int TRADE_DOWN = DOUBLE_CORNER_REFUGE + 1;

  /** Whole position, even material: +1 when the side to move has "the move", −1 when not. */
  static final int THE_MOVE = TRADE_DOWN + 1;

  /**
   * Whole position, seen from the side to move: for each pair of neighbouring rows (rows 0–1 to
   * rows 6–7), what stands on its eight squares, each empty, the side to move's piece or the other
   * side's. A table of {@link #PATTERNS_PER_REGION} entries a region, the index in base 3 with the
   * row's first square as the lowest digit.
   */
  static final int PATTERN = THE_MOVE + 1;

  /** The regions of {@link #PATTERN}: rows 0–1, 1–2, ..., 6–7. */
  static final int REGIONS = 7;

  /** Three states on eight squares. */
  static final int PATTERNS_PER_REGION = 6561;

  /**
   * Whole position, seen from the side to move: for each block of four rows by four columns (rows
   * 0–3 to rows 4–7, on the left or the right half of the board), what stands on its eight squares,
   * as {@link #PATTERN} does for pairs of rows. The index in base 3, the block's lowest row first
   * and in each row its first square first.
   */
  static final int BLOCK = PATTERN + REGIONS * PATTERNS_PER_REGION;

  /** The blocks of {@link #BLOCK}: five on the left half, then five on the right. */
  static final int BLOCKS = 10;

  /** The number of features. */
  static final int COUNT = BLOCK + BLOCKS * PATTERNS_PER_REGION;

  /** The phase of a position: the pieces on the board, 0–24 (24 = the opening). */
  static final int MAX_PHASE = 24;

  // ---- Square geometry
  // ---------------------------------------------------------------------------

  /** Rows 0, 2, 4, 6 and rows 1, 3, 5, 7. */
  private static final int EVEN_ROWS = 0x0F0F0F0F;

  private static final int ODD_ROWS = 0xF0F0F0F0;

  /** The first and the last square of each row. */
  private static final int FIRST_IN_ROW = 0x11111111;

  private static final int LAST_IN_ROW = 0x88888888;

  /** Left half of the board (columns 0–3): the first two squares of each row. */
  private static final int LEFT = 0x33333333;

  private static final int RIGHT = 0xCCCCCCCC;
  private static final int BACK_ROW = 0xF;
  private static final int CENTRE_SQUARES = bit(14) | bit(15) | bit(18) | bit(19);
  private static final int DOUBLE_CORNERS = bit(1) | bit(5) | bit(28) | bit(32);

  /** Black's "system": rows 1, 3, 5, 7 (squares 5–8, 13–16, 21–24, 29–32). */
  private static final int SYSTEM = ODD_ROWS;

  /**
   * For a man on square s (bit s − 1): the squares ahead of it that an opposing piece must stand on
   * to stop it crowning, a widening cone one column wider than the man's own reach on each side.
   */
  private static final int[] CONE = new int[32];

  /** For a 4-bit row of pieces: the row in base 3, each piece a 1. */
  private static final int[] TERNARY = new int[16];

  /** The trade-down count by the side to move's pieces and the other side's. */
  private static final int[][] TRADE = new int[25][25];

  static {
    for (int bits = 0; bits < 16; bits++) {
      for (int i = 0, digit = 1; i < 4; i++, digit *= 3) {
        TERNARY[bits] += (bits >> i & 1) * digit;
      }
    }
    for (int mine = 0; mine <= 24; mine++) {
      for (int theirs = 0; mine + theirs <= 24; theirs++) {
        int total = mine + theirs;
        int lead = mine - theirs;
        TRADE[mine][theirs] =
            total == 0
                ? 0
                : Integer.signum(lead)
                    * (int) Math.round(2.0 * Math.abs(lead) * (24 - total) / total);
      }
    }
    for (int from = 1; from <= 28; from++) {
      int cone = 0;
      for (int to = from + 1; to <= 32; to++) {
        int rows = row(to) - row(from);
        if (rows > 0 && Math.abs(column(to) - column(from)) <= rows + 1) {
          cone |= bit(to);
        }
      }
      CONE[from - 1] = cone;
    }
  }

  /** The king square feature of a king on bit {@code index} (squares s and 33 − s share one). */
  static int kingSquare(int index) {
    return KING_SQUARE + Math.min(index, 31 - index);
  }

  static int bit(int square) {
    return 1 << (square - 1);
  }

  static int row(int square) {
    return (square - 1) / 4;
  }

  static int column(int square) {
    int row = row(square);
    int index = (square - 1) % 4;
    return row % 2 == 0 ? 2 * index + 1 : 2 * index;
  }

  /** One step towards row 7 and column − 1, for every piece of the mask. */
  static int upLeft(int m) {
    return (m & EVEN_ROWS) << 4 | (m & ODD_ROWS & ~FIRST_IN_ROW) << 3;
  }

  /** One step towards row 7 and column + 1. */
  static int upRight(int m) {
    return (m & EVEN_ROWS & ~LAST_IN_ROW) << 5 | (m & ODD_ROWS) << 4;
  }

  /** One step towards row 0 and column − 1. */
  static int downLeft(int m) {
    return (m & ODD_ROWS & ~FIRST_IN_ROW) >>> 5 | (m & EVEN_ROWS) >>> 4;
  }

  /** One step towards row 0 and column + 1. */
  static int downRight(int m) {
    return (m & ODD_ROWS) >>> 4 | (m & EVEN_ROWS & ~LAST_IN_ROW) >>> 3;
  }

  // ---- Extraction
  // --------------------------------------------------------------------------------

  /**
   * Adds up {@code sink}'s terms for every feature of a position, for the side to move, and returns
   * the sum.
   */
  static long extract(Position position, FeatureSink sink) {
    return extract(
        position.bits(Piece.BLACK_MAN),
        position.bits(Piece.BLACK_KING),
        position.bits(Piece.WHITE_MAN),
        position.bits(Piece.WHITE_KING),
        position.turn() == Colour.BLACK,
        sink);
  }

  /** The same from the pieces' masks ({@link Position#bits}) and the side to move. */
  static long extract(
      int blackMen,
      int blackKings,
      int whiteMen,
      int whiteKings,
      boolean blackToMove,
      FeatureSink sink) {
    int bm = blackMen;
    int bk = blackKings;
    int wm = Integer.reverse(whiteMen);
    int wk = Integer.reverse(whiteKings);
    // Each side's view: its own men moving up, the other side's pieces turned half round too.
    int myMen = blackToMove ? bm : wm;
    int myKings = blackToMove ? bk : wk;
    int theirMen = blackToMove ? wm : bm;
    int theirKings = blackToMove ? wk : bk;
    long sum =
        side(myMen, myKings, Integer.reverse(theirMen), Integer.reverse(theirKings), 1, sink);
    sum += side(theirMen, theirKings, Integer.reverse(myMen), Integer.reverse(myKings), -1, sink);

    int mine = Integer.bitCount(myMen | myKings);
    int theirs = Integer.bitCount(theirMen | theirKings);
    int total = mine + theirs;
    if (mine != theirs) {
      sum += sink.term(TRADE_DOWN, TRADE[mine][theirs]);
    } else if (total > 0) {
      // Even material: count the pieces on the side to move's system squares (seen from its own
      // side); an odd count means it has the move.
      int all = myMen | myKings | Integer.reverse(theirMen | theirKings);
      sum += sink.term(THE_MOVE, (Integer.bitCount(all & SYSTEM) & 1) == 1 ? 1 : -1);
    }
    return sum + patterns(myMen | myKings, Integer.reverse(theirMen | theirKings), sink);
  }

  /**
   * The {@link #PATTERN} and {@link #BLOCK} terms, from the side to move's pieces {@code mine} and
   * the other side's {@code theirs}, both in the side to move's view.
   */
  private static long patterns(int mine, int theirs, FeatureSink sink) {
    long sum = 0;
    // Each row's four squares in base 3; its first two squares (the left half) are its value
    // modulo 9, its last two the value divided by 9. The blocks' indices are built a row at a time.
    int below = ternaryRow(mine, theirs, 0);
    int left = below % 9;
    int right = below / 9;
    int digit = 9;
    for (int row = 1; row < 8; row++) {
      int above = ternaryRow(mine, theirs, row);
      sum += sink.term(PATTERN + (row - 1) * PATTERNS_PER_REGION + below + 81 * above, 1);
      if (row < 4) {
        left += digit * (above % 9);
        right += digit * (above / 9);
        digit *= 9;
      } else {
        left = left / 9 + 729 * (above % 9);
        right = right / 9 + 729 * (above / 9);
      }
      if (row >= 3) {
        int first = row - 3;
        sum += sink.term(BLOCK + first * PATTERNS_PER_REGION + left, 1);
        sum += sink.term(BLOCK + (5 + first) * PATTERNS_PER_REGION + right, 1);
      }
      below = above;
    }
    return sum;
  }

  /** The four squares of a row in base 3: 0 empty, 1 the side to move's, 2 the other side's. */
  private static int ternaryRow(int mine, int theirs, int row) {
    int shift = 4 * row;
    return TERNARY[mine >>> shift & 0xF] + 2 * TERNARY[theirs >>> shift & 0xF];
  }

  /** The name of a {@link #BLOCK} feature: its rows (1–8) and half, then each square. */
  private static String blockName(int feature) {
    int block = (feature - BLOCK) / PATTERNS_PER_REGION;
    int first = block % 5;
    return arrangement(
        "block.rows" + (first + 1) + "-" + (first + 4) + (block < 5 ? ".left." : ".right."),
        (feature - BLOCK) % PATTERNS_PER_REGION);
  }

  /** The name of a {@link #PATTERN} feature: its rows (1–8), then each square. */
  private static String patternName(int feature) {
    int region = (feature - PATTERN) / PATTERNS_PER_REGION;
    return arrangement(
        "pattern.rows" + (region + 1) + "-" + (region + 2) + ".",
        (feature - PATTERN) % PATTERNS_PER_REGION);
  }

  /** {@code prefix}, then each square of an arrangement's index: m, t or a dot (empty). */
  private static String arrangement(String prefix, int index) {
    StringBuilder name = new StringBuilder(prefix);
    for (int i = 0; i < 8; i++, index /= 3) {
      name.append(".mt".charAt(index % 3));
    }
    return name.toString();
  }

  /**
   * The terms of one side, seen from that side (moving towards row 7), times {@code sign}: {@code
   * men}, {@code kings} its pieces, {@code enemyMen}, {@code enemyKings} the opponent's pieces in
   * the same view.
   */
  private static long side(
      int men, int kings, int enemyMen, int enemyKings, int sign, FeatureSink sink) {
    long sum = 0;
    int mine = men | kings;
    int enemies = enemyMen | enemyKings;
    int empty = ~(mine | enemies);
    int manCount = Integer.bitCount(men);
    int kingCount = Integer.bitCount(kings);

    // Terms are added even when their count is 0: cheaper than a branch.
    sum += sink.term(MAN, sign * manCount);
    sum += sink.term(KING, sign * kingCount);

    sum += sink.men(men, sign);
    sum += sink.kings(kings, sign);
    for (int rest = men; rest != 0; rest &= rest - 1) {
      int index = Integer.numberOfTrailingZeros(rest);
      if ((CONE[index] & enemies) == 0) {
        sum += sink.term(RUNAWAY + 6 - index / 4, sign);
      }
    }

    if (enemyMen != 0) {
      sum += sink.term(BACK_RANK + (men & BACK_ROW), sign);
    }

    int manMoves = Integer.bitCount(upLeft(men) & empty) + Integer.bitCount(upRight(men) & empty);
    sum += sink.term(MAN_MOBILITY, sign * manMoves);
    int blocked = men & ~(downRight(empty) | downLeft(empty));
    sum += sink.term(BLOCKED_MEN, sign * Integer.bitCount(blocked));
    if (kings != 0) {
      int up = upLeft(empty) | upRight(empty);
      int down = downLeft(empty) | downRight(empty);
      int kingMoves =
          Integer.bitCount(upLeft(kings) & empty)
              + Integer.bitCount(upRight(kings) & empty)
              + Integer.bitCount(downLeft(kings) & empty)
              + Integer.bitCount(downRight(kings) & empty);
      sum += sink.term(KING_MOBILITY, sign * kingMoves);
      // A king can move when an empty square is next to it: it lies below or above one.
      int trapped = kings & ~(up | down);
      if (trapped != 0) {
        sum += sink.term(TRAPPED_KINGS, sign * Integer.bitCount(trapped));
      }
      if (enemyKings == 0) {
        sum += sink.term(KINGS_AGAINST_MEN, sign * kingCount);
      }
      int refuge = kings & DOUBLE_CORNERS;
      if (refuge != 0 && manCount + kingCount < Integer.bitCount(enemies)) {
        sum += sink.term(DOUBLE_CORNER_REFUGE, sign * Integer.bitCount(refuge));
      }
    }

    int imbalance = Math.abs(Integer.bitCount(men & LEFT) - Integer.bitCount(men & RIGHT));
    sum += sink.term(IMBALANCE, sign * imbalance);

    int reach = mine | upLeft(mine) | upRight(mine) | downLeft(kings) | downRight(kings);
    int centre = Integer.bitCount(reach & CENTRE_SQUARES & (empty | mine));
    sum += sink.term(CENTRE, sign * centre);
    return sum;
  }

  // ---- Names
  // -------------------------------------------------------------------------------------

  /** The name of each feature, as the weights file writes it. */
  static String name(int feature) {
    if (feature < 0 || feature >= COUNT) {
      throw new IllegalArgumentException("no feature " + feature);
    }
    if (feature >= MAN_SQUARE && feature < KING_SQUARE) {
      return "man.square." + (feature - MAN_SQUARE + 1);
    }
    if (feature >= KING_SQUARE && feature < BACK_RANK) {
      int square = feature - KING_SQUARE + 1;
      return "king.square." + square + "+" + (33 - square);
    }
    if (feature >= BACK_RANK && feature < RUNAWAY) {
      int pattern = feature - BACK_RANK;
      StringBuilder squares = new StringBuilder();
      for (int square = 1; square <= 4; square++) {
        if ((pattern & bit(square)) != 0) {
          squares.append(squares.length() == 0 ? "" : "+").append(square);
        }
      }
      return "back-rank." + (pattern == 0 ? "empty" : squares);
    }
    if (feature >= BLOCK) {
      return blockName(feature);
    }
    if (feature >= PATTERN) {
      return patternName(feature);
    }
    if (feature >= RUNAWAY && feature < MAN_MOBILITY) {
      return "runaway." + (feature - RUNAWAY + 1);
    }
    switch (feature) {
      case MAN:
        return "man";
      case KING:
        return "king";
      case MAN_MOBILITY:
        return "mobility.men";
      case KING_MOBILITY:
        return "mobility.kings";
      case BLOCKED_MEN:
        return "blocked-men";
      case TRAPPED_KINGS:
        return "trapped-kings";
      case IMBALANCE:
        return "imbalance";
      case CENTRE:
        return "centre";
      case KINGS_AGAINST_MEN:
        return "kings-against-men";
      case DOUBLE_CORNER_REFUGE:
        return "double-corner-refuge";
      case TRADE_DOWN:
        return "trade-down";
      case THE_MOVE:
        return "the-move";
      default:
        throw new AssertionError(feature);
    }
  }
}
