package org.crownhead.engine.search;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveList;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.EngineOption;
import org.crownhead.engine.Level;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.book.OpeningBook;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.egdb.Value;
import org.crownhead.engine.eval.Evaluations;
import org.crownhead.engine.eval.Evaluator;

/**
 * Crownhead's engine: iterative deepening principal variation search with a shared transposition
 * table, and more threads searching the same tree at staggered depths (lazy SMP) when asked.
 *
 * <p>With endgame databases, the search takes their value at every position they hold (where no
 * capture is pending) instead of searching on, and a root position they hold as won or lost is
 * played from them directly: the shortest win, the longest defence.
 *
 * <p>A search limited by time alone (a time per move or a clock, as in a game) of a root position
 * in the opening book is answered at once with the book's move (see {@link OpeningBook#choose} and
 * {@link SearchResult#isBookMove}); a search to a set depth or node count, or an infinite one, is
 * an analysis or a measurement and searches.
 *
 * <p>Settings: {@code hash} (megabytes, 1–8192, default 64), {@code threads} (1–64, default 1),
 * {@code level} (see {@link Level}, default maximum), {@code eval} (the evaluation by name, see
 * {@link Evaluations}; default the one the engine was made with), {@code endgames} (read the
 * endgame databases, default true; only the levels that {@link Level#usesDatabases() use them} do)
 * and {@code book} (play from the opening book, default true; only the levels that {@link
 * Level#usesBook() use it} do) and {@code margin} (milliseconds kept back from the time for pauses
 * of the machine, -1 to 10000; default -1, the automatic margin of a third of a time per move, see
 * {@code Clock}) and {@code truncate} (points, 0–1000, default 0: off; off the principal variation,
 * a quiet position whose evaluation lies that far outside the window is searched a ply less deep,
 * two plies from twice as far, and the depth is given back when the line comes back near the
 * window) and {@code threats} (quiet plies, 0–4, default 0: off; past the horizon, a quiet position
 * in which the opponent could capture, with its evaluation near the window, is searched on so that
 * the threat is answered) and {@code shots} (quiet plies, 0–4, default 0: off; past the horizon, a
 * quiet position whose evaluation lies up to 150 points below the window also tries the moves that
 * offer material, the first move of a shot) and {@code average-time} (default false: a time per
 * move given with no other limit is read as the average over the game, see {@link TimeBank}; the
 * savings start again with {@link #newGame}). Not for concurrent {@link #think} calls; {@link
 * #stop} may come from any thread.
 */
public final class Searcher implements Engine {
  private static final int DEFAULT_HASH = 64;
  private static final int MAX_HASH = 8192;
  private static final int MAX_THREADS = 64;
  private static final int ASPIRATION = 40;
  private static final int ONLY_MOVE_DEPTH = 8;
  private static final long ONLY_MOVE_NODES = 20_000;
  private static final int DATABASE_LINE = 12;
  private static final int MAX_MARGIN_MILLIS = 10_000;

  /** The most points the {@code truncate} setting takes. */
  private static final int MAX_TRUNCATE = 1_000;

  /** The {@code truncate} setting: truncation by the evaluation, in points, 0 for none. */
  private volatile int truncate;

  /** The most plies the {@code threats} setting takes. */
  private static final int MAX_THREAT_PLIES = 4;

  /** The {@code threats} setting: quiet plies past the horizon that may answer a threat. */
  private volatile int threatPlies;

  /** The {@code shots} setting: quiet plies past the horizon that may try a shot. */
  private volatile int shotPlies;

  /** The {@code average-time} setting: a time per move read as the average over the game. */
  private volatile boolean averageTime;

  /** The time saved by this game's moves, when {@link #averageTime} is set. */
  private final TimeBank bank = new TimeBank();

  /** The {@code margin} setting's value for the automatic margin of {@link Clock}. */
  private static final int AUTOMATIC_MARGIN = -1;

  private Evaluator evaluator;
  private final EndgameDatabase endgames;
  private boolean useEndgames = true;
  private final OpeningBook book;
  private boolean useBook = true;
  private final String name;
  private final TranspositionTable table;
  private final List<Worker> workers = new ArrayList<>();
  private ExecutorService helpers;
  private int hash = DEFAULT_HASH;
  private Level level = Level.MAXIMUM;

