package org.crownhead.engine.egdb;

import java.util.Arrays;

/** A growable list of ints, for the solver's lists of position indices. */
final class IntList {
  private int[] items = new int[16];
  private int size;

  void add(int value) {
    if (size == items.length) {
      items = Arrays.copyOf(items, items.length * 2);
    }
    items[size++] = value;
  }

  void addAll(IntList other) {
    if (size + other.size > items.length) {
      items = Arrays.copyOf(items, Math.max(items.length * 2, size + other.size));
    }
    System.arraycopy(other.items, 0, items, size, other.size);
    size += other.size;
  }

  int get(int i) {
    return items[i];
  }

  int size() {
    return size;
  }
}
