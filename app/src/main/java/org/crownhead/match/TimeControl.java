package org.crownhead.match;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.crownhead.engine.Limits;

/**
 * How long each move of a match may take: a fixed depth, a number of nodes, a time per move, a game
 * clock with an increment, or several of these (the first reached ends the move). Immutable.
 *
 * <p>A depth or a node count makes games that do not depend on the machine or its load: the same
 * engines play the same games again. Time limits do not.
 *
 * <pre>{@code
 * TimeControl.ofDepth(6).toString(); // depth 6
 * TimeControl.ofClock(Duration.ofSeconds(60), Duration.ofMillis(500)).toString(); // clock 60+0.5
 * TimeControl.parseClock("60+0.5").increment().toMillis(); // 500
 * TimeControl.ofDepth(8).withNodes(100000).limits(null).toString(); // depth 8, nodes 100000
 * }</pre>
 */
public final class TimeControl {
  private final int depth;
  private final long nodes;
  private final Duration moveTime;
  private final Duration clock;
  private final Duration increment;

  private TimeControl(
      int depth, long nodes, Duration moveTime, Duration clock, Duration increment) {
    this.depth = depth;
    this.nodes = nodes;
    this.moveTime = moveTime;
    this.clock = clock;
    this.increment = increment;
  }

  private static final TimeControl NONE = new TimeControl(0, 0, null, null, null);

  /** Each move searched to a depth, in plies. */
  public static TimeControl ofDepth(int plies) {
    return NONE.withDepth(plies);
  }

  /** Each move searched for a number of nodes. */
  public static TimeControl ofNodes(long count) {
    return NONE.withNodes(count);
  }

  /** Each move thought about for a time. */
  public static TimeControl ofMoveTime(Duration time) {
    return NONE.withMoveTime(time);
  }

  /** A game clock: each side's time for the whole game, and the time added after each move. */
  public static TimeControl ofClock(Duration time, Duration increment) {
    return NONE.withClock(time, increment);
  }

  /** These limits and a depth. */
  public TimeControl withDepth(int plies) {
    if (plies < 1) {
      throw new IllegalArgumentException("the depth must be at least 1, not " + plies);
    }
    return new TimeControl(plies, nodes, moveTime, clock, increment);
  }

  /** These limits and a node count. */
  public TimeControl withNodes(long count) {
    if (count < 1) {
      throw new IllegalArgumentException("the node count must be at least 1, not " + count);
    }
    return new TimeControl(depth, count, moveTime, clock, increment);
  }

  /** These limits and a time per move. */
  public TimeControl withMoveTime(Duration time) {
    if (time.isNegative() || time.isZero()) {
      throw new IllegalArgumentException(
          "the time per move must be more than 0 s, not " + seconds(time) + " s");
    }
    return new TimeControl(depth, nodes, time, clock, increment);
  }

  /** These limits and a game clock. */
  public TimeControl withClock(Duration time, Duration increment) {
    if (time.isNegative() || time.isZero() || increment.isNegative()) {
      throw new IllegalArgumentException(
          "a clock needs more than 0 s and an increment of 0 s or more, not "
              + seconds(time)
              + "+"
              + seconds(increment));
    }
    return new TimeControl(depth, nodes, moveTime, time, increment);
  }

  /**
   * Reads a clock as {@code SECONDS[+INCREMENT]}, such as {@code 60+0.5} (a minute for the game,
   * half a second added after each move) or {@code 300}.
   *
   * @throws IllegalArgumentException if the text is not of that form
   */
  public static TimeControl parseClock(String text) {
    String[] parts = text.strip().split("\\+", -1);
    if (parts.length > 2) {
      throw new IllegalArgumentException(
          "clock \"" + text + "\" must be SECONDS or SECONDS+INCREMENT, such as 60+0.5");
    }
    Duration time = parseSeconds(parts[0], "clock \"" + text + "\"");
    Duration increment =
        parts.length == 2 ? parseSeconds(parts[1], "clock \"" + text + "\"") : Duration.ZERO;
    return ofClock(time, increment);
  }

  /**
   * Reads seconds such as {@code 0.1} or {@code 60}, to the nanosecond.
   *
   * @throws IllegalArgumentException naming {@code what} if the text is not a number of seconds
   */
  public static Duration parseSeconds(String text, String what) {
    try {
      BigDecimal seconds = new BigDecimal(text.strip());
      if (seconds.signum() < 0 || seconds.compareTo(BigDecimal.valueOf(1_000_000_000L)) > 0) {
        throw new NumberFormatException();
      }
      return Duration.ofNanos(seconds.movePointRight(9).longValue());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          what + ": \"" + text.strip() + "\" is not a number of seconds");
    }
  }

  /** The time per move, if there is one. */
  public Optional<Duration> moveTime() {
    return Optional.ofNullable(moveTime);
  }

  /** The time on each side's clock at the start, if the game is played on a clock. */
  public Optional<Duration> clock() {
    return Optional.ofNullable(clock);
  }

  /** The time added to a clock after each move; zero without a clock. */
  public Duration increment() {
    return increment == null ? Duration.ZERO : increment;
  }

  /** True when at least one limit is set. */
  public boolean isLimited() {
    return depth > 0 || nodes > 0 || moveTime != null || clock != null;
  }

  /** True when only depth and nodes limit a move: games are the same on any machine. */
  public boolean isReproducible() {
    return isLimited() && moveTime == null && clock == null;
  }

  /**
   * The engine's limits for one move, with {@code remaining} the time left on the mover's clock
   * (ignored without a clock).
   */
  public Limits limits(Duration remaining) {
    Limits limits = clock != null ? Limits.clock(remaining, increment(), 0) : Limits.infinite();
    if (depth > 0) {
      limits = limits.withDepth(depth);
    }
    if (nodes > 0) {
      limits = limits.withNodes(nodes);
    }
    if (moveTime != null) {
      limits = limits.withMoveTime(moveTime);
    }
    return limits;
  }

  /** The PDN {@code TimeControl} tag's value: the clock as {@code 60+0.5}, else {@code -}. */
  public String pdnTag() {
    return clock == null
        ? "-"
        : seconds(clock) + (increment.isZero() ? "" : "+" + seconds(increment));
  }

  /** "depth 6", "time 0.1 s per move", "clock 60+0.5", joined with commas. */
  @Override
  public String toString() {
    List<String> parts = new ArrayList<>();
    if (depth > 0) {
      parts.add("depth " + depth);
    }
    if (nodes > 0) {
      parts.add("nodes " + nodes);
    }
    if (moveTime != null) {
      parts.add("time " + seconds(moveTime) + " s per move");
    }
    if (clock != null) {
      parts.add("clock " + pdnTag());
    }
    return parts.isEmpty() ? "no limit" : String.join(", ", parts);
  }

  private static String seconds(Duration time) {
    return BigDecimal.valueOf(time.toNanos(), 9).stripTrailingZeros().toPlainString();
  }
}
