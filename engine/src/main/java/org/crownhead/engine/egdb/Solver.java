package org.crownhead.engine.egdb;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.crownhead.engine.Tasks;

/**
 * Retrograde analysis of one slice and its mirror (the two slices a quiet move passes between),
 * given the solved slices their captures and crownings lead to.
 *
 * <p>One forward pass looks at every position once: a position with a capture, or whose every move
 * crowns, depends only on solved slices and is decided at once; the others get a count of their
 * quiet moves still undecided. Then the positions are taken in order of distance, 0, 1, 2, …: the
 * predecessors of a position lost in {@code d} plies (found by undoing moves, see {@link
 * Predecessors}) are won in {@code d + 1}; each predecessor of a position won in {@code d} loses
 * one count, and one whose count reaches zero is lost, in one ply more than its longest defence. A
 * crowning that wins for a position, or one that draws, keeps the position from ever being lost.
 * What is left undecided at the end is drawn. The distances are distances to the end of the game
 * (the loser left without a move), in plies, with the winner hurrying and the loser holding out.
 *
 * <p>Work within a distance is split over the threads; a position's state is one short, updated
 * atomically: the value byte, the count of undecided quiet moves (6 bits), and a lock bit for
 * positions that quiet moves can no longer change.
 *
 * <p>The positions decided at a distance are not listed: each distance scans the states for its
 * value byte. So that a scan reads only the stretches that hold such a position, every stretch of
 * {@value #CHUNK} positions keeps a mark of the distances decided in it (256 bits, 32 bytes). The
 * memory of a task is then its states (2 bytes a position), the values of the slices it exits into,
 * and the few positions whose win or loss by a crowning waits for its distance; lists of 4 bytes
 * for every decided position had needed two to three times as much.
 *
 * <p>A task too large for that is solved split, part by part ({@link Advance}): the positions whose
 * men have come the same number of rows, from the most advanced down. Within a part only kings
 * move; a man's quiet move leads into a part solved before and is read, like a crowning, as a move
 * out. Undoing moves, only kings' moves are followed back: a position reached by a man's move is in
 * a part solved later, which reads this one's value then. The memory is then a value byte for each
 * position, the 2-byte states of one part, and the exits; the values are the same as whole.
 */
final class Solver {
  private static final int CHUNK = 1 << 14;

  private static final int CODE = 0xFF;
  private static final int ONE = 1 << 8;
  private static final int COUNT = 0x3F << 8;
  private static final int LOCKED = 1 << 14;

  private static final VarHandle STATE = MethodHandles.arrayElementVarHandle(short[].class);
  private static final VarHandle MARK = MethodHandles.arrayElementVarHandle(long[].class);

  /** The words of a stretch's mark: one bit for each distance 0 to 255. */
  private static final int MARK_WORDS = 4;

  /** The value byte of a position decided {@code plies} from the end, as an unsigned int. */
  private static int code(int plies) {
    return Values.ofDistance(plies) & CODE;
  }

