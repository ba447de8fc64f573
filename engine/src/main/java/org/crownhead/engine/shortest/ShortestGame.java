package org.crownhead.engine.shortest;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.crownhead.core.Colour;
import org.crownhead.core.Layout;
import org.crownhead.core.Move;
import org.crownhead.core.Position;

/**
 * Finds the shortest complete games from a position: the fewest plies after which the side to move
 * can have no legal move (every piece captured, or every one blocked), a proof that no shorter game
 * exists, and every game of that length.
 *
 * <p>The search is cooperative, both sides helping the game end soonest. It deepens two plies (one
 * move of each side) at a time: the search to depth {@code D} looks for games of {@code D - 1} and
 * {@code D} plies, the one before having proven that none ends sooner. So each position on the way
 * may end in one of two lengths, its plies left or one fewer, each with its own loser (the side to
 * move after that many plies). A line is cut when neither length reaches an admissible lower bound
 * on the plies its loser needs to run out of moves ({@link LowerBound}), and in its last three
 * plies by the exact tests of {@link LastPlies}. Positions proven unable to end within some plies
 * are kept in a table shared by all depths. At the depth where games are found, each position that
 * can end there keeps its fewest plies and its count of games of that length, so transposed lines
 * are counted once and not walked again.
 *
 * <p>Two counts are given: with captures that differ only in the order of their jumps merged into
 * one move (as {@link Position#legalMoves()} lists them), and with every jump order counted
 * separately (as perft counts by default).
 *
 * <pre>{@code
 * Position position = Position.fromFen("B:W18:B14");
 * org.crownhead.engine.shortest.ShortestGame.Result result =
 *     new org.crownhead.engine.shortest.ShortestGame(position).search().orElseThrow();
 * result.plies(); // 1
 * result.games().get(0).get(0).toString(); // 14x23
 * result.finalPositions().get(0).wipedOut(); // true
 * }</pre>
 */
public final class ShortestGame {
  /**
   * Lines with at most this many plies left are decided by the exact tests of {@link LastPlies}.
   */
  private static final int LAST_PLIES = 3;

  /**
   * Positions with fewer plies left are searched again rather than looked up in the table: the
   * exact tests of the last plies cost less than a table probe.
   */
  private static final int MIN_TABLED = LAST_PLIES + 1;

  /** How many plies from the start the work of a depth is shared out among threads. */
  private static final int SPLIT_PLIES = 4;

  /** The deepest search allowed (the table stores plies in a byte). */
  public static final int MAX_DEPTH = 120;

  /**
   * One proven depth (no game of up to {@code depth} plies, unless it is the one where games were
   * found), or a moment inside a long one.
   */
  public record Progress(int depth, boolean finished, long nodes, Duration elapsed) {}

  /**
   * A final position of the shortest games: the side to move ({@code loser}) has no legal move,
   * either because it has no pieces left ({@code wipedOut}) or because every piece is blocked.
   */
  public record FinalPosition(Position position, Colour winner, boolean wipedOut, long games) {
    /** The side with no legal move. */
    public Colour loser() {
      return winner.opponent();
    }
  }

  /**
   * The shortest games found: their length in plies, the number of games with captures differing
   * only in the order of their jumps counted once ({@code games}) and with every jump order counted
   * ({@code gamesAllPaths}), the games themselves in the first convention (at most the listing
   * limit; {@code games().size() < gameCount()} when cut), and the distinct final positions.
   */
  public record Result(
      Position start,
      int plies,
      long gameCount,
      long gameCountAllPaths,
      List<List<Move>> games,
      List<FinalPosition> finalPositions,
      long nodes,
      Duration elapsed) {}

  private final Position start;
  private int maxDepth = MAX_DEPTH;
  private int tableBits = 22;
  private long listLimit = Long.MAX_VALUE;
  private Consumer<Progress> progress = p -> {};

  private int threads = 1;
  private int splitPlies = SPLIT_PLIES;

  private FailTable table;

  /** Positions that can end at the depth searched: {fewest plies, games, games all paths}. */
  private final Map<Key, long[]> wins = new ConcurrentHashMap<>();

  private final Map<Key, Integer> finals = new ConcurrentHashMap<>();
  private final AtomicLong nodes = new AtomicLong();
  private long started;
  private long lastReport;
  private volatile int depth;

  private record Key(long a, long b, int plies) {}

