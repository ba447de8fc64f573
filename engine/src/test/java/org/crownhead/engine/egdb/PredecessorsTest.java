package org.crownhead.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Undoing a quiet move and making it are each other's inverse, over many random positions. */
class PredecessorsTest {
  private static final List<Slice> SLICES = Slice.upTo(6);
  private final Predecessors undo = new Predecessors();
  private final Successors gen = new Successors();

  /** Decodes a random position of a random slice into {@code pieces}; its slice. */
  private static Slice randomPosition(Random random, int[] pieces) {
    Slice s = SLICES.get(random.nextInt(SLICES.size()));
    s.decode(Math.floorMod(random.nextLong(), s.size()), pieces);
    return s;
  }

  @Test
  void everyPredecessorWithoutACaptureHasAQuietMoveBackToThePosition() {
    Random random = new Random(5);
    int[] p = new int[4];
    int checked = 0;
    for (int n = 0; n < 20_000; n++) {
      Slice s = randomPosition(random, p);
      undo.generate(p[0], p[1], p[2], p[3]);
      for (int j = 0; j < undo.count; j++) {
        int[] q = java.util.Arrays.copyOfRange(undo.out, 4 * j, 4 * j + 4);
        assertThat(s.mirror().index(q[0], q[1], q[2], q[3])).isBetween(0L, s.mirror().size() - 1);
        gen.generate(q[0], q[1], q[2], q[3], false);
        if (gen.captures) {
          continue;
        }
        assertThat(keys(gen.out, gen.count)).as("moves of a predecessor").contains(key(p));
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(10_000);
  }

  @Test
  void everyQuietMoveWithinTheSlicePairIsUndone() {
    Random random = new Random(6);
    int[] q = new int[4];
    int checked = 0;
    for (int n = 0; n < 20_000; n++) {
      Slice s = randomPosition(random, q);
      gen.generate(q[0], q[1], q[2], q[3], false);
      if (gen.captures) {
        continue;
      }
      for (int j = 0; j < gen.count; j++) {
        int[] p = java.util.Arrays.copyOfRange(gen.out, 4 * j, 4 * j + 4);
        if (Integer.bitCount(p[3]) != s.moverKings()) {
          continue; // a crowning leaves the slice pair
        }
        undo.generate(p[0], p[1], p[2], p[3]);
        List<String> back = keys(undo.out, undo.count);
        assertThat(back).as("predecessors of a move's result").contains(key(q));
        assertThat(back).doesNotHaveDuplicates();
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(10_000);
  }

  /** The keys of the first {@code count} positions of {@code out}, four piece masks each. */
  private static List<String> keys(int[] out, int count) {
    List<String> keys = new ArrayList<>();
    for (int j = 0; j < count; j++) {
      keys.add(key(java.util.Arrays.copyOfRange(out, 4 * j, 4 * j + 4)));
    }
    return keys;
  }

  private static String key(int[] position) {
    return position[0] + "/" + position[1] + "/" + position[2] + "/" + position[3];
  }
}