  /** Reports progress: the distance just finished and the positions still open. */
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
   * the slices they exit into through {@code solved}. With {@code split} it solves them part by
   * part, by the men's advance ({@link Advance}), holding a value byte for each position and the
   * 2-byte states of one part at a time instead of states for all; the values are the same.
   */
  Map<Slice, byte[]> solve(
      List<Slice> slices, Function<Slice, ByteBuffer> solved, Listener listener, boolean split)
      throws InterruptedException {
    ByteBuffer[] table = new ByteBuffer[13 * 13 * 13 * 13];
    for (Slice s : slices) {
      for (Slice exit : exits(s)) {
        if (table[exit.key()] == null) {
          table[exit.key()] = solved.apply(exit);
        }
      }
    }
    long total = 0;
    for (Slice s : slices) {
      total += s.size();
    }
    AtomicLong open = new AtomicLong(total);
    AtomicInteger passes = new AtomicInteger();
    Map<Slice, byte[]> result = new LinkedHashMap<>();
    if (!split) {
      Pair pair = new Pair(slices, table, null, null, null);
      run(pair, open, passes, listener);
      for (int si = 0; si < slices.size(); si++) {
        short[] states = pair.state[si];
        byte[] values = new byte[states.length];
        for (int i = 0; i < states.length; i++) {
          values[i] = (byte) states[i];
        }
        pair.state[si] = null;
        result.put(slices.get(si), values);
      }
      return result;
    }
    // Part by part, the men furthest advanced first: a quiet move of a man leads into a part
    // already solved, whose values are final.
    Advance[] advance = new Advance[slices.size()];
    byte[][] done = new byte[slices.size()][];
    for (int si = 0; si < slices.size(); si++) {
      advance[si] = new Advance(slices.get(si));
      done[si] = new byte[(int) slices.get(si).size()];
    }
    for (int a = advance[0].highest(); a >= 0; a--) {
      int[][] cells = new int[slices.size()][];
      long size = 0;
      for (int si = 0; si < slices.size(); si++) {
        cells[si] = advance[si].cells(a);
        size += (long) cells[si].length * advance[si].cellSize;
      }
      if (size == 0) {
        continue;
      }
      Pair pair = new Pair(slices, table, done, advance, cells);
      run(pair, open, passes, listener);
      for (int si = 0; si < slices.size(); si++) {
        short[] states = pair.state[si];
        for (int i = 0; i < states.length; i++) {
          done[si][(int) pair.global(si, i)] = (byte) states[i];
        }
        pair.state[si] = null;
      }
    }
    for (int si = 0; si < slices.size(); si++) {
      result.put(slices.get(si), done[si]);
    }
    return result;
  }

  /** The retrograde analysis of the positions of {@code pair}. */
  private void run(Pair pair, AtomicLong open, AtomicInteger passes, Listener listener)
      throws InterruptedException {
    Levels levels = new Levels(pair.slices.size());
    parallel(
        pair,
        (w, si, from, to) -> {
          short[] states = pair.state[si];
          for (int i = from; i < to; i++) {
            int state = pair.first(si, i, w);
            states[i] = (short) state;
            if ((state & (CODE | LOCKED)) != 0) {
              w.decided++;
            }
          }
        },
        levels,
        open);
    for (int level = 0; level <= Math.max(levels.highest(), pair.highest.get()); level++) {
      if (level > Values.MAX_DISTANCE) {
        throw new IllegalStateException(
            "a position of "
                + pair.slices.get(0)
                + " is more than "
                + Values.MAX_DISTANCE
                + " plies deep");
      }
      levels.applyPending(level, pair, open);
      int d = level;
      int code = code(d);
      parallel(
          pair,
          (w, si, from, to) -> {
            if (!pair.marked(si, from, d)) {
              return;
            }
            short[] states = pair.state[si];
            for (int i = from; i < to; i++) {
              if ((states[i] & CODE) == code) {
                w.decided += pair.propagate(si, i, d, w);
              }
            }
          },
          levels,
          open);
      listener.pass(passes.getAndIncrement(), open.get());
    }
  }

  /**
   * The positions being solved (the slices whole, or a part of each), their states, and the solved
   * slices they exit into. A part is a set of the men's layouts ("cells", each a run of {@link
   * Advance#cellSize} positions of its slice); its positions are numbered cell after cell.
   */
  private static final class Pair {
    final List<Slice> slices;
    final short[][] state;
    final int[] keys;
    final ByteBuffer[] table;

    /**
     * When solving a part: the values of every position of the slices, final for the parts further
     * advanced; null when the slices are solved whole.
     */
    final byte[][] done;

    /** When solving a part: for each slice, its cells in the part; null when whole. */
    final int[][] cells;

    /** When solving a part: for each slice and each cell of it, its place in the part, or −1. */
    final int[][] slot;

    /** When solving a part: the positions of a cell of each slice. */
    final int[] cellSize;

    /** For each slice, the distances decided in each stretch of {@link #CHUNK} positions. */
    final long[][] marks;

