package org.crownhead.engine.learn;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.crownhead.engine.eval.Network;

/**
 * Trains the {@link Network} of {@code NetworkEvaluation} on sample files ({@link Samples}): the
 * quiet positions of games, each with the game's result and, where there is one, a search's score.
 *
 * <p>The target of a position is a blend of the two, both as a chance of winning for the side to
 * move: {@code λ · sigmoid(score / S) + (1 − λ) · result}, where the scale {@code S} (points) is
 * fitted first so that {@code sigmoid(score / S)} best predicts the results. A position without a
 * score has the result alone as its target. The network's output {@code o} is read the same way,
 * {@code sigmoid(o)}, and is worth {@code o · S} points in the search, so its scores are on the
 * scale of the search's. The loss is the mean squared error between the two chances; the weights
 * are fitted by Adam in mini-batches, in float, with the clipping of the integer network, and
 * written rounded to integers. Every tenth game (by its number in its file) is held out to measure
 * the fit, in float and after rounding.
 *
 * <p>The run is deterministic: the samples are shuffled by a seeded generator and each batch's
 * gradient is summed in fixed parts, so the same files give the same weights on any number of
 * cores.
 *
 * <p>The command line is {@code crownhead learn train}.
 */
public final class NetworkTrainer {
  static final int PARTS = 8;
  static final double WEIGHT_LIMIT = 7.9;

  final int n1;
  final int n2;
  final int n3;

  // Parameters, and Adam's moments: one flat array each, laid out as the offsets below say.
  final double[] params;
  private final double[] m;
  private final double[] v;
  private final int w1;
  private final int b1;
  private final int w2;
  private final int b2;
  private final int w3;
  private final int b3;
  private final int wo;
  private final int bo;
  private final int size;
  private int step;

  NetworkTrainer(int n1, int n2, int n3, long seed) {
    this.n1 = n1;
    this.n2 = n2;
    this.n3 = n3;
    w1 = 0;
    b1 = w1 + Network.INPUTS * n1;
    w2 = b1 + n1;
    b2 = w2 + 2 * n1 * n2;
    w3 = b2 + n2;
    b3 = w3 + n2 * n3;
    wo = b3 + n3;
    bo = wo + n3;
    size = bo + 1;
    params = new double[size];
    m = new double[size];
    v = new double[size];
    SplittableRandom random = new SplittableRandom(seed);
    init(random, w1, Network.INPUTS * n1, 0.5 / Math.sqrt(24));
    for (int j = 0; j < n1; j++) {
      params[b1 + j] = 0.25;
    }
    init(random, w2, 2 * n1 * n2, 1 / Math.sqrt(2 * n1));
    init(random, w3, n2 * n3, 1 / Math.sqrt(n2));
    init(random, wo, n3, 1 / Math.sqrt(n3));
  }

  private void init(SplittableRandom random, int at, int count, double spread) {
    for (int i = 0; i < count; i++) {
      params[at + i] = (random.nextDouble() * 2 - 1) * spread;
    }
  }

  /** The inputs of a sample for the side to move ("us") and for the other side. */
  static void inputs(Samples s, int i, int[] us, int[] them, int[] counts) {
    int bm = s.blackMen[i];
    int bk = s.blackKings[i];
    int wm = s.whiteMen[i];
    int wk = s.whiteKings[i];
    int nb = 0;
    int nw = 0;
    int[] black = s.turn[i] == 0 ? us : them;
    int[] white = s.turn[i] == 0 ? them : us;
    int[] masks = {bm, bk, wm, wk};
    for (int kind = 0; kind < 4; kind++) {
      for (int mask = masks[kind]; mask != 0; mask &= mask - 1) {
        int square = Integer.numberOfTrailingZeros(mask);
        black[nb++] = kind * 32 + square;
        white[nw++] = (kind ^ 2) * 32 + 31 - square;
      }
    }
    counts[0] = nb;
  }

  /** Work space of one part of a batch: activations and the gradient. */
  final class Part {
    final double[] grad = new double[size];
    final int[] us = new int[32];
    final int[] them = new int[32];
    final int[] counts = new int[1];
    final double[] acc = new double[2 * n1];
    final double[] h1 = new double[2 * n1];
    final double[] z2 = new double[n2];
    final double[] h2 = new double[n2];
    final double[] z3 = new double[n3];
    final double[] h3 = new double[n3];
    final double[] d1 = new double[2 * n1];
    final double[] d2 = new double[n2];
    final double[] d3 = new double[n3];
    double loss;

