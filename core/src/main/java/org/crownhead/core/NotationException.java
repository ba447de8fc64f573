package org.crownhead.core;

/**
 * Text that could not be turned into a position or a move. The three kinds are distinct subclasses:
 * {@link MalformedNotationException} (not valid notation at all), {@link IllegalMoveException}
 * (well-formed but not a legal move) and {@link AmbiguousMoveException} (matches more than one
 * legal move). Every message names the offending input.
 *
 * <pre>{@code
 * NotationException error = null;
 * try { Fen.parse("B:W33:B1"); } catch (NotationException e) { error = e; }
 * error.input(); // B:W33:B1
 * error.getMessage(); // FEN "B:W33:B1" has square 33, but squares are numbered 1 to 32 at column 4
 * }</pre>
 */
public abstract class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String input;

  NotationException(String message, String input) {
    super(message);
    this.input = input;
  }

  /**
   * Quotes input for a message: control characters made visible, and cut short with {@code ...}
   * after about 80 characters (never inside a character).
   */
  static String quote(String input) {
    StringBuilder quoted = new StringBuilder("\"");
    int at = 0;
    while (at < input.length() && quoted.length() <= 80) {
      char c = input.charAt(at++);
      if (Character.isISOControl(c)) {
        quoted.append(String.format("\\u%04x", (int) c));
      } else {
        quoted.append(c);
        if (Character.isHighSurrogate(c)
            && at < input.length()
            && Character.isLowSurrogate(input.charAt(at))) {
          quoted.append(input.charAt(at++));
        }
      }
    }
    if (at < input.length()) {
      quoted.append("...");
    }
    return quoted.append('"').toString();
  }

  /** Quotes one character for a message, control characters made visible: {@code 'x'}. */
  static String quote(char c) {
    return Character.isISOControl(c) ? String.format("'\\u%04x'", (int) c) : "'" + c + "'";
  }

  /** The text that was rejected. */
  public String input() {
    return input;
  }
}
