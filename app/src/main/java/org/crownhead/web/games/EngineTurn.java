package org.crownhead.web.games;

import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.BiConsumer;
import org.crownhead.core.Game;
import org.crownhead.engine.Level;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchResult;

/**
 * The engine's turn in a live game: the search for its move, running on the engine threads while
 * the game goes on. A search stopped by a takeback, a resignation or the server's shutdown is no
 * longer current, and its result is dropped.
 *
 * <p>Not thread-safe: guarded by its game's lock (the search itself runs outside it).
 */
final class EngineTurn {
  private final EnginePool engines;
  private final Executor threads;
  private final Level level;
  private EngineSearch current;

  /** The turns of an engine that plays at a level, on the server's engines and engine threads. */
  EngineTurn(GameServices services, Level level) {
    this.engines = services.engines();
    this.threads = services.engineThreads();
    this.level = level;
  }

  /** True while the engine chooses its move. */
  boolean thinking() {
    return current != null;
  }

  /**
   * Starts a search for the engine's move on the engine threads. When it ends, {@code done} gets
   * the search and its result (null if it failed or was stopped before it began) on the engine
   * thread, outside the game's lock. Nothing starts while the server shuts down: the engine thinks
   * again after the restart.
   *
   * @param snapshot a copy of the game, which must not change while the search runs
   */
  void start(Game snapshot, Duration time, BiConsumer<EngineSearch, SearchResult> done) {
    EngineSearch search = new EngineSearch(engines, snapshot, level, Limits.moveTime(time), true);
    current = search;
    try {
      threads.execute(() -> done.accept(search, run(search)));
    } catch (RejectedExecutionException e) {
      current = null;
    }
  }

  private static SearchResult run(EngineSearch search) {
    try {
      return search.run(info -> {});
    } catch (RuntimeException e) {
      return null;
    }
  }

  /**
   * Ends the turn of a search that has finished.
   *
   * @return true if it was the current search; false if it was stopped in the meantime
   */
  boolean end(EngineSearch search) {
    if (current != search) {
      return false;
    }
    current = null;
    return true;
  }

  /** Stops the current search, if any: its result will be dropped. */
  void stop() {
    if (current != null) {
      current.stop();
      current = null;
    }
  }
}
