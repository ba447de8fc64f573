package org.crownhead.match;

import java.util.Locale;

/**
 * The Elo difference that a match score points to, with its 95% error bars and the likelihood of
 * superiority (LOS), for the first engine against the second.
 *
 * <p>The model is the logistic one: a score {@code s} (wins plus half the draws, over the games)
 * means a difference of {@code -400 log10(1/s - 1)} Elo. The error comes from the spread of the
 * results around their mean. Two ways to measure it:
 *
 * <ul>
 *   <li>{@link #trinomial}: every game on its own, scoring 1, ½ or 0. Right when the games are
 *       independent.
 *   <li>{@link #pentanomial}: the games in pairs, each opening played twice with the colours
 *       reversed, a pair scoring 0, ¼, ½, ¾ or 1 per game. The two games of a pair are not
 *       independent (an opening that favours one colour gives a win to each side), so this is the
 *       honest measure for a match over a ballot deck, and usually a smaller one. Fishtest and the
 *       Stockfish tools use it.
 * </ul>
 *
 * In both, with {@code p_i} the share of the outcomes scoring {@code x_i} and {@code n} their
 * number, the mean is {@code s = Σ p_i x_i}, the variance {@code σ² = Σ p_i (x_i - s)²}, and the
 * standard error of {@code s} is {@code σ / √n}. The 95% interval of the score, {@code s ± 1.96
 * σ/√n}, becomes the Elo interval through the same logistic formula (so it is not symmetric around
 * the estimate); {@link #margin()} is half its width. The LOS is the normal probability {@code Φ((s
 * - ½) / (σ/√n))} that the first engine is the stronger. Normalized Elo, as fishtest reports it, is
 * {@code (s - ½) / σ_game · 800 / ln 10}, with {@code σ_game = σ} for single games and {@code σ √2}
 * for pairs. The observed frequencies are used as they are: no prior is mixed in.
 *
 * <pre>{@code
 * EloEstimate e = EloEstimate.trinomial(30, 40, 30);
 * e.elo(); // 0.0
 * e.los(); // 0.5
 * EloEstimate.eloOf(0.75); // 190.848501887865
 * EloEstimate.pentanomial(new long[] {0, 0, 10, 0, 0}).margin(); // 0.0
 * }</pre>
 *
 * @param model {@code "trinomial"} or {@code "pentanomial"}
 * @param samples the games (trinomial) or game pairs (pentanomial) counted
 * @param score the mean score per game, from 0 to 1
 * @param stdError the standard error of the score
 * @param elo the Elo difference (infinite at a score of 0 or 1; NaN with no samples)
 * @param lower the lower end of the 95% interval
 * @param upper the upper end of the 95% interval
 * @param los the likelihood of superiority, from 0 to 1
 * @param normalizedElo the normalized Elo (NaN when the results do not vary)
 */
