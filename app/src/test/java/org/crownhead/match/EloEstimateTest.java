package org.crownhead.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EloEstimateTest {
  @Test
  void eloOfAScoreIsTheLogisticFormula() {
    assertThat(EloEstimate.eloOf(0.5)).isZero();
    // 3 to 1: -400 log10(1/3) = 400 log10 3.
    assertThat(EloEstimate.eloOf(0.75)).isCloseTo(400 * Math.log10(3), within(1e-12));
    assertThat(EloEstimate.eloOf(0.25)).isCloseTo(-400 * Math.log10(3), within(1e-12));
    // 10 to 1: exactly 400.
    assertThat(EloEstimate.eloOf(10.0 / 11)).isCloseTo(400, within(1e-9));
    assertThat(EloEstimate.eloOf(1)).isInfinite().isPositive();
    assertThat(EloEstimate.eloOf(0)).isInfinite().isNegative();
  }

  @ParameterizedTest
  @CsvSource({"-800", "-191", "0", "5", "100", "400", "1200"})
  void scoreOfInvertsEloOf(double elo) {
    assertThat(EloEstimate.eloOf(EloEstimate.scoreOf(elo))).isCloseTo(elo, within(1e-9));
  }

  @Test
  void trinomialByHand() {
    // 50 wins, 40 draws, 30 losses: s = (50 + 20) / 120 = 7/12.
    // variance = (50 (5/12)^2 + 40 (1/12)^2 + 30 (7/12)^2) / 120 = 2760 / 144 / 120.
    EloEstimate e = EloEstimate.trinomial(50, 40, 30);
    double s = 7.0 / 12;
    double variance = 2760.0 / 144 / 120;
    double error = Math.sqrt(variance / 120);

    assertThat(e.model()).isEqualTo("trinomial");
    assertThat(e.samples()).isEqualTo(120);
    assertThat(e.score()).isCloseTo(s, within(1e-12));
    assertThat(e.stdError()).isCloseTo(error, within(1e-12));
    assertThat(error).isCloseTo(0.036483126490454716, within(1e-12));
    assertThat(e.elo()).isCloseTo(-400 * Math.log10(12.0 / 7 - 1), within(1e-9));
    assertThat(e.elo()).isCloseTo(58.45121427129523, within(1e-9));
    assertThat(e.lower()).isCloseTo(EloEstimate.eloOf(s - 1.959963984540054 * error), within(1e-9));
    assertThat(e.lower()).isCloseTo(8.220274737185147, within(1e-9));
    assertThat(e.upper()).isCloseTo(111.24508672118412, within(1e-9));
    assertThat(e.margin()).isCloseTo((111.24508672118412 - 8.220274737185147) / 2, within(1e-9));
    assertThat(e.los()).isCloseTo(0.9888189635733637, within(1e-12));
    assertThat(e.normalizedElo())
        .isCloseTo((s - 0.5) / Math.sqrt(variance) * 800 / Math.log(10), within(1e-9));
  }

  @Test
  void pentanomialByHand() {
    // Pairs scoring 0, 1/4, 1/2, 3/4, 1 per game: 10, 20, 30, 20, 12 (92 pairs).
    long[] pairs = {10, 20, 30, 20, 12};
    EloEstimate e = EloEstimate.pentanomial(pairs);
    double s = (20 * 0.25 + 30 * 0.5 + 20 * 0.75 + 12) / 92;

    assertThat(e.model()).isEqualTo("pentanomial");
    assertThat(e.samples()).isEqualTo(92);
    assertThat(e.score()).isCloseTo(s, within(1e-12)).isCloseTo(0.5108695652173914, within(1e-12));
    assertThat(e.stdError()).isCloseTo(0.030722880280493144, within(1e-12));
    assertThat(e.elo()).isCloseTo(7.5541376641495654, within(1e-9));
    assertThat(e.lower()).isCloseTo(-34.40121639382706, within(1e-9));
    assertThat(e.upper()).isCloseTo(49.73202308325958, within(1e-9));
    assertThat(e.los()).isCloseTo(0.6382532978714055, within(1e-12));
    // Normalized Elo of pairs uses the per-game deviation sigma * sqrt 2.
    assertThat(e.normalizedElo()).isCloseTo(9.06182416527357, within(1e-9));
  }

  @Test
  void pairsCountAsSuchEvenWhenTheirGamesLookAlike() {
    // The same 50 wins and 50 losses: as 25 won pairs and 25 lost pairs, or as 50 split pairs.
    EloEstimate split = EloEstimate.pentanomial(new long[] {0, 0, 50, 0, 0});
    EloEstimate together = EloEstimate.pentanomial(new long[] {25, 0, 0, 0, 25});
    EloEstimate single = EloEstimate.trinomial(50, 0, 50);

    assertThat(split.elo()).isZero();
    assertThat(together.elo()).isZero();
    // Split pairs say the openings decide, not the engines: no spread at all.
    assertThat(split.margin()).isZero();
    assertThat(split.los()).isEqualTo(0.5);
    // Whole pairs won or lost: per game the same spread as single games, over half as many samples.
    assertThat(together.stdError()).isCloseTo(single.stdError() * Math.sqrt(2), within(1e-12));
  }

  @Test
  void extremeScoresAndNoGames() {
    EloEstimate allWins = EloEstimate.trinomial(10, 0, 0);
    assertThat(allWins.elo()).isInfinite().isPositive();
    assertThat(allWins.los()).isEqualTo(1.0);
    assertThat(allWins.toString()).startsWith("+inf");

    EloEstimate none = EloEstimate.trinomial(0, 0, 0);
    assertThat(none.samples()).isZero();
    assertThat(none.elo()).isNaN();
    assertThat(none.toString()).isEqualTo("no games");
  }

  @Test
  void losOfAnEvenScoreIsOneHalfAndGrowsWithTheScore() {
    assertThat(EloEstimate.trinomial(30, 40, 30).los()).isEqualTo(0.5);
    assertThat(EloEstimate.trinomial(31, 40, 29).los()).isBetween(0.5, 1.0);
    assertThat(EloEstimate.trinomial(29, 40, 31).los()).isBetween(0.0, 0.5);
  }

  @ParameterizedTest
  @CsvSource({
    "-3, 0.0013498980316300957",
    "-1.5, 0.06680720126885809",
    "-0.3, 0.3820885778110474",
    "0, 0.5",
    "0.4, 0.6554217416103242",
    "1.0, 0.8413447460685429",
    "2.2, 0.9860965524865014",
    "4, 0.9999683287581669"
  })
  void phiIsTheNormalDistribution(double x, double expected) {
    assertThat(EloEstimate.phi(x)).isCloseTo(expected, within(1e-14));
  }

  @ParameterizedTest
  @CsvSource({
    "0, 0",
    "0.1, 0.1124629160182849",
    "1, 0.8427007929497149",
    "3, 0.9999779095030014",
    "5.9, 0.9999999999999999",
    "7, 1"
  })
  void errorFunction(double z, double expected) {
    assertThat(EloEstimate.erf(z)).isCloseTo(expected, within(1e-15));
  }

  @Test
  void formatsForPeople() {
    assertThat(EloEstimate.format(12.345)).isEqualTo("+12.3");
    assertThat(EloEstimate.format(-4)).isEqualTo("-4.0");
    assertThat(EloEstimate.format(-0.01)).isEqualTo("+0.0");
    assertThat(EloEstimate.format(Double.NEGATIVE_INFINITY)).isEqualTo("-inf");
    assertThat(EloEstimate.trinomial(50, 40, 30).toString())
        .isEqualTo("+58.5 ± 51.5 (95%: +8.2 .. +111.2), LOS 98.9%");
  }

  @Test
  void refusesBadCounts() {
    assertThatThrownBy(() -> EloEstimate.pentanomial(new long[] {1, 2, 3}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("5 counts");
    assertThatThrownBy(() -> EloEstimate.trinomial(1, -1, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("negative");
  }
}
