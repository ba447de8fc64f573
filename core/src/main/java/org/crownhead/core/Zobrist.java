package org.crownhead.core;

import java.util.SplittableRandom;

/**
 * Random keys for the position hash: one per piece kind and bit of the {@link Layout}, and one for
 * White to move. The hash of a position is the XOR of the keys of its pieces (and of the turn), so
 * a move updates it by XOR-ing out and in the few keys that change. The seed is fixed so that
 * hashes are the same in every run.
 */
final class Zobrist {
  private Zobrist() {}

  /**
   * The keys in one array, the 64 of each piece kind together in the order of {@link Piece}: the
   * key of a piece on a bit is at {@code 64 * piece.ordinal() + bit}. One flat array spares the
   * search's hottest path an indirection.
   */
  private static final long[] KEYS = new long[Piece.values().length * 64];

  private static final int KING = 64;
  private static final int BLACK = 64 * Piece.BLACK_MAN.ordinal();
  private static final int WHITE = 64 * Piece.WHITE_MAN.ordinal();

  static final long WHITE_TO_MOVE;

  static {
    SplittableRandom random = new SplittableRandom(0x436F726E68656164L);
    for (int i = 0; i < KEYS.length; i++) {
      KEYS[i] = (Layout.BOARD >>> (i & 63) & 1) != 0 ? random.nextLong() : 0;
    }
    WHITE_TO_MOVE = random.nextLong();
    assert 64 * Piece.BLACK_KING.ordinal() == BLACK + KING
        && 64 * Piece.WHITE_KING.ordinal() == WHITE + KING;
  }

  /** The XOR of the keys of every piece of one kind on the mask. */
  static long keys(Piece piece, long mask) {
    int base = 64 * piece.ordinal();
    long hash = 0;
    while (mask != 0) {
      hash ^= KEYS[base + Long.numberOfTrailingZeros(mask)];
      mask &= mask - 1;
    }
    return hash;
  }

  /**
   * The XOR of the keys that a move changes, the turn's included: the hash after the move is the
   * hash before XOR this. {@code kings} are the kings before the move.
   */
  static long change(long code, long kings, boolean blackMoves) {
    int fromBit = MoveCode.fromBit(code);
    int toBit = MoveCode.toBit(code);
    int mine = blackMoves ? BLACK : WHITE;
    int theirs = blackMoves ? WHITE : BLACK;
    boolean king = (kings >>> fromBit & 1) != 0;
    boolean crowns =
        !king
            && (1L << toBit & (blackMoves ? Layout.BLACK_CROWN_ROW : Layout.WHITE_CROWN_ROW)) != 0;
    long change =
        WHITE_TO_MOVE
            ^ KEYS[mine + (king ? KING : 0) + fromBit]
            ^ KEYS[mine + (king || crowns ? KING : 0) + toBit];
    for (long captured = MoveCode.captured(code); captured != 0; captured &= captured - 1) {
      int bit = Long.numberOfTrailingZeros(captured);
      change ^= KEYS[theirs + (int) (kings >>> bit & 1) * KING + bit];
    }
    return change;
  }

  static long hash(long black, long white, long kings, Colour turn) {
    long hash =
        keys(Piece.BLACK_MAN, black & ~kings)
            ^ keys(Piece.BLACK_KING, black & kings)
            ^ keys(Piece.WHITE_MAN, white & ~kings)
            ^ keys(Piece.WHITE_KING, white & kings);
    return turn == Colour.WHITE ? hash ^ WHITE_TO_MOVE : hash;
  }
}
