package org.crownhead.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.core.data.Offset;
import org.crownhead.pdn.ReadGame;
import org.crownhead.testkit.PdnFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Going on with a stopped match ({@link Match#resume}) from the games in its file. */
class FinishedGamesTest {
  @TempDir Path folder;

  /** A short match at a fixed depth, so that its games can be played again move for move. */
  private static MatchSettings match(int games, Path file) throws IOException {
    return MatchSettings.of(
            EngineSpec.parse("crownhead hash=1"),
            EngineSpec.parse("crownhead eval=material hash=1"),
            Openings.read(OpeningsTest.data("ballots-3move.txt")),
            TimeControl.ofDepth(2))
        .withSeed(7L)
        .withMaxPlies(40)
        .withGames(games)
        .withPdn(file);
  }

  /** The games of a file by their Round tag. */
  private static Map<Integer, ReadGame> byRound(Path file) throws IOException {
    Map<Integer, ReadGame> games = new TreeMap<>();
    for (ReadGame game : PdnFiles.read(file)) {
      assertThat(game.errors()).isEmpty();
      int round = Integer.parseInt(game.game().tag("Round").orElseThrow());
      assertThat(games.put(round, game)).as("game %d once", round).isNull();
    }
    return games;
  }

  private static void assertSameGames(Map<Integer, ReadGame> actual, Map<Integer, ReadGame> whole) {
    assertThat(actual.keySet()).isEqualTo(whole.keySet());
    for (int round : whole.keySet()) {
      assertThat(actual.get(round).game().moves())
          .as("game %d", round)
          .isEqualTo(whole.get(round).game().moves());
      assertThat(actual.get(round).game().result()).isEqualTo(whole.get(round).game().result());
      assertThat(undated(actual.get(round).game().tags()))
          .isEqualTo(undated(whole.get(round).game().tags()));
    }
  }

  /** The tags but the date, which is the day each match began. */
  private static Map<String, String> undated(Map<String, String> tags) {
    Map<String, String> copy = new LinkedHashMap<>(tags);
    copy.remove("Date");
    return copy;
  }

  /** The text of a file but its dates. */
  private static String undated(Path file) throws IOException {
    return Files.readString(file).replaceAll("\\[Date \"[^\"]*\"\\]", "[Date]");
  }

  private static void assertSameCount(Tally actual, Tally whole) {
    assertThat(actual.summary()).isEqualTo(whole.summary());
    assertThat(actual.pairs()).isEqualTo(whole.pairs());
    assertThat(actual.plies()).isEqualTo(whole.plies());
    assertThat(actual.blackWins()).isEqualTo(whole.blackWins());
    assertThat(actual.lengthDraws()).isEqualTo(whole.lengthDraws());
  }

  @Test
  void aStoppedMatchResumedPlaysAndCountsWhatOneRunWould() throws IOException {
    Path whole = folder.resolve("whole.pdn");
    MatchResult oneRun = new Match(match(6, whole)).run(MatchListener.NONE);

    Path stopped = folder.resolve("stopped.pdn");
    new Match(match(3, stopped)).run(MatchListener.NONE); // stopped inside the second pair
    Recorder listener = new Recorder();
    MatchResult resumed = new Match(match(6, stopped)).resume(listener);

    assertThat(listener.resumed).singleElement().extracting(MatchStatus::played).isEqualTo(3);
    assertThat(listener.resumed.get(0).planned()).isEqualTo(6);
    assertThat(listener.cutShortLines).containsExactly(0);
    assertThat(listener.numbers()).containsExactly(4, 5, 6);
    assertThat(listener.statuses).extracting(MatchStatus::played).containsExactly(4, 5, 6);
    assertThat(resumed.resumed()).isEqualTo(3);
    assertSameCount(resumed.tally(), oneRun.tally());
    assertSameGames(byRound(stopped), byRound(whole));
    assertThat(resumed.report())
        .contains("  (3 read back from the PDN file, 3 played since the match was resumed)")
        .anyMatch(
            line -> line.startsWith("Time: ") && line.endsWith(" since the match was resumed"))
        .anyMatch(
            line ->
                line.startsWith("Longest move: ")
                    && line.endsWith(
                        "(leaving out the 3 games read back without their move times)"));
  }

  @Test
  void theLongestMovesOfTimedGamesAreReadBack() throws IOException {
    Path file = folder.resolve("timed.pdn");
    MatchSettings timed =
        MatchSettings.of(
                EngineSpec.parse("crownhead hash=1"),
                EngineSpec.parse("crownhead eval=material hash=1"),
                Openings.read(OpeningsTest.data("ballots-3move.txt")),
                TimeControl.ofDepth(1).withMoveTime(Duration.ofSeconds(1)))
            .withMaxPlies(20)
            .withPdn(file);
    new Match(timed.withGames(2)).run(MatchListener.NONE);

    MatchResult resumed = new Match(timed.withGames(3)).resume(MatchListener.NONE);

    assertThat(resumed.resumed()).isEqualTo(2);
    assertThat(resumed.resumedWithoutMoveTimes()).isZero();
    assertThat(resumed.report())
        .anyMatch(line -> line.startsWith("Longest move: ") && line.endsWith(" s"));
    // Each engine's longest move is the longest its games' tags give, to the millisecond.
    Map<Integer, ReadGame> games = byRound(file);
    assertThat(games).hasSize(3);
    for (int engine = 1; engine <= 2; engine++) {
      double longest = 0;
      for (ReadGame read : games.values()) {
        int round = Integer.parseInt(read.game().tag("Round").orElseThrow());
        boolean black = (round % 2 == 1) == (engine == 1);
        String tag = black ? "BlackLongestMove" : "WhiteLongestMove";
        double seconds = Double.parseDouble(read.game().tag(tag).orElseThrow());
        assertThat(seconds).isGreaterThanOrEqualTo(0).isLessThan(1);
        longest = Math.max(longest, seconds);
      }
      assertThat(resumed.tally().longestMove(engine).toNanos() / 1e9)
          .as("engine %d", engine)
          .isCloseTo(longest, Offset.offset(0.001));
    }
  }

  @Test
  void aLastGameCutShortIsCutOffAndPlayedAgain() throws IOException {
    Path whole = folder.resolve("whole.pdn");
    MatchResult oneRun = new Match(match(4, whole)).run(MatchListener.NONE);
    String text = Files.readString(whole);
    int lastStart = text.lastIndexOf("[Event ");
    int firstLine = (int) text.substring(0, lastStart).chars().filter(c -> c == '\n').count() + 1;

    // Cut in the moves, in a comment, and in the tags of the last game.
    for (int cut : List.of(text.length() - 12, text.indexOf('{', lastStart) + 5, lastStart + 30)) {
      Path stopped = folder.resolve("cut-" + cut + ".pdn");
      Files.writeString(stopped, text.substring(0, cut));
      Recorder listener = new Recorder();

      MatchResult resumed = new Match(match(4, stopped)).resume(listener);

      assertThat(listener.cutShortLines).as("cut at %d", cut).containsExactly(firstLine);
      assertThat(listener.numbers()).containsExactly(4);
      assertThat(resumed.resumed()).isEqualTo(3);
      assertSameCount(resumed.tally(), oneRun.tally());
      assertSameGames(byRound(stopped), byRound(whole));
      assertThat(undated(stopped)).isEqualTo(undated(whole));
    }
  }

  @Test
  void aGameMissingInTheMiddleIsPlayedAndAFinishedMatchPlaysNothing() throws IOException {
    Path whole = folder.resolve("whole.pdn");
    MatchResult oneRun = new Match(match(4, whole)).run(MatchListener.NONE);
    String text = Files.readString(whole);
    int second = text.indexOf("[Event ", 1);
    int third = text.indexOf("[Event ", second + 1);
    Path gap = folder.resolve("gap.pdn");
    Files.writeString(gap, text.substring(0, second) + text.substring(third));
    Recorder listener = new Recorder();

    MatchResult resumed = new Match(match(4, gap)).resume(listener);

    assertThat(listener.numbers()).containsExactly(2);
    assertSameCount(resumed.tally(), oneRun.tally());
    assertSameGames(byRound(gap), byRound(whole));

    Recorder again = new Recorder();
    MatchResult finished = new Match(match(4, gap)).resume(again);
    assertThat(again.numbers()).isEmpty();
    assertThat(finished.resumed()).isEqualTo(4);
    assertSameCount(finished.tally(), oneRun.tally());
    assertThat(byRound(gap)).hasSize(4);
  }

  @Test
  void aFileOfAnotherMatchIsRefusedAndLeftAlone() throws IOException {
    Path file = folder.resolve("match.pdn");
    new Match(match(3, file)).run(MatchListener.NONE);
    String text = Files.readString(file);

    assertThatThrownBy(() -> new Match(match(4, file).withSeed(8L)).resume(MatchListener.NONE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("line 1: game 1 was played from ACF #")
        .hasMessageContaining("--seed");
    assertThatThrownBy(
            () ->
                new Match(match(4, file).withSeed(8L).withEvent("other"))
                    .resume(MatchListener.NONE))
        .hasMessageContaining("not of this match's \"other\" (--event)");
    MatchSettings otherLimits =
        MatchSettings.of(
                EngineSpec.parse("crownhead hash=1"),
                EngineSpec.parse("crownhead eval=material hash=1"),
                Openings.read(OpeningsTest.data("ballots-3move.txt")),
                TimeControl.ofDepth(3))
            .withSeed(7L)
            .withGames(4)
            .withPdn(file);
    assertThatThrownBy(() -> new Match(otherLimits).resume(MatchListener.NONE))
        .hasMessageContaining("at depth 3")
        .hasMessageContaining("the same limits");
    MatchSettings same = match(4, file);
    MatchSettings swapped =
        new MatchSettings(
            same.engine2(),
            same.engine1(),
            same.openings(),
            same.timeControl(),
            same.timeMargin(),
            same.games(),
            same.concurrency(),
            same.seed(),
            same.maxPlies(),
            same.adjudicateScore(),
            same.adjudicateMoves(),
            same.sprt(),
            same.pdn(),
            same.event());
    assertThatThrownBy(() -> new Match(swapped).resume(MatchListener.NONE))
        .hasMessageContaining("game 1 was played by");
    assertThatThrownBy(() -> new Match(match(2, file)).resume(MatchListener.NONE))
        .hasMessageContaining("game 3 is beyond the 2 games of this match: give at least 3");
    assertThatThrownBy(
            () -> new Match(match(4, folder.resolve("none.pdn"))).resume(MatchListener.NONE))
        .hasMessageContaining("there is no file");

    // A game of something else in the file, even unfinished at its end, is not cut off.
    Path mixed = folder.resolve("mixed.pdn");
    Files.writeString(mixed, text + "\n[Event \"before\"]\n\n1. 11-15 *\n");
    assertThatThrownBy(() -> new Match(match(4, mixed)).resume(MatchListener.NONE))
        .hasMessageContaining("a game of the event \"before\"");
    assertThat(Files.readString(mixed)).isEqualTo(text + "\n[Event \"before\"]\n\n1. 11-15 *\n");
    // The same game twice.
    Path twice = folder.resolve("twice.pdn");
    Files.writeString(twice, text + "\n" + text);
    assertThatThrownBy(() -> new Match(match(4, twice)).resume(MatchListener.NONE))
        .hasMessageContaining("game 1 is in the file twice");
    assertThat(Files.readString(file)).isEqualTo(text);
  }
}
