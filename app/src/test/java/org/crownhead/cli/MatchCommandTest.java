package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.crownhead.match.MatchStatus;
import org.crownhead.match.Tally;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.ReadGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class MatchCommandTest {
  @TempDir Path folder;

  @Test
  void playsAMatchReportsItAndSavesTheGames() throws IOException {
    Path openings = folder.resolve("two.txt");
    Files.writeString(openings, "# two openings\n11-15 23-19 8-11\n9-13 22-18 10-15\n");
    Path pdn = folder.resolve("games.pdn");

    Cli run =
        Cli.succeeds(
            match(
                "crownhead hash=1",
                "crownhead eval=material hash=1",
                "--depth",
                "2",
                "--games",
                "4",
                "--concurrency",
                "2",
                "--openings",
                openings.toString(),
                "--pdn",
                pdn.toString(),
                "--event",
                "Test match"));
    assertThat(run.out)
        .startsWith(
            "Match: 4 games of crownhead hash=1 against crownhead eval=material hash=1,"
                + " depth 2, 2 at a time; games saved to "
                + pdn
                + "\n")
        .contains("\nEngine 1: Crownhead 0.1.0 (hash=1)  (crownhead hash=1)\n")
        .contains("\nOpenings: 2, in deck order; each played twice, colours reversed\n")
        .contains("\nGames: 4, ")
        .contains("\nIllegal moves: 0, crashes: 0, time forfeits: 0\n")
        .containsPattern(
            "\nScore of engine 1: (\\d) wins, (\\d) draws, (\\d) losses \\(\\d+\\.\\d%\\)\n")
        .containsPattern("\nElo difference: .*\\[pentanomial, over 2 game pairs\\]\n")
        .endsWith("Games saved to " + pdn + "\n");
    // Not a terminal: a progress line every few games and after the last.
    assertThat(run.err).startsWith("game 4/4  W-D-L ").endsWith("\n");
    assertThat(run.err.lines()).hasSize(1);

    List<ReadGame> games = new ArrayList<>();
    assertThat(PdnGames.read(pdn, games::add)).isEqualTo(4);
    assertThat(games)
        .allSatisfy(
            game -> {
              assertThat(game.errors()).isEmpty();
              assertThat(game.game().tag("Event")).contains("Test match");
              assertThat(game.game().tag("Opening").orElseThrow()).startsWith("two.txt #");
            });
    int wins = Integer.parseInt(run.out.replaceAll("(?s).*Score of engine 1: (\\d) wins.*", "$1"));
    int draws = Integer.parseInt(run.out.replaceAll("(?s).*wins, (\\d) draws.*", "$1"));
    int losses = Integer.parseInt(run.out.replaceAll("(?s).*draws, (\\d) losses.*", "$1"));
    assertThat(wins + draws + losses).isEqualTo(4);
    long drawn = games.stream().filter(g -> g.game().result().token().equals("1/2-1/2")).count();
    assertThat(drawn).isEqualTo(draws);
  }

  @Test
  void theAcfDeckIsTheDefaultAndAnSprtIsReported() {
    Path pdn = folder.resolve("acf.pdn");

    Cli run =
        Cli.succeeds(
            match(
                "crownhead hash=1",
                "crownhead hash=1 level=beginner",
                "--nodes",
                "200",
                "--games",
                "2",
                "--max-plies",
                "40",
                "--sprt",
                "elo0=0,elo1=10",
                "--pdn",
                pdn.toString()));
    assertThat(run.out)
        .contains("Openings: 156, in deck order")
        .contains("Limits: nodes 200; games drawn at 40 plies")
        .contains("SPRT elo0=0 elo1=10 alpha=0.05 beta=0.05 (logistic Elo): LLR ")
        .contains(": inconclusive: the games ran out");
    assertThat(run.err).contains("  LLR ");
  }

  static Stream<Arguments> badCommandLines() {
    return Stream.of(
        Arguments.of(new String[] {"match", "--engine2", "crownhead", "--depth", "2"}, "--engine1"),
        Arguments.of(match("crownhead", "crownhead"), "give a limit for each move"),
        Arguments.of(
            match("crownhead", "crownhead", "--depth", "0"), "--depth must be at least 1, not 0"),
        Arguments.of(match("crownhead", "crownhead", "--depth", "x"), "'x'"),
        Arguments.of(
            match("crownhead", "crownhead", "--time", "fast"),
            "--time: \"fast\" is not a number of seconds"),
        Arguments.of(
            match("crownhead", "crownhead", "--clock", "60+x"),
            "clock \"60+x\": \"x\" is not a number of seconds"),
        Arguments.of(atDepthTwo("--games", "0"), "--games must be at least 1, not 0"),
        Arguments.of(atDepthTwo("--concurrency", "0"), "--concurrency must be at least 1, not 0"),
        Arguments.of(
            atDepthTwo("--adjudicate-win", "-5"), "--adjudicate-win must be more than 0 points"),
        Arguments.of(atDepthTwo("--sprt", "elo1=5"), "SPRT needs elo0 and elo1"),
        Arguments.of(
            match("crownhead", "crownhead eval=neural", "--depth", "2"),
            "unknown evaluation \"neural\"; the evaluations are default, material"),
        Arguments.of(
            match("gnuchess", "crownhead", "--depth", "2"),
            "engine \"gnuchess\" must start with crownhead"),
        Arguments.of(
            match("crownhead hsh=1", "crownhead", "--depth", "2", "--games", "1"),
            "engine \"crownhead hsh=1\": unknown setting \"hsh\""),
        Arguments.of(
            atDepthTwo("--openings", "no-such-ballots.txt"), "no such file: no-such-ballots.txt"),
        Arguments.of(atDepthTwo("--pdn", "no-such-folder/x.pdn"), "there is no folder"),
        Arguments.of(atDepthTwo("--resume"), "--resume needs --pdn FILE"),
        Arguments.of(
            atDepthTwo("--pdn", "no-such-match.pdn", "--resume"),
            "there is no file no-such-match.pdn"),
        Arguments.of(
            match("crownhead", "hub:/no/such/engine", "--depth", "2"),
            "engine \"hub:/no/such/engine\": cannot start engine /no/such/engine"));
  }

  /** The command line of a match of the two engines, with these arguments after. */
  private static String[] match(String engine1, String engine2, String... more) {
    List<String> arguments =
        new ArrayList<>(List.of("match", "--engine1", engine1, "--engine2", engine2));
    arguments.addAll(List.of(more));
    return arguments.toArray(String[]::new);
  }

  /** A match of Crownhead against itself at depth 2, with these arguments after. */
  private static String[] atDepthTwo(String... more) {
    List<String> arguments = new ArrayList<>(List.of("--depth", "2"));
    arguments.addAll(List.of(more));
    return match("crownhead", "crownhead", arguments.toArray(String[]::new));
  }

  @ParameterizedTest
  @MethodSource("badCommandLines")
  void badArgumentsGiveOneLineAndExitCodeTwo(String[] arguments, String message) {
    Cli run = Cli.run(arguments);

    assertThat(run.code).as(run.toString()).isEqualTo(2);
    assertThat(run.err.lines()).as(run.toString()).hasSize(1);
    assertThat(run.err).startsWith("crownhead match: ").contains(message);
    assertThat(run.out).isEmpty();
  }

  @Test
  void aStoppedMatchGoesOnWithResume() throws IOException {
    Path pdn = folder.resolve("stopped.pdn");
    List<String> command =
        List.of(
            match(
                "crownhead hash=1",
                "crownhead eval=material hash=1",
                "--depth",
                "1",
                "--max-plies",
                "30",
                "--seed",
                "3",
                "--pdn",
                pdn.toString()));
    List<String> first = new ArrayList<>(command);
    first.addAll(List.of("--games", "3"));
    assertThat(Cli.run(first.toArray(String[]::new)).code).isZero();

    List<String> again = new ArrayList<>(command);
    again.addAll(List.of("--games", "6", "--resume"));
    Cli run = Cli.succeeds(again.toArray(String[]::new));
    assertThat(run.err).startsWith("Resumed: 3 of the 6 games are in the file (W-D-L ");
    assertThat(run.err).contains("); 3 to play.\n").contains("game 6/6  W-D-L ");
    assertThat(run.out)
        .contains("\nGames: 6, ")
        .contains("\n  (3 read back from the PDN file, 3 played since the match was resumed)\n");
    List<ReadGame> games = new ArrayList<>();
    assertThat(PdnGames.read(pdn, games::add)).isEqualTo(6);
    assertThat(games)
        .extracting(game -> game.game().tag("Round").orElseThrow())
        .containsExactly("1", "2", "3", "4", "5", "6");
  }

  @Test
  void onATerminalTheProgressLineIsRewrittenInPlace() {
    java.io.StringWriter text = new java.io.StringWriter();
    java.io.PrintWriter err = new java.io.PrintWriter(text);
    int[] headers = {0};
    MatchCommand.Progress progress = new MatchCommand.Progress(err, true, () -> headers[0]++);

    progress.matchStarted("A", "B");
    progress.gameFinished(null, new MatchStatus(1, 12, new Tally(), 0.25));
    progress.gameFinished(null, new MatchStatus(2, 12, new Tally(), null));
    progress.finish();

    assertThat(headers[0]).isEqualTo(1);
    assertThat(text.toString())
        .isEqualTo(
            "\rgame 1/12  W-D-L 0-0-0  Elo n/a  LLR 0.25"
                + "\rgame 2/12  W-D-L 0-0-0  Elo n/a"
                + " ".repeat(10)
                + System.lineSeparator());
  }

  @Test
  void offATerminalAProgressLineComesEveryTenGamesAndAtTheEnd() {
    java.io.StringWriter text = new java.io.StringWriter();
    MatchCommand.Progress progress =
        new MatchCommand.Progress(new java.io.PrintWriter(text), false, () -> {});

    for (int played = 1; played <= 12; played++) {
      progress.gameFinished(null, new MatchStatus(played, 12, new Tally(), null));
    }
    progress.finish();

    assertThat(text.toString().lines())
        .containsExactly("game 10/12  W-D-L 0-0-0  Elo n/a", "game 12/12  W-D-L 0-0-0  Elo n/a");
  }

  @Test
  void helpExplainsTheEnginesLimitsAndStatistics() {
    Cli run = Cli.run("match", "--help");

    assertThat(run.code).isZero();
    assertThat(run.out)
        .contains("--engine1", "--engine2", "--depth", "--nodes", "--time", "--clock")
        .contains("--games", "--concurrency", "--openings", "--seed", "--pdn", "--pgn-out")
        .contains("--max-plies", "--adjudicate-win", "--sprt")
        .contains("reproducible")
        .contains("pentanomial")
        .containsPattern("(?m)^  crownhead match ");
    assertThat(run.err).isEmpty();
    assertThat(run.out.lines())
        .allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
  }
}
