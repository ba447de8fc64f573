package org.crownhead.engine;

import java.util.Optional;
import org.crownhead.core.Move;

/**
 * What a search found: the move to play (none when the side to move has no legal move and has
 * lost), the move it expects in reply, and the last completed iteration's depth, score and line,
 * with the nodes and the time of the whole search.
 *
 * <pre>{@code
 * SearchResult result = new SearchResult(null, null, new SearchInfo(Position.fromFen("W:W:B1"),
 *     0, 0, -Score.WIN, 1, Duration.ZERO, List.of()));
 * result.bestMove(); // Optional.empty
 * Score.format(result.info().score()); // loss in 0
 * }</pre>
 */
public final class SearchResult {
  private final Move bestMove;
  private final Move ponderMove;
  private final SearchInfo info;

  public SearchResult(Move bestMove, Move ponderMove, SearchInfo info) {
    this.bestMove = bestMove;
    this.ponderMove = ponderMove;
    this.info = info;
  }

  /** The move to play; empty only when there is no legal move. */
  public Optional<Move> bestMove() {
    return Optional.ofNullable(bestMove);
  }

  /** The reply the engine expects, when it has one. */
  public Optional<Move> ponderMove() {
    return Optional.ofNullable(ponderMove);
  }

  /** Depth, score, nodes, time and principal variation of the search. */
  public SearchInfo info() {
    return info;
  }

  @Override
  public String toString() {
    return "best " + (bestMove == null ? "none" : bestMove.toString()) + " (" + info + ")";
  }
}
