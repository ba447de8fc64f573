package org.crownhead.engine.shortest;

/**
 * Positions proven unable to end within some number of plies. A position is stored exactly (the
 * four masks gathered to 32 bits each, so a hit is never a collision); each entry keeps the largest
 * number of plies proven. Buckets of four entries; a full bucket gives up its entry with the fewest
 * plies. Safe for several threads: a bucket is read and written under one of a fixed set of locks.
 *
 * <p>Entry layout: {@code keys[2i]} = mover's men (high 32 bits) and kings (low 32 bits), {@code
 * keys[2i + 1]} = the other side's men and kings, {@code plies[i]} = plies proven, 0 for an empty
 * entry (proving "cannot end within 0 plies" is never worth storing).
 */
final class FailTable {
  private static final int BUCKET = 4;

  private static final int LOCKS = 1 << 12;

  private final Object[] locks = new Object[LOCKS];
  private final long[] keys;
  private final byte[] plies;
  private final int mask;

  /** A table of {@code 2^bits} entries. */
  FailTable(int bits) {
    keys = new long[2 << bits];
    plies = new byte[1 << bits];
    mask = (1 << bits) - BUCKET;
    for (int i = 0; i < LOCKS; i++) {
      locks[i] = new Object();
    }
  }

  private Object lock(int bucket) {
    return locks[(bucket >>> 2) & (LOCKS - 1)];
  }

  static long hash(long a, long b) {
    long h = a * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(b * 0xC2B2AE3D27D4EB4FL, 31);
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return h ^ h >>> 32;
  }

  /** The plies within which the position is proven unable to end, 0 when unknown. */
  int get(long a, long b) {
    int i = (int) hash(a, b) & mask;
    synchronized (lock(i)) {
      return find(i, a, b);
    }
  }

  private int find(int i, long a, long b) {
    for (int j = i; j < i + BUCKET; j++) {
      if (keys[2 * j] == a && keys[2 * j + 1] == b && plies[j] != 0) {
        return plies[j];
      }
    }
    return 0;
  }

  /** Records that the position cannot end within {@code n} plies (1 to 127). */
  void put(long a, long b, int n) {
    int i = (int) hash(a, b) & mask;
    synchronized (lock(i)) {
      store(i, a, b, n);
    }
  }

  private void store(int i, long a, long b, int n) {
    int victim = i;
    for (int j = i; j < i + BUCKET; j++) {
      if (plies[j] != 0 && keys[2 * j] == a && keys[2 * j + 1] == b) {
        if (n > plies[j]) {
          plies[j] = (byte) n;
        }
        return;
      }
      if (plies[j] < plies[victim]) {
        victim = j;
      }
    }
    keys[2 * victim] = a;
    keys[2 * victim + 1] = b;
    plies[victim] = (byte) n;
  }
}
