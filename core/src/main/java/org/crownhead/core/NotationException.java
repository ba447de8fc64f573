package org.crownhead.core;

/**
 * Text that could not be turned into a position or a move. The three kinds are distinct subclasses:
 * {@link MalformedNotationException} (not valid notation at all), {@link IllegalMoveException}
 * (well-formed but not a legal move) and {@link AmbiguousMoveException} (matches more than one
 * legal move). Every message names the offending input.
 */
public abstract class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String input;

  NotationException(String message, String input) {
    super(message);
    this.input = input;
  }

  /** Quotes input for a message, shortened when long and with control characters made visible. */
  static String quote(String input) {
    StringBuilder quoted = new StringBuilder("\"");
    int limit = Math.min(input.length(), 80);
    for (int i = 0; i < limit; i++) {
      char c = input.charAt(i);
      if (Character.isISOControl(c)) {
        quoted.append(String.format("\\u%04x", (int) c));
      } else {
        quoted.append(c);
      }
    }
    if (input.length() > limit) {
      quoted.append("...");
    }
    return quoted.append('"').toString();
  }

  /** The text that was rejected. */
  public String input() {
    return input;
  }
}
