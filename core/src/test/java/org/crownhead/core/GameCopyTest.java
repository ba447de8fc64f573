package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A copy of a game is the same game, and playing on either leaves the other as it was. */
class GameCopyTest {

  @Test
  void aCopyHasTheSameMovesPositionsAndQuietPliesAndIsIndependent() {
    Game game = new Game();
    for (String move : new String[] {"11-15", "23-19", "8-11", "22-17"}) {
      game.play(move);
    }
    Game copy = game.copy();
    assertThat(copy.moves()).isEqualTo(game.moves());
    assertThat(copy.positions()).isEqualTo(game.positions());
    assertThat(copy.quietPlies()).isEqualTo(game.quietPlies());

    copy.play("9-13");
    assertThat(game.moves()).hasSize(4);
    copy.takeBack();
    copy.takeBack();
    assertThat(game.moves()).hasSize(4);
    assertThat(copy.moves()).hasSize(3);
  }

  @Test
  void aCopyKeepsTheOutcomeAndTheDrawOffer() {
    Game offered = new Game();
    offered.play("11-15");
    offered.offerDraw(Colour.WHITE);
    assertThat(offered.copy().drawOffer()).isEqualTo(offered.drawOffer());

    Game resigned = new Game();
    resigned.resign(Colour.BLACK);
    assertThat(resigned.copy().outcome()).isEqualTo(resigned.outcome());

    Game repeated = new Game(Position.fromFen("B:WK32:BK1"));
    for (int i = 0; i < 2; i++) {
      repeated.play("1-5");
      repeated.play("32-28");
      repeated.play("5-1");
      repeated.play("28-32");
    }
    assertThat(repeated.isOver()).isTrue();
    assertThat(repeated.copy().outcome()).isEqualTo(repeated.outcome());
    assertThat(repeated.copy().legalMoves()).isEqualTo(repeated.legalMoves());
  }
}
