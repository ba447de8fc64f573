package org.crownhead.core;

/**
 * Text that is not valid notation: a FEN, move or PDN text that cannot be read at all. The message
 * says what is wrong and where.
 */
public class MalformedNotationException extends NotationException {
  private static final long serialVersionUID = 1L;

  public MalformedNotationException(String message, String input) {
    super(message, input);
  }
}
