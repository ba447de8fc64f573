package org.crownhead.engine.eval;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.core.Termination;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnResult;

/**
 * Fits the weights of {@link StandardEvaluation} to the results of games (Texel tuning): real
 * tournament games, the engine's own games from {@code crownhead match}, or both.
 *
 * <p>Every quiet position of every finished game (neither side has a capture; the first plies,
 * which come from the opening ballot, skipped; kings alone in equal numbers, which the evaluation
 * scores as drawn, left out) is a sample whose target is the game's result for the side to move: 1
 * for a win, 0.5 for a draw, 0 for a loss. The prediction is {@code sigmoid(K · eval)}. The
 * evaluation is linear in its weights, so the features of each sample are counted once and the fit
 * is quick: first {@code K} for the material-only weights, then every weight by full-batch Adam on
 * the mean squared error (the man's value stays at 100 points, the unit of the scale), with {@code
 * K} refitted between rounds. Every tenth game is held out to measure the fit. A game that a match
 * ended because an engine failed (lost on time, an illegal move, a crash) is not used: its result
 * says nothing about the positions.
 *
 * <p>Usage, from the repository root:
 *
 * <pre>
 * ./mvnw -q -pl engine -am compile
 * java -cp core/target/classes:engine/target/classes org.crownhead.engine.eval.Tuner \
 *     data/acf-games.pdn engine/src/main/resources/org/crownhead/engine/eval/weights.txt
 * </pre>
 *
 * <p>Several game files may be given before the output file, for example the tournament games and
 * the PDN of a self-play match ({@code crownhead match ... --pdn selfplay.pdn}). {@code --weight W}
 * before a file makes each of its positions, and those of the files after it, count {@code W} times
 * in the error (1 until set), so that a smaller set of games can weigh as much as a larger one; the
 * error is then the weighted mean.
 *
 * <p>A file whose name ends in {@code .samples} (written by {@code crownhead learn selfplay}) gives
 * positions with a search's score as well as the game's result: each quiet one's target is {@code λ
 * · sigmoid(score / S) + (1 − λ) · result}, S the scale on which the file's scores best predict its
 * results. {@code --lambda L} before such files sets λ for them (0.5 until set); their every tenth
 * game is held out. {@code --from WEIGHTS} starts the fit from a weights file instead of material
 * alone, and {@code --rounds N} sets the rounds of Adam (4 by default), so that new data can refine
 * the shipped weights in a fraction of a full fit's time.
 *
 * <p>The run is deterministic: the same games give the same weights, on any number of cores. Each
 * epoch sums the gradient on all cores: 2.4 million positions took 34 minutes on two (1.7 million
 * took fifty on one, before the sum was shared). It prints a line every 250 epochs. The
 * regularisation can be changed for experiments with {@code -Dtuner.l2=} (the pull of the
 * positional weights towards 0, default 1e-9), {@code -Dtuner.patternL2=} (the same for the
 * patterns and blocks, default 1e-8) and {@code -Dtuner.tie=} (the pull of each feature's opening
 * and endgame values towards each other, default 1e-8).
 */
public final class Tuner {
  static final String COMMAND =
      "java -cp core/target/classes:engine/target/classes org.crownhead.engine.eval.Tuner";

  /** Plies at the start of each game that are not used (the ballot and the first replies). */
  static final int SKIP_PLIES = 6;

  private static final int HOLD_OUT_EVERY = 10;
  private static final int ROUNDS = 4;
  private static final int EPOCHS = 1500;
  private static final double LEARNING_RATE = 2.0;

  /** Epochs between two lines of progress. */
  private static final int PROGRESS_EVERY = 250;

  /** The parts the gradient is summed in, in parallel; fixed, so that the fit is deterministic. */
  private static final int PARTS = 16;

  /** L2 pull towards 0 on the positional weights (not on men and kings, which have none). */
  private static final double L2 = Double.parseDouble(System.getProperty("tuner.l2", "1e-9"));

  /** L2 pull towards 0 on the pattern and block weights: many, each seen in few positions. */
  private static final double PATTERN_L2 =
      Double.parseDouble(System.getProperty("tuner.patternL2", "1e-8"));

