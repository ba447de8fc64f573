package org.crownhead.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Move text in PDN style: {@code 11-15} for a step, {@code 15x24} for a capture.
 *
 * <p>A capture is written from-x-to ({@code 15x31}) unless another legal capture has the same start
 * and end but takes other pieces; then its full path is written ({@code 15x24x31}). Reading
 * accepts, in this order of preference: the full path of a move (which names that move even when it
 * is also part of a longer path); a start and an end with any of the landing squares between, in
 * order (the short form is one); a path cut short (the first squares of a path). Either {@code -}
 * or {@code x} may stand between squares. Text matching several moves at the first level that
 * matches any is ambiguous.
 *
 * <pre>{@code
 * Position position = Position.fromFen("B:W10,19:BK15");
 * Move move = MoveText.parse(position, "15x6");
 * move.captured(); // [10]
 * MoveText.format(position, move); // 15x6
 * MoveText.format(Position.initial(), Position.initial().legalMoves().get(0)); // 9-13
 *
 * Position loop = Position.fromFen("B:W6,7,8,14,15,16,22,23,24:BK2");
 * MoveText.parse(loop, "2x9x18x25").captured(); // [6, 14, 22]
 * Move round = MoveText.parse(loop, "2x9x18x11x20x27x18x25");
 * round.equals(MoveText.parse(loop, "2x9x18x27x20x11x18x25")); // true
 * round.path(); // [2, 9, 18, 11, 20, 27, 18, 25]
 * MoveText.format(loop, round); // 2x9x18x11x20x27x18x25
 * }</pre>
 */
public final class MoveText {
  private MoveText() {}

  /** Moves in the order people list them: by start square, then along the path. */
  private static final Comparator<Move> IN_ORDER =
      (a, b) -> Arrays.compare(a.pathArray(), b.pathArray());

  /** The text of a legal move of the position: short unless the short form is ambiguous. */
  public static String format(Position position, Move move) {
    if (!move.isCapture()) {
      return move.from() + "-" + move.to();
    }
    for (Move other : position.legalMoves()) {
      if (!other.equals(move) && other.from() == move.from() && other.to() == move.to()) {
        return move.toString();
      }
    }
    return move.from() + "x" + move.to();
  }

  /**
   * Reads the text of a move and finds the legal move it means.
   *
   * @throws MalformedNotationException if the text is not move text
   * @throws IllegalMoveException if no legal move matches
   * @throws AmbiguousMoveException if more than one legal move matches
   */
  public static Move parse(Position position, String text) {
    int[] squares = squares(text);
    List<Move> legal = position.legalMoves();
    // A full path names one move; so does, failing that, a start and end with some landing
    // squares between, or failing that, the first squares of a path.
    Set<Move> matches = new LinkedHashSet<>();
    for (Match match : Match.values()) {
      for (Move move : legal) {
        for (int[] path : position.paths(move)) {
          if (match.test(path, squares)) {
            matches.add(match == Match.FULL_PATH ? move.withPath(path) : move);
            break;
          }
        }
      }
      if (!matches.isEmpty()) {
        break;
      }
    }
    if (matches.isEmpty()) {
      throw new IllegalMoveException(
          "move "
              + NotationException.quote(text)
              + " is not legal here; legal moves: "
              + describe(position, legal),
          text);
    }
    if (matches.size() > 1) {
      List<Move> candidates = matches.stream().sorted(IN_ORDER).collect(Collectors.toList());
      throw new AmbiguousMoveException(
          "move "
              + NotationException.quote(text)
              + " is ambiguous; it could be "
              + candidates.stream().map(Move::toString).collect(Collectors.joining(" or ")),
          text,
          candidates);
    }
    return matches.iterator().next();
  }

  private static String describe(Position position, List<Move> legal) {
    if (legal.isEmpty()) {
      return "none, " + position.turn().displayName() + " cannot move";
    }
    List<String> texts = new ArrayList<>();
    List<Move> sorted = new ArrayList<>(legal);
    sorted.sort(IN_ORDER);
    for (Move move : sorted) {
      texts.add(format(position, move));
    }
    return String.join(" ", texts);
  }

  /** The squares of the text, or a malformed-notation error saying what is wrong. */
  private static int[] squares(String text) {
    if (text == null) {
      throw new MalformedNotationException("move text is missing", "");
    }
    if (text.isBlank()) {
      throw new MalformedNotationException(
          "move text " + NotationException.quote(text) + " is empty", text);
    }
    String trimmed = text.strip();
    int lead = text.indexOf(trimmed.charAt(0)); // columns count from the untrimmed text
    List<Integer> squares = new ArrayList<>();
    int at = 0;
    while (true) {
      int start = at;
      while (at < trimmed.length() && at - start < 3 && isDigit(trimmed.charAt(at))) {
        at++;
      }
      if (start == at) {
        throw malformed(text, "expects a square number at column " + (lead + start + 1));
      }
      int square = Integer.parseInt(trimmed.substring(start, at));
      if (square < 1 || square > 32) {
        throw malformed(text, "names square " + square + "; squares are numbered 1 to 32");
      }
      squares.add(square);
      if (at == trimmed.length()) {
        break;
      }
      char separator = trimmed.charAt(at);
      if (separator != '-' && separator != 'x' && separator != 'X') {
        throw malformed(
            text, "has " + NotationException.quote(separator) + " where - or x should be");
      }
      at++;
    }
    if (squares.size() < 2) {
      throw malformed(text, "needs at least two squares, as in 11-15 or 15x24");
    }
    return squares.stream().mapToInt(Integer::intValue).toArray();
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static MalformedNotationException malformed(String text, String problem) {
    return new MalformedNotationException(
        "move text " + NotationException.quote(text) + " " + problem, text);
  }

  /** The ways text can name a move, tried in this order. */
  private enum Match {
    FULL_PATH {
      @Override
      boolean test(int[] path, int[] squares) {
        return Arrays.equals(path, squares);
      }
    },
    START_AND_END {
      @Override
      boolean test(int[] path, int[] squares) {
        return matches(path, squares);
      }
    },
    PREFIX {
      @Override
      boolean test(int[] path, int[] squares) {
        return startsWith(path, squares);
      }
    };

    abstract boolean test(int[] path, int[] squares);
  }

  /** Same start and end, the written landing squares found in order along the path. */
  private static boolean matches(int[] path, int[] squares) {
    if (path[0] != squares[0] || path[path.length - 1] != squares[squares.length - 1]) {
      return false;
    }
    int next = 1;
    for (int i = 1; i < path.length - 1 && next < squares.length - 1; i++) {
      if (path[i] == squares[next]) {
        next++;
      }
    }
    return next == squares.length - 1;
  }

  private static boolean startsWith(int[] path, int[] squares) {
    if (squares.length > path.length) {
      return false;
    }
    for (int i = 0; i < squares.length; i++) {
      if (path[i] != squares[i]) {
        return false;
      }
    }
    return true;
  }
}
