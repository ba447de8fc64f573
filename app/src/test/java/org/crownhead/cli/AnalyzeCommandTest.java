package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.Engines;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnNode;
import org.crownhead.pdn.ReadGame;
import org.crownhead.testkit.PdnFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzeCommandTest {
  @TempDir Path folder;

  /** Black's 14-17 lets White take two men with 21x5 (9 and 17). */
  static final String BLUNDER_GAME =
      "[Event \"Blunder\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n[Result \"*\"]\n\n"
          + "1. 9-14 22-18 2. 5-9 25-22 3. 14-17 21x5 4. 10-15 {a comment} 29-25 *\n";

  static final String QUIET_GAME =
      "[Event \"Quiet\"]\n[Result \"*\"]\n\n1. 11-15 23-19 2. 8-11 22-17 3. 4-8 17-13 *\n";

  /** White's second move 24-28 is not legal. */
  static final String DAMAGED_GAME =
      "[Event \"Damaged\"]\n[Result \"1-0\"]\n\n1. 11-15 23-19 2. 8-11 24-28 3. 4-8 1-0\n";

  private static final Pattern ITERATION =
      Pattern.compile(
          "(?m)^ {0,4}(\\d+) +([+-]\\d+\\.\\d\\d|win in \\d+|loss in \\d+) +(\\d+) +(\\d+) +"
              + "(\\d+\\.\\d{3})  (.*)$");

  // ---- one position

  @Test
  void depthFourPrintsFourIterationsInOrderAndALegalBestMove() {
    Cli run = Cli.succeeds("analyze", "--depth", "4");
    assertThat(run.err).isEmpty();
    assertThat(run.out)
        .startsWith("Position: the starting position (Black to move)\n")
        .contains("Limits: depth 4\n")
        .containsPattern("(?m)^depth +score +nodes +nodes/s +time  pv$");
    Matcher iteration = ITERATION.matcher(run.out);
    List<Integer> depths = new ArrayList<>();
    long previousNodes = 0;
    while (iteration.find()) {
      depths.add(Integer.parseInt(iteration.group(1)));
      long nodes = Long.parseLong(iteration.group(3));
      assertThat(nodes).isGreaterThanOrEqualTo(previousNodes);
      previousNodes = nodes;
      // The PV replays from the start.
      Position at = Position.initial();
      for (String move : iteration.group(6).split(" ")) {
        at = at.play(MoveText.parse(at, move));
      }
    }
    assertThat(depths).containsExactly(1, 2, 3, 4);
    Matcher best = Pattern.compile("(?m)^Best move: (\\S+) \\(score ").matcher(run.out);
    assertThat(best.find()).as(run.out).isTrue();
    Move move = MoveText.parse(Position.initial(), best.group(1));
    assertThat(Position.initial().legalMoves()).contains(move);
  }

  @Test
  void aTimeLimitEndsTheSearch() {
    Cli run = Cli.succeeds("analyze", "--time", "300ms");
    // With no depth or node limit, only the clock can end the search.
    assertThat(run.out).contains("Limits: time 300 ms").containsPattern("(?m)^Best move: \\S+");
    assertThat(ITERATION.matcher(run.out).find()).isTrue();
  }

  @Test
  void aForcedWinIsShownInMoves() {
    // White's last man, on 29, is shut in by Black's kings.
    Cli run = Cli.succeeds("analyze", "--fen", "B:W29:BK17,K21", "--depth", "6");
    assertThat(run.out)
        .containsPattern("(?m)^ +3 +win in 2 ")
        .containsPattern("(?m)^Best move: \\S+ \\(score win in 2, depth 3,");
  }

  @Test
  void aPositionWithNoLegalMoveIsLostNotAnError() {
    Cli run = Cli.succeeds("analyze", "--fen", "W:W:B1");

    assertThat(run.err).isEmpty();
    assertThat(run.out)
        .isEqualTo(
            "Position: W:W:B1 (White to move)\nWhite has no legal move: White has lost, Black"
                + " wins.\n");
  }

  @Test
  void aBlockedSideHasNoLegalMoveEither() {
    Cli run = Cli.succeeds("analyze", "--fen", "W:W29:B22,25");

    assertThat(run.out).contains("White has no legal move: White has lost, Black wins.");
  }

  @Test
  void theOnlyLegalMoveNeedsNoSearch() {
    Cli run = Cli.succeeds("analyze", "--fen", "B:W18,26:B15");

    assertThat(run.out).contains("Best move: 15x31 (the only legal move)");
  }

  @Test
  void aBadFenGivesOneLineAndExitCodeTwo() {
    Cli run = Cli.exits(2, "analyze", "--fen", "B:W33", "--depth", "2");

    assertThat(run.out).isEmpty();
    assertThat(run.err)
        .isEqualTo(
            "crownhead analyze: FEN \"B:W33\" has square 33, but squares are numbered 1 to 32 at"
                + " column 4\n");
  }

  @Test
  void badOptionsGiveOneLineAndExitCodeTwo() {
    List<List<String>> cases =
        List.of(
            List.of("--depth", "3", "--time", "1s"),
            List.of("--depth", "0"),
            List.of("--depth", "101"),
            List.of("--nodes", "0"),
            List.of("--time", "soon"),
            List.of("--time", "0"),
            List.of("--fen", "B:W21-32:B1-12", "--pdn", "games.pdn"),
            List.of("--out", "x.pdn"),
            List.of("--mistake", "60"),
            List.of("--pdn", "games.pdn", "--mistake", "0"),
            List.of("--pdn", "games.pdn", "--mistake", "100", "--blunder", "90"),
            List.of("--pdn", "games.pdn", "--mistake", "200"),
            List.of("--threads", "0", "--depth", "1"),
            List.of("--hash", "100000", "--depth", "1"));
    for (List<String> options : cases) {
      List<String> args = new ArrayList<>(List.of("analyze"));
      args.addAll(options);
      Cli run = Cli.run(args.toArray(String[]::new));

      assertThat(run.code).as(options + "\n" + run).isEqualTo(2);
      assertThat(run.err.lines()).as(options.toString()).hasSize(1);
      assertThat(run.err).startsWith("crownhead analyze: ");
    }
    assertThat(Cli.run("analyze", "--depth", "0").err)
        .isEqualTo(
            "crownhead analyze: --depth must be from 1 to 100, not 0 (see 'crownhead analyze"
                + " --help')\n");
    assertThat(Cli.run("analyze", "--threads", "65").err)
        .contains("--threads must be from 1 to 64, not 65");
    assertThat(Cli.run("analyze", "--time", "soon").err)
        .contains("\"soon\" is not a time; write it like 5s, 0.2s, 200ms or 2m");
  }

  @Test
  void helpExplainsBothUsesWithExamples() {
    Cli run = Cli.succeeds("analyze", "--help");
    Cli viaHelp = Cli.run("help", "analyze");

    assertThat(run.out)
        .contains("\nUsage: crownhead analyze [--fen FEN]")
        .contains("crownhead analyze --pdn FILE")
        .contains("5 seconds")
        .contains("depth 10")
        .contains("--time", "--depth", "--nodes", "--threads", "--hash", "--out", "--mistake")
        .contains("--blunder", "Examples:")
        .containsPattern("(?m)^  crownhead analyze ");
    assertThat(viaHelp.out).isEqualTo(run.out);
    assertThat(Cli.run("--help").out).contains("analyze", "bench");
  }

  // ---- a PDN file

  private Path write(String name, String text) throws IOException {
    Path file = folder.resolve(name);
    Files.writeString(file, text);
    return file;
  }

  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ");
  }

  @Test
  void aBlunderIsMarkedAndTheOutputReadsBackWithTheSameMoves() throws IOException {
    Path input = write("games.pdn", BLUNDER_GAME + "\n" + QUIET_GAME);

    // 14-17 gives away two men; the engine sees some play for them, so a blunder is a man here.
    Cli run =
        Cli.succeeds("analyze", "--pdn", input.toString(), "--depth", "6", "--blunder", "100");
    Path output = folder.resolve("games-annotated.pdn");
    assertThat(run.out)
        .isEqualTo(
            "Annotated 2 games, 14 plies: 1 blunder, 0 mistakes. Written to " + output + ".\n");
    assertThat(run.err)
        .contains("game 1 of 2: 8 plies annotated, 1 blunder, 0 mistakes\n")
        .contains("game 2 of 2: 6 plies annotated, 0 blunders, 0 mistakes\n");
    List<ReadGame> games = PdnFiles.read(output);
    List<ReadGame> originals = PdnFiles.read(input);
    assertThat(games).hasSize(2);
    for (int i = 0; i < 2; i++) {
      assertThat(games.get(i).errors()).isEmpty();
      assertThat(games.get(i).warnings()).isEmpty();
      assertThat(games.get(i).game().moves()).isEqualTo(originals.get(i).game().moves());
      assertThat(games.get(i).game().tag("Annotator")).contains(Engines.NAME);
      assertThat(games.get(i).game().tag("Event")).isEqualTo(originals.get(i).game().tag("Event"));
    }
    PdnGame blunder = games.get(0).game();
    PdnNode bad = blunder.mainLine().get(4); // 3. 14-17
    assertThat(bad.text()).isEqualTo("14-17");
    assertThat(bad.nags()).containsExactly(PdnAnnotator.BLUNDER);
    assertThat(bad.commentsAfter()).hasSize(1);
    assertThat(bad.commentsAfter().get(0))
        .matches("best (\\S+) [+-]\\d+\\.\\d\\d; played -\\d+\\.\\d\\d");
    String best = bad.commentsAfter().get(0).split(" ")[1];
    Position before = blunder.toGame().positions().get(4);
    assertThat(MoveText.parse(before, best)).isNotEqualTo(bad.move());
    // The capture that punishes it was the best reply.
    assertThat(blunder.mainLine().get(5).commentsAfter().get(0)).startsWith("best 21x5 +");
    assertThat(blunder.mainLine().get(5).nags()).isEmpty();
    // The comment already there stays, before the engine's.
    assertThat(blunder.mainLine().get(6).commentsAfter().get(0)).isEqualTo("a comment");
    assertThat(blunder.mainLine().get(6).commentsAfter().get(1)).startsWith("best ");
    assertThat(blunder.comments()).hasSize(1);
    assertThat(blunder.comments().get(0))
        .startsWith("Annotated by " + Engines.NAME + " (depth 6 per position)")
        .contains("? loses more than 0.50, ?? more than 1.00");
    // Every move has the engine's comment.
    for (ReadGame game : games) {
      for (PdnNode node : game.game().mainLine()) {
        assertThat(node.commentsAfter())
            .last()
            .asString()
            .matches("(best \\S+|only move) ([+-]\\d+\\.\\d\\d|win in \\d+|loss in \\d+).*");
      }
    }
    assertThat(oneLine(Files.readString(output))).contains("3. 14-17?? {best ");
  }

  @Test
  void aDamagedGameIsAnnotatedAsFarAsItReplaysAndReported() throws IOException {
    Path input = write("club.pdn", DAMAGED_GAME + "\n" + QUIET_GAME);
    Path output = folder.resolve("out.pdn");

    Cli run =
        Cli.run("analyze", "--pdn", input.toString(), "--out", output.toString(), "--depth", "4");

    assertThat(run.code).as(run.toString()).isEqualTo(1);
    assertThat(run.err)
        .contains(
            "crownhead analyze: game 1, line 4, move 2...: move \"24-28\" is not legal here;"
                + " legal moves: ")
        .contains("game 1 of 2: 3 plies annotated (as far as it replays), 0 blunders")
        .contains("game 2 of 2: 6 plies annotated");
    assertThat(run.out)
        .contains("Annotated 2 games, 9 plies")
        .contains("1 game had errors; see the messages above.");
    List<ReadGame> games = PdnFiles.read(output);
    assertThat(games).hasSize(2).allMatch(ReadGame::isClean);
    assertThat(games.get(0).game().plies()).isEqualTo(3);
    assertThat(games.get(0).game().tag("Result")).contains("1-0");
    assertThat(games.get(1).game().plies()).isEqualTo(6);
  }

  @Test
  void aGameWhoseFenCannotBeReadIsLeftOut() throws IOException {
    String badFen = "[Event \"Bad\"]\n[SetUp \"1\"]\n[FEN \"B:W33:B1\"]\n\n1. 1-6 *\n";
    Path input = write("fen.pdn", badFen + "\n" + QUIET_GAME);

    Cli run = Cli.run("analyze", "--pdn", input.toString(), "--depth", "3");

    assertThat(run.code).isEqualTo(1);
    assertThat(run.err)
        .contains("game 1, line 3: bad FEN tag: ")
        .contains("crownhead analyze: game 1 of 2 is left out: its FEN tag cannot be read");
    assertThat(run.out).contains("Annotated 1 game, 6 plies").contains("1 game left out");
    List<ReadGame> games = PdnFiles.read(folder.resolve("fen-annotated.pdn"));
    assertThat(games).hasSize(1).allMatch(ReadGame::isClean);
    assertThat(games.get(0).game().tag("Event")).contains("Quiet");
  }

  @Test
  void aGameFromASetUpPositionWithForcedMoves() throws IOException {
    // Black's only move is 15x31 (crowning); after 32-27 Black's only move 31x24 takes White's
    // last piece.
    String setUp = "[FEN \"B:W18,26,32:B15,1\"]\n\n1. 15x31 32-27 2. 31x24 1-0\n";
    Path input = write("set-up.pdn", setUp);

    Cli run = Cli.succeeds("analyze", "--pdn", input.toString(), "--depth", "4");
    List<ReadGame> games = PdnFiles.read(folder.resolve("set-up-annotated.pdn"));
    assertThat(games.get(0).isClean()).isTrue();
    assertThat(games.get(0).game().tag("FEN")).contains("B:W18,26,32:B15,1");
    List<PdnNode> line = games.get(0).game().mainLine();
    assertThat(line.get(0).commentsAfter().get(0)).startsWith("only move ");
    assertThat(line.get(1).commentsAfter().get(0)).matches("best 32-28 .*; played loss in 1");
    assertThat(line.get(2).commentsAfter()).containsExactly("only move win in 1");
  }

  @Test
  void aMarkAlreadyThereStaysFirst() {
    PdnGame game = PdnGame.parse("1. 9-14 22-18 2. 5-9 25-22 3. 14-17! 21x5 4. 10-15 29-25 *");
    try (var engine = Engines.create()) {
      PdnAnnotator annotator =
          new PdnAnnotator(engine, org.crownhead.engine.Limits.depth(6), 50, 100);

      PdnAnnotator.Annotated annotated = annotator.annotate(game, ply -> {});

      assertThat(annotated.blunders()).isEqualTo(1);
      assertThat(annotated.game().mainLine().get(4).nags()).containsExactly(1, 4);
      assertThat(oneLine(annotated.game().toString())).contains("3. 14-17! $4 {best ");
    }
  }

  @Test
  void higherThresholdsMarkLess() throws IOException {
    Path input = write("games.pdn", BLUNDER_GAME);

    Cli run =
        Cli.succeeds(
            "analyze",
            "--pdn",
            input.toString(),
            "--depth",
            "6",
            "--mistake",
            "100",
            "--blunder",
            "400");
    assertThat(run.out).contains("0 blunders, 1 mistake");
    assertThat(oneLine(Files.readString(folder.resolve("games-annotated.pdn"))))
        .contains("3. 14-17? {best ")
        .contains("? loses more than 1.00, ?? more than 4.00");
  }

  @Test
  void theOutputIsWrittenOnlyWhereItCanBe() throws IOException {
    Path input = write("games.pdn", QUIET_GAME);

    Cli missing = Cli.run("analyze", "--pdn", folder.resolve("none.pdn").toString());
    Cli noFolder =
        Cli.run(
            "analyze", "--pdn", input.toString(), "--out", folder.resolve("a/b.pdn").toString());

    assertThat(missing.code).isEqualTo(2);
    assertThat(missing.err).contains("cannot read ").contains("no such file");
    assertThat(noFolder.code).isEqualTo(2);
    assertThat(noFolder.err).contains("there is no folder");
    assertThat(noFolder.err.lines()).hasSize(1);
  }

  @Test
  void annotatedNamesAndMoveLabels() {
    assertThat(AnalyzeCommand.annotatedName(Path.of("a/games.pdn")))
        .isEqualTo(Path.of("a/games-annotated.pdn"));
    assertThat(AnalyzeCommand.annotatedName(Path.of("games")))
        .isEqualTo(Path.of("games-annotated"));
    assertThat(AnalyzeCommand.annotatedName(Path.of(".pdn"))).isEqualTo(Path.of(".pdn-annotated"));
    Position black = Position.initial();
    Position white = black.withTurn(org.crownhead.core.Colour.WHITE);
    assertThat(AnalyzeCommand.moveLabel(black, 0)).isEqualTo("1.");
    assertThat(AnalyzeCommand.moveLabel(black, 1)).isEqualTo("1...");
    assertThat(AnalyzeCommand.moveLabel(black, 4)).isEqualTo("3.");
    assertThat(AnalyzeCommand.moveLabel(white, 0)).isEqualTo("1...");
    assertThat(AnalyzeCommand.moveLabel(white, 1)).isEqualTo("2.");
  }

  @Test
  void theAnnotatedGameReplaysLikeTheOriginal() throws IOException {
    Path input = write("games.pdn", BLUNDER_GAME);
    Cli.run("analyze", "--pdn", input.toString(), "--depth", "3");

    List<ReadGame> games = new ArrayList<>();
    PdnGames.read(
        new StringReader(Files.readString(folder.resolve("games-annotated.pdn"))), games::add);
    Game replayed = games.get(0).game().toGame();
    assertThat(replayed.position()).isEqualTo(PdnGame.parse(BLUNDER_GAME).toGame().position());
  }

  // ---- with the endgame databases

  @Test
  void aPositionTheDatabasesHoldIsAnsweredFromThemExactly() throws Exception {
    Path egdb = folder.resolve("egdb");
    org.crownhead.engine.egdb.EgdbBuilder.build(
        egdb, 3, 1, org.crownhead.engine.egdb.EgdbBuilder.Progress.NONE);
    Position start = Position.fromFen("W:WK14,K23:BK5");
    int plies = org.crownhead.engine.egdb.FileDatabase.open(egdb).value(start).plies();

    Cli run =
        Cli.succeeds(
            "analyze", "--fen", "W:WK14,K23:BK5", "--depth", "2", "--egdb", egdb.toString());
    assertThat(run.err).isEmpty();
    assertThat(run.out).contains("win in " + (plies + 1) / 2);

    Cli without = Cli.run("analyze", "--fen", "W:WK14,K23:BK5", "--depth", "2", "--egdb", "none");
    assertThat(without.out).doesNotContain("win in");
  }

  @Test
  void aFolderWithoutDatabasesIsReportedAndTheAnalysisGoesOn() {
    Cli run =
        Cli.succeeds(
            "analyze", "--fen", "W:WK14,K23:BK5", "--depth", "2", "--egdb", folder.toString());
    assertThat(run.err)
        .isEqualTo(
            "crownhead: no endgame database files in " + folder + "; playing without them\n");
    assertThat(run.out).containsPattern("(?m)^ +2 ");
  }
}
