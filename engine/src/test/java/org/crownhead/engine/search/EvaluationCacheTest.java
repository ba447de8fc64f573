package org.crownhead.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.crownhead.core.Position;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.eval.Evaluator;
import org.crownhead.engine.eval.StandardEvaluation;
import org.junit.jupiter.api.Test;

/**
 * The search's cache of evaluations: it spares evaluator calls and changes nothing the search does.
 */
class EvaluationCacheTest {
  private static final Position MIDDLEGAME =
      Position.fromFen("W:W16,20,21,22,23,26,27,28:B5,6,7,8,9,12,13,14,19");

  /** Counts its calls and scores as the standard evaluation does. */
  private static final class Counting implements Evaluator {
    final AtomicLong calls = new AtomicLong();
    final Evaluator inner;

    Counting(Evaluator inner) {
      this.inner = inner;
    }

    @Override
    public int evaluate(Position position) {
      calls.incrementAndGet();
      return inner.evaluate(position);
    }
  }

  private static SearchResult search(Searcher searcher, Position position, int depth) {
    searcher.newGame();
    searcher.setPosition(position);
    return searcher.think(Limits.depth(depth), info -> {});
  }

  @Test
  void aRepeatedSearchEvaluatesLessAndSearchesTheSameNodes() {
    Counting evaluator = new Counting(new StandardEvaluation());
    try (Searcher searcher = new Searcher("test", evaluator)) {
      searcher.setOption("threads", "1");
      SearchResult first = search(searcher, MIDDLEGAME, 9);
      long firstCalls = evaluator.calls.getAndSet(0);
      // The table, killers and history are cleared; only the evaluation cache remembers.
      SearchResult second = search(searcher, MIDDLEGAME, 9);
      long secondCalls = evaluator.calls.get();

      assertThat(second.info().nodes()).isEqualTo(first.info().nodes());
      assertThat(second.info().score()).isEqualTo(first.info().score());
      assertThat(second.info().pv()).isEqualTo(first.info().pv());
      assertThat(secondCalls).isLessThan(firstCalls / 2);
    }
  }
}
