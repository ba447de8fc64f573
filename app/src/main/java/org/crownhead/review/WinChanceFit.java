package org.crownhead.review;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnResult;
import org.crownhead.pdn.ReadGame;

/**
 * Fits {@link WinChance#SCALE} to the results of tournament games: the engine scores positions of
 * finished games (a search of a fixed number of nodes, no book, no databases) and the scale is the
 * one whose curve best predicts the game's result for the side to move (1, ½ or 0) in the least
 * squares sense. Positions the search scores as forced or database wins and losses are left out:
 * their chance is 0 or 1 whatever the scale. The run is deterministic.
 *
 * <p>Usage, from the repository root, after {@code ./mvnw -q package -DskipTests}:
 *
 * <pre>
 * java -cp app/target/crownhead.jar org.crownhead.review.WinChanceFit data/acf-games.pdn
 * </pre>
 *
 * <p>Options after the file: the first ply sampled (default 10), the step between sampled plies
 * (default 8) and the nodes searched a position (default 5000). On 7 December 2026 the defaults
 * gave a scale of 27.9 points over 49,842 positions, with a mean squared error of 0.0756 against
 * the results (0.1066 for a constant ½), in about a minute and a half on one core.
 */
public final class WinChanceFit {
  private WinChanceFit() {}

  /** A position's score for the side to move and the game's result for that side. */
  record Sample(int score, double result) {}

  /** Scores the sampled positions of the games in a file. */
  static List<Sample> samples(Path file, int firstPly, int step, long nodes) throws IOException {
    List<PdnGame> games = new ArrayList<>();
    PdnGames.read(
        file,
        (ReadGame read) -> {
          if (read.isClean() && read.game().result() != PdnResult.UNFINISHED) {
            games.add(read.game());
          }
        });
    List<Sample> samples = new ArrayList<>();
    try (Engine engine = Engines.create(EndgameDatabase.NONE)) {
      engine.setOption("book", "false");
      int done = 0;
      for (PdnGame pdn : games) {
        engine.newGame();
        Game game = new Game(pdn.start());
        List<Move> moves = pdn.moves();
        for (int ply = 0; ply < moves.size() && !game.isOver(); ply++) {
          if (ply >= firstPly && (ply - firstPly) % step == 0) {
            int score = Verdict.of(engine, game, Limits.nodes(nodes)).score();
            if (!Score.isWin(score)
                && !Score.isLoss(score)
                && !Score.isDatabaseWin(score)
                && !Score.isDatabaseLoss(score)) {
              samples.add(new Sample(score, resultFor(pdn.result(), game)));
            }
          }
          game.play(moves.get(ply));
        }
        if (++done % 500 == 0) {
          System.err.printf(
              Locale.ROOT, "%d of %d games, %d positions%n", done, games.size(), samples.size());
        }
      }
    }
    return samples;
  }

  private static double resultFor(PdnResult result, Game game) {
    return result.winner().map(winner -> winner == game.turn() ? 1.0 : 0.0).orElse(0.5);
  }

  /** The mean squared error of the curve of this scale against the results. */
  static double error(List<Sample> samples, double scale) {
    double sum = 0;
    for (Sample sample : samples) {
      double miss = WinChance.of(sample.score(), scale) - sample.result();
      sum += miss * miss;
    }
    return sum / samples.size();
  }

  /** The scale from 1 to 10,000 points with the least error (golden-section search). */
  static double fit(List<Sample> samples) {
    return minimum(scale -> error(samples, scale), 1, 10_000);
  }

  /** The minimum of a function with one minimum on [low, high], to 0.01. */
  static double minimum(DoubleUnaryOperator f, double low, double high) {
    double ratio = (Math.sqrt(5) - 1) / 2;
    double a = low;
    double b = high;
    while (b - a > 0.01) {
      double c = b - ratio * (b - a);
      double d = a + ratio * (b - a);
      if (f.applyAsDouble(c) < f.applyAsDouble(d)) {
        b = d;
      } else {
        a = c;
      }
    }
    return (a + b) / 2;
  }

  /** Runs the fit and prints the scale with its figures. */
  public static void main(String[] args) throws IOException {
    if (args.length < 1 || args.length > 4) {
      System.err.println("usage: WinChanceFit GAMES.pdn [FIRST-PLY [STEP [NODES]]]");
      System.exit(2);
    }
    int firstPly = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    int step = args.length > 2 ? Integer.parseInt(args[2]) : 8;
    long nodes = args.length > 3 ? Long.parseLong(args[3]) : 5_000;
    List<Sample> samples = samples(Path.of(args[0]), firstPly, step, nodes);
    double scale = fit(samples);
    System.out.printf(
        Locale.ROOT,
        "%d positions; scale %.1f points; mean squared error %.5f (%.5f for a constant 0.5)%n",
        samples.size(),
        scale,
        error(samples, scale),
        error(samples, 1e12));
  }
}
