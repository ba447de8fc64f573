package org.crownhead.match;

import org.crownhead.core.Termination;

/**
 * How an engine can lose a game by its own failure rather than on the board. The match counts each
 * kind apart; any of them in a match between working engines points to a bug.
 *
 * <pre>{@code
 * Fault.ILLEGAL_MOVE.description(); // illegal move
 * }</pre>
 */
public enum Fault {
  /** The engine answered a move that is not legal, or no move while it had legal moves. */
  ILLEGAL_MOVE("illegal move"),
  /** The engine failed: it threw, its program died, or it could not be started. */
  CRASH("engine crash"),
  /** The engine's clock ran out before it moved. */
  TIME_FORFEIT(Termination.TIME_FORFEIT.description());

  private final String description;

  Fault(String description) {
    this.description = description;
  }

  /**
   * A few words, as the PDN Termination tag has them; the evaluation's tuner leaves out the games
   * that end so.
   */
  public String description() {
    return description;
  }
}
