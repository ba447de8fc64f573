package org.crownhead.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.crownhead.core.Move;
import org.crownhead.core.Position;

/**
 * Positions for the benchmarks: those of games of random legal moves from the start, up to 120
 * plies each, always the same for a seed.
 *
 * <pre>{@code
 * RandomGames.positions(1024, 2026).size(); // 1024
 * RandomGames.positions(1024, 2026).get(0).equals(Position.initial()); // true
 * }</pre>
 */
final class RandomGames {
  private RandomGames() {}

  /** The first {@code count} positions of random games played with {@code seed}. */
  static List<Position> positions(int count, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Position> positions = new ArrayList<>(count);
    while (positions.size() < count) {
      Position position = Position.initial();
      for (int ply = 0; ply < 120 && positions.size() < count; ply++) {
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
          break;
        }
        positions.add(position);
        position = position.play(moves.get(random.nextInt(moves.size())));
      }
    }
    return positions;
  }
}
