package org.crownhead.engine.search;

import java.time.Duration;
import org.crownhead.engine.Limits;

/**
 * A time per move read as the average over a game, as CheckerBoard's engines (Cake among them) read
 * it: the time a move leaves unused (a book move, a forced move, a move from the endgame databases,
 * a search that ended early) is saved, and each later search is given the time per move plus an
 * eighth of the savings, at most {@value #MOST_TIMES} times the time per move. A move that ran over
 * its time takes the excess from the savings. Over a game the moves then take no more than the time
 * per move on average, and the hard positions after the book get the time the easy ones did not
 * need.
 *
 * <p>Each move is charged {@value #OVERHEAD_MILLIS} ms more than the search measured, for reading
 * the command and sending the move. The savings start at nothing with each new game.
 *
 * <pre>{@code
 * TimeBank bank = new TimeBank();
 * Duration tenth = Duration.ofMillis(100);
 * // A book move, played at once, saves 98 ms (2 ms are charged for the protocol).
 * bank.spent(tenth, Duration.ZERO);
 * bank.allot(tenth).toMillis(); // 112
 * }</pre>
 */
final class TimeBank {
  /** The share of the savings a search may spend: one part in this many. */
  static final int SHARE = 8;

  /** The most a search is given, in times per move. */
  static final int MOST_TIMES = 5;

  /** Charged to every move over the search's own time. */
  static final long OVERHEAD_MILLIS = 2;

  private long savedNanos;

  /**
   * True for limits the bank applies to: a time per move and nothing else (no clock, depth or node
   * count), as a game at a fixed time per move sends.
   */
  static boolean appliesTo(Limits limits) {
    return limits.moveTime().isPresent()
        && limits.remaining().isEmpty()
        && limits.depth().isEmpty()
        && limits.nodes().isEmpty()
        && !limits.isInfinite();
  }

  /** The time the next search may take when the time per move is {@code moveTime}. */
  Duration allot(Duration moveTime) {
    long time = moveTime.toNanos();
    long allotted = time + savedNanos / SHARE;
    return Duration.ofNanos(Math.max(time / 2, Math.min(allotted, time * MOST_TIMES)));
  }

  /** A move at {@code moveTime} a move took {@code used}: the difference goes to the savings. */
  void spent(Duration moveTime, Duration used) {
    savedNanos += moveTime.toNanos() - used.toNanos() - OVERHEAD_MILLIS * 1_000_000;
  }

  /** What is saved now (negative when the moves ran over). */
  Duration saved() {
    return Duration.ofNanos(savedNanos);
  }

  /** Forgets the savings: a new game. */
  void reset() {
    savedNanos = 0;
  }
}
