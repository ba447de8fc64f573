package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The game rules on constructed games: every way a game ends, and taking moves back. */
class GameTest {

  private static Outcome blackWins(Termination termination) {
    return Outcome.win(Colour.BLACK, termination);
  }

  private static Outcome whiteWins(Termination termination) {
    return Outcome.win(Colour.WHITE, termination);
  }

  private static Outcome drawn(Termination termination) {
    return Outcome.draw(termination);
  }

  private static void assertGoesOn(Game game) {
    assertThat(game.outcome()).isEmpty();
    assertThat(game.isOver()).isFalse();
    assertThat(game.legalMoves()).isEqualTo(game.position().legalMoves()).isNotEmpty();
  }

  /** The finished game's result as PDN writes it and as people read it. */
  private static void assertResultReads(Game game, String pdnResult, String text) {
    assertThat(game.outcome().orElseThrow().pdnResult()).isEqualTo(pdnResult);
    assertThat(game.outcome().orElseThrow().toString()).isEqualTo(text);
  }

  private static void assertOver(Game game, Outcome outcome) {
    assertThat(game.outcome()).contains(outcome);
    assertThat(game.isOver()).isTrue();
    assertThat(game.legalMoves()).isEmpty();
    List<Move> moves = game.position().legalMoves();
    if (!moves.isEmpty()) {
      assertThatThrownBy(() -> game.play(moves.get(0)))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("over");
      assertThatThrownBy(() -> game.play(moves.get(0).toString()))
          .isInstanceOf(IllegalStateException.class);
    }
    assertThatThrownBy(() -> game.play("not even a move"))
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> game.resign(Colour.BLACK)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> game.loseOnTime(Colour.WHITE))
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> game.offerDraw(Colour.WHITE))
        .isInstanceOf(IllegalStateException.class);
    assertThat(game.outcome()).contains(outcome);
  }

  @Test
  void aNewGameStartsFromTheStartingPositionAndGoesOn() {
    Game game = new Game();
    assertGoesOn(game);
    assertThat(game.start()).isEqualTo(Position.initial());
    assertThat(game.position()).isEqualTo(Position.initial());
    assertThat(game.turn()).isEqualTo(Colour.BLACK);
    assertThat(game.legalMoves()).hasSize(7);
    assertThat(game.moves()).isEmpty();
    assertThat(game.positions()).containsExactly(Position.initial());
    assertThat(game.quietPlies()).isZero();
    assertThat(game.repetitions()).isEqualTo(1);
    assertThat(game.drawOffer()).isEmpty();
  }

  @Test
  void playRecordsTheMoveAndThePosition() {
    Game game = new Game();
    Move move = game.play("11-15");
    assertThat(move.toString()).isEqualTo("11-15");
    assertThat(game.moves()).containsExactly(move);
    assertThat(game.positions()).containsExactly(Position.initial(), Position.initial().play(move));
    assertThat(game.turn()).isEqualTo(Colour.WHITE);
    assertThat(game.quietPlies()).isEqualTo(1);
    assertThatThrownBy(() -> game.play("11-15")).isInstanceOf(IllegalMoveException.class);
    assertThatThrownBy(() -> game.play("11/15")).isInstanceOf(MalformedNotationException.class);
    assertThat(game.moves()).hasSize(1);
    assertGoesOn(game);
  }

  @Nested
  class NoLegalMove {
    @Test
    void capturingTheLastPieceWins() {
      Game game = new Game(Position.fromFen("B:W14:B10"));
      assertGoesOn(game);
      game.play("10x17");
      assertThat(game.position().count(Colour.WHITE)).isZero();
      assertOver(game, blackWins(Termination.NO_LEGAL_MOVE));
      assertResultReads(game, "1-0", "Black wins: White cannot move");
    }

    @Test
    void blockingEveryPieceWins() {
      Game game = new Game(Position.fromFen("B:W5:BK6"));
      game.play("6-1");
      assertThat(game.position().count(Colour.WHITE)).isEqualTo(1);
      assertOver(game, blackWins(Termination.NO_LEGAL_MOVE));
    }

    @Test
    void whiteWinsTheMirroredGame() {
      Game game = new Game(Position.fromFen("B:W5:BK6").flipped());
      assertThat(game.turn()).isEqualTo(Colour.WHITE);
      game.play("27-32");
      assertOver(game, whiteWins(Termination.NO_LEGAL_MOVE));
      assertThat(game.outcome().orElseThrow().pdnResult()).isEqualTo("0-1");
    }

    @Test
    void takingTheMoveBackRevertsTheResult() {
      Game game = new Game(Position.fromFen("B:W5:BK6"));
      game.play("6-1");
      assertThat(game.takeBack().toString()).isEqualTo("6-1");
      assertGoesOn(game);
      game.play("6-2");
      assertGoesOn(game);
    }
  }

  @Nested
  class ThreefoldRepetition {
    /** Both kings step out and back: the start position recurs every four plies. */
    private final String[] shuffle = {"1-6", "32-28", "6-1", "28-32"};

    @Test
    void drawsExactlyWhenAPositionOccursTheThirdTime() {
      Game game = new Game(Position.fromFen("B:WK32:BK1"));
      int[] expected = {1, 1, 1, 1, 2, 2, 2, 2, 3};
      assertThat(game.repetitions()).isEqualTo(1);
      for (int ply = 1; ply <= 8; ply++) {
        assertGoesOn(game);
        game.play(shuffle[(ply - 1) % 4]);
        assertThat(game.repetitions()).as("after ply %d", ply).isEqualTo(expected[ply]);
        if (ply < 8) {
          assertGoesOn(game);
        }
      }
      assertThat(game.position()).isEqualTo(game.start());
      assertOver(game, drawn(Termination.THREEFOLD_REPETITION));
      assertResultReads(game, "1/2-1/2", "Draw by threefold repetition");

      game.takeBack();
      assertGoesOn(game);
      assertThat(game.repetitions()).isEqualTo(2);
    }

    @Test
    void aCaptureInBetweenStartsTheCountAfresh() {
      // Black's king shuffles; White's man must finally capture, after which nothing earlier
      // can recur.
      Game game = new Game(Position.fromFen("B:WK32,20:BK1,K9,11"));
      game.play("1-5");
      game.play("32-28");
      game.play("5-1");
      game.play("28-32");
      assertThat(game.repetitions()).isEqualTo(2);
      game.play("11-16");
      game.play("20x11");
      assertThat(game.quietPlies()).isZero();
      assertThat(game.repetitions()).isEqualTo(1);
      assertGoesOn(game);
    }
  }

  @Nested
  class FortyMoveRule {
    /** Kings on both sides, men that can step without crowning, and a White man on 6 to crown. */
    private final Position start = Position.fromFen("B:W6,21,K29,K32:B12,K3,K4");

    @Test
    void drawsExactlyAfterEightyQuietPlies() {
      List<Move> line = quietLine(start, Game.FORTY_MOVE_PLIES, position -> true);
      Game game = new Game(start);
      boolean manStepped = false;
      for (int ply = 1; ply <= Game.FORTY_MOVE_PLIES; ply++) {
        assertGoesOn(game);
        Move move = line.get(ply - 1);
        manStepped |= !game.position().pieceAt(move.from()).orElseThrow().isKing();
        game.play(move);
        assertThat(game.quietPlies()).isEqualTo(ply);
        assertThat(game.repetitions()).isEqualTo(1);
      }
      assertThat(manStepped).as("a man's step is among the quiet plies").isTrue();
      assertOver(game, drawn(Termination.FORTY_MOVE_RULE));
      assertThat(game.outcome().orElseThrow().toString()).isEqualTo("Draw by 40-move rule");

      game.takeBack();
      assertThat(game.quietPlies()).isEqualTo(Game.FORTY_MOVE_PLIES - 1);
      assertGoesOn(game);
    }

    @Test
    void aCaptureResetsTheCount() {
      List<Move> line =
          quietLine(start, Game.FORTY_MOVE_PLIES - 1, position -> position.mustCapture());
      Game game = new Game(start);
      line.forEach(game::play);
      assertThat(game.quietPlies()).isEqualTo(Game.FORTY_MOVE_PLIES - 1);
      game.play(game.legalMoves().get(0));
      assertThat(game.moves().get(game.moves().size() - 1).isCapture()).isTrue();
      assertThat(game.quietPlies()).isZero();
      if (!game.position().hasLegalMove()) {
        assertOver(game, Outcome.win(game.turn().opponent(), Termination.NO_LEGAL_MOVE));
      } else {
        assertGoesOn(game);
      }
    }

    @Test
    void aCrowningResetsTheCount() {
      Predicate<Position> canCrown =
          position ->
              position.legalMoves().stream().anyMatch(move -> move.crowns() && !move.isCapture());
      List<Move> line = quietLine(start, Game.FORTY_MOVE_PLIES - 1, canCrown);
      Game game = new Game(start);
      line.forEach(game::play);
      assertThat(game.quietPlies()).isEqualTo(Game.FORTY_MOVE_PLIES - 1);
      Move crowning =
          game.legalMoves().stream()
              .filter(move -> move.crowns() && !move.isCapture())
              .findFirst()
              .orElseThrow();
      game.play(crowning);
      assertThat(game.quietPlies()).isZero();
      assertGoesOn(game);
    }

    /**
     * A line of {@code plies} quiet moves (no capture, no crowning) from {@code start} that never
     * repeats a position and ends where {@code goal} holds; men's moves are tried first.
     */
    private List<Move> quietLine(Position start, int plies, Predicate<Position> goal) {
      List<Move> line = new ArrayList<>();
      Set<Position> seen = new HashSet<>(Set.of(start));
      int[] budget = {500_000};
      assertThat(extend(start, plies, goal, line, seen, budget))
          .as("a quiet line of %d plies from %s", plies, start)
          .isTrue();
      return line;
    }

    private boolean extend(
        Position position,
        int left,
        Predicate<Position> goal,
        List<Move> line,
        Set<Position> seen,
        int[] budget) {
      if (left == 0) {
        return goal.test(position);
      }
      if (--budget[0] < 0) {
        return false;
      }
      List<Move> moves = new ArrayList<>(position.legalMoves());
      moves.sort(
          Comparator.comparing(move -> position.pieceAt(move.from()).orElseThrow().isKing()));
      for (Move move : moves) {
        if (move.isCapture() || move.crowns()) {
          continue;
        }
        Position next = position.play(move);
        if (!seen.add(next)) {
          continue;
        }
        line.add(move);
        if (extend(next, left - 1, goal, line, seen, budget)) {
          return true;
        }
        line.remove(line.size() - 1);
        seen.remove(next);
      }
      return false;
    }
  }

  @Nested
  class DrawOracleHook {
    private final Position start = Position.fromFen("B:WK32:BK1");

    @Test
    void aPositionTheOracleDeclaresDrawnEndsTheGame() {
      Position target = start.play(MoveText.parse(start, "1-6"));
      List<Position> asked = new ArrayList<>();
      DrawOracle oracle =
          position -> {
            asked.add(position);
            return position.equals(target);
          };
      Game game = new Game(start, oracle);
      assertGoesOn(game);
      game.play("1-5");
      assertGoesOn(game);
      game.takeBack();
      game.play("1-6");
      assertOver(game, drawn(Termination.NO_WIN_POSSIBLE));
      assertThat(game.outcome().orElseThrow().toString())
          .isEqualTo("Draw: neither side can force a win");
      assertThat(asked).contains(start, target);

      game.takeBack();
      assertGoesOn(game);
    }

    @Test
    void aStartPositionTheOracleDeclaresDrawnIsOverAtOnce() {
      Game game = new Game(start, position -> position.equals(start));
      assertOver(game, drawn(Termination.NO_WIN_POSSIBLE));
      assertThatThrownBy(game::takeBack).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aSideThatCannotMoveHasLostWhateverTheOracleSays() {
      Game game = new Game(Position.fromFen("W:W5:BK1"), position -> true);
      assertOver(game, blackWins(Termination.NO_LEGAL_MOVE));
    }

    @Test
    void theDefaultOracleDeclaresNothing() {
      assertThat(DrawOracle.NONE.isDrawn(Position.fromFen("W:WK14:BK5"))).isFalse();
      assertGoesOn(new Game(Position.fromFen("W:WK14:BK5")));
    }
  }

  @Nested
  class Agreement {
    @Test
    void anAcceptedOfferDrawsTheGame() {
      Game game = new Game();
      game.play("11-15");
      game.offerDraw(Colour.BLACK);
      assertThat(game.drawOffer()).contains(Colour.BLACK);
      assertGoesOn(game);
      game.acceptDraw(Colour.WHITE);
      assertOver(game, drawn(Termination.AGREEMENT));
      assertThat(game.drawOffer()).isEmpty();
      assertThat(game.outcome().orElseThrow().toString()).isEqualTo("Draw by agreement");
    }

    @Test
    void anOfferStandsWhileItsMakerMovesAndLapsesWhenTheReceiverMoves() {
      Game game = new Game();
      game.offerDraw(Colour.BLACK);
      game.play("11-15");
      assertThat(game.drawOffer()).contains(Colour.BLACK);
      game.play("23-19");
      assertThat(game.drawOffer()).isEmpty();
      assertThatThrownBy(() -> game.acceptDraw(Colour.WHITE))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("Black has not offered a draw");
      assertGoesOn(game);
    }

    @Test
    void aDeclinedOfferCannotBeAccepted() {
      Game game = new Game();
      game.offerDraw(Colour.WHITE);
      game.declineDraw();
      assertThat(game.drawOffer()).isEmpty();
      assertThatThrownBy(() -> game.acceptDraw(Colour.BLACK))
          .isInstanceOf(IllegalStateException.class);
      game.declineDraw(); // nothing to decline: nothing happens
      assertGoesOn(game);
    }

    @Test
    void acceptingWithoutAnOfferOrOnesOwnOfferThrows() {
      Game game = new Game();
      assertThatThrownBy(() -> game.acceptDraw(Colour.WHITE))
          .isInstanceOf(IllegalStateException.class);
      game.offerDraw(Colour.BLACK);
      assertThatThrownBy(() -> game.acceptDraw(Colour.BLACK))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("White has not offered a draw");
      assertThat(game.drawOffer()).contains(Colour.BLACK);
      assertGoesOn(game);
    }

    @Test
    void takingBackCancelsTheOfferAndTheAgreement() {
      Game game = new Game();
      game.play("11-15");
      game.offerDraw(Colour.WHITE);
      game.acceptDraw(Colour.BLACK);
      assertThat(game.takeBack().toString()).isEqualTo("11-15");
      assertGoesOn(game);
      assertThat(game.drawOffer()).isEmpty();
      game.play("9-14");
      game.offerDraw(Colour.BLACK);
      game.takeBack();
      assertThat(game.drawOffer()).isEmpty();
    }
  }

  @Nested
  class DeclaredResults {
    @Test
    void resignationLetsTheOtherSideWin() {
      Game game = new Game();
      game.resign(Colour.WHITE);
      assertOver(game, blackWins(Termination.RESIGNATION));
      assertResultReads(game, "1-0", "Black wins by resignation");
    }

    @Test
    void lossOnTimeLetsTheOtherSideWin() {
      Game game = new Game();
      game.play("11-15");
      game.loseOnTime(Colour.BLACK);
      assertOver(game, whiteWins(Termination.TIME_FORFEIT));
      assertResultReads(game, "0-1", "White wins by loss on time");
    }

    @Test
    void takingBackAMoveCancelsTheDeclaredResult() {
      Game game = new Game();
      game.play("11-15");
      game.play("23-19");
      game.resign(Colour.BLACK);
      assertThat(game.takeBack().toString()).isEqualTo("23-19");
      assertGoesOn(game);
      assertThat(game.moves()).hasSize(1);
      game.play("22-18");
      assertGoesOn(game);
    }

    @Test
    void withNoMoveToTakeBackTheResultStands() {
      Game game = new Game();
      game.resign(Colour.BLACK);
      assertThatThrownBy(game::takeBack)
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("no move");
      assertOver(game, whiteWins(Termination.RESIGNATION));
    }
  }

  @Nested
  class StartPositionAlreadyOver {
    @Test
    void aSideToMoveWithoutPiecesHasLost() {
      Game game = new Game(Position.fromFen("B:W21,22:B"));
      assertOver(game, whiteWins(Termination.NO_LEGAL_MOVE));
      assertThat(game.moves()).isEmpty();
      assertThatThrownBy(game::takeBack).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aBlockedSideToMoveHasLost() {
      Game game = new Game(Position.fromFen("W:W5:BK1"));
      assertOver(game, blackWins(Termination.NO_LEGAL_MOVE));
    }

    @Test
    void anEmptyBoardIsLostByTheSideToMove() {
      assertOver(new Game(Position.empty(Colour.WHITE)), blackWins(Termination.NO_LEGAL_MOVE));
    }
  }

  @Nested
  class Moves {
    @Test
    void takeBackRestoresEverything() {
      Game game = new Game();
      List<Integer> quiet = new ArrayList<>(List.of(0));
      for (String move : new String[] {"11-15", "22-18", "15x22", "25x18", "9-13"}) {
        game.play(move);
        quiet.add(game.quietPlies());
      }
      assertThat(quiet).containsExactly(0, 1, 2, 0, 0, 1);
      List<Position> positions = List.copyOf(game.positions());
      List<Move> moves = List.copyOf(game.moves());
      for (int i = positions.size() - 1; i > 0; i--) {
        Move move = game.takeBack();
        assertThat(move).isEqualTo(moves.get(i - 1));
        assertThat(positions.get(i - 1).play(move)).isEqualTo(positions.get(i));
        assertThat(game.position()).isEqualTo(positions.get(i - 1));
        assertThat(game.positions()).isEqualTo(positions.subList(0, i));
        assertThat(game.moves()).isEqualTo(moves.subList(0, i - 1));
        assertThat(game.quietPlies()).isEqualTo(quiet.get(i - 1));
        assertGoesOn(game);
      }
      assertThat(game.moves()).isEmpty();
      assertThatThrownBy(game::takeBack).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aMoveOfAnotherPositionIsJudgedInTheGamesPosition() {
      // 27-31 crowns the man of one position; in the game the piece on 27 is already a king.
      Position withMan = Position.fromFen("B:W5:B27");
      Move crowning = MoveText.parse(withMan, "27-31");
      assertThat(crowning.crowns()).isTrue();
      Game game = new Game(Position.fromFen("B:W5:BK27"));
      game.play(crowning);
      assertThat(game.moves().get(0).crowns()).isFalse();
      assertThat(game.quietPlies()).isEqualTo(1);
    }

    @Test
    void aMoveThatIsNotLegalIsRejectedAndNothingChanges() {
      Game game = new Game();
      Move white = Position.initial().withTurn(Colour.WHITE).legalMoves().get(0);
      assertThatThrownBy(() -> game.play(white)).isInstanceOf(IllegalMoveException.class);
      assertThat(game.moves()).isEmpty();
      assertThat(game.positions()).hasSize(1);
    }

    @Test
    void theTypedJumpPathIsKept() {
      Game game = new Game(Position.fromFen("B:W6,7,8,14,15,16,22,23,24:BK2"));
      Move move = game.play("2x9x18x11x20x27x18x25");
      assertThat(move.path()).containsExactly(2, 9, 18, 11, 20, 27, 18, 25);
      assertThat(game.moves().get(0).path()).isEqualTo(move.path());
      assertThat(game.outcome()).isEqualTo(Optional.empty());
    }
  }
}
