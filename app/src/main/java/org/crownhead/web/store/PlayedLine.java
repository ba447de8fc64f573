package org.crownhead.web.store;

import java.util.List;

/**
 * The opening of a stored game: where it started, its first moves and how it ended.
 *
 * @param id the game's id
 * @param startFen the start position
 * @param winner {@code black} or {@code white}, or null (a draw, or not over)
 * @param moves the move text of its first plies, ply 0 first
 */
public record PlayedLine(String id, String startFen, String winner, List<String> moves) {
  public PlayedLine {
    moves = List.copyOf(moves);
  }
}
