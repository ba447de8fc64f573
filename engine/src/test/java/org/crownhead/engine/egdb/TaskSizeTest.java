package org.crownhead.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TaskSizeTest {
  @Test
  void theLeadingRowsOfEveryPositionUpToFourPiecesAreCountedAsDecodingFindsThem() {
    int[] pos = new int[4];
    for (Slice s : Slice.upTo(4)) {
      long[][] counted = new long[TaskSize.NO_MEN + 1][TaskSize.NO_MEN + 1];
      for (long i = 0; i < s.size(); i++) {
        s.decode(i, pos);
        int a = pos[0] == 0 ? TaskSize.NO_MEN : (31 - Integer.numberOfLeadingZeros(pos[0])) / 4;
        int b = pos[2] == 0 ? TaskSize.NO_MEN : 7 - Integer.numberOfTrailingZeros(pos[2]) / 4;
        counted[a][b]++;
      }
      assertThat(TaskSize.byLeadingRows(s)).as(s.name()).isDeepEqualTo(counted);
    }
  }

  @Test
  void thePartsOfEverySliceUpToEightPiecesAddUpToTheSlice() {
    for (Slice s : Slice.upTo(8)) {
      long sum = 0;
      for (long[] row : TaskSize.byLeadingRows(s)) {
        for (long n : row) {
          sum += n;
        }
      }
      assertThat(sum).as(s.name()).isEqualTo(s.size());
    }
  }

  @Test
  void theAdvanceOfEveryCellUpToSixPiecesIsCountedAsTheSolverFindsIt() {
    for (Slice s : Slice.upTo(6)) {
      Advance advance = new Advance(s);
      long[] counted = new long[6 * s.men() + 1];
      for (int a = 0; a <= advance.highest(); a++) {
        counted[a] = (long) advance.cells(a).length * advance.cellSize;
      }
      assertThat(TaskSize.byAdvance(s)).as(s.name()).isEqualTo(counted);
    }
  }

  @Test
  void splitByTheMensAdvanceATaskHoldsAByteAPositionAndItsLargestPart() {
    SliceGraph.Task task = SliceGraph.upTo(6).task(Slice.parse("2m1k-1m2k"));
    TaskSize size = TaskSize.of(task);
    assertThat(size.largestAdvancePart()).isLessThan(task.positions() / 5);
    assertThat(size.splitHeldBytes())
        .isEqualTo(task.positions() + 2 * size.largestAdvancePart())
        .isLessThan(size.heldBytes());
  }

  @Test
  void aTaskHoldsTwoBytesAPositionAndItsExits() {
    SliceGraph.Task task = SliceGraph.upTo(3).task(Slice.parse("1m1k-1k"));
    TaskSize size = TaskSize.of(task);
    long exits = 0;
    for (Slice s : EgdbBuilder.inputs(task)) {
      exits += s.size();
    }
    assertThat(size.exitPositions()).isEqualTo(exits);
    assertThat(size.heldBytes()).isEqualTo(2 * task.positions() + exits);
  }

  @Test
  void kingsOnlyTasksCannotBeSplitAndTasksWithMenOnBothSidesSplitSmall() {
    SliceGraph graph = SliceGraph.upTo(6);
    TaskSize kings = TaskSize.of(graph.task(Slice.parse("3k-3k")));
    assertThat(kings.largestPartPair()).isEqualTo(kings.positions());
    TaskSize men = TaskSize.of(graph.task(Slice.parse("2m1k-2m1k")));
    assertThat(men.largestPartPair()).isLessThan(men.positions() / 5);
  }

  @Test
  void aLayoutOfMenHoldsThePlacementsOfTheKingsAndItsMirrorAsMany() {
    SliceGraph graph = SliceGraph.upTo(4);
    // 2m1k-1m: 29 squares left for the king, in each of the two slices.
    assertThat(TaskSize.of(graph.task(Slice.parse("2m1k-1m"))).largestLayoutPart()).isEqualTo(58);
    SliceGraph.Task kings = graph.task(Slice.parse("3k-1k"));
    assertThat(TaskSize.of(kings).largestLayoutPart()).isEqualTo(kings.positions());
  }
}
