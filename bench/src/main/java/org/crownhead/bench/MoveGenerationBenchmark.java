package org.crownhead.bench;

import org.crownhead.core.Position;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;

/**
 * The public API's cost: {@link Position#legalMoves()} (moves with their jump paths) and {@link
 * Position#play} over positions from random games. This is what the programs pay per move; the
 * engine and perft use the allocation-free generator underneath.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar MoveGenerationBenchmark}
 */
public class MoveGenerationBenchmark extends RandomGamesBenchmark {
  private static final int POSITIONS = 1024;

  /** The benchmark over 1,024 positions. */
  public MoveGenerationBenchmark() {
    super(POSITIONS);
  }

  /** Positions per second whose legal moves are listed. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int legalMoves() {
    int total = 0;
    for (Position position : positions) {
      total += position.legalMoves().size();
    }
    return total;
  }

  /** Positions per second whose first legal move is played (legality checked by the API). */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public long playFirstMove() {
    long hash = 0;
    for (Position position : positions) {
      hash ^= position.play(position.legalMoves().get(0)).hash();
    }
    return hash;
  }
}
