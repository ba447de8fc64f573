package org.crownhead.pdn;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.MalformedNotationException;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.core.Termination;

/**
 * A PDN game: its tags in file order, the main line as a tree of {@link PdnNode}s with comments,
 * annotations and variations, and the result.
 *
 * <p>The start position is the {@code FEN} tag's when there is one that can be read, else the
 * initial position. Every move of the main line and of the variations is legal where it is played:
 * a variation from the position before the move it replaces. {@link #comments()} are those before
 * the first move. Immutable; equal games have equal tags in the same order, comments, moves with
 * their annotations, comments and variations, and result.
 *
 * <pre>{@code
 * PdnGame game = PdnGame.parse("[Event \"Club\"]\n1. 11-15 {the Old Faithful} 23-19 (22-17) *");
 * game.tag("Event"); // Optional[Club]
 * game.plies(); // 2
 * game.mainLine().get(0).commentsAfter(); // [the Old Faithful]
 * game.mainLine().get(1).variations().size(); // 1
 * game.toGame().position().toFen(); // B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15
 * }</pre>
 */
public final class PdnGame {
  private final Map<String, String> tags;
  private final List<String> comments;
  private final List<PdnNode> mainLine;
  private final PdnResult result;
  private final Position start;

  /**
   * A game. Comments before a move that is not the first of its line are moved to the move before
   * it, and those before the main line's first move become the game's comments.
   *
   * @param tags the tag pairs, in order; values without line breaks
   * @param comments the comments before the first move
   * @param mainLine the moves played
   * @param result the result
   * @throws IllegalArgumentException if a tag name or value is not valid PDN, or a move is not
   *     legal where it is played
   */
  public PdnGame(
      Map<String, String> tags, List<String> comments, List<PdnNode> mainLine, PdnResult result) {
    Map<String, String> copy = new LinkedHashMap<>();
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      String value = Objects.requireNonNull(tag.getValue());
      if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
        throw new IllegalArgumentException(
            "the value of tag " + tag.getKey() + " has a line break");
      }
      copy.put(PdnWriter.checkName(tag.getKey()), value);
    }
    this.tags = Collections.unmodifiableMap(copy);
    this.result = Objects.requireNonNull(result);
    this.start = startOf(this.tags);
    List<String> gameComments = new ArrayList<>();
    for (String comment : comments) {
      gameComments.add(PdnLexer.normalize(comment));
    }
    List<PdnNode> line = tidy(mainLine);
    if (!line.isEmpty() && !line.get(0).commentsBefore().isEmpty()) {
      gameComments.addAll(line.get(0).commentsBefore());
      line.set(0, line.get(0).withCommentsBefore(List.of()));
    }
    this.comments = List.copyOf(gameComments);
    this.mainLine = List.copyOf(line);
    check(this.mainLine, start, "main line");
  }

  /** The position a FEN tag sets up, or the initial position. */
  private static Position startOf(Map<String, String> tags) {
    String fen = tags.get("FEN");
    if (fen == null) {
      return Position.initial();
    }
    try {
      return Fen.parse(fen);
    } catch (MalformedNotationException e) {
      return Position.initial(); // reported by the reader; the moves could not be replayed
    }
  }

  /** The line with comments before its later moves moved to the move before, all the way down. */
  private static List<PdnNode> tidy(List<PdnNode> nodes) {
    List<PdnNode> line = new ArrayList<>(nodes.size());
    for (PdnNode node : nodes) {
      Objects.requireNonNull(node);
      if (!node.variations().isEmpty()) {
        List<List<PdnNode>> variations = new ArrayList<>();
        for (List<PdnNode> variation : node.variations()) {
          variations.add(tidy(variation));
        }
        node = node.withVariations(variations);
      }
      if (!line.isEmpty() && !node.commentsBefore().isEmpty()) {
        PdnNode previous = line.get(line.size() - 1);
        List<String> after = new ArrayList<>(previous.commentsAfter());
        after.addAll(node.commentsBefore());
        line.set(line.size() - 1, previous.withCommentsAfter(after));
        node = node.withCommentsBefore(List.of());
      }
      line.add(node);
    }
    return line;
  }

  private static void check(List<PdnNode> line, Position start, String where) {
    Position position = start;
    for (int i = 0; i < line.size(); i++) {
      PdnNode node = line.get(i);
      if (!position.legalMoves().contains(node.move())) {
        throw new IllegalArgumentException(
            "move "
                + node.move()
                + " (ply "
                + (i + 1)
                + " of the "
                + where
                + ") is not legal in "
                + position.toFen());
      }
      for (List<PdnNode> variation : node.variations()) {
        check(variation, position, "variation of " + node.move());
      }
      position = position.play(node.move());
    }
  }

  /**
   * Reads exactly one game, strictly: any problem the reader or the replay finds is an error, and
   * so is an ambiguous move that the moves after it do not settle.
   *
   * @throws PdnException if the text holds no game, more than one, or a game with errors; the
   *     message names the line, the move and the bad input
   */
  public static PdnGame parse(String text) {
    List<ReadGame> games = new ArrayList<>();
    try {
      PdnGames.read(new StringReader(text), games::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringReader does not fail
    }
    if (games.isEmpty()) {
      throw new PdnException(List.of(new PdnError(1, 1, null, "the text holds no game")), text);
    }
    ReadGame first = games.get(0);
    if (!first.isClean() || !first.warnings().isEmpty()) {
      List<PdnError> problems = new ArrayList<>(first.errors());
      problems.addAll(first.warnings());
      problems.sort(java.util.Comparator.comparingInt(PdnError::line));
      throw new PdnException(problems, text);
    }
    if (games.size() > 1) {
      ReadGame second = games.get(1);
      throw new PdnException(
          List.of(
              new PdnError(
                  2, second.line(), null, "a second game begins; the text must hold one game")),
          text);
    }
    return first.game();
  }

  /**
   * The game of a {@link Game}: its moves, the given tags (such as Event, Date, Black, White) and
   * those the game decides, as {@link PdnWriter#format(Game, Map)} writes them.
   *
   * @throws IllegalArgumentException if a tag name is not a PDN tag name
   */
  public static PdnGame of(Game game, Map<String, String> tags) {
    List<PdnNode> line = new ArrayList<>();
    List<Move> moves = game.moves();
    for (int i = 0; i < moves.size(); i++) {
      Position before = game.positions().get(i);
      Move move = moves.get(i);
      line.add(
          new PdnNode(
              MoveText.format(before, move), move, List.of(), List.of(), List.of(), List.of()));
    }
    return new PdnGame(
        PdnWriter.gameTags(game, tags), List.of(), line, PdnResult.of(game.outcome()));
  }

  /**
   * The main line as a {@link Game}, as Crownhead's rules see it. The moves are played until the
   * rules end the game: a record that goes on after a threefold repetition or the 40-move rule
   * (tournament players must claim those draws) is cut there, since a {@link Game} takes no moves
   * once it is over. When the moves do not end the game, the recorded result is applied: a win as
   * the loser's resignation (or loss on time, when the {@code Termination} tag says so), a draw as
   * a draw by agreement; an unfinished game goes on.
   */
  public Game toGame() {
    Game game = new Game(start);
    for (PdnNode node : mainLine) {
      if (game.isOver()) {
        break;
      }
      game.play(node.move());
    }
    if (!game.isOver()) {
      Colour turn = game.turn();
      switch (result) {
        case BLACK_WINS:
        case WHITE_WINS:
          Colour loser = result.winner().orElseThrow().opponent();
          boolean onTime =
              tag("Termination")
                  .map(t -> t.strip().equalsIgnoreCase(Termination.TIME_FORFEIT.description()))
                  .orElse(false);
          if (onTime) {
            game.loseOnTime(loser);
          } else {
            game.resign(loser);
          }
          break;
        case DRAW:
          game.offerDraw(turn);
          game.acceptDraw(turn.opponent());
          break;
        default:
          break;
      }
    }
    return game;
  }

  /** The tag pairs, in file order. */
  public Map<String, String> tags() {
    return tags;
  }

  /** The value of a tag. */
  public Optional<String> tag(String name) {
    return Optional.ofNullable(tags.get(name));
  }

  /** The start position: the FEN tag's, or the initial position. */
  public Position start() {
    return start;
  }

  /** The comments before the first move. */
  public List<String> comments() {
    return comments;
  }

  /** The main line. */
  public List<PdnNode> mainLine() {
    return mainLine;
  }

  /** The moves of the main line. */
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>(mainLine.size());
    for (PdnNode node : mainLine) {
      moves.add(node.move());
    }
    return Collections.unmodifiableList(moves);
  }

  /** The number of plies (moves of one side) in the main line. */
  public int plies() {
    return mainLine.size();
  }

  /** The result, from the result token (or, failing that, from the Result tag). */
  public PdnResult result() {
    return result;
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof PdnGame)) {
      return false;
    }
    PdnGame that = (PdnGame) other;
    return List.copyOf(tags.entrySet()).equals(List.copyOf(that.tags.entrySet()))
        && comments.equals(that.comments)
        && mainLine.equals(that.mainLine)
        && result == that.result;
  }

  @Override
  public int hashCode() {
    return Objects.hash(List.copyOf(tags.entrySet()), comments, mainLine, result);
  }

  /** The game in PDN, as {@link PdnWriter#format(PdnGame)} writes it. */
  @Override
  public String toString() {
    return PdnWriter.format(this);
  }
}
