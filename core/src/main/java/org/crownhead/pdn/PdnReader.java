package org.crownhead.pdn;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.crownhead.pdn.PdnLexer.Kind;
import org.crownhead.pdn.PdnLexer.Token;

/**
 * Reads PDN text and streams each game's parts to a {@link PdnVisitor}, game after game, keeping
 * going past any damage.
 *
 * <p>It reads tag pairs ({@code [Event "Club night"]}, with {@code \"} and {@code \\} escapes),
 * move numbers ({@code 12.}, {@code 12...}), moves as written ({@code 11-15}, {@code 15x24x31}),
 * {@code {...}} comments over any number of lines, {@code ;} comments to the end of the line,
 * nested variations {@code ( ... )}, annotations {@code $n} and the marks {@code ! ? !! ?? !? ?!},
 * and every result token ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}, and {@code 2-0},
 * {@code 0-2}, {@code 1-1}, {@code 0-0} from some archives). Lines may end in LF, CRLF or CR; a
 * byte order mark is white space; a line starting with {@code %} is skipped.
 *
 * <p>A game ends at its result token, or, with an error, where the next game's tags begin (a tag
 * after the move text, or a tag name repeated) or at the end of the text. Games need no tags, and
 * may be separated by their results alone. Damage is reported through {@link PdnVisitor#error} and
 * reading goes on: stray text is skipped, a tag or comment left open is closed at the end of its
 * line or before the next game's tags, variations left open are closed at the end of the game, and
 * text between games is reported with the game before it (the first game, when there is none
 * before; text with no game at all makes one empty game that carries its errors). One damaged game
 * never stops the file.
 *
 * <p>The reader throws nothing but the {@link IOException}s of the underlying reader (and whatever
 * the visitor throws); every step consumes input, so it always comes to an end.
 *
 * <pre>{@code
 * List<String> tags = new ArrayList<>();
 * PdnReader reader = new PdnReader(new StringReader("[Event \"Club\"] 1. 11-15 1-0 [Event \"Cup\"] *"));
 * reader.read(new PdnVisitor() {
 *   public void tag(String name, String value, int line) {
 *     tags.add(value);
 *   }
 * });
 * tags; // [Club, Cup]
 * }</pre>
 *
 * <p>Not thread-safe; it does not close the underlying reader.
 */
public final class PdnReader {
  private final PdnLexer lexer;
  private Token lookahead;
  private int games;
  private boolean started;

  /** Comments after the last game, for the next one if its move text comes first. */
  private final List<Token> comments = new ArrayList<>();

  /** A reader of PDN text; wrap a file's input in a buffered reader for speed. */
  public PdnReader(Reader in) {
    this.lexer = new PdnLexer(in);
  }

  /** Reads every game to the end of the text. */
  public void read(PdnVisitor visitor) throws IOException {
    while (readGame(visitor)) {
      // next game
    }
  }

  /**
   * Reads the next game, with any text before it and the text after it up to the next game.
   *
   * @return false when the text is over and no game was left
   */
  public boolean readGame(PdnVisitor visitor) throws IOException {
    List<Token> before = new ArrayList<>();
    if (!started) {
      started = true;
      skipBetweenGames(before);
    }
    Token first = peek();
    if (first.kind == Kind.EOF && before.isEmpty()) {
      return false;
    }
    if (first.kind == Kind.TAG) {
      comments.clear(); // comments before the tags belong to no game
    }
    games++;
    if (first.kind == Kind.EOF) {
      // text, but no game in it: an empty game carries its errors
      visitor.beginGame(games, before.get(0).line);
      visitor.endTags();
      report(visitor, before, " where no game begins");
      visitor.endGame();
      return true;
    }
    visitor.beginGame(games, first.line);
    report(visitor, before, " before the game");
    List<Token> headerComments = new ArrayList<>(comments);
    comments.clear();
    new Game(visitor, headerComments).read();
    List<Token> after = new ArrayList<>();
    skipBetweenGames(after);
    report(visitor, after, " after the end of the game");
    visitor.endGame();
    return true;
  }

