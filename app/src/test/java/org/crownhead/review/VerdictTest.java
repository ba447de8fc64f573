package org.crownhead.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.MoveText;
import org.crownhead.core.Outcome;
import org.crownhead.core.Position;
import org.crownhead.core.Termination;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class VerdictTest {
  private static Engine engine;

  @BeforeAll
  static void start() {
    engine = Engines.create();
  }

  @AfterAll
  static void stop() {
    engine.close();
  }

  @Test
  void aForcedMoveIsScoredThroughToTheEnd() {
    // Black's only move 15x31 takes both white men: a win in one ply.
    Game game = new Game(Position.fromFen("B:W18,26:B15"));

    Verdict verdict = Verdict.of(engine, game, Limits.depth(4));

    assertThat(verdict.bestMoveText()).isEqualTo("15x31");
    assertThat(verdict.score()).isEqualTo(Score.WIN - 1);
    assertThat(verdict.depth()).isZero();
    assertThat(verdict.lineText()).isEqualTo("15x31");
    assertThat(game.moves()).isEmpty(); // the forced move was taken back
    assertThat(game.isOver()).isFalse();
  }

  @Test
  void forcedMovesBeforeAChoiceAreSearchedPast() {
    // 15x31 is forced; then White chooses, and 32-27 loses at once to 31x24.
    Game game = new Game(Position.fromFen("B:W18,26,32:B15,1"));

    Verdict verdict = Verdict.of(engine, game, Limits.depth(6));

    assertThat(verdict.bestMoveText()).isEqualTo("15x31");
    assertThat(verdict.depth()).isPositive();
    assertThat(verdict.score()).isPositive();
    assertThat(verdict.line()).hasSizeGreaterThan(1);
    assertThat(game.position()).isEqualTo(Position.fromFen("B:W18,26,32:B15,1"));
  }

  @Test
  void aPositionWithoutMovesIsLost() {
    Verdict verdict = Verdict.of(engine, new Game(Position.fromFen("W:W:B1")), Limits.depth(3));

    assertThat(verdict.bestMove()).isEmpty();
    assertThat(verdict.bestMoveText()).isEqualTo("none");
    assertThat(verdict.score()).isEqualTo(-Score.WIN);
    assertThat(verdict.line()).isEmpty();
  }

  @Test
  void aChoiceIsLeftToTheEngine() {
    Game game = new Game();

    Verdict verdict = Verdict.of(engine, game, Limits.depth(5));

    assertThat(verdict.depth()).isEqualTo(5);
    assertThat(Position.initial().legalMoves()).contains(verdict.bestMove().orElseThrow());
    assertThat(verdict.line().get(0)).isEqualTo(verdict.bestMove().get());
    Position at = Position.initial();
    for (String move : verdict.lineText().split(" ")) {
      at = at.play(MoveText.parse(at, move));
    }
  }

  @Test
  void scoresCarriedBackOneMove() {
    assertThat(Verdict.beforeMove(30)).isEqualTo(-30);
    assertThat(Verdict.beforeMove(-Score.WIN)).isEqualTo(Score.WIN - 1);
    assertThat(Verdict.beforeMove(Score.WIN - 1)).isEqualTo(-Score.WIN + 2);
    assertThat(Score.format(Verdict.beforeMove(-Score.WIN))).isEqualTo("win in 1");
    assertThat(Score.format(Verdict.beforeMove(Score.WIN - 1))).isEqualTo("loss in 1");
  }

  @Test
  void finishedGamesScoreAsTheyEnded() {
    assertThat(Verdict.scoreOf(Outcome.draw(Termination.THREEFOLD_REPETITION), Colour.BLACK))
        .isEqualTo(Score.DRAW);
    assertThat(Verdict.scoreOf(Outcome.win(Colour.WHITE, Termination.NO_LEGAL_MOVE), Colour.BLACK))
        .isEqualTo(-Score.WIN);
    assertThat(Verdict.scoreOf(Outcome.win(Colour.BLACK, Termination.RESIGNATION), Colour.BLACK))
        .isEqualTo(Score.WIN);
  }

  @Test
  void aRepetitionThatEndsTheGameIsADraw() {
    Game game = new Game(Position.fromFen("B:WK32:BK1"));
    for (String move : List.of("1-6", "32-27", "6-1", "27-32", "1-6", "32-27", "6-1")) {
      game.play(move);
    }
    // 27-32 now repeats the start a third time.
    game.play("27-32");
    assertThat(game.isOver()).isTrue();

    Verdict verdict = Verdict.of(engine, game, Limits.depth(3));

    assertThat(verdict.score()).isEqualTo(Score.DRAW);
    assertThat(verdict.bestMove()).isEmpty();
  }
}
