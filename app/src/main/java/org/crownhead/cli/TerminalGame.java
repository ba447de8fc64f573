package org.crownhead.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.IllegalMoveException;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.NotationException;
import org.crownhead.core.Outcome;
import org.crownhead.core.Position;
import org.crownhead.engine.Score;
import org.crownhead.review.Verdict;

/**
 * A game at one terminal, between two people or a person and the engine: draws the board, reads
 * moves and commands line by line, plays the engine's moves, and keeps the game's record saved
 * after every change.
 *
 * <p>Against the engine, commands are read only on the person's turn: taking back takes back the
 * person's last move and the engine's reply, and a draw offer is answered by the engine at once.
 * Either way the engine gives hints and evaluations on request.
 *
 * <p>The game ends by the rules (no legal move, threefold repetition, the 40-move rule), by
 * agreement or resignation, by {@code quit}, or at the end of the input; the last two leave it
 * unfinished. Moves and messages go to the output; only a failure to save goes to the error stream.
 * Holds no rules of its own: {@link Game} decides what is legal and when the game is over.
 */
final class TerminalGame {
  /** Where the game's record goes. */
  interface Recorder {
    /** The file the record is written to. */
    Path path();

    /** Writes the whole game, replacing what was written before. */
    void save(Game game) throws IOException;
  }

  private static final List<String> HELP =
      List.of(
          "Type a move in PDN move text: 11-15 for a step, 15x24 for a capture. A multi-jump is",
          "written 15x31, or with its whole path (15x24x31) when two captures share its start",
          "and end. Capturing is compulsory. Commands:",
          "  moves            list the legal moves",
          "  undo, takeback   take back the last move (against the engine: your last move",
          "                   and its reply)",
          "  draw             offer a draw; the other player answers y or n (the engine",
          "                   answers at once)",
          "  hint             the engine suggests a move",
          "  eval             the engine's evaluation of the position and the line it expects",
          "  resign           resign the game",
          "  fen              print the position in FEN",
          "  flip             turn the board round",
          "  board            draw the board again",
          "  help             show this list",
          "  quit             stop here; the game is saved unfinished");

  private final Game game;
  private final Map<Colour, String> names = new EnumMap<>(Colour.class);
  private final BufferedReader in;
  private final PrintWriter out;
  private final PrintWriter err;
  private final Recorder recorder;
  private final boolean colours;
  private final boolean echo;
  private final ComputerPlayer computer;
  private final Colour computerColour;
  private boolean turned;
  private boolean saved = true;
  private boolean endOfInput;

  /**
   * A game in which the engine may play one side.
   *
   * @param names the players' names, by colour; a colour left out has no name
   * @param colours true to use terminal colours
   * @param echo true to repeat each line read after its prompt (when the input is not typed at a
   *     terminal, so that the output reads as a transcript)
   * @param turned true to draw the board turned round, White's side at the top
   * @param computer the engine, for its moves and for hints and evaluations
   * @param computerColour the side the engine plays, or null when two people play
   */
  TerminalGame(
      Game game,
      Map<Colour, String> names,
      BufferedReader in,
      PrintWriter out,
      PrintWriter err,
      Recorder recorder,
      boolean colours,
      boolean echo,
      boolean turned,
      ComputerPlayer computer,
      Colour computerColour) {
    this.game = game;
    this.names.putAll(names);
    this.in = in;
    this.out = out;
    this.err = err;
    this.recorder = recorder;
    this.colours = colours;
    this.echo = echo;
    this.turned = turned;
    this.computer = computer;
    this.computerColour = computerColour;
    if (computerColour != null) {
      this.names.put(computerColour, computer.name());
    }
  }

