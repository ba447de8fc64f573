package org.crownhead.explorer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.match.Openings;
import org.junit.jupiter.api.Test;

/** The opening names: every entry replays from the start, and a game takes its longest name. */
class OpeningNamesTest {
  private static final OpeningNames NAMES = OpeningNames.standard();

  private static List<Move> moves(String line) {
    Game game = new Game();
    List<Move> moves = new ArrayList<>();
    for (String text : line.split(" ")) {
      moves.add(game.play(text));
    }
    return moves;
  }

  private static String label(String line) {
    return NAMES.name(Position.initial(), moves(line)).map(OpeningNames.Name::label).orElse(null);
  }

  @Test
  void everyNamedSequenceReplaysFromTheStartAndNamesItself() throws IOException {
    int entries = 0;
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(
                OpeningNames.class.getResourceAsStream(OpeningNames.RESOURCE),
                StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] fields = line.split("\t");
        assertThat(fields).as(line).hasSize(3);
        assertThat(fields[2]).as("the source of " + line).matches("S\\d(, S\\d)*");
        Game game = new Game();
        Arrays.stream(fields[0].split(" ")).forEach(game::play); // throws on an illegal move
        assertThat(NAMES.name(game.start(), game.moves()).orElseThrow().name())
            .isEqualTo(fields[1]);
        entries++;
      }
    }
    assertThat(entries).isGreaterThanOrEqualTo(25);
  }

  @Test
  void aGameTakesItsLongestNameAndItsBallot() {
    assertThat(label("11-15 23-19 8-11 22-17 4-8 17-13 15-18"))
        .isEqualTo("Old Fourteenth (ACF #126)");
    assertThat(label("11-15 23-19 8-11 22-17 9-13")).isEqualTo("Laird and Lady (ACF #126)");
    assertThat(label("11-15 22-18")).isEqualTo("Single Corner");
    assertThat(label("9-13")).isEqualTo("Edinburgh");
    assertThat(label("9-13 22-18 6-9"))
        .as("a ballot's own name")
        .isEqualTo("Dreaded Edinburgh (ACF #5)");
    assertThat(label("9-13 21-17 5-9 25-21"))
        .as("a ballot without a name")
        .isEqualTo("Edinburgh (ACF #1)");
    assertThat(NAMES.name(Position.initial(), List.of())).isEmpty();
  }

  @Test
  void anotherMoveOrderReachingTheSamePositionHasTheSameName() {
    assertThat(label("11-15 22-17 8-11 23-19 4-8")).startsWith("Old Fourteenth");
  }

  @Test
  void aGameFromAnotherPositionHasNoOpening() {
    Position start = Position.fromFen("B:W18,22:B9,10");
    assertThat(NAMES.name(start, List.of(start.legalMoves().get(0)))).isEmpty();
  }

  @Test
  void namesFromMoveTextStopAtTheFirstBadMove() {
    assertThat(
            NAMES
                .name(null, List.of("11-15", "23-19", "8-11", "22-17", "4-8"))
                .orElseThrow()
                .name())
        .isEqualTo("Old Fourteenth");
    assertThat(NAMES.name(null, List.of("9-13", "24-28", "22-18")).orElseThrow().label())
        .isEqualTo("Edinburgh");
    assertThat(NAMES.name("not a fen", List.of("11-15"))).isEmpty();
  }

  @Test
  void allTheBallotsAreKnownBarredOnesToo() throws IOException {
    assertThat(Openings.ballots()).hasSize(174);
    assertThat(Openings.deck()).hasSize(156);
    assertThat(label("9-13 21-17 10-14")).isEqualTo("Edinburgh (ACF #3)"); // barred
  }

  @Test
  void aMalformedOrIllegalEntryIsRefusedWithItsLine() {
    assertThatThrownBy(() -> OpeningNames.read(new StringReader("# c\n11-15 23-19\n"), List.of()))
        .hasMessageContaining("line 2");
    assertThatThrownBy(
            () -> OpeningNames.read(new StringReader("11-15 24-28\tNowhere\tS1\n"), List.of()))
        .hasMessageContaining("line 1");
  }
}
