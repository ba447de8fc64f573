package org.crownhead.engine.search;

import static org.crownhead.engine.search.TranspositionTable.EXACT;
import static org.crownhead.engine.search.TranspositionTable.LOWER;
import static org.crownhead.engine.search.TranspositionTable.NO_MOVE;
import static org.crownhead.engine.search.TranspositionTable.UPPER;

import org.crownhead.core.Colour;
import org.crownhead.core.MoveCode;
import org.crownhead.core.MoveList;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.core.PositionStack;
import org.crownhead.engine.Score;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.eval.Evaluator;

/**
 * One search thread: iterative deepening over principal variation search, with its own move lists,
 * killer moves and history, sharing the transposition table with the other threads.
 *
 * <p>Not thread-safe: each thread has its own worker. Holds no position beyond the current search.
 */
final class Worker {
  static final int MAX_PLY = 128;
  private static final int INFINITY = Score.WIN + 1;
  private static final int CHECK_EVERY = 1024;

  /**
   * Late-move reductions: a quiet move (not a killer, not crowning) at this place in the move order
   * or later (counting from 0), where three plies or more remain, is first searched a ply less
   * deep, and again at full depth if it beats alpha.
   */
  private static final int REDUCE_FROM = 2;

  /** From this place in the move order on, where five plies or more remain, two plies less. */
  private static final int REDUCE_MORE_FROM = 5;

  /** The most plies one node truncates (see {@link #truncateBeyond}). */
  private static final int TRUNCATE_MOST = 2;

  /** The least depth at which the moves' positions are looked up in the table before searching. */
  private static final int ETC_FROM = 4;

  /**
   * The evaluation cache's size in entries, a power of two. The evaluation depends on the position
   * alone, and the same leaves recur from one iteration to the next, so a small table of recent
   * scores spares many evaluations.
   */
  private static final int EVAL_CACHE_ENTRIES = 1 << 15;

  private final TranspositionTable table;
  private final Evaluator evaluator;

  /**
   * Recent evaluations: each entry is the position's hash with its low 16 bits, which hold the
   * entry's index, replaced by the score: evaluations lie well inside ±10,000, so 16 bits hold
   * them.
   */
  private final long[] evalCache = new long[EVAL_CACHE_ENTRIES];

  private Clock clock;

  /**
   * Truncation by the evaluation, in points (a man is 100); 0, the default, turns it off. Off the
   * principal variation, a quiet position whose evaluation lies this far or more outside the window
   * is searched a ply less deep, two plies from twice as far. The plies cut are remembered down the
   * line and given back as soon as a position's evaluation comes inside that distance again, so a
   * line that turns out close is searched at its full depth.
   */
  private int truncateBeyond;

  private int captureSight;

  /**
   * How many quiet plies one quiescence search may play to answer a threat (0: none): a quiet
   * position in which the side not to move could capture is not judged as it stands while its
   * evaluation lies near the window, but each of its moves is searched on, so that the threatened
   * side finds its defence or the loss shows.
   */
  private int threatPlies;

  /**
   * How many quiet plies one quiescence search may spend on shots (0: none): in a quiet,
   * unthreatened position whose evaluation lies a little below the window, the side to move also
   * tries each move that offers material (a shot begins with one), keeping the evaluation if none
   * does better.
   */
  private int shotPlies;

  /** How far below the window a quiet position still looks for a shot. */
  private static final int SHOT_BELOW = 150;

  /** A threatened position this far above the window stands: losing a man leaves it above. */
  private static final int THREAT_ABOVE = 200;

  /** A threatened position this far below the window stands: the threat only lowers it further. */
  private static final int THREAT_BELOW = 60;

  private EndgameDatabase endgames = EndgameDatabase.NONE;
  private int endgamePieces;

  /** The positions of the line being searched: the search makes no object as it goes. */
  private final PositionStack line = new PositionStack(MAX_PLY + 1);

