package org.crownhead.web.games;

import java.util.function.Consumer;
import org.crownhead.core.Game;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Level;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;

/**
 * One search by an engine borrowed from the pool, which may be stopped from another thread: an
 * engine move, a hint, a draw answer or an analysis. A search stopped before it began returns at
 * once without a move.
 */
public final class EngineSearch {
  private final EnginePool pool;
  private final Game game;
  private final Level level;
  private final Limits limits;
  private final boolean book;
  private volatile Engine engine;
  private volatile boolean stopped;

  /**
   * A search of the game's position (its history counts for repetitions) at a level, within limits.
   * The game must not change while the search runs: give a copy. With {@code book}, a position in
   * the opening book is answered with the book's move (at the levels that use it) instead of a
   * search: for the engine's own moves, not for advice or analysis, which need a score.
   */
  public EngineSearch(EnginePool pool, Game game, Level level, Limits limits, boolean book) {
    this.pool = pool;
    this.game = game;
    this.level = level;
    this.limits = limits;
    this.book = book;
  }

  /**
   * Runs the search, reporting each completed depth.
   *
   * @return the result, or null when the search was stopped before it began
   */
  public SearchResult run(Consumer<SearchInfo> progress) {
    if (stopped) {
      return null;
    }
    Engine borrowed = pool.borrow();
    try {
      borrowed.setOption("level", level.label());
      borrowed.setOption("book", Boolean.toString(book));
      borrowed.setGame(game);
      engine = borrowed;
      if (stopped) {
        return null;
      }
      return borrowed.think(limits, progress);
    } finally {
      engine = null;
      pool.release(borrowed);
    }
  }

  /** Stops the search: it returns at once with its best move so far. Callable from any thread. */
  public void stop() {
    stopped = true;
    Engine running = engine;
    if (running != null) {
      running.stop();
    }
  }

  /** True once {@link #stop} was called. */
  public boolean isStopped() {
    return stopped;
  }
}
