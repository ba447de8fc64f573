package org.crownhead.engine;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.crownhead.core.Move;
import org.crownhead.core.Position;

/**
 * What a search found: the move to play (none when the side to move has no legal move and has
 * lost), the move it expects in reply, and the last completed iteration's depth, score and line,
 * with the nodes and the time of the whole search; or a move from the opening book.
 *
 * <pre>{@code
 * SearchResult result = new SearchResult(null, null, new SearchInfo(Position.fromFen("W:W:B1"),
 *     0, 0, -Score.WIN, 1, Duration.ZERO, List.of()));
 * result.bestMove(); // Optional.empty
 * Score.format(result.info().score()); // loss in 0
 * result.isBookMove(); // false
 * Move first = Position.initial().legalMoves().get(0);
 * SearchResult.fromBook(Position.initial(), first, Duration.ZERO).isBookMove(); // true
 * }</pre>
 */
public final class SearchResult {
  private final Move bestMove;
  private final Move ponderMove;
  private final SearchInfo info;
  private final boolean book;

  public SearchResult(Move bestMove, Move ponderMove, SearchInfo info) {
    this(bestMove, ponderMove, info, false);
  }

  private SearchResult(Move bestMove, Move ponderMove, SearchInfo info, boolean book) {
    this.bestMove = bestMove;
    this.ponderMove = ponderMove;
    this.info = info;
    this.book = book;
  }

  /**
   * A move from the opening book, played without a search: its info has depth 0, no nodes, a score
   * of 0 and the move as its line.
   */
  public static SearchResult fromBook(Position position, Move move, Duration elapsed) {
    return new SearchResult(
        move, null, new SearchInfo(position, 0, 0, Score.DRAW, 0, elapsed, List.of(move)), true);
  }

  /** True when the move came from the opening book, not from a search; the score means nothing. */
  public boolean isBookMove() {
    return book;
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
    return "best "
        + (bestMove == null ? "none" : bestMove.toString())
        + (book ? " (book)" : " (" + info + ")");
  }
}
