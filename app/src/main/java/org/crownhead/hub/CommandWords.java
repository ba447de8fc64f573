package org.crownhead.hub;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a command line into words at blanks; single or double quotes keep blanks inside a word.
 *
 * <pre>{@code
 * CommandWords.split("'/opt/my engine/scan' hub"); // [/opt/my engine/scan, hub]
 * }</pre>
 */
public final class CommandWords {
  private CommandWords() {}

  /**
   * The words of a command line, none when it is blank.
   *
   * @throws IllegalArgumentException if a quote is not closed; the message says which, such as
   *     {@code an unclosed '}
   */
  public static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (char c : line.toCharArray()) {
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException("an unclosed " + quote);
    }
    if (inWord) {
      words.add(word.toString());
    }
    return words;
  }
}
