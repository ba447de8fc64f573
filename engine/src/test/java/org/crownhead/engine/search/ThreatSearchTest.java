package org.crownhead.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.crownhead.core.Position;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.eval.StandardEvaluation;
import org.junit.jupiter.api.Test;

/**
 * The {@code threats} setting: past the horizon, a quiet position in which the side not to move
 * threatens a capture is searched on, so a threat that cannot be parried counts at once.
 */
class ThreatSearchTest {
  /**
   * From a tournament game: Black's king steps 19-15 and attacks both the man on 10 (to jump to 6)
   * and the man on 18 (to jump to 22); White cannot save both. A search to depth 11 plays 19-15 for
   * about a man.
   */
  private static final Position FORK = Position.fromFen("B:W5,10,18,21:B11,12,K19,20");

  private static SearchResult searchOnePly(String threats) {
    try (Searcher searcher = new Searcher("test", new StandardEvaluation())) {
      searcher.setOption("threats", threats);
      searcher.setPosition(FORK);
      return searcher.think(Limits.depth(1), info -> {});
    }
  }

  @Test
  void aOnePlySearchSeesTheThreatWhenAllowedToAnswerIt() {
    SearchResult result = searchOnePly("1");

    assertThat(result.bestMove().orElseThrow()).hasToString("19-15");
    assertThat(result.info().score()).isGreaterThan(80);
  }

  @Test
  void withoutTheThreatSearchTheHorizonHidesIt() {
    SearchResult result = searchOnePly("0");

    assertThat(result.bestMove().orElseThrow().toString()).isNotEqualTo("19-15");
    assertThat(result.info().score()).isLessThan(50);
  }

  @Test
  void theSettingTakesZeroToFourPlies() {
    try (Searcher searcher = new Searcher("test", new StandardEvaluation())) {
      assertThat(searcher.options().toString()).contains("threats=0");
      searcher.setOption("threats", "4");
      assertThat(searcher.options().toString()).contains("threats=4");
      assertThatThrownBy(() -> searcher.setOption("threats", "5"))
          .isInstanceOf(IllegalArgumentException.class);
    }
  }
}
