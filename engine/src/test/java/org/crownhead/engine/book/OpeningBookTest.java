package org.crownhead.engine.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;

class OpeningBookTest {
  private static final String START = Position.initial().toFen();

  private static OpeningBook book(String text) throws IOException {
    return OpeningBook.read(new StringReader(text));
  }

  @Test
  void theStandardBookKnowsTheStartAndTheBallots() {
    OpeningBook book = OpeningBook.standard();
    assertThat(book.size()).isGreaterThan(10_000);
    assertThat(book.choose(Position.initial())).isPresent();
    // After the ballot 11-15 23-19 8-11 the book has White's usual 22-17 among its moves.
    Position ballot = Position.initial();
    for (String move : new String[] {"11-15", "23-19", "8-11"}) {
      ballot = ballot.play(org.crownhead.core.MoveText.parse(ballot, move));
    }
    assertThat(book.moves(ballot)).extracting(entry -> entry.move().toString()).contains("22-17");
    assertThat(book.moves(ballot))
        .allSatisfy(
            entry -> assertThat(entry.games()).isGreaterThanOrEqualTo(BookBuilder.MIN_GAMES));
  }

  @Test
  void aPositionOutsideTheBookHasNoMove() {
    Position endgame = Position.fromFen("B:W18,K30:B14,K1");
    assertThat(OpeningBook.standard().moves(endgame)).isEmpty();
    assertThat(OpeningBook.standard().choose(endgame)).isEmpty();
    assertThat(OpeningBook.EMPTY.choose(Position.initial())).isEmpty();
  }

  @Test
  void theChoiceWeighsTheScoreAgainstHowOftenTheMoveWasPlayed() throws IOException {
    // 9-13: 100 games, 55% (less 0.1: 0.45). 11-15: 3 games, 100% (less 0.58: 0.42).
    OpeningBook main = book(START + " 9-13 100 110 11-15 3 6\n");
    assertThat(main.choose(Position.initial()).orElseThrow().toString()).isEqualTo("9-13");
    // 11-15: 25 games, 80% (less 0.2: 0.6) beats 9-13.
    OpeningBook better = book(START + " 9-13 100 110 11-15 25 40\n");
    assertThat(better.choose(Position.initial()).orElseThrow().toString()).isEqualTo("11-15");
    assertThat(better.moves(Position.initial()).get(1).score()).isEqualTo(0.8);
  }

  @Test
  void commentsAndBlankLinesAreSkipped() throws IOException {
    assertThat(book("# a comment\n\n" + START + " 11-15 3 3\n").size()).isEqualTo(1);
  }

  @Test
  void aMalformedLineIsReportedByNumber() {
    assertThatThrownBy(() -> book("# header\n" + START + " 11-15 3\n"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("line 2");
    assertThatThrownBy(() -> book(START + " 11-14 3 3\n"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("line 1");
    assertThatThrownBy(() -> book(START + " 11-15 3 7\n"))
        .hasMessageContaining("impossible games or points");
    assertThatThrownBy(() -> book(START + " 11-15 3 3\n" + START + " 9-13 3 3\n"))
        .hasMessageContaining("twice");
    assertThatThrownBy(() -> book("B:W99:B1 11-15 3 3\n")).hasMessageContaining("line 1");
  }
}
