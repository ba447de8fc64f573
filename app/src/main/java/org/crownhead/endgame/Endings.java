package org.crownhead.endgame;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;
import org.crownhead.packed.PackedFiles;
import org.crownhead.packed.TabSeparated;

/**
 * The training set of instructive endings, read from {@code data/endings.tsv} (packed into the
 * program): one ending a line, {@code id<TAB>FEN<TAB>winner<TAB>name<TAB>lesson<TAB>source}, with
 * {@code #} comments. It holds the endings as written; whether each is really a win is for the
 * databases to say ({@link EndingTrainer}).
 *
 * <pre>{@code
 * Endings endings = Endings.standard();
 * endings.all().size() >= 10; // true
 * endings.find("the-move").orElseThrow().pieces(); // 2
 * endings.find("no-such-ending").isPresent(); // false
 * }</pre>
 */
public final class Endings {
  static final String RESOURCE = "endings.tsv";

  /** The most pieces an ending may have: the databases Crownhead builds hold up to six. */
  public static final int MAX_PIECES = 6;

  private final List<Ending> all;
  private final Map<String, Ending> byId;

  private Endings(List<Ending> all) {
    this.all = List.copyOf(all);
    this.byId = new HashMap<>();
    for (Ending ending : all) {
      byId.put(ending.id(), ending);
    }
  }

  /** The endings packed into the program, read once. */
  public static Endings standard() {
    return Standard.ENDINGS;
  }

  private static final class Standard {
    static final Endings ENDINGS = load();

    private static Endings load() {
      return PackedFiles.read(Endings.class, RESOURCE, Endings::read);
    }
  }

  /**
   * Reads endings in the form of {@code endings.tsv}.
   *
   * @throws IllegalArgumentException naming the line of a malformed entry: missing fields, a bad
   *     FEN or winner, a repeated id, more than {@value #MAX_PIECES} pieces
   */
  static Endings read(Reader in) throws IOException {
    List<Ending> endings = new ArrayList<>();
    Map<String, Integer> seen = new HashMap<>();
    for (TabSeparated.Entry entry : TabSeparated.entries(in)) {
      int number = entry.number();
      String[] fields = entry.fields();
      String where = "line " + number + " of the endings: ";
      if (fields.length != 6) {
        throw new IllegalArgumentException(
            where
                + "expected 6 fields (id, FEN, winner, name, lesson, source), not "
                + fields.length);
      }
      String id = fields[0].strip();
      if (!id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
        throw new IllegalArgumentException(
            where + "the id \"" + id + "\" must be lower-case words joined by hyphens");
      }
      Integer earlier = seen.put(id, number);
      if (earlier != null) {
        throw new IllegalArgumentException(where + "the id \"" + id + "\" is on line " + earlier);
      }
      Position start;
      try {
        start = Fen.parse(fields[1]);
      } catch (NotationException e) {
        throw new IllegalArgumentException(where + e.getMessage(), e);
      }
      Colour winner =
          switch (fields[2].strip().toLowerCase(Locale.ROOT)) {
            case "black" -> Colour.BLACK;
            case "white" -> Colour.WHITE;
            default ->
                throw new IllegalArgumentException(
                    where + "the winner must be black or white, not \"" + fields[2].strip() + "\"");
          };
      for (int i = 3; i < 6; i++) {
        if (fields[i].isBlank()) {
          throw new IllegalArgumentException(
              where + "the name, lesson and source must not be empty");
        }
      }
      Ending ending =
          new Ending(id, start, winner, fields[3].strip(), fields[4].strip(), fields[5].strip());
      if (ending.pieces() > MAX_PIECES || start.count(winner.opponent()) == 0) {
        throw new IllegalArgumentException(
            where
                + ending.pieces()
                + " pieces: an ending needs a defender and at most "
                + MAX_PIECES
                + " pieces");
      }
      endings.add(ending);
    }
    return new Endings(endings);
  }

  /** Every ending, in the order of the file (easiest first). */
  public List<Ending> all() {
    return all;
  }

  /** The ending with this id. */
  public Optional<Ending> find(String id) {
    return Optional.ofNullable(byId.get(id));
  }
}