    /** The network's output for sample {@code i}, in units of S (its logit). */
    double forward(Samples s, int i) {
      inputs(s, i, us, them, counts);
      int pieces = counts[0];
      for (int j = 0; j < n1; j++) {
        acc[j] = params[b1 + j];
        acc[n1 + j] = params[b1 + j];
      }
      for (int k = 0; k < pieces; k++) {
        int fu = w1 + us[k] * n1;
        int ft = w1 + them[k] * n1;
        for (int j = 0; j < n1; j++) {
          acc[j] += params[fu + j];
          acc[n1 + j] += params[ft + j];
        }
      }
      for (int j = 0; j < 2 * n1; j++) {
        h1[j] = clip(acc[j]);
      }
      for (int k = 0; k < n2; k++) {
        double sum = params[b2 + k];
        int base = w2 + k * 2 * n1;
        for (int j = 0; j < 2 * n1; j++) {
          sum += params[base + j] * h1[j];
        }
        z2[k] = sum;
        h2[k] = clip(sum);
      }
      for (int k = 0; k < n3; k++) {
        double sum = params[b3 + k];
        int base = w3 + k * n2;
        for (int j = 0; j < n2; j++) {
          sum += params[base + j] * h2[j];
        }
        z3[k] = sum;
        h3[k] = clip(sum);
      }
      double out = params[bo];
      for (int k = 0; k < n3; k++) {
        out += params[wo + k] * h3[k];
      }
      return out;
    }

    /** Adds sample {@code i}'s gradient of {@code (sigmoid(out) - target)^2}. */
    void backward(Samples s, int i, double target) {
      double out = forward(s, i);
      double p = sigmoid(out);
      double error = p - target;
      loss += error * error;
      double dOut = 2 * error * p * (1 - p);
      grad[bo] += dOut;
      for (int k = 0; k < n3; k++) {
        grad[wo + k] += dOut * h3[k];
        d3[k] = z3[k] > 0 && z3[k] < 1 ? dOut * params[wo + k] : 0;
      }
      java.util.Arrays.fill(d2, 0);
      for (int k = 0; k < n3; k++) {
        if (d3[k] == 0) {
          continue;
        }
        grad[b3 + k] += d3[k];
        int base = w3 + k * n2;
        for (int j = 0; j < n2; j++) {
          grad[base + j] += d3[k] * h2[j];
          d2[j] += d3[k] * params[base + j];
        }
      }
      java.util.Arrays.fill(d1, 0);
      for (int k = 0; k < n2; k++) {
        double d = z2[k] > 0 && z2[k] < 1 ? d2[k] : 0;
        if (d == 0) {
          continue;
        }
        grad[b2 + k] += d;
        int base = w2 + k * 2 * n1;
        for (int j = 0; j < 2 * n1; j++) {
          grad[base + j] += d * h1[j];
          d1[j] += d * params[base + j];
        }
      }
      for (int j = 0; j < 2 * n1; j++) {
        if (!(acc[j] > 0 && acc[j] < 1)) {
          d1[j] = 0;
        }
      }
      for (int j = 0; j < n1; j++) {
        grad[b1 + j] += d1[j] + d1[n1 + j];
      }
      int pieces = counts[0];
      for (int k = 0; k < pieces; k++) {
        int fu = w1 + us[k] * n1;
        int ft = w1 + them[k] * n1;
        for (int j = 0; j < n1; j++) {
          grad[fu + j] += d1[j];
          grad[ft + j] += d1[n1 + j];
        }
      }
    }
  }

  static double clip(double x) {
    return x < 0 ? 0 : x > 1 ? 1 : x;
  }

  static double sigmoid(double x) {
    return 1 / (1 + Math.exp(-x));
  }

