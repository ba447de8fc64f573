package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.crownhead.core.Colour;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BoardDiagramTest {
  private static String picture(Position position, Optional<Move> last, boolean turned) {
    return String.join("\n", BoardDiagram.draw(position, last, turned, false));
  }

  @Test
  void theStartingPositionIsDrawnTheStandardWay() {
    assertThat(picture(Position.initial(), Optional.empty(), false))
        .isEqualTo(
            String.join(
                "\n",
                "+--------------------------------+",
                "|      b       b       b       b |   1-4",
                "|  b       b       b       b     |   5-8",
                "|      b       b       b       b |   9-12",
                "| 13      14      15      16     |  13-16",
                "|     17      18      19      20 |  17-20",
                "|  w       w       w       w     |  21-24",
                "|      w       w       w       w |  25-28",
                "|  w       w       w       w     |  29-32",
                "+--------------------------------+"));
  }

  @Test
  void turnedRoundWhiteIsAtTheTop() {
    assertThat(picture(Position.initial(), Optional.empty(), true))
        .isEqualTo(
            String.join(
                "\n",
                "+--------------------------------+",
                "|      w       w       w       w |  32-29",
                "|  w       w       w       w     |  28-25",
                "|      w       w       w       w |  24-21",
                "| 20      19      18      17     |  20-17",
                "|     16      15      14      13 |  16-13",
                "|  b       b       b       b     |  12-9",
                "|      b       b       b       b |   8-5",
                "|  b       b       b       b     |   4-1",
                "+--------------------------------+"));
  }

  @Test
  void kingsAreCapitalsAndTheLastMoveIsInBrackets() {
    Position before = Position.fromFen("B:W18,K29:B14,K3");
    Move move = MoveText.parse(before, "14x23");
    String picture = picture(before.play(move), Optional.of(move), false);

    assertThat(picture)
        .isEqualTo(
            String.join(
                "\n",
                "+--------------------------------+",
                "|      1       2       B       4 |   1-4",
                "|  5       6       7       8     |   5-8",
                "|      9      10      11      12 |   9-12",
                "| 13     [14]     15      16     |  13-16",
                "|     17      18      19      20 |  17-20",
                "| 21      22     [ b]     24     |  21-24",
                "|     25      26      27      28 |  25-28",
                "|  W      30      31      32     |  29-32",
                "+--------------------------------+"));
  }

  @Test
  void coloursOnlyWhenAsked() {
    Position position = Position.fromFen("B:W18,K29:B14,K3");

    assertThat(String.join("\n", BoardDiagram.draw(position, Optional.empty(), false, false)))
        .doesNotContain("\u001b");
    assertThat(String.join("\n", BoardDiagram.draw(position, Optional.empty(), false, true)))
        .contains("\u001b[31mb\u001b[0m")
        .contains("\u001b[1;31mB\u001b[0m")
        .contains("\u001b[1mW\u001b[0m");
  }

  /** Where each square's number is drawn on an empty board: square to {line, character}. */
  private static Map<Integer, int[]> drawnPlaces(boolean turned) {
    List<String> lines =
        BoardDiagram.draw(Position.empty(Colour.BLACK), Optional.empty(), turned, false);
    Map<Integer, int[]> places = new HashMap<>();
    for (int line = 1; line <= 8; line++) {
      String text = lines.get(line);
      String inside = text.substring(1, text.indexOf('|', 1));
      for (int place = 0; place < 8; place++) {
        String cell = inside.substring(4 * place, 4 * place + 4).strip();
        if (!cell.isEmpty()) {
          places.put(Integer.parseInt(cell), new int[] {line - 1, place});
        }
      }
    }
    return places;
  }

  private static Set<Integer> drawnNeighbours(Map<Integer, int[]> places, int square) {
    int[] at = places.get(square);
    Set<Integer> neighbours = new TreeSet<>();
    places.forEach(
        (other, place) -> {
          if (Math.abs(place[0] - at[0]) == 1 && Math.abs(place[1] - at[1]) == 1) {
            neighbours.add(other);
          }
        });
    return neighbours;
  }

  @Test
  void squareOneTouchesFiveAndSixAndSquareFourOnlyEight() {
    Map<Integer, int[]> places = drawnPlaces(false);

    assertThat(places).hasSize(32);
    assertThat(drawnNeighbours(places, 1)).containsExactly(5, 6);
    assertThat(drawnNeighbours(places, 4)).containsExactly(8);
    assertThat(places.get(1)).containsExactly(0, 1); // top row, second column
    assertThat(places.get(4)).containsExactly(0, 7); // top right corner
    assertThat(places.get(29)).containsExactly(7, 0); // bottom left corner
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void everyDrawnNeighbourIsWhereAKingCanStep(boolean turned) {
    Map<Integer, int[]> places = drawnPlaces(turned);
    for (int square = 1; square <= 32; square++) {
      Position alone = Position.empty(Colour.BLACK).with(square, Piece.BLACK_KING);
      Set<Integer> steps = new TreeSet<>();
      for (Move move : alone.legalMoves()) {
        steps.add(move.to());
      }
      assertThat(drawnNeighbours(places, square)).as("square %d", square).isEqualTo(steps);
    }
  }
}
