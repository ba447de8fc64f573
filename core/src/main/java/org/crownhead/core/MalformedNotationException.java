package org.crownhead.core;

/**
 * Text that is not valid notation: a FEN, move or PDN text that cannot be read at all. The message
 * says what is wrong and where.
 *
 * <pre>{@code
 * MalformedNotationException error = null;
 * try { MoveText.parse(Position.initial(), "11/15"); } catch (MalformedNotationException e) { error = e; }
 * error.getMessage(); // move text "11/15" has '/' where - or x should be
 * }</pre>
 */
public class MalformedNotationException extends NotationException {
  private static final long serialVersionUID = 1L;

  public MalformedNotationException(String message, String input) {
    super(message, input);
  }
}
