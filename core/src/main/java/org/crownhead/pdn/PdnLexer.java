package org.crownhead.pdn;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.Optional;

/**
 * Splits PDN text into tokens. Every call to {@link #next} consumes at least one character or
 * returns the end token, so reading always advances; the lexer throws nothing but the reader's
 * {@link IOException}. Problems in the text become tokens carrying an error, never exceptions.
 */
final class PdnLexer {
  enum Kind {
    TAG,
    COMMENT,
    OPEN,
    CLOSE,
    NAG,
    MOVE_NUMBER,
    MOVE,
    RESULT,
    /** Text that is no PDN token; {@link Token#error} says what. */
    ERROR,
    EOF
  }

  /** One token: its kind, the line it starts on, and the fields its kind uses. */
  static final class Token {
    final Kind kind;
    final int line;

    /** Tag name, comment text, move text, result token, or the bad text of an error. */
    final String text;

    /** Tag value. */
    final String value;

    /** NAG or move number. */
    final int number;

    /** For a move number: White's move ({@code 12...}). */
    final boolean white;

    /** What is wrong, for errors and for tags and comments read in spite of a problem. */
    final String error;

    Token(Kind kind, int line, String text, String value, int number, boolean white, String error) {
      this.kind = kind;
      this.line = line;
      this.text = text;
      this.value = value;
      this.number = number;
      this.white = white;
      this.error = error;
    }
  }

  /** Longest word kept whole; longer text is garbage, quoted shortened in messages. */
  private static final int LONGEST_WORD = 100;

  /** Characters that end a word and start a token of their own. */
  private static final String DELIMITERS = "[]{}();$*";

  private final Reader in;
  private final char[] buffer = new char[1 << 16];
  private int at;
  private int limit;
  private boolean endOfInput;
  private int line = 1;
  private boolean lineStart = true;
  private boolean lastWasCr;
  private final ArrayDeque<Token> queue = new ArrayDeque<>();

  PdnLexer(Reader in) {
    this.in = in;
  }

  /** The next token; the end token again and again once the text is over. */
  Token next() throws IOException {
    if (queue.isEmpty()) {
      scan();
    }
    return queue.poll();
  }

  // ---- characters

  /** The character {@code ahead} places on, or -1 past the end (ahead is below 1,024). */
  private int peek(int ahead) throws IOException {
    while (at + ahead >= limit && !endOfInput) {
      if (at > 0) {
        System.arraycopy(buffer, at, buffer, 0, limit - at);
        limit -= at;
        at = 0;
      }
      int read = in.read(buffer, limit, buffer.length - limit);
      if (read < 0) {
        endOfInput = true;
      } else {
        limit += read;
      }
    }
    return at + ahead < limit ? buffer[at + ahead] : -1;
  }

  /** Consumes the next character, which exists, keeping count of lines (CR, LF or CRLF). */
  private char take() {
    char c = buffer[at++];
    if (c == '\n') {
      if (!lastWasCr) {
        line++;
      }
      lineStart = true;
    } else if (c == '\r') {
      line++;
      lineStart = true;
    } else {
      lineStart = false;
    }
    lastWasCr = c == '\r';
    return c;
  }

  static boolean isSpace(int c) {
    return c >= 0
        && (Character.isWhitespace(c)
            || c == '\uFEFF'
            || c == '\u00A0'
            || c == '\u2007'
            || c == '\u202F');
  }

  private static boolean isLineBreak(int c) {
    return c == '\n' || c == '\r';
  }

  private static boolean isDigit(int c) {
    return c >= '0' && c <= '9';
  }

  // ---- tokens

  private void scan() throws IOException {
    while (true) {
      int c = peek(0);
      if (c < 0) {
        queue.add(token(Kind.EOF, line, ""));
        return;
      }
      if (isSpace(c)) {
        take();
        continue;
      }
      if (c == '%' && lineStart) {
        restOfLine(); // an escape line, for other programs
        continue;
      }
      int first = line;
      switch (c) {
        case '[':
          queue.add(tag());
          return;
        case '{':
          queue.add(braceComment());
          return;
        case ';':
          take();
          queue.add(comment(first, restOfLine(), null));
          return;
        case '(':
          queue.add(single(Kind.OPEN, first));
          return;
        case ')':
          queue.add(single(Kind.CLOSE, first));
          return;
        case '$':
          queue.add(nag());
          return;
        case '*':
          queue.add(single(Kind.RESULT, first));
          return;
        case ']':
        case '}':
          take();
          queue.add(error(first, String.valueOf((char) c), "unexpected '" + (char) c + "'"));
          return;
        default:
          word();
          return;
      }
    }
  }

