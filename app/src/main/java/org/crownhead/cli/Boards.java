package org.crownhead.cli;

import org.crownhead.core.Colour;
import org.crownhead.core.MalformedNotationException;
import org.crownhead.core.Position;

/** The commands' reading of a {@code --fen} option: a board with no pieces is refused. */
final class Boards {
  private Boards() {}

  /**
   * The position of a FEN, the start when null.
   *
   * @throws MalformedNotationException for bad FEN text, or a FEN with no pieces at all
   */
  static Position read(String fen) {
    if (fen == null) {
      return Position.initial();
    }
    Position position = Position.fromFen(fen);
    if (position.count(Colour.BLACK) == 0 && position.count(Colour.WHITE) == 0) {
      throw new MalformedNotationException(
          "FEN \"" + fen.strip() + "\" has no pieces: a position needs at least one piece", fen);
    }
    return position;
  }
}
