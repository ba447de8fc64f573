package org.crownhead.engine.search;

/**
 * The transposition table: what earlier searches learnt about positions, shared by all search
 * threads without locks.
 *
 * <p>Each entry is two {@code long}s: the key XOR-ed with the data, and the data. A reader
 * recomputes the key from both, so an entry torn by two threads writing at once reads as a miss,
 * never as another position's data. The data is packed as follows:
 *
 * <pre>
 *  bits  0–15  score (signed; wins stored as distance from this node, not from the root)
 *  bits 16–23  depth in plies (0–255)
 *  bits 24–25  bound: 1 upper, 2 lower, 3 exact
 *  bits 26–31  generation of the search that stored it (0–63)
 *  bits 32–39  index of the best move in the position's generated move list, 255 for none
 *  bit  40     set in every stored entry, so that data 0 means empty
 * </pre>
 *
 * <p>Entries live in buckets of two: the first slot keeps the deepest entry of the bucket unless it
 * is from an older search; the second slot always takes the newest entry.
 */
final class TranspositionTable {
  static final int UPPER = 1;
  static final int LOWER = 2;
  static final int EXACT = 3;
  static final int NO_MOVE = 255;

  private static final long PRESENT = 1L << 40;

  private long[] entries;
  private long mask;
  private int generation;

  TranspositionTable(int megabytes) {
    resize(megabytes);
  }

  /** Makes the table the given size in megabytes (rounded down to a power of two), emptied. */
  void resize(int megabytes) {
    long bytes = Math.max(1, megabytes) * (1L << 20);
    long buckets = Long.highestOneBit(bytes / 32); // 2 slots of 16 bytes
    entries = new long[(int) (buckets * 4)];
    mask = buckets - 1;
  }

  /** Empties the table. */
  void clear() {
    java.util.Arrays.fill(entries, 0);
    generation = 0;
  }

  /** Starts a new search: entries of older searches are replaced first. */
  void newSearch() {
    generation = (generation + 1) & 63;
  }

  /** The data stored for a position, or 0 when there is none. */
  long probe(long key) {
    int bucket = (int) (key & mask) << 2;
    for (int slot = bucket; slot < bucket + 4; slot += 2) {
      long data = entries[slot + 1];
      if ((entries[slot] ^ data) == key && data != 0) {
        return data;
      }
    }
    return 0;
  }

  void store(long key, int score, int depth, int bound, int moveIndex) {
    long data =
        (score & 0xFFFFL)
            | (long) Math.max(0, Math.min(depth, 255)) << 16
            | (long) bound << 24
            | (long) generation << 26
            | (long) (moveIndex & 0xFF) << 32
            | PRESENT;
    int bucket = (int) (key & mask) << 2;
    long firstData = entries[bucket + 1];
    boolean sameKey = (entries[bucket] ^ firstData) == key;
    if (firstData == 0
        || sameKey
        || generationOf(firstData) != generation
        || depthOf(firstData) <= depth) {
      if (sameKey && moveIndex == NO_MOVE) {
        data = data & ~(0xFFL << 32) | firstData & 0xFFL << 32; // keep the known best move
      }
      entries[bucket] = key ^ data;
      entries[bucket + 1] = data;
    } else {
      entries[bucket + 2] = key ^ data;
      entries[bucket + 3] = data;
    }
  }

  /** Permille of the first thousand buckets' slots filled in this search, for reports. */
  int hashfull() {
    int used = 0;
    int slots = (int) Math.min(2000, entries.length / 2);
    for (int slot = 0; slot < slots; slot++) {
      long data = entries[2 * slot + 1];
      if (data != 0 && generationOf(data) == generation) {
        used++;
      }
    }
    return used * 1000 / slots;
  }

  static int scoreOf(long data) {
    return (short) data;
  }

  static int depthOf(long data) {
    return (int) (data >>> 16) & 0xFF;
  }

  static int boundOf(long data) {
    return (int) (data >>> 24) & 3;
  }

  static int generationOf(long data) {
    return (int) (data >>> 26) & 63;
  }

  static int moveOf(long data) {
    return (int) (data >>> 32) & 0xFF;
  }
}