  /** Reads to the end of the line, leaving the line break. */
  private String restOfLine() throws IOException {
    StringBuilder text = new StringBuilder();
    while (peek(0) >= 0 && !isLineBreak(peek(0))) {
      text.append(take());
    }
    return text.toString();
  }

  private void skipInlineSpaces() throws IOException {
    while (isSpace(peek(0)) && !isLineBreak(peek(0))) {
      take();
    }
  }

  /** A tag pair {@code [Name "value"]}, on one line; problems are reported on the token. */
  private Token tag() throws IOException {
    int first = line;
    take();
    skipInlineSpaces();
    StringBuilder name = new StringBuilder();
    while (PdnWriter.isNameChar(peek(0))) {
      name.append(take());
    }
    if (name.length() == 0) {
      String rest = tagRest();
      return error(first, "[" + rest, "tag " + quote("[" + rest) + " has no name");
    }
    skipInlineSpaces();
    String problem = null;
    StringBuilder value = new StringBuilder();
    if (peek(0) == '"') {
      take();
      while (true) {
        int c = peek(0);
        if (c < 0 || isLineBreak(c)) {
          problem = "its value is not closed by \" before the end of the line";
          break;
        }
        take();
        if (c == '"') {
          break;
        }
        if (c == '\\' && (peek(0) == '"' || peek(0) == '\\')) {
          value.append(take());
        } else {
          value.append((char) c);
        }
      }
      if (problem == null) {
        skipInlineSpaces();
        if (peek(0) == ']') {
          take();
        } else {
          String rest = tagRest();
          problem =
              rest.isEmpty() || rest.equals("]")
                  ? "it is not closed by ]"
                  : "it has " + quote(rest) + " after its value";
        }
      }
    } else {
      String rest = tagRest();
      boolean closed = rest.endsWith("]");
      value.append((closed ? rest.substring(0, rest.length() - 1) : rest).strip());
      problem = "its value is not in double quotes" + (closed ? "" : " and it is not closed by ]");
    }
    String reason =
        problem == null ? null : "tag " + name + " " + quote(value.toString()) + ": " + problem;
    return new Token(Kind.TAG, first, name.toString(), value.toString(), 0, false, reason);
  }

  /** The rest of a damaged tag: up to and with the next {@code ]}, or to the end of the line. */
  private String tagRest() throws IOException {
    StringBuilder rest = new StringBuilder();
    while (peek(0) >= 0 && !isLineBreak(peek(0))) {
      char c = take();
      rest.append(c);
      if (c == ']') {
        break;
      }
    }
    return rest.toString();
  }

  /**
   * A {@code {...}} comment, over as many lines as it takes. One left open ends, with an error, at
   * the end of the text or before a line that starts with a tag pair: the next game's tags.
   */
  private Token braceComment() throws IOException {
    int first = line;
    take();
    StringBuilder text = new StringBuilder();
    while (true) {
      int c = peek(0);
      if (c < 0) {
        return comment(first, text, "comment opened with { on line " + first + " is not closed");
      }
      if (c == '}') {
        take();
        return comment(first, text, null);
      }
      text.append(take());
      if (lineStart && startsTagLine()) {
        return comment(
            first,
            text,
            "comment opened with { on line "
                + first
                + " is not closed before the tags on line "
                + line);
      }
    }
  }

  /** Whether the text ahead is {@code [Name "}, the start of a tag pair. */
  private boolean startsTagLine() throws IOException {
    if (peek(0) != '[') {
      return false;
    }
    int ahead = 1;
    while (ahead < 40 && PdnWriter.isNameChar(peek(ahead))) {
      ahead++;
    }
    if (ahead == 1) {
      return false;
    }
    while (ahead < 80 && isSpace(peek(ahead)) && !isLineBreak(peek(ahead))) {
      ahead++;
    }
    return peek(ahead) == '"';
  }

  private Token comment(int first, CharSequence text, String error) {
    return new Token(Kind.COMMENT, first, normalize(text), null, 0, false, error);
  }

