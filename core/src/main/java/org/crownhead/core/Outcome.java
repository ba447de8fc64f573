package org.crownhead.core;

import java.util.Objects;
import java.util.Optional;

/**
 * How a game ended: the winner, or none for a draw, and the {@link Termination} that ended it.
 *
 * <pre>{@code
 * Outcome outcome = Outcome.win(Colour.WHITE, Termination.RESIGNATION);
 * outcome.pdnResult(); // 0-1
 * outcome.toString(); // White wins by resignation
 * }</pre>
 */
public final class Outcome {
  private final Colour winner;
  private final Termination termination;

  private Outcome(Colour winner, Termination termination) {
    this.winner = winner;
    this.termination = Objects.requireNonNull(termination);
  }

  /**
   * A win.
   *
   * @throws IllegalArgumentException if the termination is a drawing one
   */
  public static Outcome win(Colour winner, Termination termination) {
    if (termination.isDraw()) {
      throw new IllegalArgumentException(termination + " ends a game drawn, not won");
    }
    return new Outcome(Objects.requireNonNull(winner), termination);
  }

  /**
   * A draw.
   *
   * @throws IllegalArgumentException if the termination is a winning one
   */
  public static Outcome draw(Termination termination) {
    if (!termination.isDraw()) {
      throw new IllegalArgumentException(termination + " decides a game, it does not draw it");
    }
    return new Outcome(null, termination);
  }

  /** The winner; empty for a draw. */
  public Optional<Colour> winner() {
    return Optional.ofNullable(winner);
  }

  public boolean isDraw() {
    return winner == null;
  }

  public Termination termination() {
    return termination;
  }

  /** The PDN result: {@code 1-0} (Black won), {@code 0-1} (White won) or {@code 1/2-1/2}. */
  public String pdnResult() {
    if (winner == null) {
      return "1/2-1/2";
    }
    return winner == Colour.BLACK ? "1-0" : "0-1";
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Outcome
        && ((Outcome) other).winner == winner
        && ((Outcome) other).termination == termination;
  }

  @Override
  public int hashCode() {
    return Objects.hash(winner, termination);
  }

  /** "Black wins: no legal move", "Draw by threefold repetition". */
  @Override
  public String toString() {
    switch (termination) {
      case NO_LEGAL_MOVE:
        return winner.displayName() + " wins: " + winner.opponent().displayName() + " cannot move";
      case RESIGNATION:
      case TIME_FORFEIT:
        return winner.displayName() + " wins by " + termination.description();
      case NO_WIN_POSSIBLE:
        return "Draw: " + termination.description();
      default:
        return "Draw by " + termination.description();
    }
  }
}
