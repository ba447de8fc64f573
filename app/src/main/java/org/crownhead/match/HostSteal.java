package org.crownhead.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The processor time the host of a virtual machine has taken from it, which Linux counts as "steal"
 * in {@code /proc/stat}. While it grows, no program of the machine runs however idle the machine
 * is: a move that was late while it grew was held up by the host, not by its engine.
 *
 * <pre>{@code
 * HostSteal steal = HostSteal.system();
 * long before = steal.nanos(); // -1 where the machine does not count it
 * // ... a move is played ...
 * long taken = steal.nanos() - before; // all processors together, in steps of 10 ms
 * }</pre>
 */
final class HostSteal {
  /** Where Linux counts it. */
  static final Path PROC_STAT = Path.of("/proc/stat");

  /** {@code /proc/stat} counts in hundredths of a second (USER_HZ, 100 on Linux). */
  private static final long NANOS_PER_TICK = 10_000_000L;

  /**
   * Index of the steal count on the line {@code cpu user nice system idle iowait irq softirq
   * steal}.
   */
  private static final int STEAL_FIELD = 8;

  private final Path file;
  private volatile boolean unavailable;

  HostSteal(Path file) {
    this.file = file;
  }

  /** The machine's own count. */
  static HostSteal system() {
    return new HostSteal(PROC_STAT);
  }

  /**
   * The processor time taken so far by the host, all processors together, in nanoseconds; -1 when
   * the machine does not count it (not Linux, or a kernel too old to count steal). After the first
   * failure the file is not read again.
   */
  long nanos() {
    if (unavailable) {
      return -1;
    }
    long ticks;
    try (BufferedReader reader = Files.newBufferedReader(file)) {
      ticks = ticks(reader.readLine());
    } catch (IOException | RuntimeException e) {
      ticks = -1;
    }
    if (ticks < 0) {
      unavailable = true;
      return -1;
    }
    return ticks * NANOS_PER_TICK;
  }

  /** The steal count of the first line of {@code /proc/stat}, in ticks; -1 when it has none. */
  static long ticks(String line) {
    if (line == null || !line.startsWith("cpu ")) {
      return -1;
    }
    String[] fields = line.trim().split("\\s+");
    if (fields.length <= STEAL_FIELD) {
      return -1;
    }
    try {
      long ticks = Long.parseLong(fields[STEAL_FIELD]);
      return ticks < 0 ? -1 : ticks;
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
