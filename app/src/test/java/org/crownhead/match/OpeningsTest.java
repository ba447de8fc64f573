package org.crownhead.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.crownhead.core.Colour;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;

class OpeningsTest {
  static Path data(String name) {
    return Path.of(System.getProperty("crownhead.data"), name);
  }

  @Test
  void theAcfDeckHas156OpeningsEachAtTheFenItsMovesReach() throws IOException {
    List<Opening> deck = Openings.read(data("ballots-3move.txt"));

    assertThat(deck).hasSize(156);
    // The file's own columns, read here independently of the loader.
    Map<Integer, String[]> lines = new HashMap<>();
    for (String line : Files.readAllLines(data("ballots-3move.txt"), StandardCharsets.UTF_8)) {
      if (!line.startsWith("#")) {
        String[] fields = line.split("\t");
        lines.put(Integer.parseInt(fields[0]), fields);
      }
    }
    assertThat(lines).hasSize(174);
    int crossboard = 0;
    int mailplay = 0;
    for (Opening opening : deck) {
      String[] fields = lines.get(opening.number());
      assertThat(fields[2]).containsAnyOf("CROSSBOARD", "MAILPLAY").doesNotContain("BARRED");
      crossboard += fields[2].contains("CROSSBOARD") ? 1 : 0;
      mailplay += fields[2].contains("MAILPLAY") ? 1 : 0;
      assertThat(opening.moves()).hasSize(3);
      assertThat(String.join(" ", opening.moves())).isEqualTo(fields[1]);
      assertThat(opening.name()).isEqualTo(fields[3]);
      assertThat(opening.deck()).isEqualTo("ACF");
      assertThat(opening.position()).isEqualTo(Position.fromFen(fields[4]));
      assertThat(opening.position().turn()).isEqualTo(Colour.WHITE);
      assertThat(opening.toGame().isOver()).isFalse();
    }
    assertThat(crossboard).isEqualTo(144);
    assertThat(mailplay).isEqualTo(12);
    // In file order, numbered as the ACF numbers them; no number twice.
    assertThat(deck).extracting(Opening::number).isSorted().doesNotHaveDuplicates();
    assertThat(deck.get(0).toString()).isEqualTo("ACF #1: 9-13 21-17 5-9");
    assertThat(deck)
        .filteredOn(opening -> opening.number() == 5)
        .singleElement()
        .extracting(Opening::label)
        .isEqualTo("ACF #5 Dreaded Edinburgh");
  }

  @Test
  void theDeckPackedInTheProgramIsTheDataFolderDeck() throws IOException {
    assertThat(Openings.deck()).isEqualTo(Openings.read(data("ballots-3move.txt")));
  }

  @Test
  void theTwoMoveFileLeavesOutItsExcludedBallots() throws IOException {
    List<Opening> ballots = Openings.read(data("ballots-2move.txt"));

    assertThat(ballots).hasSize(43);
    assertThat(ballots).allSatisfy(opening -> assertThat(opening.moves()).hasSize(2));
    assertThat(ballots.get(0).deck()).isEqualTo("ballots-2move.txt");
    assertThat(ballots.get(0).position().turn()).isEqualTo(Colour.BLACK);
  }

  @Test
  void plainLinesOfMovesAreOpeningsNumberedInOrder() {
    List<Opening> openings =
        Openings.read(new StringReader("# mine\n11-15 23-19\n\n  9-14 22-17 5-9 \n"), "mine");

    assertThat(openings).extracting(Opening::number).containsExactly(1, 2);
    assertThat(openings.get(1).moves()).containsExactly("9-14", "22-17", "5-9");
    assertThat(openings.get(1).label()).isEqualTo("mine #2");
  }

  @Test
  void withoutDeckFlagsEveryLineButTheBarredOnesCounts() {
    String text = "1\t9-13 21-17\tplayable\n2\t9-14 21-17\texcluded\n7\t10-14 24-19\t\tThe Name\n";
    List<Opening> openings = Openings.read(new StringReader(text), "two");

    assertThat(openings).extracting(Opening::number).containsExactly(1, 7);
    assertThat(openings.get(1).name()).isEqualTo("The Name");
  }

  @Test
  void errorsNameTheLineAndWhatIsWrong() {
    assertThatThrownBy(() -> Openings.read(new StringReader("# x\n11-15 24-28\n"), "f"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("f line 2: ")
        .hasMessageContaining("24-28");
    assertThatThrownBy(() -> Openings.read(new StringReader("one\t11-15\tCROSSBOARD\n"), "f"))
        .hasMessageStartingWith("f line 1: the first field must be the opening's number");
    String wrongFen = "1\t11-15 23-19\tCROSSBOARD\t\tB:W21-32:B1-12\n";
    assertThatThrownBy(() -> Openings.read(new StringReader(wrongFen), "f"))
        .hasMessageStartingWith("f line 1: the FEN B:W21-32:B1-12 is not the position after")
        .hasMessageContaining("11-15 23-19");
    assertThatThrownBy(() -> Openings.read(new StringReader("# nothing\n"), "f"))
        .hasMessage("f holds no openings");
    assertThatThrownBy(() -> Openings.read(new StringReader("1\t\tCROSSBOARD\n"), "f"))
        .hasMessage("f line 1: no moves");
  }
}
