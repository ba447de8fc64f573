package org.crownhead.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.crownhead.engine.egdb.EndgameDatabase.Verdict;
import org.crownhead.engine.egdb.FileDatabase;
import org.crownhead.engine.egdb.Value;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The search with the endgame databases: exact values inside the tree, perfect play at the root.
 */
class EndgameSearchTest {
  @TempDir static Path dir;
  static FileDatabase db;

  @BeforeAll
  static void build() throws Exception {
    EgdbBuilder.build(dir, 3, 2, EgdbBuilder.Progress.NONE);
    db = FileDatabase.open(dir);
  }

  @Test
  void aWonEndingIsPlayedByTheShortestRouteAndDefendedByTheLongest() {
    // Two kings against one: White to move wins; the databases know in how many plies.
    Position start = Position.fromFen("W:WK14,K23:BK5");
    Value value = db.value(start);
    assertThat(value.verdict()).isEqualTo(Verdict.WIN);
    try (Engine engine = Engines.create(db)) {
      Game game = new Game(start);
      SearchResult first = null;
      while (!game.isOver() && game.moves().size() < 200) {
        engine.setGame(game);
        SearchResult result = engine.think(Limits.depth(6), info -> {});
        if (first == null) {
          first = result;
        }
        game.play(result.bestMove().get());
      }
      assertThat(Score.pliesToEnd(first.info().score())).isEqualTo(value.plies());
      assertThat(Score.isWin(first.info().score())).isTrue();
      assertThat(Score.format(first.info().score())).isEqualTo("win in " + (value.plies() + 1) / 2);
      // Each side played perfectly, so the game lasted exactly the distance.
      assertThat(game.moves()).hasSize(value.plies());
      assertThat(game.position().hasLegalMove()).isFalse();
    }
  }

  @Test
  void theLineGivenFollowsTheDatabasesBestMoves() {
    Position start = Position.fromFen("W:WK14,K23:BK5");
    try (Engine engine = Engines.create(db)) {
      engine.setPosition(start);
      SearchResult result = engine.think(Limits.depth(1), info -> {});
      Position at = start;
      int plies = db.value(start).plies();
      for (Move move : result.info().pv()) {
        at = at.play(move);
        assertThat(db.value(at).plies()).isEqualTo(--plies);
      }
      assertThat(result.info().pv()).isNotEmpty();
    }
  }

  @Test
  void theSearchStopsAtADatabasePositionReachedByACapture() {
    // Four pieces, beyond the three-piece databases: the capture 14x23 leaves two kings against
    // one, which the databases hold as won.
    Position start = Position.fromFen("B:WK1,18:BK14,K32");
    assertThat(db.probe(Position.fromFen("W:WK1:BK23,K32"))).isEqualTo(Verdict.LOSS);
    try (Engine engine = Engines.create(db)) {
      engine.setPosition(start);
      SearchResult result = engine.think(Limits.depth(3), info -> {});
      assertThat(result.bestMove().get().toString()).isEqualTo("14x23");
      assertThat(Score.isDatabaseWin(result.info().score())).isTrue();
      assertThat(Score.format(result.info().score())).isEqualTo("database win");
    }
  }

  @Test
  void weakLevelsAndTheSwitchLeaveTheDatabasesAlone() {
    Position start = Position.fromFen("W:WK14,K23:BK5");
    try (Engine engine = Engines.create(db)) {
      engine.setOption("level", "club");
      engine.setPosition(start);
      assertThat(Score.isWin(engine.think(Limits.depth(3), info -> {}).info().score())).isFalse();
      engine.setOption("level", "maximum");
      engine.setOption("endgames", "false");
      SearchResult result = engine.think(Limits.depth(3), info -> {});
      assertThat(Score.isWin(result.info().score())).isFalse();
      assertThat(Score.isDatabaseWin(result.info().score())).isFalse();
    }
  }
}
