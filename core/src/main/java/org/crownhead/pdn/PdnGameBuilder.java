package org.crownhead.pdn;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import org.crownhead.core.AmbiguousMoveException;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;

/**
 * A {@link PdnVisitor} that replays each game as it is read and hands it over as a {@link
 * ReadGame}, with every problem found: the reader's, and its own for moves that are malformed,
 * illegal or ambiguous where they are played (main line and variations alike), a FEN tag that
 * cannot be read, and a result that contradicts the Result tag or the final position.
 *
 * <p>After a main-line move that cannot be played, the rest of the main line cannot be replayed:
 * the game keeps the moves before it (with their variations), and the next game is read as usual.
 * After a bad move in a variation, the rest of that variation is left out. Errors name the game,
 * the line and the move, such as {@code game 17, line 230, move 23...: move "15-19" is not legal
 * here; legal moves: ...}. The move number is the one written before the move, or counted on from
 * the last one written.
 *
 * <p>A move that matches more than one legal move (such as {@code 15x31} when two different
 * captures lead from 15 to 31) is settled by the moves after it in its line: the reading under
 * which they can be played is taken. When they cannot settle it (it is the last move, or every
 * reading works), the first reading is taken and a warning says so; a warning is not an error.
 *
 * <pre>{@code
 * List<ReadGame> games = new ArrayList<>();
 * new PdnReader(new StringReader("1. 11-15 (9-13 22-18) 23-19 *")).read(new PdnGameBuilder(games::add));
 * games.get(0).game().mainLine().get(0).variations().get(0).size(); // 2
 * }</pre>
 */
public final class PdnGameBuilder implements PdnVisitor {
  /** Moves tried when looking for the reading of ambiguous moves, per line, before giving up. */
  private static final int SEARCH_BUDGET = 20_000;

  private final Consumer<ReadGame> games;

  private int number;
  private int firstLine;
  private Map<String, String> tags;
  private Map<String, Integer> tagLines;
  private List<Found> errors;
  private List<Found> warnings;

  /** Counts the events of the game, to put the problems in text order. */
  private int step;

  private int resultStep;
  private List<String> gameComments;
  private Deque<Line> lines;
  private Line main;
  private Position start;
  private boolean playable;
  private boolean inMoveText;
  private PdnResult result;
  private int resultLine;

  /** A builder handing each game over to {@code games} as soon as it ends. */
  public PdnGameBuilder(Consumer<ReadGame> games) {
    this.games = Objects.requireNonNull(games);
  }

  /** A move as read: its text and where it stands, before it is replayed. */
  private static final class Node {
    final String text;
    final int line;
    final int step;
    final String label;
    final List<Integer> nags = new ArrayList<>();
    final List<String> commentsBefore = new ArrayList<>();
    final List<String> commentsAfter = new ArrayList<>();
    final List<Line> variations = new ArrayList<>();

    /** The side moving and its move number. */
    final Colour mover;

    final int number;

    Node(String text, int line, int step, Colour mover, int number) {
      this.text = text;
      this.line = line;
      this.step = step;
      this.mover = mover;
      this.number = number;
      this.label = label(number, mover);
    }
  }

  /** The main line or a variation as read. */
  private static final class Line {
    final List<Node> nodes = new ArrayList<>();
    final List<String> pendingComments = new ArrayList<>();

    /** The move it replaces; null for the main line. */
    final Node replaces;

    /** A variation that cannot be played at all: its events are skipped. */
    final boolean skipped;

    /** The side to move next and the number of its move. */
    Colour turn;

    int number;
    String lastMove;

    Line(Node replaces, boolean skipped, Colour turn, int number) {
      this.replaces = replaces;
      this.skipped = skipped;
      this.turn = turn;
      this.number = number;
    }

    String nextMove() {
      return label(number, turn);
    }

    /** The move just read, else the next one. */
    String currentMove() {
      return lastMove != null ? lastMove : nextMove();
    }
  }

  private static String label(int number, Colour turn) {
    return number + (turn == Colour.BLACK ? "." : "...");
  }

  // ---- reading: the game's text, as written

  @Override
  public void beginGame(int number, int line) {
    this.number = number;
    this.firstLine = line;
    tags = new LinkedHashMap<>();
    tagLines = new HashMap<>();
    errors = new ArrayList<>();
    warnings = new ArrayList<>();
    step = 0;
    gameComments = new ArrayList<>();
    lines = new ArrayDeque<>();
    main = null;
    inMoveText = false;
    result = null;
    resultLine = line;
  }

  @Override
  public void tag(String name, String value, int line) {
    step++;
    tags.put(name, value);
    tagLines.put(name, line);
  }

