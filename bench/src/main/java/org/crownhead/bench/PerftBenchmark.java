package org.crownhead.bench;

import org.crownhead.core.Perft;
import org.crownhead.core.Position;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Perft speed: leaf nodes per second on one thread, bulk-counted (the last ply counted, not
 * played), all jump paths counted. Each operation is one node, so JMH's score is nodes per second.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar PerftBenchmark}
 */
@State(Scope.Benchmark)
@Fork(
    value = 2,
    jvmArgsAppend = {"-Xms256m", "-Xmx256m"})
public class PerftBenchmark extends OneThreadBenchmark {
  private static final Position START = Position.initial();
  private static final Position KINGS =
      Position.fromFen("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");

  /** Start position, depth 12: 388,623,673 leaves. */
  @Benchmark
  @OperationsPerInvocation(388_623_673)
  public long startDepth12() {
    return Perft.count(START, 12);
  }

  /** Start position, depth 10: 18,391,564 leaves. */
  @Benchmark
  @OperationsPerInvocation(18_391_564)
  public long startDepth10() {
    return Perft.count(START, 10);
  }

  /** A middle game with six kings (the PDN specification's example), depth 8: 1,377,007 leaves. */
  @Benchmark
  @OperationsPerInvocation(1_377_007)
  public long kingsDepth8() {
    return Perft.count(KINGS, 8);
  }
}
