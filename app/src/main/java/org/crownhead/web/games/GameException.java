package org.crownhead.web.games;

/**
 * A request about a game that cannot be carried out, with the HTTP status that says why: 400 bad
 * input, 403 wrong or missing seat token, 404 unknown game, 409 not your turn, stale ply, game over
 * or seat taken, 422 illegal move or impossible action. The message is one sentence for people.
 */
public final class GameException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Bad input. */
  public static final int BAD_REQUEST = 400;

  /** Wrong or missing seat token, or invite code. */
  public static final int FORBIDDEN = 403;

  /** No such game. */
  public static final int NOT_FOUND = 404;

  /** Not now: not your turn, a stale ply, the game is over, the seat is taken. */
  public static final int CONFLICT = 409;

  /** Never: an illegal move or an action the game does not allow. */
  public static final int UNPROCESSABLE = 422;

  private final int status;

  /** A failure with its HTTP status and one-sentence reason. */
  public GameException(int status, String message) {
    super(message);
    this.status = status;
  }

  /** The HTTP status. */
  public int status() {
    return status;
  }
}
