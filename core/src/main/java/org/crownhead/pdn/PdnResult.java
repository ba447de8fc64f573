package org.crownhead.pdn;

import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Outcome;

/**
 * The result of a PDN game, in the checkers convention: {@code 1-0} means Black, the first player,
 * won.
 *
 * <p>Reading accepts the usual tokens and the forms some archives write: {@code 2-0} and {@code
 * 0-2} for wins, {@code 1-1} and {@code 0-0} for draws, and {@code ½-½}. Writing uses one canonical
 * token per result.
 *
 * <pre>{@code
 * PdnResult.parse("2-0"); // Optional[BLACK_WINS]
 * PdnResult.BLACK_WINS.token(); // 1-0
 * PdnResult.parse("1-1").get().token(); // 1/2-1/2
 * PdnResult.parse("Black"); // Optional.empty
 * }</pre>
 */
public enum PdnResult {
  /** Black won: {@code 1-0}. */
  BLACK_WINS("1-0"),
  /** White won: {@code 0-1}. */
  WHITE_WINS("0-1"),
  /** A draw: {@code 1/2-1/2}. */
  DRAW("1/2-1/2"),
  /** Unfinished, or the result is unknown: {@code *}. */
  UNFINISHED("*");

  private final String token;

  PdnResult(String token) {
    this.token = token;
  }

  /** The canonical PDN token. */
  public String token() {
    return token;
  }

  /** The winner; empty for a draw or an unfinished game. */
  public Optional<Colour> winner() {
    switch (this) {
      case BLACK_WINS:
        return Optional.of(Colour.BLACK);
      case WHITE_WINS:
        return Optional.of(Colour.WHITE);
      default:
        return Optional.empty();
    }
  }

  /** The result a token stands for, or empty if it is not a result token. */
  public static Optional<PdnResult> parse(String token) {
    switch (token.strip()) {
      case "1-0":
      case "2-0":
        return Optional.of(BLACK_WINS);
      case "0-1":
      case "0-2":
        return Optional.of(WHITE_WINS);
      case "1/2-1/2":
      case "½-½":
      case "1-1":
      case "0-0":
        return Optional.of(DRAW);
      case "*":
        return Optional.of(UNFINISHED);
      default:
        return Optional.empty();
    }
  }

  /** The result of a game's outcome; {@link #UNFINISHED} for a game that goes on. */
  public static PdnResult of(Optional<Outcome> outcome) {
    if (outcome.isEmpty()) {
      return UNFINISHED;
    }
    return outcome
        .get()
        .winner()
        .map(w -> w == Colour.BLACK ? BLACK_WINS : WHITE_WINS)
        .orElse(DRAW);
  }
}