  /** One Adam step with the summed gradient of {@code count} samples. */
  void apply(double[] grad, int count, double rate) {
    step++;
    double beta1 = 0.9;
    double beta2 = 0.999;
    double c1 = 1 - Math.pow(beta1, step);
    double c2 = 1 - Math.pow(beta2, step);
    for (int i = 0; i < size; i++) {
      double g = grad[i] / count;
      m[i] = beta1 * m[i] + (1 - beta1) * g;
      v[i] = beta2 * v[i] + (1 - beta2) * g * g;
      params[i] -= rate * (m[i] / c1) / (Math.sqrt(v[i] / c2) + 1e-8);
    }
    for (int i = w2; i < size; i++) {
      if (i < b2 || i >= w3 && i < b3 || i >= wo && i < bo) {
        params[i] = Math.max(-WEIGHT_LIMIT, Math.min(WEIGHT_LIMIT, params[i]));
      }
    }
  }

  /** The network rounded to integers, its output worth {@code scale} points a unit. */
  Network quantize(int scale) {
    int one = Network.ONE;
    int wone = Network.WEIGHT_ONE;
    return new Network(
        n1,
        n2,
        n3,
        scale,
        round(w1, Network.INPUTS * n1, one),
        round(b1, n1, one),
        round(w2, 2 * n1 * n2, wone),
        round(b2, n2, (double) one * wone),
        round(w3, n2 * n3, wone),
        round(b3, n3, (double) one * wone),
        round(wo, n3, wone),
        (int) Math.round(params[bo] * one * wone));
  }

  private int[] round(int at, int count, double factor) {
    int[] out = new int[count];
    for (int i = 0; i < count; i++) {
      out[i] = (int) Math.round(params[at + i] * factor);
    }
    return out;
  }

  /**
   * The scale S (points) with which sigmoid(score / S) best predicts the results: the samples'
   * search scores, or where none has one the standard evaluation's scores of up to 200,000 of them.
   */
  public static double fitScale(Samples s, int[] indices) {
    int[] scores = new int[indices.length];
    int[] scored = new int[indices.length];
    int n = 0;
    for (int i : indices) {
      if (s.score[i] != Samples.NO_SCORE) {
        scores[n] = s.score[i];
        scored[n] = i;
        n++;
      }
    }
    int[] chosen;
    if (n > 0) {
      chosen = java.util.Arrays.copyOf(scored, n);
    } else {
      org.crownhead.engine.eval.StandardEvaluation evaluation =
          new org.crownhead.engine.eval.StandardEvaluation();
      int step = Math.max(1, indices.length / 200_000);
      n = 0;
      chosen = new int[(indices.length + step - 1) / step];
      for (int k = 0; k < indices.length; k += step) {
        chosen[n] = indices[k];
        scores[n] = evaluation.evaluate(s.position(indices[k]));
        n++;
      }
      chosen = java.util.Arrays.copyOf(chosen, n);
    }
    double best = 40;
    double bestError = Double.MAX_VALUE;
    for (double scale = 10; scale <= 200; scale += 0.5) {
      double error = 0;
      for (int k = 0; k < chosen.length; k++) {
        double e = sigmoid(scores[k] / scale) - s.result[chosen[k]] / 1000.0;
        error += e * e;
      }
      if (error < bestError) {
        bestError = error;
        best = scale;
      }
    }
    return best;
  }

  /**
   * The target of sample {@code i}: {@code lambda · sigmoid(score / scale) + (1 − lambda) ·
   * result}, or the result alone when the sample has no score.
   */
  public static double target(Samples s, int i, double scale, double lambda) {
    double result = s.result[i] / 1000.0;
    int score = s.score[i];
    if (score == Samples.NO_SCORE) {
      return result;
    }
    return lambda * sigmoid(score / scale) + (1 - lambda) * result;
  }

