package org.crownhead.endgame;

import java.util.List;
import org.crownhead.core.Position;

/**
 * Where a player's attempt at an ending stands after the moves so far: the line (with the defence's
 * reply), the position, how far the win is, and, when the player's last move threw the win away,
 * what it was and what the databases would have played.
 *
 * <pre>{@code
 * Attempt attempt = new Attempt(
 *     Endings.standard().find("the-move").orElseThrow(), java.util.List.of(),
 *     Position.fromFen("W:WK32:BK26"), Attempt.State.PLAYING, 9, 9, null, null, null);
 * attempt.message(); // A win in 9 plies with best play. Your move.
 * }</pre>
 *
 * @param ending the ending
 * @param moves every move played from its start, the player's and the defence's, as move text
 * @param position the position after them
 * @param state playing on, won, the win thrown away, or drawn by a rule of the game
 * @param optimum the plies of the shortest win from the ending's start
 * @param left the plies left to the win with best play from here; −1 when it is no longer a win
 *     (and 0 when won)
 * @param reply the defence's last move, or null when it has not moved since the player
 * @param thrown what the move that threw the win away did, or null
 * @param drawnBy the rule that drew the game ("threefold repetition"), or null
 */
public record Attempt(
    Ending ending,
    List<String> moves,
    Position position,
    State state,
    int optimum,
    int left,
    String reply,
    Thrown thrown,
    String drawnBy) {
  /** How the attempt stands. */
  public enum State {
    /** Still a win: the player is to move. */
    PLAYING,
    /** The defence has no move left: the player won. */
    WON,
    /** The player's last move made a won position drawn or lost. */
    THREW_AWAY,
    /** The game is drawn by repetition or the 40-move rule, though the position is won. */
    DRAWN
  }

  /**
   * The move that threw the win away.
   *
   * @param ply its place in the line, from 1
   * @param move the move as played
   * @param before the plies the win needed before it
   * @param after what the position became, for the player: "a draw" or "a loss in 12 plies"
   * @param better the databases' move there (the shortest win)
   */
  public record Thrown(int ply, String move, int before, String after, String better) {}

  public Attempt {
    moves = List.copyOf(moves);
  }

  /** The plies played so far, both sides together. */
  public int plies() {
    return moves.size();
  }

  /** What a person is told: one or two sentences. */
  public String message() {
    return switch (state) {
      case PLAYING ->
          plies() == 0 || reply != null && plies() == 1
              ? "A win in " + plural(left) + " with best play. Your move."
              : "Still a win: " + plural(left) + " to go with best play. Your move.";
      case WON ->
          "Won in "
              + plural(plies())
              + (plies() == optimum
                  ? ", the shortest win there is."
                  : "; the shortest win takes " + plural(optimum) + ".");
      case THREW_AWAY ->
          "This move throws the win away: it was a win in "
              + plural(thrown.before())
              + "; now it is "
              + thrown.after()
              + ". The databases play "
              + thrown.better()
              + ". Take it back and try again.";
      case DRAWN ->
          "The game is drawn by "
              + drawnBy
              + ": the position is still won, but a win has to make progress. Take back and try"
              + " again.";
    };
  }

  private static String plural(int plies) {
    return plies + (plies == 1 ? " ply" : " plies");
  }
}
