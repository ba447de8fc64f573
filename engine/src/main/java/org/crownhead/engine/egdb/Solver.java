package org.crownhead.engine.egdb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * Retrograde analysis of one slice and its mirror (the two slices a quiet move passes between),
 * given the solved slices their captures and crownings lead to.
 *
 * <p>The method is forward iteration in layers: pass 0 marks the positions without a legal move
 * (lost in 0 plies); pass {@code d} marks a position won in {@code d} plies when some move leads to
 * a position lost in {@code d − 1}, and lost in {@code d} when every move leads to a position won
 * in at most {@code d − 1}. Passes go on until nothing changes and every distance in the solved
 * slices below has been reached; what is left is drawn. The distances are distances to the end of
 * the game (the loser left without a move), in plies, with the winner hurrying and the loser
 * holding out. Each pass is split over the threads by index ranges; a value written during a pass
 * has distance {@code d} and so is never read as an older one, which makes the in-place update
 * safe.
 */
final class Solver {
  private static final int CHUNK = 1 << 14;

  /** Reports progress: the pass just finished and the positions still open. */
  interface Listener {
    void pass(int pass, long unresolved);
  }

  private final ExecutorService pool;
  private final int threads;

  Solver(int threads) {
    this.threads = threads;
    this.pool = Executors.newFixedThreadPool(threads, r -> daemon(r));
  }

  private static Thread daemon(Runnable r) {
    Thread t = new Thread(r, "egdb-solver");
    t.setDaemon(true);
    return t;
  }

  void close() {
    pool.shutdownNow();
  }

  /** The slices that a capture or a crowning from a position of {@code s} can lead to. */
  static List<Slice> exits(Slice s) {
    List<Slice> exits = new ArrayList<>();
    if (s.bm + s.bk == 0) {
      return exits; // no move at all
    }
    for (int crown = 0; crown <= Math.min(1, s.bm); crown++) {
      for (int x = 0; x <= s.wm; x++) {
        for (int y = 0; y <= s.wk; y++) {
          if (crown == 0 && x == 0 && y == 0) {
            continue;
          }
          exits.add(Slice.of(s.wm - x, s.wk - y, s.bm - crown, s.bk + crown));
        }
      }
    }
    return exits;
  }

  /**
   * Solves {@code slices} (a slice and its mirror, or one slice that is its own mirror), reading
   * the slices they exit into through {@code solved}.
   */
  Map<Slice, byte[]> solve(List<Slice> slices, Function<Slice, byte[]> solved, Listener listener)
      throws InterruptedException {
    byte[][] table = new byte[13 * 13 * 13 * 13][];
    Map<Slice, byte[]> result = new LinkedHashMap<>();
    for (Slice s : slices) {
      if (s.size() > Integer.MAX_VALUE - 16) {
        throw new IllegalArgumentException(
            "slice " + s + " has " + s.size() + " positions, more than one table can hold");
      }
      byte[] values = new byte[(int) s.size()];
      result.put(s, values);
      table[s.key()] = values;
    }
    for (Slice s : slices) {
      for (Slice exit : exits(s)) {
        if (table[exit.key()] == null) {
          table[exit.key()] = solved.apply(exit);
        }
      }
    }
    java.util.concurrent.atomic.AtomicLongArray external =
        new java.util.concurrent.atomic.AtomicLongArray(4);
    int pass = 0;
    while (true) {
      AtomicBoolean changed = new AtomicBoolean();
      AtomicLong open = new AtomicLong();
      runPass(slices, table, pass, changed, open, external);
      listener.pass(pass, open.get());
      if (pass > 0 && !changed.get()) {
        // Nothing moves inside the slices any more: the next change can only come from a
        // distance reached outside them, so skip to the pass after the next such distance.
        int next = -1;
        for (int e = pass; e <= Values.MAX_DISTANCE; e++) {
          if ((external.get(e >>> 6) & 1L << (e & 63)) != 0) {
            next = e;
            break;
          }
        }
        if (next < 0) {
          break;
        }
        pass = next;
      }
      if (++pass > Values.MAX_DISTANCE) {
        throw new IllegalStateException(
            "a position of "
                + slices.get(0)
                + " is more than "
                + Values.MAX_DISTANCE
                + " plies deep");
      }
    }
    return result;
  }

