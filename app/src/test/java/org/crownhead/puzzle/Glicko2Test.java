package org.crownhead.puzzle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {
  private final Glicko2 glicko = new Glicko2(0.5);

  /** The example of Glickman's "Example of the Glicko-2 system" (2012), step by step. */
  @Test
  void thePapersExample() {
    Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
    Glicko2.Rating after =
        glicko.update(
            player,
            List.of(
                new Glicko2.Result(new Glicko2.Rating(1400, 30, 0.06), 1),
                new Glicko2.Result(new Glicko2.Rating(1550, 100, 0.06), 0),
                new Glicko2.Result(new Glicko2.Rating(1700, 300, 0.06), 0)));
    assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
    assertThat(after.deviation()).isCloseTo(151.52, within(0.01));
    assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
  }

  @Test
  void aPeriodWithoutGamesOnlyWidensTheDeviation() {
    Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
    Glicko2.Rating after = glicko.update(player, List.of());
    assertThat(after.rating()).isEqualTo(1500);
    assertThat(after.deviation()).isCloseTo(200.27, within(0.01));
  }

  @Test
  void winningAgainstAStrongerOpponentGainsMoreThanAgainstAWeakerOne() {
    Glicko2.Rating player = new Glicko2.Rating(1500, 100, 0.06);
    double strong =
        glicko
            .update(player, List.of(new Glicko2.Result(new Glicko2.Rating(1800, 100, 0.06), 1)))
            .rating();
    double weak =
        glicko
            .update(player, List.of(new Glicko2.Result(new Glicko2.Rating(1200, 100, 0.06), 1)))
            .rating();
    assertThat(strong).isGreaterThan(weak).isGreaterThan(1500);
    assertThat(Glicko2.expected(player, new Glicko2.Rating(1500, 100, 0.06)))
        .isCloseTo(0.5, within(1e-9));
  }

  @Test
  void nonsenseIsRefused() {
    assertThatThrownBy(() -> new Glicko2(0)).hasMessageContaining("tau");
    assertThatThrownBy(() -> new Glicko2.Rating(1500, 0, 0.06)).hasMessageContaining("deviation");
  }
}
