package org.crownhead.match;

import java.util.Locale;

/**
 * A sequential probability ratio test: does the first engine gain at least {@code elo1} Elo (H1),
 * or at most {@code elo0} (H0)? After each game pair the log-likelihood ratio (LLR) of the results
 * is compared with two bounds; the test stops when it crosses one.
 *
 * <p>The bounds are Wald's: {@code ln(β / (1 - α))} below, where H0 is accepted, and {@code ln((1 -
 * β) / α)} above, where H1 is accepted; α is the chance of accepting H1 when H0 holds, β that of
 * accepting H0 when H1 holds.
 *
 * <p>The LLR is the one fishtest (Stockfish's testing framework) computes, a generalized SPRT
 * (GSPRT) over the pentanomial distribution of game pairs, or over the trinomial of single games
 * when given three counts:
 *
 * <ul>
 *   <li>{@link Model#LOGISTIC} (the default): {@code elo0} and {@code elo1} are logistic Elo, the
 *       scale of {@link EloEstimate}, turned into expected scores {@code s0}, {@code s1}. The LLR
 *       is {@code N Σ p_i ln(q1_i / q0_i)}, where {@code p} is the observed distribution of the
 *       {@code N} outcomes and {@code q0}, {@code q1} are the distributions with mean {@code s0},
 *       {@code s1} most likely to have produced it (maximum likelihood under the constraint on the
 *       mean: {@code q_i = p_i / (1 + λ (x_i - s))}, {@code λ} solving {@code Σ p_i (x_i - s) / (1
 *       + λ (x_i - s)) = 0}). This is fishtest's {@code LLR_logistic}.
 *   <li>{@link Model#NORMALIZED}: {@code elo0} and {@code elo1} are normalized Elo (the score's
 *       distance from ½ in standard deviations of one game, times {@code 800 / ln 10}), which is
 *       what fishtest's bounds mean today. The LLR is fishtest's approximation {@code (n / 2) ln((1
 *       + (t - t0)²) / (1 + (t - t1)²))}, with {@code n} games and {@code t} the observed
 *       normalized score.
 * </ul>
 *
 * As in fishtest, an outcome never seen counts as 0.001 of an outcome, so that the maximum
 * likelihood exists from the first pair on.
 *
 * <pre>{@code
 * Sprt sprt = Sprt.parse("elo0=0,elo1=5,alpha=0.05,beta=0.05");
 * sprt.upperBound(); // 2.9444389791664403
 * sprt.verdict(sprt.llr(new long[] {0, 0, 100, 0, 0})); // CONTINUE
 * }</pre>
 */
public final class Sprt {
  /** How the Elo bounds are measured. */
  public enum Model {
    /** Logistic Elo, the scale of the match report. */
    LOGISTIC,
    /** Normalized Elo, fishtest's scale. */
    NORMALIZED;

    String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** What the test says so far. */
  public enum Verdict {
    /** Neither bound crossed: play on. */
    CONTINUE,
    /** The LLR crossed the lower bound: H0 (no gain of {@code elo1}) is accepted. */
    H0,
    /** The LLR crossed the upper bound: H1 (a gain of at least {@code elo1}) is accepted. */
    H1
  }

  /** The weight given to an outcome never seen, as in fishtest. */
  static final double UNSEEN = 1e-3;

  private final double elo0;
  private final double elo1;
  private final double alpha;
  private final double beta;
  private final Model model;

