package org.crownhead.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.lang.management.ManagementFactory;
import org.crownhead.core.Position;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.eval.StandardEvaluation;
import org.junit.jupiter.api.Test;

/**
 * The search makes no garbage as it goes: a collection during a move can hold the search up (on a
 * virtual machine, for tens of milliseconds now and then), so a search of hundreds of thousands of
 * nodes allocates only its iterations' results, not something at every node.
 */
class SearchAllocationTest {
  private static final Position MIDDLEGAME =
      Position.fromFen("W:W16,20,21,22,23,26,27,28:B5,6,7,8,9,12,13,14,19");

  @Test
  void aSearchAllocatesLessThanAByteANode() {
    var threads = ManagementFactory.getThreadMXBean();
    assumeThat(threads).isInstanceOf(com.sun.management.ThreadMXBean.class);
    var counter = (com.sun.management.ThreadMXBean) threads;
    assumeThat(counter.isThreadAllocatedMemorySupported()).isTrue();
    counter.setThreadAllocatedMemoryEnabled(true);
    long thread = Thread.currentThread().getId();
    try (Searcher searcher = new Searcher("test", new StandardEvaluation())) {
      searcher.setOption("threads", "1"); // the main worker searches on this thread
      searcher.setPosition(MIDDLEGAME);
      searcher.think(Limits.depth(6), info -> {}); // the first search makes its lasting objects

      searcher.newGame();
      searcher.setPosition(MIDDLEGAME);
      long before = counter.getThreadAllocatedBytes(thread);
      SearchResult result = searcher.think(Limits.depth(16), info -> {});
      long allocated = counter.getThreadAllocatedBytes(thread) - before;

      assertThat(result.info().nodes()).isGreaterThan(100_000);
      // A position made at each node would be some 40 bytes a node; the results of the
      // iterations (lines, moves, reports) come to a fifth of a byte a node here.
      assertThat(allocated).isLessThan(result.info().nodes());
    }
  }
}
