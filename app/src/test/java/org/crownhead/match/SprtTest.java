package org.crownhead.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The SPRT against values computed independently with fishtest's formulas (its LLRcalc: the MLE by
 * the secular equation solved with scipy's brentq, and the normalized-Elo approximation), and
 * against cases worked out by hand.
 */
class SprtTest {
  private static final Sprt LOGISTIC = new Sprt(0, 5, 0.05, 0.05, Sprt.Model.LOGISTIC);
  private static final Sprt NORMALIZED = new Sprt(0, 5, 0.05, 0.05, Sprt.Model.NORMALIZED);

  @Test
  void waldBounds() {
    // ln(0.05 / 0.95) and ln(0.95 / 0.05).
    assertThat(LOGISTIC.lowerBound()).isCloseTo(-2.9444389791664403, within(1e-12));
    assertThat(LOGISTIC.upperBound()).isCloseTo(2.9444389791664403, within(1e-12));
    Sprt lopsided = new Sprt(0, 5, 0.1, 0.2, Sprt.Model.LOGISTIC);
    assertThat(lopsided.lowerBound()).isCloseTo(Math.log(0.2 / 0.9), within(1e-12));
    assertThat(lopsided.upperBound()).isCloseTo(Math.log(0.8 / 0.1), within(1e-12));
  }

  @ParameterizedTest
  @CsvSource({
    "10, 20, 30, 20, 12, 0.05541770500295394, 0.04999038346330649",
    "3, 40, 120, 50, 5, 0.5606539375106081, 0.3361534744185064",
    "0, 0, 100, 0, 0, -1.4416479084497875, -0.02070922349369645",
    "1, 60, 500, 1200, 600, 33.6793364085711, 33.85701518939438"
  })
  void pentanomialLlrAsFishtestComputesIt(
      long ll, long ld, long even, long wd, long ww, double logistic, double normalized) {
    long[] pairs = {ll, ld, even, wd, ww};
    assertThat(LOGISTIC.llr(pairs)).isCloseTo(logistic, within(1e-8));
    assertThat(NORMALIZED.llr(pairs)).isCloseTo(normalized, within(1e-8));
  }

  @Test
  void trinomialLlrAsFishtestComputesIt() {
    // 5 losses, 30 draws, 20 wins.
    assertThat(LOGISTIC.llr(new long[] {5, 30, 20})).isCloseTo(0.46475234802880294, within(1e-8));
    assertThat(NORMALIZED.llr(new long[] {5, 30, 20})).isCloseTo(0.289572548687638, within(1e-8));
    assertThat(new Sprt(-3, 1, 0.05, 0.05, Sprt.Model.LOGISTIC).llr(new long[] {25, 60, 30}))
        .isCloseTo(0.12828746727199686, within(1e-8));
  }

  @Test
  void mostLikelyDistributionOfTwoOutcomesIsForcedByItsMean() {
    // With two outcomes, 0 and 1, the only distribution with mean s is (1 - s, s).
    double[] q = Sprt.mostLikely(new double[] {0, 1}, new double[] {0.3, 0.7}, 0.55);
    assertThat(q[0]).isCloseTo(0.45, within(1e-12));
    assertThat(q[1]).isCloseTo(0.55, within(1e-12));
  }

  @Test
  void mostLikelyDistributionHasTheMeanAskedForAndStaysClose() {
    double[] x = {0, 0.25, 0.5, 0.75, 1};
    double[] p = {0.1, 0.2, 0.4, 0.2, 0.1};
    double[] q = Sprt.mostLikely(x, p, 0.52);
    double sum = 0;
    double mean = 0;
    for (int i = 0; i < q.length; i++) {
      sum += q[i];
      mean += q[i] * x[i];
    }
    assertThat(sum).isCloseTo(1, within(1e-12));
    assertThat(mean).isCloseTo(0.52, within(1e-12));
    // Mass moves from the low outcomes to the high ones, in order.
    assertThat(q[0]).isLessThan(p[0]);
    assertThat(q[4]).isGreaterThan(p[4]);
    // Asked for the observed mean, it is the observed distribution.
    assertThat(Sprt.mostLikely(x, p, 0.5)).containsExactly(p, within(1e-12));
  }

