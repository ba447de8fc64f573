package org.crownhead.endgame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Colour;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.egdb.FileDatabase;
import org.junit.jupiter.api.Test;

/** The databases' defence and their verdict on each of the player's moves, on real databases. */
class EndingTrainerTest {
  static final FileDatabase DATABASES = SmallDatabases.get();
  static final EndingTrainer TRAINER = new EndingTrainer(DATABASES);

  static Ending ending(String id) {
    return Endings.standard().find(id).orElseThrow();
  }

  @Test
  void atTheStartTheWinIsGivenInPliesAndThePlayerIsToMove() {
    Attempt attempt = TRAINER.play(ending("the-move"), List.of());
    assertThat(attempt.state()).isEqualTo(Attempt.State.PLAYING);
    assertThat(attempt.moves()).isEmpty();
    assertThat(attempt.reply()).isNull();
    assertThat(attempt.optimum()).isEqualTo(9);
    assertThat(attempt.left()).isEqualTo(9);
    assertThat(attempt.message()).isEqualTo("A win in 9 plies with best play. Your move.");
  }

  @Test
  void playedPerfectlyEveryEndingOfUpToFourPiecesIsWonInItsShortestWin() {
    for (Ending ending : Endings.standard().all()) {
      if (ending.pieces() > SmallDatabases.PIECES) {
        continue;
      }
      List<String> line = new ArrayList<>();
      Attempt attempt = TRAINER.play(ending, line);
      while (attempt.state() == Attempt.State.PLAYING) {
        assertThat(attempt.left()).as(ending.id()).isEqualTo(attempt.optimum() - line.size());
        line = new ArrayList<>(attempt.moves());
        Position position = attempt.position();
        line.add(MoveText.format(position, ShortestWin.move(DATABASES, position)));
        attempt = TRAINER.play(ending, line);
        assertThat(attempt.reply() != null || attempt.state() == Attempt.State.WON).isTrue();
        line = attempt.moves();
      }
      assertThat(attempt.state()).as(ending.id()).isEqualTo(Attempt.State.WON);
      assertThat(attempt.plies()).as(ending.id()).isEqualTo(attempt.optimum());
      assertThat(attempt.message()).endsWith(", the shortest win there is.");
      assertThat(attempt.position().hasLegalMove()).isFalse();
      assertThat(attempt.position().turn()).isEqualTo(ending.defender());
    }
  }

  @Test
  void theDefenceTakesTheLongestWayToLose() {
    // Black to move in the double corner: 32-27 loses in 2 plies, 32-28 holds out for 16.
    Ending late =
        new Ending(
            "late",
            Position.fromFen("B:WK19,K23:BK32"),
            Colour.WHITE,
            "Late",
            "The defence moves first.",
            "test");
    Attempt attempt = TRAINER.play(late, List.of());
    assertThat(attempt.optimum()).isEqualTo(16);
    assertThat(attempt.reply()).isEqualTo("32-28");
    assertThat(attempt.moves()).containsExactly("32-28");
    assertThat(attempt.left()).isEqualTo(15);
    assertThat(attempt.position().turn()).isEqualTo(Colour.WHITE);
    assertThat(attempt.message()).isEqualTo("A win in 15 plies with best play. Your move.");
  }

  @Test
  void aMoveThatThrowsTheWinAwayIsNamedWithWhatItWasAndTheDatabasesMove() {
    Attempt attempt = TRAINER.play(ending("the-move"), List.of("32-28"));
    assertThat(attempt.state()).isEqualTo(Attempt.State.THREW_AWAY);
    assertThat(attempt.moves()).containsExactly("32-28");
    assertThat(attempt.reply()).isNull();
    assertThat(attempt.left()).isEqualTo(-1);
    assertThat(attempt.thrown()).isEqualTo(new Attempt.Thrown(1, "32-28", 9, "a draw", "32-27"));
    assertThat(attempt.message())
        .isEqualTo(
            "This move throws the win away: it was a win in 9 plies; now it is a draw. The"
                + " databases play 32-27. Take it back and try again.");
  }

