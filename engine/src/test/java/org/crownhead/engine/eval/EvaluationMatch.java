package org.crownhead.engine.eval;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Outcome;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;

/**
 * A self-play match between two evaluations with the same search at a fixed depth: each opening of
 * the deck is played twice, each evaluation taking Black once. For measuring evaluation changes.
 *
 * <p>Run from the repository root after {@code ./mvnw -q -pl engine -am test-compile}:
 *
 * <pre>
 * java -cp core/target/classes:engine/target/classes:engine/target/test-classes \
 *     org.crownhead.engine.eval.EvaluationMatch [depth [workers [weights.txt [other.txt]]]]
 * </pre>
 *
 * <p>It plays {@link StandardEvaluation} (with the shipped weights, or those of the given file)
 * against {@link MaterialEvaluation} (or against {@link StandardEvaluation} with the other weights)
 * over the 156 openings of {@code data/ballots-3move.txt}.
 */
final class EvaluationMatch {
  /** A game longer than this is adjudicated a draw. */
  static final int MAX_PLIES = 400;

  private EvaluationMatch() {}

  /** Wins, draws and losses of the first evaluation. */
  record Result(int wins, int draws, int losses) {
    int games() {
      return wins + draws + losses;
    }

    double score() {
      return (wins + 0.5 * draws) / games();
    }

    /** The Elo difference and its 95% interval from the per-game variance of the score. */
    String elo() {
      int n = games();
      double s = score();
      double variance =
          (wins * Math.pow(1 - s, 2) + draws * Math.pow(0.5 - s, 2) + losses * Math.pow(s, 2)) / n;
      double margin = 1.96 * Math.sqrt(variance / n);
      return String.format(
          Locale.ROOT,
          "%+.0f Elo (95%%: %+.0f to %+.0f)",
          elo(s),
          elo(Math.max(s - margin, 1e-3)),
          elo(Math.min(s + margin, 1 - 1e-3)));
    }

    static double elo(double score) {
      if (score <= 0) {
        return Double.NEGATIVE_INFINITY;
      }
      if (score >= 1) {
        return Double.POSITIVE_INFINITY;
      }
      return -400 * Math.log10(1 / score - 1);
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT, "+%d =%d -%d (%.1f%%) %s", wins, draws, losses, 100 * score(), elo());
    }
  }

  /** The positions of the 156-opening deck (lines flagged CROSSBOARD or MAILPLAY). */
  static List<Position> deck(Path ballots) throws IOException {
    List<Position> openings = new ArrayList<>();
    for (String line : Files.readAllLines(ballots, StandardCharsets.UTF_8)) {
      if (line.startsWith("#") || line.isBlank()) {
        continue;
      }
      String[] fields = line.split("\t");
      if (fields[2].contains("CROSSBOARD") || fields[2].contains("MAILPLAY")) {
        openings.add(Position.fromFen(fields[4]));
      }
    }
    return openings;
  }

  /**
   * Plays one game: {@code black} and {@code white} make the moves at the given depth. Returns 1, ½
   * or 0 for Black.
   */
  static double play(Position start, Evaluator black, Evaluator white, int depth) {
    Game game = new Game(start);
    try (Engine blackEngine = Engines.create(black);
        Engine whiteEngine = Engines.create(white)) {
      blackEngine.setOption("hash", "16");
      whiteEngine.setOption("hash", "16");
      while (!game.isOver() && game.moves().size() < MAX_PLIES) {
        Engine engine = game.turn() == Colour.BLACK ? blackEngine : whiteEngine;
        engine.setGame(game);
        Move move = engine.think(Limits.depth(depth), info -> {}).bestMove().orElseThrow();
        game.play(move);
      }
    }
    if (!game.isOver()) {
      return 0.5;
    }
    Outcome outcome = game.outcome().orElseThrow();
    return outcome.winner().map(w -> w == Colour.BLACK ? 1.0 : 0.0).orElse(0.5);
  }

  /** Plays every opening twice, colours reversed; the result is the first evaluation's. */
  static Result match(
      List<Position> openings,
      Supplier<Evaluator> first,
      Supplier<Evaluator> second,
      int depth,
      int workers)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(workers);
    try {
      List<Future<Double>> games = new ArrayList<>();
      for (Position opening : openings) {
        games.add(pool.submit(() -> play(opening, first.get(), second.get(), depth)));
        games.add(pool.submit(() -> 1 - play(opening, second.get(), first.get(), depth)));
      }
      int wins = 0;
      int draws = 0;
      int losses = 0;
      for (Future<Double> game : games) {
        double score = game.get();
        if (score == 1) {
          wins++;
        } else if (score == 0) {
          losses++;
        } else {
          draws++;
        }
      }
      return new Result(wins, draws, losses);
    } finally {
      pool.shutdownNow();
    }
  }

  public static void main(String[] args) throws Exception {
    int depth = args.length > 0 ? Integer.parseInt(args[0]) : 6;
    int workers = args.length > 1 ? Integer.parseInt(args[1]) : 2;
    Weights weights = Weights.standard();
    if (args.length > 2) {
      try (Reader in = Files.newBufferedReader(Path.of(args[2]), StandardCharsets.UTF_8)) {
        weights = Weights.read(in);
      }
    }
    Weights chosen = weights;
    Supplier<Evaluator> opponent = MaterialEvaluation::new;
    String opponentName = "MaterialEvaluation";
    if (args.length > 3) {
      try (Reader in = Files.newBufferedReader(Path.of(args[3]), StandardCharsets.UTF_8)) {
        Weights other = Weights.read(in);
        opponent = () -> new StandardEvaluation(other);
        opponentName = "StandardEvaluation(" + args[3] + ")";
      }
    }
    List<Position> openings = deck(Path.of("data", "ballots-3move.txt"));
    long start = System.nanoTime();
    Result result = match(openings, () -> new StandardEvaluation(chosen), opponent, depth, workers);
    System.out.printf(
        Locale.ROOT,
        "StandardEvaluation vs %s, depth %d, %d openings x 2 colours: %s (%.0f s)%n",
        opponentName,
        depth,
        openings.size(),
        result,
        (System.nanoTime() - start) / 1e9);
  }
}
