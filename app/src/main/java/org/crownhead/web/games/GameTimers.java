package org.crownhead.web.games;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A live game's two timers: the flag, which falls when the running clock reaches zero, and the
 * grace period a side has for its first move in a game with a clock. This class schedules and
 * cancels them; whether the flag really fell or the grace really ran out is for the game to judge
 * when its timer fires.
 *
 * <p>Not thread-safe: guarded by its game's lock.
 */
final class GameTimers {
  private final ScheduledExecutorService scheduler;
  private final Duration grace;
  private ScheduledFuture<?> flag;
  private ScheduledFuture<?> graceTimer;
  private long graceSince;

  GameTimers(ScheduledExecutorService scheduler, Duration grace) {
    this.scheduler = scheduler;
    this.grace = grace;
  }

  /** Starts the grace period again: a move was made, a seat taken, or the game resumed. */
  void restartGrace(long now) {
    graceSince = now;
  }

  /** The milliseconds left of the grace period, 0 once past. */
  long graceLeft(long now) {
    return Math.max(0, grace.toMillis() - (now - graceSince) / 1_000_000);
  }

  /** Cancels both timers. */
  void cancel() {
    if (flag != null) {
      flag.cancel(false);
      flag = null;
    }
    if (graceTimer != null) {
      graceTimer.cancel(false);
      graceTimer = null;
    }
  }

  /** Runs {@code onFlag} just after the running side's time runs out; nothing when none runs. */
  void scheduleFlag(GameClock clock, Runnable onFlag) {
    if (clock == null || clock.running() == null) {
      return;
    }
    long delay = clock.remaining(clock.running(), System.nanoTime()) + 1;
    try {
      flag = scheduler.schedule(onFlag, delay, TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // Shutting down: the clock resumes from the store after the restart.
    }
  }

  /** Runs {@code onGrace} just after the grace period ends; nothing when {@code left} is -1. */
  void scheduleGrace(long left, Runnable onGrace) {
    if (left < 0) {
      return;
    }
    try {
      graceTimer = scheduler.schedule(onGrace, left + 1, TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // Shutting down: the grace period starts again after the restart.
    }
  }
}
