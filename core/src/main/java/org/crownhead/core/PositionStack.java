package org.crownhead.core;

/**
 * The positions along one line of play, from a root, one per ply: a search plays a move with {@link
 * #push} and takes it back with {@link #pop}, and asks the position on top what a {@link Position}
 * would answer, without making an object for each position it visits.
 *
 * <p>A search that made a new {@code Position} at every node made some 250 MB of garbage a second,
 * a collection every half second; on the virtual development machines one collection in a few
 * thousand took tens of milliseconds, enough to lose a game on time at 0.05 s a move. Each ply's
 * bitboards are copied from the one below as the move changes them, so a position is the same
 * whatever line led to it; the hash is updated as {@link Position#after} updates it.
 *
 * <p>Not thread-safe: each search thread has its own stack.
 *
 * <pre>{@code
 * PositionStack line = new PositionStack(64);
 * line.reset(Position.initial());
 * MoveList moves = new MoveList();
 * line.generateMoves(moves);
 * line.push(moves.get(0));
 * line.ply(); // 1
 * line.turn(); // WHITE
 * line.position().equals(Position.initial().after(moves.get(0))); // true
 * line.pop();
 * line.hash() == Position.initial().hash(); // true
 * }</pre>
 */
public final class PositionStack {
  private static final int BLACK = 0;
  private static final int WHITE = 1;
  private static final int KINGS = 2;
  private static final int HASH = 3;
  private static final int SLOT = 4;

  /** Each ply's black, white, kings and hash: {@link #SLOT} longs a ply, at these offsets. */
  private final long[] slots;

  private boolean blackAtRoot;
  private int ply;

  /** A stack for lines of up to {@code plies} moves past the root. */
  public PositionStack(int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("plies must not be negative: " + plies);
    }
    slots = new long[(plies + 1) * SLOT];
    reset(Position.initial());
  }

  /** Empties the stack down to {@code root}, which is then on top, at ply 0. */
  public void reset(Position root) {
    ply = 0;
    slots[BLACK] = root.black();
    slots[WHITE] = root.white();
    slots[KINGS] = root.kings();
    slots[HASH] = root.hash();
    blackAtRoot = root.turn() == Colour.BLACK;
  }

  /**
   * Plays a move code of the position on top, as {@link Position#after} does; its position is then
   * on top. The code must come from {@link #generateMoves} of that position.
   *
   * @throws IllegalStateException when the stack is full
   */
  public void push(long code) {
    int top = top();
    int next = top + SLOT;
    if (next == slots.length) {
      throw new IllegalStateException("the stack is full: no room past ply " + ply);
    }
    boolean blackMoves = blackToMove();
    long me = me(blackMoves);
    long opponents = opponents(blackMoves);
    assert MoveCode.isCapture(code) == mustCapture() && (me & 1L << MoveCode.fromBit(code)) != 0
        : "move code not of this position";
    long kings = slots[top + KINGS];
    long moved = MoveCode.moverAfter(me, code);
    long left = opponents & ~MoveCode.captured(code);
    slots[next + BLACK] = blackMoves ? moved : left;
    slots[next + WHITE] = blackMoves ? left : moved;
    slots[next + KINGS] =
        MoveCode.kingsAfter(
            kings, code, blackMoves ? Layout.BLACK_CROWN_ROW : Layout.WHITE_CROWN_ROW);
    slots[next + HASH] = slots[top + HASH] ^ Zobrist.change(code, kings, blackMoves);
    ply++;
  }

  /**
   * Takes back the last move pushed.
   *
   * @throws IllegalStateException at the root
   */
  public void pop() {
    if (ply == 0) {
      throw new IllegalStateException("nothing to take back: the root is on top");
    }
    ply--;
  }

  /** How many moves past the root the position on top is. */
  public int ply() {
    return ply;
  }

  /** The side to move on top. */
  public Colour turn() {
    return blackToMove() ? Colour.BLACK : Colour.WHITE;
  }

  /** The position on top's {@link Position#hash()}. */
  public long hash() {
    return slots[top() + HASH];
  }

  /**
   * The hash of the position {@code at} plies from the root, for {@code at} from 0 to {@link
   * #ply()}: lets an evaluator that keeps work per ply tell whether it still belongs to this line.
   */
  public long hash(int at) {
    return slots[slotOf(at) + HASH];
  }

  /**
   * As {@link Position#bits}, for the position {@code at} plies from the root (0 to {@link
   * #ply()}).
   */
  public int bits(int at, Piece piece) {
    int slot = slotOf(at);
    long pieces = slots[slot + (piece.colour() == Colour.BLACK ? BLACK : WHITE)];
    long kings = slots[slot + KINGS];
    return Layout.squareBits(pieces & (piece.isKing() ? kings : ~kings));
  }

  private int slotOf(int at) {
    if (at < 0 || at > ply) {
      throw new IndexOutOfBoundsException("ply " + at + " is not on the stack (0 to " + ply + ")");
    }
    return at * SLOT;
  }

  /** As {@link Position#hashAfter}, for the position on top. */
  public long hashAfter(long code) {
    return hash() ^ Zobrist.change(code, kings(), blackToMove());
  }

  /** As {@link Position#bits}, for the position on top. */
  public int bits(Piece piece) {
    long pieces = slots[top() + (piece.colour() == Colour.BLACK ? BLACK : WHITE)];
    long kings = kings();
    return Layout.squareBits(pieces & (piece.isKing() ? kings : ~kings));
  }

  /** As {@link Position#generateMoves}, for the position on top. */
  public void generateMoves(MoveList moves) {
    boolean blackMoves = blackToMove();
    moves.generator.generate(me(blackMoves), opponents(blackMoves), kings(), blackMoves);
  }

  /** As {@link Position#mustCapture}, for the position on top. */
  public boolean mustCapture() {
    boolean blackMoves = blackToMove();
    return MoveGenerator.hasCapture(me(blackMoves), opponents(blackMoves), kings(), blackMoves);
  }

  /**
   * True when the side not to move in the position on top could capture, were it its turn: a threat
   * the side to move must answer.
   */
  public boolean threatened() {
    boolean blackMoves = blackToMove();
    return MoveGenerator.hasCapture(opponents(blackMoves), me(blackMoves), kings(), !blackMoves);
  }

  /** As {@link Position#hasLegalMove}, for the position on top. */
  public boolean hasLegalMove() {
    boolean blackMoves = blackToMove();
    return MoveGenerator.hasMove(me(blackMoves), opponents(blackMoves), kings(), blackMoves);
  }

  /** The position on top, as a new {@link Position}. */
  public Position position() {
    int top = top();
    return new Position(slots[top + BLACK], slots[top + WHITE], slots[top + KINGS], turn());
  }

  private boolean blackToMove() {
    return blackAtRoot ^ (ply & 1) != 0;
  }

  /** Where the position on top begins in {@link #slots}. */
  private int top() {
    return ply * SLOT;
  }

  private long kings() {
    return slots[top() + KINGS];
  }

  private long me(boolean blackMoves) {
    return slots[top() + (blackMoves ? BLACK : WHITE)];
  }

  private long opponents(boolean blackMoves) {
    return slots[top() + (blackMoves ? WHITE : BLACK)];
  }
}
