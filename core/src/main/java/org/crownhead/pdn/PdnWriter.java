package org.crownhead.pdn;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;

/**
 * Writes games as PDN text: the tags in their order, a blank line, then the move text wrapped at
 * {@value LineWrapper#WIDTH} columns, with move numbers, each move in its canonical text ({@link
 * MoveText#format}: {@code 15x31}, or the full path when that is ambiguous), annotations (the
 * first, when it is 1 to 6, as a mark such as {@code !}; others as {@code $n}), comments in braces
 * (or after {@code ;} when they hold a closing brace), variations in parentheses, and the result.
 * Games are separated by a blank line.
 *
 * <p>Reading what it writes gives an equal {@link PdnGame}, and writing that again gives the same
 * text.
 *
 * <pre>{@code
 * Game game = new Game();
 * game.play("11-15");
 * game.play("23-19");
 * game.resign(Colour.WHITE);
 * String pdn = PdnWriter.format(game, Map.of("Event", "Club night"));
 * pdn.lines().count(); // 5
 * pdn.lines().skip(4).findFirst().get(); // 1. 11-15 23-19 1-0
 * PdnWriter.format(PdnGame.parse("1. 11-15 $1 {Old Faithful} (9-13 ? ) 23-19 *")).strip(); // 1. 11-15! {Old Faithful} (1. 9-13?) 1... 23-19 *
 * }</pre>
 */
public final class PdnWriter {
  private static final String[] MARKS = {"", "!", "?", "!!", "??", "!?", "?!"};

  private final Appendable out;
  private boolean first = true;

  /** A writer of games to {@code out}, one after another. */
  public PdnWriter(Appendable out) {
    this.out = out;
  }

  /** Writes a game, after a blank line unless it is the first. */
  public void write(PdnGame game) throws IOException {
    if (!first) {
      out.append('\n');
    }
    first = false;
    out.append(format(game));
  }

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
    return format(PdnGame.of(game, tags));
  }

  /** The PDN text of a game, ending with a line break. */
  public static String format(PdnGame game) {
    StringBuilder text = new StringBuilder();
    for (Map.Entry<String, String> tag : game.tags().entrySet()) {
      text.append(tagLine(tag.getKey(), tag.getValue())).append('\n');
    }
    if (!game.tags().isEmpty()) {
      text.append('\n');
    }
    LineWrapper words = new LineWrapper(text);
    for (String comment : game.comments()) {
      comment(words, comment);
    }
    line(words, game.mainLine(), game.start(), 1, true);
    words.word(game.result().token());
    words.newLine();
    return text.toString();
  }

  private static void line(
      LineWrapper words, List<PdnNode> nodes, Position position, int number, boolean needNumber) {
    for (PdnNode node : nodes) {
      for (String comment : node.commentsBefore()) {
        comment(words, comment);
        needNumber = true;
      }
      Colour turn = position.turn();
      if (turn == Colour.BLACK) {
        words.word(number + ".");
      } else if (needNumber) {
        words.word(number + "...");
      }
      String text = MoveText.format(position, node.move());
      List<Integer> nags = node.nags();
      int firstDollar = 0;
      if (!nags.isEmpty() && nags.get(0) >= 1 && nags.get(0) < MARKS.length) {
        text += MARKS[nags.get(0)];
        firstDollar = 1;
      }
      words.word(text);
      for (int nag : nags.subList(firstDollar, nags.size())) {
        words.word("$" + nag);
      }
      for (String comment : node.commentsAfter()) {
        comment(words, comment);
      }
      needNumber = !node.commentsAfter().isEmpty();
      for (List<PdnNode> variation : node.variations()) {
        words.beforeNext("(");
        line(words, variation, position, number, true);
        words.glue(")");
        needNumber = true;
      }
      position = position.play(node.move());
      if (turn == Colour.WHITE) {
        number++;
      }
    }
  }

  /**
   * A comment in braces, broken into words that may wrap; a word starting with {@code [} stays on
   * the line of the word before, so no line inside a comment looks like a tag pair.
   */
  private static void comment(LineWrapper words, String comment) {
    if (comment.indexOf('}') >= 0) {
      words.lastWordOfLine("; " + comment);
      return;
    }
    List<String> units = new ArrayList<>();
    for (String word : comment.split(" ", -1)) {
      if (!units.isEmpty() && word.startsWith("[")) {
        units.set(units.size() - 1, units.get(units.size() - 1) + " " + word);
      } else {
        units.add(word);
      }
    }
    units.set(0, "{" + units.get(0));
    units.set(units.size() - 1, units.get(units.size() - 1) + "}");
    for (String unit : units) {
      words.word(unit);
    }
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
