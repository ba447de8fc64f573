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

  private static final long[][] KEYS = new long[Piece.values().length][64];
  static final long WHITE_TO_MOVE;

  static {
    SplittableRandom random = new SplittableRandom(0x436F726E68656164L);
    for (long[] keys : KEYS) {
      for (int bit = 0; bit < 64; bit++) {
        keys[bit] = (Layout.BOARD >>> bit & 1) != 0 ? random.nextLong() : 0;
      }
    }
    WHITE_TO_MOVE = random.nextLong();
  }

  static long key(Piece piece, int bit) {
    return KEYS[piece.ordinal()][bit];
  }

  /** The XOR of the keys of every piece of one kind on the mask. */
  static long keys(Piece piece, long mask) {
    long[] keys = KEYS[piece.ordinal()];
    long hash = 0;
    while (mask != 0) {
      hash ^= keys[Long.numberOfTrailingZeros(mask)];
      mask &= mask - 1;
    }
    return hash;
  }

  /**
   * What a move changes in the hash: XOR it in to get the hash after the move. {@code kings} are
   * the kings before the move, {@code blackMoves} whether Black plays it.
   */
  static long change(long code, long kings, boolean blackMoves) {
    int fromBit = MoveCode.fromBit(code);
    int toBit = MoveCode.toBit(code);
    long captured = MoveCode.captured(code);
    Colour turn = blackMoves ? Colour.BLACK : Colour.WHITE;
    boolean king = (kings >>> fromBit & 1) != 0;
    boolean crowns =
        !king
            && (1L << toBit & (blackMoves ? Layout.BLACK_CROWN_ROW : Layout.WHITE_CROWN_ROW)) != 0;
    Piece mover = Piece.of(turn, king);
    Piece landed = crowns ? mover.crowned() : mover;
    Colour other = turn.opponent();
    return WHITE_TO_MOVE
        ^ key(mover, fromBit)
        ^ key(landed, toBit)
        ^ keys(Piece.of(other, false), captured & ~kings)
        ^ keys(Piece.of(other, true), captured & kings);
  }

  /** The hash computed from scratch. */
  static long hash(long black, long white, long kings, Colour turn) {
    long hash =
        keys(Piece.BLACK_MAN, black & ~kings)
            ^ keys(Piece.BLACK_KING, black & kings)
            ^ keys(Piece.WHITE_MAN, white & ~kings)
            ^ keys(Piece.WHITE_KING, white & kings);
    return turn == Colour.WHITE ? hash ^ WHITE_TO_MOVE : hash;
  }
}
