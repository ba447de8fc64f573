package org.crownhead.pdn;

import java.util.Objects;
import java.util.Optional;

/**
 * A problem found in one game of a PDN file: the game's number in the file (from 1), the line, the
 * move it concerns when there is one (such as {@code 12.} for Black's twelfth move or {@code 12...}
 * for White's), and the reason.
 *
 * <pre>{@code
 * PdnError error = new PdnError(17, 230, "23...", "move \"15-19\" is not legal here");
 * error.toString(); // game 17, line 230, move 23...: move "15-19" is not legal here
 * }</pre>
 */
public final class PdnError {
  private final int game;
  private final int line;
  private final String move;
  private final String reason;

  /**
   * An error.
   *
   * @param game the game's number in the file, from 1
   * @param line the line of the file, from 1
   * @param move the move number as written in PDN ({@code 12.} or {@code 12...}), or null
   * @param reason what is wrong, naming the bad input
   */
  public PdnError(int game, int line, String move, String reason) {
    this.game = game;
    this.line = line;
    this.move = move;
    this.reason = Objects.requireNonNull(reason);
  }

  /** The game's number in the file, from 1. */
  public int game() {
    return game;
  }

  /** The line of the file, from 1. */
  public int line() {
    return line;
  }

  /** The move the error concerns, as {@code 12.} or {@code 12...}; empty in the tags. */
  public Optional<String> move() {
    return Optional.ofNullable(move);
  }

  /** What is wrong. */
  public String reason() {
    return reason;
  }

  /** The same error about another move (the reader leaves the move to the builder). */
  PdnError withMove(String otherMove) {
    return new PdnError(game, line, otherMove, reason);
  }

  /** Where and what, without the game number: {@code line 230, move 23...: reason}. */
  public String withoutGame() {
    return "line " + line + (move == null ? "" : ", move " + move) + ": " + reason;
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof PdnError)) {
      return false;
    }
    PdnError that = (PdnError) other;
    return game == that.game
        && line == that.line
        && Objects.equals(move, that.move)
        && reason.equals(that.reason);
  }

  @Override
  public int hashCode() {
    return Objects.hash(game, line, move, reason);
  }

  /** {@code game 17, line 230, move 23...: reason}. */
  @Override
  public String toString() {
    return "game " + game + ", " + withoutGame();
  }
}
