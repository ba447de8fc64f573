package org.crownhead.pdn;

/**
 * Joins the words of PDN move text with single spaces into lines of at most {@value #WIDTH}
 * columns. A word longer than a line stands alone on its own line. Text can be glued to the word
 * before ({@code )}) or put before the next word ({@code (}) without a space.
 */
final class LineWrapper {
  /** The widest line the writer produces, except for a single word that is wider. */
  static final int WIDTH = 79;

  private final StringBuilder out;
  private final StringBuilder word = new StringBuilder();
  private boolean hasWord;
  private String prefix = "";
  private int column;
  private boolean lineEmpty = true;

  LineWrapper(StringBuilder out) {
    this.out = out;
  }

  /** Adds a word, preceded by a space or a line break. */
  void word(String text) {
    flush();
    word.append(prefix).append(text);
    prefix = "";
    hasWord = true;
  }

  /** Puts text at the start of the next word, without a space. */
  void beforeNext(String text) {
    prefix += text;
  }

  /** Adds text to the end of the last word, without a space (as a word if the line just ended). */
  void glue(String text) {
    if (hasWord) {
      word.append(text);
    } else {
      word(text);
    }
  }

  /** Adds a word that must be the last on its line (a {@code ;} comment). */
  void lastWordOfLine(String text) {
    word(text);
    newLine();
  }

  /** Ends the current line, if it has anything on it. */
  void newLine() {
    flush();
    if (!lineEmpty) {
      out.append('\n');
      column = 0;
      lineEmpty = true;
    }
  }

  private void flush() {
    if (!hasWord) {
      return;
    }
    if (!lineEmpty && column + 1 + word.length() > WIDTH) {
      out.append('\n');
      column = 0;
      lineEmpty = true;
    }
    if (!lineEmpty) {
      out.append(' ');
      column++;
    }
    out.append(word);
    column += word.length();
    lineEmpty = false;
    word.setLength(0);
    hasWord = false;
  }
}
