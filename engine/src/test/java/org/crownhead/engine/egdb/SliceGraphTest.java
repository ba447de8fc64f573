package org.crownhead.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The slices as tasks in levels, and building them one task at a time. */
class SliceGraphTest {
  @Test
  void everySliceIsInOneTaskAndEveryTaskDependsOnlyOnEarlierLevels() {
    SliceGraph graph = SliceGraph.upTo(6);
    Set<Slice> seen = new HashSet<>();
    for (int level = 0; level < graph.levels().size(); level++) {
      for (SliceGraph.Task task : graph.levels().get(level)) {
        assertThat(task.level()).isEqualTo(level);
        for (Slice s : task.slices()) {
          assertThat(seen.add(s)).as(s.name()).isTrue();
          assertThat(graph.task(s)).isSameAs(task);
          for (Slice exit : Solver.exits(s)) {
            assertThat(graph.task(exit).level()).as(s + " exits into " + exit).isLessThan(level);
          }
        }
        assertThat(task.dependencies()).allMatch(d -> d.level() < task.level());
      }
    }
    assertThat(seen).containsExactlyInAnyOrderElementsOf(Slice.upTo(6));
    assertThat(graph.positions()).isEqualTo(2_659_661_286L);
    assertThat(graph.levels().get(0)).extracting(SliceGraph.Task::name).contains("1k-0", "6k-0");
  }

  @Test
  void tasksBuiltOneByOneLevelByLevelGiveTheSameFilesAsABuild(@TempDir Path root) throws Exception {
    Path whole = root.resolve("whole");
    Path oneByOne = root.resolve("one-by-one");
    EgdbBuilder.build(whole, 3, 2, EgdbBuilder.Progress.NONE);
    EgdbBuilder.prepare(oneByOne);
    List<SliceGraph.Task> later = new ArrayList<>(SliceGraph.upTo(3).levels().get(5));
    for (List<SliceGraph.Task> level : SliceGraph.upTo(3).levels()) {
      // Within a level, any order.
      List<SliceGraph.Task> tasks = new ArrayList<>(level);
      Collections.reverse(tasks);
      for (SliceGraph.Task task : tasks) {
        assertThat(EgdbBuilder.buildTask(oneByOne, task, 1)).isTrue();
      }
    }
    for (Slice s : Slice.upTo(3)) {
      String name = s.name() + ".cegdb";
      assertThat(Files.mismatch(whole.resolve(name), oneByOne.resolve(name)))
          .as(name)
          .isEqualTo(-1);
    }
    assertThat(EgdbBuilder.buildTask(oneByOne, later.get(0), 1)).isFalse();
  }

  @Test
  void aTaskWhoseDependenciesAreMissingSaysWhichFile(@TempDir Path dir) throws Exception {
    EgdbBuilder.prepare(dir);
    SliceGraph.Task task = SliceGraph.upTo(2).task(Slice.parse("1k-1k"));
    assertThatThrownBy(() -> EgdbBuilder.buildTask(dir, task, 1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("0-1k.cegdb")
        .hasMessageContaining("does not exist");
    assertThat(EgdbBuilder.complete(dir, task)).isFalse();
  }
}
