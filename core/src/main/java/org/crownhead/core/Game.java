package org.crownhead.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game in progress: the start position, the moves played, and how the game stands under the rules
 * — who has won, or which draw rule applies.
 *
 * <p>The game ends by itself when the side to move has no legal move (it loses), when a position
 * occurs for the third time with the same side to move, after 80 plies in a row without a capture
 * or a crowning, and when the {@link DrawOracle} says neither side can force a win. It ends by a
 * player's word on agreement, resignation or loss on time. Once over, it takes no more moves until
 * a move is taken back.
 *
 * <pre>{@code
 * Game game = new Game();
 * game.play("11-15");
 * game.play("23-19");
 * game.moves().size(); // 2
 * game.takeBack(); // 23-19
 * game.resign(Colour.WHITE);
 * game.outcome(); // Optional[Black wins by resignation]
 * game.outcome().get().pdnResult(); // 1-0
 * new Game(Position.fromFen("W:W21,22:B1")).outcome(); // Optional.empty
 * new Game(Position.fromFen("W:W:B1")).outcome(); // Optional[Black wins: White cannot move]
 * }</pre>
 *
 * <p>Not thread-safe: one game is played from one thread at a time.
 */
public final class Game {
  /** Plies without a capture or a crowning after which the game is drawn (40 moves each). */
  public static final int FORTY_MOVE_PLIES = 80;

  private final DrawOracle oracle;
  private final List<Position> positions = new ArrayList<>();
  private final List<Move> moves = new ArrayList<>();

  /** For each position, the plies played since the last capture or crowning. */
  private final List<Integer> quietPlies = new ArrayList<>();

  private Outcome declared;
  private Colour drawOffer;
  private Outcome automatic;

  /** A game from the starting position. */
  public Game() {
    this(Position.initial());
  }

  /** A game from any position, with no draw oracle. */
  public Game(Position start) {
    this(start, DrawOracle.NONE);
  }

  /**
   * A game from any position, asking the oracle whether positions are drawn. A start position that
   * is already decided (the side to move cannot move, or the oracle declares it drawn) gives a game
   * that is over before the first move.
   */
  public Game(Position start, DrawOracle oracle) {
    this.oracle = Objects.requireNonNull(oracle, "oracle");
    positions.add(Objects.requireNonNull(start, "start"));
    quietPlies.add(0);
    automatic = judge();
  }

  private Game(Game other) {
    oracle = other.oracle;
    positions.addAll(other.positions);
    moves.addAll(other.moves);
    quietPlies.addAll(other.quietPlies);
    declared = other.declared;
    drawOffer = other.drawOffer;
    automatic = other.automatic;
  }

  /**
   * An independent copy of this game: the same moves, outcome and draw offer, to be played on
   * without changing this one. Costs a copy of the move list, not a replay.
   *
   * <pre>{@code
   * Game game = new Game();
   * game.play("11-15");
   * Game copy = game.copy();
   * copy.play("23-19");
   * game.moves().size(); // 1
   * copy.moves().size(); // 2
   * }</pre>
   */
  public Game copy() {
    return new Game(this);
  }

  /** The position the game started from. */
  public Position start() {
    return positions.get(0);
  }

  /** The current position. */
  public Position position() {
    return positions.get(positions.size() - 1);
  }

  /** The side to move. */
  public Colour turn() {
    return position().turn();
  }

  /** The moves played, in order. */
  public List<Move> moves() {
    return Collections.unmodifiableList(moves);
  }

  /** The positions of the game: the start, then the position after each move. */
  public List<Position> positions() {
    return Collections.unmodifiableList(positions);
  }

  /** The legal moves now; none once the game is over. */
  public List<Move> legalMoves() {
    return isOver() ? List.of() : position().legalMoves();
  }

  /**
   * Plays a move.
   *
   * @throws IllegalStateException if the game is over
   * @throws IllegalMoveException if the move is not legal in the current position
   */
  public void play(Move move) {
    requireNotOver();
    Move played = position().legal(move);
    Position next = position().after(played.code());
    boolean progress = played.isCapture() || played.crowns();
    moves.add(played);
    positions.add(next);
    quietPlies.add(progress ? 0 : quietPlies.get(quietPlies.size() - 1) + 1);
    if (drawOffer == next.turn()) {
      drawOffer = null; // the offer lapses when its receiver moves instead of accepting
    }
    automatic = judge();
  }

