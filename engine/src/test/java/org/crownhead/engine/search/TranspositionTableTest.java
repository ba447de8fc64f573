package org.crownhead.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Storing, finding and replacing entries of the transposition table. */
class TranspositionTableTest {

  /** Two keys that land in the same bucket of a 1 MB table (32,768 buckets). */
  private static final long KEY = 0x1234_5678_9abc_0001L;

  private static final long SAME_BUCKET = 0x7777_0000_0000_0001L;
  private static final long THIRD = 0x0f0f_0000_0000_0001L;

  @Test
  void anEntryReadsBackAsStored() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(KEY, -2_950, 17, TranspositionTable.LOWER, 12);

    long data = table.probe(KEY);

    assertThat(TranspositionTable.scoreOf(data)).isEqualTo(-2_950);
    assertThat(TranspositionTable.depthOf(data)).isEqualTo(17);
    assertThat(TranspositionTable.boundOf(data)).isEqualTo(TranspositionTable.LOWER);
    assertThat(TranspositionTable.moveOf(data)).isEqualTo(12);
    assertThat(table.probe(KEY ^ 1L << 40)).as("another position in the bucket").isZero();
  }

  @Test
  void theDeepestEntryStaysAndTheNewestTakesTheOtherSlot() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(KEY, 10, 12, TranspositionTable.EXACT, 1);
    table.store(SAME_BUCKET, 20, 3, TranspositionTable.UPPER, 2);
    table.store(THIRD, 30, 4, TranspositionTable.UPPER, 3);

    assertThat(TranspositionTable.depthOf(table.probe(KEY))).isEqualTo(12);
    assertThat(table.probe(SAME_BUCKET)).as("replaced by the newer shallow entry").isZero();
    assertThat(TranspositionTable.scoreOf(table.probe(THIRD))).isEqualTo(30);
  }

  @Test
  void aNewSearchReplacesTheDeepEntriesOfAnOldOne() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(KEY, 10, 12, TranspositionTable.EXACT, 1);
    table.newSearch();
    table.store(SAME_BUCKET, 20, 2, TranspositionTable.EXACT, 2);

    assertThat(table.probe(KEY)).isZero();
    assertThat(TranspositionTable.depthOf(table.probe(SAME_BUCKET))).isEqualTo(2);
  }

  @Test
  void aBoundWithoutAMoveKeepsTheMoveKnownForThePosition() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(KEY, 10, 5, TranspositionTable.EXACT, 7);
    table.store(KEY, -40, 6, TranspositionTable.UPPER, TranspositionTable.NO_MOVE);

    long data = table.probe(KEY);
    assertThat(TranspositionTable.scoreOf(data)).isEqualTo(-40);
    assertThat(TranspositionTable.moveOf(data)).isEqualTo(7);
  }

  @Test
  void clearingEmptiesAndFullnessCountsThisSearchOnly() {
    TranspositionTable table = new TranspositionTable(1);
    assertThat(table.hashfull()).isZero();
    // Three entries for each of the 32,768 buckets, each shallower than the one before: the first
    // stays in the deep slot, the others take the other slot in turn.
    for (long key = 0; key < 3 * 32_768; key++) {
      int depth = 10 - (int) (key / 32_768);
      table.store(key * 0x9E37_79B9_7F4A_7C15L, 1, depth, TranspositionTable.EXACT, 0);
    }
    assertThat(table.hashfull()).isEqualTo(1000);
    table.newSearch();
    assertThat(table.hashfull()).isZero();
    table.clear();
    assertThat(table.probe(0x9E37_79B9_7F4A_7C15L)).isZero();
  }
}
