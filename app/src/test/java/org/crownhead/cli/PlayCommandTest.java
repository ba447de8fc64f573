package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Outcome;
import org.crownhead.core.Position;
import org.crownhead.core.Termination;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Level;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {
  @TempDir Path folder;

  private Path file() {
    return folder.resolve("game.pdn");
  }

  /** The saved file's content each time the game asked for a line, and at the end. */
  private final List<String> snapshots = new ArrayList<>();

  private Cli play(String input, String... options) {
    List<String> args = new ArrayList<>(List.of("play", "--out", file().toString()));
    args.addAll(List.of(options));
    Runnable snapshot =
        () -> {
          try {
            snapshots.add(Files.exists(file()) ? Files.readString(file()) : null);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        };
    Cli run = Cli.run(ReactiveInput.lineByLine(input, snapshot), args.toArray(String[]::new));
    snapshot.run();
    return run;
  }

  private Pdn saved() throws IOException {
    return new Pdn(Files.readString(file()));
  }

  @Test
  void aMoveIntoADrawnEndgameEndsTheGameByTheFourthDrawRule(@TempDir Path egdb) throws Exception {
    org.crownhead.engine.egdb.EgdbBuilder.build(
        egdb, 3, 1, org.crownhead.engine.egdb.EgdbBuilder.Progress.NONE);
    // Black's king takes White's man; one king against one in the middle is a draw.
    Cli run = play("15x22\n", "--fen", "B:W18,K14:BK15", "--egdb", egdb.toString());

    assertThat(run.code).as(run.toString()).isZero();
    assertThat(run.out).contains("Result: 1/2-1/2");
    assertThat(saved().tags).containsEntry("Result", "1/2-1/2");
    assertThat(saved().tags.get("Termination")).contains("force a win");
  }

  @Test
  void aShortGameEndsWhenWhiteHasNoLegalMove() throws IOException {
    Cli run = play("6-10\n13-9\n5x14\n", "--fen", "B:W13:B5,6");

    assertThat(run.code).as(run.toString()).isZero();
    assertThat(run.err).isEmpty();
    assertThat(run.out)
        .contains("Last move: 5x14 by Black, capturing 9")
        .contains("Game over. White has no legal move: Black wins. Result: 1-0")
        .contains("The game is saved in " + file() + ".")
        .doesNotContain("\u001b");
    Pdn pdn = saved();
    assertThat(pdn.tags)
        .containsEntry("Result", "1-0")
        .containsEntry("SetUp", "1")
        .containsEntry("FEN", "B:W13:B5,6")
        .containsEntry("Termination", "no legal move")
        .containsEntry("GameType", "21");
    assertThat(pdn.moveText).isEqualTo("1. 6-10 13-9 2. 5x14 1-0");
    Game replayed = pdn.replay();
    assertThat(replayed.outcome()).contains(Outcome.win(Colour.BLACK, Termination.NO_LEGAL_MOVE));
  }

  @Test
  void theRecordIsSavedBeforeTheFirstMoveAndAfterEachMove() {
    play("6-10\n13-9\n5x14\n", "--fen", "B:W13:B5,6");

    // Taken as the game asked for each line: before 6-10, before 13-9, before 5x14; then the end.
    assertThat(snapshots).hasSize(4).doesNotContainNull();
    assertThat(new Pdn(snapshots.get(0)).moveText).isEqualTo("*");
    assertThat(new Pdn(snapshots.get(1)).moveText).isEqualTo("1. 6-10 *");
    assertThat(new Pdn(snapshots.get(2)).moveText).isEqualTo("1. 6-10 13-9 *");
    assertThat(new Pdn(snapshots.get(3)).moveText).isEqualTo("1. 6-10 13-9 2. 5x14 1-0");
    for (String snapshot : snapshots) {
      Game game = new Pdn(snapshot).replay();
      assertThat(game.start()).isEqualTo(Position.fromFen("B:W13:B5,6"));
    }
    // No temporary file is left behind.
    assertThat(folder.toFile().list()).containsExactly("game.pdn");
  }

  @Test
  void badInputGetsOneLineAndThePromptAgain() {
    Cli run = play("11-17\n11-\n11-40\ncastle\n11-15\n");

    assertThat(run.out)
        .contains(
            "Black> 11-17\n"
                + "move \"11-17\" is not legal here; legal moves: "
                + "9-13 9-14 10-14 10-15 11-15 11-16 12-16\n"
                + "Black> 11-\n"
                + "move text \"11-\" expects a square number at column 4\n"
                + "Black> 11-40\n"
                + "move text \"11-40\" names square 40; squares are numbered 1 to 32\n"
                + "Black> castle\n"
                + "\"castle\" is not a move or a command; type help for the commands.\n"
                + "Black> 11-15\n");
    assertThat(run.err).isEmpty();
  }

  @Test
  void anAmbiguousCaptureListsTheCandidates() throws IOException {
    Cli run = play("10-14\n10x26\n10x19x26\n", "--fen", "B:W14,15,22,23:B10");

    assertThat(run.out)
        .contains("Move 1: Black to move. Capture is compulsory.")
        .contains(
            "move \"10-14\" is not legal here; legal moves: 10x17x26 10x19x26 (capture is"
                + " compulsory)")
        .contains("move \"10x26\" is ambiguous; it could be 10x17x26 or 10x19x26")
        .contains("Last move: 10x19x26 by Black, capturing 15, 23");
    assertThat(saved().moveText).isEqualTo("1. 10x19x26 *");
    assertThat(saved().replay().position()).isEqualTo(Position.fromFen("W:W14,22:B26"));
  }

  @Test
  void movesListsTheLegalMoves() {
    Cli run = play("moves\n");

    assertThat(run.out)
        .contains("Black> moves\nLegal moves for Black: 9-13 9-14 10-14 10-15 11-15 11-16 12-16\n");
  }

  @Test
  void movesAreTakenBackOneAtATime() throws IOException {
    Cli run = play("11-15\n23-19\nundo\ntakeback\nundo\n9-14\n");

    assertThat(run.out)
        .contains("Took back White's move 23-19.")
        .contains("Took back Black's move 11-15.")
        .contains("There is no move to take back.");
    assertThat(new Pdn(snapshots.get(3)).moveText).isEqualTo("1. 11-15 *");
    assertThat(new Pdn(snapshots.get(4)).moveText).isEqualTo("*");
    assertThat(saved().moveText).isEqualTo("1. 9-14 *");
  }

  @Test
  void aDrawOfferDeclinedThenOneAccepted() throws IOException {
    Cli run = play("11-15\ndraw\nmaybe\nn\n23-19\ndraw\ny\n", "--black", "Ann", "--white", "Bob");

    assertThat(run.code).isZero();
    assertThat(run.out)
        .contains(
            "White (Bob)> draw\n"
                + "White (Bob) offers a draw.\n"
                + "Black (Ann), do you accept the draw? (y/n) maybe\n"
                + "Please answer y (accept the draw) or n (play on).\n"
                + "Black (Ann), do you accept the draw? (y/n) n\n"
                + "Black (Ann) declines the draw; White (Bob) to move.\n"
                + "White (Bob)> 23-19\n")
        .contains("White (Bob), do you accept the draw? (y/n) y\n")
        .contains("Game over. Draw by agreement. Result: 1/2-1/2");
    Pdn pdn = saved();
    assertThat(pdn.tags)
        .containsEntry("Black", "Ann")
        .containsEntry("White", "Bob")
        .containsEntry("Result", "1/2-1/2")
        .containsEntry("Termination", "agreement")
        .doesNotContainKey("FEN");
    assertThat(pdn.moveText).isEqualTo("1. 11-15 23-19 1/2-1/2");
    pdn.replay();
  }

  @Test
  void resigning() throws IOException {
    Cli run = play("11-15\nresign\n");

    assertThat(run.out)
        .contains("White resigns.")
        .contains("Game over. White resigned: Black wins. Result: 1-0");
    assertThat(saved().tags)
        .containsEntry("Result", "1-0")
        .containsEntry("Termination", "resignation");
    assertThat(saved().moveText).isEqualTo("1. 11-15 1-0");
  }

  @Test
  void theEndOfTheInputLeavesTheGameUnfinished() throws IOException {
    Cli run = play("11-15\n");

    assertThat(run.code).isZero();
    assertThat(run.out)
        .contains("End of input: the game is left unfinished.")
        .doesNotContain("Game over");
    assertThat(saved().tags).containsEntry("Result", "*").doesNotContainKey("Termination");
    assertThat(saved().moveText).isEqualTo("1. 11-15 *");
  }

  @Test
  void theEndOfTheInputDuringADrawOfferLeavesTheGameUnfinished() throws IOException {
    Cli run = play("draw\n");

    assertThat(run.code).isZero();
    assertThat(run.out).contains("End of input: the game is left unfinished.");
    assertThat(saved().tags).containsEntry("Result", "*");
  }

  @Test
  void quitLeavesTheGameUnfinished() throws IOException {
    Cli run = play("11-15\nquit\n23-19\n");

    assertThat(run.code).isZero();
    assertThat(run.out).contains("The game is left unfinished.").doesNotContain("23-19 by");
    assertThat(saved().moveText).isEqualTo("1. 11-15 *");
  }

  @Test
  void threefoldRepetitionEndsTheGame() throws IOException {
    Cli run = play("1-6\n32-27\n6-1\n27-32\n1-6\n32-27\n6-1\n27-32\n", "--fen", "B:WK32:BK1");

    assertThat(run.out)
        .contains(
            "Game over. Draw by threefold repetition: the same position occurred three times"
                + " with the same side to move. Result: 1/2-1/2");
    assertThat(saved().tags).containsEntry("Termination", "threefold repetition");
    assertThat(saved().replay().outcome()).contains(Outcome.draw(Termination.THREEFOLD_REPETITION));
  }

  @Test
  void aGameOverAtTheStartEndsAtOnce() throws IOException {
    Cli run = play("11-15\n", "--fen", "B:W13:B");

    assertThat(run.code).isZero();
    assertThat(run.out).contains("Game over. Black has no legal move: White wins. Result: 0-1");
    assertThat(snapshots).hasSize(1); // no line was asked for
    assertThat(saved().tags).containsEntry("Result", "0-1");
  }

  @Test
  void fenFlipBoardAndHelp() {
    Cli run = play("11-15\nfen\nflip\nboard\nhelp\n");

    assertThat(run.out)
        .contains(
            "White> fen\nW:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15\n")
        .contains("White> flip\n\n  White  (w = man, W = king)\n  +----")
        .contains("|     16     [ b]     14      13 |  16-13")
        .contains("  undo, takeback   take back the last move");
    // After flip, board draws the turned board too.
    String afterBoard = run.out.substring(run.out.indexOf("White> board"));
    assertThat(afterBoard).contains("|  32-29");
  }

  @Test
  void aCrowningIsNoted() {
    Cli run = play("26-30\n", "--fen", "B:WK1:B26");

    assertThat(run.out)
        .contains("Last move: 26-30 by Black, crowned")
        .contains("|      W       2       3       4 |")
        .contains("|     25     [26]     27      28 |  25-28")
        .contains("| 29     [ B]     31      32     |");
  }

  @Test
  void theBoardCanStartTurnedRound() {
    Cli run = play("", "--flip");

    assertThat(run.out).contains("  White  (w = man, W = king)\n  +---").contains("|  32-29");
  }

  @Test
  void aMalformedFenGivesOneLine() {
    Cli run = play("", "--fen", "B:W33");

    assertThat(run.code).isEqualTo(2);
    assertThat(run.err)
        .isEqualTo(
            "crownhead play: FEN \"B:W33\" has square 33, but squares are numbered 1 to 32 at"
                + " column 4\n");
    assertThat(file()).doesNotExist();
  }

  @Test
  void aMissingFolderGivesOneLine() {
    Path nowhere = folder.resolve("no/such/folder/game.pdn");
    Cli run = Cli.run("play", "--out", nowhere.toString());

    assertThat(run.code).isEqualTo(2);
    assertThat(run.err.lines()).hasSize(1);
    assertThat(run.err)
        .startsWith("crownhead play: cannot save the game to ")
        .contains("there is no folder");
  }

  @Test
  void theDefaultFileNameHasTheDateAndTime() {
    assertThat(PlayCommand.defaultFileName(LocalDateTime.of(2024, 3, 5, 7, 8, 9)))
        .isEqualTo("crownhead-20240305-070809.pdn");
  }

  @Test
  void aFailedSaveIsReportedAndThePlayGoesOn() throws IOException {
    List<Integer> saves = new ArrayList<>();
    TerminalGame.Recorder failingOnce =
        new TerminalGame.Recorder() {
          @Override
          public Path path() {
            return file();
          }

          @Override
          public void save(Game game) throws IOException {
            saves.add(game.moves().size());
            if (saves.size() == 2) {
              throw new IOException("disk full");
            }
          }
        };
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    TerminalGame game =
        new TerminalGame(
            new Game(),
            Map.of(),
            new BufferedReader(new StringReader("11-15\n23-19\n")),
            new PrintWriter(out),
            new PrintWriter(err),
            failingOnce,
            false,
            true,
            false,
            new ComputerPlayer(Engines::create, Level.MAXIMUM, ComputerPlayer.DEFAULT_MOVE_TIME),
            null);

    int code = game.play();

    assertThat(code).isZero(); // the last save worked
    assertThat(saves).containsExactly(0, 1, 2, 2);
    assertThat(err.toString().strip())
        .isEqualTo(
            "crownhead play: could not save the game to " + file() + ": IOException: disk full");
    assertThat(out.toString()).contains("Last move: 23-19 by White");
  }
}
