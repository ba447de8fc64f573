package org.crownhead.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.crownhead.core.Game;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The engine through its interface: moves, wins, draws, limits and stopping. */
class EngineTest {

  private static SearchResult think(Position position, Limits limits) {
    try (Engine engine = Engines.create()) {
      engine.setPosition(position);
      return engine.think(limits, info -> {});
    }
  }

  @Test
  void playsALegalMoveFromTheStart() {
    SearchResult result = think(Position.initial(), Limits.depth(6));
    assertThat(Position.initial().legalMoves()).contains(result.bestMove().orElseThrow());
    assertThat(result.info().depth()).isEqualTo(6);
    assertThat(result.info().nodes()).isPositive();
  }

  @Test
  void reportsEachIterationInOrder() {
    List<Integer> depths = new ArrayList<>();
    try (Engine engine = Engines.create()) {
      engine.setPosition(Position.initial());
      engine.think(Limits.depth(5), info -> depths.add(info.depth()));
    }
    assertThat(depths).containsExactly(1, 2, 3, 4, 5);
  }

  @Test
  void aWarmedUpEngineSearchesLikeAFreshOne() {
    SearchResult fresh = think(Position.initial(), Limits.depth(8));
    try (Engine engine = Engines.create()) {
      engine.setPosition(Position.fromFen("W:W18,19:B1,2"));
      Engines.searchWarmUpPositions(engine);
      SearchResult warmed = engine.think(Limits.depth(8), info -> {});
      assertThat(warmed.info().nodes()).isEqualTo(fresh.info().nodes());
      assertThat(warmed.bestMove()).isEqualTo(fresh.bestMove());
    }
  }

  @Test
  void aPositionWithoutMovesIsLostNotCrashed() {
    SearchResult result = think(Position.fromFen("W:W:B1"), Limits.depth(5));
    assertThat(result.bestMove()).isEmpty();
    assertThat(Score.isLoss(result.info().score())).isTrue();
  }

  @Test
  void theOnlyMoveIsPlayedAtOnce() {
    SearchResult result = think(Position.fromFen("B:W18,26:B15"), Limits.infinite());
    assertThat(result.bestMove().orElseThrow().toString()).isEqualTo("15x22x31");
  }

  @Test
  void noTimeStillGivesALegalMove() {
    SearchResult result = think(Position.initial(), Limits.moveTime(Duration.ZERO));
    assertThat(Position.initial().legalMoves()).contains(result.bestMove().orElseThrow());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "a king trapped in the single corner | W:WK25:BK29    | 20",
        "two kings beat one                  | W:WK14,K18:BK3 | 24"
      })
  void findsTheKingsWin(String ending, String fen, int depth) {
    SearchResult result = think(Position.fromFen(fen), Limits.depth(depth));
    assertThat(Score.isWin(result.info().score())).isTrue();
  }

  @Test
  void seesThatOneKingAgainstOneKingInTheOpenIsNoWin() {
    SearchResult result = think(Position.fromFen("W:WK14:BK19"), Limits.depth(16));
    assertThat(Score.isWin(result.info().score()) || Score.isLoss(result.info().score())).isFalse();
  }

  @Test
  void takesAShotThatWinsMaterial() {
    // Black may take one man (23x32) or two (15x22x31): the double jump wins material.
    Position position = Position.fromFen("B:W18,26,27:B15,23");
    SearchResult result = think(position, Limits.depth(4));
    assertThat(result.bestMove().orElseThrow().captured()).hasSize(2);
  }

  @Test
  void truncationSearchesFewerNodesAndStillFindsWinsAndShots() {
    Position middleGame =
        Position.fromFen("W:W18,19,21,22,24,25,26,27,28,30,31:B1,2,3,5,6,7,9,10,12,14,16");
    long full = think(middleGame, Limits.depth(12)).info().nodes();
    try (Engine engine = Engines.create()) {
      engine.setOption("truncate", "100");
      assertThat(engine.options().toString()).contains("truncate=100");
      engine.setPosition(middleGame);
      assertThat(engine.think(Limits.depth(12), info -> {}).info().nodes()).isLessThan(full);
      engine.setPosition(Position.fromFen("W:WK14,K18:BK3"));
      assertThat(Score.isWin(engine.think(Limits.depth(24), info -> {}).info().score())).isTrue();
      engine.setPosition(Position.fromFen("B:W18,26,27:B15,23"));
      assertThat(engine.think(Limits.depth(4), info -> {}).bestMove().orElseThrow().captured())
          .hasSize(2);
    }
  }

  @Test
  void stopEndsAnInfiniteSearchWithAMove() throws Exception {
    try (Engine engine = Engines.create()) {
      engine.setPosition(Position.initial());
      CompletableFuture<SearchResult> running =
          CompletableFuture.supplyAsync(() -> engine.think(Limits.infinite(), info -> {}));
      Thread.sleep(200);
      engine.stop();
      SearchResult result = running.get(30, TimeUnit.SECONDS);
      assertThat(Position.initial().legalMoves()).contains(result.bestMove().orElseThrow());
    }
  }

  @Test
  void nodeLimitIsKept() {
    SearchResult result = think(Position.initial(), Limits.nodes(50_000));
    assertThat(result.bestMove()).isPresent();
    assertThat(result.info().nodes()).isLessThan(50_000 + 4096);
  }

  @Test
  void aGameThatWouldRepeatIsScoredAsADraw() {
    // Kings shuffle; the engine knows the game's earlier positions.
    Game game = new Game(Position.fromFen("B:WK32:BK1"));
    game.play("1-6");
    game.play("32-27");
    game.play("6-1");
    game.play("27-32");
    try (Engine engine = Engines.create()) {
      engine.setGame(game);
      SearchResult result = engine.think(Limits.depth(8), info -> {});
      assertThat(result.info().score()).isZero();
    }
  }

  @Test
  void moreThreadsFindTheSameKindOfMove() {
    try (Engine engine = Engines.create()) {
      engine.setOption("threads", "2");
      engine.setPosition(Position.initial());
      SearchResult result = engine.think(Limits.depth(10), info -> {});
      assertThat(Position.initial().legalMoves()).contains(result.bestMove().orElseThrow());
    }
  }

  @Test
  void settingsAreCheckedAndListed() {
    try (Engine engine = Engines.create()) {
      engine.setOption("hash", "16");
      engine.setOption("level", "club");
      engine.setOption("margin", "5");
      assertThat(engine.options().toString()).contains("hash=16", "level=club", "margin=5");
      engine.setOption("margin", "-1");
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> engine.setOption("truncate", "-1"))
          .hasMessage("truncate must be from 0 to 1000, not -1");
      assertThat(engine.options().toString()).contains("margin=-1");
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> engine.setOption("margin", "-2"))
          .hasMessage("margin must be from -1 to 10000, not -2");
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> engine.setOption("threads", "0"))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("threads");
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> engine.setOption("colour", "red"))
          .hasMessageContaining("unknown setting");
    }
  }
}
