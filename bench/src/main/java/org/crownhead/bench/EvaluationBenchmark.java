package org.crownhead.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.crownhead.core.Position;
import org.crownhead.engine.eval.Evaluator;
import org.crownhead.engine.eval.MaterialEvaluation;
import org.crownhead.engine.eval.StandardEvaluation;
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
 * The evaluation's cost: positions per second scored by {@link StandardEvaluation} (and, for scale,
 * by {@link MaterialEvaluation}, which only counts pieces). The positions come from random games,
 * so many more of the evaluation's pattern weights are read than in a search, whose positions lie
 * close together: this is the evaluation's cost when its tables are not in the processor's cache.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar EvaluationBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(2)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class EvaluationBenchmark {
  private static final int POSITIONS = 16_384;
  private List<Position> positions;
  private final Evaluator standard = new StandardEvaluation();
  private final Evaluator material = new MaterialEvaluation();

  @Setup(Level.Trial)
  public void collectPositions() {
    positions = RandomGames.positions(POSITIONS, 2026);
  }

  /** Positions per second scored by the fitted evaluation. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int standard() {
    return sum(standard);
  }

  /** Positions per second scored by the material count alone. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int material() {
    return sum(material);
  }

  private int sum(Evaluator evaluator) {
    int total = 0;
    for (Position position : positions) {
      total += evaluator.evaluate(position);
    }
    return total;
  }
}
