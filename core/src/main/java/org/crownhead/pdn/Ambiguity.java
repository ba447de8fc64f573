package org.crownhead.pdn;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.crownhead.core.Move;
import org.crownhead.core.Position;

/** The legal moves an ambiguous move text may stand for, in the position's move order. */
final class Ambiguity {
  private Ambiguity() {}

  /**
   * The legal moves whose path starts and ends on the text's first and last squares and passes the
   * squares between in order; failing those, the moves whose path starts with the text's squares.
   * Empty when the text is not a list of squares.
   */
  static List<Move> readings(Position position, String text) {
    int[] squares = squares(text);
    Set<Move> found = new LinkedHashSet<>();
    if (squares.length < 2) {
      return List.of();
    }
    for (Move move : position.legalMoves()) {
      if (matches(move.path(), squares)) {
        found.add(move);
      }
    }
    if (found.isEmpty()) {
      for (Move move : position.legalMoves()) {
        if (startsWith(move.path(), squares)) {
          found.add(move);
        }
      }
    }
    return new ArrayList<>(found);
  }

  private static int[] squares(String text) {
    String[] parts = text.strip().split("[-xX]", -1);
    int[] squares = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      if (parts[i].isEmpty()
          || parts[i].length() > 2
          || !parts[i].chars().allMatch(Character::isDigit)) {
        return new int[0];
      }
      squares[i] = Integer.parseInt(parts[i]);
    }
    return squares;
  }

  private static boolean matches(List<Integer> path, int[] squares) {
    int last = path.size() - 1;
    if (path.get(0) != squares[0] || path.get(last) != squares[squares.length - 1]) {
      return false;
    }
    int next = 1;
    for (int i = 1; i < last && next < squares.length - 1; i++) {
      if (path.get(i) == squares[next]) {
        next++;
      }
    }
    return next == squares.length - 1;
  }

  private static boolean startsWith(List<Integer> path, int[] squares) {
    if (squares.length > path.size()) {
      return false;
    }
    for (int i = 0; i < squares.length; i++) {
      if (path.get(i) != squares[i]) {
        return false;
      }
    }
    return true;
  }
}