  /**
   * Skips the text between games, up to the first token of the next game or the end: comments are
   * kept for the next game in case it has no tags, anything else is an error.
   */
  private void skipBetweenGames(List<Token> stray) throws IOException {
    while (true) {
      Token token = peek();
      switch (token.kind) {
        case EOF:
        case TAG:
        case MOVE_NUMBER:
        case MOVE:
        case RESULT:
          return;
        case COMMENT:
          advance();
          if (token.error != null) {
            stray.add(token);
          }
          comments.add(token);
          break;
        default:
          advance();
          stray.add(token);
          break;
      }
    }
  }

  private void report(PdnVisitor visitor, List<Token> stray, String where) {
    for (Token token : stray) {
      String reason = token.error != null ? token.error : unexpected(token);
      visitor.error(new PdnError(games, token.line, null, reason + where));
    }
  }

  private Token peek() throws IOException {
    if (lookahead == null) {
      lookahead = lexer.next();
    }
    return lookahead;
  }

  private void advance() {
    lookahead = null;
  }

  private static String unexpected(Token token) {
    return "unexpected " + PdnLexer.quote(token.text);
  }

  /** The reading of one game, from its first token to its end. */
  private final class Game {
    private final PdnVisitor visitor;
    private final List<Token> headerComments;
    private final Set<String> tagNames = new HashSet<>();
    private final Deque<Integer> openVariations = new ArrayDeque<>();
    private boolean tagsOver;

    Game(PdnVisitor visitor, List<Token> comments) {
      this.visitor = visitor;
      this.headerComments = comments;
    }

    void read() throws IOException {
      while (true) {
        Token token = peek();
        switch (token.kind) {
          case TAG:
            if (tagsOver || tagNames.contains(token.text)) {
              finish(
                  token.line,
                  "the game has no result; the next game's tags begin on line " + token.line);
              return; // the tag is left for the next game
            }
            advance();
            tagNames.add(token.text);
            visitor.tag(token.text, token.value, token.line);
            report(token);
            break;
          case COMMENT:
            advance();
            report(token);
            if (tagsOver) {
              visitor.comment(token.text, token.line);
            } else {
              headerComments.add(token);
            }
            break;
          case RESULT:
            advance();
            endTags();
            closeVariations(token.line);
            visitor.result(token.text, PdnResult.parse(token.text).orElseThrow(), token.line);
            return;
          case EOF:
            finish(token.line, "the game has no result; the text ends");
            return;
          case ERROR:
            advance();
            report(token);
            break;
          default:
            advance();
            endTags();
            moveText(token);
            break;
        }
      }
    }

    private void moveText(Token token) {
      switch (token.kind) {
        case MOVE_NUMBER:
          visitor.moveNumber(token.number, token.white, token.line);
          break;
        case MOVE:
          visitor.move(token.text, token.line);
          break;
        case NAG:
          visitor.nag(token.number, token.line);
          break;
        case OPEN:
          openVariations.push(token.line);
          visitor.beginVariation(token.line);
          break;
        case CLOSE:
          if (openVariations.isEmpty()) {
            error(token.line, "unexpected \")\": no variation is open");
          } else {
            openVariations.pop();
            visitor.endVariation(token.line);
          }
          break;
        default:
          throw new AssertionError(token.kind);
      }
    }

    /** Ends a game that has no result token. */
    private void finish(int line, String reason) {
      endTags();
      closeVariations(line);
      error(line, reason);
    }

    private void endTags() {
      if (!tagsOver) {
        tagsOver = true;
        visitor.endTags();
        for (Token comment : headerComments) {
          visitor.comment(comment.text, comment.line);
        }
        headerComments.clear();
      }
    }

    private void closeVariations(int line) {
      while (!openVariations.isEmpty()) {
        int opened = openVariations.pop();
        error(line, "the variation opened with ( on line " + opened + " is not closed");
        visitor.endVariation(line);
      }
    }

    private void report(Token token) {
      if (token.error != null) {
        error(token.line, token.error);
      }
    }

    private void error(int line, String reason) {
      visitor.error(new PdnError(games, line, null, reason));
    }
  }
}
