package org.crownhead.core;

/** A well-formed move that is not legal in the position it was played in. */
public class IllegalMoveException extends NotationException {
  private static final long serialVersionUID = 1L;

  public IllegalMoveException(String message, String input) {
    super(message, input);
  }
}
