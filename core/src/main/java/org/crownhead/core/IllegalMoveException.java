package org.crownhead.core;

/**
 * A well-formed move that is not legal in the position it was played in. The message lists the
 * legal moves.
 *
 * <pre>{@code
 * IllegalMoveException error = null;
 * try { new Game().play("12-15"); } catch (IllegalMoveException e) { error = e; }
 * error.getMessage(); // move "12-15" is not legal here; legal moves: 9-13 9-14 10-14 10-15 11-15 11-16 12-16
 * }</pre>
 */
public class IllegalMoveException extends NotationException {
  private static final long serialVersionUID = 1L;

  public IllegalMoveException(String message, String input) {
    super(message, input);
  }
}