  /** Runs of white space made one space, and no space at either end. */
  static String normalize(CharSequence text) {
    StringBuilder out = new StringBuilder(text.length());
    boolean space = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (isSpace(c)) {
        space = out.length() > 0;
      } else {
        if (space) {
          out.append(' ');
          space = false;
        }
        out.append(c);
      }
    }
    return out.toString();
  }

  /** {@code $n}, a numeric annotation from 0 to 255. */
  private Token nag() throws IOException {
    int first = line;
    take();
    StringBuilder digits = new StringBuilder();
    while (isDigit(peek(0))) {
      char c = take();
      if (digits.length() < 10) {
        digits.append(c);
      }
    }
    if (digits.length() == 0) {
      return error(first, "$", "annotation \"$\" has no number");
    }
    if (digits.length() > 3 || Integer.parseInt(digits.toString()) > 255) {
      return error(
          first,
          "$" + digits,
          "annotation " + quote("$" + digits) + " is out of range; NAGs run from $0 to $255");
    }
    return new Token(
        Kind.NAG, first, "$" + digits, null, Integer.parseInt(digits.toString()), false, null);
  }

  /** A run of other characters: a move number, a move, a mark, a result, or garbage. */
  private void word() throws IOException {
    int first = line;
    StringBuilder word = new StringBuilder();
    boolean cut = false;
    while (true) {
      int c = peek(0);
      if (c < 0 || isSpace(c) || DELIMITERS.indexOf(c) >= 0) {
        break;
      }
      take();
      if (word.length() < LONGEST_WORD) {
        word.append((char) c);
      } else {
        cut = true;
      }
    }
    if (cut) {
      queue.add(error(first, word + "...", "unexpected text " + quote(word + "...")));
    } else {
      classify(word.toString(), first);
    }
  }

  /** Adds the tokens of a word, at least one. */
  private void classify(String word, int first) {
    Optional<PdnResult> result = PdnResult.parse(word);
    if (result.isPresent()) {
      queue.add(token(Kind.RESULT, first, word));
      return;
    }
    int digits = 0;
    while (digits < word.length() && isDigit(word.charAt(digits))) {
      digits++;
    }
    if (digits > 0 && digits < word.length() && isDot(word.charAt(digits))) {
      int end = digits;
      int dots = 0;
      while (end < word.length() && isDot(word.charAt(end))) {
        dots += word.charAt(end) == '.' ? 1 : 3;
        end++;
      }
      if (digits > 4) {
        queue.add(
            error(first, word, "move number " + quote(word.substring(0, end)) + " is too large"));
        return;
      }
      int number = Integer.parseInt(word.substring(0, digits));
      queue.add(
          new Token(Kind.MOVE_NUMBER, first, word.substring(0, end), null, number, dots > 1, null));
      if (end < word.length()) {
        classify(word.substring(end), first);
      }
      return;
    }
    int marks = word.length();
    while (marks > 0 && (word.charAt(marks - 1) == '!' || word.charAt(marks - 1) == '?')) {
      marks--;
    }
    String move = word.substring(0, marks);
    if (!move.isEmpty()) {
      if (!isMoveLike(move)) {
        queue.add(error(first, word, "unexpected text " + quote(word)));
        return;
      }
      queue.add(token(Kind.MOVE, first, move));
    }
    if (marks < word.length()) {
      queue.add(mark(first, word.substring(marks)));
    }
  }

  private static boolean isDot(char c) {
    return c == '.' || c == '\u2026';
  }

  /** Digits first, then digits and separators: the reader leaves the rest to move text parsing. */
  private static boolean isMoveLike(String text) {
    if (!isDigit(text.charAt(0))) {
      return false;
    }
    for (int i = 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!isDigit(c) && c != '-' && c != 'x' && c != 'X') {
        return false;
      }
    }
    return true;
  }

  /**
   * The NAG of a mark: {@code !} 1, {@code ?} 2, {@code !!} 3, {@code ??} 4, {@code !?} 5, {@code
   * ?!} 6.
   */
  static int markNag(String mark) {
    switch (mark) {
      case "!":
        return 1;
      case "?":
        return 2;
      case "!!":
        return 3;
      case "??":
        return 4;
      case "!?":
        return 5;
      case "?!":
        return 6;
      default:
        return -1;
    }
  }

  private Token mark(int first, String mark) {
    int nag = markNag(mark);
    if (nag < 0) {
      return error(first, mark, "unknown annotation mark " + quote(mark));
    }
    return new Token(Kind.NAG, first, mark, null, nag, false, null);
  }

  /** Consumes the next character, a token of {@code kind} by itself on {@code line}: that token. */
  private Token single(Kind kind, int line) {
    return token(kind, line, String.valueOf(take()));
  }

  private static Token token(Kind kind, int line, String text) {
    return new Token(kind, line, text, null, 0, false, null);
  }

  private static Token error(int line, String text, String reason) {
    return new Token(Kind.ERROR, line, text, null, 0, false, reason);
  }

  /** Quotes text for a message: shortened when long, control characters made visible. */
  static String quote(String text) {
    StringBuilder quoted = new StringBuilder("\"");
    int limit = Math.min(text.length(), 60);
    for (int i = 0; i < limit; i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c)) {
        quoted.append(String.format("\\u%04x", (int) c));
      } else {
        quoted.append(c);
      }
    }
    if (text.length() > limit) {
      quoted.append("...");
    }
    return quoted.append('"').toString();
  }
}
