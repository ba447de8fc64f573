package org.crownhead.web.games;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Supplier;
import org.crownhead.engine.Engine;

/**
 * Engines lent out to the searches of the web app (engine moves, hints, draw answers, analysis),
 * one search per engine at a time. Engines are made when none is idle and kept for the next search,
 * up to a few; each has a modest hash table, since many may exist at once.
 */
public final class EnginePool implements AutoCloseable {
  private static final int MAX_IDLE = 4;
  private static final String HASH_MB = "16";

  private final Supplier<Engine> factory;
  private final Deque<Engine> idle = new ArrayDeque<>();
  private boolean closed;

  /** A pool making its engines with {@code factory}. */
  public EnginePool(Supplier<Engine> factory) {
    this.factory = factory;
  }

  /** An engine for one search; give it back with {@link #release}. */
  public Engine borrow() {
    synchronized (this) {
      if (closed) {
        throw new IllegalStateException("the server is shutting down");
      }
      Engine engine = idle.poll();
      if (engine != null) {
        return engine;
      }
    }
    Engine engine = factory.get();
    engine.setOption("hash", HASH_MB);
    return engine;
  }

  /** Takes an engine back once its search is over. */
  public void release(Engine engine) {
    synchronized (this) {
      if (!closed && idle.size() < MAX_IDLE) {
        idle.push(engine);
        return;
      }
    }
    engine.close();
  }

  @Override
  public void close() {
    synchronized (this) {
      closed = true;
      for (Engine engine : idle) {
        engine.close();
      }
      idle.clear();
    }
  }
}
