package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The position API on hand-made positions, and the positions it refuses to make. */
class PositionTest {
  private static List<Integer> range(int first, int last) {
    return IntStream.rangeClosed(first, last).boxed().collect(Collectors.toList());
  }

  @Test
  void theStartingPosition() {
    Position start = Position.initial();
    assertThat(start.turn()).isEqualTo(Colour.BLACK);
    assertThat(start.squaresOf(Piece.BLACK_MAN)).isEqualTo(range(1, 12));
    assertThat(start.squaresOf(Piece.WHITE_MAN)).isEqualTo(range(21, 32));
    assertThat(start.squaresOf(Piece.BLACK_KING)).isEmpty();
    assertThat(start.count(Colour.BLACK)).isEqualTo(12);
    assertThat(start.count(Piece.WHITE_MAN)).isEqualTo(12);
    assertThat(start.count(Piece.WHITE_KING)).isZero();
    for (int square = 13; square <= 20; square++) {
      assertThat(start.pieceAt(square)).isEmpty();
    }
    assertThat(start.mustCapture()).isFalse();
    assertThat(start.hasLegalMove()).isTrue();
    assertThat(start.toString()).isEqualTo(start.toFen());
    assertThat(start.flipped().withTurn(Colour.BLACK)).isEqualTo(start);
  }

  @Test
  void aPositionWhoseOnlyMoveIsACaptureHasALegalMove() {
    // The man on 5 cannot step (White stands on 9) but can jump to 14.
    Position jump = Position.fromFen("B:W9:B5");
    assertThat(jump.hasLegalMove()).isTrue();
    assertThat(jump.legalMoves()).hasSize(1);
    // With 14 taken too, it can do neither.
    Position blocked = Position.fromFen("B:W9,14:B5");
    assertThat(blocked.hasLegalMove()).isFalse();
    assertThat(blocked.legalMoves()).isEmpty();
    // A king steps backwards.
    assertThat(Position.fromFen("B:W9,14:BK5").hasLegalMove()).isTrue();
  }

  @Test
  void piecesArePutAndTakenAway() {
    Position position =
        Position.empty(Colour.WHITE).with(5, Piece.BLACK_MAN).with(30, Piece.WHITE_MAN);
    assertThat(position.toFen()).isEqualTo("W:W30:B5");
    Position replaced = position.with(5, Piece.WHITE_KING);
    assertThat(replaced.toFen()).isEqualTo("W:WK5,30:B");
    assertThat(replaced.without(5).without(5)).isEqualTo(position.without(5));
    assertThat(position.withTurn(Colour.WHITE)).isSameAs(position);
    assertThat(position.withTurn(Colour.BLACK)).isNotEqualTo(position);
    assertThat(position.with(1, Piece.WHITE_KING).pieceAt(1)).contains(Piece.WHITE_KING);
    assertThat(position.with(3, Piece.BLACK_MAN).pieceAt(3)).contains(Piece.BLACK_MAN);
    assertThat(position.with(31, Piece.WHITE_MAN).pieceAt(31)).contains(Piece.WHITE_MAN);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 33, -1, Integer.MIN_VALUE, Integer.MAX_VALUE})
  void squaresOutsideTheBoardAreRefused(int square) {
    Position empty = Position.empty(Colour.BLACK);
    String message = "no square " + square + ": squares are numbered 1 to 32";
    assertThatThrownBy(() -> empty.pieceAt(square)).hasMessage(message);
    assertThatThrownBy(() -> empty.with(square, Piece.BLACK_KING)).hasMessage(message);
    assertThatThrownBy(() -> empty.without(square))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(message);
  }

  @Test
  void aManCannotStandOnItsOwnCrowningRow() {
    for (int square = 29; square <= 32; square++) {
      int s = square;
      assertThatThrownBy(() -> Position.empty(Colour.BLACK).with(s, Piece.BLACK_MAN))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("a Black man cannot stand on square " + s + " (Black's crowning row)");
      assertThatThrownBy(() -> Position.empty(Colour.BLACK).with(33 - s, Piece.WHITE_MAN))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("a White man cannot stand on square " + (33 - s) + " (White's crowning row)");
    }
  }

  @Test
  void aThirteenthPieceIsRefused() {
    Position twelve = Position.initial();
    assertThatThrownBy(() -> twelve.with(13, Piece.BLACK_MAN))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Black has more than 12 pieces");
    assertThatThrownBy(() -> twelve.with(20, Piece.WHITE_KING))
        .hasMessage("White has more than 12 pieces");
    assertThat(twelve.with(12, Piece.BLACK_KING).count(Colour.BLACK)).isEqualTo(12);
    assertThat(twelve.with(21, Piece.WHITE_KING).count(Colour.WHITE)).isEqualTo(12);
    assertThatThrownBy(() -> twelve.with(21, Piece.BLACK_KING))
        .hasMessage("Black has more than 12 pieces");
  }

  @Test
  void anIllegalMoveIsRefusedNamingThePosition() {
    Position position = Position.fromFen("B:W14:B10,11");
    Move step =
        Position.fromFen("B:W30:B10,11").legalMoves().stream()
            .filter(m -> m.toString().equals("11-15"))
            .findFirst()
            .orElseThrow();
    assertThatThrownBy(() -> position.play(step))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("move 11-15 is not legal in B:W14:B10,11");
  }

  @Test
  void theMoveListCannotBeChanged() {
    List<Move> moves = Position.initial().legalMoves();
    assertThatThrownBy(moves::clear).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> Position.initial().squaresOf(Piece.BLACK_MAN).clear())
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void aKingMayLoopBackToItsStartSquare() {
    Position position = Position.fromFen("B:W6,7,14,15:BK2");
    assertThat(position.legalMoves()).hasSize(1);
    Move loop = position.legalMoves().get(0);
    assertThat(loop.from()).isEqualTo(2);
    assertThat(loop.to()).isEqualTo(2);
    assertThat(loop.captured()).containsExactly(6, 7, 14, 15);
    assertThat(Perft.count(position, 1, Perft.Counting.ALL_PATHS)).isEqualTo(2);
    assertThat(position.play(loop).toFen()).isEqualTo("W:W:BK2");
  }

  @Test
  void aManCrownedEndsTheMoveEvenWhenItCouldJumpOn() {
    Position position = Position.fromFen("B:W25,26:B21");
    assertThat(position.legalMoves()).hasSize(1);
    Move move = position.legalMoves().get(0);
    assertThat(move.toString()).isEqualTo("21x30");
    assertThat(move.crowns()).isTrue();
    assertThat(position.play(move).toFen()).isEqualTo("W:W26:BK30");
  }
}
