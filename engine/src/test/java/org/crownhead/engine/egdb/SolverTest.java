package org.crownhead.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The solver gives the same values whether it holds a task whole or solves it part by part. */
class SolverTest {
  @Test
  void solvingPartByPartGivesTheValuesOfTheWholeUpToFourPieces() throws InterruptedException {
    Solver solver = new Solver(2);
    Map<Slice, byte[]> solved = new HashMap<>();
    int compared = 0;
    try {
      for (SliceGraph.Task task : SliceGraph.upTo(4).tasks()) {
        Map<Slice, byte[]> a =
            solver.solve(task.slices(), exits(solved), (pass, open) -> {}, false);
        Map<Slice, byte[]> b = solver.solve(task.slices(), exits(solved), (pass, open) -> {}, true);
        for (Slice s : task.slices()) {
          assertThat(b.get(s)).as(s.name()).isEqualTo(a.get(s));
          compared++;
        }
        solved.putAll(a);
      }
    } finally {
      solver.close();
    }
    assertThat(compared).isEqualTo(solved.size()).isGreaterThan(50);
  }

  private static Function<Slice, ByteBuffer> exits(Map<Slice, byte[]> solved) {
    return s -> ByteBuffer.wrap(solved.get(s));
  }

  @Test
  void theAdvanceOfACellIsTheRowsItsMenHaveCome() {
    Slice s = Slice.parse("1m1k-1m");
    Advance advance = new Advance(s);
    assertThat(advance.cellSize).isEqualTo(30);
    assertThat(advance.cellCount()).isEqualTo(760);
    assertThat(advance.highest()).isEqualTo(12);
    int[] pos = new int[4];
    int cells = 0;
    for (int a = 0; a <= advance.highest(); a++) {
      for (int c : advance.cells(a)) {
        s.decode((long) c * advance.cellSize, pos);
        int rows =
            Integer.numberOfTrailingZeros(pos[0]) / 4
                + 7
                - Integer.numberOfTrailingZeros(pos[2]) / 4;
        assertThat(rows).isEqualTo(a);
        cells++;
      }
    }
    assertThat(cells).isEqualTo(advance.cellCount());
  }
}