  private final MoveList[] moves = new MoveList[MAX_PLY + 1];
  private final long[][] orderKeys = new long[MAX_PLY + 1][];
  private final long[][] killers = new long[MAX_PLY + 1][2];

  /** History of quiet moves that caused cut-offs, by colour, start and end square. */
  private final int[][][] history = new int[2][33][33];

  private final long[][] pv = new long[MAX_PLY + 1][MAX_PLY + 1];
  private final int[] pvLength = new int[MAX_PLY + 1];

  /** Hashes of the game's positions since the last irreversible move, then of the search path. */
  private final long[] path = new long[MAX_PLY + 256];

  private int pathBase;
  private long nodes;
  private int selectiveDepth;
  private boolean stopped;

  Worker(TranspositionTable table, Evaluator evaluator) {
    this.table = table;
    this.evaluator = evaluator.forThread();
    for (int ply = 0; ply <= MAX_PLY; ply++) {
      moves[ply] = new MoveList();
      orderKeys[ply] = new long[64];
    }
  }

  /** Forgets move-ordering statistics (a new game). */
  void clearHistory() {
    for (int[][] side : history) {
      for (int[] row : side) {
        java.util.Arrays.fill(row, 0);
      }
    }
    for (long[] pair : killers) {
      pair[0] = 0;
      pair[1] = 0;
    }
  }

  long nodes() {
    return nodes;
  }

  int selectiveDepth() {
    return selectiveDepth;
  }

  boolean stopped() {
    return stopped;
  }

  /** The principal variation of the last completed root search, as move codes from the root. */
  long[] principalVariation() {
    return java.util.Arrays.copyOf(pv[0], pvLength[0]);
  }

  /**
   * Prepares for a search: {@code earlier} holds the hashes of the positions before the root back
   * to the last irreversible move, oldest first; {@code captureSight} limits how many plies of
   * captures are followed past the horizon (0: all); {@code clock} says when to stop; {@code
   * endgames} are probed at every position within their range where no capture is pending; lines
   * whose evaluation lies {@code truncateBeyond} points or more outside the window are truncated
   * (0: none); {@code threatPlies} quiet plies may answer a threat past the horizon (see {@link
   * #threatPlies}) and {@code shotPlies} may try shots (see {@link #shotPlies}).
   */
  void start(
      long[] earlier,
      int captureSight,
      Clock clock,
      EndgameDatabase endgames,
      int truncateBeyond,
      int threatPlies,
      int shotPlies) {
    this.truncateBeyond = truncateBeyond;
    this.threatPlies = threatPlies;
    this.shotPlies = shotPlies;
    this.endgames = endgames;
    this.endgamePieces = endgames.maxPieces();
    this.captureSight = captureSight == 0 ? MAX_PLY : captureSight;
    this.clock = clock;
    int keep = Math.min(earlier.length, 255);
    System.arraycopy(earlier, earlier.length - keep, path, 0, keep);
    pathBase = keep;
    nodes = 0;
    selectiveDepth = 0;
    stopped = false;
  }

  /**
   * Searches the root to a depth within a window and returns the score; the best line is in {@link
   * #principalVariation()}. {@code quiet} and {@code reversible} count the plies before the root
   * since the last capture or crowning, and since the last capture or man move.
   */
  int searchRoot(Position root, int depth, int alpha, int beta, int quiet, int reversible) {
    line.reset(root);
    return search(depth, alpha, beta, 0, quiet, reversible, true, 0);
  }

