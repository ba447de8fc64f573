package org.crownhead.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.assertj.core.api.AbstractThrowableAssert;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.EngineOption;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The client against real processes: Crownhead's own {@code crownhead hub} started as a child JVM,
 * and fakes that die, hang, fall silent or answer badly.
 */
class HubEngineTest {
  private static HubEngine crownhead;

  /** The command line that runs {@code crownhead hub} from the test's class path. */
  static List<String> crownheadHub() {
    return List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp",
        System.getProperty("java.class.path"),
        "org.crownhead.cli.Main",
        "hub",
        "--set",
        "hash=8");
  }

  @BeforeAll
  static void startCrownhead() {
    crownhead = HubEngine.start(crownheadHub());
  }

  @AfterAll
  static void closeCrownhead() {
    crownhead.close();
  }

  private static SearchResult think(HubEngine engine, Limits limits, List<SearchInfo> infos) {
    return engine.think(limits, infos::add);
  }

  /** An endless search from the starting position, once it has reported so many times. */
  private static CompletableFuture<SearchResult> endlessSearch(HubEngine engine, int reports)
      throws InterruptedException {
    engine.setPosition(Position.initial());
    CountDownLatch reported = new CountDownLatch(reports);
    CompletableFuture<SearchResult> search =
        CompletableFuture.supplyAsync(
            () -> engine.think(Limits.infinite(), info -> reported.countDown()));
    assertThat(reported.await(60, TimeUnit.SECONDS)).isTrue();
    return search;
  }

  /** The fake engine that behaves so, set to the starting position. */
  private static HubEngine fakeAtTheStart(String behaviour) {
    HubEngine engine = HubEngine.start(FakeHubEngine.command(behaviour));
    engine.setPosition(Position.initial());
    return engine;
  }

  /** A search to depth 3 fails, and its message ends so. */
  private static AbstractThrowableAssert<?, ? extends Throwable> assertSearchFails(
      HubEngine engine, String ending) {
    return assertThatThrownBy(() -> engine.think(Limits.depth(3), info -> {}))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageEndingWith(ending);
  }

  @Test
  void theHandshakeGivesTheNameAndTheSettings() {
    assertThat(crownhead.name()).isEqualTo("Crownhead 0.1.0");
    assertThat(crownhead.options())
        .extracting(EngineOption::toString)
        .containsExactly(
            "hash=8 (1..8192): ",
            "threads=1 (1..64): ",
            "level=maximum (beginner|novice|casual|club|strong|expert|maximum): ",
            "eval=standard (standard|network|material): ",
            "endgames=true (true|false): ",
            "book=true (true|false): ",
            "margin=-1 (-1..10000): ",
            "truncate=0 (0..1000): ",
            "threats=0 (0..4): ",
            "shots=0 (0..4): ",
            "average-time=false (true|false): ");
    assertThat(crownhead.options().get(2).kind()).isEqualTo(EngineOption.Kind.CHOICE);
  }

  @Test
  void aDepthSearchFindsTheDoubleJumpAndReportsEachIteration() {
    Position position = Position.fromFen("B:W18,26,19,30:B15,1");
    crownhead.setPosition(position);
    List<SearchInfo> infos = new ArrayList<>();

    SearchResult result = think(crownhead, Limits.depth(4), infos);

    assertThat(result.bestMove().orElseThrow().toString()).isEqualTo("15x22x31");
    assertThat(infos).extracting(SearchInfo::depth).containsExactly(1, 2, 3, 4);
    for (SearchInfo info : infos) {
      assertThat(info.position()).isEqualTo(position);
      assertThat(info.pv()).isNotEmpty();
      assertThat(info.selectiveDepth()).isGreaterThanOrEqualTo(info.depth());
      assertThat(info.nodes()).isPositive();
    }
    assertThat(result.info()).isSameAs(infos.get(infos.size() - 1));
  }

  @Test
  void aGameIsSentAsThePositionAfterTheLastCaptureOrCrowningAndTheMovesSince() {
    Game game = new Game();
    for (String move : "11-15 22-18 15x22 25x18 8-11 29-25".split(" ")) {
      game.play(move);
    }

    crownhead.setGame(game);
    HubLine pos = crownhead.posLine();

    Position afterCapture = game.positions().get(4);
    assertThat(pos.get("pos")).contains(HubPosition.format(afterCapture));
    assertThat(pos.get("moves")).contains("8-11 29-25");
    List<SearchInfo> infos = new ArrayList<>();
    SearchResult result = think(crownhead, Limits.depth(3), infos);
    assertThat(game.legalMoves()).contains(result.bestMove().orElseThrow());
    assertThat(infos.get(0).position()).isEqualTo(game.position());

    crownhead.setPosition(Position.initial());
    assertThat(crownhead.posLine().toString())
        .isEqualTo("pos pos=" + HubPosition.format(Position.initial()));
  }

  @Test
  void limitsBecomeLevelLines() {
    assertThat(HubSearchLines.level(Limits.infinite()).toString()).isEqualTo("level infinite");
    assertThat(HubSearchLines.level(Limits.depth(6).withNodes(5000)).toString())
        .isEqualTo("level depth=6 nodes=5000");
    assertThat(HubSearchLines.level(Limits.moveTime(Duration.ofMillis(1500))).toString())
        .isEqualTo("level move-time=1.500");
    assertThat(
            HubSearchLines.level(Limits.clock(Duration.ofSeconds(62), Duration.ofSeconds(2), 10))
                .toString())
        .isEqualTo("level moves=10 time=60.000 inc=2.000");
    assertThat(
            HubSearchLines.level(Limits.clock(Duration.ofMillis(500), Duration.ZERO, 0)).toString())
        .isEqualTo("level time=0.500");
  }

  @Test
  void aClockSearchAnswersWithinTheGame() {
    crownhead.setPosition(Position.initial());
    SearchResult result =
        crownhead.think(Limits.clock(Duration.ofSeconds(2), Duration.ofMillis(100), 0), info -> {});

    assertThat(Position.initial().legalMoves()).contains(result.bestMove().orElseThrow());
  }

  @Test
  void stopEndsAnInfiniteSearch() throws Exception {
    CompletableFuture<SearchResult> search = endlessSearch(crownhead, 3);

    crownhead.stop();
    SearchResult result = search.get(60, TimeUnit.SECONDS);

    assertThat(Position.initial().legalMoves()).contains(result.bestMove().orElseThrow());
    crownhead.stop(); // harmless with no search
  }

  @Test
  void noMoveAndOneMoveAreAnsweredWithoutAskingTheEngine() {
    crownhead.setPosition(Position.fromFen("W:W:B1"));
    SearchResult none = crownhead.think(Limits.infinite(), info -> {});
    crownhead.setPosition(Position.fromFen("B:W18:B15"));
    SearchResult one = crownhead.think(Limits.infinite(), info -> {});

    assertThat(none.bestMove()).isEmpty();
    assertThat(Score.isLoss(none.info().score())).isTrue();
    assertThat(one.bestMove().orElseThrow().toString()).isEqualTo("15x22");
  }

  @Test
  void settingsAreCheckedAndSent() {
    crownhead.setOption("level", "club");
    assertThat(crownhead.options().get(2).value()).isEqualTo("club");
    crownhead.setOption("level", "maximum");

    assertThatThrownBy(() -> crownhead.setOption("hash", "0"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("hash must be from 1 to 8192, not 0");
    assertThatThrownBy(() -> crownhead.setOption("level", "grandmaster"))
        .hasMessage(
            "level must be one of beginner, novice, casual, club, strong, expert, maximum,"
                + " not \"grandmaster\"");
    assertThatThrownBy(() -> crownhead.setOption("colour", "red"))
        .hasMessage(
            "engine Crownhead 0.1.0 has no setting \"colour\"; its settings are hash, threads,"
                + " level, eval, endgames, book, margin, truncate, threats, shots, average-time");
    assertThat(crownhead.options().get(0).value()).isEqualTo("8");
  }

  @Test
  void newGameIsAccepted() {
    crownhead.newGame();
    crownhead.setPosition(Position.initial());
    assertThat(crownhead.think(Limits.depth(2), info -> {}).bestMove()).isPresent();
  }

  @Test
  void aCommandLineIsSplitAtBlanksOutsideQuotes() {
    assertThat(HubEngine.words("./crownhead hub")).containsExactly("./crownhead", "hub");
    assertThat(HubEngine.words("  '/opt/my engine/scan'   hub \"a b\"c "))
        .containsExactly("/opt/my engine/scan", "hub", "a bc");
    assertThatThrownBy(() -> HubEngine.words("   "))
        .hasMessage("the engine's command line is empty");
    assertThatThrownBy(() -> HubEngine.words("scan 'hub"))
        .hasMessage("the engine's command line has an unclosed ': scan 'hub");
  }

  @Test
  void aProgramThatCannotStartIsBadInput() {
    assertThatThrownBy(() -> HubEngine.start("/no/such/engine hub"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("cannot start engine /no/such/engine hub: ");
  }

  @Test
  void anEngineThatDiesAtOnceIsReportedWithItsLastWords() {
    List<String> command = FakeHubEngine.command("die-at-start");

    assertThatThrownBy(() -> HubEngine.start(command))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("engine \"" + command.get(0) + " -cp ")
        // The engine may die before the client has sent "hub", or while it waits for "wait".
        .message()
        .containsAnyOf(
            "FakeHubEngine die-at-start\" exited with code 2 while waiting for wait",
            "FakeHubEngine die-at-start\" exited with code 2 before hub")
        .endsWith("; its last words: fake: cannot open the opening book");
  }

  @Test
  void aSilentEngineFailsTheHandshakeAfterTheTimeout() {
    assertThatThrownBy(
            () -> HubEngine.start(FakeHubEngine.command("silent"), Duration.ofMillis(500)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageEndingWith(" did not send wait, the end of its answer to hub within 0.5 s");
  }

  @Test
  void anEngineThatDiesWhileSearchingFailsTheSearchAndEveryCallAfter() {
    try (HubEngine engine = HubEngine.start(FakeHubEngine.command("die-at-go"))) {
      assertThat(engine.name()).isEqualTo("Fake 1.0 beta");
      assertThat(engine.options())
          .extracting(EngineOption::toString)
          .containsExactly("depth-limit=10 (1..99): ", "book=true (true|false): ");
      engine.setPosition(Position.initial());

      assertSearchFails(engine, "its last words: fake: segmentation fault in search")
          .hasMessageContaining("exited with code 4 while waiting for done");
      assertThatThrownBy(() -> engine.think(Limits.depth(3), info -> {}))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("exited with code 4 before ping");
      assertThatThrownBy(engine::newGame).isInstanceOf(IllegalStateException.class);
      engine.stop(); // harmless
    }
  }

  @Test
  void anIllegalMoveFromTheEngineFailsTheSearch() {
    try (HubEngine engine = fakeAtTheStart("illegal")) {
      assertSearchFails(
              engine,
              ": move \"1-5\" is not legal here; legal moves: 9-13 9-14 10-14"
                  + " 10-15 11-15 11-16 12-16")
          .hasMessageContaining("played a bad move in B:W21,");
    }
  }

  @Test
  void anEngineThatRefusesThePositionFailsTheSearchWithItsMessage() {
    try (HubEngine engine = fakeAtTheStart("error-at-pos")) {
      assertSearchFails(
          engine, "refused the position or the level: pos: I only play international draughts");
    }
  }

  @Test
  void aSearchThatFailedIsWoundUpBeforeTheNextCommand() {
    try (HubEngine engine = fakeAtTheStart("error-in-search")) {
      assertSearchFails(
          engine, " reported an error while searching: search: the hash table is full");
      SearchResult next = engine.think(Limits.depth(3), info -> {});

      assertThat(next.bestMove().orElseThrow().toString()).isEqualTo("9-13");
    }
  }

  @Test
  void textAndRealSettingsAreDeclaredAndTheEnginesRefusalIsReported() {
    try (HubEngine engine = HubEngine.start(FakeHubEngine.command("strict"))) {
      assertThat(engine.options())
          .extracting(EngineOption::toString)
          .containsExactly(
              "depth-limit=10 (1..99): ",
              "style=plain (): text",
              "contempt=0.5 (): a number from 0 to 1",
              "book=true (true|false): ");

      assertThatThrownBy(() -> engine.setOption("style", "sharp"))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("engine Fake 1.0 beta refused style=sharp: set-param: settings are fixed");
      assertThatThrownBy(() -> engine.setOption("contempt", "much"))
          .hasMessage("contempt must be a number, not \"much\"");
      assertThatThrownBy(() -> engine.setOption("book", "perhaps"))
          .hasMessage("book must be true or false, not \"perhaps\"");
      assertThatThrownBy(() -> engine.setOption("style", "a \"quoted\" word"))
          .hasMessage("setting \"style\" cannot take a value with a double quote or a line break");
      assertThat(engine.options().get(1).value()).isEqualTo("plain");
    }
  }

  @Test
  void scansFormsOfMovesAndScoresAreRead() {
    Position position = Position.fromFen("B:W18,19,26:B15");
    assertThat(position.legalMoves()).hasSize(2);
    try (HubEngine engine = HubEngine.start(FakeHubEngine.command("scan"))) {
      engine.setPosition(position);
      List<SearchInfo> infos = new ArrayList<>();

      SearchResult result = engine.think(Limits.depth(3), infos::add);

      Move capture = MoveText.parse(position, "15x22x31");
      assertThat(result.bestMove()).contains(capture);
      assertThat(infos).hasSize(1);
      assertThat(infos.get(0).depth()).isEqualTo(3);
      assertThat(infos.get(0).selectiveDepth()).isEqualTo(5);
      assertThat(infos.get(0).score()).isEqualTo(Score.WIN - 3);
      assertThat(infos.get(0).pv()).containsExactly(capture);
      assertThat(infos.get(0).elapsed()).isEqualTo(Duration.ofMillis(1));
    }
  }

  @Test
  void anEngineThatOverrunsItsTimeIsToldToStopThenFails() {
    HubEngine engine = HubEngine.start(FakeHubEngine.command("hang"), Duration.ofSeconds(3));
    try {
      engine.setPosition(Position.initial());

      assertThatThrownBy(() -> engine.think(Limits.moveTime(Duration.ofMillis(10)), info -> {}))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageEndingWith(
              " did not answer done within 3.0 s of stop, well past its time for the move");
    } finally {
      engine.close();
    }
    assertThat(engine.isRunning()).isFalse();
  }

  @Test
  void closeEndsTheProcessAndIsIdempotent() {
    HubEngine engine = HubEngine.start(crownheadHub());
    assertThat(engine.isRunning()).isTrue();

    engine.close();
    engine.close();

    assertThat(engine.isRunning()).isFalse();
    assertThatThrownBy(() -> engine.setOption("level", "club"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageEndingWith(" is closed");
  }

  @Test
  void closeStopsARunningSearch() throws Exception {
    HubEngine engine = HubEngine.start(crownheadHub());
    CompletableFuture<SearchResult> search = endlessSearch(engine, 1);

    engine.close();

    assertThat(engine.isRunning()).isFalse();
    try {
      SearchResult result = search.get(60, TimeUnit.SECONDS);
      assertThat(Position.initial().legalMoves()).contains(result.bestMove().orElseThrow());
    } catch (java.util.concurrent.ExecutionException e) {
      assertThat(e.getCause()).isInstanceOf(IllegalStateException.class);
    }
  }
}
