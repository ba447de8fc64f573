package org.crownhead.endgame;

import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.egdb.EndgameDatabase.Verdict;
import org.crownhead.engine.egdb.Value;

/** The winner's moves the tests of the endings play, chosen from the databases' values directly. */
public final class ShortestWin {
  private ShortestWin() {}

  /** The move of the shortest win for the side to move; null when no move wins. */
  public static Move move(EndgameDatabase databases, Position position) {
    Move best = null;
    int plies = Integer.MAX_VALUE;
    for (Move move : position.legalMoves()) {
      Value after = databases.value(position.play(move));
      if (after.verdict() == Verdict.LOSS && after.plies() < plies) {
        plies = after.plies();
        best = move;
      }
    }
    return best;
  }
}
