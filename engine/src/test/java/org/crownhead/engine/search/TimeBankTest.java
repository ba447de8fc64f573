package org.crownhead.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.junit.jupiter.api.Test;

/** The time bank's arithmetic, and the setting that turns it on. */
class TimeBankTest {
  private static final Duration TENTH = Duration.ofMillis(100);

  @Test
  void aMoveThatLeavesTimeUnusedGivesLaterSearchesAnEighthOfTheSavings() {
    TimeBank bank = new TimeBank();
    assertThat(bank.allot(TENTH)).isEqualTo(TENTH);
    bank.spent(TENTH, Duration.ZERO); // a book move: 100 ms less the 2 ms charged
    assertThat(bank.saved()).isEqualTo(Duration.ofMillis(98));
    assertThat(bank.allot(TENTH)).isEqualTo(Duration.ofMillis(100 + 98 / 8).plusNanos(250_000));
    bank.spent(TENTH, bank.allot(TENTH)); // the search used its whole allotment
    assertThat(bank.saved())
        .isEqualTo(Duration.ofMillis(98 - 2).minusMillis(12).minusNanos(250_000));
  }

  @Test
  void aSearchIsNeverGivenMoreThanFiveTimesTheTimeNorLessThanHalf() {
    TimeBank bank = new TimeBank();
    for (int move = 0; move < 100; move++) {
      bank.spent(TENTH, Duration.ZERO);
    }
    assertThat(bank.allot(TENTH)).isEqualTo(TENTH.multipliedBy(TimeBank.MOST_TIMES));
    bank.reset();
    bank.spent(TENTH, Duration.ofSeconds(3)); // ran far over
    assertThat(bank.allot(TENTH)).isEqualTo(TENTH.dividedBy(2));
    bank.reset();
    assertThat(bank.saved()).isEqualTo(Duration.ZERO);
  }

  @Test
  void overAGameTheMovesTakeNoMoreThanTheTimePerMoveOnAverage() {
    TimeBank bank = new TimeBank();
    Duration total = Duration.ZERO;
    int moves = 80;
    for (int move = 0; move < moves; move++) {
      // Every third move is played at once (book, forced, databases); the others use all they get.
      Duration used = move % 3 == 0 ? Duration.ZERO : bank.allot(TENTH);
      bank.spent(TENTH, used);
      total = total.plus(used).plusMillis(TimeBank.OVERHEAD_MILLIS);
    }
    assertThat(total).isLessThanOrEqualTo(TENTH.multipliedBy(moves));
    assertThat(bank.saved()).isPositive();
  }

  @Test
  void onlyATimePerMoveAloneIsBanked() {
    assertThat(TimeBank.appliesTo(Limits.moveTime(TENTH))).isTrue();
    assertThat(TimeBank.appliesTo(Limits.moveTime(TENTH).withDepth(8))).isFalse();
    assertThat(TimeBank.appliesTo(Limits.moveTime(TENTH).withNodes(1000))).isFalse();
    assertThat(TimeBank.appliesTo(Limits.clock(Duration.ofMinutes(1), TENTH, 0))).isFalse();
    assertThat(TimeBank.appliesTo(Limits.infinite())).isFalse();
  }

  @Test
  void theSettingIsOffUntilSetAndSearchesStillPlayLegalMoves() {
    try (Engine engine = Engines.create()) {
      assertThat(engine.options().toString()).contains("average-time=false");
      engine.setOption("average-time", "true");
      assertThat(engine.options().toString()).contains("average-time=true");
      // The opening book answers at once, then a search out of the book gets the savings.
      assertThat(engine.think(Limits.moveTime(Duration.ofMillis(50)), info -> {}).bestMove())
          .isPresent();
      engine.setPosition(
          org.crownhead.core.Position.fromFen(
              "W:W18,19,21,22,24,25,26,27,28,30,31:B1,2,3,5,6,7,9,10,12,14,16"));
      assertThat(engine.think(Limits.moveTime(Duration.ofMillis(50)), info -> {}).bestMove())
          .isPresent();
      engine.newGame();
    }
  }
}