  /** The {@code margin} setting in milliseconds, or {@link #AUTOMATIC_MARGIN}. */
  private volatile long marginMillis = AUTOMATIC_MARGIN;

  private Position root = Position.initial();
  private long[] earlier = new long[0];
  private int quiet;
  private int reversible;
  private volatile Clock clock;

  public Searcher(String name, Evaluator evaluator) {
    this(name, evaluator, EndgameDatabase.NONE);
  }

  /** A searcher that reads {@code endgames}, which must be thread-safe, and the standard book. */
  public Searcher(String name, Evaluator evaluator, EndgameDatabase endgames) {
    this(name, evaluator, endgames, null);
  }

  /**
   * A searcher that reads {@code endgames}, which must be thread-safe, and plays from {@code book}
   * ({@link OpeningBook#standard()}, read when first needed, if null).
   */
  public Searcher(String name, Evaluator evaluator, EndgameDatabase endgames, OpeningBook book) {
    this.name = name;
    this.evaluator = evaluator;
    this.endgames = endgames;
    this.book = book;
    this.table = new TranspositionTable(hash);
    setThreads(1);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public synchronized void setPosition(Position position) {
    root = position;
    earlier = new long[0];
    quiet = 0;
    reversible = 0;
  }

  @Override
  public synchronized void setGame(Game game) {
    List<Position> positions = game.positions();
    List<Move> moves = game.moves();
    int count = 0;
    for (int i = moves.size() - 1; i >= 0; i--) {
      Move move = moves.get(i);
      Position before = positions.get(i);
      boolean king = before.pieceAt(move.from()).map(Piece::isKing).orElse(false);
      if (move.isCapture() || !king) {
        break;
      }
      count++;
    }
    earlier = new long[count];
    for (int i = 0; i < count; i++) {
      earlier[i] = positions.get(positions.size() - 1 - count + i).hash();
    }
    root = game.position();
    quiet = game.quietPlies();
    reversible = count;
  }

  @Override
  public SearchResult think(Limits limits, Consumer<SearchInfo> progress) {
    boolean banked = averageTime && TimeBank.appliesTo(limits);
    Duration moveTime = limits.moveTime().orElse(Duration.ZERO);
    Limits given = banked ? limits.withMoveTime(bank.allot(moveTime)) : limits;
    Clock started = new Clock(given, marginNanos());
    clock = started;
    try {
      return search(given, started, progress);
    } finally {
      clock = null;
      if (banked) {
        bank.spent(moveTime, started.elapsed());
      }
    }
  }

  private synchronized SearchResult search(
      Limits limits, Clock requested, Consumer<SearchInfo> progress) {
    MoveList rootMoves = new MoveList();
    root.generateMoves(rootMoves);
    if (rootMoves.size() == 0) {
      return new SearchResult(
          null, null, new SearchInfo(root, 0, 0, -Score.WIN, 0, requested.elapsed(), List.of()));
    }
    if (useBook && level.usesBook() && rootMoves.size() > 1 && isTimed(limits)) {
      SearchResult booked = fromBook(requested);
      if (booked != null) {
        return booked;
      }
    }
    EndgameDatabase databases = databasesInUse();
    if (databases.maxPieces() > 0) {
      SearchResult known = fromDatabases(databases, rootMoves, requested);
      if (known != null) {
        progress.accept(known.info());
        return known;
      }
    }
    int maxDepth = Worker.MAX_PLY - 1;
    if (limits.depth().isPresent()) {
      maxDepth = Math.min(maxDepth, limits.depth().getAsInt());
    }
    if (level.depth() > 0) {
      maxDepth = Math.min(maxDepth, level.depth());
    }
    Clock started = requested;
    if (rootMoves.size() == 1) {
      // The only move is played at once; a glance ahead gives it a score and a line.
      maxDepth = Math.min(maxDepth, ONLY_MOVE_DEPTH);
      long nodes = Math.min(limits.nodes().orElse(Long.MAX_VALUE), ONLY_MOVE_NODES);
      started = new Clock(limits.withNodes(nodes), marginNanos());
      clock = started;
    }
    return run(started, rootMoves, maxDepth, progress);
  }

  /** The margin for a {@link Clock}: the setting in nanoseconds, or {@link Clock#AUTOMATIC}. */
  private long marginNanos() {
    long millis = marginMillis;
    return millis == AUTOMATIC_MARGIN ? Clock.AUTOMATIC : millis * 1_000_000;
  }

  private EndgameDatabase databasesInUse() {
    return useEndgames && level.usesDatabases() ? endgames : EndgameDatabase.NONE;
  }

  /**
   * True for a search limited by time alone (a time per move or a clock), as in a game; a search to
   * a set depth or node count, or an infinite one, is an analysis or a measurement and searches.
   */
  private static boolean isTimed(Limits limits) {
    return (limits.moveTime().isPresent() || limits.remaining().isPresent())
        && limits.depth().isEmpty()
        && limits.nodes().isEmpty()
        && !limits.isInfinite();
  }

  /** The book's move, if the root is in the book and the move is legal there; else null. */
  private SearchResult fromBook(Clock clock) {
    OpeningBook opening = book != null ? book : OpeningBook.standard();
    return opening
        .choose(root)
        .filter(root.legalMoves()::contains)
        .map(chosen -> SearchResult.fromBook(root, chosen, clock.elapsed()))
        .orElse(null);
  }

  /**
   * The move the databases choose when they hold the root as won or lost: the shortest win or the
   * longest defence, with the line that follows. Null when the root is drawn (the search then picks
   * among the drawing moves) or when they do not hold every move's result.
   */
  private SearchResult fromDatabases(EndgameDatabase databases, MoveList rootMoves, Clock clock) {
    if (root.count(Colour.BLACK) + root.count(Colour.WHITE) > databases.maxPieces()) {
      return null;
    }
    long probes = 0;
    List<Move> line = new ArrayList<>();
    Position at = root;
    int score = 0;
    for (int ply = 0; ply < DATABASE_LINE; ply++) {
      MoveList moves = ply == 0 ? rootMoves : new MoveList();
      if (ply > 0) {
        at.generateMoves(moves);
      }
      int best = -Score.WIN - 1;
      long bestMove = 0;
      for (int i = 0; i < moves.size(); i++) {
        Value after = databases.value(at.after(moves.get(i)));
        probes++;
        int value;
        switch (after.verdict()) {
          case LOSS:
            value = Score.WIN - after.plies() - 1;
            break;
          case WIN:
            value = -Score.WIN + after.plies() + 1;
            break;
          case DRAW:
            value = Score.DRAW;
            break;
          default:
            if (ply == 0) {
              return null;
            }
            value = Integer.MIN_VALUE;
        }
        if (value > best) {
          best = value;
          bestMove = moves.get(i);
        }
      }
      if (ply == 0) {
        if (best == Score.DRAW) {
          return null;
        }
        score = best;
      }
      if (best < -Score.WIN || best == Score.DRAW && ply > 0) {
        break;
      }
      line.add(at.move(bestMove));
      at = at.after(bestMove);
      if (!at.hasLegalMove()) {
        break;
      }
    }
    SearchInfo info =
        new SearchInfo(root, line.size(), line.size(), score, probes, clock.elapsed(), line);
    return new SearchResult(line.get(0), line.size() > 1 ? line.get(1) : null, info);
  }

  private SearchResult run(
      Clock started, MoveList rootMoves, int maxDepth, Consumer<SearchInfo> progress) {
    table.newSearch();
    EndgameDatabase databases = databasesInUse();
    for (Worker worker : workers) {
      worker.start(
          earlier, level.captureSight(), started, databases, truncate, threatPlies, shotPlies);
    }
    List<Future<?>> running = new ArrayList<>();
    for (int i = 1; i < workers.size(); i++) {
      Worker helper = workers.get(i);
      int offset = i % 2;
      int deepest = maxDepth;
      running.add(helpers.submit(() -> iterate(helper, started, deepest, offset, null)));
    }
    SearchResult result;
    try {
      result = iterate(workers.get(0), started, maxDepth, 0, progress);
    } finally {
      started.requestStop();
      for (Future<?> helper : running) {
        try {
          helper.get();
        } catch (Exception e) {
          // A helper's failure must not lose the main thread's move.
        }
      }
    }
    if (result == null) {
      // Not even the first iteration finished: play the first move in search order.
      Move first = root.move(rootMoves.get(0));
      return new SearchResult(
          first,
          null,
          new SearchInfo(root, 0, 0, 0, totalNodes(), started.elapsed(), List.of(first)));
    }
    // The line is the last finished iteration's; the nodes and the time are the whole search's.
    SearchInfo last = result.info();
    long nodes = totalNodes();
    if (nodes == last.nodes()) {
      return result; // nothing was searched after the last iteration was reported
    }
    return new SearchResult(
        result.bestMove().orElseThrow(),
        result.ponderMove().orElse(null),
        new SearchInfo(
            root,
            last.depth(),
            last.selectiveDepth(),
            last.score(),
            nodes,
            started.elapsed(),
            last.pv()));
  }

  /** Iterative deepening for one worker; only the main worker reports and returns a result. */
  private SearchResult iterate(
      Worker worker, Clock started, int maxDepth, int offset, Consumer<SearchInfo> progress) {
    SearchResult best = null;
    int score = 0;
    for (int depth = 1 + offset; depth <= maxDepth; depth++) {
      if (depth > 1 && !started.mayDeepen(worker.nodes())) {
        break;
      }
      int delta = ASPIRATION;
      int alpha = depth >= 4 ? Math.max(score - delta, -Score.WIN) : -Score.WIN;
      int beta = depth >= 4 ? Math.min(score + delta, Score.WIN) : Score.WIN;
      int found;
      while (true) {
        found = worker.searchRoot(root, depth, alpha, beta, quiet, reversible);
        if (worker.stopped()) {
          break;
        }
        if (found <= alpha) {
          alpha = Math.max(found - delta, -Score.WIN);
        } else if (found >= beta) {
          beta = Math.min(found + delta, Score.WIN);
        } else {
          break;
        }
        delta *= 3;
      }
      if (progress == null) {
        if (worker.stopped()) {
          break;
        }
        continue;
      }
      long[] line = worker.principalVariation();
      if (worker.stopped()) {
        // An interrupted iteration still counts if it proved a first move (the previous best
        // is searched first, so a different move here beat it).
        if (best != null && line.length > 0) {
          best = result(line, best.info().score(), best.info().depth(), worker, started);
        }
        break;
      }
      score = found;
      best = result(line, score, depth, worker, started);
      progress.accept(best.info());
      if (Score.pliesToEnd(score) != 0 && depth >= Score.pliesToEnd(score)) {
        break; // a forced result seen to its end will not change
      }
    }
    return best;
  }

  private SearchResult result(long[] line, int score, int depth, Worker worker, Clock started) {
    List<Move> moves = new ArrayList<>();
    Position at = root;
    for (long code : line) {
      Move move = at.move(code);
      moves.add(move);
      at = at.after(code);
    }
    SearchInfo info =
        new SearchInfo(
            root, depth, worker.selectiveDepth(), score, totalNodes(), started.elapsed(), moves);
    return new SearchResult(moves.get(0), moves.size() > 1 ? moves.get(1) : null, info);
  }

  private long totalNodes() {
    long nodes = 0;
    for (Worker worker : workers) {
      nodes += worker.nodes();
    }
    return nodes;
  }

  @Override
  public void stop() {
    Clock running = clock;
    if (running != null) {
      running.requestStop();
    }
  }

  @Override
  public synchronized void newGame() {
    table.clear();
    bank.reset();
    for (Worker worker : workers) {
      worker.clearHistory();
    }
  }

  @Override
  public synchronized List<EngineOption> options() {
    List<String> levels = new ArrayList<>();
    for (Level each : Level.values()) {
      levels.add(each.label());
    }
    return List.of(
        EngineOption.spin("hash", hash, 1, MAX_HASH, "transposition table size in megabytes"),
        EngineOption.spin("threads", workers.size(), 1, MAX_THREADS, "search threads"),
        EngineOption.choice("level", level.label(), levels, "playing strength"),
        EngineOption.choice(
            "eval",
            Evaluations.nameOf(evaluator),
            evaluations(),
            "the evaluation: standard (fitted features and patterns) or network (learned)"),
        EngineOption.check(
            "endgames", useEndgames, "read the endgame databases (expert and maximum levels)"),
        EngineOption.check(
            "book", useBook, "play from the opening book (expert and maximum levels)"),
        EngineOption.spin(
            "margin",
            marginMillis,
            AUTOMATIC_MARGIN,
            MAX_MARGIN_MILLIS,
            "milliseconds kept back from the time for pauses of the machine"
                + " (-1: a third of a time per move, 25 to 100 ms)"),
        EngineOption.spin(
            "truncate",
            truncate,
            0,
            MAX_TRUNCATE,
            "search a ply less deep where the evaluation lies this many points (a man is 100)"
                + " outside the window, two plies from twice as far (0: off; experimental)"),
        EngineOption.spin(
            "threats",
            threatPlies,
            0,
            MAX_THREAT_PLIES,
            "quiet plies past the horizon that may answer a capture the opponent threatens,"
                + " where the evaluation lies near the window (0: off; experimental)"),
        EngineOption.spin(
            "shots",
            shotPlies,
            0,
            MAX_THREAT_PLIES,
            "quiet plies past the horizon that may try the moves offering material, where the"
                + " evaluation lies a little below the window (0: off; experimental)"),
        EngineOption.check(
            "average-time",
            averageTime,
            "read a time per move as the average over the game, as CheckerBoard engines do:"
                + " time a move leaves unused is spent on later moves"));
  }

  @Override
  public synchronized void setOption(String option, String value) {
    switch (option.strip().toLowerCase(java.util.Locale.ROOT)) {
      case "hash":
        hash = (int) number(option, value, 1, MAX_HASH);
        table.resize(hash);
        break;
      case "threads":
        setThreads((int) number(option, value, 1, MAX_THREADS));
        break;
      case "level":
        level = Level.parse(value);
        break;
      case "eval":
        evaluator = Evaluations.create(value);
        int count = workers.size();
        workers.clear();
        setThreads(count);
        break;
      case "endgames":
        useEndgames = bool(option, value);
        break;
      case "book":
        useBook = bool(option, value);
        break;
      case "margin":
        marginMillis = number(option, value, AUTOMATIC_MARGIN, MAX_MARGIN_MILLIS);
        break;
      case "truncate":
        truncate = (int) number(option, value, 0, MAX_TRUNCATE);
        break;
      case "threats":
        threatPlies = (int) number(option, value, 0, MAX_THREAT_PLIES);
        break;
      case "shots":
        shotPlies = (int) number(option, value, 0, MAX_THREAT_PLIES);
        break;
      case "average-time":
        averageTime = bool(option, value);
        break;
      default:
        throw new IllegalArgumentException(
            "unknown setting \""
                + option
                + "\"; the settings are hash, threads, level, eval, endgames, book, margin, truncate,"
                + " threats, shots and average-time");
    }
  }

  /** The evaluations the setting offers; a custom one, given when the engine was made, too. */
  private List<String> evaluations() {
    List<String> names = new ArrayList<>(Evaluations.NAMES);
    String current = Evaluations.nameOf(evaluator);
    if (!names.contains(current)) {
      names.add(current);
    }
    return names;
  }

  private static boolean bool(String option, String value) {
    switch (value.strip().toLowerCase(java.util.Locale.ROOT)) {
      case "true":
        return true;
      case "false":
        return false;
      default:
        throw new IllegalArgumentException(
            option + " must be true or false, not \"" + value + "\"");
    }
  }

  private static long number(String option, String value, long min, long max) {
    long number;
    try {
      number = Long.parseLong(value.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          option
              + " must be a whole number from "
              + min
              + " to "
              + max
              + ", not \""
              + value
              + "\"");
    }
    if (number < min || number > max) {
      throw new IllegalArgumentException(
          option + " must be from " + min + " to " + max + ", not " + number);
    }
    return number;
  }

  private void setThreads(int count) {
    while (workers.size() < count) {
      workers.add(new Worker(table, evaluator));
    }
    while (workers.size() > count) {
      workers.remove(workers.size() - 1);
    }
    if (helpers != null) {
      helpers.shutdownNow();
      helpers = null;
    }
    if (count > 1) {
      helpers =
          Executors.newFixedThreadPool(
              count - 1,
              task -> {
                Thread thread = new Thread(task, "crownhead-search");
                thread.setDaemon(true);
                return thread;
              });
    }
  }

  @Override
  public synchronized void close() {
    stop();
    if (helpers != null) {
      helpers.shutdownNow();
      helpers = null;
    }
  }
}
