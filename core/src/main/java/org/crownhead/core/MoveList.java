package org.crownhead.core;

import java.util.Arrays;

/**
 * A growable list of move codes (see {@link MoveCode}) that {@link Position#generateMoves} fills;
 * made once and reused, so that a search allocates nothing per node.
 *
 * <pre>{@code
 * MoveList moves = new MoveList();
 * Position.initial().generateMoves(moves);
 * moves.size(); // 7
 * Position.initial().move(moves.get(0)); // 9-13
 * }</pre>
 */
public final class MoveList {
  long[] codes = new long[64];
  int size;

  /** Empties the list. */
  public void clear() {
    size = 0;
  }

  /** The number of codes in the list. */
  public int size() {
    return size;
  }

  /** The code at an index, 0 to {@code size() - 1}. */
  public long get(int i) {
    assert i < size;
    return codes[i];
  }

  /** Exchanges two codes, for ordering moves in place. */
  public void swap(int i, int j) {
    long code = codes[i];
    codes[i] = codes[j];
    codes[j] = code;
  }

  void add(long code) {
    if (size == codes.length) {
      codes = Arrays.copyOf(codes, size * 2);
    }
    codes[size++] = code;
  }

  /**
   * Drops repeated codes from index {@code from} on (captures that differ only in jump order),
   * keeping first appearances in order.
   */
  void removeDuplicates(int from) {
    int kept = from;
    outer:
    for (int i = from; i < size; i++) {
      long code = codes[i];
      for (int j = from; j < kept; j++) {
        if (codes[j] == code) {
          continue outer;
        }
      }
      codes[kept++] = code;
    }
    size = kept;
  }
}
