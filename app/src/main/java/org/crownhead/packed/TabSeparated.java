package org.crownhead.packed;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;

/**
 * Text files of tab-separated fields, a line an entry, with blank lines and {@code #} comments
 * between them: the form of the endings and the opening names.
 */
public final class TabSeparated {
  private TabSeparated() {}

  /** What is done with each entry. */
  @FunctionalInterface
  public interface Entry {
    /**
     * Takes the entry on line {@code number} (from 1).
     *
     * @throws IllegalArgumentException when the entry is malformed
     */
    void read(int number, String[] fields);
  }

  /** Reads the entries of the text in order, skipping blank lines and comments. */
  public static void read(Reader text, Entry entry) throws IOException {
    BufferedReader lines = new BufferedReader(text);
    int number = 0;
    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
      number++;
      if (line.isBlank() || line.strip().startsWith("#")) {
        continue;
      }
      entry.read(number, line.split("\t"));
    }
  }
}
