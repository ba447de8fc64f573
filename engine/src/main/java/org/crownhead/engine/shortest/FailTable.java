package org.crownhead.engine.shortest;

/**
 * Positions proven unable to end within some number of plies. A position is stored exactly (the
 * four masks gathered to 32 bits each, so a hit is never a collision); each entry keeps the largest
 * number of plies proven. Buckets of four entries fill one 64-byte cache line; a full bucket gives
 * up its entry with the fewest plies. Safe for several threads: a bucket is read and written under
 * one of a fixed set of locks.
 *
 * <p>Entry layout: two longs, the mover's men (high 32 bits) and kings (low 32 bits), then the
 * other side's men and kings. The plies (1 to 127, 0 for an empty entry) ride in bits no position
 * uses: the mover's men never stand on squares 29–32 (they would have been crowned) and the other
 * side's men never on squares 1–4, so the top four bits of the first long and bits 32–34 of the
 * second are always clear.
 */
final class FailTable {
  private static final int LOCKS = 1 << 12;

  /** The unused bits of the first and second long. */
  private static final long FIRST_SPARE = 0xFL << 60;

  private static final long SECOND_SPARE = 0x7L << 32;

  private final Object[] locks = new Object[LOCKS];
  private final long[] slots;
  private final int bucketMask;

  /** A table of {@code 2^bits} entries (at least 4). */
  FailTable(int bits) {
    int buckets = 1 << Math.max(0, bits - 2);
    slots = new long[8 * buckets];
    bucketMask = buckets - 1;
    for (int i = 0; i < LOCKS; i++) {
      locks[i] = new Object();
    }
  }

  static long hash(long a, long b) {
    long h = a * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(b * 0xC2B2AE3D27D4EB4FL, 31);
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return h ^ h >>> 32;
  }

  private static int plies(long first, long second) {
    return (int) (first >>> 60) << 3 | (int) (second >>> 32) & 7;
  }

  /** The plies within which the position is proven unable to end, 0 when unknown. */
  int get(long a, long b) {
    int bucket = (int) hash(a, b) & bucketMask;
    int base = bucket << 3;
    synchronized (locks[bucket & (LOCKS - 1)]) {
      for (int j = base; j < base + 8; j += 2) {
        long first = slots[j];
        long second = slots[j + 1];
        if ((first & ~FIRST_SPARE) == a && (second & ~SECOND_SPARE) == b) {
          return plies(first, second); // 0 for an empty entry
        }
      }
    }
    return 0;
  }

  /** Records that the position cannot end within {@code n} plies (1 to 127). */
  void put(long a, long b, int n) {
    int bucket = (int) hash(a, b) & bucketMask;
    int base = bucket << 3;
    long first = a | (long) (n >>> 3) << 60;
    long second = b | (long) (n & 7) << 32;
    synchronized (locks[bucket & (LOCKS - 1)]) {
      int victim = base;
      int least = Integer.MAX_VALUE;
      for (int j = base; j < base + 8; j += 2) {
        int stored = plies(slots[j], slots[j + 1]);
        if (stored != 0 && (slots[j] & ~FIRST_SPARE) == a && (slots[j + 1] & ~SECOND_SPARE) == b) {
          if (n > stored) {
            slots[j] = first;
            slots[j + 1] = second;
          }
          return;
        }
        if (stored < least) {
          least = stored;
          victim = j;
        }
      }
      slots[victim] = first;
      slots[victim + 1] = second;
    }
  }
}
