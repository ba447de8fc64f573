package org.crownhead.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Game;
import org.crownhead.core.Termination;
import org.crownhead.core.TestData;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The 9,377 ACF archive games: every one replays, and survives write and read unchanged. */
class AcfGamesTest {
  private static final List<ReadGame> GAMES = new ArrayList<>();

  @BeforeAll
  static void readFile() throws IOException {
    int count = PdnGames.read(TestData.file("acf-games.pdn"), GAMES::add);
    assertThat(count).isEqualTo(GAMES.size());
  }

  @Test
  void everyGameReplaysWithoutError() {
    assertThat(GAMES).hasSize(9377);
    List<PdnError> errors = new ArrayList<>();
    for (ReadGame game : GAMES) {
      errors.addAll(game.errors());
    }
    assertThat(errors).isEmpty();
    assertThat(GAMES).allSatisfy(game -> assertThat(game.game().plies()).isPositive());
    for (int i = 0; i < GAMES.size(); i++) {
      assertThat(GAMES.get(i).number()).isEqualTo(i + 1);
      assertThat(GAMES.get(i).game().tag("Event")).hasValue("ACF archive game " + (i + 1));
    }
  }

  @Test
  void writeThenReadGivesEqualGamesAndWritingAgainTheSameText() throws IOException {
    StringBuilder text = new StringBuilder();
    PdnWriter writer = new PdnWriter(text);
    for (ReadGame game : GAMES) {
      writer.write(game.game());
    }
    List<ReadGame> again = new ArrayList<>();
    PdnGames.read(new StringReader(text.toString()), again::add);
    assertThat(again).hasSize(GAMES.size());
    for (int i = 0; i < GAMES.size(); i++) {
      assertThat(again.get(i).errors()).isEmpty();
      assertThat(again.get(i).game()).isEqualTo(GAMES.get(i).game());
    }
    StringBuilder second = new StringBuilder();
    PdnWriter secondWriter = new PdnWriter(second);
    for (ReadGame game : again) {
      secondWriter.write(game.game());
    }
    assertThat(second.toString()).isEqualTo(text.toString());
    assertThat(text.toString().lines())
        .allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(79));
  }

  @Test
  void theOneUnsettledAmbiguousMoveIsAWarning() {
    List<PdnError> warnings = new ArrayList<>();
    GAMES.forEach(game -> warnings.addAll(game.warnings()));
    assertThat(warnings).hasSize(1);
    assertThat(warnings.get(0).toString())
        .startsWith("game 6867, line 54935, move 15.: move \"2x27\" is ambiguous");
  }

  @Test
  void everyGameBecomesACoreGameWithItsRecordedResult() {
    int cut = 0;
    for (ReadGame read : GAMES) {
      PdnGame game = read.game();
      Game core = game.toGame();
      assertThat(core.isOver()).isEqualTo(game.result() != PdnResult.UNFINISHED);
      if (core.moves().size() < game.plies()) {
        cut++; // went on after an automatic draw, as tournament rules allow until it is claimed
        assertThat(core.outcome().orElseThrow().termination())
            .isIn(Termination.THREEFOLD_REPETITION, Termination.FORTY_MOVE_RULE);
      } else if (game.result() != PdnResult.UNFINISHED) {
        assertThat(PdnResult.of(core.outcome())).isEqualTo(game.result());
      }
      assertThat(game.tag("Result").flatMap(PdnResult::parse)).hasValue(game.result());
    }
    assertThat(cut).isEqualTo(9);
  }
}