    /**
     * Where each slice's stretches start when all are numbered slice after slice: the work of a
     * pass.
     */
    final int[] firstStretch;

    /** The greatest distance decided so far. */
    final AtomicInteger highest = new AtomicInteger();

    Pair(List<Slice> slices, ByteBuffer[] table, byte[][] done, Advance[] advances, int[][] cells) {
      this.slices = slices;
      this.table = table;
      this.done = done;
      this.cells = cells;
      this.state = new short[slices.size()][];
      this.marks = new long[slices.size()][];
      this.keys = new int[slices.size()];
      this.firstStretch = new int[slices.size() + 1];
      this.slot = cells == null ? null : new int[slices.size()][];
      this.cellSize = new int[slices.size()];
      for (int si = 0; si < slices.size(); si++) {
        Slice s = slices.get(si);
        if (s.size() > Integer.MAX_VALUE - 16) {
          throw new IllegalArgumentException(
              "slice " + s + " has " + s.size() + " positions, more than one table can hold");
        }
        long size = s.size();
        if (cells != null) {
          Advance advance = advances[si];
          cellSize[si] = advance.cellSize;
          slot[si] = new int[advance.cellCount()];
          java.util.Arrays.fill(slot[si], -1);
          for (int c = 0; c < cells[si].length; c++) {
            slot[si][cells[si][c]] = c;
          }
          size = (long) cells[si].length * advance.cellSize;
        }
        int stretches = (int) ((size + CHUNK - 1) / CHUNK);
        state[si] = new short[(int) size];
        marks[si] = new long[stretches * MARK_WORDS];
        firstStretch[si + 1] = firstStretch[si] + stretches;
        keys[si] = s.key();
      }
    }

    /** The index in its slice of position {@code i} of slice {@code si}'s part. */
    long global(int si, int i) {
      if (cells == null) {
        return i;
      }
      int size = cellSize[si];
      return (long) cells[si][i / size] * size + i % size;
    }

    /** The place in the part of the position with index {@code index} in slice {@code si}. */
    int local(int si, long index) {
      if (cells == null) {
        return (int) index;
      }
      int size = cellSize[si];
      return slot[si][(int) (index / size)] * size + (int) (index % size);
    }

    /**
     * The value byte of successor {@code j} of {@code gen}, a quiet move of a man from a position
     * of slice {@code si} into an earlier-solved part of its mirror.
     */
    int doneValue(int si, Successors gen, int j, Slice.Memo memo) {
      int mi = mirror(si);
      int[] o = gen.out;
      int k = 4 * j;
      return done[mi][(int) slices.get(mi).index(o[k], o[k + 1], o[k + 2], o[k + 3], memo)] & 0xFF;
    }

    /** Notes that position {@code i} of slice {@code si} is decided at distance {@code d}. */
    void mark(int si, int i, int d) {
      long[] m = marks[si];
      int word = i / CHUNK * MARK_WORDS + (d >>> 6);
      long bit = 1L << d;
      if (((long) MARK.getOpaque(m, word) & bit) == 0) {
        MARK.getAndBitwiseOr(m, word, bit);
      }
    }

    /**
     * Whether the stretch of slice {@code si} starting at {@code from} has a position at {@code d}.
     */
    boolean marked(int si, int from, int d) {
      return (marks[si][from / CHUNK * MARK_WORDS + (d >>> 6)] & (1L << d)) != 0;
    }

    /** The slice (0 or 1) that quiet moves from slice {@code si} lead into. */
    int mirror(int si) {
      return slices.size() == 1 ? 0 : 1 - si;
    }

