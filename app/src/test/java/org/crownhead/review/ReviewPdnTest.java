package org.crownhead.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.crownhead.core.Colour;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnNode;
import org.junit.jupiter.api.Test;

class ReviewPdnTest {
  static final String GAME =
      "[Event \"Test\"]\n[Result \"*\"]\n\n1. 11-15 {own comment} 23-19 ! 2. 8-11 *\n";

  static ReviewedMove move(int ply, Colour mover, String text, MoveClass moveClass, int after) {
    return new ReviewedMove(
        ply,
        mover,
        text,
        moveClass,
        Exact.NOT_KNOWN,
        10,
        after,
        0.55,
        0.3,
        "9-14",
        List.of("9-14", "22-18", "5-9"));
  }

  @Test
  void marksAndCommentsAreWrittenAndTheGamesOwnKept() {
    PdnGame game = PdnGame.parse(GAME);
    Review review =
        Review.of(
            "Crownhead, depth 6",
            List.of(
                move(0, Colour.BLACK, "11-15", MoveClass.BEST, 5),
                move(1, Colour.WHITE, "23-19", MoveClass.MISTAKE, -40),
                move(2, Colour.BLACK, "8-11", MoveClass.INACCURACY, -20)));

    PdnGame annotated = ReviewPdn.annotate(game, review);

    List<PdnNode> line = annotated.mainLine();
    assertThat(line.get(0).nags()).isEmpty();
    assertThat(line.get(0).commentsAfter()).containsExactly("own comment", "best +0.05");
    assertThat(line.get(1).nags()).containsExactly(1, 2); // the game's own ! stays first
    assertThat(line.get(1).commentsAfter())
        .containsExactly("mistake -0.40; best 9-14 +0.10: 9-14 22-18 5-9");
    assertThat(line.get(2).nags()).containsExactly(6);
    assertThat(annotated.tags()).containsEntry("Annotator", "Crownhead, depth 6");
    assertThat(annotated.comments())
        .last()
        .asString()
        .startsWith("Reviewed by Crownhead, depth 6. Black: accuracy");
    assertThat(PdnGame.parse(annotated.toString()).mainLine()).hasSize(3);
  }

  @Test
  void exactJudgementsAreSaidInWords() {
    ReviewedMove thrown =
        new ReviewedMove(
            40,
            Colour.WHITE,
            "14-9",
            MoveClass.BLUNDER,
            Exact.THREW_AWAY_THE_WIN,
            27_990,
            0,
            1,
            0.5,
            "23-18",
            List.of("23-18"));

    assertThat(ReviewPdn.comment(thrown)).startsWith("blunder: threw away the win; best 23-18");
  }
}
