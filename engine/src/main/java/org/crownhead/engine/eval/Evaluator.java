package org.crownhead.engine.eval;

import org.crownhead.core.Position;
import org.crownhead.core.PositionStack;

/**
 * Judges a quiet position: a score in points (a man is 100) for the side to move. The search calls
 * it only where the side to move has no capture. Implementations must be thread-safe (the search
 * may call one evaluator from several threads), fast (millions of calls a second) and depend on the
 * position alone, for the search keeps recent scores and does not ask again.
 *
 * <pre>{@code
 * Evaluator material = position -> 100 * (position.count(position.turn())
 *     - position.count(position.turn().opponent()));
 * material.evaluate(Position.fromFen("B:W21:B1,2")); // 100
 * }</pre>
 */
@FunctionalInterface
public interface Evaluator {
  /** The score of the position for the side to move, in points, well inside ±10,000. */
  int evaluate(Position position);

  /**
   * The score of the position on top of {@code line}, as {@link #evaluate(Position)} gives it. The
   * search calls this one; an evaluator that can read the pieces from the stack should, for this
   * default makes a {@link Position} each time.
   */
  default int evaluate(PositionStack line) {
    return evaluate(line.position());
  }

  /**
   * The evaluator for one search thread, which calls it from that thread only: this one, or one
   * with state of its own, such as a network's incrementally updated first layer. Each search
   * thread asks once, when it is made.
   */
  default Evaluator forThread() {
    return this;
  }
}