  /**
   * L2 pull of each positional feature's opening and endgame weights towards each other (men and
   * kings are free to differ): a feature seen only in a narrow range of phases cannot tell the two
   * apart, and would otherwise get two large opposite values.
   */
  private static final double TIE = Double.parseDouble(System.getProperty("tuner.tie", "1e-8"));

  private Tuner() {}

  /** Quiet positions with their features and targets, stored flat. */
  static final class Samples {
    int size;
    int[] start = new int[1024];
    int[] feature = new int[1024 * 48];
    short[] count = new short[1024 * 48];
    byte[] phase = new byte[1024];
    float[] target = new float[1024];
    float[] weight = new float[1024];
    double totalWeight;
    int games;

    private final int[] dense = new int[Features.COUNT];
    private final int[] touched = new int[Features.COUNT];
    private int touchedCount;

    private final FeatureSink recorder =
        (f, c) -> {
          if (dense[f] == 0 && !isTouched(f)) {
            touched[touchedCount++] = f;
          }
          dense[f] += c;
          return 0;
        };

    private boolean isTouched(int f) {
      for (int i = 0; i < touchedCount; i++) {
        if (touched[i] == f) {
          return true;
        }
      }
      return false;
    }

    void add(Position position, double result, double sampleWeight) {
      touchedCount = 0;
      Features.extract(position, recorder);
      if (size + 1 >= start.length) {
        start = Arrays.copyOf(start, start.length * 2);
        phase = Arrays.copyOf(phase, phase.length * 2);
        target = Arrays.copyOf(target, target.length * 2);
        weight = Arrays.copyOf(weight, weight.length * 2);
      }
      int at = start[size];
      if (at + touchedCount > feature.length) {
        feature = Arrays.copyOf(feature, feature.length * 2);
        count = Arrays.copyOf(count, count.length * 2);
      }
      for (int i = 0; i < touchedCount; i++) {
        int f = touched[i];
        if (dense[f] != 0) {
          feature[at] = f;
          count[at] = (short) dense[f];
          at++;
        }
        dense[f] = 0;
      }
      phase[size] =
          (byte)
              Math.min(
                  position.count(position.turn()) + position.count(position.turn().opponent()),
                  Features.MAX_PHASE);
      target[size] = (float) result;
      weight[size] = (float) sampleWeight;
      totalWeight += sampleWeight;
      size++;
      start[size] = at;
    }

    /** The evaluation of sample {@code i} under the weights (no rounding). */
    double evaluate(int i, double[] opening, double[] endgame) {
      double o = 0;
      double e = 0;
      for (int j = start[i]; j < start[i + 1]; j++) {
        o += opening[feature[j]] * count[j];
        e += endgame[feature[j]] * count[j];
      }
      double p = phase[i] / (double) Features.MAX_PHASE;
      return o * p + e * (1 - p);
    }
  }

  /** The training and the held-out samples. */
  record Data(Samples train, Samples test) {}

  /**
   * How {@code crownhead match} records a game an engine lost by its own failure ({@code
   * Termination} tag, the match's {@code Fault} descriptions): such a result says nothing about the
   * position, so the game is not used.
   */
  private static final List<String> FAULTS =
      List.of(Termination.TIME_FORFEIT.description(), "illegal move", "engine crash");

  /**
   * A file of games (PDN) or of training samples ({@code .samples}, from {@code crownhead learn
   * selfplay}), the weight of each of its positions in the fit and, for samples, the share {@code
   * lambda} of the search's score in the target.
   */
  record Source(Path games, double weight, double lambda) {
    Source {
      if (!(weight > 0) || Double.isInfinite(weight)) {
        throw new IllegalArgumentException("the weight of " + games + " must be above 0");
      }
      if (!(lambda >= 0 && lambda <= 1)) {
        throw new IllegalArgumentException("lambda must be from 0 to 1, not " + lambda);
      }
    }

    Source(Path games, double weight) {
      this(games, weight, DEFAULT_LAMBDA);
    }

    boolean isSamples() {
      return games.getFileName().toString().endsWith(SAMPLES_SUFFIX);
    }
  }

