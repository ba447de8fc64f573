package org.crownhead.puzzle;

import java.util.List;

/**
 * Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2012): a rating, its deviation
 * (how uncertain it is) and its volatility (how much it is expected to move). Each solved or failed
 * puzzle is one rating period with one game, for the player and for the puzzle alike.
 *
 * <pre>{@code
 * Glicko2 glicko = new Glicko2(0.5);
 * Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
 * Glicko2.Rating after = glicko.update(player, List.of(
 *     new Glicko2.Result(new Glicko2.Rating(1400, 30, 0.06), 1),
 *     new Glicko2.Result(new Glicko2.Rating(1550, 100, 0.06), 0),
 *     new Glicko2.Result(new Glicko2.Rating(1700, 300, 0.06), 0)));
 * Math.round(after.rating()); // 1464
 * Math.round(after.deviation()); // 152
 * }</pre>
 */
public final class Glicko2 {
  /** The factor between the Glicko scale and the Glicko-2 scale. */
  private static final double SCALE = 173.7178;

  /** Where the iteration for the new volatility stops. */
  private static final double EPSILON = 0.000001;

  private final double tau;

  /**
   * @param tau the system constant that limits how fast the volatility changes (0.3 to 1.2; the
   *     paper's example uses 0.5)
   */
  public Glicko2(double tau) {
    if (!(tau > 0)) {
      throw new IllegalArgumentException("tau must be positive, not " + tau);
    }
    this.tau = tau;
  }

  /**
   * A rating on the Glicko scale (1500 is the usual start).
   *
   * @param rating the rating
   * @param deviation its deviation, 350 for someone new
   * @param volatility its volatility, 0.06 at the start
   */
  public record Rating(double rating, double deviation, double volatility) {
    public Rating {
      if (!(deviation > 0) || !(volatility > 0)) {
        throw new IllegalArgumentException(
            "a rating needs a positive deviation and volatility: " + deviation + ", " + volatility);
      }
    }
  }

  /**
   * One game of a rating period: the opponent's rating and the score against it.
   *
   * @param opponent the opponent's rating before the period
   * @param score 1 for a win, 0.5 a draw, 0 a loss
   */
  public record Result(Rating opponent, double score) {}

  /** The rating after a period with these games; with none, only the deviation grows. */
  public Rating update(Rating before, List<Result> results) {
    double mu = (before.rating() - 1500) / SCALE;
    double phi = before.deviation() / SCALE;
    double sigma = before.volatility();
    if (results.isEmpty()) {
      return new Rating(
          before.rating(), SCALE * Math.sqrt(phi * phi + sigma * sigma), before.volatility());
    }
    double inverseV = 0;
    double sum = 0;
    for (Result result : results) {
      double muJ = (result.opponent().rating() - 1500) / SCALE;
      double g = g(result.opponent().deviation() / SCALE);
      double expected = 1 / (1 + Math.exp(-g * (mu - muJ)));
      inverseV += g * g * expected * (1 - expected);
      sum += g * (result.score() - expected);
    }
    double v = 1 / inverseV;
    double delta = v * sum;
    double newSigma = volatility(phi, sigma, v, delta);
    double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
    double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
    double newMu = mu + newPhi * newPhi * sum;
    return new Rating(SCALE * newMu + 1500, SCALE * newPhi, newSigma);
  }

  /** The expected score of a rating against another, from 0 to 1. */
  public static double expected(Rating player, Rating opponent) {
    double g = g(opponent.deviation() / SCALE);
    return 1 / (1 + Math.exp(-g * (player.rating() - opponent.rating()) / SCALE));
  }

  private static double g(double phi) {
    return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
  }

  /** Step 5 of the paper: the new volatility, by the Illinois algorithm. */
  private double volatility(double phi, double sigma, double v, double delta) {
    double a = Math.log(sigma * sigma);
    double bigA = a;
    double bigB;
    if (delta * delta > phi * phi + v) {
      bigB = Math.log(delta * delta - phi * phi - v);
    } else {
      int k = 1;
      while (f(a - k * tau, a, phi, v, delta) < 0) {
        k++;
      }
      bigB = a - k * tau;
    }
    double fA = f(bigA, a, phi, v, delta);
    double fB = f(bigB, a, phi, v, delta);
    while (Math.abs(bigB - bigA) > EPSILON) {
      double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
      double fC = f(bigC, a, phi, v, delta);
      if (fC * fB <= 0) {
        bigA = bigB;
        fA = fB;
      } else {
        fA /= 2;
      }
      bigB = bigC;
      fB = fC;
    }
    return Math.exp(bigA / 2);
  }

  private double f(double x, double a, double phi, double v, double delta) {
    double ex = Math.exp(x);
    double d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
  }
}
