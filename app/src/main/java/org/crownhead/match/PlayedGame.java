package org.crownhead.match;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Outcome;
import org.crownhead.pdn.PdnGame;

/**
 * A finished game of a match: which opening, who had which colour, the game itself and its PDN
 * record, and how it ended when the rules did not end it: an engine's {@link Fault}, or an
 * adjudication.
 *
 * @param number the game's number in the match, from 1
 * @param opening the opening it was played from
 * @param engine1Colour the colour the first engine played
 * @param game the game, over
 * @param pdn the game as recorded, with its tags and comments
 * @param fault the failure that lost the game, or null
 * @param faultyEngine the engine (1 or 2) whose failure lost it; 0 when none did
 * @param adjudication how the match ended the game, when the rules did not
 * @param termination what ended the game, in a few words (the PDN Termination tag)
 * @param longestMoves the longest time each engine took over one move: engine 1's, then engine 2's
 */
public record PlayedGame(
    int number,
    Opening opening,
    Colour engine1Colour,
    Game game,
    PdnGame pdn,
    Fault fault,
    int faultyEngine,
    Adjudication adjudication,
    String termination,
    List<Duration> longestMoves) {

  /** How the match itself decided a game that the rules had not ended. */
  public enum Adjudication {
    /** The rules ended the game, or an engine's fault did. */
    NONE(""),
    /** The game reached the longest length allowed: a draw. */
    LENGTH("adjudication: game length"),
    /** Both engines agreed for several moves that one side is winning: that side won. */
    SCORE("adjudication: score");

    private final String description;

    Adjudication(String description) {
      this.description = description;
    }

    /** A few words, as the PDN Termination tag has them; empty for {@link #NONE}. */
    public String description() {
      return description;
    }
  }

  public PlayedGame {
    Objects.requireNonNull(opening);
    Objects.requireNonNull(engine1Colour);
    Objects.requireNonNull(pdn);
    Objects.requireNonNull(adjudication);
    Objects.requireNonNull(termination);
    longestMoves = List.copyOf(longestMoves);
    if (longestMoves.size() != 2) {
      throw new IllegalArgumentException("one longest move for each engine");
    }
    if (!game.isOver()) {
      throw new IllegalArgumentException("game " + number + " is not over");
    }
    if ((fault == null) != (faultyEngine == 0)) {
      throw new IllegalArgumentException("a fault needs its engine, and an engine its fault");
    }
  }

  /** How the game ended. */
  public Outcome outcome() {
    return game.outcome().orElseThrow();
  }

  /** The first engine's half-points: 2 for a win, 1 for a draw, 0 for a loss. */
  public int engine1HalfPoints() {
    Outcome outcome = outcome();
    if (outcome.isDraw()) {
      return 1;
    }
    return outcome.winner().orElseThrow() == engine1Colour ? 2 : 0;
  }

  /** The longest time an engine (1 or 2) took over one move of this game. */
  public Duration longestMove(int engine) {
    return longestMoves.get(engine - 1);
  }

  /** The colour of an engine (1 or 2). */
  public Colour colourOf(int engine) {
    return engine == 1 ? engine1Colour : engine1Colour.opponent();
  }
}
