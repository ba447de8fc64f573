package org.crownhead.bench;

import java.util.List;
import org.crownhead.core.Position;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the benchmarks over {@link RandomGames} positions share: their JMH settings (two forks, two
 * warm-up and three measured iterations of 5 s) and the positions, collected once per trial with
 * the seed 2026. A subclass passes how many positions it scores, which its benchmarks name again in
 * {@code @OperationsPerInvocation}.
 */
@State(Scope.Benchmark)
@Fork(2)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public abstract class RandomGamesBenchmark extends ThroughputBenchmark {
  private final int count;

  /** The positions, in the order the random games reached them. */
  protected List<Position> positions;

  /** A benchmark over the first {@code count} positions of the random games. */
  protected RandomGamesBenchmark(int count) {
    this.count = count;
  }

  /** Collects the positions before the trial. */
  @Setup(Level.Trial)
  public void collectPositions() {
    positions = RandomGames.positions(count, 2026);
  }
}
