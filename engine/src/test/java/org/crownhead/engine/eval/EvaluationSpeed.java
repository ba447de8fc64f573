package org.crownhead.engine.eval;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchResult;
import org.crownhead.pdn.PdnGames;

/**
 * Times the evaluations: evaluations a second over the quiet positions of the ACF games, and the
 * search's nodes a second with each evaluation. Not a test (tests never time); run from the
 * repository root after {@code ./mvnw -q -pl engine -am test-compile}:
 *
 * <pre>
 * java -cp core/target/classes:engine/target/classes:engine/target/test-classes \
 *     org.crownhead.engine.eval.EvaluationSpeed
 * </pre>
 */
final class EvaluationSpeed {
  private EvaluationSpeed() {}

  public static void main(String[] args) throws Exception {
    List<Position> positions = new ArrayList<>();
    PdnGames.read(
        Path.of("data", "acf-games.pdn"),
        read -> {
          Position position = read.game().start();
          for (Move move : read.game().moves()) {
            position = position.play(move);
            if (!position.mustCapture()) {
              positions.add(position);
            }
          }
        });
    Position[] all = positions.toArray(new Position[0]);
    for (Evaluator evaluator :
        new Evaluator[] {new MaterialEvaluation(), new StandardEvaluation()}) {
      String name = evaluator.getClass().getSimpleName();
      long[] timed = fastest(evaluator, all, 1, 10);
      long best = timed[0];
      long check = timed[1];
      System.out.printf(
          Locale.ROOT,
          "%s: %d positions, %.1f million evaluations/s (%.0f ns each) [%d]%n",
          name,
          all.length,
          all.length / (best / 1e9) / 1e6,
          (double) best / all.length,
          check);
      // The same on 1,000 positions that stay in the cache, as in a search.
      Position[] few = java.util.Arrays.copyOf(all, 1000);
      timed = fastest(evaluator, few, 300, 20);
      best = timed[0];
      check += timed[1];
      System.out.printf(
          Locale.ROOT,
          "  in cache: %.1f million evaluations/s (%.0f ns each) [%d]%n",
          300_000 / (best / 1e9) / 1e6,
          best / 300_000.0,
          check);
      try (Engine engine = Engines.create(evaluator)) {
        engine.setOption("hash", "64");
        engine.setPosition(Position.initial());
        engine.think(Limits.depth(12), info -> {});
        engine.newGame();
        engine.setPosition(Position.initial());
        SearchResult result = engine.think(Limits.depth(16), info -> {});
        System.out.printf(
            Locale.ROOT,
            "  search from the start to depth 16: %d nodes, %.2f million nodes/s%n",
            result.info().nodes(),
            result.info().nodesPerSecond() / 1e6);
      }
    }
  }

  /**
   * Evaluates the positions {@code repeats} times a round: the fastest of {@code rounds} rounds in
   * nanoseconds, and the sum of all the scores (printed, so that no evaluation can be left out).
   */
  private static long[] fastest(
      Evaluator evaluator, Position[] positions, int repeats, int rounds) {
    long best = Long.MAX_VALUE;
    long check = 0;
    for (int round = 0; round < rounds; round++) {
      long start = System.nanoTime();
      for (int repeat = 0; repeat < repeats; repeat++) {
        for (Position position : positions) {
          check += evaluator.evaluate(position);
        }
      }
      best = Math.min(best, System.nanoTime() - start);
    }
    return new long[] {best, check};
  }
}
