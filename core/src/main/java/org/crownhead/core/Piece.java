package org.crownhead.core;

/**
 * A piece on a square: a man or a king of either colour.
 *
 * <pre>{@code
 * Piece.of(Colour.WHITE, true); // WHITE_KING
 * Piece.BLACK_MAN.crowned(); // BLACK_KING
 * }</pre>
 */
public enum Piece {
  BLACK_MAN(Colour.BLACK, false),
  BLACK_KING(Colour.BLACK, true),
  WHITE_MAN(Colour.WHITE, false),
  WHITE_KING(Colour.WHITE, true);

  private final Colour colour;
  private final boolean king;

  Piece(Colour colour, boolean king) {
    this.colour = colour;
    this.king = king;
  }

  /** The piece of the given colour and kind. */
  public static Piece of(Colour colour, boolean king) {
    if (colour == Colour.BLACK) {
      return king ? BLACK_KING : BLACK_MAN;
    }
    return king ? WHITE_KING : WHITE_MAN;
  }

  public Colour colour() {
    return colour;
  }

  public boolean isKing() {
    return king;
  }

  /** The king of this piece's colour. */
  public Piece crowned() {
    return of(colour, true);
  }
}
