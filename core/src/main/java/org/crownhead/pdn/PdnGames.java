package org.crownhead.pdn;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Reads the games of a PDN file one after another, each replayed and checked, with its errors.
 *
 * <p>Games are handed over as they are read, so a file of any size takes little memory. A damaged
 * game is handed over with its errors and reading goes on with the next one.
 *
 * <pre>{@code
 * List<ReadGame> games = new ArrayList<>();
 * int count = PdnGames.read(new StringReader("1. 11-15 24-28 1-0\n1. 9-13 *"), games::add);
 * count; // 2
 * games.get(0).errors().get(0).toString(); // game 1, line 1, move 1...: move "24-28" is not legal here; legal moves: 21-17 22-17 22-18 23-18 23-19 24-19 24-20
 * games.get(1).isClean(); // true
 * }</pre>
 */
public final class PdnGames {
  private PdnGames() {}

  /**
   * Reads a PDN file in UTF-8 (bytes that are not UTF-8 read as U+FFFD).
   *
   * @return the number of games read
   * @throws IOException if the file cannot be read
   */
  public static int read(Path file, Consumer<ReadGame> games) throws IOException {
    try (Reader in =
        new BufferedReader(
            new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8))) {
      return read(in, games);
    }
  }

  /**
   * Reads PDN text to its end; does not close the reader.
   *
   * @return the number of games read
   * @throws IOException if the reader fails
   */
  public static int read(Reader in, Consumer<ReadGame> games) throws IOException {
    int[] count = {0};
    PdnGameBuilder builder =
        new PdnGameBuilder(
            game -> {
              count[0]++;
              games.accept(game);
            });
    new PdnReader(in).read(builder);
    return count[0];
  }
}