  /** A search from {@code start}. */
  public ShortestGame(Position start) {
    this.start = Objects.requireNonNull(start, "start");
  }

  /** The deepest game length tried, 1 to {@link #MAX_DEPTH}. */
  public ShortestGame maxDepth(int plies) {
    if (plies < 1 || plies > MAX_DEPTH) {
      throw new IllegalArgumentException(
          "the maximum depth must be 1 to " + MAX_DEPTH + " plies, not " + plies);
    }
    this.maxDepth = plies;
    return this;
  }

  /** The table of positions that cannot end soon: {@code 2^bits} entries of 16 bytes. */
  public ShortestGame tableBits(int bits) {
    this.tableBits = within(bits, 10, 30, "table bits");
    return this;
  }

  /** Lists at most this many games in the result (all are counted). */
  public ShortestGame listLimit(long games) {
    this.listLimit = games;
    return this;
  }

  /**
   * Searches with this many threads (1 to 256): each depth's positions a few plies from the start
   * are shared out among them, and they share the table.
   */
  public ShortestGame threads(int count) {
    this.threads = within(count, 1, 256, "threads");
    return this;
  }

  /** The value when it is from {@code min} to {@code max}; else an error naming the setting. */
  private static int within(int value, int min, int max, String setting) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(
          setting + " must be " + min + " to " + max + ", not " + value);
    }
    return value;
  }

  /** The plies from the start at which the work is shared out (tests use small positions). */
  ShortestGame splitPlies(int plies) {
    this.splitPlies = plies;
    return this;
  }

  /** Called after each depth is proven, and about once a second inside a long depth. */
  public ShortestGame progress(Consumer<Progress> listener) {
    this.progress = Objects.requireNonNull(listener, "listener");
    return this;
  }

  /**
   * Searches depth by depth up to the maximum; empty when no game ends within it.
   *
   * @throws IllegalArgumentException if the side to move has no legal move in the start position
   */
  public Optional<Result> search() {
    if (!start.hasLegalMove()) {
      throw new IllegalArgumentException(
          "the game is already over: "
              + start.turn().toString().toLowerCase(java.util.Locale.ROOT)
              + " to move has no legal move in "
              + start.toFen());
    }
    long[] root = Board.of(start);
    table = new FailTable(tableBits);
    nodes.set(0);
    started = System.nanoTime();
    lastReport = started;
    ExecutorService pool =
        threads > 1 ? Executors.newFixedThreadPool(threads, ShortestGame::thread) : null;
    try {
      Worker main = new Worker();
      for (int d = Math.min(2, maxDepth); ; d = Math.min(d + 2, maxDepth)) {
        depth = d;
        wins.clear();
        finals.clear();
        if (pool != null && d > splitPlies + MIN_TABLED) {
          searchFrontier(pool, root);
        }
        // Alone, or after the threads: then the positions where the work was shared out are
        // known (in the table or among the wins), and this only adds up the first plies.
        long[] counts = main.search(0, root[0], root[1], root[2], root[3], d);
        main.flush();
        progress.accept(new Progress(d, true, nodes.get(), elapsed()));
        if (counts != null) {
          return Optional.of(result(root, counts));
        }
        if (d == maxDepth) {
          return Optional.empty();
        }
      }
    } finally {
      if (pool != null) {
        pool.shutdownNow();
      }
    }
  }

  private static Thread thread(Runnable task) {
    Thread thread = new Thread(task, "crownhead-shortest");
    thread.setDaemon(true);
    return thread;
  }

  /** Searches every distinct position {@link #splitPlies} plies from the start, in parallel. */
  private void searchFrontier(ExecutorService pool, long[] root) {
    Map<List<Long>, long[]> frontier = new LinkedHashMap<>();
    collect(root, splitPlies, frontier);
    Queue<long[]> queue = new ConcurrentLinkedQueue<>(frontier.values());
    List<Future<?>> running = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      running.add(
          pool.submit(
              () -> {
                Worker worker = new Worker();
                for (long[] p = queue.poll(); p != null; p = queue.poll()) {
                  worker.search(splitPlies, p[0], p[1], p[2], p[3], depth - splitPlies);
                }
                worker.flush();
              }));
    }
    for (Future<?> each : running) {
      try {
        each.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      } catch (ExecutionException e) {
        throw new IllegalStateException("a search thread failed", e.getCause());
      }
    }
  }

  /** The distinct positions {@code plies} plies on from {@code masks}. */
  private static void collect(long[] masks, int plies, Map<List<Long>, long[]> into) {
    if (plies == 0) {
      into.putIfAbsent(List.of(masks[0], masks[1], masks[2], masks[3]), masks);
      return;
    }
    Board board = new Board();
    board.generate(masks[0], masks[1], masks[2], masks[3]);
    for (int i = 0; i < board.count; i++) {
      collect(
          new long[] {board.men[i], board.kings[i], board.otherMen[i], board.otherKings[i]},
          plies - 1,
          into);
    }
  }

  private Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - started);
  }

  /** One thread's search: its own move lists and node count; the table and wins are shared. */
  private final class Worker {
    private final Board[] boards = new Board[MAX_DEPTH + 1];
    private final LastPlies last = new LastPlies();
    private long nodes;
    private long flushed;

    /** Adds the nodes searched since the last flush to the total. */
    void flush() {
      ShortestGame.this.nodes.addAndGet(nodes - flushed);
      flushed = nodes;
    }

    /**
     * The fewest plies within {@code plies} after which the game from the position can be over, and
     * the games of that length: {@code {fewest, unique, allPaths}}, or null when it cannot end
     * within {@code plies}. The depth's search has proven that it cannot end in fewer than {@code
     * plies - 1}, so only those two lengths are tried.
     */
    private long[] search(
        int ply, long men, long kings, long otherMen, long otherKings, int plies) {
      if ((++nodes & 0xFFFFF) == 0) {
        flush();
        report();
      }
      if (plies <= 1 && !Board.hasMove(men, kings, otherMen, otherKings)) {
        finals.putIfAbsent(new Key(key(men, kings), key(otherMen, otherKings), 0), ply);
        return new long[] {0, 1, 1};
      }
      if (plies == 0) {
        return null;
      }
      if (plies <= LAST_PLIES) {
        // Exact: a line that passes ends, and is then counted move by move below.
        boolean ends =
            plies == 1
                ? last.inOne(men, kings, otherMen, otherKings)
                : plies == 2
                    ? last.inTwo(men, kings, otherMen, otherKings)
                        || last.inOne(men, kings, otherMen, otherKings)
                    : last.inThree(men, kings, otherMen, otherKings)
                        || last.inTwo(men, kings, otherMen, otherKings);
        if (!ends) {
          return null;
        }
      } else if (beyondBound(men, kings, otherMen, otherKings, plies)) {
        return null;
      }
      long a = key(men, kings);
      long b = key(otherMen, otherKings);
      boolean tabled = plies >= MIN_TABLED;
      if (tabled && table.get(a, b) >= plies) {
        return null;
      }
      Key key = null;
      if (!wins.isEmpty()) {
        key = new Key(a, b, plies);
        long[] known = wins.get(key);
        if (known != null) {
          return known;
        }
      }
      Board board = boards[ply] == null ? boards[ply] = new Board() : boards[ply];
      board.generate(men, kings, otherMen, otherKings);
      long fewest = Long.MAX_VALUE;
      long unique = 0;
      long allPaths = 0;
      for (int i = 0; i < board.count; i++) {
        long[] below =
            search(
                ply + 1,
                board.men[i],
                board.kings[i],
                board.otherMen[i],
                board.otherKings[i],
                plies - 1);
        if (below == null || below[0] + 1 > fewest) {
          continue;
        }
        if (below[0] + 1 < fewest) {
          fewest = below[0] + 1;
          unique = 0;
          allPaths = 0;
        }
        unique = Math.addExact(unique, below[1]);
        allPaths = Math.addExact(allPaths, Math.multiplyExact(below[2], board.paths[i]));
      }
      if (unique == 0) {
        if (tabled) {
          table.put(a, b, plies);
        }
        return null;
      }
      long[] counts = {fewest, unique, allPaths};
      wins.put(key == null ? new Key(a, b, plies) : key, counts);
      return counts;
    }

    /**
     * Whether the lower bound rules out both lengths: {@code plies}, and {@code plies - 1}, each
     * lost by the side to move after it.
     */
    private boolean beyondBound(long men, long kings, long otherMen, long otherKings, int plies) {
      int even = plies & ~1;
      int odd = (plies - 1) | 1;
      return LowerBound.plies(men, kings, otherMen, otherKings, true) > even
          && LowerBound.plies(men, kings, otherMen, otherKings, false) > odd;
    }
  }

  private synchronized void report() {
    long now = System.nanoTime();
    if (now - lastReport >= 1_000_000_000L) {
      lastReport = now;
      progress.accept(new Progress(depth, false, nodes.get(), elapsed()));
    }
  }

  private static long key(long men, long kings) {
    return (long) Layout.squareBits(men) << 32 | Layout.squareBits(kings) & 0xFFFF_FFFFL;
  }

  /**
   * Whether the position, searched with {@code plies} left, ends after exactly {@code left} more
   * plies (its fewest).
   */
  private boolean endsIn(
      long men, long kings, long otherMen, long otherKings, int plies, int left) {
    if (left == 0) {
      return !Board.hasMove(men, kings, otherMen, otherKings);
    }
    long[] known = wins.get(new Key(key(men, kings), key(otherMen, otherKings), plies));
    return known != null && known[0] == left;
  }

  private Result result(long[] root, long[] counts) {
    List<List<Move>> games = new ArrayList<>();
    Map<Key, long[]> finalGames = new LinkedHashMap<>();
    for (Key key : finals.keySet()) {
      finalGames.put(key, new long[1]);
    }
    int plies = (int) counts[0];
    walk(start, root, plies, new ArrayList<>(), games, finalGames);
    List<FinalPosition> positions = new ArrayList<>();
    for (Map.Entry<Key, Integer> entry : finals.entrySet()) {
      long games1 = finalGames.get(entry.getKey())[0];
      if (games1 == 0) {
        continue;
      }
      Key key = entry.getKey();
      Colour mover = entry.getValue() % 2 == 0 ? start.turn() : start.turn().opponent();
      long men = Layout.fromSquareBits((int) (key.a() >>> 32));
      long kings = Layout.fromSquareBits((int) key.a());
      long otherMen = Layout.fromSquareBits((int) (key.b() >>> 32));
      long otherKings = Layout.fromSquareBits((int) key.b());
      Position position = Board.toPosition(men, kings, otherMen, otherKings, mover);
      positions.add(new FinalPosition(position, mover.opponent(), (men | kings) == 0, games1));
    }
    positions.sort(Comparator.comparing((FinalPosition f) -> f.position().toFen()));
    return new Result(
        start,
        plies,
        counts[1],
        counts[2],
        List.copyOf(games),
        List.copyOf(positions),
        nodes.get(),
        elapsed());
  }

  /**
   * Walks every game of the found length ({@code plies} from the start), listing them and counting
   * them by final position.
   */
  private void walk(
      Position position,
      long[] masks,
      int plies,
      List<Move> line,
      List<List<Move>> games,
      Map<Key, long[]> finalGames) {
    int left = plies - line.size();
    if (left == 0) {
      if (games.size() < listLimit) {
        games.add(List.copyOf(line));
      }
      finalGames.get(new Key(key(masks[0], masks[1]), key(masks[2], masks[3]), 0))[0]++;
      return;
    }
    Board board = new Board();
    board.generate(masks[0], masks[1], masks[2], masks[3]);
    boolean white = position.turn() == Colour.WHITE;
    for (int i = 0; i < board.count; i++) {
      long[] child = {board.men[i], board.kings[i], board.otherMen[i], board.otherKings[i]};
      int searched = depth - line.size() - 1;
      if (!endsIn(child[0], child[1], child[2], child[3], searched, left - 1)) {
        continue;
      }
      Move move = find(position, board.from(i), board.to(i), board.captured(i), white);
      line.add(move);
      walk(position.play(move), child, plies, line, games, finalGames);
      line.remove(line.size() - 1);
    }
  }

  /** The core move with this start, end and captured pieces (given in the mover's frame). */
  private static Move find(Position position, long from, long to, long captured, boolean white) {
    if (white) {
      from = Layout.rotate(from);
      to = Layout.rotate(to);
      captured = Layout.rotate(captured);
    }
    List<Integer> taken = new ArrayList<>();
    for (long c = captured; c != 0; c &= c - 1) {
      taken.add(Board.square(c & -c));
    }
    taken.sort(null);
    for (Move move : position.legalMoves()) {
      if (move.from() == Board.square(from)
          && move.to() == Board.square(to)
          && move.captured().equals(taken)) {
        return move;
      }
    }
    throw new IllegalStateException("no move " + Board.square(from) + "-" + Board.square(to));
  }
}
