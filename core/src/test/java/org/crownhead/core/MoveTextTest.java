package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Reading and writing move text: accepted forms, ambiguity, king loops and rejected text. */
class MoveTextTest {

  @Test
  void stepsAndSingleCapturesAreWrittenFromAndTo() {
    Position start = Position.initial();
    assertThat(start.legalMoves().stream().map(m -> MoveText.format(start, m)))
        .containsExactlyInAnyOrder("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16");
    Position capture = Position.fromFen("W:W22:B18");
    Move move = MoveText.parse(capture, "22x15");
    assertThat(MoveText.format(capture, move)).isEqualTo("22x15");
  }

  @ParameterizedTest
  @ValueSource(strings = {"11-15", " 11-15 ", "11x15", "011-015", "11-15\n", "11X15", "11"})
  void readsTheTolerantFormsOfAStep(String text) {
    if (text.equals("11")) {
      assertThatThrownBy(() -> MoveText.parse(Position.initial(), text))
          .isInstanceOf(MalformedNotationException.class);
      return;
    }
    assertThat(MoveText.parse(Position.initial(), text).toString()).isEqualTo("11-15");
  }

  /** Black's man on 6 can take 10 and 18, or 9 and 17, ending on 22 either way. */
  @Nested
  class TwoRoutesToOneSquare {
    private final Position position = Position.fromFen("B:W9,10,17,18,23:B6,19");

    @Test
    void theShortFormIsAmbiguous() {
      assertThatThrownBy(() -> MoveText.parse(position, "6x22"))
          .isInstanceOf(AmbiguousMoveException.class)
          .hasMessage("move \"6x22\" is ambiguous; it could be 6x13x22 or 6x15x22");
    }

    @Test
    void theFullPathResolvesEach() {
      assertThat(MoveText.parse(position, "6x15x22").captured()).containsExactly(10, 18);
      assertThat(MoveText.parse(position, "6x13x22").captured()).containsExactly(9, 17);
      assertThat(MoveText.parse(position, "6-13-22").captured()).containsExactly(9, 17);
      assertThat(MoveText.parse(position, "6x15").captured()).containsExactly(10, 18);
    }

    @Test
    void theFullPathIsWrittenOnlyWhereTheShortFormIsAmbiguous() {
      assertThat(position.legalMoves().stream().map(m -> MoveText.format(position, m)))
          .containsExactlyInAnyOrder("6x15x22", "6x13x22", "19x26");
      assertThat(MoveText.parse(position, "19x26").captured()).containsExactly(23);
    }

    @Test
    void withoutTheOtherRouteTheShortFormIsWritten() {
      Position one = position.without(9);
      Move move = MoveText.parse(one, "6x22");
      assertThat(move.path()).containsExactly(6, 15, 22);
      assertThat(MoveText.format(one, move)).isEqualTo("6x22");
    }
  }

  /** A king among nine White men: ten moves, some reached by more than one order of jumps. */
  @Nested
  class KingLoop {
    private final Position position = Position.fromFen("B:W6,7,8,14,15,16,22,23,24:BK2");
    private final List<Perft.Division> paths = Perft.divide(position, 1, Perft.Counting.ALL_PATHS);

    @Test
    void everyJumpOrderReadsAsTheSameMoveWithTheTypedPath() {
      assertThat(paths).hasSize(14);
      assertThat(position.legalMoves()).hasSize(10);
      Map<Move, Set<List<Integer>>> pathsByMove = new HashMap<>();
      for (Perft.Division division : paths) {
        String text = division.move().toString();
        Move read = MoveText.parse(position, text);
        assertThat(read).isEqualTo(division.move());
        assertThat(read.toString()).isEqualTo(text);
        pathsByMove.computeIfAbsent(read, m -> new HashSet<>()).add(read.path());
      }
      assertThat(pathsByMove).hasSize(10);
      Move loop = MoveText.parse(position, "2x9x18x27x20x11x18x25");
      assertThat(pathsByMove.get(loop))
          .containsExactlyInAnyOrder(
              List.of(2, 9, 18, 27, 20, 11, 18, 25), List.of(2, 9, 18, 11, 20, 27, 18, 25));
      assertThat(MoveText.parse(position, "2x9x18x11x20x27x18x25")).isEqualTo(loop);
      assertThat(position.play(MoveText.parse(position, "2x9x18x11x20x27x18x25")))
          .isEqualTo(position.play(loop));
    }

