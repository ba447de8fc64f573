package org.crownhead.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A position: where every piece stands and whose turn it is. Immutable; playing a move returns a
 * new position.
 *
 * <p>A position knows nothing of how it was reached: the repetition count, the 40-move counter and
 * the game's result live in {@link Game}. Men never stand on their own crowning row (a Black man on
 * 29–32 or a White man on 1–4), and neither side has more than 12 pieces.
 *
 * <pre>{@code
 * Position start = Position.initial();
 * start.legalMoves().size(); // 7
 * Position next = start.play(MoveText.parse(start, "11-15"));
 * next.toFen(); // W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15
 * next.pieceAt(15); // Optional[BLACK_MAN]
 * Integer.toBinaryString(next.bits(Piece.BLACK_MAN)).length(); // 15
 * next.canCapture(Colour.WHITE); // false
 * }</pre>
 */
public final class Position {
  private static final Position INITIAL =
      new Position(range(1, 12), range(21, 32), 0, Colour.BLACK);

  private final long black;
  private final long white;
  private final long kings;
  private final Colour turn;
  private final long hash;

  private Position(long black, long white, long kings, Colour turn, long hash) {
    this.black = black;
    this.white = white;
    this.kings = kings;
    this.turn = turn;
    this.hash = hash;
    assert hash == Zobrist.hash(black, white, kings, turn);
  }

  Position(long black, long white, long kings, Colour turn) {
    this(black, white, kings, turn, Zobrist.hash(black, white, kings, turn));
    check();
  }

  private void check() {
    if ((black & white) != 0
        || ((black | white) & ~Layout.BOARD) != 0
        || (kings & ~(black | white)) != 0) {
      throw new IllegalStateException("inconsistent bitboards");
    }
    long blackMen = black & ~kings;
    long whiteMen = white & ~kings;
    if ((blackMen & Layout.BLACK_CROWN_ROW) != 0) {
      throw new IllegalArgumentException(
          "a Black man cannot stand on square "
              + Layout.lowestSquare(blackMen & Layout.BLACK_CROWN_ROW)
              + " (Black's crowning row)");
    }
    if ((whiteMen & Layout.WHITE_CROWN_ROW) != 0) {
      throw new IllegalArgumentException(
          "a White man cannot stand on square "
              + Layout.lowestSquare(whiteMen & Layout.WHITE_CROWN_ROW)
              + " (White's crowning row)");
    }
    if (Long.bitCount(black) > 12 || Long.bitCount(white) > 12) {
      throw new IllegalArgumentException(
          (Long.bitCount(black) > 12 ? "Black" : "White") + " has more than 12 pieces");
    }
  }

  private static long range(int first, int last) {
    long mask = 0;
    for (int square = first; square <= last; square++) {
      mask |= Layout.mask(square);
    }
    return mask;
  }

  /** The starting position: Black men on 1–12, White men on 21–32, Black to move. */
  public static Position initial() {
    return INITIAL;
  }

  /** An empty board with the given side to move; add pieces with {@link #with}. */
  public static Position empty(Colour turn) {
    return new Position(0, 0, 0, turn);
  }

  /**
   * Reads a position from FEN, tolerantly; see {@link Fen#parse}.
   *
   * @throws MalformedNotationException naming what is wrong and where
   */
  public static Position fromFen(String fen) {
    return Fen.parse(fen);
  }

  /** The canonical FEN of this position; see {@link Fen#format}. */
  public String toFen() {
    return Fen.format(this);
  }

  /** The side to move. */
  public Colour turn() {
    return turn;
  }

  /** The piece on a square 1–32, if any. */
  public Optional<Piece> pieceAt(int square) {
    checkSquare(square);
    long mask = Layout.mask(square);
    if (((black | white) & mask) == 0) {
      return Optional.empty();
    }
    return Optional.of(
        Piece.of((black & mask) != 0 ? Colour.BLACK : Colour.WHITE, (kings & mask) != 0));
  }

