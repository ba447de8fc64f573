package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The FEN and move-text readers fed garbage: random text, and valid text with random edits. They
 * either read it or fail with their own exception, whose message names the input.
 */
class NotationFuzzTest {
  private static final String FEN_ALPHABET = "BWbwKk0123456789:,-. \t";
  private static final String MOVE_ALPHABET = "0123456789-xX ";

  /** One random edit: where, what (insert, delete, replace, repeat), and a character. */
  private record Edit(int at, int kind, char c) {

    String apply(String text) {
      int i = text.isEmpty() ? 0 : at % (text.length() + 1);
      int j = Math.min(text.length(), i + 1 + at % 7);
      switch (kind) {
        case 0:
          return text.substring(0, i) + c + text.substring(i);
        case 1:
          return text.substring(0, i) + text.substring(j);
        case 2:
          return text.substring(0, i) + c + text.substring(j);
        default:
          return text.substring(0, j) + text.substring(i, j) + text.substring(j);
      }
    }
  }

  private static Arbitrary<List<Edit>> edits(String alphabet) {
    Arbitrary<Character> chars =
        Arbitraries.oneOf(
            Arbitraries.of(alphabet.chars().mapToObj(c -> (char) c).toArray(Character[]::new)),
            Arbitraries.chars());
    return Combinators.combine(
            Arbitraries.integers().between(0, 1000), Arbitraries.integers().between(0, 3), chars)
        .as(Edit::new)
        .list()
        .ofMinSize(1)
        .ofMaxSize(6);
  }

  private static String edit(String text, List<Edit> edits) {
    for (Edit edit : edits) {
      text = edit.apply(text);
    }
    return text;
  }

  @Provide
  Arbitrary<String> garbage() {
    return Arbitraries.oneOf(
        Arbitraries.strings().all().ofMaxLength(300),
        Arbitraries.strings().withChars(FEN_ALPHABET).ofMaxLength(120),
        Arbitraries.strings().withChars(MOVE_ALPHABET).ofMaxLength(40),
        Arbitraries.strings().withCharRange('\u0000', '\u001f').ofMaxLength(20));
  }

  @Provide
  Arbitrary<String> editedFens() {
    return Combinators.combine(
            Positions.any(),
            Arbitraries.of(true, false),
            Arbitraries.of(true, false),
            edits(FEN_ALPHABET))
        .as(
            (position, ranges, spaces, edits) ->
                edit(
                    FenPropertiesTest.variant(position, false, ranges, false, spaces, false),
                    edits));
  }

  @Property(tries = 2000)
  void fenReadsGarbageOrSaysWhatIsWrong(@ForAll("garbage") String text) {
    checkFen(text);
  }

  @Property(tries = 2000)
  void fenReadsEditedFensOrSaysWhatIsWrong(@ForAll("editedFens") String text) {
    checkFen(text);
  }

  /** The reader's contract, for any text at all. */
  static void checkFen(String text) {
    Position position;
    try {
      position = Fen.parse(text);
    } catch (MalformedNotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.getMessage()).contains(NotationException.quote(text));
      assertThat(e.getMessage()).doesNotContainPattern("\\p{Cntrl}");
      return;
    }
    assertThat(Fen.parse(Fen.format(position))).isEqualTo(position);
  }

  @Provide
  Arbitrary<Position> positions() {
    return Arbitraries.oneOf(Positions.any(), Positions.jumpTours());
  }

  @Property(tries = 1000)
  void moveTextReadsGarbageOrSaysWhatIsWrong(
      @ForAll("positions") Position position, @ForAll("garbage") String text) {
    checkMoveText(position, text);
  }

  @Property(tries = 2000)
  void moveTextReadsEditedMovesOrSaysWhatIsWrong(
      @ForAll("positions") Position position,
      @ForAll int choice,
      @ForAll("moveEdits") List<Edit> edits) {
    List<Perft.Division> paths = Perft.divide(position, 1, Perft.Counting.ALL_PATHS);
    String text =
        paths.isEmpty()
            ? "11-15"
            : paths.get(Math.floorMod(choice, paths.size())).move().toString();
    checkMoveText(position, edit(text, edits));
  }

  @Provide
  Arbitrary<List<Edit>> moveEdits() {
    return edits(MOVE_ALPHABET);
  }

  /** The move reader's contract, for any text at all. */
  static void checkMoveText(Position position, String text) {
    Move move;
    try {
      move = MoveText.parse(position, text);
    } catch (MalformedNotationException | IllegalMoveException | AmbiguousMoveException e) {
      assertThat(e.input()).isEqualTo(text == null ? "" : text);
      assertThat(e.getMessage()).contains(NotationException.quote(e.input()));
      assertThat(e.getMessage()).doesNotContainPattern("\\p{Cntrl}");
      return;
    }
    assertThat(position.legalMoves()).contains(move);
    assertThat(move.from()).isEqualTo(Integer.parseInt(text.strip().split("[-xX]")[0]));
    position.play(move);
  }
}
