package org.crownhead.hub;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One message of the Hub protocol: a command and its arguments, {@code command name=value
 * name="quoted value" flag ...}. Immutable.
 *
 * <p>Reading follows Scan: a name is any run of printable characters other than blanks, {@code =}
 * and {@code "}; a value is a name or any text between double quotes (there is no escape, so a
 * quoted value cannot hold a {@code "}); blanks may stand around {@code =}; an argument without a
 * value is a flag, whose value is the empty string. When an argument is given twice the last one
 * counts. Writing quotes a value only when it needs it (empty, or holding a blank, {@code =} or
 * {@code "}), and turns any {@code "} inside into {@code '} so that the line stays readable.
 *
 * <pre>{@code
 * HubLine line = HubLine.parse("pos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves=\"11-15 23-19\"");
 * line.command(); // pos
 * line.get("moves").get(); // 11-15 23-19
 * line.has("start"); // false
 * HubLine.of("done").with("move", "11-15").toString(); // done move=11-15
 * HubLine.of("info").with("pv", "11-15 23-19").with("score", "0.35").toString(); // info pv="11-15 23-19" score=0.35
 * HubLine.parse("level infinite").has("infinite"); // true
 * }</pre>
 */
public final class HubLine {
  private final String command;
  private final Map<String, String> arguments;

  private HubLine(String command, Map<String, String> arguments) {
    this.command = command;
    this.arguments = Collections.unmodifiableMap(arguments);
  }

  /** A message with no arguments yet. */
  public static HubLine of(String command) {
    requireName(command, "command");
    return new HubLine(command, new LinkedHashMap<>());
  }

  /** This message with one more argument (or a new value for one it has). */
  public HubLine with(String name, String value) {
    requireName(name, "argument name");
    Objects.requireNonNull(value, "value");
    Map<String, String> more = new LinkedHashMap<>(arguments);
    more.put(name, value);
    return new HubLine(command, more);
  }

  /** This message with a whole-number argument. */
  public HubLine with(String name, long value) {
    return with(name, Long.toString(value));
  }

  /** This message with a flag: an argument written without a value. */
  public HubLine withFlag(String name) {
    return with(name, "");
  }

  private static void requireName(String name, String what) {
    if (name == null || name.isEmpty()) {
      throw new IllegalArgumentException("a Hub " + what + " must not be empty");
    }
    for (int i = 0; i < name.length(); i++) {
      if (!isNameChar(name.charAt(i))) {
        throw new IllegalArgumentException(
            "a Hub " + what + " cannot hold " + describe(name.charAt(i)) + ": \"" + name + "\"");
      }
    }
  }

  public String command() {
    return command;
  }

  /** The arguments in the order given; a flag's value is the empty string. */
  public Map<String, String> arguments() {
    return arguments;
  }

  /** The value of an argument, if given. */
  public Optional<String> get(String name) {
    return Optional.ofNullable(arguments.get(name));
  }

  /** True when the argument is given, with or without a value. */
  public boolean has(String name) {
    return arguments.containsKey(name);
  }

  /**
   * Reads one line.
   *
   * @throws IllegalArgumentException for a blank line or one that does not follow the syntax, with
   *     a message naming the line and the column at fault
   */
  public static HubLine parse(String text) {
    return new Reader(Objects.requireNonNull(text, "text")).line();
  }

  /** The line as it is sent: flags bare, values quoted only when they must be. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder(command);
    for (Map.Entry<String, String> argument : arguments.entrySet()) {
      text.append(' ').append(argument.getKey());
      if (!argument.getValue().isEmpty()) {
        text.append('=').append(quoteIfNeeded(argument.getValue()));
      }
    }
    return text.toString();
  }

  private static String quoteIfNeeded(String value) {
    boolean plain = true;
    for (int i = 0; i < value.length(); i++) {
      plain &= isNameChar(value.charAt(i));
    }
    if (plain) {
      return value;
    }
    StringBuilder quoted = new StringBuilder("\"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      quoted.append(c == '"' ? '\'' : Character.isISOControl(c) ? ' ' : c);
    }
    return quoted.append('"').toString();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof HubLine
        && command.equals(((HubLine) other).command)
        && arguments.equals(((HubLine) other).arguments);
  }

  @Override
  public int hashCode() {
    return command.hashCode() * 31 + arguments.hashCode();
  }

  static boolean isNameChar(char c) {
    return !Character.isISOControl(c) && !Character.isWhitespace(c) && c != '=' && c != '"';
  }

  private static String describe(char c) {
    if (c == '"') {
      return "a double quote";
    }
    if (c == '=') {
      return "'='";
    }
    return Character.isWhitespace(c) ? "a blank" : String.format("character \\u%04x", (int) c);
  }

  /** A one-line reader of the syntax, failing with the column at fault. */
  private static final class Reader {
    private final String text;
    private int at;

    Reader(String text) {
      this.text = text;
    }

    HubLine line() {
      skipBlanks();
      if (at == text.length()) {
        throw new IllegalArgumentException("empty line: a Hub message starts with a command");
      }
      String command = name("a command");
      Map<String, String> arguments = new LinkedHashMap<>();
      while (true) {
        skipBlanks();
        if (at == text.length()) {
          return new HubLine(command, arguments);
        }
        String name = name("an argument name");
        skipBlanks();
        String value = "";
        if (peek() == '=') {
          at++;
          skipBlanks();
          value = value();
        }
        arguments.remove(name); // the last one given counts, in its own place
        arguments.put(name, value);
      }
    }

    private String name(String what) {
      int start = at;
      while (at < text.length() && isNameChar(text.charAt(at))) {
        at++;
      }
      if (start == at) {
        throw error("expects " + what);
      }
      return text.substring(start, at);
    }

    private String value() {
      if (peek() != '"') {
        return name("a value after '='");
      }
      int open = at++;
      int close = text.indexOf('"', at);
      if (close < 0) {
        throw new IllegalArgumentException(
            "malformed line "
                + quote(text)
                + ": the double quote at column "
                + (open + 1)
                + " is never closed");
      }
      at = close + 1;
      return text.substring(open + 1, close);
    }

    private char peek() {
      return at < text.length() ? text.charAt(at) : '\0';
    }

    private void skipBlanks() {
      while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
        at++;
      }
    }

    private IllegalArgumentException error(String problem) {
      String where =
          at < text.length()
              ? " at column " + (at + 1) + ", not " + describe(text.charAt(at))
              : " at the end of the line";
      return new IllegalArgumentException("malformed line " + quote(text) + ": " + problem + where);
    }

    private static String describe(char c) {
      return HubLine.isNameChar(c) ? "'" + c + "'" : HubLine.describe(c);
    }

    private static String quote(String text) {
      String shown = text.length() > 80 ? text.substring(0, 80) + "..." : text;
      StringBuilder quoted = new StringBuilder("\"");
      for (char c : shown.toCharArray()) {
        quoted.append(Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : c);
      }
      return quoted.append('"').toString();
    }
  }
}
