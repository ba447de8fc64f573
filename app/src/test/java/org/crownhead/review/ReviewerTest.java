package org.crownhead.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.egdb.FileDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReviewerTest {
  /** Black's 14-17 (ply 4) lets White take two men with 21x5. */
  static final String BLUNDER = "9-14 22-18 5-9 25-22 14-17 21x5 10-15 29-25";

  @TempDir static Path folder;
  static EndgameDatabase databases;
  static Engine engine;

  @BeforeAll
  static void databasesToThreePieces() throws Exception {
    Path egdb = folder.resolve("egdb");
    EgdbBuilder.build(egdb, 3, 1, EgdbBuilder.Progress.NONE);
    databases = FileDatabase.open(egdb);
    engine = Engines.create(databases);
    engine.setOption("book", "false");
  }

  @AfterAll
  static void close() {
    engine.close();
  }

  static Game play(Position start, String moves) {
    Game game = new Game(start);
    for (String move : moves.split(" ")) {
      game.play(move);
    }
    return game;
  }

  static Review review(Game game) {
    return new Reviewer(engine, databases, Limits.depth(8))
        .review(game.start(), game.moves(), n -> {});
  }

  /** The review of one move played from the position, at depth 4. */
  static ReviewedMove reviewOne(Position position, Move move) {
    return new Reviewer(engine, databases, Limits.depth(4))
        .review(position, List.of(move), n -> {})
        .moves()
        .get(0);
  }

  @Test
  void aMoveThatLosesTwoMenIsABlunderAndTheBetterMoveIsGiven() {
    Review review = review(play(Position.initial(), BLUNDER));

    ReviewedMove blunder = review.moves().get(4);
    assertThat(blunder.move()).isEqualTo("14-17");
    assertThat(blunder.mover()).isEqualTo(Colour.BLACK);
    assertThat(blunder.moveClass()).isEqualTo(MoveClass.BLUNDER);
    assertThat(blunder.exact()).isEqualTo(Exact.NOT_KNOWN);
    assertThat(blunder.bestMove()).isNotEqualTo("14-17").isNotEmpty();
    assertThat(blunder.bestLine()).first().isEqualTo(blunder.bestMove());
    assertThat(blunder.lostPercent()).isGreaterThanOrEqualTo(MoveClass.MISTAKE_BELOW);

    ReviewedMove capture = review.moves().get(5); // 22x13 takes a man too, but less
    assertThat(capture.move()).isEqualTo("21x5");
    assertThat(capture.moveClass()).isEqualTo(MoveClass.BEST);
    assertThat(capture.lostPercent()).isZero();

    assertThat(review.black().count(MoveClass.BLUNDER)).isEqualTo(1);
    assertThat(review.white().count(MoveClass.BLUNDER)).isZero();
    assertThat(review.black().accuracy()).isLessThan(review.white().accuracy());
    assertThat(review.moves())
        .extracting(ReviewedMove::ply)
        .containsExactly(0, 1, 2, 3, 4, 5, 6, 7);
  }

  @Test
  void progressCountsEveryPositionTheLastOneToo() {
    Game game = play(Position.initial(), "11-15 23-19 8-11");
    List<Integer> heard = new ArrayList<>();

    new Reviewer(engine, databases, Limits.depth(4)).review(game.start(), game.moves(), heard::add);

    assertThat(heard).containsExactly(1, 2, 3, 4);
  }

  @Test
  void theDatabasesJudgeEndingsExactly() {
    // Two white kings against one black king: White wins, unless a king is given away.
    Position won = Position.fromFen("W:WK14,K23:BK5");
    assertThat(databases.probe(won)).isEqualTo(EndgameDatabase.Verdict.WIN);
    Move keeps = null;
    Move throwsAway = null;
    for (Move move : won.legalMoves()) {
      EndgameDatabase.Verdict after = databases.probe(won.play(move));
      if (after == EndgameDatabase.Verdict.LOSS && keeps == null) {
        keeps = move;
      } else if (after != EndgameDatabase.Verdict.LOSS && throwsAway == null) {
        throwsAway = move;
      }
    }
    assertThat(keeps).isNotNull();

    ReviewedMove kept = reviewOne(won, keeps);
    assertThat(kept.exact()).isEqualTo(Exact.KEPT);
    assertThat(kept.moveClass()).isEqualTo(MoveClass.BEST);
    assertThat(kept.chanceBefore()).isEqualTo(1.0);
    assertThat(kept.chanceAfter()).isEqualTo(1.0);

    if (throwsAway != null) {
      ReviewedMove thrown = reviewOne(won, throwsAway);
      assertThat(thrown.exact()).isEqualTo(Exact.THREW_AWAY_THE_WIN);
      assertThat(thrown.moveClass()).isEqualTo(MoveClass.BLUNDER);
      assertThat(thrown.chanceAfter()).isLessThan(1.0);
    }
  }

  @Test
  void aDrawWalkedIntoALossIsSaid() {
    // One king each, Black to move: a draw, unless Black steps where White takes the king.
    Position drawn = Position.fromFen("B:WK18:BK10");
    Move losing = null;
    for (Move move : drawn.legalMoves()) {
      if (databases.probe(drawn.play(move)) == EndgameDatabase.Verdict.WIN) {
        losing = move;
      }
    }
    assertThat(databases.probe(drawn)).isEqualTo(EndgameDatabase.Verdict.DRAW);
    assertThat(losing).as("a move that gives the king away").isNotNull();

    ReviewedMove move = reviewOne(drawn, losing);

    assertThat(move.exact()).isEqualTo(Exact.WALKED_INTO_A_LOSS);
    assertThat(move.moveClass()).isEqualTo(MoveClass.BLUNDER);
    assertThat(move.chanceBefore()).isEqualTo(0.5);
    assertThat(move.chanceAfter()).isEqualTo(0.0);
  }

  @Test
  void anIllegalMoveIsRefused() {
    Move illegal =
        Position.initial().play(Position.initial().legalMoves().get(0)).legalMoves().get(0);

    assertThatThrownBy(
            () ->
                new Reviewer(engine, databases, Limits.depth(2))
                    .review(Position.initial(), List.of(illegal), n -> {}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("move 1");
  }

  @Test
  void anInterruptedReviewStops() {
    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(
              () ->
                  new Reviewer(engine, databases, Limits.depth(2))
                      .review(Position.initial(), List.of(), n -> {}))
          .isInstanceOf(ReviewInterrupted.class);
    } finally {
      Thread.interrupted();
    }
  }
}
