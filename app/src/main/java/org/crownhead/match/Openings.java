package org.crownhead.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.crownhead.core.Fen;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;

/**
 * Reads ballot files: the openings a match is played from.
 *
 * <p>A ballot file has one opening per line; {@code #} starts a comment line. A line is either the
 * moves alone ({@code 9-13 22-18 6-9}, numbered by their order in the file), or fields separated by
 * tabs: the number, the moves, then optionally flags (words separated by commas), a name, and the
 * FEN after the moves. A FEN, when given, must be the position the moves reach. The project's
 * {@code data/ballots-3move.txt} and {@code data/ballots-2move.txt} have this form.
 *
 * <p>Which lines make the deck: in a file whose lines carry the ACF deck flags, the lines flagged
 * {@code CROSSBOARD} or {@code MAILPLAY} (in {@code ballots-3move.txt}, the 156-opening ACF deck;
 * the 18 {@code BARRED} ballots are left out). In any other file, every line except those flagged
 * {@code BARRED}, {@code excluded} or {@code lost}.
 *
 * <pre>{@code
 * List<Opening> deck = Openings.read(new StringReader(
 *     "# two ballots\n1\t9-13 21-17 5-9\tCROSSBOARD\n3\t9-13 21-17 10-14\tBARRED\n"), "ACF");
 * deck.size(); // 1
 * deck.get(0).label(); // ACF #1
 * Openings.read(new StringReader("11-15 23-19\n"), "mine").get(0).toString(); // mine #1: 11-15 23-19
 * }</pre>
 */
public final class Openings {
  private Openings() {}

  /** The file of the standard deck, in the data folder. */
  public static final String DECK_FILE = "ballots-3move.txt";

  private static final List<String> DECK_FLAGS = List.of("CROSSBOARD", "MAILPLAY");
  private static final List<String> BARRED_FLAGS = List.of("BARRED", "EXCLUDED", "LOST");

  /**
   * The openings of a ballot file, in file order. The deck is named {@code ACF} for the standard
   * deck file, else by the file's name.
   *
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException naming the file and line of a malformed ballot, or when the
   *     file holds no opening
   */
  public static List<Opening> read(Path file) throws IOException {
    String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
    String deck = name.equals(DECK_FILE) ? "ACF" : name;
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return read(in, deck, file.toString(), false);
    }
  }

  /**
   * The openings of ballot text, naming the deck {@code deck}.
   *
   * @throws IllegalArgumentException naming the line of a malformed ballot, or when the text holds
   *     no opening
   */
  public static List<Opening> read(Reader in, String deck) {
    try {
      return read(in, deck, deck, false);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads ballot text; with {@code everything}, every line in file order, barred ones included,
   * else the deck as {@link #read(Reader, String)} describes it.
   */
  private static List<Opening> read(Reader text, String deck, String source, boolean everything)
      throws IOException {
    List<Opening> all = new ArrayList<>();
    List<Opening> flagged = new ArrayList<>();
    BufferedReader in = new BufferedReader(text);
    int lineNumber = 0;
    int ordinal = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      lineNumber++;
      if (line.isBlank() || line.strip().startsWith("#")) {
        continue;
      }
      ordinal++;
      String where = source + " line " + lineNumber;
      String[] fields = line.split("\t", -1);
      if (fields.length == 1) {
        all.add(opening(where, ordinal, line, "", deck, null));
        continue;
      }
      int number;
      try {
        number = Integer.parseInt(fields[0].strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            where + ": the first field must be the opening's number, not \"" + fields[0] + "\"");
      }
      List<String> flags =
          fields.length > 2
              ? Arrays.stream(fields[2].split(","))
                  .map(flag -> flag.strip().toUpperCase(Locale.ROOT))
                  .filter(flag -> !flag.isEmpty())
                  .toList()
              : List.of();
      String fen = null;
      String name = "";
      if (fields.length > 3) {
        String last = fields[fields.length - 1].strip();
        boolean lastIsFen = looksLikeFen(last);
        fen = lastIsFen ? last : null;
        int nameEnd = lastIsFen ? fields.length - 1 : fields.length;
        List<String> names = new ArrayList<>();
        for (int i = 3; i < nameEnd; i++) {
          if (!fields[i].isBlank()) {
            names.add(fields[i].strip());
          }
        }
        name = String.join(" ", names);
      }
      if (!everything && flags.stream().anyMatch(BARRED_FLAGS::contains)) {
        continue;
      }
      Opening opening = opening(where, number, fields[1], name, deck, fen);
      all.add(opening);
      if (flags.stream().anyMatch(DECK_FLAGS::contains)) {
        flagged.add(opening);
      }
    }
    List<Opening> deckOpenings = flagged.isEmpty() || everything ? all : flagged;
    if (deckOpenings.isEmpty()) {
      throw new IllegalArgumentException(source + " holds no openings");
    }
    return List.copyOf(deckOpenings);
  }

  private static boolean looksLikeFen(String field) {
    return field.length() >= 2
        && "BWbw".indexOf(field.charAt(0)) >= 0
        && field.indexOf(':') >= 0
        && field.indexOf(' ') < 0;
  }

  private static Opening opening(
      String where, int number, String moveText, String name, String deck, String fen) {
    List<String> moves = Arrays.stream(moveText.strip().split("\\s+")).toList();
    if (moveText.isBlank()) {
      throw new IllegalArgumentException(where + ": no moves");
    }
    Opening opening;
    try {
      opening = new Opening(number, moves, name, deck);
    } catch (NotationException e) {
      throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
    }
    if (fen != null) {
      Position expected;
      try {
        expected = Fen.parse(fen);
      } catch (NotationException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
      if (!expected.equals(opening.position())) {
        throw new IllegalArgumentException(
            where
                + ": the FEN "
                + fen
                + " is not the position after "
                + String.join(" ", moves)
                + " ("
                + opening.position().toFen()
                + ")");
      }
    }
    return opening;
  }

  /**
   * The standard deck: the 156 ACF openings of {@link #DECK_FILE}, which the build packs into the
   * program from the repository's {@code data} folder.
   *
   * @throws IOException if the packed file cannot be read
   */
  public static List<Opening> deck() throws IOException {
    return packed(false);
  }

  /**
   * All 174 ACF 3-move ballots of {@link #DECK_FILE}, the 18 barred ones included, in ACF order:
   * what the opening explorer names a game's first three moves by.
   *
   * @throws IOException if the packed file cannot be read
   */
  public static List<Opening> ballots() throws IOException {
    return packed(true);
  }

  private static List<Opening> packed(boolean everything) throws IOException {
    try (InputStream packed = Openings.class.getResourceAsStream(DECK_FILE)) {
      if (packed == null) {
        throw new IOException("the program was built without its opening deck " + DECK_FILE);
      }
      return read(
          new InputStreamReader(packed, StandardCharsets.UTF_8), "ACF", DECK_FILE, everything);
    }
  }
}
