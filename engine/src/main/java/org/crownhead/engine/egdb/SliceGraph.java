package org.crownhead.engine.egdb;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The work of building the databases up to a number of pieces, as tasks and the order they must run
 * in. A task is a slice solved together with its mirror (a quiet move passes between the two), or
 * one slice that is its own mirror. A task depends on the tasks holding the slices its captures and
 * crownings lead into. The tasks are arranged in levels: every task of a level depends only on
 * tasks of earlier levels, so the tasks of one level can all run at once, on as many threads or
 * machines as there are.
 *
 * <pre>{@code
 * SliceGraph graph = SliceGraph.upTo(3);
 * graph.tasks().size(); // 18
 * Slice.upTo(3).size(); // 34
 * graph.levels().size(); // 6
 * graph.levels().get(0); // [1k-0, 2k-0, 3k-0]
 * graph.task(Slice.parse("2k-1k")).dependencies(); // [2k-0, 1k-1k, 1k-0]
 * }</pre>
 */
public final class SliceGraph {
  /**
   * One task: a slice and its mirror, solved together.
   *
   * @param slices the slice with more pieces for the side to move first, then its mirror (one slice
   *     when it is its own mirror)
   * @param dependencies the tasks whose slices this task's captures and crownings lead into
   * @param level the task's level: 0 with no dependency, else one more than its deepest dependency
   */
  public record Task(List<Slice> slices, List<Task> dependencies, int level) {
    /** The task's name: its first slice's, such as {@code 2k-1k} (solved with {@code 1k-2k}). */
    public String name() {
      return slices.get(0).name();
    }

    /** The positions of the task's slices. */
    public long positions() {
      long n = 0;
      for (Slice s : slices) {
        n += s.size();
      }
      return n;
    }

    /** Tasks are equal when they solve the same slices. */
    @Override
    public boolean equals(Object o) {
      return o instanceof Task t && t.slices.get(0) == slices.get(0);
    }

    @Override
    public int hashCode() {
      return slices.get(0).hashCode();
    }

    @Override
    public String toString() {
      return name();
    }
  }

  private final int pieces;
  private final List<Task> tasks;
  private final List<List<Task>> levels;
  private final Map<Slice, Task> bySlice;

  private SliceGraph(int pieces, List<Task> tasks, Map<Slice, Task> bySlice) {
    this.pieces = pieces;
    this.tasks = Collections.unmodifiableList(tasks);
    this.bySlice = bySlice;
    List<List<Task>> levels = new ArrayList<>();
    for (Task t : tasks) {
      while (levels.size() <= t.level()) {
        levels.add(new ArrayList<>());
      }
      levels.get(t.level()).add(t);
    }
    levels.replaceAll(Collections::unmodifiableList);
    this.levels = Collections.unmodifiableList(levels);
  }

  /**
   * The tasks of every slice with 1 to {@code pieces} pieces.
   *
   * @throws IllegalArgumentException for pieces outside 1–8
   */
  public static SliceGraph upTo(int pieces) {
    if (pieces < 1 || pieces > 8) {
      throw new IllegalArgumentException("--pieces must be 1 to 8, not " + pieces);
    }
    List<Slice> order = Slice.upTo(pieces);
    List<Task> tasks = new ArrayList<>();
    Map<Slice, Task> bySlice = new HashMap<>();
    for (int i = 0; i < order.size(); ) {
      Slice first = order.get(i);
      List<Slice> slices =
          first.mirror() == first ? List.of(first) : List.of(first, first.mirror());
      // Slice.upTo puts every slice after the slices its exits lead into: those are all known.
      Set<Task> dependencies = new LinkedHashSet<>();
      for (Slice s : slices) {
        for (Slice exit : Solver.exits(s)) {
          dependencies.add(bySlice.get(exit));
        }
      }
      int level = 0;
      for (Task d : dependencies) {
        level = Math.max(level, d.level() + 1);
      }
      Task task = new Task(slices, List.copyOf(dependencies), level);
      tasks.add(task);
      for (Slice s : slices) {
        bySlice.put(s, task);
      }
      i += slices.size();
    }
    return new SliceGraph(pieces, tasks, bySlice);
  }

  /** The most pieces on the board. */
  public int pieces() {
    return pieces;
  }

  /** Every task, in an order where each comes after its dependencies. */
  public List<Task> tasks() {
    return tasks;
  }

  /** The tasks by level, from level 0 (the tasks that depend on nothing). */
  public List<List<Task>> levels() {
    return levels;
  }

  /** The task that solves a slice. */
  public Task task(Slice slice) {
    Task task = bySlice.get(slice);
    if (task == null) {
      throw new IllegalArgumentException(
          "slice " + slice + " has more than " + pieces + " pieces or none");
    }
    return task;
  }

  /** The positions of every slice. */
  public long positions() {
    long n = 0;
    for (Task t : tasks) {
      n += t.positions();
    }
    return n;
  }
}