    /** The forward pass over position {@code i} of slice {@code si}: its first state. */
    int first(int si, int i, Worker w) {
      Successors gen = w.gen;
      int[] pos = w.pos;
      Levels levels = w.levels;
      Slice s = slices.get(si);
      s.decode(global(si, i), pos, w.decoding);
      gen.generate(pos[0], pos[1], pos[2], pos[3], false);
      if (gen.count == 0) {
        w.decide(si, i, 0);
        return code(0);
      }
      int quietKey = keys[mirror(si)];
      // After a king's move the mover's men stand where they stood, seen from the other side.
      int menTurned = Integer.reverse(pos[0]);
      int quiet = 0;
      int minLoss = Integer.MAX_VALUE;
      int maxWin = -1;
      boolean draw = false;
      for (int j = 0; j < gen.count; j++) {
        int key = successorKey(gen, j);
        int code;
        if (!gen.captures && key == quietKey) {
          if (done == null || gen.out[4 * j + 2] == menTurned) {
            quiet++;
            continue;
          }
          code = doneValue(si, gen, j, w.indexing);
        } else {
          code = lookup(table, key, gen.out, 4 * j);
        }
        if (code == 0) {
          draw = true;
        } else if (Values.isLoss(code)) {
          minLoss = Math.min(minLoss, Values.distance(code));
        } else {
          maxWin = Math.max(maxWin, Values.distance(code));
        }
      }
      if (quiet == 0) {
        if (minLoss != Integer.MAX_VALUE) {
          w.decide(si, i, minLoss + 1);
          return code(minLoss + 1);
        }
        if (draw) {
          return LOCKED;
        }
        w.decide(si, i, maxWin + 1);
        return code(maxWin + 1);
      }
      if (minLoss != Integer.MAX_VALUE) {
        levels.pendingWin(minLoss + 1, si, i);
        return (quiet + 1) * ONE; // a winning move out (a crowning, say): never lost
      }
      return (draw ? quiet + 1 : quiet) * ONE;
    }

    /**
     * Passes the value of position {@code i} of slice {@code si}, decided at distance {@code d}, on
     * to its predecessors; returns how many of them it decided.
     */
    int propagate(int si, int i, int d, Worker w) {
      Successors gen = w.gen;
      Predecessors undo = w.undo;
      int[] pos = w.pos;
      Levels levels = w.levels;
      slices.get(si).decode(global(si, i), pos, w.decoding);
      boolean lost = (d & 1) == 0; // losses end after an even number of plies
      undo.generate(pos[0], pos[1], pos[2], pos[3]);
      int mi = mirror(si);
      Slice m = slices.get(mi);
      short[] states = state[mi];
      int[] o = undo.out;
      int[] at = w.at;
      int[] from = w.from;
      short[] seen = w.seen;
      // Solving a part, a predecessor by a man's move is in a part less advanced, solved later: it
      // reads this position's value then. Those by a king's move leave the men where they are.
      int menTurned = Integer.reverse(pos[2]);
      int count = 0;
      for (int j = 0; j < undo.count; j++) {
        int k = 4 * j;
        if (done != null && o[k] != menTurned) {
          continue;
        }
        at[count] = local(mi, m.index(o[k], o[k + 1], o[k + 2], o[k + 3], w.indexing));
        from[count] = k;
        count++;
      }
      // Plain reads first, one after the other, so that their cache misses overlap; the atomic
      // updates below then find the lines in the cache.
      for (int j = 0; j < count; j++) {
        seen[j] = states[at[j]];
      }
      int decided = 0;
      for (int j = 0; j < count; j++) {
        if ((seen[j] & (CODE | LOCKED)) != 0) {
          continue;
        }
        int k = from[j];
        int q = at[j];
        int s = (short) STATE.getVolatile(states, q);
        if ((s & (CODE | LOCKED)) != 0) {
          continue;
        }
        if (lost) {
          while (!STATE.compareAndSet(states, q, (short) s, (short) (s | code(d + 1)))) {
            s = (short) STATE.getVolatile(states, q);
            if ((s & (CODE | LOCKED)) != 0) {
              break;
            }
          }
          if ((s & (CODE | LOCKED)) == 0) {
            w.decide(mi, q, d + 1);
            decided++;
          }
          continue;
        }
        int old = (short) STATE.getAndAdd(states, q, (short) -ONE);
        if ((old & (CODE | LOCKED)) != 0 || (old & COUNT) != ONE) {
          continue;
        }
        // Every quiet move of q now loses, and nothing else touches q: it is lost, one ply after
        // its longest defence, which may be a crowning.
        int longest = Math.max(d, longestExitDefence(si, o, k, gen, w.indexing));
        if (longest == d) {
          STATE.getAndAdd(states, q, (short) code(d + 1));
          w.decide(mi, q, d + 1);
        } else {
          STATE.getAndAdd(states, q, (short) LOCKED);
          levels.pendingLoss(longest + 1, mi, q);
        }
        decided++;
      }
      return decided;
    }