  @Override
  public void endTags() {
    step++;
    inMoveText = true;
    start = Position.initial();
    playable = true;
    String fen = tags.get("FEN");
    if (fen != null) {
      try {
        start = Fen.parse(fen);
      } catch (IllegalArgumentException e) {
        error(tagLines.get("FEN"), null, "bad FEN tag: " + e.getMessage());
        playable = false;
      }
    } else if ("1".equals(tags.getOrDefault("SetUp", "").strip())) {
      error(
          tagLines.get("SetUp"),
          null,
          "the SetUp tag is 1 but there is no FEN tag; playing from the initial position");
    }
    main = new Line(null, false, start.turn(), 1);
    lines.push(main);
  }

  @Override
  public void moveNumber(int number, boolean white, int line) {
    Line current = playedLine();
    if (current != null) {
      current.number = number;
    }
  }

  @Override
  public void move(String text, int line) {
    Line current = playedLine();
    if (current == null) {
      return;
    }
    Node node = new Node(text, line, step, current.turn, current.number);
    current.lastMove = node.label;
    if (current.nodes.isEmpty()) {
      node.commentsBefore.addAll(current.pendingComments);
      current.pendingComments.clear();
    }
    current.nodes.add(node);
    if (current.turn == Colour.WHITE) {
      current.number++;
    }
    current.turn = current.turn.opponent();
  }

  @Override
  public void nag(int nag, int line) {
    Line current = playedLine();
    if (current == null) {
      return;
    }
    if (current.nodes.isEmpty()) {
      error(line, current.nextMove(), "annotation $" + nag + " comes before any move");
      return;
    }
    last(current).nags.add(nag);
  }

  @Override
  public void comment(String text, int line) {
    Line current = playedLine();
    if (current == null) {
      return;
    }
    if (!current.nodes.isEmpty()) {
      last(current).commentsAfter.add(text);
    } else if (current == main) {
      gameComments.add(text);
    } else {
      current.pendingComments.add(text);
    }
  }

  @Override
  public void beginVariation(int line) {
    step++;
    Line current = lines.peek();
    if (current.skipped) {
      lines.push(new Line(null, true, current.turn, current.number));
      return;
    }
    if (current.nodes.isEmpty()) {
      error(line, current.nextMove(), "a variation comes before any move");
      lines.push(new Line(null, true, current.turn, current.number));
      return;
    }
    Node replaced = last(current);
    lines.push(new Line(replaced, false, replaced.mover, replaced.number));
  }

  @Override
  public void endVariation(int line) {
    step++;
    if (lines.size() < 2) {
      return; // the reader keeps variations balanced
    }
    Line variation = lines.pop();
    if (variation.skipped) {
      return;
    }
    if (variation.nodes.isEmpty()) {
      error(line, lines.peek().currentMove(), "a variation has no moves");
    } else {
      variation.replaces.variations.add(variation);
    }
  }

  @Override
  public void result(String token, PdnResult result, int line) {
    step++;
    this.result = result;
    this.resultLine = line;
    this.resultStep = step;
  }

  @Override
  public void error(PdnError error) {
    step++;
    String move = inMoveText && !lines.isEmpty() ? lines.peek().currentMove() : null;
    errors.add(new Found(step, error.withMove(move)));
  }

  /**
   * Counts an event of the move text and returns the line it belongs to, or null when that line is
   * a skipped variation.
   */
  private Line playedLine() {
    step++;
    Line current = lines.peek();
    return current.skipped ? null : current;
  }

  private static Node last(Line line) {
    return line.nodes.get(line.nodes.size() - 1);
  }

  // ---- replaying, once the game is read

  @Override
  public void endGame() {
    if (main == null) {
      endTags(); // the reader always ends the tags; a visitor driven by hand may not
    }
    while (lines.size() > 1) {
      endVariation(resultLine);
    }
    Replayed replayed = playable ? replay(start, main) : new Replayed(List.of(), start, false);
    PdnResult fromTag =
        Optional.ofNullable(tags.get("Result")).flatMap(PdnResult::parse).orElse(null);
    if (result == null) {
      result = fromTag != null ? fromTag : PdnResult.UNFINISHED;
    } else {
      if (fromTag != null && fromTag != result) {
        resultContradicts("the Result tag " + PdnLexer.quote(tags.get("Result")));
      }
      if (replayed.complete() && !replayed.end().hasLegalMove()) {
        Colour loser = replayed.end().turn();
        PdnResult expected = loser == Colour.BLACK ? PdnResult.WHITE_WINS : PdnResult.BLACK_WINS;
        if (result != expected && result != PdnResult.UNFINISHED) {
          resultContradicts("the position: " + loser.displayName() + " cannot move and has lost");
        }
      }
    }
    PdnGame game = new PdnGame(tags, gameComments, replayed.nodes(), result);
    games.accept(new ReadGame(number, firstLine, game, inTextOrder(errors), inTextOrder(warnings)));
  }