  @Test
  void winsAndLossesOnlyGiveTheBinomialLlrByHand() {
    // 60 wins and 40 losses (no draws: 0.001 of a draw stands in, as in fishtest). By hand, for
    // a binomial: 60 ln(s1/s0) + 40 ln((1-s1)/(1-s0)).
    Sprt sprt = new Sprt(0, 20, 0.05, 0.05, Sprt.Model.LOGISTIC);
    double s0 = 0.5;
    double s1 = 1 / (1 + Math.pow(10, -20 / 400.0));
    double byHand = 60 * Math.log(s1 / s0) + 40 * Math.log((1 - s1) / (1 - s0));
    assertThat(sprt.llr(new long[] {40, 0, 60})).isCloseTo(byHand, within(1e-3));
  }

  @Test
  void llrIsZeroWithoutResultsAndSymmetricWithSymmetricBounds() {
    assertThat(LOGISTIC.llr(new long[5])).isZero();
    Sprt symmetric = new Sprt(-5, 5, 0.05, 0.05, Sprt.Model.LOGISTIC);
    assertThat(symmetric.llr(new long[] {7, 20, 40, 20, 7})).isCloseTo(0, within(1e-9));
    assertThat(symmetric.llr(new long[] {3, 10, 40, 20, 7}))
        .isCloseTo(-symmetric.llr(new long[] {7, 20, 40, 10, 3}), within(1e-9));
  }

  @Test
  void verdicts() {
    assertThat(LOGISTIC.verdict(0)).isEqualTo(Sprt.Verdict.CONTINUE);
    assertThat(LOGISTIC.verdict(2.95)).isEqualTo(Sprt.Verdict.H1);
    assertThat(LOGISTIC.verdict(-2.95)).isEqualTo(Sprt.Verdict.H0);
    assertThat(LOGISTIC.verdict(LOGISTIC.llr(new long[] {1, 60, 500, 1200, 600})))
        .isEqualTo(Sprt.Verdict.H1);
    assertThat(LOGISTIC.verdict(LOGISTIC.llr(new long[] {600, 1200, 500, 60, 1})))
        .isEqualTo(Sprt.Verdict.H0);
  }

  @Test
  void parsesItsSettings() {
    Sprt sprt = Sprt.parse("elo0=0,elo1=5,alpha=0.05,beta=0.05");
    assertThat(sprt.elo0()).isZero();
    assertThat(sprt.elo1()).isEqualTo(5);
    assertThat(sprt.model()).isEqualTo(Sprt.Model.LOGISTIC);
    assertThat(sprt.toString()).isEqualTo("elo0=0 elo1=5 alpha=0.05 beta=0.05 (logistic Elo)");

    Sprt other = Sprt.parse(" elo1 = 2.5 , elo0=-1.5, model=Normalized, beta=0.1");
    assertThat(other.elo0()).isEqualTo(-1.5);
    assertThat(other.elo1()).isEqualTo(2.5);
    assertThat(other.alpha()).isEqualTo(0.05);
    assertThat(other.beta()).isEqualTo(0.1);
    assertThat(other.model()).isEqualTo(Sprt.Model.NORMALIZED);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "elo1=5|needs elo0 and elo1",
        "elo0=5,elo1=0|elo0 < elo1",
        "elo0=0,elo1=5,alpha=1.5|alpha and beta between 0 and 1",
        "elo0=0,elo1=x|elo1 must be a number, not \"x\"",
        "elo0=0,elo1=5,gamma=1|unknown SPRT setting \"gamma\"",
        "elo0=0,elo1=5,model=bayes|model must be logistic or normalized",
        "elo0 0|needs the form name=value"
      })
  void refusesBadSettingsSayingWhy(String text, String message) {
    assertThatThrownBy(() -> Sprt.parse(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(message);
  }
}
