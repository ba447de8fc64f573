package org.crownhead.puzzle;

import org.crownhead.core.MoveText;

/** Moves that fail a puzzle, for the tests of the trainer's command, pages and API. */
public final class WrongMoves {
  private WrongMoves() {}

  /** A legal first move that is not the solution's, in move text. */
  public static String firstMove(Puzzle puzzle) {
    return puzzle.start().legalMoves().stream()
        .filter(m -> !m.equals(puzzle.moves().get(0)))
        .map(m -> MoveText.format(puzzle.start(), m))
        .findFirst()
        .orElseThrow();
  }
}