  /**
   * Plays the game to its end, then releases the engine.
   *
   * @return {@link Main#OK}, or {@link Main#PROBLEMS} when the final record could not be saved
   */
  int play() throws IOException {
    if (computerColour == null) {
      out.println("Crownhead: a game of checkers for two players at one keyboard.");
    } else {
      out.println(
          "Crownhead: a game of checkers against the engine at the "
              + computer.level().label()
              + " level. You play "
              + computerColour.opponent().displayName()
              + ".");
    }
    out.println("Type a move such as 11-15, or help for the commands.");
    recorder.save(game); // a record that cannot be written at all stops the game before it starts
    out.println("The game is saved to " + recorder.path() + " after every move.");
    showBoard();
    boolean ended = false;
    while (!game.isOver() && !ended) {
      if (game.turn() == computerColour) {
        computerMove();
        continue;
      }
      String line = endOfInput ? null : ask(player(game.turn()) + "> ");
      if (line == null) {
        out.println("End of input: the game is left unfinished.");
        break;
      }
      ended = obey(line.strip());
    }
    computer.close();
    game.outcome().ifPresent(this::announce);
    return finish();
  }

  /** Carries out one line of input; true when it ends the session (quit). */
  private boolean obey(String line) {
    String word = line.toLowerCase(Locale.ROOT);
    switch (word) {
      case "":
        return false;
      case "moves":
        listMoves();
        return false;
      case "undo":
      case "takeback":
        takeBack();
        return false;
      case "draw":
        offerDraw();
        return false;
      case "hint":
        hint();
        return false;
      case "eval":
        evaluate();
        return false;
      case "resign":
        out.println(player(game.turn()) + " resigns.");
        game.resign(game.turn());
        return false; // the game is over: the record is saved as the session ends
      case "fen":
        out.println(game.position().toFen());
        return false;
      case "flip":
        turned = !turned;
        showBoard();
        return false;
      case "board":
        showBoard();
        return false;
      case "help":
      case "?":
        HELP.forEach(out::println);
        return false;
      case "quit":
      case "exit":
        out.println("The game is left unfinished.");
        return true;
      default:
        if (Character.isDigit(line.charAt(0))) {
          playMove(line);
        } else {
          out.println(quote(line) + " is not a move or a command; type help for the commands.");
        }
        return false;
    }
  }

  private void playMove(String text) {
    try {
      game.play(text);
    } catch (IllegalMoveException e) {
      // The core's message lists the moves too; this one lists them in the order of `moves`.
      out.println("move " + quote(text) + " is not legal here; legal moves: " + legalMoves());
      return;
    } catch (NotationException e) {
      out.println(e.getMessage());
      return;
    }
    save();
    if (game.isOver() || game.turn() != computerColour) {
      showBoard(); // else the engine's move comes at once, and the board after it
    }
  }

  private void listMoves() {
    out.println("Legal moves for " + player(game.turn()) + ": " + legalMoves());
  }

  /** The legal moves in square order, noting when capturing is compulsory. */
  private String legalMoves() {
    Position position = game.position();
    List<Move> moves = new ArrayList<>(position.legalMoves());
    moves.sort(
        Comparator.comparingInt(Move::from)
            .thenComparingInt(Move::to)
            .thenComparing(Move::toString));
    String text =
        moves.stream()
            .map(move -> MoveText.format(position, move))
            .collect(Collectors.joining(" "));
    return text + (position.mustCapture() ? " (capture is compulsory)" : "");
  }

  private void computerMove() {
    Colour turn = game.turn();
    if (!echo) {
      out.println(player(turn) + " is thinking...");
      out.flush();
    }
    Verdict verdict = computer.move(game);
    Move move = verdict.bestMove().orElseThrow();
    out.println(
        player(turn)
            + " plays "
            + verdict.bestMoveText()
            + (verdict.book()
                ? " (from the opening book)."
                : " (score "
                    + Score.format(verdict.score())
                    + " for "
                    + turn.displayName()
                    + ")."));
    game.play(move);
    save();
    showBoard();
  }

  private void hint() {
    Verdict verdict = computer.advise(game);
    Colour turn = game.turn();
    out.println(
        "Hint for "
            + player(turn)
            + ": "
            + verdict.bestMoveText()
            + (game.legalMoves().size() == 1 ? ", the only legal move" : "")
            + " (score "
            + Score.format(verdict.score())
            + " for "
            + turn.displayName()
            + ").");
  }

