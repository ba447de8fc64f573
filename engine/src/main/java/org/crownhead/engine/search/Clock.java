package org.crownhead.engine.search;

import java.time.Duration;
import org.crownhead.engine.Limits;

/**
 * Decides when a search stops: on request, at a node count, or at the time its limits allow.
 *
 * <p>With a time per move the search stops a margin before that time: a third of it, at least 25 ms
 * but never more than half of it, and at most 100 ms, so that a pause of the machine (a garbage
 * collection, another program taking the processor, the host of a virtual machine taking it back)
 * between two looks at the clock does not make the move late. Pauses of 15 to 20 ms were seen on an
 * otherwise idle virtual machine; the 25 ms keep a short move time safe from them. On a game clock
 * it aims to spend about a thirtieth of the time left plus most of the increment (or the time left
 * divided by the moves to go), begins no new iteration after half of that aim, and never goes
 * beyond a hard limit that keeps a safety margin of 30 ms on the clock.
 *
 * <p>On a machine without such pauses the margin can be set instead (the engine's {@code margin}
 * setting): it is then kept back from a time per move (but never more than half of it) and from the
 * clock.
 *
 * <p>Shared by all search threads; the request to stop is volatile, the rest fixed when the search
 * starts.
 */
final class Clock {
  /** Kept on the clock for the time it takes to send the move. */
  private static final long SAFETY_NANOS = 30_000_000L;

  /** The least (unless that is over half the time) and the most kept back from a time per move. */
  private static final long MIN_MOVE_MARGIN_NANOS = 25_000_000L;

  private static final long MAX_MOVE_MARGIN_NANOS = 100_000_000L;

  /** The margin that depends on the time, as described above. */
  static final long AUTOMATIC = -1;

  private final long start = System.nanoTime();
  private final long softNanos;
  private final long hardNanos;
  private final long nodeLimit;
  private volatile boolean stopRequested;

  /** A clock that keeps the automatic margin back. */
  Clock(Limits limits) {
    this(limits, AUTOMATIC);
  }

  /**
   * A clock that keeps {@code marginNanos} back from a time per move (at most half of it) and from
   * a game clock, or the automatic margin when that is {@link #AUTOMATIC}.
   */
  Clock(Limits limits, long marginNanos) {
    long soft = Long.MAX_VALUE;
    long hard = Long.MAX_VALUE;
    if (limits.moveTime().isPresent()) {
      long time = limits.moveTime().get().toNanos();
      long margin =
          marginNanos == AUTOMATIC
              ? Math.min(
                  Math.min(Math.max(MIN_MOVE_MARGIN_NANOS, time / 3), time / 2),
                  MAX_MOVE_MARGIN_NANOS)
              : Math.min(marginNanos, time / 2);
      hard = Math.max(0, time - margin);
      soft = hard;
    }
    if (limits.remaining().isPresent()) {
      long left = limits.remaining().get().toNanos();
      long increment = limits.increment().toNanos();
      int movesToGo = limits.movesToGo() > 0 ? Math.min(limits.movesToGo(), 40) : 30;
      long aim = left / movesToGo + increment * 3 / 4;
      long safety = marginNanos == AUTOMATIC ? SAFETY_NANOS : marginNanos;
      long ceiling = Math.max(0, Math.min(left / 3 + increment, left - safety));
      aim = Math.min(aim, ceiling);
      soft = Math.min(soft, aim / 2);
      hard = Math.min(hard, Math.max(0, Math.min(aim * 3, ceiling)));
    }
    this.softNanos = soft;
    this.hardNanos = hard;
    this.nodeLimit = limits.nodes().orElse(Long.MAX_VALUE);
  }

  /** Asks the search to stop as soon as it can. */
  void requestStop() {
    stopRequested = true;
  }

  boolean stopRequested() {
    return stopRequested;
  }

  /** True when the search must stop now: asked to, out of nodes or out of time. */
  boolean mustStop(long nodes) {
    return stopRequested || nodes >= nodeLimit || elapsedNanos() >= hardNanos;
  }

  /** True when there is time for another iteration of the deepening. */
  boolean mayDeepen(long nodes) {
    return !mustStop(nodes) && elapsedNanos() < softNanos;
  }

  /** How long after its start the search must stop ({@link Long#MAX_VALUE}: no time limit). */
  long hardNanos() {
    return hardNanos;
  }

  long elapsedNanos() {
    return System.nanoTime() - start;
  }

  Duration elapsed() {
    return Duration.ofNanos(elapsedNanos());
  }
}
