package org.crownhead.endgame;

import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.NotationException;
import org.crownhead.core.Outcome;
import org.crownhead.core.Position;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.egdb.EndgameDatabase.Verdict;
import org.crownhead.engine.egdb.Value;

/**
 * Plays the defence of an ending against a player with the endgame databases' perfect play, and
 * judges each of the player's moves exactly: still a win (and in how many plies), or the move that
 * throws it away.
 *
 * <p>It keeps no state: each call is given the whole line played so far and replays it, checking
 * that every move is legal and that each of the defence's moves is the one the databases choose.
 * The defence takes the longest way to lose; among moves that lose equally slowly, the first in the
 * order of {@link Position#legalMoves()}. The game's own draw rules count too: a threefold
 * repetition or forty moves without progress draw a won position.
 *
 * <pre>{@code
 * Ending ending = Endings.standard().find("the-move").orElseThrow();
 * EndingTrainer trainer = new EndingTrainer(EndgameDatabase.NONE);
 * trainer.covers(ending); // false
 * }</pre>
 */
public final class EndingTrainer {
  /** The longest line a request may replay, in plies. */
  public static final int MAX_PLIES = 400;

  private final EndgameDatabase databases;

  /**
   * @param databases the databases that defend and judge ({@link EndgameDatabase#NONE}: none)
   */
  public EndingTrainer(EndgameDatabase databases) {
    this.databases = databases;
  }

  /** Whether the databases hold the ending: enough pieces, and a known value at its start. */
  public boolean covers(Ending ending) {
    return ending.pieces() <= databases.maxPieces()
        && databases.value(ending.start()).verdict() != Verdict.UNKNOWN;
  }

  /**
   * The plies of the shortest win from the ending's start, or −1 when the databases do not hold it
   * or do not find it won for its winner.
   */
  public int optimum(Ending ending) {
    if (ending.pieces() > databases.maxPieces()) {
      return -1;
    }
    Value value = databases.value(ending.start());
    Verdict expected = ending.start().turn() == ending.winner() ? Verdict.WIN : Verdict.LOSS;
    return value.verdict() == expected ? value.plies() : -1;
  }