  @Test
  void aMoveIntoALossSaysHowSoonItLoses() {
    // 23-27 lets the black king take both white kings: 32x23x15.
    Attempt attempt = TRAINER.play(ending("double-corner"), List.of("23-27"));
    assertThat(attempt.state()).isEqualTo(Attempt.State.THREW_AWAY);
    assertThat(attempt.thrown().after()).isEqualTo("a loss in 1 ply");
    assertThat(attempt.thrown().before()).isEqualTo(15);
    assertThat(attempt.thrown().better()).isEqualTo("19-24");
  }

  @Test
  void aSlowerMoveThatKeepsTheWinGoesOnWithTheWinLonger() {
    // 19-15 wins in 19 plies instead of 15: after the defence's reply, 17 are left.
    Attempt attempt = TRAINER.play(ending("double-corner"), List.of("19-15"));
    assertThat(attempt.state()).isEqualTo(Attempt.State.PLAYING);
    assertThat(attempt.moves()).hasSize(2).startsWith("19-15");
    assertThat(attempt.left()).isEqualTo(17);
    assertThat(attempt.message())
        .isEqualTo("Still a win: 17 plies to go with best play. Your move.");
  }

  @Test
  void shufflingAKingToAndFroDrawsTheGameByTheRulesThoughThePositionIsWon() {
    // White moves the king on 19 to 15 and back; the defence's replies are fixed, so the
    // positions come round again: a threefold repetition (or, failing that, the 40-move rule).
    Ending ending = ending("double-corner");
    List<String> line = new ArrayList<>();
    Attempt attempt = TRAINER.play(ending, line);
    for (int i = 0; attempt.state() == Attempt.State.PLAYING; i++) {
      assertThat(i).as("plies before the draw").isLessThan(100);
      line = new ArrayList<>(attempt.moves());
      line.add(i % 2 == 0 ? "19-15" : "15-19");
      attempt = TRAINER.play(ending, line);
    }
    assertThat(attempt.state()).as(attempt.message()).isEqualTo(Attempt.State.DRAWN);
    assertThat(attempt.drawnBy()).isEqualTo("threefold repetition");
    assertThat(attempt.left()).isPositive();
    assertThat(attempt.message())
        .isEqualTo(
            "The game is drawn by threefold repetition: the position is still won, but a win has"
                + " to make progress. Take back and try again.");
  }

  @Test
  void theLineIsCheckedMoveByMove() {
    Ending ending = ending("double-corner");
    String reply = TRAINER.play(ending, List.of("19-24")).reply();
    String other = reply.equals("32-27") ? "32-28" : "32-27";
    assertThatThrownBy(() -> TRAINER.play(ending, List.of("19-24", other)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "move 2 \"" + other + "\" is not the defence's move: the databases play " + reply);
    assertThatThrownBy(() -> TRAINER.play(ending, List.of("19-26")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("move 1 \"19-26\": ");
    assertThatThrownBy(() -> TRAINER.play(ending, List.of("23-27", "32x15", "19-24")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("move 2 \"32x15\" comes after the attempt ended (move 1 threw the win away)");
    List<String> tooLong = java.util.Collections.nCopies(EndingTrainer.MAX_PLIES + 1, "19-24");
    assertThatThrownBy(() -> TRAINER.play(ending, tooLong))
        .hasMessage("a line of up to 400 plies is replayed, not 401");
  }

  @Test
  void withoutDatabasesAnEndingIsNotCoveredAndTheMessageSaysHowToBuildThem() {
    EndingTrainer none = new EndingTrainer(EndgameDatabase.NONE);
    Ending ending = ending("first-position");
    assertThat(none.covers(ending)).isFalse();
    assertThatThrownBy(() -> none.play(ending, List.of()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "First Position has 4 pieces and the endgame databases here hold none: build them"
                + " with crownhead egdb build");
    assertThatThrownBy(() -> TRAINER.play(ending("sturges"), List.of()))
        .hasMessageContaining("has 6 pieces and the endgame databases here hold up to 4");
  }

  @Test
  void anEndingTheDatabasesDoNotFindWonIsRefused() {
    Ending drawn =
        new Ending("drawn", Position.fromFen("B:WK32:BK26"), Colour.WHITE, "D", "L.", "test");
    assertThatThrownBy(() -> TRAINER.play(drawn, List.of()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the endgame databases do not find D won for white");
  }
}
