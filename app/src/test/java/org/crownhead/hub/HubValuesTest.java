package org.crownhead.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.crownhead.core.AmbiguousMoveException;
import org.crownhead.core.IllegalMoveException;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.Score;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Scores, times and moves as the protocol carries them, both ways. */
class HubValuesTest {

  @ParameterizedTest
  @CsvSource({
    "0, 0.00",
    "35, 0.35",
    "-20, -0.20",
    "135, 1.35",
    "-1200, -12.00",
    "20000, 89.99",
    "-20000, -89.99"
  })
  void ordinaryScoresAreInMen(int points, String men) {
    assertThat(HubValues.score(points)).isEqualTo(men);
  }

  @Test
  void forcedResultsUseScansScale() {
    assertThat(HubValues.score(Score.WIN)).isEqualTo("100.00");
    assertThat(HubValues.score(Score.WIN - 7)).isEqualTo("99.93");
    assertThat(HubValues.score(-Score.WIN)).isEqualTo("-100.00");
    assertThat(HubValues.score(-(Score.WIN - 6))).isEqualTo("-99.94");
  }

  @Test
  void scoresReadBackToTheSamePoints() {
    for (int points = -3000; points <= 3000; points += 7) {
      assertThat(HubValues.points(HubValues.score(points))).isEqualTo(points);
    }
    for (int plies = 0; plies < 200; plies++) {
      assertThat(HubValues.points(HubValues.score(Score.WIN - plies))).isEqualTo(Score.WIN - plies);
      assertThat(HubValues.points(HubValues.score(-Score.WIN + plies)))
          .isEqualTo(-Score.WIN + plies);
    }
    assertThat(HubValues.points("1")).isEqualTo(100);
    assertThat(HubValues.points("-0.015")).isEqualTo(-1);
    assertThatThrownBy(() -> HubValues.points("won"))
        .hasMessage("score must be a number, not \"won\"");
  }

  @Test
  void timesAreSeconds() {
    assertThat(HubValues.seconds(Duration.ofMillis(1500))).isEqualTo("1.500");
    assertThat(HubValues.seconds(Duration.ZERO)).isEqualTo("0.000");
    assertThat(HubValues.duration("1.5", "time")).isEqualTo(Duration.ofMillis(1500));
    assertThat(HubValues.duration("2", "time")).isEqualTo(Duration.ofSeconds(2));
    assertThat(HubValues.duration(".25", "time")).isEqualTo(Duration.ofMillis(250));
    assertThat(HubValues.duration("1e1", "time")).isEqualTo(Duration.ofSeconds(10));
    assertThat(HubValues.duration("-3", "time")).isEqualTo(Duration.ZERO);
    assertThatThrownBy(() -> HubValues.duration("Infinity", "time"))
        .hasMessage("time must be a number, not \"Infinity\"");
    assertThatThrownBy(() -> HubValues.duration("0x10", "inc"))
        .hasMessage("inc must be a number, not \"0x10\"");
    assertThatThrownBy(() -> HubValues.duration("", "move-time"))
        .hasMessage("move-time must be a number, not \"\"");
  }

  @Test
  void wholeNumbersAreBounded() {
    assertThat(HubValues.whole(" 12 ", "depth", 1, 99)).isEqualTo(12);
    assertThatThrownBy(() -> HubValues.whole("100", "depth", 1, 99))
        .hasMessage("depth must be from 1 to 99, not 100");
    assertThatThrownBy(() -> HubValues.whole("1.5", "depth", 1, 99))
        .hasMessage("depth must be a whole number from 1 to 99, not \"1.5\"");
  }

  @Test
  void movesArePdnMoveTextShortUnlessAmbiguous() {
    Position start = Position.initial();
    assertThat(HubValues.move(start, "11-15")).isEqualTo(MoveText.parse(start, "11-15"));
    Position jump = Position.fromFen("B:W18,26:B15");
    Move double_ = HubValues.move(jump, "15x31");
    assertThat(double_.captured()).containsExactly(18, 26);
    assertThat(HubValues.text(jump, double_)).isEqualTo("15x31");
    assertThat(HubValues.move(jump, "15x22x31")).isEqualTo(double_);
    assertThat(HubValues.line(jump, java.util.List.of(double_))).isEqualTo("15x31");
  }

  @Test
  void scansCaptureFormNamesTheCapturedSquares() {
    Position jump = Position.fromFen("B:W18,26:B15");
    assertThat(HubValues.move(jump, "15x31x26x18")).isEqualTo(MoveText.parse(jump, "15x31"));
    assertThat(HubValues.move(jump, "15x31x18x26")).isEqualTo(MoveText.parse(jump, "15x31"));
    assertThatThrownBy(() -> HubValues.move(jump, "15x31x18x27"))
        .isInstanceOf(IllegalMoveException.class);
    assertThatThrownBy(() -> HubValues.move(jump, "15x31x18"))
        .isInstanceOf(IllegalMoveException.class);

    // Two captures from 2 to 25 taking different pieces: each named by its captured squares.
    Position loop = Position.fromFen("B:W6,7,8,14,15,16,22,23,24:BK2");
    assertThatThrownBy(() -> HubValues.move(loop, "2x25"))
        .isInstanceOf(AmbiguousMoveException.class);
    Move around = HubValues.move(loop, "2x25x6x14x22");
    assertThat(around.captured()).containsExactly(6, 14, 22);
  }
}
