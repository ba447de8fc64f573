package org.crownhead.hub;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.crownhead.core.IllegalMoveException;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;
import org.crownhead.engine.Score;

/**
 * The values the Hub protocol carries, both ways: scores, times and moves.
 *
 * <p>Scores go in men with two decimals, as Scan sends them ({@code score=0.35} is 35 of our
 * points, a man being 100). Forced results use Scan's scale, where 100 men is a win on the board: a
 * win in {@code n} plies is {@code (10000 - n) / 100} men ({@code 99.93} is a win in 7 plies), a
 * loss the negative of that; other scores are kept inside ±89.99 men so that they never read as
 * forced results. Times go in seconds with three decimals.
 */
final class HubValues {
  private HubValues() {}

  private static final Pattern DECIMAL =
      Pattern.compile("[+-]?([0-9]+[.]?[0-9]*|[.][0-9]+)([eE][+-]?[0-9]{1,3})?");

  /** Scan's score of a win on the board, in hundredths of a man. */
  private static final int SCAN_WIN = 10_000;

  /** Scan's scores beyond this, in hundredths of a man, are forced results. */
  private static final int SCAN_WIN_THRESHOLD = 9_000;

  /** The score for the {@code info} line, in men. */
  static String score(int points) {
    int hundredths;
    if (Score.isWin(points)) {
      hundredths = SCAN_WIN - Math.min(Score.pliesToEnd(points), SCAN_WIN - SCAN_WIN_THRESHOLD - 1);
    } else if (Score.isLoss(points)) {
      hundredths =
          -(SCAN_WIN - Math.min(Score.pliesToEnd(points), SCAN_WIN - SCAN_WIN_THRESHOLD - 1));
    } else {
      hundredths = Math.max(-(SCAN_WIN_THRESHOLD - 1), Math.min(SCAN_WIN_THRESHOLD - 1, points));
    }
    return BigDecimal.valueOf(hundredths, 2).toPlainString();
  }

  /**
   * Our points for a score in men, forced results mapped back to {@link Score#WIN}.
   *
   * @throws IllegalArgumentException if the text is not a number
   */
  static int points(String men) {
    double value = number(men, "score");
    long hundredths = Math.round(value * 100);
    if (hundredths > SCAN_WIN_THRESHOLD) {
      return Score.WIN - (int) Math.max(0, SCAN_WIN - hundredths);
    }
    if (hundredths < -SCAN_WIN_THRESHOLD) {
      return -(Score.WIN - (int) Math.max(0, SCAN_WIN + hundredths));
    }
    return (int) hundredths;
  }

  /** Seconds with three decimals: {@code 1.500}. */
  static String seconds(Duration time) {
    return BigDecimal.valueOf(time.toMillis(), 3).toPlainString();
  }

  /**
   * A number with the given decimals, rounded half up: {@code decimals(1234.5678, 2)} = 1234.57.
   */
  static String decimals(double value, int decimals) {
    return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
  }

  /**
   * A time in seconds, such as {@code 1.5}; negative times count as zero.
   *
   * @throws IllegalArgumentException if the text is not a number
   */
  static Duration duration(String seconds, String what) {
    double value = number(seconds, what);
    if (value <= 0) {
      return Duration.ZERO;
    }
    if (value > 1e9) {
      throw new IllegalArgumentException(
          what + " must be a number of seconds up to 1000000000, not \"" + seconds + "\"");
    }
    return Duration.ofNanos(Math.round(value * 1e9));
  }

  /**
   * A finite decimal number.
   *
   * @throws IllegalArgumentException naming the value and what it is for
   */
  static double number(String text, String what) {
    if (!DECIMAL.matcher(text.strip()).matches()) {
      throw new IllegalArgumentException(what + " must be a number, not \"" + text + "\"");
    }
    return Double.parseDouble(text.strip());
  }

  /**
   * A whole number within bounds.
   *
   * @throws IllegalArgumentException naming the value, what it is for and the bounds
   */
  static long whole(String text, String what, long min, long max) {
    long value;
    try {
      value = Long.parseLong(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          what + " must be a whole number from " + min + " to " + max + ", not \"" + text + "\"");
    }
    if (value < min || value > max) {
      throw new IllegalArgumentException(
          what + " must be from " + min + " to " + max + ", not " + value);
    }
    return value;
  }

  /**
   * The legal move a text means: PDN move text as {@link MoveText#parse} reads it, or, failing
   * that, Scan's Hub form of a capture, the start and end then the captured squares in any order
   * ({@code 15x24x19} for 15 jumping 19 to land on 24).
   *
   * @throws NotationException if the text is malformed, illegal or ambiguous
   */
  static Move move(Position position, String text) {
    try {
      return MoveText.parse(position, text);
    } catch (IllegalMoveException e) {
      Move scan = scanCapture(position, text);
      if (scan != null) {
        return scan;
      }
      throw e;
    }
  }

  private static Move scanCapture(Position position, String text) {
    String[] parts = text.strip().split("[xX]");
    if (parts.length < 3) {
      return null;
    }
    List<Integer> squares = new ArrayList<>();
    for (String part : parts) {
      if (!part.matches("[0-9]{1,2}")) {
        return null;
      }
      squares.add(Integer.parseInt(part));
    }
    Set<Integer> captured = new HashSet<>(squares.subList(2, squares.size()));
    Move found = null;
    for (Move move : position.legalMoves()) {
      if (move.from() == squares.get(0)
          && move.to() == squares.get(1)
          && captured.equals(new HashSet<>(move.captured()))
          && move.captured().size() == squares.size() - 2) {
        if (found != null) {
          return null;
        }
        found = move;
      }
    }
    return found;
  }

  /** Move text for the protocol: short unless ambiguous, as {@link MoveText#format} writes it. */
  static String text(Position position, Move move) {
    return MoveText.format(position, move);
  }

  /** A sequence of moves from a position as space-separated move text. */
  static String line(Position position, List<Move> moves) {
    StringBuilder text = new StringBuilder();
    Position at = position;
    for (Move move : moves) {
      if (text.length() > 0) {
        text.append(' ');
      }
      text.append(MoveText.format(at, move));
      at = at.play(move);
    }
    return text.toString();
  }
}
