package org.crownhead.core;

/**
 * PDN FEN: the side to move, then each side's squares, {@code K} before a king.
 *
 * <p>Reading is tolerant: either colour order, ranges ({@code W21-32}, {@code BK1-3}), spaces
 * anywhere between items, lower case, and a trailing {@code .}; a colour left out has no pieces.
 * Writing gives one canonical form: side to move, then White, then Black, each side's squares in
 * ascending order with {@code K} marking kings in place, no ranges; a side with no pieces is its
 * letter alone.
 *
 * <pre>{@code
 * Fen.format(Fen.parse("b:b1-3,K12:w32.")); // B:W32:B1,2,3,K12
 * Fen.format(Position.initial()); // B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12
 * }</pre>
 */
public final class Fen {
  private Fen() {}

  /**
   * Reads a FEN.
   *
   * @throws MalformedNotationException with a message naming the FEN and the column at fault
   */
  public static Position parse(String fen) {
    if (fen == null) {
      throw new MalformedNotationException("FEN is missing", "");
    }
    return new Reader(fen).read();
  }

  /** Writes the canonical FEN of a position. */
  public static String format(Position position) {
    StringBuilder fen = new StringBuilder();
    fen.append(position.turn().letter());
    appendSide(fen, 'W', position.white(), position.kings());
    appendSide(fen, 'B', position.black(), position.kings());
    return fen.toString();
  }

  private static void appendSide(StringBuilder fen, char letter, long pieces, long kings) {
    fen.append(':').append(letter);
    boolean first = true;
    for (int square = 1; square <= 32; square++) {
      long mask = Layout.mask(square);
      if ((pieces & mask) == 0) {
        continue;
      }
      if (!first) {
        fen.append(',');
      }
      first = false;
      if ((kings & mask) != 0) {
        fen.append('K');
      }
      fen.append(square);
    }
  }

  /** A cursor over the FEN text that remembers where it is for error messages. */
  private static final class Reader {
    private final String text;
    private int at;
    private final long[] pieces = new long[2];
    private long kings;
    private final boolean[] seen = new boolean[2];

    Reader(String text) {
      this.text = text;
    }

    Position read() {
      skipSpaces();
      if (at == text.length()) {
        throw error("is empty");
      }
      Colour turn = colour("the side to move (B or W)");
      skipSpaces();
      if (at < text.length() && text.charAt(at) != ':' && text.charAt(at) != '.') {
        throw error("expects ':' after the side to move");
      }
      while (at < text.length() && text.charAt(at) == ':') {
        at++;
        skipSpaces();
        if (at == text.length()) {
          break; // a trailing colon: nothing more to read
        }
        section();
        skipSpaces();
      }
      if (at < text.length() && text.charAt(at) == '.') {
        at++;
        skipSpaces();
      }
      if (at < text.length()) {
        throw error("has unexpected " + NotationException.quote(text.charAt(at)));
      }
      try {
        return new Position(pieces[0], pieces[1], kings, turn);
      } catch (IllegalArgumentException e) {
        throw new MalformedNotationException(
            "FEN " + NotationException.quote(text) + ": " + e.getMessage(), text);
      }
    }

    private void section() {
      int start = at;
      Colour colour = colour("a colour (B or W)");
      if (seen[colour.ordinal()]) {
        at = start;
        throw error("lists " + colour.displayName() + "'s pieces twice");
      }
      seen[colour.ordinal()] = true;
      skipSpaces();
      if (at == text.length() || text.charAt(at) == ':' || text.charAt(at) == '.') {
        return;
      }
      while (true) {
        item(colour);
        skipSpaces();
        if (at < text.length() && text.charAt(at) == ',') {
          at++;
          skipSpaces();
          if (at < text.length() && isDigit(text.charAt(at))
              || at < text.length() && Character.toUpperCase(text.charAt(at)) == 'K') {
            continue;
          }
        }
        return;
      }
    }

    private void item(Colour colour) {
      int start = at;
      boolean king = false;
      if (at < text.length() && Character.toUpperCase(text.charAt(at)) == 'K') {
        king = true;
        at++;
        skipSpaces();
      }
      int first = square();
      int last = first;
      skipSpaces();
      if (at < text.length() && text.charAt(at) == '-') {
        at++;
        skipSpaces();
        int rangeStart = at;
        last = square();
        if (last < first) {
          at = rangeStart;
          throw error("has a range that runs backwards (" + first + "-" + last + ")");
        }
      }
      for (int square = first; square <= last; square++) {
        long mask = Layout.mask(square);
        if (((pieces[0] | pieces[1]) & mask) != 0) {
          at = start;
          throw error("puts two pieces on square " + square);
        }
        pieces[colour.ordinal()] |= mask;
        if (king) {
          kings |= mask;
        }
      }
    }

    private int square() {
      int start = at;
      while (at < text.length() && isDigit(text.charAt(at)) && at - start < 3) {
        at++;
      }
      if (start == at) {
        throw error("expects a square number");
      }
      int square = Integer.parseInt(text.substring(start, at));
      if (square < 1 || square > 32) {
        at = start;
        throw error("has square " + square + ", but squares are numbered 1 to 32");
      }
      return square;
    }

    private static boolean isDigit(char c) {
      return c >= '0' && c <= '9';
    }

    private Colour colour(String what) {
      if (at < text.length()) {
        char c = Character.toUpperCase(text.charAt(at));
        if (c == 'B' || c == 'W') {
          at++;
          return Colour.fromLetter(c);
        }
      }
      throw error("expects " + what);
    }

    private void skipSpaces() {
      while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
        at++;
      }
    }

    private MalformedNotationException error(String problem) {
      String where = at < text.length() ? " at column " + (at + 1) : " at the end";
      return new MalformedNotationException(
          "FEN " + NotationException.quote(text) + " " + problem + where, text);
    }
  }
}