    /**
     * The distance of the longest defence of a position (its four masks at {@code o[k]}) by a move
     * out of the positions being solved (a crowning, or a man's move into a part solved before), or
     * −1 if it has none. Its quiet moves lead into slice {@code si}.
     */
    private int longestExitDefence(int si, int[] o, int k, Successors gen, Slice.Memo memo) {
      gen.generate(o[k], o[k + 1], o[k + 2], o[k + 3], false);
      int menTurned = Integer.reverse(o[k]);
      int longest = -1;
      for (int j = 0; j < gen.count; j++) {
        int key = successorKey(gen, j);
        if (table[key] != null) {
          longest = Math.max(longest, Values.distance(lookup(table, key, gen.out, 4 * j)));
        } else if (done != null
            && !gen.captures
            && key == keys[si]
            && gen.out[4 * j + 2] != menTurned) {
          longest = Math.max(longest, Values.distance(doneValue(mirror(si), gen, j, memo)));
        }
      }
      return longest;
    }
  }

  /** The positions whose win or loss by a crowning comes due at a distance. */
  private static final class Levels {
    private final int slices;
    private final List<IntList[]> pendingWins = new ArrayList<>();
    private final List<IntList[]> pendingLosses = new ArrayList<>();

    Levels(int slices) {
      this.slices = slices;
    }

    private IntList list(List<IntList[]> lists, int level, int si) {
      if (level > Values.MAX_DISTANCE + 1) {
        throw new IllegalStateException(
            "a position is more than " + Values.MAX_DISTANCE + " plies deep");
      }
      while (lists.size() <= level) {
        lists.add(null);
      }
      IntList[] at = lists.get(level);
      if (at == null) {
        at = new IntList[slices];
        for (int s = 0; s < slices; s++) {
          at[s] = new IntList();
        }
        lists.set(level, at);
      }
      return at[si];
    }

    void pendingWin(int level, int si, int i) {
      list(pendingWins, level, si).add(i);
    }

    void pendingLoss(int level, int si, int i) {
      list(pendingLosses, level, si).add(i);
    }

    synchronized void addAll(Levels other) {
      merge(pendingWins, other.pendingWins);
      merge(pendingLosses, other.pendingLosses);
    }

    private void merge(List<IntList[]> into, List<IntList[]> from) {
      for (int level = 0; level < from.size(); level++) {
        IntList[] at = from.get(level);
        if (at == null) {
          continue;
        }
        for (int si = 0; si < slices; si++) {
          if (at[si].size() > 0) {
            list(into, level, si).addAll(at[si]);
          }
        }
      }
    }

    /** The greatest distance at which a crowning's win or loss comes due, or −1. */
    int highest() {
      return Math.max(pendingWins.size(), pendingLosses.size()) - 1;
    }

    /** Decides the wins and losses by crowning that come due at {@code level}. */
    void applyPending(int level, Pair pair, AtomicLong open) {
      IntList[] wins = take(pendingWins, level);
      for (int si = 0; wins != null && si < slices; si++) {
        short[] states = pair.state[si];
        for (int k = 0; k < wins[si].size(); k++) {
          int i = wins[si].get(k);
          if ((states[i] & (CODE | LOCKED)) == 0) {
            states[i] |= (short) code(level);
            pair.mark(si, i, level);
            open.decrementAndGet();
          }
        }
      }
      IntList[] losses = take(pendingLosses, level);
      for (int si = 0; losses != null && si < slices; si++) {
        short[] states = pair.state[si];
        for (int k = 0; k < losses[si].size(); k++) {
          int i = losses[si].get(k);
          states[i] |= (short) code(level);
          pair.mark(si, i, level);
        }
      }
    }

