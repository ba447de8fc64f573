package org.crownhead.hub;

import org.crownhead.core.Colour;
import org.crownhead.core.MalformedNotationException;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;

/**
 * Positions as the Hub protocol writes them: the side to move ({@code B} or {@code W}), then one
 * character for each square 1–32 in order: {@code b} a black man, {@code B} a black king, {@code w}
 * a white man, {@code W} a white king, {@code e} empty. 33 characters in all.
 *
 * <pre>{@code
 * HubPosition.format(Position.initial()); // Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww
 * HubPosition.parse("WeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeBW").toFen(); // W:WK32:BK31
 * }</pre>
 */
public final class HubPosition {
  private HubPosition() {}

  /** The length of a position: the side to move and 32 squares. */
  public static final int LENGTH = 33;

  /** The 33 characters of a position. */
  public static String format(Position position) {
    StringBuilder text = new StringBuilder(LENGTH);
    text.append(position.turn().letter());
    for (int square = 1; square <= 32; square++) {
      text.append(position.pieceAt(square).map(HubPosition::letter).orElse('e'));
    }
    return text.toString();
  }

  /**
   * Reads a position.
   *
   * @throws MalformedNotationException naming the text and what is wrong with it: its length, a
   *     character that is not a side or a piece, or a position the rules rule out (a man on its
   *     crowning row, more than 12 pieces of a side)
   */
  public static Position parse(String text) {
    if (text == null) {
      throw new MalformedNotationException("Hub position is missing", "");
    }
    if (text.length() != LENGTH) {
      throw error(
          text,
          "has "
              + text.length()
              + " characters; expected "
              + LENGTH
              + ": B or W for the side to move, then one of b, B, w, W, e for each square 1-32");
    }
    char side = text.charAt(0);
    if (side != 'B' && side != 'W') {
      throw error(text, "starts with '" + side + "'; expected B or W for the side to move");
    }
    Position position = Position.empty(Colour.fromLetter(side));
    for (int square = 1; square <= 32; square++) {
      char c = text.charAt(square);
      if (c == 'e') {
        continue;
      }
      Piece piece = piece(c);
      if (piece == null) {
        throw error(
            text,
            "has '"
                + (Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : c)
                + "' for square "
                + square
                + "; expected b, B, w, W or e");
      }
      try {
        position = position.with(square, piece);
      } catch (IllegalArgumentException e) {
        throw error(text, "is not a possible position: " + e.getMessage());
      }
    }
    return position;
  }

  private static char letter(Piece piece) {
    switch (piece) {
      case BLACK_MAN:
        return 'b';
      case BLACK_KING:
        return 'B';
      case WHITE_MAN:
        return 'w';
      default:
        return 'W';
    }
  }

  private static Piece piece(char letter) {
    switch (letter) {
      case 'b':
        return Piece.BLACK_MAN;
      case 'B':
        return Piece.BLACK_KING;
      case 'w':
        return Piece.WHITE_MAN;
      case 'W':
        return Piece.WHITE_KING;
      default:
        return null;
    }
  }

  private static MalformedNotationException error(String text, String problem) {
    String shown = text.length() > 60 ? text.substring(0, 60) + "..." : text;
    StringBuilder quoted = new StringBuilder();
    for (char c : shown.toCharArray()) {
      quoted.append(Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : c);
    }
    return new MalformedNotationException("Hub position \"" + quoted + "\" " + problem, text);
  }
}
