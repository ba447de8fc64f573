package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Outcomes, terminations, colours and pieces: the small value types. */
class OutcomeTest {
  private static final EnumSet<Termination> DRAWS =
      EnumSet.of(
          Termination.THREEFOLD_REPETITION,
          Termination.FORTY_MOVE_RULE,
          Termination.NO_WIN_POSSIBLE,
          Termination.AGREEMENT);

  @ParameterizedTest
  @EnumSource(Termination.class)
  void pdnResultsFollowTheCheckersConvention(Termination termination) {
    assertThat(termination.isDraw()).isEqualTo(DRAWS.contains(termination));
    if (termination.isDraw()) {
      Outcome draw = Outcome.draw(termination);
      assertThat(draw.pdnResult()).isEqualTo("1/2-1/2");
      assertThat(draw.isDraw()).isTrue();
      assertThat(draw.winner()).isEmpty();
      assertThat(draw.termination()).isEqualTo(termination);
      assertThatThrownBy(() -> Outcome.win(Colour.BLACK, termination))
          .isInstanceOf(IllegalArgumentException.class);
    } else {
      Outcome black = Outcome.win(Colour.BLACK, termination);
      Outcome white = Outcome.win(Colour.WHITE, termination);
      assertThat(black.pdnResult()).isEqualTo("1-0");
      assertThat(white.pdnResult()).isEqualTo("0-1");
      assertThat(black.winner()).contains(Colour.BLACK);
      assertThat(black.isDraw()).isFalse();
      assertThat(black).isNotEqualTo(white);
      assertThatThrownBy(() -> Outcome.draw(termination))
          .isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> Outcome.win(null, termination))
          .isInstanceOf(NullPointerException.class);
    }
  }

  @Test
  void outcomesReadAsSentences() {
    assertThat(Outcome.win(Colour.WHITE, Termination.NO_LEGAL_MOVE))
        .hasToString("White wins: Black cannot move");
    assertThat(Outcome.win(Colour.BLACK, Termination.TIME_FORFEIT))
        .hasToString("Black wins by loss on time");
    assertThat(Outcome.draw(Termination.FORTY_MOVE_RULE)).hasToString("Draw by 40-move rule");
    assertThat(Outcome.draw(Termination.AGREEMENT)).hasToString("Draw by agreement");
    assertThat(Outcome.draw(Termination.NO_WIN_POSSIBLE))
        .hasToString("Draw: neither side can force a win");
  }

  @Test
  void equalOutcomesAreEqual() {
    assertThat(Outcome.draw(Termination.AGREEMENT))
        .isEqualTo(Outcome.draw(Termination.AGREEMENT))
        .hasSameHashCodeAs(Outcome.draw(Termination.AGREEMENT))
        .isNotEqualTo(Outcome.draw(Termination.THREEFOLD_REPETITION))
        .isNotEqualTo("Draw by agreement");
  }

  @Test
  void coloursAndPieces() {
    assertThat(Colour.fromLetter('b')).isEqualTo(Colour.BLACK);
    assertThat(Colour.fromLetter('W')).isEqualTo(Colour.WHITE);
    assertThatThrownBy(() -> Colour.fromLetter('x'))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a colour letter: 'x'");
    for (Colour colour : Colour.values()) {
      assertThat(colour.opponent().opponent()).isEqualTo(colour);
      assertThat(Colour.fromLetter(colour.letter())).isEqualTo(colour);
      for (boolean king : new boolean[] {false, true}) {
        Piece piece = Piece.of(colour, king);
        assertThat(piece.colour()).isEqualTo(colour);
        assertThat(piece.isKing()).isEqualTo(king);
        assertThat(piece.crowned()).isEqualTo(Piece.of(colour, true));
      }
    }
    assertThat(Colour.BLACK.displayName()).isEqualTo("Black");
  }
}
