package org.crownhead.web;

import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Game;
import org.crownhead.core.Position;
import org.crownhead.web.games.FairPlay;
import org.crownhead.web.games.GameException;

/** The requests fair play refuses: those about a position it withholds, with 403 Forbidden. */
final class Withheld {
  private Withheld() {}

  /**
   * Refuses a request about the position when fair play withholds it.
   *
   * @throws GameException with 403 and the refusal when the position is withheld
   */
  static void refuse(FairPlay fairPlay, Position position) {
    fairPlay
        .refusal(position)
        .ifPresent(
            reason -> {
              throw new GameException(GameException.FORBIDDEN, reason);
            });
  }

  /**
   * Refuses a request about the game when fair play withholds any of its positions, the one after
   * its last move included.
   *
   * @throws GameException with 403 and the refusal when a position is withheld
   */
  static void refuse(FairPlay fairPlay, Game game) {
    List<Position> positions = new ArrayList<>(game.positions());
    positions.add(game.position());
    for (Position position : positions) {
      refuse(fairPlay, position);
    }
  }
}
