package org.crownhead.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.crownhead.core.Position;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.eval.StandardEvaluation;
import org.junit.jupiter.api.Test;

/**
 * The {@code shots} setting: past the horizon, a quiet position a little below the window also
 * tries the moves that offer material, so that a shot there is not judged as the quiet position.
 */
class ShotSearchTest {
  /**
   * From a tournament game. A search to depth 11 plays 10-15 for about a man (10-15, 7-10, 15x22);
   * to depth 2 the plain quiescence misjudges the lines after it and prefers 10-14, an exchange
   * worth nothing.
   */
  private static final Position POSITION = Position.fromFen("B:WK7,13,18,23:B10,11,12,16");

  private static SearchResult searchTwoPlies(String shots) {
    try (Searcher searcher = new Searcher("test", new StandardEvaluation())) {
      searcher.setOption("shots", shots);
      searcher.setPosition(POSITION);
      return searcher.think(Limits.depth(2), info -> {});
    }
  }

  @Test
  void aTwoPlySearchTryingShotsFindsTheDeepSearchsMove() {
    SearchResult result = searchTwoPlies("1");

    assertThat(result.bestMove().orElseThrow()).hasToString("10-15");
    assertThat(result.info().score()).isGreaterThan(60);
  }

  @Test
  void withoutShotsTheSameSearchMissesIt() {
    SearchResult result = searchTwoPlies("0");

    assertThat(result.bestMove().orElseThrow().toString()).isNotEqualTo("10-15");
    assertThat(result.info().score()).isLessThan(30);
  }

  @Test
  void theSettingTakesZeroToFourPlies() {
    try (Searcher searcher = new Searcher("test", new StandardEvaluation())) {
      assertThat(searcher.options().toString()).contains("shots=0");
      searcher.setOption("shots", "2");
      assertThat(searcher.options().toString()).contains("shots=2");
      assertThatThrownBy(() -> searcher.setOption("shots", "-1"))
          .isInstanceOf(IllegalArgumentException.class);
    }
  }
}
