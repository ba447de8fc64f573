package org.crownhead.engine;

import java.util.concurrent.atomic.AtomicBoolean;
import org.crownhead.core.Position;
import org.crownhead.engine.book.OpeningBook;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.eval.Evaluator;
import org.crownhead.engine.eval.StandardEvaluation;
import org.crownhead.engine.search.Searcher;

/**
 * Makes engines.
 *
 * <pre>{@code
 * Engine engine = Engines.create();
 * engine.name(); // Crownhead 0.1.0
 * engine.close();
 * }</pre>
 */
public final class Engines {
  private Engines() {}

  /** The name engines report, with the version. */
  public static final String NAME = "Crownhead 0.1.0";

  /** Positions of opening, middle game and ending that the warm-up searches. */
  private static final String[] WARM_UP_POSITIONS = {
    "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
    "W:W18,19,21,23,24,26,27,28,30,31,32:B1,2,3,5,6,8,9,10,11,12,14",
    "B:WK7,14,K22,27:B3,K10,K26"
  };

  /** Nodes the warm-up gives each of its positions. */
  private static final long WARM_UP_NODES = 150_000;

  private static final AtomicBoolean warmedUp = new AtomicBoolean();

  /** Crownhead's engine at full strength, one thread, 64 MB of hash. */
  public static Engine create() {
    return create(defaultEvaluator());
  }

  /** Crownhead's search with another evaluation, for experiments and matches. */
  public static Engine create(Evaluator evaluator) {
    return new Searcher(NAME, evaluator);
  }

  /**
   * Crownhead's engine at full strength reading the endgame databases {@code endgames}, such as
   * {@code FileDatabase.open(dir)}.
   */
  public static Engine create(EndgameDatabase endgames) {
    return create(defaultEvaluator(), endgames);
  }

  /** Crownhead's search with another evaluation and the endgame databases. */
  public static Engine create(Evaluator evaluator, EndgameDatabase endgames) {
    return new Searcher(NAME, evaluator, endgames);
  }

  /**
   * Runs the search once before the first timed move, so that its first real move is not made by
   * code the Java virtual machine has not compiled yet (a cold search is several times slower and
   * can be late on a short time per move). The engine searches a few positions for a fixed number
   * of nodes, then forgets them ({@link Engine#newGame()}) and is set to the starting position; the
   * opening book is read; last the garbage collector runs, as its first collections after a start
   * can be slow. The compiled code serves every engine of the process, so only the first call
   * searches; later calls return at once, as does a call with an engine that is not Crownhead's own
   * search.
   *
   * <pre>{@code
   * Engine engine = Engines.create();
   * Engines.warmUp(engine);
   * engine.think(Limits.depth(1), info -> {}).bestMove().isPresent(); // true
   * }</pre>
   */
  public static void warmUp(Engine engine) {
    if (engine instanceof Searcher && warmedUp.compareAndSet(false, true)) {
      searchWarmUpPositions(engine);
    }
  }

  /** The warm-up's searches, whether or not the process has run them before. */
  static void searchWarmUpPositions(Engine engine) {
    for (String fen : WARM_UP_POSITIONS) {
      engine.setPosition(Position.fromFen(fen));
      engine.think(Limits.nodes(WARM_UP_NODES), info -> {});
    }
    engine.newGame();
    engine.setPosition(Position.initial());
    OpeningBook.standard(); // read now (a few tenths of a second cold), not in the first timed move
    System.gc(); // the collector's first, slow collections happen now, not in a timed move
  }

  /** The evaluation Crownhead plays with. */
  public static Evaluator defaultEvaluator() {
    return new StandardEvaluation();
  }
}