  /** The share of the search's score in the target of a sample that has one, until set. */
  static final double DEFAULT_LAMBDA = 0.5;

  /** How the name of a file of training samples ends. */
  static final String SAMPLES_SUFFIX = ".samples";

  /** Reads the games of PDN files into samples, each of weight 1; every tenth game is held out. */
  static Data read(Path... files) throws IOException {
    return read(Arrays.stream(files).map(file -> new Source(file, 1)).toList());
  }

  /** Reads the games of PDN files into samples; every tenth game is held out. */
  static Data read(List<Source> sources) throws IOException {
    Samples train = new Samples();
    Samples test = new Samples();
    int[] number = {0};
    for (Source source : sources) {
      int before = train.size + test.size;
      if (source.isSamples()) {
        readSamplesInto(source, train, test);
      } else {
        readInto(source.games(), source.weight(), train, test, number);
      }
      log(
          "%s: %d positions, weight %s",
          source.games().getFileName(), train.size + test.size - before, source.weight());
    }
    return new Data(train, test);
  }

  private static void readInto(Path games, double weight, Samples train, Samples test, int[] number)
      throws IOException {
    PdnGames.read(
        games,
        read -> {
          PdnGame game = read.game();
          PdnResult result = game.result();
          if (!read.isClean()
              || result == PdnResult.UNFINISHED
              || FAULTS.contains(game.tag("Termination").orElse(""))) {
            return;
          }
          Samples into = number[0]++ % HOLD_OUT_EVERY == HOLD_OUT_EVERY - 1 ? test : train;
          into.games++;
          Position position = game.start();
          List<Move> moves = game.moves();
          for (int ply = 0; ply <= moves.size(); ply++) {
            if (ply >= SKIP_PLIES
                && !position.mustCapture()
                && !position.canCapture(position.turn().opponent())
                && position.hasLegalMove()
                && !StandardEvaluation.isDrawnByMaterial(position)) {
              double score =
                  result == PdnResult.DRAW
                      ? 0.5
                      : result.winner().orElseThrow() == position.turn() ? 1 : 0;
              into.add(position, score, weight);
            }
            if (ply < moves.size()) {
              position = position.play(moves.get(ply));
            }
          }
        });
  }

  /**
   * Reads the quiet positions of a samples file: each one's target is {@code λ · sigmoid(score / S)
   * + (1 − λ) · result}, where S (points) is the scale with which the file's search scores best
   * predict its results, or the result alone for a sample without a score. The samples of every
   * tenth game (by the file's game numbers) are held out.
   */
  private static void readSamplesInto(Source source, Samples train, Samples test)
      throws IOException {
    org.crownhead.engine.learn.Samples samples = new org.crownhead.engine.learn.Samples();
    samples.read(source.games());
    int[] all = IntStream.range(0, samples.size()).toArray();
    double scale = org.crownhead.engine.learn.NetworkTrainer.fitScale(samples, all);
    log("%s: search scores on a scale of %.1f points", source.games().getFileName(), scale);
    java.util.Set<Integer> trainGames = new java.util.HashSet<>();
    java.util.Set<Integer> testGames = new java.util.HashSet<>();
    for (int i = 0; i < samples.size(); i++) {
      Position position = samples.position(i);
      if (position.mustCapture()
          || position.canCapture(position.turn().opponent())
          || !position.hasLegalMove()
          || StandardEvaluation.isDrawnByMaterial(position)) {
        continue;
      }
      int game = samples.game(i);
      boolean heldOut = game % HOLD_OUT_EVERY == HOLD_OUT_EVERY - 1;
      (heldOut ? testGames : trainGames).add(game);
      double target =
          org.crownhead.engine.learn.NetworkTrainer.target(samples, i, scale, source.lambda());
      (heldOut ? test : train).add(position, target, source.weight());
    }
    train.games += trainGames.size();
    test.games += testGames.size();
  }

  static double sigmoid(double x) {
    return 1 / (1 + Math.exp(-x));
  }

