package org.crownhead.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.crownhead.core.Colour;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;

/** Sample files with comments, variations, annotations, every result form and set-ups. */
class GoldenFilesTest {

  private static List<String> texts(List<PdnNode> line) {
    return line.stream().map(PdnNode::text).collect(Collectors.toList());
  }

  @Test
  void annotatedGameReadsIntoTheExpectedModel() {
    List<ReadGame> read = Golden.read(Golden.text("annotated.pdn"));
    assertThat(read).hasSize(1);
    assertThat(read.get(0).errors()).isEmpty();
    assertThat(read.get(0).warnings()).isEmpty();
    PdnGame game = read.get(0).game();

    assertThat(game.tags().keySet())
        .containsExactly("Event", "Site", "Date", "Black", "White", "Result");
    assertThat(game.tag("Site")).hasValue("Crownhead \"test\" club");
    assertThat(game.tag("Black")).hasValue("Ann \\ Lee");
    assertThat(game.start()).isEqualTo(Position.initial());
    assertThat(game.comments()).containsExactly("A game with everything.");
    assertThat(game.result()).isEqualTo(PdnResult.BLACK_WINS);
    List<PdnNode> main = game.mainLine();
    assertThat(texts(main))
        .containsExactly(
            "10-15", "23-19", "7-10", "22-18", "15x22", "25x18", "11-15", "18x11", "8x15", "21-17");

    PdnNode first = main.get(0);
    assertThat(first.nags()).containsExactly(1);
    assertThat(first.commentsAfter()).containsExactly("the Kelso");
    assertThat(first.variations()).hasSize(2);
    List<PdnNode> oldFaithful = first.variations().get(0);
    assertThat(texts(oldFaithful)).containsExactly("11-15", "23-19", "8-11");
    assertThat(oldFaithful.get(0).commentsAfter()).containsExactly("Old Faithful");
    assertThat(oldFaithful.get(1).variations()).hasSize(1);
    assertThat(oldFaithful.get(1).variations().get(0).get(0).text()).isEqualTo("22-18");
    assertThat(oldFaithful.get(1).variations().get(0).get(0).nags()).containsExactly(2);
    List<PdnNode> edinburgh = first.variations().get(1);
    assertThat(texts(edinburgh)).containsExactly("9-13", "24-20");
    assertThat(edinburgh.get(0).nags()).containsExactly(6);
    assertThat(edinburgh.get(0).commentsAfter()).containsExactly("Edinburgh");

    assertThat(main.get(1).nags()).containsExactly(14);
    assertThat(main.get(3).commentsAfter()).containsExactly("White heads for the exchange");
    assertThat(main.get(6).nags()).containsExactly(5);
    List<PdnNode> sideLine = main.get(6).variations().get(0);
    assertThat(texts(sideLine)).containsExactly("9-14", "18x9", "5x14");
    assertThat(texts(sideLine.get(2).variations().get(0))).containsExactly("6x13");
    assertThat(sideLine.get(2).variations().get(0).get(0).move().captured()).containsExactly(9);
    assertThat(main.get(7).nags()).containsExactly(4);
    assertThat(main.get(8).nags()).containsExactly(1, 10);
    assertThat(main.get(9).commentsAfter()).containsExactly("a comment over three lines");
    assertThat(game.toGame().moves()).hasSize(10);
  }

  @Test
  void annotatedGameWritesTheGoldenTextAndReadsBackEqual() {
    PdnGame game = Golden.read(Golden.text("annotated.pdn")).get(0).game();
    String written = Golden.assertRoundTrip(List.of(game));
    assertThat(written).isEqualTo(Golden.text("annotated.expected.pdn"));
    assertThat(PdnGame.parse(written)).isEqualTo(game);
  }

  @Test
  void byteOrderMarkAndCrlfOrCrLineEndsReadTheSame() {
    String text = Golden.text("annotated.pdn");
    PdnGame game = Golden.read(text).get(0).game();
    for (String lineEnd : new String[] {"\r\n", "\r"}) {
      List<ReadGame> read = Golden.read("\uFEFF" + text.replace("\n", lineEnd));
      assertThat(read).hasSize(1);
      assertThat(read.get(0).errors()).isEmpty();
      assertThat(read.get(0).game()).isEqualTo(game);
    }
    String damaged = text.replace("22-18 ;", "22-18 @ ;");
    assertThat(Golden.read(damaged.replace("\n", "\r\n")).get(0).errors())
        .isEqualTo(Golden.read(damaged).get(0).errors())
        .extracting(PdnError::toString)
        .containsExactly("game 1, line 10, move 2...: unexpected text \"@\"");
  }

