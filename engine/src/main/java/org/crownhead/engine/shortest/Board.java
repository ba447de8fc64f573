package org.crownhead.engine.shortest;

import org.crownhead.core.Colour;
import org.crownhead.core.Layout;
import org.crownhead.core.MoveGenerator;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;

/**
 * The moves of the shortest-game search, from the core's {@link MoveGenerator}, on masks in the
 * core's layout ({@link Layout}) with the side to move always seen as Black moving towards square
 * 32. A position is four masks: the mover's men and kings, then the other side's; each generated
 * successor is written already turned half round, so the next mover is again "Black". Captures that
 * differ only in the order of their jumps are one successor whose {@link #paths} counts the orders.
 */
final class Board {
  /** Kings step back by 5 before 4: the order in which the games have always been listed. */
  private final MoveGenerator moves =
      new MoveGenerator(
          MoveGenerator.COUNT_PATHS | MoveGenerator.SUCCESSORS | MoveGenerator.BACK_STEPS_5_FIRST);

  /** Successors: next mover's men, kings, then the other side's men and kings (turned round). */
  long[] men;

  long[] kings;
  long[] otherMen;
  long[] otherKings;

  /** How many jump orders give each successor's move (1 for a step). */
  int[] paths;

  int count;

  /** The four masks of a core position, the side to move seen as Black. */
  static long[] of(Position position) {
    long bm = Layout.fromSquareBits(position.bits(Piece.BLACK_MAN));
    long bk = Layout.fromSquareBits(position.bits(Piece.BLACK_KING));
    long wm = Layout.fromSquareBits(position.bits(Piece.WHITE_MAN));
    long wk = Layout.fromSquareBits(position.bits(Piece.WHITE_KING));
    if (position.turn() == Colour.BLACK) {
      return new long[] {bm, bk, wm, wk};
    }
    return new long[] {Layout.rotate(wm), Layout.rotate(wk), Layout.rotate(bm), Layout.rotate(bk)};
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
      long m = black ? masks[i] : Layout.rotate(masks[i]);
      while (m != 0) {
        long bit = m & -m;
        m ^= bit;
        position = position.with(square(bit), pieces[i]);
      }
    }
    return position;
  }

  /** The square 1–32 of a single bit. */
  static int square(long bit) {
    return Integer.numberOfTrailingZeros(Layout.squareBits(bit)) + 1;
  }

  /** The pieces of the side to move that can jump now. */
  static long jumpers(long men, long kings, long otherMen, long otherKings) {
    return MoveGenerator.jumpers(men | kings, otherMen | otherKings, kings, true);
  }

  /** True when the side to move has a legal move. */
  static boolean hasMove(long men, long kings, long otherMen, long otherKings) {
    return MoveGenerator.hasMove(men | kings, otherMen | otherKings, kings, true);
  }

  /** Generates every legal move of the side to move. */
  void generate(long men, long kings, long otherMen, long otherKings) {
    moves.generate(men | kings, otherMen | otherKings, kings | otherKings, true);
    this.men = moves.men();
    this.kings = moves.kings();
    this.otherMen = moves.otherMen();
    this.otherKings = moves.otherKings();
    paths = moves.paths();
    count = moves.count();
  }

  /** Successor {@code i}'s move in the mover's (unturned) frame: start, end, captured pieces. */
  long from(int i) {
    return moves.from(i);
  }

  long to(int i) {
    return moves.to(i);
  }

  long captured(int i) {
    return moves.captured(i);
  }
}
