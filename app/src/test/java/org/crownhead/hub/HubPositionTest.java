package org.crownhead.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.crownhead.core.Colour;
import org.crownhead.core.MalformedNotationException;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.core.Positions;
import org.junit.jupiter.api.Test;

/** Hub position strings: the fixed examples, every kind of bad string, and random round trips. */
class HubPositionTest {

  @Test
  void theStartingPosition() {
    assertThat(HubPosition.format(Position.initial()))
        .isEqualTo("B" + "b".repeat(12) + "e".repeat(8) + "w".repeat(12));
    assertThat(HubPosition.parse("B" + "b".repeat(12) + "e".repeat(8) + "w".repeat(12)))
        .isEqualTo(Position.initial());
  }

  @Test
  void eachPieceHasItsLetterOnItsSquare() {
    Position position = Position.fromFen("W:WK1,21,K32:BK29,5");

    String text = HubPosition.format(position);

    assertThat(text).hasSize(HubPosition.LENGTH).startsWith("W");
    assertThat(text.charAt(1)).isEqualTo('W');
    assertThat(text.charAt(5)).isEqualTo('b');
    assertThat(text.charAt(21)).isEqualTo('w');
    assertThat(text.charAt(29)).isEqualTo('B');
    assertThat(text.charAt(32)).isEqualTo('W');
    assertThat(text.chars().filter(c -> c == 'e').count()).isEqualTo(27);
  }

  @Test
  void badStringsNameWhatIsWrong() {
    assertThatThrownBy(() -> HubPosition.parse(null))
        .isInstanceOf(MalformedNotationException.class)
        .hasMessage("Hub position is missing");
    assertThatThrownBy(() -> HubPosition.parse("B" + "e".repeat(31)))
        .isInstanceOf(MalformedNotationException.class)
        .hasMessageStartingWith(
            "Hub position \"Beeeeeeeeeeeeeeeeeeeeeeeeeeeeeee\" has 32 characters;");
    assertThatThrownBy(() -> HubPosition.parse("b" + "e".repeat(32)))
        .hasMessageEndingWith("starts with 'b'; expected B or W for the side to move");
    assertThatThrownBy(() -> HubPosition.parse("W" + "e".repeat(9) + "K" + "e".repeat(22)))
        .hasMessageEndingWith("has 'K' for square 10; expected b, B, w, W or e");
    assertThatThrownBy(() -> HubPosition.parse("W" + "e".repeat(31) + "\t"))
        .hasMessageContaining("\\u0009")
        .hasMessageEndingWith("has '\\u0009' for square 32; expected b, B, w, W or e");
    assertThatThrownBy(() -> HubPosition.parse("B" + "w" + "e".repeat(31)))
        .hasMessageEndingWith(
            "is not a possible position: a White man cannot stand on square 1 (White's crowning"
                + " row)");
    assertThatThrownBy(() -> HubPosition.parse("B" + "W".repeat(13) + "e".repeat(19)))
        .hasMessageEndingWith("is not a possible position: White has more than 12 pieces");
    String longText = "B".repeat(100);
    assertThatThrownBy(() -> HubPosition.parse(longText))
        .hasMessageStartingWith("Hub position \"" + "B".repeat(60) + "...\" has 100 characters");
  }

  @Provide
  Arbitrary<Position> positions() {
    return Arbitraries.oneOf(placed(), played());
  }

  /** Up to 12 pieces of each side on random squares, men kept off their crowning rows. */
  private Arbitrary<Position> placed() {
    Arbitrary<List<Integer>> cells = Arbitraries.integers().between(0, 9).list().ofSize(32);
    return Combinators.combine(cells, Arbitraries.of(Colour.class))
        .as(
            (choices, turn) -> {
              Position position = Position.empty(turn);
              for (int square = 1; square <= 32; square++) {
                Piece piece = piece(choices.get(square - 1), square);
                if (piece != null && position.count(piece.colour()) < 12) {
                  position = position.with(square, piece);
                }
              }
              return position;
            });
  }

  private static Piece piece(int choice, int square) {
    switch (choice) {
      case 0:
        return square > 28 ? Piece.BLACK_KING : Piece.BLACK_MAN;
      case 1:
        return Piece.BLACK_KING;
      case 2:
        return square < 5 ? Piece.WHITE_KING : Piece.WHITE_MAN;
      case 3:
        return Piece.WHITE_KING;
      default:
        return null;
    }
  }

  /** Positions reached by random play from the start. */
  private Arbitrary<Position> played() {
    return Arbitraries.integers()
        .between(0, 1000)
        .list()
        .ofMaxSize(120)
        .map(choices -> Positions.playOut(Position.initial(), choices));
  }

  @Property(tries = 2000)
  void aPositionSurvivesFormatAndParse(@ForAll("positions") Position position) {
    String text = HubPosition.format(position);

    assertThat(text).hasSize(HubPosition.LENGTH).matches("[BW][bBwWe]{32}");
    assertThat(HubPosition.parse(text)).isEqualTo(position);
    assertThat(HubPosition.parse(text).toFen()).isEqualTo(position.toFen());
    assertThat(HubPosition.format(HubPosition.parse(text))).isEqualTo(text);
  }

  @Property(tries = 500)
  void theFlippedPositionReadsBackwards(@ForAll("positions") Position position) {
    String text = HubPosition.format(position);
    String flipped = HubPosition.format(position.flipped());

    for (int square = 1; square <= 32; square++) {
      char piece = text.charAt(square);
      char mirrored = flipped.charAt(33 - square);
      assertThat(mirrored).isEqualTo(swapColour(piece));
    }
  }

  private static char swapColour(char piece) {
    switch (piece) {
      case 'b':
        return 'w';
      case 'w':
        return 'b';
      case 'B':
        return 'W';
      case 'W':
        return 'B';
      default:
        return piece;
    }
  }
}