  /**
   * A test of H0: {@code elo <= elo0} against H1: {@code elo >= elo1}.
   *
   * @throws IllegalArgumentException unless {@code elo0 < elo1} and α, β are between 0 and 1 with
   *     {@code α + β < 1}
   */
  public Sprt(double elo0, double elo1, double alpha, double beta, Model model) {
    if (!(elo0 < elo1) || !Double.isFinite(elo0) || !Double.isFinite(elo1)) {
      throw new IllegalArgumentException(
          "SPRT needs elo0 < elo1, not elo0=" + number(elo0) + " elo1=" + number(elo1));
    }
    if (!(alpha > 0 && alpha < 1) || !(beta > 0 && beta < 1) || alpha + beta >= 1) {
      throw new IllegalArgumentException(
          "SPRT needs alpha and beta between 0 and 1 (and alpha + beta < 1), not alpha="
              + number(alpha)
              + " beta="
              + number(beta));
    }
    if (model == Model.LOGISTIC && (Math.abs(elo0) > 1000 || Math.abs(elo1) > 1000)) {
      throw new IllegalArgumentException("SPRT Elo bounds must be within ±1000");
    }
    this.elo0 = elo0;
    this.elo1 = elo1;
    this.alpha = alpha;
    this.beta = beta;
    this.model = model;
  }

  /**
   * Reads {@code elo0=0,elo1=5,alpha=0.05,beta=0.05[,model=logistic|normalized]}: settings
   * separated by commas, in any order; {@code elo0} and {@code elo1} are needed, alpha and beta
   * default to 0.05, the model to logistic.
   *
   * @throws IllegalArgumentException naming the setting that is wrong
   */
  public static Sprt parse(String text) {
    Double e0 = null;
    Double e1 = null;
    double a = 0.05;
    double b = 0.05;
    Model m = Model.LOGISTIC;
    for (String part : text.split(",")) {
      String item = part.strip();
      if (item.isEmpty()) {
        continue;
      }
      int equals = item.indexOf('=');
      if (equals < 0) {
        throw new IllegalArgumentException(
            "SPRT setting \"" + item + "\" needs the form name=value, such as elo1=5");
      }
      String name = item.substring(0, equals).strip().toLowerCase(Locale.ROOT);
      String value = item.substring(equals + 1).strip();
      switch (name) {
        case "elo0" -> e0 = decimal(name, value);
        case "elo1" -> e1 = decimal(name, value);
        case "alpha" -> a = decimal(name, value);
        case "beta" -> b = decimal(name, value);
        case "model" -> m = model(value);
        default ->
            throw new IllegalArgumentException(
                "unknown SPRT setting \""
                    + name
                    + "\"; the settings are elo0, elo1, alpha, beta and model");
      }
    }
    if (e0 == null || e1 == null) {
      throw new IllegalArgumentException(
          "SPRT needs elo0 and elo1, such as elo0=0,elo1=5 (got \"" + text + "\")");
    }
    return new Sprt(e0, e1, a, b, m);
  }

