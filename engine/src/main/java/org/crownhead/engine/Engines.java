package org.crownhead.engine;

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

  /** The evaluation Crownhead plays with. */
  public static Evaluator defaultEvaluator() {
    return new StandardEvaluation();
  }
}
