package org.crownhead.engine;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * How long the engine may think: a depth, a number of nodes, a time for the move, a game clock with
 * increment, or until told to stop. Limits combine; the first one reached ends the search.
 * Immutable.
 *
 * <pre>{@code
 * Limits.depth(10).toString(); // depth 10
 * Limits.moveTime(Duration.ofMillis(500)).withNodes(1_000_000).toString(); // time 500 ms, nodes 1000000
 * Limits.clock(Duration.ofMinutes(5), Duration.ofSeconds(3), 0).toString(); // clock 300000 ms + 3000 ms
 * }</pre>
 */
public final class Limits {
  private static final Limits INFINITE = new Limits(0, 0, null, null, null, 0);

  private final int depth;
  private final long nodes;
  private final Duration moveTime;
  private final Duration remaining;
  private final Duration increment;
  private final int movesToGo;

  private Limits(
      int depth,
      long nodes,
      Duration moveTime,
      Duration remaining,
      Duration increment,
      int movesToGo) {
    this.depth = depth;
    this.nodes = nodes;
    this.moveTime = moveTime;
    this.remaining = remaining;
    this.increment = increment;
    this.movesToGo = movesToGo;
  }

  /** No limit: think until {@link Engine#stop()}. */
  public static Limits infinite() {
    return INFINITE;
  }

  /** Search to a depth in plies, 1 or more. */
  public static Limits depth(int plies) {
    return INFINITE.withDepth(plies);
  }

  /** Search a number of nodes, 1 or more. */
  public static Limits nodes(long count) {
    return INFINITE.withNodes(count);
  }

  /** Think for this long on the move (zero or negative: move at once). */
  public static Limits moveTime(Duration time) {
    return INFINITE.withMoveTime(time);
  }

  /**
   * Play on a game clock: the time left, the increment added after each move, and the moves to the
   * next time control (0 when the rest of the game must be played in the time left).
   */
  public static Limits clock(Duration remaining, Duration increment, int movesToGo) {
    Objects.requireNonNull(remaining);
    Objects.requireNonNull(increment);
    if (movesToGo < 0) {
      throw new IllegalArgumentException("moves to go must not be negative: " + movesToGo);
    }
    return new Limits(INFINITE.depth, 0, null, remaining, increment, movesToGo);
  }

  /** These limits and a depth. */
  public Limits withDepth(int plies) {
    if (plies < 1) {
      throw new IllegalArgumentException("depth must be at least 1, not " + plies);
    }
    return new Limits(plies, nodes, moveTime, remaining, increment, movesToGo);
  }

  /** These limits and a node count. */
  public Limits withNodes(long count) {
    if (count < 1) {
      throw new IllegalArgumentException("nodes must be at least 1, not " + count);
    }
    return new Limits(depth, count, moveTime, remaining, increment, movesToGo);
  }

  /** These limits and a time for the move. */
  public Limits withMoveTime(Duration time) {
    Objects.requireNonNull(time);
    return new Limits(
        depth, nodes, time.isNegative() ? Duration.ZERO : time, remaining, increment, movesToGo);
  }

  public OptionalInt depth() {
    return depth == 0 ? OptionalInt.empty() : OptionalInt.of(depth);
  }

  public OptionalLong nodes() {
    return nodes == 0 ? OptionalLong.empty() : OptionalLong.of(nodes);
  }

  public Optional<Duration> moveTime() {
    return Optional.ofNullable(moveTime);
  }

  /** The time left on the clock, when playing on a clock. */
  public Optional<Duration> remaining() {
    return Optional.ofNullable(remaining);
  }

  /** The increment per move, when playing on a clock. */
  public Duration increment() {
    return increment == null ? Duration.ZERO : increment;
  }

  /** Moves to the next time control; 0 when unknown or none. */
  public int movesToGo() {
    return movesToGo;
  }

  /** True when nothing but {@link Engine#stop()} ends the search. */
  public boolean isInfinite() {
    return depth == 0 && nodes == 0 && moveTime == null && remaining == null;
  }

  @Override
  public String toString() {
    if (isInfinite()) {
      return "infinite";
    }
    StringBuilder text = new StringBuilder();
    if (depth != 0) {
      text.append("depth ").append(depth);
    }
    if (moveTime != null) {
      text.append(text.length() > 0 ? ", " : "")
          .append("time ")
          .append(moveTime.toMillis())
          .append(" ms");
    }
    if (nodes != 0) {
      text.append(text.length() > 0 ? ", " : "").append("nodes ").append(nodes);
    }
    if (remaining != null) {
      text.append(text.length() > 0 ? ", " : "")
          .append("clock ")
          .append(remaining.toMillis())
          .append(" ms + ")
          .append(increment.toMillis())
          .append(" ms");
      if (movesToGo > 0) {
        text.append(", ").append(movesToGo).append(" moves to go");
      }
    }
    return text.toString();
  }
}
