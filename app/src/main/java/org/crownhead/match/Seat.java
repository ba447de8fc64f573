package org.crownhead.match;

import org.crownhead.engine.Engine;

/**
 * One engine of a match as one game slot holds it: made when first needed, by the slot's thread,
 * kept from game to game (with {@link Engine#newGame()} between them), and thrown away after it
 * crashed so that the next game gets a fresh one. Used by one thread at a time.
 */
final class Seat {
  final EngineSpec spec;
  final String label;

  /** 1 or 2. */
  final int index;

  private Engine engine;

  Seat(EngineSpec spec, String label, int index) {
    this.spec = spec;
    this.label = label;
    this.index = index;
  }

  /** The engine, made now if there is none. */
  Engine engine() {
    if (engine == null) {
      engine = spec.create();
    }
    return engine;
  }

  /** Closes the engine after a crash; the next game makes a new one. */
  void discard() {
    Engine broken = engine;
    engine = null;
    closeQuietly(broken);
  }

  void close() {
    discard();
  }

  static void closeQuietly(Engine engine) {
    if (engine == null) {
      return;
    }
    try {
      engine.close();
    } catch (RuntimeException | StackOverflowError | AssertionError e) {
      // A broken engine may fail to close as well; nothing more can be done about it.
    }
  }
}
