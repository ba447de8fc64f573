package org.crownhead.bench;

import org.crownhead.core.Position;
import org.crownhead.engine.eval.Evaluator;
import org.crownhead.engine.eval.MaterialEvaluation;
import org.crownhead.engine.eval.StandardEvaluation;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;

/**
 * The evaluation's cost: positions per second scored by {@link StandardEvaluation} (and, for scale,
 * by {@link MaterialEvaluation}, which only counts pieces). The positions come from random games,
 * so many more of the evaluation's pattern weights are read than in a search, whose positions lie
 * close together: this is the evaluation's cost when its tables are not in the processor's cache.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar EvaluationBenchmark}
 */
public class EvaluationBenchmark extends RandomGamesBenchmark {
  private static final int POSITIONS = 16_384;
  private final Evaluator standard = new StandardEvaluation();
  private final Evaluator material = new MaterialEvaluation();

  /** The benchmark over 16,384 positions. */
  public EvaluationBenchmark() {
    super(POSITIONS);
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
