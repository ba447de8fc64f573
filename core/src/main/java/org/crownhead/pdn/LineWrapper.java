package org.crownhead.pdn;

/**
 * Joins the words of PDN move text with single spaces into lines of at most {@value #WIDTH}
 * columns. A word longer than a line stands alone on its own line.
 */
final class LineWrapper {
  /** The widest line the writer produces, except for a single word that is wider. */
  static final int WIDTH = 79;

  private final StringBuilder out;
  private int column;
  private boolean lineEnded = true;

  LineWrapper(StringBuilder out) {
    this.out = out;
  }

  /** Adds a word, preceded by a space or a line break. */
  void word(String word) {
    if (!lineEnded && column + 1 + word.length() > WIDTH) {
      newLine();
    }
    if (!lineEnded) {
      out.append(' ');
      column++;
    }
    out.append(word);
    column += word.length();
    lineEnded = false;
  }

  /** Adds a word that must be the last on its line (a {@code ;} comment). */
  void lastWordOfLine(String word) {
    word(word);
    newLine();
  }

  /** Ends the current line, if it has anything on it. */
  void newLine() {
    if (!lineEnded) {
      out.append('\n');
      column = 0;
      lineEnded = true;
    }
  }
}
