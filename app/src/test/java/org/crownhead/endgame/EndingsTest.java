package org.crownhead.endgame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.crownhead.core.Colour;
import org.crownhead.core.Position;
import org.crownhead.engine.egdb.EndgameDatabase.Verdict;
import org.crownhead.engine.egdb.FileDatabase;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The training set: well formed, and every ending a database win for its winner, in so many plies.
 */
class EndingsTest {
  /** The length of each ending's shortest win, as the databases give it. */
  static final Map<String, Integer> PLIES = new LinkedHashMap<>();

  static {
    PLIES.put("the-move", 9);
    PLIES.put("double-corner", 15);
    PLIES.put("first-position", 61);
    PLIES.put("first-position-crown", 81);
    PLIES.put("first-position-without", 39);
    PLIES.put("better-than-first", 55);
    PLIES.put("three-kings-shot", 15);
    PLIES.put("three-kings", 36);
    PLIES.put("sturges", 65);
    PLIES.put("macindoe-three-kings", 75);
    PLIES.put("macindoe-kings", 93);
    PLIES.put("second-position", 93);
    PLIES.put("negative-second-position", 91);
  }

  @Test
  void theSetHoldsEveryEndingOnceInOrderWithinSixPieces() {
    Endings endings = Endings.standard();
    assertThat(endings.all()).extracting(Ending::id).containsExactlyElementsOf(PLIES.keySet());
    assertThat(endings.all())
        .allSatisfy(
            e -> {
              assertThat(e.pieces()).isBetween(2, Endings.MAX_PIECES);
              assertThat(e.name()).isNotBlank();
              assertThat(e.lesson()).endsWith(".");
              assertThat(e.source()).isNotBlank();
            });
  }

  @Test
  void theEndingsOfUpToFourPiecesAreWinsInTheirPliesInDatabasesBuiltHere() {
    EndingTrainer trainer = new EndingTrainer(SmallDatabases.get());
    int checked = 0;
    for (Ending ending : Endings.standard().all()) {
      if (ending.pieces() <= SmallDatabases.PIECES) {
        assertThat(trainer.optimum(ending)).as(ending.id()).isEqualTo(PLIES.get(ending.id()));
        checked++;
      } else {
        assertThat(trainer.covers(ending)).as(ending.id()).isFalse();
        assertThat(trainer.optimum(ending)).as(ending.id()).isEqualTo(-1);
      }
    }
    assertThat(checked).isEqualTo(6);
  }

  @Test
  void withoutTheMoveTheKingAgainstKingAndFirstPositionAreDraws() {
    FileDatabase databases = SmallDatabases.get();
    for (String id : new String[] {"the-move", "first-position"}) {
      Position start = Endings.standard().find(id).orElseThrow().start();
      assertThat(databases.probe(start.withTurn(Colour.BLACK))).as(id).isEqualTo(Verdict.DRAW);
    }
  }

  /**
   * The tests never read the developer's own data: the 6-piece databases are named with {@code
   * -Degdb.dir=DIR} (as the benchmarks name them), e.g. {@code ~/.local/share/crownhead/egdb}.
   */
  @Test
  void everyEndingIsAWinInItsPliesInTheSixPieceDatabasesWhenGiven() {
    String dir = System.getProperty("egdb.dir", "");
    Assumptions.assumeFalse(
        dir.isBlank(),
        "no -Degdb.dir=DIR naming 6-piece endgame databases (./crownhead egdb build, about 17"
            + " minutes): only the endings of up to 4 pieces were checked");
    FileDatabase databases = FileDatabase.open(Path.of(dir));
    assertThat(databases.completePieces())
        .as("pieces complete in " + dir)
        .isGreaterThanOrEqualTo(6);
    EndingTrainer trainer = new EndingTrainer(databases);
    for (Ending ending : Endings.standard().all()) {
      assertThat(trainer.optimum(ending)).as(ending.id()).isEqualTo(PLIES.get(ending.id()));
    }
    // Second Position, like First Position, is a win only with the move.
    Position second = Endings.standard().find("second-position").orElseThrow().start();
    assertThat(databases.probe(second.withTurn(Colour.BLACK))).isEqualTo(Verdict.DRAW);
  }

  @Test
  void theFileShippedIsTheFileInData() throws IOException {
    Path data = Path.of("..", "data", Endings.RESOURCE);
    Endings fromData = Endings.read(new StringReader(Files.readString(data)));
    assertThat(fromData.all()).isEqualTo(Endings.standard().all());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "a\tW:WK32:BK26\twhite\tName\tLesson.|line 2 of the endings: expected 6 fields",
        "a\tW:WK32:BK26\tred\tName\tLesson.\tL|the winner must be black or white, not \"red\"",
        "a\tW:WK33:BK26\twhite\tName\tLesson.\tL|line 2 of the endings: ",
        "A b\tW:WK32:BK26\twhite\tName\tLesson.\tL|the id \"A b\" must be lower-case",
        "a\tW:WK32:B\twhite\tName\tLesson.\tL|an ending needs a defender",
        "a\tW:WK1,K2,K3,K4:BK26,K27,K28\twhite\tName\tLesson.\tL|7 pieces",
        "a\tW:WK32:BK26\twhite\t \tLesson.\tL|must not be empty",
        "the-move\tW:WK32:BK26\twhite\tName\tLesson.\tL|is on line 1",
      })
  void aMalformedLineIsNamed(String example) {
    String[] parts = example.split("\\|");
    String text = "the-move\tW:WK32:BK26\twhite\tName\tLesson.\tL\n" + parts[0] + "\n";
    assertThatThrownBy(() -> Endings.read(new StringReader(text)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(parts[1]);
  }

  @Test
  void commentsAndBlankLinesAreSkipped() throws IOException {
    Endings endings =
        Endings.read(new StringReader("# a comment\n\nthe-move\tW:WK32:BK26\twhite\tN\tL.\tL\n"));
    assertThat(endings.all()).singleElement().extracting(Ending::winner).isEqualTo(Colour.WHITE);
  }
}
