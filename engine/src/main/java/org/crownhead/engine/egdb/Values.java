package org.crownhead.engine.egdb;

/**
 * The one-byte value of a position for the side to move, as the solver and the distance tables hold
 * it: 0 is a draw; otherwise the byte (unsigned) is the distance to the end in plies plus one. A
 * loss ends after an even number of plies (odd byte), a win after an odd number (even byte).
 */
final class Values {
  private Values() {}

  static final int MAX_DISTANCE = 254;

  static boolean isWin(int code) {
    return code != 0 && (code & 1) == 0;
  }

  static boolean isLoss(int code) {
    return (code & 1) != 0;
  }

  /** Plies to the end of the game with best play; meaningless for a draw. */
  static int distance(int code) {
    return code - 1;
  }

  static byte ofDistance(int plies) {
    return (byte) (plies + 1);
  }

  static EndgameDatabase.Verdict verdict(int code) {
    return code == 0
        ? EndgameDatabase.Verdict.DRAW
        : (code & 1) != 0 ? EndgameDatabase.Verdict.LOSS : EndgameDatabase.Verdict.WIN;
  }

  /** 0 loss, 1 draw, 2 win: the symbols of the compressed win/draw/loss tables. */
  static int symbol(int code) {
    return code == 0 ? 1 : (code & 1) != 0 ? 0 : 2;
  }
}
