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

  /** Drops repeated codes (captures that differ only in jump order), keeping first appearances. */
  void removeDuplicates() {
    int kept = 0;
    outer:
    for (int i = 0; i < size; i++) {
      long code = codes[i];
      for (int j = 0; j < kept; j++) {
        if (codes[j] == code) {
          continue outer;
        }
      }
      codes[kept++] = code;
    }
    size = kept;
  }
}
