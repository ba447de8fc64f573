package org.crownhead.web.games;

import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.web.store.MoveRecord;

/**
 * A game's chess clock, kept on the server: each side's time left as it stood when the last move
 * was stored, which side's clock runs, and since when. Time is read from {@link System#nanoTime}
 * given by the caller, so that a restart (which builds a new clock from the stored times) never
 * charges the time the server was down.
 *
 * <p>The clock rule: no clock runs until both sides have made their first move; from then on the
 * side to move's clock runs. The copies made after a move, a takeback or the game's end follow it.
 *
 * <p>Not thread-safe: guarded by its game's lock.
 */
final class GameClock {
  private final long initialMs;
  private final long incrementMs;
  private long blackMs;
  private long whiteMs;
  private Colour running;
  private long since;

  GameClock(long initialMs, long incrementMs, long blackMs, long whiteMs) {
    this.initialMs = initialMs;
    this.incrementMs = incrementMs;
    this.blackMs = blackMs;
    this.whiteMs = whiteMs;
  }

  /** An independent copy, to change and then keep or drop. */
  GameClock copy() {
    GameClock copy = new GameClock(initialMs, incrementMs, blackMs, whiteMs);
    copy.running = running;
    copy.since = since;
    return copy;
  }

  /** True once both sides have made a move in the game: the clock runs from then on. */
  static boolean bothMoved(Game game) {
    return game.moves().size() >= 2;
  }

  /**
   * A copy after a move: the mover's time charged and the increment added when its clock ran, else
   * the side to move's clock started once both sides have moved; stopped when the move ended the
   * game.
   *
   * @param next the game after the move
   */
  GameClock afterMove(Colour mover, Game next, long nanoNow) {
    GameClock after = copy();
    if (running == mover) {
      after.press(mover, nanoNow);
    } else if (bothMoved(next)) {
      after.start(next.turn(), nanoNow); // both sides have moved: the clock starts
    }
    if (next.isOver()) {
      after.stop(nanoNow);
    }
    return after;
  }

  /**
   * A new clock after a takeback: the times stored with the last move kept (each side's initial
   * time when none is), running for the side to move once both sides have moved.
   *
   * @param next the game after the takeback
   * @param lastKept the stored row of the last move kept, or null when none is
   */
  GameClock afterTakeBack(Game next, MoveRecord lastKept, long nanoNow) {
    long black = lastKept != null ? lastKept.blackMs() : initialMs;
    long white = lastKept != null ? lastKept.whiteMs() : initialMs;
    GameClock after = new GameClock(initialMs, incrementMs, black, white);
    if (bothMoved(next)) {
      after.start(next.turn(), nanoNow);
    }
    return after;
  }

  /** A stopped copy, for a game that has ended or was aborted. */
  GameClock stopped(long nanoNow) {
    GameClock after = copy();
    after.stop(nanoNow);
    return after;
  }

  long initialMs() {
    return initialMs;
  }

  long incrementMs() {
    return incrementMs;
  }

  /** The side whose clock runs, or null. */
  Colour running() {
    return running;
  }

  /** The time stored for a side (not counting the running period). */
  long stored(Colour side) {
    return side == Colour.BLACK ? blackMs : whiteMs;
  }

  /** The time a side has left now, never below zero. */
  long remaining(Colour side, long nanoNow) {
    long left = stored(side);
    if (side == running) {
      left -= (nanoNow - since) / 1_000_000;
    }
    return Math.max(0, left);
  }

  /** Starts a side's clock (stopping the other). */
  void start(Colour side, long nanoNow) {
    running = side;
    since = nanoNow;
  }

  /** Stops the running clock, charging the time it ran. */
  void stop(long nanoNow) {
    if (running != null) {
      set(running, remaining(running, nanoNow));
      running = null;
    }
  }

  /**
   * The mover has moved: charges its time, adds the increment and starts the other side's clock.
   */
  void press(Colour mover, long nanoNow) {
    long left = remaining(mover, nanoNow);
    set(mover, left + incrementMs);
    start(mover.opponent(), nanoNow);
  }

  /** Sets both stored times (after a takeback) without starting or stopping anything. */
  void reset(long black, long white) {
    blackMs = black;
    whiteMs = white;
  }

  /** True when the running side has no time left. */
  boolean flagFell(long nanoNow) {
    return running != null && remaining(running, nanoNow) == 0;
  }

  private void set(Colour side, long ms) {
    if (side == Colour.BLACK) {
      blackMs = ms;
    } else {
      whiteMs = ms;
    }
  }
}