  /** Reports that the game's result contradicts {@code what}, at the result. */
  private void resultContradicts(String what) {
    error(resultStep, resultLine, null, "result " + result.token() + " contradicts " + what);
  }

  /** A line replayed: its nodes as far as they could be played, and the position they reach. */
  private record Replayed(List<PdnNode> nodes, Position end, boolean complete) {}

  /** Replays a line and, from the position before each of its moves, that move's variations. */
  private Replayed replay(Position from, Line line) {
    Reading reading = read(from, line.nodes, 0, new int[] {SEARCH_BUDGET});
    List<PdnNode> built = new ArrayList<>();
    Position position = from;
    for (int i = 0; i < reading.moves.size(); i++) {
      Node node = line.nodes.get(i);
      Move move = reading.moves.get(i);
      List<List<PdnNode>> variations = new ArrayList<>();
      for (Line variation : node.variations) {
        List<PdnNode> nodes = replay(position, variation).nodes;
        if (!nodes.isEmpty()) {
          variations.add(nodes);
        }
      }
      built.add(
          new PdnNode(
              node.text, move, node.nags, node.commentsBefore, node.commentsAfter, variations));
      position = position.play(move);
    }
    for (Unsettled unsettled : reading.unsettled) {
      Node node = line.nodes.get(unsettled.index());
      warnings.add(
          new Found(node.step, new PdnError(number, node.line, node.label, unsettled.reason())));
    }
    boolean complete = reading.failure == null;
    if (!complete) {
      Node bad = line.nodes.get(reading.moves.size());
      errors.add(
          new Found(
              bad.step, new PdnError(number, bad.line, bad.label, reading.failure.getMessage())));
    }
    return new Replayed(built, position, complete);
  }

  /** An ambiguous move the moves after it could not settle. */
  private record Unsettled(int index, String reason) {}

  /** The moves of a line from some index, as far as they can be played, and why they stop. */
  private static final class Reading {
    final List<Move> moves = new ArrayList<>();
    NotationException failure;
    final List<Unsettled> unsettled = new ArrayList<>();
  }

  /**
   * Reads the moves of {@code nodes} from index {@code from} on, played from {@code position}. An
   * ambiguous move is read each way it can be, keeping the reading that plays furthest (the first
   * such), while the budget of moves tried lasts; past it, the first reading is taken.
   */
  private static Reading read(Position position, List<Node> nodes, int from, int[] budget) {
    Reading reading = new Reading();
    for (int i = from; i < nodes.size(); i++) {
      String text = nodes.get(i).text;
      budget[0]--;
      Move move;
      try {
        move = MoveText.parse(position, text);
      } catch (AmbiguousMoveException e) {
        List<Move> readings = e.candidates();
        if (readings.size() < 2) {
          reading.failure = e;
          return reading;
        }
        if (budget[0] <= 0) {
          move = readings.get(0);
        } else {
          Reading best = null;
          Move bestMove = null;
          List<Move> complete = new ArrayList<>();
          for (Move candidate : readings) {
            Reading rest = read(position.play(candidate), nodes, i + 1, budget);
            if (rest.failure == null) {
              complete.add(candidate);
            }
            if (best == null || rest.moves.size() > best.moves.size()) {
              best = rest;
              bestMove = candidate;
            }
          }
          if (complete.size() > 1) {
            reading.unsettled.add(
                new Unsettled(
                    i,
                    e.getMessage()
                        + ", and the moves after it do not settle which; read as "
                        + bestMove));
          }
          reading.moves.add(bestMove);
          reading.moves.addAll(best.moves);
          reading.failure = best.failure;
          reading.unsettled.addAll(best.unsettled);
          return reading;
        }
      } catch (NotationException e) {
        reading.failure = e;
        return reading;
      }
      reading.moves.add(move);
      position = position.play(move);
    }
    return reading;
  }

  private void error(int line, String move, String reason) {
    error(step, line, move, reason);
  }

  private void error(int step, int line, String move, String reason) {
    errors.add(new Found(step, new PdnError(number, line, move, reason)));
  }

  /** A problem and the event it came with. */
  private record Found(int step, PdnError error) {}

  private static List<PdnError> inTextOrder(List<Found> found) {
    found.sort(Comparator.comparingInt(Found::step));
    List<PdnError> ordered = new ArrayList<>(found.size());
    for (Found f : found) {
      ordered.add(f.error());
    }
    return ordered;
  }
}
