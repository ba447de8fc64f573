package org.crownhead.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.TestData;
import org.junit.jupiter.api.Test;

/** Damaged files: each error with its game and move, and the good games around it still read. */
class DamagedFilesTest {

  @Test
  void eachDamageIsReportedWhereItIsAndTheGoodGamesStillRead() {
    List<ReadGame> read = Golden.read(Golden.text("damaged.pdn"));
    assertThat(read).hasSize(13);
    List<String> errors = new ArrayList<>();
    read.forEach(game -> game.errors().forEach(error -> errors.add(error.toString())));
    assertThat(errors)
        .containsExactly(
            "game 2, line 9, move 3...: move \"17-15\" is not legal here; legal moves: 17-14 19-16"
                + " 24-20 25-22 26-22 26-23 27-23",
            "game 4, line 17, move 2...: move text \"22-177\" names square 177; squares are"
                + " numbered 1 to 32",
            "game 6, line 25: bad FEN tag: FEN \"W:W33:B1\" has square 33, but squares are"
                + " numbered 1 to 32 at column 4",
            "game 8, line 35, move 1...: unexpected text \"@@\"",
            "game 8, line 35, move 2.: unexpected text \"&\"",
            "game 9, line 38: tag Black \"Ann\": its value is not closed by \" before the end of"
                + " the line",
            "game 10, line 44, move 1.: comment opened with { on line 44 is not closed before the"
                + " tags on line 46",
            "game 10, line 46, move 1.: the game has no result; the next game's tags begin on line"
                + " 46",
            "game 12, line 53: result 1-0 contradicts the Result tag \"0-1\"");

    for (int good : new int[] {1, 3, 5, 7, 11, 13}) {
      ReadGame game = read.get(good - 1);
      assertThat(game.number()).isEqualTo(good);
      assertThat(game.errors()).isEmpty();
      assertThat(game.game().tag("Event")).hasValue("good " + good);
      assertThat(game.game().plies()).isPositive();
    }
    assertThat(read.get(1).game().plies()).as("moves before the illegal one").isEqualTo(5);
    assertThat(read.get(3).game().plies()).as("moves before the malformed one").isEqualTo(3);
    assertThat(read.get(5).game().plies()).as("nothing replays without a position").isZero();
    assertThat(read.get(7).game().plies()).as("stray text skipped").isEqualTo(4);
    assertThat(read.get(8).game().tag("Black")).hasValue("Ann");
    assertThat(read.get(8).game().plies()).isEqualTo(2);
    assertThat(read.get(9).game().plies()).isEqualTo(1);
  }

  @Test
  void aBadMoveInAVariationCutsOnlyThatVariation() {
    ReadGame game =
        Golden.read(
                "1. 11-15 (1. 9-13 22-18 2. 10-15 25-22 3. 99-1 6-9) 23-19"
                    + " (1... 22-17 2. 15-19 24x15 3. 10x19) 2. 8-11 *")
            .get(0);
    assertThat(errors(game))
        .containsExactly(
            "game 1, line 1, move 3.: move text \"99-1\" names square 99; squares are numbered 1"
                + " to 32");
    List<PdnNode> main = game.game().mainLine();
    assertThat(main).hasSize(3);
    assertThat(main.get(0).variations().get(0)).hasSize(4);
    assertThat(main.get(1).variations().get(0)).hasSize(4);
  }

  @Test
  void aResultAgainstTheFinalPositionIsAnError() {
    assertThat(errors(Golden.read("[FEN \"B:W18:B14\"] 1. 14x23 0-1").get(0)))
        .containsExactly(
            "game 1, line 1: result 0-1 contradicts the position: White cannot move and has lost");
    assertThat(Golden.read("[FEN \"B:W18:B14\"] 1. 14x23 *").get(0).errors()).isEmpty();
  }

  @Test
  void aSetUpTagWithoutFenAndMisplacedAnnotationsAreReported() {
    ReadGame game = Golden.read("[SetUp \"1\"]\n$5 (9-13) 1. 11-15 () *").get(0);
    assertThat(errors(game))
        .containsExactly(
            "game 1, line 1: the SetUp tag is 1 but there is no FEN tag; playing from the initial"
                + " position",
            "game 1, line 2, move 1.: annotation $5 comes before any move",
            "game 1, line 2, move 1.: a variation comes before any move",
            "game 1, line 2, move 1.: a variation has no moves");
    assertThat(game.game().plies()).isEqualTo(1);
  }

  @Test
  void aTruncatedFileReportsItsLastGameAndKeepsTheOthers() throws IOException {
    String acf = Files.readString(TestData.file("acf-games.pdn"));
    int third = acf.indexOf("[Event \"ACF archive game 3\"]");
    int cut = acf.indexOf("29-25 11.", third) + 4; // "10. 11x18 29-2"
    List<ReadGame> read = Golden.read(acf.substring(0, cut));
    assertThat(read).hasSize(3);
    assertThat(read.get(0).errors()).isEmpty();
    assertThat(read.get(1).errors()).isEmpty();
    assertThat(errors(read.get(2)))
        .containsExactly(
            "game 3, line 23, move 10...: move \"29-2\" is not legal here; legal moves: 14-9 14-10"
                + " 20-16 26-22 26-23 27-23 27-24 29-25 30-25",
            "game 3, line 23, move 10...: the game has no result; the text ends");
    assertThat(read.get(2).game().plies()).isEqualTo(19);

    List<ReadGame> midTag = Golden.read(acf.substring(0, third + 10));
    assertThat(midTag).hasSize(3);
    assertThat(errors(midTag.get(2)))
        .containsExactly(
            "game 3, line 17: tag Event \"AC\": its value is not closed by \" before the end of"
                + " the line",
            "game 3, line 17, move 1.: the game has no result; the text ends");
  }

  /** The game's errors as they are written for people. */
  private static List<String> errors(ReadGame game) {
    return game.errors().stream().map(PdnError::toString).toList();
  }
}
