package org.crownhead.match;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Locale;

/**
 * How many times this Java virtual machine has collected its garbage so far, and for how long by
 * its own count, all collectors together. A move that was late while the count grew met a
 * collection: the collector stops every thread of the program, an engine searching in it and the
 * match's own clock alike, and on a virtual machine the hand-over to the collector's thread and
 * back is now and then slow.
 *
 * <pre>{@code
 * GarbageCollections before = GarbageCollections.soFar();
 * // ... a move is played ...
 * GarbageCollections.soFar().since(before).count(); // 0 when none came
 * }</pre>
 */
record GarbageCollections(long count, Duration time) {

  /** The collections so far; a collector that does not count adds nothing. */
  static GarbageCollections soFar() {
    long count = 0;
    long millis = 0;
    for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
      count += Math.max(0, collector.getCollectionCount());
      millis += Math.max(0, collector.getCollectionTime());
    }
    return new GarbageCollections(count, Duration.ofMillis(millis));
  }

  /** The collections between {@code earlier} and these. */
  GarbageCollections since(GarbageCollections earlier) {
    return new GarbageCollections(count - earlier.count, time.minus(earlier.time));
  }

  /** For a late move's comment: what collections came during it, or nothing when none did. */
  String during() {
    if (count <= 0) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        "; the Java virtual machine collected garbage %d time%s during the move, for %.3f s by its"
            + " own count",
        count,
        count == 1 ? "" : "s",
        time.toNanos() / 1e9);
  }
}