  /**
   * How to train: the network's sizes ({@code n1} first-layer units, {@code n2} and {@code n3} in
   * the next two layers), the passes over the data, the batch size, Adam's learning rate, the
   * weight {@code lambda} of the search's score in the target, the shuffling seed and the threads.
   */
  public record Settings(
      int n1,
      int n2,
      int n3,
      int epochs,
      int batch,
      double rate,
      double lambda,
      long seed,
      int threads) {
    /** The settings of the shipped network, on all processors. */
    public static final Settings DEFAULTS =
        new Settings(
            64, 16, 16, 8, 4096, 0.002, 0.5, 1, Runtime.getRuntime().availableProcessors());

    /** Checks the ranges; the message names the bad value. */
    public Settings {
      if (n1 < 1 || n1 > 1024 || n2 < 1 || n2 > 256 || n3 < 1 || n3 > 256) {
        throw new IllegalArgumentException(
            "layer sizes must be 1 to 1024 (first) and 1 to 256 (second and third)");
      }
      if (epochs < 1 || batch < PARTS || rate <= 0 || lambda < 0 || lambda > 1 || threads < 1) {
        throw new IllegalArgumentException(
            "epochs and threads must be at least 1, the batch at least "
                + PARTS
                + ", the rate above 0 and lambda from 0 to 1");
      }
    }
  }

