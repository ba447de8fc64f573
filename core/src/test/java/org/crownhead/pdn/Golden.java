package org.crownhead.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Helpers for the tests: the sample files, reading text, and the round trip. */
final class Golden {
  private Golden() {}

  /** A sample file of this package's test resources. */
  static String text(String name) {
    try (InputStream in = Golden.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("test resource not found: " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every game of a text, as read. */
  static List<ReadGame> read(String text) {
    List<ReadGame> games = new ArrayList<>();
    try {
      PdnGames.read(new StringReader(text), games::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return games;
  }

  /** The games written one after another. */
  static String write(List<PdnGame> games) {
    StringBuilder text = new StringBuilder();
    PdnWriter writer = new PdnWriter(text);
    try {
      for (PdnGame game : games) {
        writer.write(game);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return text.toString();
  }

  static List<PdnGame> games(List<ReadGame> read) {
    List<PdnGame> games = new ArrayList<>();
    read.forEach(game -> games.add(game.game()));
    return games;
  }

  /**
   * Checks the round trip: the games written and read again are equal, with no errors, and writing
   * them again gives the same text. Returns the text written.
   */
  static String assertRoundTrip(List<PdnGame> games) {
    String written = write(games);
    List<ReadGame> again = read(written);
    assertThat(again).hasSameSizeAs(games);
    for (int i = 0; i < games.size(); i++) {
      assertThat(again.get(i).errors()).as("errors of game %d", i + 1).isEmpty();
      assertThat(again.get(i).game()).as("game %d", i + 1).isEqualTo(games.get(i));
    }
    assertThat(write(games(again))).isEqualTo(written);
    // only tag pairs, comments after ; (which cannot be broken) and single words may be wider
    assertThat(written.lines())
        .filteredOn(line -> !line.startsWith("[") && !line.contains("; ") && line.contains(" "))
        .allSatisfy(line -> assertThat(line).hasSizeLessThanOrEqualTo(79));
    return written;
  }
}