  @Test
  void everyResultFormGamesWithoutTagsAndSetUps() {
    List<ReadGame> read = Golden.read(Golden.text("results.pdn"));
    assertThat(read).hasSize(11).allSatisfy(game -> assertThat(game.errors()).isEmpty());
    assertThat(read.stream().map(game -> game.game().result()))
        .containsExactly(
            PdnResult.BLACK_WINS,
            PdnResult.WHITE_WINS,
            PdnResult.DRAW,
            PdnResult.UNFINISHED,
            PdnResult.BLACK_WINS,
            PdnResult.WHITE_WINS,
            PdnResult.DRAW,
            PdnResult.DRAW,
            PdnResult.DRAW,
            PdnResult.WHITE_WINS,
            PdnResult.BLACK_WINS);
    assertThat(read.stream().map(ReadGame::line))
        .containsExactly(1, 2, 2, 3, 5, 7, 9, 9, 10, 12, 19);
    assertThat(read.get(0).game().tags()).isEmpty();

    PdnGame withSetUp = read.get(9).game();
    assertThat(withSetUp.start()).isEqualTo(Position.fromFen("W:WK3,21,K30:B5,12"));
    assertThat(withSetUp.start().turn()).isEqualTo(Colour.WHITE);
    assertThat(texts(withSetUp.mainLine())).containsExactly("30-26", "12-16", "3-8", "16-19");
    PdnGame withoutSetUp = read.get(10).game();
    assertThat(withoutSetUp.start()).isEqualTo(Position.fromFen("B:W18:B14"));
    assertThat(withoutSetUp.toGame().outcome().orElseThrow().winner()).hasValue(Colour.BLACK);

    String written = Golden.assertRoundTrip(Golden.games(read));
    assertThat(written).contains("[FEN \"W:WK3,21,K30:B5,12\"]\n[Result \"0-1\"]\n\n1... 30-26 2.");
    assertThat(written).contains("[Event \"two-nil\"]\n\n1. 11-15 1-0\n");
  }

  @Test
  void ambiguousCapturesAreSettledByTheMovesAfterThemOrWarned() {
    List<ReadGame> read = Golden.read(Golden.text("ambiguous.pdn"));
    assertThat(read).hasSize(3).allSatisfy(game -> assertThat(game.errors()).isEmpty());

    PdnNode settled = read.get(0).game().mainLine().get(0);
    assertThat(settled.text()).isEqualTo("2x27");
    assertThat(settled.move().captured()).containsExactly(7, 15, 23);
    assertThat(read.get(0).warnings()).isEmpty();

    assertThat(read.get(1).warnings())
        .extracting(PdnError::toString)
        .containsExactly(
            "game 2, line 9, move 1.: move \"2x27\" is ambiguous; it could be 2x11x18x27 or"
                + " 2x11x20x27, and the moves after it do not settle which; read as 2x11x18x27");

    PdnNode fullPath = read.get(2).game().mainLine().get(0);
    assertThat(fullPath.move().captured()).containsExactly(7, 16, 24);
    assertThat(fullPath.variations().get(0).get(0).move().captured()).containsExactly(7, 15, 23);

    String written = Golden.assertRoundTrip(Golden.games(read));
    assertThat(written)
        .contains("1. 2x11x18x27 32x23 *")
        .contains("1. 2x11x20x27 (1. 2x11x18x27) *");
  }

  @Test
  void commentsThatLookLikeTagsOrHoldBracesSurviveWrapping() {
    String words = "word ".repeat(14);
    PdnGame game =
        PdnGame.parse(
            "1. 11-15 {" + words + "[Event \"inside\"] a [ b} 23-19 ; a } brace\n 2. 8-11 {} *");
    assertThat(game.mainLine().get(0).commentsAfter())
        .containsExactly(words + "[Event \"inside\"] a [ b");
    assertThat(game.mainLine().get(1).commentsAfter()).containsExactly("a } brace");
    assertThat(game.mainLine().get(2).commentsAfter()).containsExactly("");
    String written = Golden.assertRoundTrip(List.of(game));
    assertThat(written).contains("; a } brace\n");
  }
}