  /** The squares holding a given piece, ascending. */
  public List<Integer> squaresOf(Piece piece) {
    long mask =
        (piece.colour() == Colour.BLACK ? black : white) & (piece.isKing() ? kings : ~kings);
    List<Integer> squares = new ArrayList<>();
    while (mask != 0) {
      squares.add(Layout.lowestSquare(mask));
      mask &= mask - 1;
    }
    return Collections.unmodifiableList(squares);
  }

  /** The number of pieces of a colour, men and kings. */
  public int count(Colour colour) {
    return Long.bitCount(colour == Colour.BLACK ? black : white);
  }

  /** The number of a given piece on the board. */
  public int count(Piece piece) {
    long mask =
        (piece.colour() == Colour.BLACK ? black : white) & (piece.isKing() ? kings : ~kings);
    return Long.bitCount(mask);
  }

  /**
   * This position with a piece put on a square (replacing what stood there).
   *
   * @throws IllegalArgumentException for a square outside 1–32, a man on its own crowning row, or a
   *     thirteenth piece of one colour
   */
  public Position with(int square, Piece piece) {
    checkSquare(square);
    long mask = Layout.mask(square);
    long b = black & ~mask;
    long w = white & ~mask;
    long k = kings & ~mask;
    if (piece.colour() == Colour.BLACK) {
      b |= mask;
    } else {
      w |= mask;
    }
    if (piece.isKing()) {
      k |= mask;
    }
    return new Position(b, w, k, turn);
  }

  /** This position with a square emptied. */
  public Position without(int square) {
    checkSquare(square);
    long mask = ~Layout.mask(square);
    return new Position(black & mask, white & mask, kings & mask, turn);
  }

  /** This position with the given side to move. */
  public Position withTurn(Colour colour) {
    return colour == turn ? this : new Position(black, white, kings, colour);
  }

  /**
   * The mirror image: the board turned half round (square s to 33 − s), the colours exchanged and
   * the other side to move. Everything about the game is the same seen from the other side.
   */
  public Position flipped() {
    return new Position(
        Layout.rotate(white), Layout.rotate(black), Layout.rotate(kings), turn.opponent());
  }

  /**
   * Every legal move, once each, in square order (by path): when a capture is possible only
   * captures are listed, each complete to the end of its sequence. Captures differing only in jump
   * order appear once.
   */
  public List<Move> legalMoves() {
    MoveGenerator codes = new MoveGenerator();
    codes.generate(me(), opponents(), kings, turn == Colour.BLACK);
    List<Move> moves = new ArrayList<>(codes.count());
    for (int i = 0; i < codes.count(); i++) {
      moves.add(move(codes.code(i)));
    }
    moves.sort(Position::squareOrder);
    return Collections.unmodifiableList(moves);
  }

  /** Orders moves by their paths, square by square: 9-13 before 9-14 before 10-14. */
  private static int squareOrder(Move a, Move b) {
    int[] x = a.pathArray();
    int[] y = b.pathArray();
    return Arrays.compare(x, y);
  }

  /**
   * Fills {@code moves} with the codes of every legal move, as {@link #legalMoves()} lists them but
   * without making objects (in the generator's order, not square order). For engines.
   */
  public void generateMoves(MoveList moves) {
    moves.generator.generate(me(), opponents(), kings, turn == Colour.BLACK);
  }

  /**
   * The squares holding a given piece as a 32-bit mask: bit {@code s − 1} is set when square {@code
   * s} holds the piece. For evaluation code that works square by square.
   */
  public int bits(Piece piece) {
    long pieces = piece.colour() == Colour.BLACK ? black : white;
    return Layout.squareBits(pieces & (piece.isKing() ? kings : ~kings));
  }

  /** True when the given side, if it were its turn, would have a capture. */
  public boolean canCapture(Colour side) {
    long mine = side == Colour.BLACK ? black : white;
    long theirs = side == Colour.BLACK ? white : black;
    return MoveGenerator.hasCapture(mine, theirs, kings, side == Colour.BLACK);
  }

  /** True when the side to move has a capture and so must capture. */
  public boolean mustCapture() {
    return MoveGenerator.hasCapture(me(), opponents(), kings, turn == Colour.BLACK);
  }

  /** True when the side to move can move; when it cannot, it has lost. */
  public boolean hasLegalMove() {
    return MoveGenerator.hasMove(me(), opponents(), kings, turn == Colour.BLACK);
  }