  private void evaluate() {
    Verdict verdict = computer.advise(game);
    out.println(
        "Evaluation: "
            + Score.format(verdict.score())
            + " for "
            + game.turn().displayName()
            + (verdict.depth() > 0 ? " (depth " + verdict.depth() + ")" : "")
            + ". Expected line: "
            + verdict.lineText());
  }

  private void takeBack() {
    if (computerColour != null) {
      takeBackPair();
      return;
    }
    if (game.moves().isEmpty()) {
      out.println("There is no move to take back.");
      return;
    }
    Position before = game.positions().get(game.positions().size() - 2);
    Move move = game.takeBack();
    out.println(
        "Took back " + player(before.turn()) + "'s move " + MoveText.format(before, move) + ".");
    save();
    showBoard();
  }

  /** Takes back moves up to and including the person's last one, so that it is their turn. */
  private void takeBackPair() {
    Colour person = computerColour.opponent();
    List<Position> positions = game.positions();
    int last = -1;
    for (int i = game.moves().size() - 1; i >= 0; i--) {
      if (positions.get(i).turn() == person) {
        last = i;
        break;
      }
    }
    if (last < 0) {
      out.println("There is no move of yours to take back.");
      return;
    }
    List<String> taken = new ArrayList<>();
    while (game.moves().size() > last) {
      Position before = game.positions().get(game.positions().size() - 2);
      Move move = game.takeBack();
      taken.add(
          0,
          before.turn().displayName()
              + (before.turn() == person ? "'s move " : "'s reply ")
              + MoveText.format(before, move));
    }
    out.println("Took back " + String.join(" and ", taken) + ".");
    save();
    showBoard();
  }

  private void offerDraw() {
    Colour offering = game.turn();
    Colour answering = offering.opponent();
    out.println(player(offering) + " offers a draw.");
    if (answering == computerColour) {
      int score = computer.scoreFor(game, answering);
      String reason = "its score is " + Score.format(score) + " for " + answering.displayName();
      game.offerDraw(offering);
      if (score <= ComputerPlayer.DRAW_MARGIN) {
        out.println(player(answering) + " accepts the draw: " + reason + ".");
        game.acceptDraw(answering);
      } else {
        game.declineDraw();
        out.println(
            player(answering)
                + " declines the draw: "
                + reason
                + ". "
                + player(offering)
                + " to move.");
      }
      return;
    }
    while (true) {
      String answer = ask(player(answering) + ", do you accept the draw? (y/n) ");
      if (answer == null) {
        return; // the end of the input ends the game, unfinished
      }
      switch (answer.strip().toLowerCase(Locale.ROOT)) {
        case "y":
        case "yes":
          game.offerDraw(offering);
          game.acceptDraw(answering);
          return;
        case "n":
        case "no":
          game.offerDraw(offering);
          game.declineDraw();
          out.println(player(answering) + " declines the draw; " + player(offering) + " to move.");
          return;
        default:
          out.println("Please answer y (accept the draw) or n (play on).");
      }
    }
  }

