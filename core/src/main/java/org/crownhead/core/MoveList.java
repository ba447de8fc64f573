package org.crownhead.core;

import java.util.Arrays;

/** A growable list of {@link MoveCode}s that the generator fills; reused to avoid allocation. */
final class MoveList {
  long[] codes = new long[64];
  int size;

  void clear() {
    size = 0;
  }

  void add(long code) {
    if (size == codes.length) {
      codes = Arrays.copyOf(codes, size * 2);
    }
    codes[size++] = code;
  }

  long get(int i) {
    return codes[i];
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