  /**
   * Searches the position on top of {@link #line}, which is {@code ply} moves from the root; {@code
   * truncated} plies were cut from the line's depth by the evaluation (see {@link
   * #truncateBeyond}).
   */
  private int search(
      int depth,
      int alpha,
      int beta,
      int ply,
      int quiet,
      int reversible,
      boolean pvNode,
      int truncated) {
    pvLength[ply] = ply;
    if (depth <= 0) {
      return quiesce(alpha, beta, ply, 0, quiet, threatPlies, shotPlies);
    }
    if (++nodes % CHECK_EVERY == 0 && clock.mustStop(nodes)) {
      stopped = true;
    }
    if (stopped) {
      return 0;
    }
    if (ply > selectiveDepth) {
      selectiveDepth = ply;
    }
    long key = line.hash();
    path[pathBase + ply] = key;
    if (ply > 0) {
      if (quiet >= 80 || repeats(ply, reversible)) {
        return Score.DRAW;
      }
      // A win can be no quicker than the next ply; prune what cannot beat that.
      alpha = Math.max(alpha, -Score.WIN + ply);
      beta = Math.min(beta, Score.WIN - ply - 1);
      if (alpha >= beta) {
        return alpha;
      }
      if (ply >= MAX_PLY) {
        return evaluate();
      }
      int known = probe(ply);
      if (known != UNKNOWN) {
        return known;
      }
    }

    MoveList list = moves[ply];
    line.generateMoves(list);
    int count = list.size();
    if (count == 0) {
      return -Score.WIN + ply;
    }

    // The frontier (depth 1) is too wide for the table to pay: its misses cost more than its hits.
    long entry = depth > 1 ? table.probe(key) : 0;
    int hashMove = NO_MOVE;
    if (entry != 0) {
      hashMove = TranspositionTable.moveOf(entry);
      if (hashMove >= count) {
        hashMove = NO_MOVE;
      }
      if (!pvNode && TranspositionTable.depthOf(entry) >= depth) {
        int score = fromTable(TranspositionTable.scoreOf(entry), ply);
        int bound = TranspositionTable.boundOf(entry);
        if (bound == EXACT || bound == LOWER && score >= beta || bound == UPPER && score <= alpha) {
          return score;
        }
      }
    }

    // Enhanced transposition cut-off: a move whose position the table already knows to be bad
    // enough for the opponent, at the depth it would be searched to, refutes this node unsearched.
    if (!pvNode && depth >= ETC_FROM && ply > 0) {
      for (int i = 0; i < count; i++) {
        long child = table.probe(line.hashAfter(list.get(i)));
        if (child != 0
            && TranspositionTable.depthOf(child) >= depth - 1
            && TranspositionTable.boundOf(child) != LOWER) {
          int score = -fromTable(TranspositionTable.scoreOf(child), ply + 1);
          if (score >= beta) {
            return score;
          }
        }
      }
    }

    // Truncation: a quiet position far outside the window is searched less deeply, until a
    // position of the line comes back near the window and the depth is given back.
    if (truncateBeyond > 0
        && !pvNode
        && ply > 0
        && !MoveCode.isCapture(list.get(0))
        && alpha > -Score.DATABASE_WIN_THRESHOLD
        && beta < Score.DATABASE_WIN_THRESHOLD) {
      int eval = evaluate();
      int outside = Math.max(alpha - eval, eval - beta);
      if (outside >= truncateBeyond) {
        int cut = Math.min(TRUNCATE_MOST, outside / truncateBeyond);
        depth -= cut;
        truncated += cut;
        if (depth <= 0) {
          return eval;
        }
      } else if (truncated > 0) {
        depth += truncated;
        truncated = 0;
      }
    }

    // Internal iterative reduction: with no move from the table this far from the horizon, the
    // ordering is a guess, so the node is searched a ply less deep and costs less; the next
    // iteration finds the move it stored. The root keeps the depth it was asked for.
    if (hashMove == NO_MOVE && depth >= 4 && ply > 0) {
      depth--;
    }
    // A forced move costs nothing to look at more deeply.
    int extension = count == 1 ? 1 : 0;
    Colour mover = line.turn();
    boolean black = mover == Colour.BLACK;
    int kingsOfMover = line.bits(Piece.of(mover, true));
    long[] keys = orderKeys[ply];
    if (keys.length < count) {
      keys = orderKeys[ply] = new long[count * 2];
    }
    scoreMoves(list, keys, count, hashMove, ply, black ? 0 : 1);

    int bestScore = -INFINITY;
    int bestIndex = NO_MOVE;
    int originalAlpha = alpha;
    for (int i = 0; i < count; i++) {
      int index = pickNext(list, keys, i, count);
      long code = list.get(i);
      boolean capture = MoveCode.isCapture(code);
      boolean king = (kingsOfMover >>> (MoveCode.from(code) - 1) & 1) != 0;
      boolean crowns = !king && crowningSquare(MoveCode.to(code), black);
      line.push(code);
      int childQuiet = capture || crowns ? 0 : quiet + 1;
      int childReversible = capture || !king ? 0 : reversible + 1;
      int newDepth = depth - 1 + extension;
      int score;
      if (i == 0) {
        score =
            -search(
                newDepth, -beta, -alpha, ply + 1, childQuiet, childReversible, pvNode, truncated);
      } else {
        int reduction = 0;
        if (depth >= 3 && i >= REDUCE_FROM && !capture && !crowns && keys[i] >>> 8 < KILLER_KEY) {
          reduction = i >= REDUCE_MORE_FROM && depth >= 5 ? 2 : 1;
        }
        score =
            nullWindow(
                newDepth - reduction, alpha, ply + 1, childQuiet, childReversible, truncated);
        if (score > alpha && reduction > 0) {
          score = nullWindow(newDepth, alpha, ply + 1, childQuiet, childReversible, truncated);
        }
        if (score > alpha && score < beta) {
          score =
              -search(
                  newDepth, -beta, -alpha, ply + 1, childQuiet, childReversible, true, truncated);
        }
      }
      line.pop();
      if (stopped) {
        return 0;
      }
      if (score > bestScore) {
        bestScore = score;
        bestIndex = index;
        if (score > alpha) {
          alpha = score;
          updatePv(ply, code);
          if (score >= beta) {
            if (!capture) {
              rememberCutoff(code, ply, depth, black ? 0 : 1);
            }
            break;
          }
        }
      }
    }
    int bound = bestScore >= beta ? LOWER : bestScore > originalAlpha ? EXACT : UPPER;
    if (depth > 1) {
      table.store(key, toTable(bestScore, ply), depth, bound, bestIndex);
    }
    return bestScore;
  }