  /** Mean squared error of the predictions, each sample counted by its weight. */
  static double meanSquaredError(Samples s, double[] opening, double[] endgame, double k) {
    double sum = 0;
    for (int i = 0; i < s.size; i++) {
      double d = sigmoid(k * s.evaluate(i, opening, endgame)) - s.target[i];
      sum += s.weight[i] * d * d;
    }
    return sum / s.totalWeight;
  }

  /** Mean log-loss (cross-entropy) of the predictions, each sample counted by its weight. */
  static double logLoss(Samples s, double[] opening, double[] endgame, double k) {
    double sum = 0;
    for (int i = 0; i < s.size; i++) {
      double q = Math.min(Math.max(sigmoid(k * s.evaluate(i, opening, endgame)), 1e-12), 1 - 1e-12);
      double y = s.target[i];
      sum -= s.weight[i] * (y * Math.log(q) + (1 - y) * Math.log(1 - q));
    }
    return sum / s.totalWeight;
  }

  /** The K that minimises the mean squared error, by golden-section search on log K. */
  static double fitK(Samples s, double[] opening, double[] endgame) {
    double lo = Math.log(1e-4);
    double hi = Math.log(1e-1);
    double ratio = (Math.sqrt(5) - 1) / 2;
    double a = hi - ratio * (hi - lo);
    double b = lo + ratio * (hi - lo);
    double fa = meanSquaredError(s, opening, endgame, Math.exp(a));
    double fb = meanSquaredError(s, opening, endgame, Math.exp(b));
    for (int i = 0; i < 40; i++) {
      if (fa < fb) {
        hi = b;
        b = a;
        fb = fa;
        a = hi - ratio * (hi - lo);
        fa = meanSquaredError(s, opening, endgame, Math.exp(a));
      } else {
        lo = a;
        a = b;
        fa = fb;
        b = lo + ratio * (hi - lo);
        fb = meanSquaredError(s, opening, endgame, Math.exp(b));
      }
    }
    return Math.exp((lo + hi) / 2);
  }

  /** True for the weights that the fit leaves alone: the man, the unit of the scale. */
  static boolean fixed(int feature) {
    return feature == Features.MAN;
  }

  static boolean material(int feature) {
    return feature == Features.MAN || feature == Features.KING;
  }

  /**
   * The gradient of the mean squared error over {@code parts.length} equal parts of the samples,
   * each summed into its own array (on as many cores as there are) and then added together in
   * order: the sum, and so the fit, is the same whatever the number of cores.
   */
  static void gradient(
      Samples s, double[] opening, double[] endgame, double k, double[][] parts, double[] grad) {
    int n = Features.COUNT;
    IntStream.range(0, parts.length)
        .parallel()
        .forEach(
            part -> {
              double[] into = parts[part];
              Arrays.fill(into, 0);
              int from = (int) ((long) s.size * part / parts.length);
              int to = (int) ((long) s.size * (part + 1) / parts.length);
              for (int i = from; i < to; i++) {
                double q = sigmoid(k * s.evaluate(i, opening, endgame));
                double g = 2 * s.weight[i] * (q - s.target[i]) * q * (1 - q) * k / s.totalWeight;
                double p = s.phase[i] / (double) Features.MAX_PHASE;
                double go = g * p;
                double ge = g * (1 - p);
                for (int j = s.start[i]; j < s.start[i + 1]; j++) {
                  into[s.feature[j]] += go * s.count[j];
                  into[n + s.feature[j]] += ge * s.count[j];
                }
              }
            });
    Arrays.fill(grad, 0);
    for (double[] part : parts) {
      for (int slot = 0; slot < grad.length; slot++) {
        grad[slot] += part[slot];
      }
    }
  }

  /** Full-batch Adam on the mean squared error, changing {@code opening} and {@code endgame}. */
  static void adam(Samples s, double[] opening, double[] endgame, double k, int epochs) {
    adam(s, opening, endgame, k, epochs, epoch -> {});
  }