  private void showBoard() {
    Position position = game.position();
    List<Move> moves = game.moves();
    Optional<Move> last =
        moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(moves.size() - 1));
    Colour top = turned ? Colour.WHITE : Colour.BLACK;
    out.println();
    out.println("  " + sideLabel(top));
    for (String line : BoardDiagram.draw(position, last, turned, colours)) {
      out.println("  " + line);
    }
    out.println("  " + sideLabel(top.opponent()));
    out.println();
    last.ifPresent(move -> out.println("Last move: " + describeLast(move)));
    if (!game.isOver()) {
      out.println(
          "Move "
              + moveNumber()
              + ": "
              + player(game.turn())
              + " to move."
              + (position.mustCapture() ? " Capture is compulsory." : ""));
    }
  }

  private String sideLabel(Colour colour) {
    char man = colour == Colour.BLACK ? 'b' : 'w';
    String name = names.get(colour);
    return colour.displayName()
        + (name != null ? ": " + name : "")
        + "  ("
        + man
        + " = man, "
        + Character.toUpperCase(man)
        + " = king)";
  }

  private String describeLast(Move move) {
    Position before = game.positions().get(game.positions().size() - 2);
    StringBuilder text =
        new StringBuilder(MoveText.format(before, move))
            .append(" by ")
            .append(player(before.turn()));
    if (move.isCapture()) {
      List<String> captured = new ArrayList<>();
      move.captured().forEach(square -> captured.add(Integer.toString(square)));
      text.append(", capturing ").append(String.join(", ", captured));
    }
    if (move.crowns()) {
      text.append(", crowned");
    }
    return text.toString();
  }

  /** The number of the move to be played, counting a move as one by each side, Black first. */
  private int moveNumber() {
    int plies = game.moves().size() + (game.start().turn() == Colour.WHITE ? 1 : 0);
    return plies / 2 + 1;
  }

  private void announce(Outcome outcome) {
    out.println();
    out.println("Game over. " + describe(outcome) + " Result: " + outcome.pdnResult());
  }

  private String describe(Outcome outcome) {
    Optional<Colour> winner = outcome.winner();
    String loser = winner.map(colour -> player(colour.opponent())).orElse("");
    String wins = winner.map(colour -> player(colour) + " wins.").orElse("");
    switch (outcome.termination()) {
      case NO_LEGAL_MOVE:
        return loser + " has no legal move: " + wins;
      case RESIGNATION:
        return loser + " resigned: " + wins;
      case TIME_FORFEIT:
        return loser + " lost on time: " + wins;
      case THREEFOLD_REPETITION:
        return "Draw by threefold repetition: the same position occurred three times with the"
            + " same side to move.";
      case FORTY_MOVE_RULE:
        return "Draw by the 40-move rule: 40 moves by each side without a capture or a crowning.";
      case AGREEMENT:
        return "Draw by agreement.";
      case NO_WIN_POSSIBLE:
        return "Draw: neither side can force a win.";
      default:
        return outcome + ".";
    }
  }

  private int finish() {
    save();
    if (!saved) {
      err.println(
          "crownhead play: the game could not be saved to "
              + recorder.path()
              + "; see the message above.");
      return Main.PROBLEMS;
    }
    out.println("The game is saved in " + recorder.path() + ".");
    return Main.OK;
  }

  /** Saves the record; a failure is reported and the game goes on (the next save may succeed). */
  private void save() {
    try {
      recorder.save(game);
      saved = true;
    } catch (IOException | RuntimeException e) {
      saved = false;
      err.println(
          "crownhead play: could not save the game to " + recorder.path() + ": " + reason(e));
    }
  }

  private static String reason(Exception e) {
    String message = e.getMessage();
    String kind = e.getClass().getSimpleName();
    return message == null ? kind : kind + ": " + message.strip().lines().findFirst().orElse("");
  }

  /** Prints a prompt and reads the answer; null at the end of the input. */
  private String ask(String prompt) {
    out.print(prompt);
    out.flush();
    String line;
    try {
      line = in.readLine();
    } catch (IOException e) {
      err.println("crownhead play: cannot read the input: " + reason(e));
      line = null;
    }
    if (line == null) {
      endOfInput = true;
      out.println();
    } else if (echo) {
      out.println(line);
    }
    return line;
  }

  private String player(Colour colour) {
    String name = names.get(colour);
    return name == null ? colour.displayName() : colour.displayName() + " (" + name + ")";
  }

  /** Quotes what was typed for a message, shortened when long, control characters shown. */
  private static String quote(String text) {
    StringBuilder quoted = new StringBuilder("\"");
    text.codePoints()
        .limit(40)
        .forEach(
            c -> {
              if (Character.isISOControl(c)) {
                quoted.append(String.format("\\u%04x", c));
              } else {
                quoted.appendCodePoint(c);
              }
            });
    if (text.codePointCount(0, text.length()) > 40) {
      quoted.append("...");
    }
    return quoted.append('"').toString();
  }
}
