package org.crownhead.packed;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * Text files of tab-separated fields, a line an entry, with blank lines and {@code #} comments
 * between them: the form of the endings and the opening names.
 */
public final class TabSeparated {
  private TabSeparated() {}

  /**
   * An entry of the file.
   *
   * @param number the number of its line, from 1
   * @param fields its fields, as the tabs separate them
   */
  public record Entry(int number, String[] fields) {}

  /** The entries of the text in order, blank lines and comments left out. */
  public static List<Entry> entries(Reader text) throws IOException {
    List<Entry> entries = new ArrayList<>();
    BufferedReader lines = new BufferedReader(text);
    int number = 0;
    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
      number++;
      if (line.isBlank() || line.strip().startsWith("#")) {
        continue;
      }
      entries.add(new Entry(number, line.split("\t")));
    }
    return entries;
  }
}