public record EloEstimate(
    String model,
    long samples,
    double score,
    double stdError,
    double elo,
    double lower,
    double upper,
    double los,
    double normalizedElo) {

  /** The two-sided 95% quantile of the normal distribution. */
  public static final double Z95 = 1.959963984540054;

  /** Normalized Elo per unit of normalized score (t-value): {@code 800 / ln 10}. */
  public static final double NELO_PER_T = 800 / Math.log(10);

  /** The Elo difference of a score: {@code -400 log10(1/s - 1)}; ±infinity at 0 and 1. */
  public static double eloOf(double score) {
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return -400 * Math.log10(1 / score - 1) + 0.0; // + 0.0: an even score is 0, not -0
  }

  /** The expected score of an Elo difference: {@code 1 / (1 + 10^(-elo/400))}. */
  public static double scoreOf(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /**
   * The estimate from single games.
   *
   * @throws IllegalArgumentException if a count is negative
   */
  public static EloEstimate trinomial(long wins, long draws, long losses) {
    return of("trinomial", new long[] {losses, draws, wins});
  }

  /**
   * The estimate from game pairs: {@code pairs[k]} is the number of pairs in which the first engine
   * scored {@code k} half-points (0 = lost both, 4 = won both).
   *
   * @throws IllegalArgumentException if there are not five counts or a count is negative
   */
  public static EloEstimate pentanomial(long[] pairs) {
    if (pairs.length != 5) {
      throw new IllegalArgumentException(
          "a pentanomial needs 5 counts (pairs scoring 0 to 4 half-points), not " + pairs.length);
    }
    return of("pentanomial", pairs);
  }

  /**
   * The sum of the counts of outcomes.
   *
   * @throws IllegalArgumentException if a count is negative
   */
  static long total(long[] counts) {
    long total = 0;
    for (long count : counts) {
      if (count < 0) {
        throw new IllegalArgumentException("counts must not be negative: " + count);
      }
      total += count;
    }
    return total;
  }

  /** Counts of outcomes scoring {@code i / (counts.length - 1)} per game. */
  private static EloEstimate of(String model, long[] counts) {
    long n = total(counts);
    if (n == 0) {
      return new EloEstimate(
          model,
          0,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN,
          Double.NaN);
    }
    double step = 1.0 / (counts.length - 1);
    double mean = 0;
    for (int i = 0; i < counts.length; i++) {
      mean += counts[i] * (i * step);
    }
    mean /= n;
    double variance = 0;
    for (int i = 0; i < counts.length; i++) {
      double d = i * step - mean;
      variance += counts[i] * d * d;
    }
    variance /= n;
    double error = Math.sqrt(variance / n);
    double lower = eloOf(mean - Z95 * error);
    double upper = eloOf(mean + Z95 * error);
    double los;
    if (error == 0) {
      los = mean > 0.5 ? 1 : mean < 0.5 ? 0 : 0.5;
    } else {
      los = phi((mean - 0.5) / error);
    }
    double perGame = counts.length == 5 ? Math.sqrt(2 * variance) : Math.sqrt(variance);
    double normalized = perGame == 0 ? Double.NaN : (mean - 0.5) / perGame * NELO_PER_T;
    return new EloEstimate(model, n, mean, error, eloOf(mean), lower, upper, los, normalized);
  }

  /** Half the width of the 95% interval, in Elo: the {@code ±} of "+12.3 ± 8.1". */
  public double margin() {
    return (upper - lower) / 2;
  }

  /**
   * The standard normal distribution function Φ, to about 1e-15: {@code (1 + erf(x/√2)) / 2}, with
   * the error function summed from its series of positive terms {@code erf(z) = 2/√π e^(-z²) Σ
   * (2z²)^n z / (1·3·…·(2n+1))}.
   */
  public static double phi(double x) {
    return x < 0 ? 0.5 * (1 - erf(-x / Math.sqrt(2))) : 0.5 * (1 + erf(x / Math.sqrt(2)));
  }

  /** erf(z) for z ≥ 0. */
  static double erf(double z) {
    if (z > 6) {
      return 1; // 1 - erf(6) < 3e-17
    }
    double term = z;
    double sum = z;
    for (int n = 1; term > 1e-17 * sum; n++) {
      term *= 2 * z * z / (2 * n + 1);
      sum += term;
    }
    return Math.min(1, 2 / Math.sqrt(Math.PI) * Math.exp(-z * z) * sum);
  }

  /** An Elo figure for people: {@code +12.3}, {@code -4.0}, {@code +inf}. */
  public static String format(double elo) {
    if (Double.isNaN(elo)) {
      return "n/a";
    }
    if (Double.isInfinite(elo)) {
      return elo > 0 ? "+inf" : "-inf";
    }
    double tenths = Math.round(elo * 10) / 10.0;
    return String.format(Locale.ROOT, "%+.1f", tenths == 0 ? 0.0 : tenths);
  }

  /** "+12.3 ± 8.1 (95%: +4.2 .. +20.4), LOS 99.8%". */
  @Override
  public String toString() {
    if (samples == 0) {
      return "no games";
    }
    String margin =
        Double.isFinite(margin()) ? String.format(Locale.ROOT, "%.1f", margin()) : "inf";
    return format(elo)
        + " ± "
        + margin
        + " (95%: "
        + format(lower)
        + " .. "
        + format(upper)
        + "), LOS "
        + String.format(Locale.ROOT, "%.1f%%", 100 * los);
  }
}