  /** A search of a move off the principal variation with the null window just above alpha. */
  private int nullWindow(int depth, int alpha, int ply, int quiet, int reversible, int truncated) {
    return -search(depth, -alpha - 1, -alpha, ply, quiet, reversible, false, truncated);
  }

  /**
   * The quiescence search past the horizon: captures are compulsory, so while the side to move must
   * capture every capture is searched; once it need not, the position is quiet and the evaluation
   * stands. A level with a short capture sight stops following after {@code captureSight} plies and
   * judges the position as it stands, missing the rest of the shot. While {@code threats} quiet
   * plies are left, a quiet position the other side threatens to capture in is searched on (see
   * {@link #threatPlies}); while {@code shots} are left, one a little below the window tries the
   * moves that offer material (see {@link #shotPlies}).
   */
  private int quiesce(
      int alpha, int beta, int ply, int captures, int quiet, int threats, int shots) {
    pvLength[ply] = ply;
    if (++nodes % CHECK_EVERY == 0 && clock.mustStop(nodes)) {
      stopped = true;
    }
    if (stopped) {
      return 0;
    }
    if (ply > selectiveDepth) {
      selectiveDepth = ply;
    }
    if (!line.mustCapture() || ply >= MAX_PLY || captures >= captureSight) {
      if (!line.hasLegalMove()) {
        return -Score.WIN + ply;
      }
      if (quiet >= 80) {
        return Score.DRAW;
      }
      int known = probeQuiet(ply);
      if (known != UNKNOWN) {
        return known;
      }
      int eval = evaluate();
      if (ply >= MAX_PLY || captures >= captureSight || threats == 0 && shots == 0) {
        return eval;
      }
      boolean threatened = line.threatened();
      if (threatened) {
        return threats > 0 && eval < beta + THREAT_ABOVE && eval > alpha - THREAT_BELOW
            ? searchQuietMoves(
                -INFINITY, false, alpha, beta, ply, captures, quiet, threats - 1, shots)
            : eval;
      }
      return shots > 0 && eval <= alpha && eval >= alpha - SHOT_BELOW
          ? searchQuietMoves(eval, true, alpha, beta, ply, captures, quiet, threats, shots - 1)
          : eval;
    }
    MoveList list = moves[ply];
    line.generateMoves(list);
    int count = list.size();
    long[] keys = orderKeys[ply];
    if (keys.length < count) {
      keys = orderKeys[ply] = new long[count * 2];
    }
    for (int i = 0; i < count; i++) {
      keys[i] = MoveCode.captureCount(list.get(i));
    }
    int best = -INFINITY;
    for (int i = 0; i < count; i++) {
      pickNext(list, keys, i, count);
      long code = list.get(i);
      line.push(code);
      int score = -quiesce(-beta, -alpha, ply + 1, captures + 1, 0, threats, shots);
      line.pop();
      if (stopped) {
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          updatePv(ply, code);
          if (score >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  /**
   * Searches the quiet moves of a quiet position on, past the horizon, with {@code threats} and
   * {@code shots} plies left for the positions after them. A threatened position ({@code standing}
   * is {@code -INFINITY}, {@code offersOnly} false) tries every move: the side to move must move
   * (there is no standing pat in draughts), so its best move's score is the position's. A position
   * looking for a shot ({@code offersOnly} true) tries only the moves that leave the opponent a
   * capture, each searched on through the captures that follow, and keeps {@code standing}, its
   * evaluation, if none scores better: the side to move need not play a shot.
   */
  private int searchQuietMoves(
      int standing,
      boolean offersOnly,
      int alpha,
      int beta,
      int ply,
      int captures,
      int quiet,
      int threats,
      int shots) {
    MoveList list = moves[ply];
    line.generateMoves(list);
    int count = list.size();
    int best = standing;
    for (int i = 0; i < count; i++) {
      long code = list.get(i);
      line.push(code);
      if (offersOnly && !line.mustCapture()) {
        line.pop();
        continue;
      }
      int score = -quiesce(-beta, -alpha, ply + 1, captures, quiet + 1, threats, shots);
      line.pop();
      if (stopped) {
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          updatePv(ply, code);
          if (score >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  /** The evaluator's score of the position on top of the line, from the cache when it holds it. */
  private int evaluate() {
    long key = line.hash();
    int index = (int) key & (EVAL_CACHE_ENTRIES - 1);
    long entry = evalCache[index];
    if ((entry ^ key) >>> 16 == 0 && entry != 0) {
      return (short) entry;
    }
    int score = evaluator.evaluate(line);
    evalCache[index] = key & ~0xFFFFL | score & 0xFFFFL;
    return score;
  }

  private static final int UNKNOWN = Integer.MIN_VALUE;

  /**
   * The endgame databases' score of a position where no capture is pending, or {@link #UNKNOWN}
   * when they do not hold it.
   */
  private int probe(int ply) {
    if (endgamePieces == 0 || line.mustCapture()) {
      return UNKNOWN;
    }
    return probeQuiet(ply);
  }

  /** {@link #probe} for a position already known to have no capture pending. */
  private int probeQuiet(int ply) {
    if (endgamePieces == 0) {
      return UNKNOWN;
    }
    int bm = line.bits(Piece.BLACK_MAN);
    int bk = line.bits(Piece.BLACK_KING);
    int wm = line.bits(Piece.WHITE_MAN);
    int wk = line.bits(Piece.WHITE_KING);
    if (Integer.bitCount(bm | bk | wm | wk) > endgamePieces) {
      return UNKNOWN;
    }
    switch (endgames.probe(bm, bk, wm, wk, line.turn())) {
      case WIN:
        return Score.DATABASE_WIN - ply;
      case LOSS:
        return -Score.DATABASE_WIN + ply;
      case DRAW:
        return Score.DRAW;
      default:
        return UNKNOWN;
    }
  }

  // Ordering keys before the index byte is appended: they must stay below 2^55.
  private static final long HASH_KEY = 1L << 54;
  private static final long CAPTURE_KEY = 1L << 53;
  private static final long KILLER_KEY = 1L << 52;

  /** Ordering keys: hash move, then captures (more pieces first), killers, then history. */
  private void scoreMoves(MoveList list, long[] keys, int count, int hashMove, int ply, int side) {
    long killer1 = killers[ply][0];
    long killer2 = killers[ply][1];
    int[][] byMove = history[side];
    for (int i = 0; i < count; i++) {
      long code = list.get(i);
      long key;
      if (i == hashMove) {
        key = HASH_KEY;
      } else if (MoveCode.isCapture(code)) {
        key = CAPTURE_KEY + MoveCode.captureCount(code);
      } else if (code == killer1) {
        key = KILLER_KEY + 1;
      } else if (code == killer2) {
        key = KILLER_KEY;
      } else {
        key = byMove[MoveCode.from(code)][MoveCode.to(code)];
      }
      // The low byte keeps the generation index, so that the table can name the move.
      keys[i] = key << 8 | i;
    }
  }

  /**
   * Moves the best-keyed of the moves from {@code i} on to {@code i} and returns its index in the
   * generated order (kept in the key's low byte).
   */
  private static int pickNext(MoveList list, long[] keys, int i, int count) {
    int best = i;
    for (int j = i + 1; j < count; j++) {
      if (keys[j] > keys[best]) {
        best = j;
      }
    }
    if (best != i) {
      long key = keys[i];
      keys[i] = keys[best];
      keys[best] = key;
      list.swap(i, best);
    }
    return (int) (keys[i] & 0xFF);
  }

  private void rememberCutoff(long code, int ply, int depth, int side) {
    if (killers[ply][0] != code) {
      killers[ply][1] = killers[ply][0];
      killers[ply][0] = code;
    }
    int[] row = history[side][MoveCode.from(code)];
    int to = MoveCode.to(code);
    row[to] += depth * depth;
    if (row[to] > 1 << 20) {
      for (int[] fromRow : history[side]) {
        for (int t = 0; t < fromRow.length; t++) {
          fromRow[t] >>= 1;
        }
      }
    }
  }

  private void updatePv(int ply, long code) {
    pv[ply][ply] = code;
    int length = pvLength[ply + 1];
    for (int i = ply + 1; i < length; i++) {
      pv[ply][i] = pv[ply + 1][i];
    }
    pvLength[ply] = Math.max(length, ply + 1);
  }

  /** True when the position at {@code ply} occurred before, back to the last irreversible move. */
  private boolean repeats(int ply, int reversible) {
    long key = path[pathBase + ply];
    int oldest = Math.max(0, pathBase + ply - reversible);
    for (int i = pathBase + ply - 2; i >= oldest; i -= 2) {
      if (path[i] == key) {
        return true;
      }
    }
    return false;
  }

  private static boolean crowningSquare(int square, boolean black) {
    return black ? square >= 29 : square <= 4;
  }

  /**
   * Wins (forced, or reaching a won database position) are stored as distance from the node, so
   * that they hold wherever the node recurs.
   */
  private static int toTable(int score, int ply) {
    if (score >= Score.DATABASE_WIN_THRESHOLD) {
      return score + ply;
    }
    if (score <= -Score.DATABASE_WIN_THRESHOLD) {
      return score - ply;
    }
    return score;
  }

  private static int fromTable(int score, int ply) {
    if (score >= Score.DATABASE_WIN_THRESHOLD) {
      return score - ply;
    }
    if (score <= -Score.DATABASE_WIN_THRESHOLD) {
      return score + ply;
    }
    return score;
  }
}
