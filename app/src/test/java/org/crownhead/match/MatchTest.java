package org.crownhead.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.eval.MaterialEvaluation;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnNode;
import org.crownhead.pdn.PdnResult;
import org.crownhead.pdn.ReadGame;
import org.crownhead.testkit.PdnFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchTest {
  @TempDir Path folder;

  private static List<Opening> deck() throws IOException {
    return Openings.read(OpeningsTest.data("ballots-3move.txt"));
  }

  /** Crownhead with the material evaluation and a small table: the usual opponent. */
  private static EngineSpec material() {
    return EngineSpec.parse("crownhead eval=material hash=1");
  }

  /** A match of the two engines over the openings of the deck, within the limits. */
  private static MatchSettings between(EngineSpec engine1, EngineSpec engine2, TimeControl limits)
      throws IOException {
    return MatchSettings.of(engine1, engine2, deck(), limits);
  }

  /** The last comment after the game's last move. */
  private static String lastComment(PdnGame pdn) {
    List<String> comments = pdn.mainLine().get(pdn.plies() - 1).commentsAfter();
    return comments.get(comments.size() - 1);
  }

  private static MatchSettings crownheadVsMaterial(int depth) throws IOException {
    return between(EngineSpec.parse("crownhead hash=1"), material(), TimeControl.ofDepth(depth));
  }

  @Test
  void aSmallRealMatchPlaysLegalGamesAndSavesThemAll() throws IOException {
    Path file = folder.resolve("match.pdn");
    MatchSettings settings = crownheadVsMaterial(2).withGames(4).withConcurrency(2).withPdn(file);
    Recorder recorder = new Recorder();

    MatchResult result = new Match(settings).run(recorder);

    Tally tally = result.tally();
    assertThat(tally.games()).isEqualTo(4);
    assertThat(tally.wins() + tally.draws() + tally.losses()).isEqualTo(4);
    assertThat(tally.pairCount()).isEqualTo(2);
    assertThat(tally.blackWins() + tally.whiteWins() + tally.draws()).isEqualTo(4);
    long pairPoints = 0;
    long[] pairs = tally.pairs();
    for (int k = 0; k < 5; k++) {
      pairPoints += k * pairs[k];
    }
    assertThat(pairPoints).isEqualTo(2 * tally.wins() + tally.draws());
    assertThat(tally.faults(Fault.ILLEGAL_MOVE) + tally.faults(Fault.CRASH)).isZero();
    assertThat(result.engine1Label()).isEqualTo(Engines.NAME + " (hash=1)");
    assertThat(result.engine2Label()).isEqualTo(Engines.NAME + " (eval=material hash=1)");

    // The listener heard every game, with a count that grows by one.
    assertThat(recorder.games).hasSize(4);
    assertThat(recorder.statuses).extracting(MatchStatus::played).containsExactly(1, 2, 3, 4);
    assertThat(recorder.statuses).allSatisfy(s -> assertThat(s.planned()).isEqualTo(4));
    assertThat(recorder.statuses.get(3).tally().games()).isEqualTo(4);

    Map<Integer, PlayedGame> played = recorder.byNumber();
    assertThat(played.keySet()).containsExactly(1, 2, 3, 4);
    List<Opening> deck = deck();
    for (PlayedGame game : played.values()) {
      Opening opening = deck.get((game.number() - 1) / 2);
      assertThat(game.opening()).isEqualTo(opening);
      assertThat(game.engine1Colour())
          .isEqualTo(game.number() % 2 == 1 ? Colour.BLACK : Colour.WHITE);
      // Every move legal where it was played, from the ballot on.
      Game replay = new Game();
      for (Move move : game.game().moves()) {
        assertThat(replay.legalMoves()).contains(move);
        replay.play(move);
      }
      assertThat(replay.outcome()).isEqualTo(game.game().outcome());
      assertThat(game.game().moves().subList(0, 3)).isEqualTo(opening.toGame().moves());
      assertThat(game.fault()).isNull();
    }

    // The file holds the same games, cleanly, with their tags and results.
    List<ReadGame> saved = PdnFiles.read(file);
    assertThat(saved).hasSize(4);
    for (ReadGame read : saved) {
      assertThat(read.errors()).isEmpty();
      PdnGame pdn = read.game();
      int round = Integer.parseInt(pdn.tag("Round").orElseThrow());
      PlayedGame game = played.get(round);
      assertThat(pdn).isEqualTo(game.pdn());
      assertThat(pdn.result()).isEqualTo(PdnResult.of(game.game().outcome()));
      assertThat(pdn.moves()).isEqualTo(game.game().moves());
      assertThat(pdn.tag("Event")).contains("crownhead match");
      assertThat(pdn.tag("Opening")).contains(game.opening().label());
      assertThat(pdn.tag("Termination")).contains(game.termination());
      String engine1Tag = game.engine1Colour() == Colour.BLACK ? "Black" : "White";
      String engine2Tag = game.engine1Colour() == Colour.BLACK ? "White" : "Black";
      assertThat(pdn.tag(engine1Tag)).contains(result.engine1Label());
      assertThat(pdn.tag(engine2Tag)).contains(result.engine2Label());
      // No set-up: the ballot is in the moves, and a comment marks where the engines took over.
      assertThat(pdn.tag("FEN")).isEmpty();
      PdnNode third = pdn.mainLine().get(2);
      assertThat(third.commentsAfter())
          .singleElement()
          .asString()
          .startsWith(game.opening().toString() + "; the engines play from here");
      assertThat(pdn.toGame().outcome()).isPresent();
    }

    List<String> report = result.report();
    assertThat(report)
        .contains("Illegal moves: 0, crashes: 0, time forfeits: 0")
        .contains(
            "Score of engine 1: "
                + tally.wins()
                + " wins, "
                + tally.draws()
                + " draws, "
                + tally.losses()
                + " losses"
                + String.format(java.util.Locale.ROOT, " (%.1f%%)", 100 * tally.score()));
    assertThat(report).anyMatch(line -> line.startsWith("Elo difference: "));
    assertThat(report).anyMatch(line -> line.endsWith("[pentanomial, over 2 game pairs]"));
    assertThat(report)
        .contains(
            "Game pairs by engine 1's points (0, 0.5, 1, 1.5, 2): "
                + pairs[0]
                + ", "
                + pairs[1]
                + ", "
                + pairs[2]
                + ", "
                + pairs[3]
                + ", "
                + pairs[4]);
  }

  @Test
  void atAFixedDepthTheGamesDoNotDependOnTheConcurrency() throws IOException {
    MatchSettings settings = crownheadVsMaterial(2).withGames(6).withSeed(7L);
    Recorder one = new Recorder();
    Recorder two = new Recorder();

    new Match(settings.withConcurrency(1)).run(one);
    new Match(settings.withConcurrency(2)).run(two);

    Map<Integer, PlayedGame> first = one.byNumber();
    Map<Integer, PlayedGame> second = two.byNumber();
    assertThat(first.keySet()).containsExactly(1, 2, 3, 4, 5, 6);
    for (int number : first.keySet()) {
      assertThat(second.get(number).game().moves()).isEqualTo(first.get(number).game().moves());
      assertThat(second.get(number).opening()).isEqualTo(first.get(number).opening());
    }
    // Shuffled: the seed picks other openings than the deck's first three.
    assertThat(first.values())
        .extracting(game -> game.opening().number())
        .isNotEqualTo(List.of(1, 1, 2, 2, 3, 3));
  }

  @Test
  void noGameStartsBeforeEveryGameThreadHasMadeItsEngines() throws IOException {
    // The second game thread's engine takes a second to make; the first thread's games take a few
    // milliseconds each. Making an engine allocates its table, and the collections that follow stop
    // every thread: a game already under way could lose a move on time to them.
    AtomicInteger made = new AtomicInteger();
    List<String> events = Collections.synchronizedList(new ArrayList<>());
    MatchSettings settings =
        between(
                material(),
                EngineSpec.of(
                    "Slow to make",
                    () -> {
                      // The first is made to check the settings, then one for each game thread.
                      if (made.incrementAndGet() == 3) {
                        sleep(Duration.ofSeconds(1));
                      }
                      Engine engine = Engines.create(new MaterialEvaluation());
                      engine.setOption("hash", "1");
                      events.add("made");
                      return engine;
                    }),
                TimeControl.ofDepth(1))
            .withGames(4)
            .withConcurrency(2);

    new Match(settings).run((game, status) -> events.add("finished"));

    assertThat(made.get()).isEqualTo(3);
    assertThat(events).hasSize(7);
    assertThat(events.subList(0, 3)).containsOnly("made");
  }

  private static void sleep(Duration time) {
    try {
      Thread.sleep(time.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static MatchSettings against(BrokenEngine.Kind kind, int after, int games)
      throws IOException {
    return between(
            material(),
            EngineSpec.of("Broken engine", () -> new BrokenEngine(kind, after)),
            TimeControl.ofDepth(2))
        .withGames(games);
  }

  @Test
  void anIllegalMoveLosesTheGameAndIsCounted() throws IOException {
    Path file = folder.resolve("illegal.pdn");
    Recorder recorder = new Recorder();

    MatchResult result =
        new Match(against(BrokenEngine.Kind.ILLEGAL_MOVE, 1, 4).withPdn(file)).run(recorder);

    Tally tally = result.tally();
    assertThat(tally.wins()).isEqualTo(4);
    assertThat(tally.faults(Fault.ILLEGAL_MOVE)).isEqualTo(4);
    assertThat(tally.faults(Fault.ILLEGAL_MOVE, 2)).isEqualTo(4);
    assertThat(tally.pairs()).containsExactly(0, 0, 0, 0, 2);
    for (PlayedGame game : recorder.games) {
      assertThat(game.fault()).isEqualTo(Fault.ILLEGAL_MOVE);
      assertThat(game.faultyEngine()).isEqualTo(2);
      assertThat(game.termination()).isEqualTo("illegal move");
      assertThat(game.outcome().winner()).contains(game.engine1Colour());
      // The ballot leaves White to move; the broken engine's second move is refused.
      assertThat(game.game().moves()).hasSize(game.engine1Colour() == Colour.BLACK ? 5 : 6);
      assertThat(lastComment(game.pdn()))
          .startsWith("Broken engine played ")
          .contains(", which is not legal in ")
          .contains("; legal moves: ");
    }
    assertThat(result.report())
        .contains("Illegal moves: 4 (engine 1: 0, engine 2: 4), crashes: 0, time forfeits: 0");
    List<ReadGame> saved = PdnFiles.read(file);
    assertThat(saved)
        .hasSize(4)
        .allSatisfy(
            read -> {
              assertThat(read.errors()).isEmpty();
              assertThat(read.game().tag("Termination")).contains("illegal move");
            });
  }

  @Test
  void noMoveWithLegalMovesIsAnIllegalMove() throws IOException {
    Recorder recorder = new Recorder();

    MatchResult result = new Match(against(BrokenEngine.Kind.NO_MOVE, 0, 2)).run(recorder);

    assertThat(result.tally().faults(Fault.ILLEGAL_MOVE, 2)).isEqualTo(2);
    assertThat(recorder.games)
        .allSatisfy(
            game -> {
              assertThat(lastComment(game.pdn()))
                  .startsWith("Broken engine gave no move, with ")
                  .contains(" legal moves in ");
            });
  }

  @Test
  void aCrashLosesTheGameAndTheNextGameGetsAFreshEngine() throws IOException {
    AtomicInteger made = new AtomicInteger();
    MatchSettings settings =
        between(
                EngineSpec.of(
                    "Crashing engine",
                    () -> {
                      made.incrementAndGet();
                      return new BrokenEngine(BrokenEngine.Kind.CRASH, 2);
                    }),
                material(),
                TimeControl.ofDepth(2))
            .withGames(3);
    Recorder recorder = new Recorder();

    MatchResult result = new Match(settings).run(recorder);

    assertThat(result.tally().losses()).isEqualTo(3);
    assertThat(result.tally().faults(Fault.CRASH, 1)).isEqualTo(3);
    // One to check the settings before the match, one for the first game, then one after each of
    // the first two crashes.
    assertThat(made.get()).isEqualTo(4);
    for (PlayedGame game : recorder.games) {
      assertThat(game.termination()).isEqualTo("engine crash");
      assertThat(game.pdn().tag("Termination")).contains("engine crash");
      assertThat(lastComment(game.pdn()))
          .isEqualTo(
              "Crashing engine failed: IllegalStateException: segmentation fault (core dumped)");
    }
    assertThat(result.report())
        .contains("Illegal moves: 0, crashes: 3 (engine 1: 3, engine 2: 0), time forfeits: 0");
  }

  @Test
  void overrunningTheClockLosesOnTime() throws IOException {
    Path file = folder.resolve("time.pdn");
    MatchSettings settings =
        between(
                EngineSpec.of("Slow engine", () -> new BrokenEngine(BrokenEngine.Kind.OVERRUN, 0)),
                material(),
                TimeControl.ofDepth(1).withClock(Duration.ofMillis(300), Duration.ZERO))
            .withGames(2)
            .withPdn(file);

    MatchResult result = new Match(settings).run(MatchListener.NONE);

    assertThat(result.tally().faults(Fault.TIME_FORFEIT, 1)).isEqualTo(2);
    assertThat(result.tally().losses()).isEqualTo(2);
    assertThat(PdnFiles.read(file))
        .allSatisfy(
            read -> {
              assertThat(read.errors()).isEmpty();
              assertThat(read.game().tag("Termination")).contains("loss on time");
              assertThat(read.game().tag("TimeControl")).contains("0.3");
              assertThat(read.game().toGame().outcome().orElseThrow().termination().description())
                  .isEqualTo("loss on time");
            });
  }

  @Test
  void aTimeMarginForgivesASmallOverrun() throws IOException {
    // The engine's first move takes at least 300 ms against a clock of 200 ms: 100 ms too long.
    MatchSettings settings =
        between(
                EngineSpec.of(
                    "Late engine", () -> new BrokenEngine(BrokenEngine.Kind.LATE, 0, 300)),
                material(),
                TimeControl.ofDepth(1).withClock(Duration.ofMillis(200), Duration.ofMillis(100)))
            .withGames(1)
            .withMaxPlies(12);

    MatchResult strict = new Match(settings).run(MatchListener.NONE);
    MatchResult lenient =
        new Match(settings.withTimeMargin(Duration.ofSeconds(5))).run(MatchListener.NONE);

    assertThat(strict.tally().faults(Fault.TIME_FORFEIT, 1)).isEqualTo(1);
    assertThat(lenient.tally().faults(Fault.TIME_FORFEIT)).isZero();
    assertThat(lenient.tally().lengthDraws()).isEqualTo(1);
    assertThat(lenient.report())
        .contains("Limits: depth 1, clock 0.2+0.1 (time margin 5000 ms); games drawn at 12 plies");
  }

  /** One game in which engine 1's first move takes at least 300 ms where 100 ms are allowed. */
  private static MatchSettings lateEngineGame() throws IOException {
    return between(
            EngineSpec.of("Late engine", () -> new BrokenEngine(BrokenEngine.Kind.LATE, 0, 300)),
            material(),
            TimeControl.ofDepth(1).withMoveTime(Duration.ofMillis(100)))
        .withGames(1)
        .withMaxPlies(12);
  }

  @Test
  void overrunningTheTimePerMoveLosesOnTimeUnlessTheMarginForgivesIt() throws IOException {
    MatchSettings settings = lateEngineGame();

    Recorder recorder = new Recorder();
    MatchResult strict = new Match(settings, () -> -1).run(recorder); // steal is not counted
    MatchResult lenient =
        new Match(settings.withTimeMargin(Duration.ofSeconds(5))).run(MatchListener.NONE);

    assertThat(strict.tally().faults(Fault.TIME_FORFEIT, 1)).isEqualTo(1);
    PdnGame late = recorder.games.get(0).pdn();
    assertThat(late.tag("Termination")).contains("loss on time");
    String comment = lastComment(late);
    Matcher said =
        Pattern.compile(
                "overran its time: (\\d+\\.\\d{3}) s used on a move with 0\\.100 s allowed"
                    + " \\(its search thread was running for (\\d+\\.\\d{3}) s of it\\)"
                    + "; its search stopped at (\\d+\\.\\d{3}) s, after [1-9][\\d,]* nodes")
            .matcher(comment);
    assertThat(said.find()).as(comment).isTrue();
    // The engine slept 300 ms after searching, so its thread ran for a part of the move only, and
    // its search had stopped before the move was given: the comment tells both.
    double used = Double.parseDouble(said.group(1));
    assertThat(used).isGreaterThanOrEqualTo(0.3);
    assertThat(Double.parseDouble(said.group(2))).isLessThan(used);
    assertThat(Double.parseDouble(said.group(3))).isLessThan(used);
    // The collection the engine asked for is told; where the machine does not count what its host
    // took, nothing is said of it.
    assertThat(comment).containsPattern("; the Java virtual machine collected garbage \\d+ times?");
    assertThat(comment).doesNotContain("host");
    assertThat(lenient.tally().faults(Fault.TIME_FORFEIT)).isZero();
    assertThat(lenient.tally().longestMove(1)).isGreaterThanOrEqualTo(Duration.ofMillis(300));
    assertThat(String.join("\n", lenient.report()))
        .containsPattern("Longest move: engine 1 \\d+\\.\\d{3} s");
  }

  @Test
  void aMoveLateWhileTheHostTookTheProcessorsSaysSo() throws IOException {
    MatchSettings settings = lateEngineGame();
    // The host of the machine takes 150 ms from it between any two looks.
    AtomicLong steal = new AtomicLong();
    Recorder recorder = new Recorder();

    new Match(settings, () -> steal.addAndGet(150_000_000L)).run(recorder);

    PdnGame late = recorder.games.get(0).pdn();
    assertThat(lastComment(late))
        .contains("overran its time")
        .endsWith(
            "; the host of this virtual machine took 0.150 s of processor time from it during the"
                + " move (steal, all processors together)");
  }

  @Test
  void aGameThatReachesTheLengthLimitIsDrawn() throws IOException {
    Path file = folder.resolve("long.pdn");
    MatchSettings settings = crownheadVsMaterial(1).withGames(2).withMaxPlies(10).withPdn(file);
    Recorder recorder = new Recorder();

    MatchResult result = new Match(settings).run(recorder);

    assertThat(result.tally().draws()).isEqualTo(2);
    assertThat(result.tally().lengthDraws()).isEqualTo(2);
    assertThat(recorder.games)
        .allSatisfy(
            game -> {
              assertThat(game.adjudication()).isEqualTo(PlayedGame.Adjudication.LENGTH);
              assertThat(game.game().moves()).hasSize(10);
            });
    assertThat(result.report()).contains("Adjudicated: 2 draws at 10 plies, 0 wins by score");
    assertThat(PdnFiles.read(file))
        .allSatisfy(
            read -> {
              assertThat(read.errors()).isEmpty();
              assertThat(read.game().result()).isEqualTo(PdnResult.DRAW);
              assertThat(read.game().tag("Termination")).contains("adjudication: game length");
              List<String> comments = read.game().mainLine().get(9).commentsAfter();
              assertThat(comments).contains("drawn by adjudication: the game reached 10 plies");
            });
  }

  @Test
  void bothEnginesAgreeingOnAWinDecideTheGame() throws IOException {
    MatchSettings settings =
        between(
                EngineSpec.of(
                    "Optimist", () -> new BrokenEngine(BrokenEngine.Kind.FIXED_SCORE, 0, 500)),
                EngineSpec.of(
                    "Pessimist", () -> new BrokenEngine(BrokenEngine.Kind.FIXED_SCORE, 0, -500)),
                TimeControl.ofDepth(2))
            .withGames(2)
            .withWinAdjudication(400, 3);
    Recorder recorder = new Recorder();

    MatchResult result = new Match(settings).run(recorder);

    assertThat(result.tally().wins()).isEqualTo(2);
    assertThat(result.tally().scoreWins()).isEqualTo(2);
    assertThat(recorder.games)
        .allSatisfy(
            game -> {
              assertThat(game.adjudication()).isEqualTo(PlayedGame.Adjudication.SCORE);
              assertThat(game.termination()).isEqualTo("adjudication: score");
              assertThat(game.outcome().winner()).contains(game.engine1Colour());
            });
    // Off by default: the same engines play on.
    Recorder off = new Recorder();
    new Match(settings.withWinAdjudication(0, 3).withMaxPlies(20)).run(off);
    assertThat(off.games)
        .allSatisfy(
            game -> assertThat(game.adjudication()).isNotEqualTo(PlayedGame.Adjudication.SCORE));
  }

  @Test
  void theSprtStopsTheMatchWhenItDecides() throws IOException {
    MatchSettings settings =
        against(BrokenEngine.Kind.ILLEGAL_MOVE, 0, 100).withSprt(Sprt.parse("elo0=0,elo1=100"));
    Recorder recorder = new Recorder();

    MatchResult result = new Match(settings).run(recorder);

    // Every pair won twice: by fishtest's LLR, 12 such pairs cross the upper bound of 2.944.
    assertThat(result.verdict()).isEqualTo(Sprt.Verdict.H1);
    assertThat(result.decidedAfter()).isEqualTo(24);
    assertThat(result.tally().games()).isEqualTo(24);
    assertThat(result.llr()).isGreaterThanOrEqualTo(settings.sprt().upperBound());
    assertThat(recorder.statuses.get(21).llr()).isLessThan(settings.sprt().upperBound());
    assertThat(result.report())
        .anyMatch(
            line ->
                line.startsWith("SPRT elo0=0 elo1=100 alpha=0.05 beta=0.05 (logistic Elo): LLR 2.9")
                    && line.endsWith("[-2.94, 2.94]: H1 accepted (engine 1 gains) after 24 games"));
  }

  @Test
  void anSprtThatRunsOutOfGamesIsInconclusive() throws IOException {
    MatchSettings settings =
        against(BrokenEngine.Kind.ILLEGAL_MOVE, 0, 4).withSprt(Sprt.parse("elo0=0,elo1=100"));

    MatchResult result = new Match(settings).run(MatchListener.NONE);

    assertThat(result.verdict()).isEqualTo(Sprt.Verdict.CONTINUE);
    assertThat(result.tally().games()).isEqualTo(4);
    assertThat(result.report()).anyMatch(line -> line.endsWith("inconclusive: the games ran out"));
  }

  @Test
  void anEngineThatCannotBeSetUpStopsTheMatchBeforeAnyGame() throws IOException {
    MatchSettings settings =
        between(
            EngineSpec.parse("crownhead"),
            EngineSpec.parse("crownhead threads=0"),
            TimeControl.ofDepth(2));
    Recorder recorder = new Recorder();

    assertThatThrownBy(() -> new Match(settings).run(recorder))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("engine \"crownhead threads=0\": threads must be from 1 to 64");
    assertThat(recorder.games).isEmpty();
  }

  @Test
  void gamesAreAppendedToAnExistingFile() throws IOException {
    Path file = folder.resolve("both.pdn");
    Files.writeString(file, "[Event \"before\"]\n\n1. 11-15 *");
    new Match(crownheadVsMaterial(1).withGames(2).withMaxPlies(8).withPdn(file))
        .run(MatchListener.NONE);

    List<ReadGame> saved = PdnFiles.read(file);
    assertThat(saved).hasSize(3).allSatisfy(read -> assertThat(read.errors()).isEmpty());
    assertThat(saved.get(0).game().tag("Event")).contains("before");
  }

  @Test
  void settingsRefuseNonsense() throws IOException {
    MatchSettings settings = crownheadVsMaterial(2);
    assertThat(settings.games()).isEqualTo(312);
    assertThatThrownBy(() -> settings.withGames(0)).hasMessageContaining("at least 1, not 0");
    assertThatThrownBy(() -> settings.withConcurrency(0)).hasMessageContaining("concurrency");
    assertThatThrownBy(
            () ->
                MatchSettings.of(
                    EngineSpec.parse("crownhead"),
                    EngineSpec.parse("crownhead"),
                    List.of(),
                    TimeControl.ofDepth(1)))
        .hasMessageContaining("at least one opening");
  }

  @Test
  void identicalEnginesAreToldApartInTheRecord() throws IOException {
    MatchSettings settings =
        between(
                EngineSpec.parse("crownhead"),
                EngineSpec.of(Engines.NAME, () -> Engines.create(new MaterialEvaluation())),
                TimeControl.ofDepth(1))
            .withGames(1)
            .withMaxPlies(6);

    MatchResult result = new Match(settings).run(MatchListener.NONE);

    assertThat(result.engine1Label()).isEqualTo(Engines.NAME + " [1]");
    assertThat(result.engine2Label()).isEqualTo(Engines.NAME + " [2]");
  }

  /** A Hub command line that runs a class of the test's class path in a new JVM. */
  private static String hub(String mainClass, String argument) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return "hub:'"
        + java
        + "' -cp '"
        + System.getProperty("java.class.path")
        + "' "
        + mainClass
        + " "
        + argument;
  }

  @Test
  void aHubEnginePlaysLikeTheSameEngineInProcess() throws IOException {
    Path file = folder.resolve("hub.pdn");
    MatchSettings settings =
        between(
                EngineSpec.parse("crownhead hash=1"),
                EngineSpec.parse(hub("org.crownhead.cli.Main", "hub")),
                TimeControl.ofDepth(3))
            .withGames(2)
            .withPdn(file);
    Recorder recorder = new Recorder();

    MatchResult result = new Match(settings).run(recorder);

    assertThat(result.engine2Label()).isEqualTo(Engines.NAME);
    assertThat(result.tally().games()).isEqualTo(2);
    assertThat(result.tally().faults(Fault.ILLEGAL_MOVE) + result.tally().faults(Fault.CRASH))
        .isZero();
    // The same search on both sides of the protocol: with colours reversed, the same game.
    Map<Integer, PlayedGame> played = recorder.byNumber();
    assertThat(played.get(2).game().moves()).isEqualTo(played.get(1).game().moves());
    assertThat(result.tally().pairs()).containsExactly(0, 0, 1, 0, 0);
    assertThat(PdnFiles.read(file))
        .hasSize(2)
        .allSatisfy(read -> assertThat(read.errors()).isEmpty());
  }

  @Test
  void aHubEngineThatAnswersIllegalMovesLoses() throws IOException {
    MatchSettings settings =
        between(
                material(),
                EngineSpec.parse(hub("org.crownhead.hub.FakeHubEngine", "illegal")),
                TimeControl.ofDepth(2))
            .withGames(2);
    Recorder recorder = new Recorder();

    MatchResult result = new Match(settings).run(recorder);

    assertThat(result.tally().wins()).isEqualTo(2);
    assertThat(result.tally().faults(Fault.ILLEGAL_MOVE, 2)).isEqualTo(2);
    assertThat(recorder.games)
        .allSatisfy(
            game -> {
              assertThat(lastComment(game.pdn())).contains(" played an illegal move: ");
            });
  }

  @Test
  void aHubEngineThatCannotStartStopsTheMatchBeforeAnyGame() throws IOException {
    MatchSettings settings =
        between(
            EngineSpec.parse("crownhead hash=1"),
            EngineSpec.parse("hub:/no/such/engine hub"),
            TimeControl.ofDepth(2));

    assertThatThrownBy(() -> new Match(settings).run(MatchListener.NONE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("engine \"hub:/no/such/engine hub\": cannot start engine");
  }
}