    /**
     * The lists of {@code lists} due at {@code level}, taken out of it; null when there are none.
     */
    private static IntList[] take(List<IntList[]> lists, int level) {
      if (level >= lists.size()) {
        return null;
      }
      IntList[] due = lists.get(level);
      lists.set(level, null);
      return due;
    }
  }

  /**
   * The work of a parallel step on one stretch: positions {@code from} to {@code to} of a slice.
   */
  private interface Stretch {
    void run(Worker w, int si, int from, int to);
  }

  /** One thread's share of a parallel step: its scratch space and what it decided. */
  private static final class Worker {
    final Pair pair;
    final Levels levels;
    final Successors gen = new Successors();
    final Predecessors undo = new Predecessors();
    final int[] pos = new int[4];
    final int[] at = new int[64];
    final int[] from = new int[64];
    final Slice.Memo decoding = new Slice.Memo();
    final Slice.Memo indexing = new Slice.Memo();
    final short[] seen = new short[64];
    long decided;
    int highest;

    Worker(Pair pair) {
      this.pair = pair;
      this.levels = new Levels(pair.slices.size());
    }

    /** Notes that position {@code i} of slice {@code si} is decided at distance {@code d}. */
    void decide(int si, int i, int d) {
      pair.mark(si, i, d);
      if (d > highest) {
        highest = d;
      }
    }
  }

  /**
   * Runs {@code body} on every stretch of the pair's slices over the threads, each thread with its
   * own worker; then merges what the workers decided into {@code levels}, {@code open} and the
   * pair's highest distance.
   */
  private void parallel(Pair pair, Stretch body, Levels levels, AtomicLong open)
      throws InterruptedException {
    int stretches = pair.firstStretch[pair.slices.size()];
    if (stretches == 0) {
      return;
    }
    AtomicInteger next = new AtomicInteger();
    int n = Math.min(threads, stretches);
    List<Future<?>> futures = new ArrayList<>();
    for (int t = 0; t < n; t++) {
      futures.add(
          pool.submit(
              () -> {
                Worker w = new Worker(pair);
                int u;
                int si = 0;
                while ((u = next.getAndIncrement()) < stretches) {
                  while (u >= pair.firstStretch[si + 1]) {
                    si++;
                  }
                  int from = (u - pair.firstStretch[si]) * CHUNK;
                  body.run(w, si, from, Math.min(pair.state[si].length, from + CHUNK));
                }
                levels.addAll(w.levels);
                open.addAndGet(-w.decided);
                pair.highest.accumulateAndGet(w.highest, Math::max);
                return null;
              }));
    }
    for (Future<?> f : futures) {
      try {
        f.get();
      } catch (ExecutionException e) {
        throw Tasks.rethrowCause(e);
      }
    }
  }

  static int lookup(ByteBuffer[] table, int key, int[] o, int k) {
    Slice target = Slice.lookup(key);
    ByteBuffer values = table[key];
    if (target == null || values == null) {
      throw new IllegalStateException("no values for slice key " + key);
    }
    return values.get((int) target.index(o[k], o[k + 1], o[k + 2], o[k + 3])) & 0xFF;
  }

  /** The stored value of successor {@code j} of the generated successors, from its own slice. */
  static int successor(ByteBuffer[] table, Successors gen, int j) {
    return lookup(table, successorKey(gen, j), gen.out, 4 * j);
  }

  /** The slice key of successor {@code j} of the generated successors. */
  static int successorKey(Successors gen, int j) {
    int[] o = gen.out;
    int k = 4 * j;
    return Slice.key(
        Integer.bitCount(o[k]),
        Integer.bitCount(o[k + 1]),
        Integer.bitCount(o[k + 2]),
        Integer.bitCount(o[k + 3]));
  }
}