  private static double decimal(String name, String value) {
    try {
      double number = Double.parseDouble(value);
      if (Double.isFinite(number)) {
        return number;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        "SPRT setting " + name + " must be a number, not \"" + value + "\"");
  }

  private static Model model(String value) {
    for (Model each : Model.values()) {
      if (each.label().equalsIgnoreCase(value)) {
        return each;
      }
    }
    throw new IllegalArgumentException(
        "SPRT model must be logistic or normalized, not \"" + value + "\"");
  }

  public double elo0() {
    return elo0;
  }

  public double elo1() {
    return elo1;
  }

  public double alpha() {
    return alpha;
  }

  public double beta() {
    return beta;
  }

  public Model model() {
    return model;
  }

  /** The LLR at or below which H0 is accepted: {@code ln(β / (1 - α))}. */
  public double lowerBound() {
    return Math.log(beta / (1 - alpha));
  }

  /** The LLR at or above which H1 is accepted: {@code ln((1 - β) / α)}. */
  public double upperBound() {
    return Math.log((1 - beta) / alpha);
  }

  /** What an LLR says. */
  public Verdict verdict(double llr) {
    if (llr >= upperBound()) {
      return Verdict.H1;
    }
    if (llr <= lowerBound()) {
      return Verdict.H0;
    }
    return Verdict.CONTINUE;
  }

  /**
   * The LLR of the results: five counts of game pairs by the first engine's half-points (0 = lost
   * both ... 4 = won both), or three counts of single games (losses, draws, wins). 0 when there are
   * no results.
   *
   * @throws IllegalArgumentException for another number of counts, or a negative count
   */
  public double llr(long[] counts) {
    if (counts.length != 3 && counts.length != 5) {
      throw new IllegalArgumentException(
          "SPRT needs 3 counts (losses, draws, wins) or 5 (game pairs), not " + counts.length);
    }
    if (EloEstimate.total(counts) == 0) {
      return 0;
    }
    double[] weights = new double[counts.length];
    double n = 0;
    for (int i = 0; i < counts.length; i++) {
      weights[i] = counts[i] == 0 ? UNSEEN : counts[i];
      n += weights[i];
    }
    double[] x = new double[counts.length];
    double[] p = new double[counts.length];
    for (int i = 0; i < counts.length; i++) {
      x[i] = (double) i / (counts.length - 1);
      p[i] = weights[i] / n;
    }
    if (model == Model.LOGISTIC) {
      double[] q0 = mostLikely(x, p, EloEstimate.scoreOf(elo0));
      double[] q1 = mostLikely(x, p, EloEstimate.scoreOf(elo1));
      double sum = 0;
      for (int i = 0; i < p.length; i++) {
        sum += p[i] * (Math.log(q1[i]) - Math.log(q0[i]));
      }
      return n * sum;
    }
    double mean = 0;
    for (int i = 0; i < p.length; i++) {
      mean += p[i] * x[i];
    }
    double variance = 0;
    for (int i = 0; i < p.length; i++) {
      variance += p[i] * (x[i] - mean) * (x[i] - mean);
    }
    boolean pairs = counts.length == 5;
    double sigma = Math.sqrt(pairs ? 2 * variance : variance);
    double games = pairs ? 2 * n : n;
    double t = (mean - 0.5) / sigma;
    double t0 = elo0 / EloEstimate.NELO_PER_T;
    double t1 = elo1 / EloEstimate.NELO_PER_T;
    return games / 2 * Math.log((1 + (t - t0) * (t - t0)) / (1 + (t - t1) * (t - t1)));
  }

  /**
   * The distribution on the outcomes {@code x} with mean {@code s} that is most likely to have
   * given the observed shares {@code p} (all positive): {@code p_i / (1 + λ (x_i - s))}, where
   * {@code λ} is the root of the decreasing function {@code Σ p_i (x_i - s) / (1 + λ (x_i - s))}
   * between the poles {@code -1 / max(x - s)} and {@code -1 / min(x - s)}, found by bisection.
   */
  static double[] mostLikely(double[] x, double[] p, double s) {
    double low = Double.NEGATIVE_INFINITY;
    double high = Double.POSITIVE_INFINITY;
    for (double xi : x) {
      double d = xi - s;
      if (d > 0) {
        low = Math.max(low, -1 / d);
      } else if (d < 0) {
        high = Math.min(high, -1 / d);
      }
    }
    for (int i = 0; i < 200; i++) {
      double middle = low + (high - low) / 2;
      if (middle <= low || middle >= high) {
        break;
      }
      double f = 0;
      for (int k = 0; k < x.length; k++) {
        double d = x[k] - s;
        f += p[k] * d / (1 + middle * d);
      }
      if (f > 0) {
        low = middle;
      } else {
        high = middle;
      }
    }
    double lambda = low + (high - low) / 2;
    double[] q = new double[x.length];
    for (int k = 0; k < x.length; k++) {
      q[k] = p[k] / (1 + lambda * (x[k] - s));
    }
    return q;
  }

  /** "elo0=0 elo1=5 alpha=0.05 beta=0.05 (logistic Elo)". */
  @Override
  public String toString() {
    return "elo0="
        + number(elo0)
        + " elo1="
        + number(elo1)
        + " alpha="
        + number(alpha)
        + " beta="
        + number(beta)
        + " ("
        + model.label()
        + " Elo)";
  }

  private static String number(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e9) {
      return Long.toString((long) value);
    }
    return Double.toString(value);
  }
}
