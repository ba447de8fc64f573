package org.crownhead.review;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MoveClassTest {
  @Test
  void eachClassStartsAtItsThreshold() {
    assertThat(MoveClass.of(0)).isEqualTo(MoveClass.BEST);
    assertThat(MoveClass.of(MoveClass.BEST_BELOW - 0.01)).isEqualTo(MoveClass.BEST);
    assertThat(MoveClass.of(MoveClass.BEST_BELOW)).isEqualTo(MoveClass.GOOD);
    assertThat(MoveClass.of(MoveClass.GOOD_BELOW)).isEqualTo(MoveClass.INACCURACY);
    assertThat(MoveClass.of(MoveClass.INACCURACY_BELOW)).isEqualTo(MoveClass.MISTAKE);
    assertThat(MoveClass.of(MoveClass.MISTAKE_BELOW)).isEqualTo(MoveClass.BLUNDER);
    assertThat(MoveClass.of(100)).isEqualTo(MoveClass.BLUNDER);
  }

  @Test
  void marksAreTheUsualOnes() {
    assertThat(MoveClass.INACCURACY.mark()).isEqualTo("?!");
    assertThat(MoveClass.INACCURACY.nag()).isEqualTo(6);
    assertThat(MoveClass.MISTAKE.mark()).isEqualTo("?");
    assertThat(MoveClass.MISTAKE.nag()).isEqualTo(2);
    assertThat(MoveClass.BLUNDER.mark()).isEqualTo("??");
    assertThat(MoveClass.BLUNDER.nag()).isEqualTo(4);
    assertThat(MoveClass.GOOD.nag()).isZero();
  }
}
