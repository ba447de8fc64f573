package org.crownhead.web.store;

import java.util.List;

/**
 * A game as read back from the store: its row and its moves in ply order.
 *
 * @param game the game's row
 * @param moves its moves, ply 0 first
 */
public record StoredGame(GameRecord game, List<MoveRecord> moves) {
  public StoredGame {
    moves = List.copyOf(moves);
  }
}