    @Test
    void aFullPathThatIsPartOfALongerPathStillNamesItsOwnMove() {
      assertThat(MoveText.parse(position, "2x9x18x25").captured()).containsExactly(6, 14, 22);
      assertThat(MoveText.parse(position, "2x11x4").captured()).containsExactly(7, 8);
    }

    @Test
    void everyMoveIsWrittenInFullBecauseOthersShareItsStartAndEnd() {
      for (Move move : position.legalMoves()) {
        assertThat(MoveText.format(position, move)).isEqualTo(move.toString());
      }
      assertThatThrownBy(() -> MoveText.parse(position, "2x25"))
          .isInstanceOf(AmbiguousMoveException.class);
      assertThatThrownBy(() -> MoveText.parse(position, "2x18x25"))
          .isInstanceOf(AmbiguousMoveException.class);
    }

    @Test
    void someLandingSquaresSufficeWhenOnlyOneMoveHasThemInThatOrder() {
      Move read = MoveText.parse(position, "2x27x11x25");
      assertThat(read.captured()).containsExactly(6, 14, 15, 16, 22, 23, 24);
    }

    @Test
    void aPathCutShortReadsWhenItStartsExactlyOneMove() {
      int unique = 0;
      int ambiguous = 0;
      for (Perft.Division division : paths) {
        List<Integer> path = division.move().path();
        for (int length = 2; length < path.size(); length++) {
          List<Integer> prefix = path.subList(0, length);
          String text = prefix.stream().map(String::valueOf).collect(Collectors.joining("x"));
          int first = prefix.get(0);
          int last = prefix.get(length - 1);
          boolean endsThere =
              position.legalMoves().stream().anyMatch(m -> m.from() == first && m.to() == last);
          if (endsThere) {
            continue; // read as a start and an end, not as a path cut short
          }
          Set<Move> starting = new LinkedHashSet<>();
          for (Perft.Division other : paths) {
            if (startsWith(other.move().path(), prefix)) {
              starting.add(other.move());
            }
          }
          if (starting.size() == 1) {
            unique++;
            assertThat(MoveText.parse(position, text)).as(text).isEqualTo(division.move());
          } else {
            ambiguous++;
            assertThatThrownBy(() -> MoveText.parse(position, text))
                .as(text)
                .isInstanceOf(AmbiguousMoveException.class);
          }
        }
      }
      assertThat(unique).isPositive();
      assertThat(ambiguous).isPositive();
      assertThat(MoveText.parse(position, "2x9x18x11x20").captured())
          .containsExactly(6, 14, 15, 16, 22, 23, 24);
      assertThat(MoveText.parse(position, "2x11x18x27").captured())
          .containsExactly(7, 8, 15, 16, 23, 24);
    }

    private boolean startsWith(List<Integer> path, List<Integer> prefix) {
      return path.size() >= prefix.size() && path.subList(0, prefix.size()).equals(prefix);
    }
  }

  @Nested
  class Rejected {
    @ParameterizedTest
    @ValueSource(strings = {"", " ", "\t\n"})
    void emptyText(String text) {
      assertThatThrownBy(() -> MoveText.parse(Position.initial(), text))
          .isInstanceOf(MalformedNotationException.class)
          .hasMessage("move text " + NotationException.quote(text) + " is empty");
    }