  /**
   * Replays the moves from the ending's start and says where the attempt stands. With the defence
   * to move after them (at the start of an ending the defence moves first in, or after the player's
   * move), the defence's reply is played and added to the line.
   *
   * @throws IllegalStateException when the databases do not hold the ending, or do not find it won
   * @throws IllegalArgumentException naming the first move that is not legal, that is not the
   *     defence's choice, or that comes after the attempt ended; or a line over {@value #MAX_PLIES}
   *     plies
   */
  public Attempt play(Ending ending, List<String> moves) {
    int optimum = optimum(ending);
    if (optimum < 0) {
      throw new IllegalStateException(
          databases.maxPieces() < ending.pieces()
              ? ending.name()
                  + " has "
                  + ending.pieces()
                  + " pieces and the endgame databases here hold "
                  + (databases.maxPieces() == 0 ? "none" : "up to " + databases.maxPieces())
                  + ": build them with crownhead egdb build"
              : "the endgame databases do not find "
                  + ending.name()
                  + " won for "
                  + ending.winner().name().toLowerCase(java.util.Locale.ROOT));
    }
    if (moves.size() > MAX_PLIES) {
      throw new IllegalArgumentException(
          "a line of up to " + MAX_PLIES + " plies is replayed, not " + moves.size());
    }
    Game game = new Game(ending.start());
    List<String> line = new ArrayList<>();
    Attempt.Thrown thrown = null;
    String reply = null;
    for (int i = 0; i < moves.size(); i++) {
      String text = moves.get(i);
      String where = "move " + (i + 1) + " \"" + text + "\"";
      if (thrown != null || game.isOver()) {
        throw new IllegalArgumentException(
            where
                + " comes after the attempt ended"
                + (thrown != null ? " (move " + thrown.ply() + " threw the win away)" : ""));
      }
      Position before = game.position();
      Move move;
      try {
        move = MoveText.parse(before, text);
      } catch (NotationException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
      if (before.turn() == ending.defender()) {
        Move chosen = choice(before);
        if (!chosen.equals(move)) {
          throw new IllegalArgumentException(
              where
                  + " is not the defence's move: the databases play "
                  + MoveText.format(before, chosen));
        }
        reply = MoveText.format(before, move);
      } else {
        reply = null;
        thrown = judge(i + 1, before, move);
      }
      line.add(MoveText.format(before, move));
      game.play(move);
    }
    if (thrown == null && !game.isOver() && game.position().turn() == ending.defender()) {
      Position before = game.position();
      Move chosen = choice(before);
      reply = MoveText.format(before, chosen);
      line.add(reply);
      game.play(chosen);
    }
    return attempt(ending, optimum, game, line, reply, thrown);
  }

  private Attempt attempt(
      Ending ending,
      int optimum,
      Game game,
      List<String> line,
      String reply,
      Attempt.Thrown thrown) {
    Position position = game.position();
    if (thrown != null) {
      return new Attempt(
          ending, line, position, Attempt.State.THREW_AWAY, optimum, -1, null, thrown, null);
    }
    if (game.isOver()) {
      Outcome outcome = game.outcome().orElseThrow();
      if (outcome.isDraw()) {
        return new Attempt(
            ending,
            line,
            position,
            Attempt.State.DRAWN,
            optimum,
            left(position, ending),
            reply,
            null,
            outcome.termination().description());
      }
      return new Attempt(ending, line, position, Attempt.State.WON, optimum, 0, reply, null, null);
    }
    return new Attempt(
        ending,
        line,
        position,
        Attempt.State.PLAYING,
        optimum,
        left(position, ending),
        reply,
        null,
        null);
  }

  /** Plies to the player's win, whoever is to move; −1 when it is not a win for the player. */
  private int left(Position position, Ending ending) {
    Value value = known(position);
    boolean playerToMove = position.turn() == ending.winner();
    Verdict win = playerToMove ? Verdict.WIN : Verdict.LOSS;
    return value.verdict() == win ? value.plies() : -1;
  }

  /** Judges the player's move: null when the position stays won, else what the move threw away. */
  private Attempt.Thrown judge(int ply, Position before, Move move) {
    Value was = known(before);
    Value now = known(before.play(move)); // for the defence, to move
    if (now.verdict() == Verdict.LOSS) {
      return null;
    }
    if (was.verdict() != Verdict.WIN) {
      throw new IllegalStateException(
          "the databases give " + was + " for " + before.toFen() + " in a won line");
    }
    String after =
        now.verdict() == Verdict.DRAW
            ? "a draw"
            : "a loss in " + now.plies() + (now.plies() == 1 ? " ply" : " plies");
    return new Attempt.Thrown(
        ply,
        MoveText.format(before, move),
        was.plies(),
        after,
        MoveText.format(before, choice(before)));
  }

  /** The databases' value of a position; fails when they do not hold it. */
  private Value known(Position position) {
    Value value = databases.value(position);
    if (value.verdict() == Verdict.UNKNOWN) {
      throw new IllegalStateException(
          "the endgame databases do not hold " + position.toFen() + ": is a file missing?");
    }
    return value;
  }

  /**
   * The databases' move for the side to move: the shortest win, else a draw, else the longest
   * defence; among equals the first legal move.
   */
  private Move choice(Position position) {
    Move chosen = null;
    int best = Integer.MIN_VALUE;
    for (Move move : position.legalMoves()) {
      Value after = known(position.play(move)); // for the opponent
      int rank =
          switch (after.verdict()) {
            case LOSS -> 1_000_000 - after.plies();
            case DRAW -> 0;
            default -> -1_000_000 + after.plies();
          };
      if (rank > best) {
        best = rank;
        chosen = move;
      }
    }
    return chosen;
  }
}