  /**
   * Plays a move given as text, such as {@code 11-15} or {@code 15x24}.
   *
   * @return the move played
   * @throws IllegalStateException if the game is over
   * @throws NotationException if the text is malformed, illegal or ambiguous
   */
  public Move play(String moveText) {
    requireNotOver();
    play(MoveText.parse(position(), moveText));
    return moves.get(moves.size() - 1);
  }

  /**
   * Takes back the last move. Any result declared since (resignation, agreement, time) and any
   * pending draw offer are cancelled with it.
   *
   * @return the move taken back
   * @throws IllegalStateException if no move has been played
   */
  public Move takeBack() {
    if (moves.isEmpty()) {
      throw new IllegalStateException("no move to take back");
    }
    Move move = moves.remove(moves.size() - 1);
    positions.remove(positions.size() - 1);
    quietPlies.remove(quietPlies.size() - 1);
    declared = null;
    drawOffer = null;
    automatic = judge();
    return move;
  }

  /**
   * Records a draw offer by one side; the other side may {@link #acceptDraw} it. The offer lapses
   * when its receiver plays a move instead.
   *
   * @throws IllegalStateException if the game is over
   */
  public void offerDraw(Colour by) {
    requireNotOver();
    drawOffer = by;
  }

  /** The side whose draw offer is pending, if any. */
  public Optional<Colour> drawOffer() {
    return Optional.ofNullable(drawOffer);
  }

  /**
   * Accepts the other side's pending draw offer: the game is drawn by agreement.
   *
   * @throws IllegalStateException if there is no offer from the other side, or the game is over
   */
  public void acceptDraw(Colour by) {
    requireNotOver();
    if (drawOffer != by.opponent()) {
      throw new IllegalStateException(by.opponent().displayName() + " has not offered a draw");
    }
    declared = Outcome.draw(Termination.AGREEMENT);
    drawOffer = null;
  }

  /** Declines a pending draw offer; nothing happens if there is none. */
  public void declineDraw() {
    drawOffer = null;
  }

  /**
   * One side resigns: the other wins.
   *
   * @throws IllegalStateException if the game is over
   */
  public void resign(Colour loser) {
    requireNotOver();
    declared = Outcome.win(loser.opponent(), Termination.RESIGNATION);
  }

  /**
   * One side's time ran out: the other wins.
   *
   * @throws IllegalStateException if the game is over
   */
  public void loseOnTime(Colour loser) {
    requireNotOver();
    declared = Outcome.win(loser.opponent(), Termination.TIME_FORFEIT);
  }

  /** How the game ended, or empty while it goes on. */
  public Optional<Outcome> outcome() {
    return Optional.ofNullable(declared != null ? declared : automatic);
  }

  public boolean isOver() {
    return declared != null || automatic != null;
  }

  /** Plies since the last capture or crowning (the game is drawn at {@value #FORTY_MOVE_PLIES}). */
  public int quietPlies() {
    return quietPlies.get(quietPlies.size() - 1);
  }

  /**
   * How many times the current position has occurred with the same side to move, this one included.
   */
  public int repetitions() {
    int last = positions.size() - 1;
    Position now = positions.get(last);
    int count = 1;
    // Only positions since the last capture or crowning can repeat, and only every second ply.
    for (int i = last - 2; i >= last - quietPlies(); i -= 2) {
      if (positions.get(i).equals(now)) {
        count++;
      }
    }
    return count;
  }

  private Outcome judge() {
    Position now = position();
    if (!now.hasLegalMove()) {
      return Outcome.win(now.turn().opponent(), Termination.NO_LEGAL_MOVE);
    }
    if (repetitions() >= 3) {
      return Outcome.draw(Termination.THREEFOLD_REPETITION);
    }
    if (quietPlies() >= FORTY_MOVE_PLIES) {
      return Outcome.draw(Termination.FORTY_MOVE_RULE);
    }
    if (oracle.isDrawn(now)) {
      return Outcome.draw(Termination.NO_WIN_POSSIBLE);
    }
    return null;
  }

  private void requireNotOver() {
    if (isOver()) {
      throw new IllegalStateException("the game is over: " + outcome().orElseThrow());
    }
  }
}
