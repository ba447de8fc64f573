package org.crownhead.web.games;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.crownhead.core.Move;
import org.crownhead.core.Position;

/**
 * The positions the engine and the endgame databases must not judge: those on the board of an
 * online game being played between two people, and those one move on from them (a candidate move to
 * try), until the game ends. The start position is never withheld: every game begins there.
 *
 * <p>It holds positions only, not who asks: a player and a spectator are refused alike.
 */
public final class FairPlay {
  /** The refusal, for errors and the analysis page. */
  public static final String REFUSAL =
      "this position is on the board of a game being played between two people: no engine or"
          + " endgame database until it is over";

  private final Map<String, Set<Position>> withheld = new ConcurrentHashMap<>();

  /** Withholds a game's position (and those one move on), or releases them when null. */
  void update(String gameId, Position position) {
    if (position == null || position.equals(Position.initial())) {
      withheld.remove(gameId);
      return;
    }
    Set<Position> positions = new HashSet<>();
    positions.add(position);
    for (Move move : position.legalMoves()) {
      positions.add(position.play(move));
    }
    withheld.put(gameId, Set.copyOf(positions));
  }

  /** The refusal when the position is withheld, else empty. */
  public Optional<String> refusal(Position position) {
    for (Set<Position> positions : withheld.values()) {
      if (positions.contains(position)) {
        return Optional.of(REFUSAL);
      }
    }
    return Optional.empty();
  }
}
