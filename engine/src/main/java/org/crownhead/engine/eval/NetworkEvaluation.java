package org.crownhead.engine.eval;

import org.crownhead.core.Colour;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.core.PositionStack;

/**
 * The learned evaluation: a {@link Network} trained on millions of positions of the engine's own
 * games (see {@code org.crownhead.engine.learn.NetworkTrainer}).
 *
 * <p>In the search each thread keeps the network's first layer for every ply of the line it is
 * searching, and brings it up to date lazily: asked to judge a position, it finds the nearest ply
 * below whose sums still belong to the line (checked by the position's hash), and applies the
 * pieces that changed on the way up, ply by ply. Positions next to each other in the tree share all
 * but their last move, so most evaluations add and take off the weights of two or three pieces
 * instead of all of them. A position alone ({@link #evaluate(Position)}) is summed from scratch.
 *
 * <pre>{@code
 * Evaluator network = new NetworkEvaluation();
 * network.evaluate(Position.fromFen("B:W21,22:B1,2,3")) > 50; // true
 * }</pre>
 */
public final class NetworkEvaluation implements Evaluator {
  private static final int LIMIT = 9_999;

  private final Network network;

  /** The evaluation with the shipped network. */
  public NetworkEvaluation() {
    this(Network.standard());
  }

  /** The evaluation with another network. */
  public NetworkEvaluation(Network network) {
    this.network = network;
  }

  @Override
  public int evaluate(Position position) {
    int[] black = new int[network.width()];
    int[] white = new int[network.width()];
    int bm = position.bits(Piece.BLACK_MAN);
    int bk = position.bits(Piece.BLACK_KING);
    int wm = position.bits(Piece.WHITE_MAN);
    int wk = position.bits(Piece.WHITE_KING);
    fill(network, black, white, bm, bk, wm, wk);
    int[] scratch = new int[network.scratchSize()];
    boolean blackToMove = position.turn() == Colour.BLACK;
    return finish(
        network, blackToMove ? black : white, blackToMove ? white : black, scratch, bm, bk, wm, wk);
  }

  @Override
  public Evaluator forThread() {
    return new Incremental(network);
  }

  /** Sums both sides' first layers from scratch. */
  static void fill(Network network, int[] black, int[] white, int bm, int bk, int wm, int wk) {
    network.clear(black);
    network.clear(white);
    change(network, black, white, bm, bk, wm, wk, true);
  }

  /**
   * Adds (or takes off) the pieces of the masks to both sides' sums: in Black's view Black's pieces
   * are ours, on their own squares; in White's view the board is turned half round.
   */
  static void change(
      Network network, int[] black, int[] white, int bm, int bk, int wm, int wk, boolean add) {
    // Black's view: black men 0, black kings 1, white men 2, white kings 3; White's view swaps
    // the colours (kind ^ 2) and turns the squares.
    change(network, black, white, bm, 0, add);
    change(network, black, white, bk, 1, add);
    change(network, black, white, wm, 2, add);
    change(network, black, white, wk, 3, add);
  }

  private static void change(
      Network network, int[] black, int[] white, int mask, int kind, boolean add) {
    for (int m = mask; m != 0; m &= m - 1) {
      int square = Integer.numberOfTrailingZeros(m);
      if (add) {
        network.add(black, Network.input(kind, square));
        network.add(white, Network.input(kind ^ 2, 31 - square));
      } else {
        network.subtract(black, Network.input(kind, square));
        network.subtract(white, Network.input(kind ^ 2, 31 - square));
      }
    }
  }

  /** The score from the sums, kings alone in equal numbers scoring 0 (a draw). */
  static int finish(
      Network network, int[] mover, int[] other, int[] scratch, int bm, int bk, int wm, int wk) {
    if ((bm | wm) == 0 && Integer.bitCount(bk) == Integer.bitCount(wk)) {
      return 0;
    }
    int score = network.score(mover, other, scratch);
    return Math.max(-LIMIT, Math.min(LIMIT, score));
  }

  /** One search thread's evaluator, with the first layer kept ply by ply. */
  private static final class Incremental implements Evaluator {
    private static final int MAX_PLIES = 160;

    private final Network network;
    private final int[][] black = new int[MAX_PLIES][];
    private final int[][] white = new int[MAX_PLIES][];

    /** The hash of the position each ply's sums belong to, or 0. */
    private final long[] owner = new long[MAX_PLIES];

    private final int[] scratch;

    Incremental(Network network) {
      this.network = network;
      for (int i = 0; i < MAX_PLIES; i++) {
        black[i] = new int[network.width()];
        white[i] = new int[network.width()];
      }
      scratch = new int[network.scratchSize()];
    }

    @Override
    public int evaluate(Position position) {
      return new NetworkEvaluation(network).evaluate(position);
    }

    @Override
    public int evaluate(PositionStack line) {
      int top = line.ply();
      if (top >= MAX_PLIES) {
        return evaluate(line.position());
      }
      bring(line, top);
      int bm = line.bits(Piece.BLACK_MAN);
      int bk = line.bits(Piece.BLACK_KING);
      int wm = line.bits(Piece.WHITE_MAN);
      int wk = line.bits(Piece.WHITE_KING);
      boolean blackToMove = line.turn() == Colour.BLACK;
      return finish(
          network,
          blackToMove ? black[top] : white[top],
          blackToMove ? white[top] : black[top],
          scratch,
          bm,
          bk,
          wm,
          wk);
    }

    /** Makes the sums of ply {@code at} belong to the line, from the nearest ply that does. */
    private void bring(PositionStack line, int at) {
      int from = at;
      while (from >= 0 && owner[from] != line.hash(from)) {
        from--;
      }
      if (from < 0) {
        from = 0;
        fill(
            network,
            black[0],
            white[0],
            line.bits(0, Piece.BLACK_MAN),
            line.bits(0, Piece.BLACK_KING),
            line.bits(0, Piece.WHITE_MAN),
            line.bits(0, Piece.WHITE_KING));
        owner[0] = line.hash(0);
      }
      for (int ply = from + 1; ply <= at; ply++) {
        System.arraycopy(black[ply - 1], 0, black[ply], 0, network.width());
        System.arraycopy(white[ply - 1], 0, white[ply], 0, network.width());
        int oldBm = line.bits(ply - 1, Piece.BLACK_MAN);
        int oldBk = line.bits(ply - 1, Piece.BLACK_KING);
        int oldWm = line.bits(ply - 1, Piece.WHITE_MAN);
        int oldWk = line.bits(ply - 1, Piece.WHITE_KING);
        int newBm = line.bits(ply, Piece.BLACK_MAN);
        int newBk = line.bits(ply, Piece.BLACK_KING);
        int newWm = line.bits(ply, Piece.WHITE_MAN);
        int newWk = line.bits(ply, Piece.WHITE_KING);
        change(
            network,
            black[ply],
            white[ply],
            oldBm & ~newBm,
            oldBk & ~newBk,
            oldWm & ~newWm,
            oldWk & ~newWk,
            false);
        change(
            network,
            black[ply],
            white[ply],
            newBm & ~oldBm,
            newBk & ~oldBk,
            newWm & ~oldWm,
            newWk & ~oldWk,
            true);
        owner[ply] = line.hash(ply);
      }
    }
  }
}
