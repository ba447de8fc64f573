package org.crownhead.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Move;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;

/**
 * The board drawn in text, the standard way: Black's side (squares 1–12) at the top, square 1 in
 * the second column of the top row, square 4 in the top right corner, White's side (21–32) at the
 * bottom. Turned round, White's side is at the top.
 *
 * <p>Each dark square shows its piece ({@code b}/{@code B} for a Black man/king, {@code w}/{@code
 * W} for White, the letters of the Hub protocol) or its number when empty; light squares are blank.
 * The squares of the last move are shown in brackets. Each row is labelled with the numbers of its
 * squares, left to right. With colours on, Black's pieces are red and kings bold; without them the
 * text has no control codes at all.
 *
 * <p>The starting position after 11-15:
 *
 * <pre>
 * +--------------------------------+
 * |      b       b       b       b |   1-4
 * |  b       b       b       b     |   5-8
 * |      b       b     [11]      b |   9-12
 * | 13      14     [ b]     16     |  13-16
 * |     17      18      19      20 |  17-20
 * |  w       w       w       w     |  21-24
 * |      w       w       w       w |  25-28
 * |  w       w       w       w     |  29-32
 * +--------------------------------+
 * </pre>
 *
 * <p>Holds no state of its own: it draws whatever it is given.
 */
final class BoardDiagram {
  private static final String ESCAPE = "\u001b[";
  private static final String RESET = ESCAPE + "0m";

  private BoardDiagram() {}

  /** The square at a row and column of the standard drawing, or 0 for a light square. */
  static int squareAt(int row, int column) {
    boolean dark = (row + column) % 2 == 1;
    return dark ? 4 * row + column / 2 + 1 : 0;
  }

  /** The letter of a piece, as in the Hub protocol: b, B, w, W. */
  static char letter(Piece piece) {
    char letter = piece.colour() == Colour.BLACK ? 'b' : 'w';
    return piece.isKing() ? Character.toUpperCase(letter) : letter;
  }

  /**
   * Draws the board.
   *
   * @param lastMove the move to mark, played just before this position, if any
   * @param turned true to draw it turned round, White's side at the top
   * @param colours true to use terminal colours (ANSI control codes)
   */
  static List<String> draw(
      Position position, Optional<Move> lastMove, boolean turned, boolean colours) {
    List<Integer> marked = new ArrayList<>();
    lastMove.ifPresent(
        move -> {
          marked.add(move.from());
          marked.add(move.to());
        });
    String frame = "+" + "-".repeat(32) + "+";
    List<String> lines = new ArrayList<>();
    lines.add(frame);
    for (int shown = 0; shown < 8; shown++) {
      int row = turned ? 7 - shown : shown;
      StringBuilder line = new StringBuilder("|");
      for (int place = 0; place < 8; place++) {
        int column = turned ? 7 - place : place;
        int square = squareAt(row, column);
        line.append(square == 0 ? "    " : cell(position, square, marked, colours));
      }
      int first = squareAt(row, turned ? (row % 2 == 0 ? 7 : 6) : (row % 2 == 0 ? 1 : 0));
      int last = squareAt(row, turned ? (row % 2 == 0 ? 1 : 0) : (row % 2 == 0 ? 7 : 6));
      line.append("|  ").append(String.format("%2d-%d", first, last));
      lines.add(line.toString());
    }
    lines.add(frame);
    return lines;
  }

  private static String cell(Position position, int square, List<Integer> marked, boolean colours) {
    boolean mark = marked.contains(square);
    Optional<Piece> piece = position.pieceAt(square);
    String content;
    if (piece.isPresent()) {
      String letter = " " + letter(piece.get());
      if (colours) {
        boolean black = piece.get().colour() == Colour.BLACK;
        boolean king = piece.get().isKing();
        String style = black ? (king ? "1;31m" : "31m") : (king ? "1m" : "");
        letter = style.isEmpty() ? letter : " " + ESCAPE + style + letter(piece.get()) + RESET;
      }
      content = letter;
    } else {
      content = String.format("%2d", square);
    }
    return (mark ? "[" : " ") + content + (mark ? "]" : " ");
  }
}
