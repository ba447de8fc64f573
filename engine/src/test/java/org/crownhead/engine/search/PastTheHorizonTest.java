package org.crownhead.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.crownhead.core.Position;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.eval.StandardEvaluation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The settings that search quiet moves past the horizon. {@code threats}: a quiet position in which
 * the side not to move threatens a capture is searched on, so a threat that cannot be parried
 * counts at once. {@code shots}: a quiet position a little below the window also tries the moves
 * that offer material, so that a shot there is not judged as the quiet position.
 *
 * <p>Both positions come from tournament games. In the first, Black's king steps 19-15 and attacks
 * both the man on 10 (to jump to 6) and the man on 18 (to jump to 22); White cannot save both, and
 * a search to depth 11 plays 19-15 for about a man. In the second, a search to depth 11 plays 10-15
 * for about a man (10-15, 7-10, 15x22); to depth 2 the plain quiescence misjudges the lines after
 * it and prefers 10-14, an exchange worth nothing.
 */
class PastTheHorizonTest {
  private static SearchResult search(String setting, String plies, String fen, int depth) {
    try (Searcher searcher = new Searcher("test", new StandardEvaluation())) {
      searcher.setOption(setting, plies);
      searcher.setPosition(Position.fromFen(fen));
      return searcher.think(Limits.depth(depth), info -> {});
    }
  }

  @ParameterizedTest(name = "{0}: {3} at depth {2}")
  @CsvSource({
    "threats, 'B:W5,10,18,21:B11,12,K19,20', 1, 19-15, 80, 50",
    "shots,   'B:WK7,13,18,23:B10,11,12,16', 2, 10-15, 60, 30"
  })
  void aShallowSearchFindsTheDeepSearchsMoveOnlyWithTheSetting(
      String setting, String fen, int depth, String move, int scoreWith, int scoreWithout) {
    SearchResult with = search(setting, "1", fen, depth);
    assertThat(with.bestMove().orElseThrow()).hasToString(move);
    assertThat(with.info().score()).isGreaterThan(scoreWith);

    SearchResult without = search(setting, "0", fen, depth);
    assertThat(without.bestMove().orElseThrow().toString()).isNotEqualTo(move);
    assertThat(without.info().score()).isLessThan(scoreWithout);
  }

  @ParameterizedTest
  @CsvSource({"threats", "shots"})
  void eachSettingIsOffByDefaultAndTakesZeroToFourPlies(String setting) {
    try (Searcher searcher = new Searcher("test", new StandardEvaluation())) {
      assertThat(searcher.options().toString()).contains(setting + "=0");
      searcher.setOption(setting, "4");
      assertThat(searcher.options().toString()).contains(setting + "=4");
      assertThatThrownBy(() -> searcher.setOption(setting, "5"))
          .isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> searcher.setOption(setting, "-1"))
          .isInstanceOf(IllegalArgumentException.class);
    }
  }
}
