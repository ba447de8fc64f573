package org.crownhead.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;

/** The self-play harness: the deck, a game, and the arithmetic of the result. */
class EvaluationMatchTest {
  @Test
  void theDeckHas156Openings() throws Exception {
    List<Position> deck =
        EvaluationMatch.deck(Path.of(System.getProperty("crownhead.data"), "ballots-3move.txt"));
    assertThat(deck).hasSize(156);
    assertThat(deck.get(0).toFen())
        .isEqualTo("W:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,13");
  }

  @Test
  void aShallowGameEndsWithAResult() {
    double score =
        EvaluationMatch.play(
            Position.fromFen("B:W21,22,23:B1,2,3,4"),
            new StandardEvaluation(),
            new MaterialEvaluation(),
            3);
    assertThat(score).isIn(0.0, 0.5, 1.0);
  }

  @Test
  void eloFollowsTheScore() {
    EvaluationMatch.Result even = new EvaluationMatch.Result(10, 20, 10);
    assertThat(even.score()).isEqualTo(0.5);
    assertThat(EvaluationMatch.Result.elo(0.5)).isCloseTo(0, within(1e-9));
    assertThat(EvaluationMatch.Result.elo(0.75)).isCloseTo(190.8, within(0.1));
    assertThat(new EvaluationMatch.Result(30, 10, 0).toString()).startsWith("+30 =10 -0 (87.5%)");
  }
}