  private void runPass(
      List<Slice> slices,
      byte[][] table,
      int pass,
      AtomicBoolean changed,
      AtomicLong open,
      java.util.concurrent.atomic.AtomicLongArray external)
      throws InterruptedException {
    long sum = 0;
    for (Slice s : slices) {
      sum += s.size();
    }
    long total = sum;
    long chunks = (total + CHUNK - 1) / CHUNK;
    AtomicLong next = new AtomicLong();
    long[] starts = new long[slices.size() + 1];
    for (int i = 0; i < slices.size(); i++) {
      starts[i + 1] = starts[i] + slices.get(i).size();
    }
    List<Future<?>> futures = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      futures.add(
          pool.submit(
              () -> {
                Successors gen = new Successors();
                int[] pos = new int[4];
                boolean anyChange = false;
                long stillOpen = 0;
                long[] seen = new long[4];
                long c;
                while ((c = next.getAndIncrement()) < chunks) {
                  long from = c * CHUNK;
                  long to = Math.min(total, from + CHUNK);
                  for (int si = 0; si < slices.size(); si++) {
                    long lo = Math.max(from, starts[si]);
                    long hi = Math.min(to, starts[si + 1]);
                    if (lo >= hi) {
                      continue;
                    }
                    Slice s = slices.get(si);
                    byte[] values = table[s.key()];
                    for (long g = lo; g < hi; g++) {
                      int i = (int) (g - starts[si]);
                      if (pass > 0 && values[i] != 0) {
                        continue;
                      }
                      s.decode(i, pos);
                      gen.generate(pos[0], pos[1], pos[2], pos[3], false);
                      if (pass == 0) {
                        if (gen.count == 0) {
                          values[i] = Values.ofDistance(0);
                          anyChange = true;
                        } else {
                          externalDistances(gen, table, s, seen);
                          stillOpen++;
                        }
                        continue;
                      }
                      byte v = evaluate(gen, table, pass);
                      if (v != 0) {
                        values[i] = v;
                        anyChange = true;
                      } else {
                        stillOpen++;
                      }
                    }
                  }
                }
                if (anyChange) {
                  changed.set(true);
                }
                open.addAndGet(stillOpen);
                for (int w = 0; w < 4; w++) {
                  long bits = seen[w];
                  external.getAndAccumulate(w, bits, (a, b) -> a | b);
                }
                return null;
              }));
    }
    for (Future<?> f : futures) {
      try {
        f.get();
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException) {
          throw (RuntimeException) cause;
        }
        if (cause instanceof Error) {
          throw (Error) cause;
        }
        throw new IllegalStateException(cause);
      }
    }
  }

  /** Marks in {@code seen} the distances of the successors outside the slices being solved. */
  private static void externalDistances(Successors gen, byte[][] table, Slice s, long[] seen) {
    int own = s.key();
    int mirror = s.mirror().key();
    for (int j = 0; j < gen.count; j++) {
      int key = successorKey(gen, j);
      if (key == own || key == mirror) {
        continue;
      }
      int code = lookup(table, key, gen.out, 4 * j);
      if (code != 0) {
        int d = Values.distance(code);
        seen[d >>> 6] |= 1L << (d & 63);
      }
    }
  }

  static int lookup(byte[][] table, int key, int[] o, int k) {
    Slice target = Slice.lookup(key);
    byte[] values = table[key];
    if (target == null || values == null) {
      throw new IllegalStateException("no values for slice key " + key);
    }
    return values[(int) target.index(o[k], o[k + 1], o[k + 2], o[k + 3])] & 0xFF;
  }

  /** The stored value of successor {@code j} of the generated successors, from its own slice. */
  static int successor(byte[][] table, Successors gen, int j) {
    return lookup(table, successorKey(gen, j), gen.out, 4 * j);
  }

  /** The slice key of successor {@code j} of the generated successors. */
  private static int successorKey(Successors gen, int j) {
    int[] o = gen.out;
    int k = 4 * j;
    return Slice.key(
        Integer.bitCount(o[k]),
        Integer.bitCount(o[k + 1]),
        Integer.bitCount(o[k + 2]),
        Integer.bitCount(o[k + 3]));
  }

  /** The value a position reaches at this pass, or 0 if it stays open. */
  private static byte evaluate(Successors gen, byte[][] table, int pass) {
    boolean allWins = true;
    for (int j = 0; j < gen.count; j++) {
      int code = successor(table, gen, j);
      if (code == 0 || Values.distance(code) > pass - 1) {
        allWins = false;
        continue;
      }
      if (Values.isLoss(code)) {
        return Values.ofDistance(pass);
      }
    }
    return allWins ? Values.ofDistance(pass) : 0;
  }
}