  /**
   * Full-batch Adam on the mean squared error, changing {@code opening} and {@code endgame}; {@code
   * afterEpoch} is told the number of each epoch as it ends.
   */
  static void adam(
      Samples s, double[] opening, double[] endgame, double k, int epochs, IntConsumer afterEpoch) {
    int n = Features.COUNT;
    double[] grad = new double[2 * n];
    double[] m = new double[2 * n];
    double[] v = new double[2 * n];
    double[][] parts = new double[PARTS][2 * n];
    double beta1 = 0.9;
    double beta2 = 0.999;
    for (int epoch = 1; epoch <= epochs; epoch++) {
      gradient(s, opening, endgame, k, parts, grad);
      for (int f = 0; f < n; f++) {
        if (!material(f)) {
          grad[f] += 2 * TIE * (opening[f] - endgame[f]);
          grad[n + f] += 2 * TIE * (endgame[f] - opening[f]);
          double l2 = f >= Features.PATTERN ? PATTERN_L2 : L2;
          grad[f] += 2 * l2 * opening[f];
          grad[n + f] += 2 * l2 * endgame[f];
        }
      }
      double rate = LEARNING_RATE * (epoch < epochs / 2 ? 1 : 0.25);
      double correction1 = 1 - Math.pow(beta1, epoch);
      double correction2 = 1 - Math.pow(beta2, epoch);
      for (int slot = 0; slot < 2 * n; slot++) {
        int f = slot % n;
        if (fixed(f)) {
          continue;
        }
        double[] weights = slot < n ? opening : endgame;
        double g = grad[slot];
        m[slot] = beta1 * m[slot] + (1 - beta1) * g;
        v[slot] = beta2 * v[slot] + (1 - beta2) * g * g;
        double mHat = m[slot] / correction1;
        double vHat = v[slot] / correction2;
        weights[f] -= rate * mHat / (Math.sqrt(vHat) + 1e-12);
      }
      afterEpoch.accept(epoch);
    }
  }

  /** Fits the weights and writes them; prints the statistics of the fit. */
  public static void main(String[] args) throws IOException {
    List<Source> sources = List.of();
    Path from = null;
    int rounds = ROUNDS;
    List<String> rest =
        new ArrayList<>(Arrays.asList(args).subList(0, Math.max(0, args.length - 1)));
    try {
      from = option(rest, "--from").map(Path::of).orElse(null);
      rounds = option(rest, "--rounds").map(Tuner::positive).orElse(ROUNDS);
      sources = sources(rest);
    } catch (IllegalArgumentException e) {
      System.err.println("error: " + e.getMessage());
    }
    if (sources.isEmpty()) {
      System.err.println(
          "usage: Tuner [--from WEIGHTS.txt] [--rounds N] [--weight W] [--lambda L] GAMES.pdn"
              + " [[--weight W] [--lambda L] MORE.pdn|MORE.samples ...] WEIGHTS-OUT.txt");
      System.exit(2);
    }
    Path out = Path.of(args[args.length - 1]);
    Data data = read(sources);
    Samples train = data.train();
    Samples test = data.test();
    log(
        "%d training positions from %d games, %d held-out positions from %d games",
        train.size, train.games, test.size, test.games);

    Weights start = Weights.material();
    if (from != null) {
      try (Reader reader = Files.newBufferedReader(from, StandardCharsets.UTF_8)) {
        start = Weights.read(reader);
      }
    }
    String startName = from == null ? "material only" : from.getFileName().toString();
    double[] opening = start.openingValues();
    double[] endgame = start.endgameValues();
    double k = fitK(train, opening, endgame);
    double mseBefore = meanSquaredError(test, opening, endgame, k);
    double loglossBefore = logLoss(test, opening, endgame, k);
    log("%s: K %.6f, held-out MSE %.6f, log-loss %.6f", startName, k, mseBefore, loglossBefore);

    for (int round = 1; round <= rounds; round++) {
      int thisRound = round;
      adam(
          train,
          opening,
          endgame,
          k,
          EPOCHS,
          epoch -> {
            if (epoch % PROGRESS_EVERY == 0 && epoch < EPOCHS) {
              log("round %d: epoch %d of %d", thisRound, epoch, EPOCHS);
            }
          });
      k = fitK(train, opening, endgame);
      log(
          "round %d: K %.6f, training MSE %.6f, held-out MSE %.6f, log-loss %.6f",
          round,
          k,
          meanSquaredError(train, opening, endgame, k),
          meanSquaredError(test, opening, endgame, k),
          logLoss(test, opening, endgame, k));
    }
    double mseAfter = meanSquaredError(test, opening, endgame, k);
    double loglossAfter = logLoss(test, opening, endgame, k);

    List<String> header = new ArrayList<>();
    header.add("Weights of Crownhead's StandardEvaluation, in points (a man is 100).");
    header.add(
        "Fitted by org.crownhead.engine.eval.Tuner (Texel tuning: sigmoid(K * eval) against");
    header.add(
        "the game result, blended for samples with the search's score, full-batch Adam on the");
    header.add(
        "mean squared error"
            + (from == null ? "" : ", starting from " + startName)
            + ") to the quiet positions");
    header.add(
        "of " + names(sources) + ", skipping the first " + SKIP_PLIES + " plies of each game;");
    header.add("every " + HOLD_OUT_EVERY + "th game held out to measure the fit.");
    header.add(
        String.format(
            Locale.ROOT,
            "%d rounds of %d Adam epochs, K refitted after each; L2 %.0e on the positional"
                + " weights, %.0e on the patterns and blocks,",
            rounds,
            EPOCHS,
            L2,
            PATTERN_L2));
    header.add(
        String.format(Locale.ROOT, "L2 %.0e between each one's opening and endgame values.", TIE));
    header.add(
        String.format(
            Locale.ROOT,
            "Training: %d positions from %d games; held out: %d positions from %d games.",
            train.size,
            train.games,
            test.size,
            test.games));
    header.add(
        String.format(
            Locale.ROOT,
            "Held-out MSE %.6f -> %.6f, log-loss %.6f -> %.6f (%s -> fitted); K %.6f.",
            mseBefore,
            mseAfter,
            loglossBefore,
            loglossAfter,
            startName,
            k));
    header.add("Reproduce from the repository root:");
    header.add("  ./mvnw -q -pl engine -am compile");
    header.add("  " + COMMAND + " " + String.join(" ", args));
    header.add("");
    try (Writer writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      new Weights(opening, endgame).write(writer, String.join("\n", header));
    }
    log("wrote %s", out);
  }

