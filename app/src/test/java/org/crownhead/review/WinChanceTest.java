package org.crownhead.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.List;
import org.crownhead.engine.Score;
import org.junit.jupiter.api.Test;

class WinChanceTest {
  @Test
  void theCurveIsSymmetricAndRising() {
    assertThat(WinChance.of(0)).isEqualTo(0.5);
    for (int score = -500; score <= 500; score += 25) {
      assertThat(WinChance.of(score) + WinChance.of(-score)).isCloseTo(1.0, offset(1e-12));
      assertThat(WinChance.of(score + 1)).isGreaterThan(WinChance.of(score));
    }
  }

  @Test
  void forcedAndDatabaseResultsAreCertain() {
    assertThat(WinChance.of(Score.WIN - 3)).isEqualTo(1.0);
    assertThat(WinChance.of(-(Score.WIN - 3))).isEqualTo(0.0);
    assertThat(WinChance.of(Score.DATABASE_WIN - 40)).isEqualTo(1.0);
    assertThat(WinChance.of(-(Score.DATABASE_WIN - 40))).isEqualTo(0.0);
  }

  @Test
  void theFitFindsTheScaleThatMadeTheResults() {
    // Results drawn exactly on a curve of scale 80: the fit must give 80 back.
    List<WinChanceFit.Sample> samples = new java.util.ArrayList<>();
    for (int score = -300; score <= 300; score += 10) {
      double chance = WinChance.of(score, 80);
      samples.add(new WinChanceFit.Sample(score, chance));
    }

    assertThat(WinChanceFit.fit(samples)).isCloseTo(80, offset(0.1));
    assertThat(WinChanceFit.error(samples, 80)).isCloseTo(0, offset(1e-12));
  }
}
