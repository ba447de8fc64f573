package org.crownhead.engine;

import java.time.Duration;
import java.util.List;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;

/**
 * Progress of a search, reported each time an iteration of the deepening completes: the depth
 * reached, the score (see {@link Score}), the nodes searched, the time taken and the principal
 * variation — the line the engine expects — from the position searched.
 *
 * <pre>{@code
 * SearchInfo info = new SearchInfo(Position.initial(), 1, 1, 0, 8, Duration.ofMillis(4),
 *     List.of(Position.initial().legalMoves().get(4)));
 * info.pvText(); // 11-15
 * info.nodesPerSecond(); // 2000
 * }</pre>
 *
 * @param position the position searched
 * @param depth the nominal depth of the iteration, in plies
 * @param selectiveDepth the deepest ply reached, captures and extensions included
 * @param score the score for the side to move, in points (a man is 100); see {@link Score}
 * @param nodes the nodes searched
 * @param elapsed the time taken
 * @param pv the principal variation, its first move being the best move found
 */
public record SearchInfo(
    Position position,
    int depth,
    int selectiveDepth,
    int score,
    long nodes,
    Duration elapsed,
    List<Move> pv) {
  /** The report of an iteration; the principal variation is copied. */
  public SearchInfo {
    pv = List.copyOf(pv);
  }

  /** Nodes per second over the whole search so far. */
  public long nodesPerSecond() {
    long micros = Math.max(1, elapsed.toNanos() / 1000);
    return nodes * 1_000_000 / micros;
  }

  /** The principal variation as PDN move text, moves separated by spaces. */
  public String pvText() {
    StringBuilder text = new StringBuilder();
    Position at = position;
    for (Move move : pv) {
      if (text.length() > 0) {
        text.append(' ');
      }
      text.append(MoveText.format(at, move));
      at = at.play(move);
    }
    return text.toString();
  }

  @Override
  public String toString() {
    return "depth "
        + depth
        + " score "
        + Score.format(score)
        + " nodes "
        + nodes
        + " time "
        + elapsed.toMillis()
        + " ms pv "
        + pvText();
  }
}