  /**
   * The game files named by the arguments, with their weights: {@code --weight W} sets the weight
   * of the positions of the files after it (1 until set).
   */
  static List<Source> sources(List<String> args) {
    List<Source> sources = new ArrayList<>();
    double weight = 1;
    double lambda = DEFAULT_LAMBDA;
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (arg.equals("--weight") || arg.equals("--lambda")) {
        if (i + 1 == args.size()) {
          throw new IllegalArgumentException(arg + " needs a number");
        }
        String value = args.get(++i);
        double number;
        try {
          number = Double.parseDouble(value);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(arg + " needs a number, not " + value);
        }
        if (arg.equals("--weight")) {
          weight = number;
        } else {
          lambda = number;
        }
      } else {
        sources.add(new Source(Path.of(arg), weight, lambda));
      }
    }
    return sources;
  }

  /** Takes {@code name} and the value after it out of {@code args}, if there. */
  static java.util.Optional<String> option(List<String> args, String name) {
    int at = args.indexOf(name);
    if (at < 0) {
      return java.util.Optional.empty();
    }
    if (at + 1 == args.size()) {
      throw new IllegalArgumentException(name + " needs a value");
    }
    String value = args.get(at + 1);
    args.subList(at, at + 2).clear();
    return java.util.Optional.of(value);
  }

  private static int positive(String value) {
    try {
      int n = Integer.parseInt(value);
      if (n > 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("--rounds needs a whole number above 0, not " + value);
  }

  private static String names(List<Source> sources) {
    return sources.stream()
        .map(
            source ->
                source.games().getFileName()
                    + (source.weight() == 1 ? "" : " (weight " + source.weight() + ")")
                    + (source.isSamples() ? " (lambda " + source.lambda() + ")" : ""))
        .collect(Collectors.joining(" and "));
  }

  private static void log(String format, Object... args) {
    System.out.println(String.format(Locale.ROOT, format, args));
  }
}