  /**
   * The position after a legal move of this position.
   *
   * @throws IllegalMoveException if the move is not legal here
   */
  public Position play(Move move) {
    return after(legal(move).code());
  }

  /**
   * The legal move of this position equal to {@code move} (same start, end and captures), as this
   * position sees it: whether it crowns is decided here, and the jump path of {@code move} is kept
   * when it is a path of this position.
   *
   * @throws IllegalMoveException if the move is not legal here
   */
  Move legal(Move move) {
    for (Move candidate : legalMoves()) {
      if (candidate.equals(move)) {
        for (int[] path : paths(candidate)) {
          if (Arrays.equals(path, move.pathArray())) {
            return candidate.withPath(path);
          }
        }
        return candidate;
      }
    }
    throw new IllegalMoveException("move " + move + " is not legal in " + toFen(), move.toString());
  }

  /**
   * The position after a move code of this position, for engines: no legality check beyond
   * assertions, and the hash updated incrementally. The code must come from {@link #generateMoves}
   * of this very position.
   */
  public Position after(long code) {
    assert MoveCode.isCapture(code) == mustCapture() && (me() & 1L << MoveCode.fromBit(code)) != 0
        : "move code not of this position";
    boolean blackMoves = turn == Colour.BLACK;
    long me = MoveCode.moverAfter(me(), code);
    long opponents = opponents() & ~MoveCode.captured(code);
    long newKings =
        MoveCode.kingsAfter(
            kings, code, blackMoves ? Layout.BLACK_CROWN_ROW : Layout.WHITE_CROWN_ROW);
    long newHash = hash ^ Zobrist.change(code, kings, blackMoves);
    Colour other = turn.opponent();
    return blackMoves
        ? new Position(me, opponents, newKings, other, newHash)
        : new Position(opponents, me, newKings, other, newHash);
  }

  /**
   * The {@link #hash()} of the position after a move code of this position, without making that
   * position: for engines that look a move ahead in their tables. The code must come from {@link
   * #generateMoves} of this very position.
   */
  public long hashAfter(long code) {
    return hash ^ Zobrist.change(code, kings, turn == Colour.BLACK);
  }

  /**
   * The {@link Move} of a code generated in this position, with one of its jump paths, for turning
   * an engine's moves into text.
   */
  public Move move(long code) {
    boolean king = (kings & 1L << MoveCode.fromBit(code)) != 0;
    boolean crowns =
        !king
            && (1L << MoveCode.toBit(code)
                    & (turn == Colour.BLACK ? Layout.BLACK_CROWN_ROW : Layout.WHITE_CROWN_ROW))
                != 0;
    int[] path =
        MoveCode.isCapture(code)
            ? MoveGenerator.paths(me(), opponents(), kings, turn == Colour.BLACK, code).get(0)
            : new int[] {
              Layout.square(MoveCode.fromBit(code)), Layout.square(MoveCode.toBit(code))
            };
    return new Move(code, path, crowns);
  }

  /** Every jump path of a capture of this position (one path for a step). */
  List<int[]> paths(Move move) {
    if (!move.isCapture()) {
      return List.of(move.pathArray());
    }
    return MoveGenerator.paths(me(), opponents(), kings, turn == Colour.BLACK, move.code());
  }

  /** A 64-bit hash of the pieces and the turn, updated incrementally as moves are played. */
  public long hash() {
    return hash;
  }

  long black() {
    return black;
  }

  long white() {
    return white;
  }

  long kings() {
    return kings;
  }

  long me() {
    return turn == Colour.BLACK ? black : white;
  }

  long opponents() {
    return turn == Colour.BLACK ? white : black;
  }

  private static void checkSquare(int square) {
    if (square < 1 || square > 32) {
      throw new IllegalArgumentException("no square " + square + ": squares are numbered 1 to 32");
    }
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof Position)) {
      return false;
    }
    Position that = (Position) other;
    return black == that.black && white == that.white && kings == that.kings && turn == that.turn;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /** The canonical FEN. */
  @Override
  public String toString() {
    return toFen();
  }
}