  /**
   * Trains a network on the samples of {@code files} and writes it to {@code out}, reporting to
   * {@code log}; {@code madeWith} (the command, without directories) goes into the file's comment.
   */
  public static void train(
      List<Path> files, Path out, Settings settings, PrintWriter log, String madeWith)
      throws IOException, InterruptedException {
    int n1 = settings.n1();
    int n2 = settings.n2();
    int n3 = settings.n3();
    int epochs = settings.epochs();
    int batch = settings.batch();
    double rate = settings.rate();
    double lambda = settings.lambda();
    long seed = settings.seed();
    int threads = settings.threads();
    Samples samples = new Samples();
    List<Integer> trainList = new ArrayList<>();
    List<Integer> testList = new ArrayList<>();
    for (int f = 0; f < files.size(); f++) {
      int before = samples.size();
      samples.read(files.get(f));
      for (int i = before; i < samples.size(); i++) {
        (samples.game[i] % 10 == 0 ? testList : trainList).add(i);
      }
      log.printf(Locale.ROOT, "%s: %d samples%n", files.get(f), samples.size() - before);
    }
    int[] train = trainList.stream().mapToInt(Integer::intValue).toArray();
    int[] test = testList.stream().mapToInt(Integer::intValue).toArray();
    double scale = fitScale(samples, train);
    log.printf(
        Locale.ROOT,
        "%d training samples, %d held out; scale %.1f points; network 2x%d-%d-%d-1%n",
        train.length,
        test.length,
        scale,
        n1,
        n2,
        n3);
    double[] standard = standardLoss(samples, test, scale);
    log.printf(
        Locale.ROOT,
        "held out, the standard evaluation: %.6f against the results; the search's score %.6f%n",
        standard[0],
        standard[1]);
    NetworkTrainer trainer = new NetworkTrainer(n1, n2, n3, seed);
    double[] targets = new double[samples.size()];
    for (int i = 0; i < samples.size(); i++) {
      targets[i] = target(samples, i, scale, lambda);
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<NetworkTrainer.Part> parts = new ArrayList<>();
    for (int p = 0; p < PARTS; p++) {
      parts.add(trainer.new Part());
    }
    SplittableRandom random = new SplittableRandom(seed);
    try {
      for (int epoch = 1; epoch <= epochs; epoch++) {
        shuffle(train, random);
        double epochRate = rate * (epoch > epochs * 3 / 4 ? 0.1 : epoch > epochs / 2 ? 0.3 : 1);
        double trainLoss = 0;
        for (int start = 0; start < train.length; start += batch) {
          int end = Math.min(train.length, start + batch);
          int first = start;
          List<Future<?>> running = new ArrayList<>();
          for (int p = 0; p < PARTS; p++) {
            NetworkTrainer.Part part = parts.get(p);
            int from = first + (end - first) * p / PARTS;
            int to = first + (end - first) * (p + 1) / PARTS;
            running.add(
                pool.submit(
                    () -> {
                      java.util.Arrays.fill(part.grad, 0);
                      part.loss = 0;
                      for (int k = from; k < to; k++) {
                        int i = train[k];
                        part.backward(samples, i, targets[i]);
                      }
                    }));
          }
          for (Future<?> f : running) {
            join(f);
          }
          double[] grad = parts.get(0).grad;
          trainLoss += parts.get(0).loss;
          for (int p = 1; p < PARTS; p++) {
            double[] g = parts.get(p).grad;
            for (int i = 0; i < grad.length; i++) {
              grad[i] += g[i];
            }
            trainLoss += parts.get(p).loss;
          }
          trainer.apply(grad, end - start, epochRate);
        }
        double[] testLoss = trainer.evaluate(samples, test, targets, scale, parts.get(0));
        log.printf(
            Locale.ROOT,
            "epoch %d: training loss %.6f, held out %.6f (against results %.6f)%n",
            epoch,
            trainLoss / train.length,
            testLoss[0],
            testLoss[1]);
      }
    } finally {
      pool.shutdown();
    }
    Network network = trainer.quantize((int) Math.round(scale));
    double[] quantized = quantizedLoss(network, samples, test, targets);
    double[] floats = trainer.evaluate(samples, test, targets, scale, parts.get(0));
    log.printf(
        Locale.ROOT,
        "held out: float %.6f, integer %.6f (against results: %.6f, %.6f)%n",
        floats[0],
        quantized[0],
        floats[1],
        quantized[1]);
    List<String> comments = new ArrayList<>();
    comments.add(
        "Weights of Crownhead's NetworkEvaluation, made by org.crownhead.engine.learn.NetworkTrainer.");
    comments.add(
        String.format(
            Locale.ROOT,
            "%d training positions, %d held out; target %.2f * sigmoid(score / %.1f) + %.2f * result.",
            train.length,
            test.length,
            lambda,
            scale,
            1 - lambda));
    comments.add(
        String.format(
            Locale.ROOT,
            "Held-out MSE against the targets %.6f, against the results %.6f (integer network).",
            quantized[0],
            quantized[1]));
    comments.add("Made with: " + madeWith);
    try (Writer writer = Files.newBufferedWriter(out, StandardCharsets.US_ASCII)) {
      network.write(writer, comments);
    }
    log.println("written to " + out);
  }

  /** Waits for a part of a batch; a failure in it is a bug, thrown on unchecked. */
  private static void join(Future<?> part) throws InterruptedException {
    try {
      part.get();
    } catch (ExecutionException e) {
      throw new IllegalStateException("a part of the training failed", e.getCause());
    }
  }

  /** Mean squared error against the targets and against the results, over {@code indices}. */
  double[] evaluate(Samples s, int[] indices, double[] targets, double scale, Part part) {
    double error = 0;
    double resultError = 0;
    for (int i : indices) {
      double p = sigmoid(part.forward(s, i));
      double e = p - targets[i];
      error += e * e;
      double r = p - s.result[i] / 1000.0;
      resultError += r * r;
    }
    return new double[] {error / indices.length, resultError / indices.length};
  }

  /** The same for the integer network, through the evaluation the search uses. */
  static double[] quantizedLoss(Network network, Samples s, int[] indices, double[] targets) {
    org.crownhead.engine.eval.NetworkEvaluation evaluation =
        new org.crownhead.engine.eval.NetworkEvaluation(network);
    double error = 0;
    double resultError = 0;
    int scale = network.scale();
    for (int i : indices) {
      double p = sigmoid(evaluation.evaluate(s.position(i)) / (double) scale);
      double e = p - targets[i];
      error += e * e;
      double r = p - s.result[i] / 1000.0;
      resultError += r * r;
    }
    return new double[] {error / indices.length, resultError / indices.length};
  }

  /**
   * The mean squared error against the results of {@code StandardEvaluation} and of the samples'
   * search scores (where they have one), read with the same scale.
   */
  static double[] standardLoss(Samples s, int[] indices, double scale) {
    org.crownhead.engine.eval.StandardEvaluation evaluation =
        new org.crownhead.engine.eval.StandardEvaluation();
    double error = 0;
    double scoreError = 0;
    int scored = 0;
    for (int i : indices) {
      double result = s.result[i] / 1000.0;
      double e = sigmoid(evaluation.evaluate(s.position(i)) / scale) - result;
      error += e * e;
      if (s.score[i] != Samples.NO_SCORE) {
        double d = sigmoid(s.score[i] / scale) - result;
        scoreError += d * d;
        scored++;
      }
    }
    return new double[] {error / indices.length, scored > 0 ? scoreError / scored : Double.NaN};
  }

  private static void shuffle(int[] values, SplittableRandom random) {
    for (int i = values.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = values[i];
      values[i] = values[j];
      values[j] = t;
    }
  }
}
