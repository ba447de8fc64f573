package org.crownhead.core;

/**
 * The two sides. Black starts on squares 1–12 and moves first; White starts on squares 21–32.
 *
 * <pre>{@code
 * Colour.BLACK.opponent(); // WHITE
 * Colour.fromLetter('W'); // WHITE
 * }</pre>
 */
public enum Colour {
  BLACK('B'),
  WHITE('W');

  private final char letter;

  Colour(char letter) {
    this.letter = letter;
  }

  /** The other side. */
  public Colour opponent() {
    return this == BLACK ? WHITE : BLACK;
  }

  /** {@code 'B'} or {@code 'W'}, as in FEN and PDN. */
  public char letter() {
    return letter;
  }

  /**
   * The colour of a FEN letter, either case.
   *
   * @throws IllegalArgumentException if the letter is not B or W
   */
  public static Colour fromLetter(char letter) {
    switch (Character.toUpperCase(letter)) {
      case 'B':
        return BLACK;
      case 'W':
        return WHITE;
      default:
        throw new IllegalArgumentException("not a colour letter: '" + letter + "'");
    }
  }

  /** "Black" or "White". */
  public String displayName() {
    return this == BLACK ? "Black" : "White";
  }
}
