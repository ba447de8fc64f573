package org.crownhead.core;

/**
 * Move text that matches more than one legal move, such as {@code 15x31} when two capture sequences
 * with different captured pieces lead from 15 to 31. The full path resolves it.
 */
public class AmbiguousMoveException extends NotationException {
  private static final long serialVersionUID = 1L;

  public AmbiguousMoveException(String message, String input) {
    super(message, input);
  }
}