    @Test
    void missingText() {
      assertThatThrownBy(() -> MoveText.parse(Position.initial(), null))
          .isInstanceOf(MalformedNotationException.class)
          .hasMessage("move text is missing")
          .satisfies(e -> assertThat(((NotationException) e).input()).isEmpty());
    }

    @ParameterizedTest
    @CsvSource(
        delimiter = '|',
        value = {
          "11          | needs at least two squares, as in 11-15 or 15x24",
          "11-         | expects a square number at column 4",
          "'  11-'     | expects a square number at column 6",
          "-15         | expects a square number at column 1",
          "11--15      | expects a square number at column 4",
          "'11 15'     | has ' ' where - or x should be",
          "11\u201315  | has '\u2013' where - or x should be",
          "11/15       | has '/' where - or x should be",
          "0-4         | names square 0; squares are numbered 1 to 32",
          "33-1        | names square 33; squares are numbered 1 to 32",
          "1111-15     | names square 111; squares are numbered 1 to 32",
          "\u0661\u0661-15 | expects a square number at column 1",
          "11-15x      | expects a square number at column 7",
          "a11-15      | expects a square number at column 1",
        })
    void malformedText(String text, String problem) {
      assertThatThrownBy(() -> MoveText.parse(Position.initial(), text))
          .isInstanceOf(MalformedNotationException.class)
          .hasMessage("move text " + NotationException.quote(text) + " " + problem)
          .satisfies(e -> assertThat(((NotationException) e).input()).isEqualTo(text));
    }

    @Test
    void controlCharactersAreShownVisibly() {
      assertThatThrownBy(() -> MoveText.parse(Position.initial(), "11-15\u0000"))
          .isInstanceOf(MalformedNotationException.class)
          .hasMessage("move text \"11-15\\u0000\" has '\\u0000' where - or x should be");
    }

    @ParameterizedTest
    @ValueSource(strings = {"21-17", "11-18", "11x18", "12-15", "11-15-19", "1-5"})
    void illegalMovesListTheLegalOnes(String text) {
      assertThatThrownBy(() -> MoveText.parse(Position.initial(), text))
          .isInstanceOf(IllegalMoveException.class)
          .hasMessage(
              "move \""
                  + text
                  + "\" is not legal here; legal moves: 9-13 9-14 10-14 10-15 11-15 11-16 12-16");
    }

    @Test
    void aStepIsIllegalWhenACaptureIsForced() {
      Position position = Position.fromFen("B:W14:B10,11");
      assertThatThrownBy(() -> MoveText.parse(position, "11-15"))
          .isInstanceOf(IllegalMoveException.class)
          .hasMessage("move \"11-15\" is not legal here; legal moves: 10x17");
    }

    @Test
    void aSideThatCannotMoveHasNoLegalMove() {
      assertThatThrownBy(() -> MoveText.parse(Position.fromFen("B:W21,22:B"), "1-5"))
          .isInstanceOf(IllegalMoveException.class)
          .hasMessage("move \"1-5\" is not legal here; legal moves: none, Black cannot move");
    }

    /** The timeout only guards against a hang; these inputs are read in milliseconds. */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void veryLongTextFailsQuicklyWithAShortMessage() {
      Position loop = Position.fromFen("B:W6,7,8,14,15,16,22,23,24:BK2");
      String[] texts = {
        "2x" + "9x18x".repeat(200_000) + "25",
        "1".repeat(1_000_000),
        "11-" + "-".repeat(1_000_000),
        "11-15" + "\u0000".repeat(1_000_000),
      };
      for (String text : texts) {
        assertThatThrownBy(() -> MoveText.parse(loop, text))
            .isInstanceOf(NotationException.class)
            .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(400))
            .hasMessageContaining(NotationException.quote(text));
      }
      assertThat(MoveText.parse(Position.initial(), "11-15" + " ".repeat(1_000_000)).toString())
          .isEqualTo("11-15");
    }
  }
}
