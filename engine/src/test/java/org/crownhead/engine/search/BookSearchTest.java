package org.crownhead.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.time.Duration;
import org.crownhead.core.Position;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.book.OpeningBook;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.eval.StandardEvaluation;
import org.junit.jupiter.api.Test;

class BookSearchTest {
  /** A book that answers the start with 12-16, which no search would choose first. */
  private static Searcher searcher() throws IOException {
    OpeningBook book =
        OpeningBook.read(new StringReader(Position.initial().toFen() + " 12-16 10 12\n"));
    Searcher searcher = new Searcher("test", new StandardEvaluation(), EndgameDatabase.NONE, book);
    searcher.setPosition(Position.initial());
    return searcher;
  }

  private static final Limits TIMED = Limits.moveTime(Duration.ofMillis(200));

  @Test
  void aTimedSearchInTheBookPlaysTheBookMoveAtOnce() throws IOException {
    try (Searcher searcher = searcher()) {
      SearchResult result = searcher.think(TIMED, info -> {});
      assertThat(result.isBookMove()).isTrue();
      assertThat(result.bestMove().orElseThrow().toString()).isEqualTo("12-16");
      assertThat(result.info().nodes()).isZero();
      assertThat(result.info().pv()).hasSize(1);
      SearchResult clocked =
          searcher.think(Limits.clock(Duration.ofSeconds(60), Duration.ZERO, 0), info -> {});
      assertThat(clocked.isBookMove()).isTrue();
    }
  }

  @Test
  void aSearchToADepthOrNodeCountSearchesEvenInTheBook() throws IOException {
    try (Searcher searcher = searcher()) {
      SearchResult deep = searcher.think(Limits.depth(4), info -> {});
      assertThat(deep.isBookMove()).isFalse();
      assertThat(deep.info().nodes()).isPositive();
      assertThat(searcher.think(TIMED.withNodes(5_000), info -> {}).isBookMove()).isFalse();
      assertThat(searcher.think(TIMED.withDepth(3), info -> {}).isBookMove()).isFalse();
    }
  }

  @Test
  void theBookCanBeTurnedOffAndWeakLevelsDoNotUseIt() throws IOException {
    try (Searcher searcher = searcher()) {
      searcher.setOption("book", "false");
      assertThat(searcher.think(TIMED, info -> {}).isBookMove()).isFalse();
      searcher.setOption("book", "true");
      searcher.setOption("level", "strong");
      assertThat(searcher.think(TIMED, info -> {}).isBookMove()).isFalse();
      searcher.setOption("level", "expert");
      assertThat(searcher.think(TIMED, info -> {}).isBookMove()).isTrue();
      assertThat(searcher.options().toString()).contains("book=true");
      assertThatThrownBy(() -> searcher.setOption("book", "sometimes"))
          .hasMessageContaining("book must be true or false");
    }
  }

  @Test
  void aPositionOutsideTheBookIsSearched() throws IOException {
    try (Searcher searcher = searcher()) {
      searcher.setPosition(Position.fromFen("W:W21,22,23:B10,11,12"));
      SearchResult result = searcher.think(TIMED, info -> {});
      assertThat(result.isBookMove()).isFalse();
      assertThat(result.info().nodes()).isPositive();
    }
  }
}
