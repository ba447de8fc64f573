package org.crownhead.match;

/**
 * Hears of each game of a match as it finishes, for a progress display. Called from the thread that
 * played the game, one call at a time, in the order the games finish.
 */
@FunctionalInterface
public interface MatchListener {
  /** Nothing to hear. */
  MatchListener NONE = (game, status) -> {};

  /**
   * The engines are made and set up, the PDN file is open, and the first games are about to start;
   * {@code engine1Label} and {@code engine2Label} are the engines' names as the games record them.
   */
  default void matchStarted(String engine1Label, String engine2Label) {}

  /**
   * The match goes on from the games already in its PDN file ({@link Match#resume}), which {@code
   * status} counts; called after {@link #matchStarted}, before the first new game. {@code
   * cutShortLine} is the line of the file where a last game cut short began, which was cut off to
   * be played again, or 0 when there was none.
   */
  default void matchResumed(MatchStatus status, int cutShortLine) {}

  /** A game has finished (and is saved, when the match saves games). */
  void gameFinished(PlayedGame game, MatchStatus status);
}
