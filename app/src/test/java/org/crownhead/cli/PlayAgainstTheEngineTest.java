package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Level;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayAgainstTheEngineTest {
  private static final String BEGINNER = Engines.NAME + ", beginner level";
  private static final String CLUB = Engines.NAME + ", club level";

  @TempDir Path folder;

  private Path file() {
    return folder.resolve("game.pdn");
  }

  private Cli play(InputStream in, String... options) {
    List<String> args = new ArrayList<>(List.of("play", "--out", file().toString()));
    args.addAll(List.of(options));
    return Cli.run(in, args.toArray(String[]::new));
  }

  private Cli play(String input, String... options) {
    return play(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), options);
  }

  /**
   * Input from a player who looks at the saved game before each answer: {@code answer} gets the
   * game as saved (the engine's moves included) and returns the line to type, or null to stop.
   */
  private InputStream player(Function<Game, String> answer) {
    return new ReactiveInput(
        () -> {
          try {
            return answer.apply(new Pdn(Files.readString(file())).replay());
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }

  /** The first legal move in square order, as the {@code moves} command lists them. */
  private static String firstMove(Position position) {
    Move move =
        position.legalMoves().stream()
            .min(
                Comparator.comparingInt(Move::from)
                    .thenComparingInt(Move::to)
                    .thenComparing(Move::toString))
            .orElseThrow();
    return MoveText.format(position, move);
  }

  private Pdn saved() throws IOException {
    return new Pdn(Files.readString(file()));
  }

  private static List<String> announced(String out, String player) {
    Matcher matcher =
        Pattern.compile(Pattern.quote(player) + " plays (\\S+) \\(score ").matcher(out);
    List<String> moves = new ArrayList<>();
    while (matcher.find()) {
      moves.add(matcher.group(1));
    }
    return moves;
  }

  @Test
  void aGameAgainstTheBeginner() throws IOException {
    int[] turns = {0};
    Cli run =
        play(
            player(game -> turns[0]++ < 12 ? firstMove(game.position()) : "quit"),
            "--engine",
            "white",
            "--level",
            "beginner",
            "--time",
            "1s");

    assertThat(run.code).as(run.toString()).isZero();
    assertThat(run.err).isEmpty();
    assertThat(run.out)
        .startsWith(
            "Crownhead: a game of checkers against the engine at the beginner level. You play"
                + " Black.\n")
        .contains("  White: " + BEGINNER + "  (w = man, W = king)");
    Pdn pdn = saved();
    assertThat(pdn.tags)
        .containsEntry("Black", "?")
        .containsEntry("White", BEGINNER)
        .containsEntry("Event", "Game against the engine");
    Game game = pdn.replay();
    // Every move of White's was the engine's, announced as it was played.
    List<String> whiteMoves = new ArrayList<>();
    for (int i = 0; i < game.moves().size(); i++) {
      Position before = game.positions().get(i);
      if (before.turn() == Colour.WHITE) {
        whiteMoves.add(MoveText.format(before, game.moves().get(i)));
      }
    }
    assertThat(whiteMoves).isNotEmpty();
    assertThat(announced(run.out, "White (" + BEGINNER + ")")).isEqualTo(whiteMoves);
    assertThat(run.out).containsPattern("plays \\S+ \\(score [+-]\\d\\.\\d\\d for White\\)\\.");
  }

  @Test
  void theEngineOpensWhenItPlaysBlack() throws IOException {
    Cli run = play("quit\n", "--engine", "black");

    assertThat(run.code).as(run.toString()).isZero();
    assertThat(run.out).contains("You play White.");
    List<String> moves = announced(run.out, "Black (" + CLUB + ")");
    assertThat(moves).hasSize(1);
    assertThat(saved().moveText).isEqualTo("1. " + moves.get(0) + " *");
    assertThat(saved().tags).containsEntry("Black", CLUB).containsEntry("White", "?");
  }

  @Test
  void theExpertOpensFromTheBookAndItsHintsStillSearch() throws IOException {
    Cli run = play("hint\nquit\n", "--engine", "black", "--level", "expert");

    assertThat(run.code).as(run.toString()).isZero();
    String engine = "Black (" + Engines.NAME + ", expert level)";
    String book =
        MoveText.format(
            Position.initial(),
            org.crownhead.engine.book.OpeningBook.standard()
                .choose(Position.initial())
                .orElseThrow());
    assertThat(run.out).contains(engine + " plays " + book + " (from the opening book).");
    assertThat(saved().moveText).isEqualTo("1. " + book + " *");
    // The hint for White, in a position of the book, comes from a search: it has a score.
    assertThat(run.out).containsPattern("Hint for White: \\S+ \\(score [^)]+ for White\\)\\.");
  }

  @Test
  void theEnginesWinningMoveEndsTheGame() throws IOException {
    // Black's only move takes both white men.
    Cli run = play("", "--engine", "black", "--fen", "B:W18,26:B15");

    assertThat(run.code).isZero();
    assertThat(run.out)
        .contains("Black (" + CLUB + ") plays 15x31 (score win in 1 for Black).")
        .contains("Game over. White has no legal move: Black (" + CLUB + ") wins. Result: 1-0");
    assertThat(saved().tags).containsEntry("Result", "1-0");
  }

  @Test
  void theEngineWinsWhenThePlayerResigns() throws IOException {
    Cli run = play("resign\n", "--engine", "black", "--level", "novice");

    String engine = "Black (" + Engines.NAME + ", novice level)";
    assertThat(run.out)
        .contains("White resigns.")
        .contains("Game over. White resigned: " + engine + " wins. Result: 1-0");
    assertThat(saved().tags)
        .containsEntry("Result", "1-0")
        .containsEntry("Termination", "resignation")
        .containsEntry("Black", Engines.NAME + ", novice level");
    assertThat(saved().moveText).matches("1\\. \\S+ 1-0");
  }

  @Test
  void hintAndEvalAskTheEngine() {
    // White's last man is shut in: Black wins in two moves.
    Cli run =
        play("hint\neval\nquit\n", "--engine", "white", "--fen", "B:W29:BK17,K21", "--time", "1s");

    Matcher hint =
        Pattern.compile("Black> hint\nHint for Black: (\\S+) \\(score win in 2 for Black\\)\\.\n")
            .matcher(run.out);
    assertThat(hint.find()).as(run.out).isTrue();
    Position position = Position.fromFen("B:W29:BK17,K21");
    assertThat(position.legalMoves()).contains(MoveText.parse(position, hint.group(1)));
    Matcher eval =
        Pattern.compile(
                "Black> eval\nEvaluation: win in 2 for Black \\(depth \\d+\\)\\. Expected line:"
                    + " (.+)\n")
            .matcher(run.out);
    assertThat(eval.find()).as(run.out).isTrue();
    Position at = position;
    for (String move : eval.group(1).split(" ")) {
      at = at.play(MoveText.parse(at, move));
    }
    assertThat(at.hasLegalMove()).isFalse(); // the line ends the game
  }

  @Test
  void aHintForAForcedMoveSaysSo() {
    Cli run = play("hint\nquit\n", "--fen", "B:W18,26,32:B15,1", "--time", "0.2s");

    assertThat(run.out).containsPattern("Hint for Black: 15x31, the only legal move \\(score ");
  }

  @Test
  void hintWorksBetweenTwoPeopleToo() {
    Cli run = play("hint\nquit\n", "--time", "0.1s");

    assertThat(run.out).containsPattern("Black> hint\nHint for Black: \\d+-\\d+ \\(score ");
    assertThat(run.out).doesNotContain(" plays ");
  }

  @Test
  void theEngineAcceptsADrawInADeadDrawnPosition() throws IOException {
    Cli run = play("draw\n", "--engine", "white", "--fen", "B:WK32:BK1", "--time", "0.3s");

    assertThat(run.out)
        .contains("Black> draw\nBlack offers a draw.\n")
        .containsPattern(
            Pattern.quote("White (" + CLUB + ") accepts the draw: its score is ")
                + "[+-]0\\.[0-2]\\d for White\\.")
        .contains("Game over. Draw by agreement. Result: 1/2-1/2");
    assertThat(saved().tags)
        .containsEntry("Result", "1/2-1/2")
        .containsEntry("Termination", "agreement");
  }

  @Test
  void theEngineDeclinesADrawWhenItIsWinning() throws IOException {
    Cli run =
        play("draw\nquit\n", "--engine", "white", "--fen", "B:WK14,K22,K30:BK1", "--time", "0.3s");

    Matcher declined =
        Pattern.compile(
                Pattern.quote("White (" + CLUB + ") declines the draw: its score is ")
                    + "(\\+\\d+\\.\\d\\d|win in \\d+) for White\\. Black to move\\.")
            .matcher(run.out);
    assertThat(declined.find()).as(run.out).isTrue();
    assertThat(run.out).doesNotContain("Game over");
    assertThat(saved().tags).containsEntry("Result", "*");
  }

  @Test
  void takingBackUndoesTheMoveAndTheEnginesReply() throws IOException {
    Cli run = play("11-15\ntakeback\nundo\nquit\n", "--engine", "white", "--level", "casual");

    List<String> replies = announced(run.out, "White (" + Engines.NAME + ", casual level)");
    assertThat(replies).hasSize(1);
    assertThat(run.out)
        .contains("Took back Black's move 11-15 and White's reply " + replies.get(0) + ".")
        .contains("Black> undo\nThere is no move of yours to take back.");
    assertThat(saved().moveText).isEqualTo("*");
  }

  @Test
  void takingBackWhenTheEngineOpened() throws IOException {
    Deque<String> script = new ArrayDeque<>(List.of("", "takeback", "takeback", "quit"));
    Cli run =
        play(
            player(
                game -> {
                  String line = script.poll();
                  return line != null && line.isEmpty() ? firstMove(game.position()) : line;
                }),
            "--engine",
            "black",
            "--level",
            "beginner");

    List<String> engineMoves = announced(run.out, "Black (" + BEGINNER + ")");
    assertThat(engineMoves).hasSize(2);
    assertThat(run.out)
        .containsPattern("Took back White's move \\S+ and Black's reply " + engineMoves.get(1))
        .contains("White> takeback\nThere is no move of yours to take back.");
    assertThat(saved().moveText).isEqualTo("1. " + engineMoves.get(0) + " *");
  }

  @Test
  void badEngineOptionsGiveOneLine() {
    Cli colour = play("", "--engine", "red");
    Cli level = play("", "--engine", "white", "--level", "master");
    Cli name = play("", "--engine", "black", "--black", "Ann");
    Cli time = play("", "--engine", "white", "--time", "later");

    assertThat(colour.code).isEqualTo(2);
    assertThat(colour.err)
        .isEqualTo(
            "crownhead play: --engine must be black, white or none, not \"red\" (see 'crownhead"
                + " play --help')\n");
    assertThat(level.code).isEqualTo(2);
    assertThat(level.err)
        .isEqualTo(
            "crownhead play: unknown level \"master\"; the levels are " + Level.labels() + "\n");
    assertThat(name.code).isEqualTo(2);
    assertThat(name.err).contains("--black names the player of Black, which the engine plays");
    assertThat(time.code).isEqualTo(2);
    assertThat(time.err.lines()).hasSize(1);
    assertThat(file()).doesNotExist();
  }

  @Test
  void theHelpListsTheLevelsAndTheEngineCommands() {
    assertThat(PlayCommand.LEVELS).isEqualTo(Level.labels());
    Cli run = Cli.run("play", "--help");

    assertThat(run.out.replaceAll("\\s+", " "))
        .contains("--engine", "--computer", "--level", "--time", "hint, eval")
        .contains(Level.labels())
        .contains("crownhead play --engine white");
    Cli commands = play("help\nquit\n", "--engine", "white");
    assertThat(commands.out)
        .contains("  hint             the engine suggests a move")
        .contains("  eval             the engine's evaluation of the position");
  }
}
