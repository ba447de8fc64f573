package org.crownhead.web.games;

import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;

/**
 * A move for the browser: its text, squares 1–32 of its start and end, the squares landed on, and
 * the squares of the pieces it captures (ascending).
 *
 * @param text the move text ({@code 15x31}, or the full path when that is ambiguous)
 * @param from the start square
 * @param to the end square
 * @param path every square landed on, start to end
 * @param captured the squares of the captured pieces
 */
public record MoveView(String text, int from, int to, List<Integer> path, List<Integer> captured) {
  /** The view of a move played in {@code before}. */
  public static MoveView of(Position before, Move move) {
    return new MoveView(
        MoveText.format(before, move),
        move.from(),
        move.to(),
        List.copyOf(move.path()),
        List.copyOf(move.captured()));
  }

  /** The views of the legal moves of a position, in the order the position lists them. */
  public static List<MoveView> legal(Position position, List<Move> moves) {
    List<MoveView> views = new ArrayList<>(moves.size());
    for (Move move : moves) {
      views.add(of(position, move));
    }
    return views;
  }
}
