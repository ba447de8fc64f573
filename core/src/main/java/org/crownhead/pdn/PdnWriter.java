package org.crownhead.pdn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;

/**
 * Writes games as PDN text.
 *
 * <pre>{@code
 * Game game = new Game();
 * game.play("11-15");
 * game.play("23-19");
 * game.resign(Colour.WHITE);
 * String pdn = PdnWriter.format(game, Map.of("Event", "Club night"));
 * pdn.lines().count(); // 5
 * pdn.lines().skip(4).findFirst().get(); // 1. 11-15 23-19 1-0
 * }</pre>
 */
public final class PdnWriter {
  private PdnWriter() {}

  /**
   * The PDN text of a game, with the given tags (such as Event, Date, Black, White) in their
   * iteration order, followed by the tags the game itself decides: {@code Result} ({@code *} while
   * the game goes on), {@code SetUp} and {@code FEN} when it did not start from the initial
   * position, and {@code Termination} naming what ended it once it is over. Those replace any tags
   * of the same names given. Line breaks in tag values become spaces. The text ends with a line
   * break.
   *
   * @throws IllegalArgumentException if a tag name is not a PDN tag name (letters, digits and
   *     {@code _})
   */
  public static String format(Game game, Map<String, String> tags) {
    Map<String, String> all = gameTags(game, tags);
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, String> tag : all.entrySet()) {
      out.append(tagLine(tag.getKey(), tag.getValue())).append('\n');
    }
    out.append('\n');
    LineWrapper words = new LineWrapper(out);
    List<Move> moves = game.moves();
    List<Position> positions = game.positions();
    int number = 1;
    for (int i = 0; i < moves.size(); i++) {
      Position before = positions.get(i);
      if (before.turn() == Colour.BLACK) {
        words.word(number + ".");
      } else if (i == 0) {
        words.word(number + "...");
      }
      words.word(MoveText.format(before, moves.get(i)));
      if (before.turn() == Colour.WHITE) {
        number++;
      }
    }
    words.word(all.get("Result"));
    words.newLine();
    return out.toString();
  }

  /** The given tags with those the game decides put in or replaced. */
  static Map<String, String> gameTags(Game game, Map<String, String> tags) {
    Map<String, String> all = new LinkedHashMap<>();
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      all.put(checkName(tag.getKey()), oneLine(Objects.requireNonNull(tag.getValue())));
    }
    all.put("Result", game.outcome().map(outcome -> outcome.pdnResult()).orElse("*"));
    if (game.start().equals(Position.initial())) {
      all.remove("SetUp");
      all.remove("FEN");
    } else {
      all.put("SetUp", "1");
      all.put("FEN", Fen.format(game.start()));
    }
    if (game.outcome().isPresent()) {
      all.put("Termination", game.outcome().get().termination().description());
    } else {
      all.remove("Termination");
    }
    return all;
  }

  /** A tag pair line: {@code [Name "value"]} with {@code \} and {@code "} escaped. */
  static String tagLine(String name, String value) {
    StringBuilder line = new StringBuilder().append('[').append(name).append(" \"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '\\' || c == '"') {
        line.append('\\');
      }
      line.append(c);
    }
    return line.append("\"]").toString();
  }

  static String checkName(String name) {
    if (name == null || name.isEmpty() || !name.chars().allMatch(PdnWriter::isNameChar)) {
      throw new IllegalArgumentException(
          "tag name \"" + name + "\" is not a PDN tag name (letters, digits and _ only)");
    }
    return name;
  }

  static boolean isNameChar(int c) {
    return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_';
  }

  private static String oneLine(String value) {
    List<String> parts = new ArrayList<>(List.of(value.split("\r\n|\r|\n", -1)));
    return String.join(" ", parts);
  }
}
