package org.crownhead.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.crownhead.core.Position;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The public API's cost: {@link Position#legalMoves()} (moves with their jump paths) and {@link
 * Position#play} over positions from random games. This is what the programs pay per move; the
 * engine and perft use the allocation-free generator underneath.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar MoveGenerationBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(2)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class MoveGenerationBenchmark {
  private static final int POSITIONS = 1024;
  private List<Position> positions;

  @Setup(Level.Trial)
  public void collectPositions() {
    positions = RandomGames.positions(POSITIONS, 2026);
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
