package org.crownhead.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.junit.jupiter.api.Test;

/**
 * A sample of the shipped puzzles whose verification rests on the search alone (not on a won
 * position of the endgame databases, which the tests do not have) searched again, every first move
 * to a fixed depth: the solution's first move must still be the best and win at least a man, no
 * other move may win more than a man, and the best must lead the second by half a man or more. The
 * depth is lower than the miner's and the databases are not at hand, so the test asks less than the
 * miner's margins (at least 1.5 men, and 1.5 men ahead of any other move).
 */
class PuzzleRecheckTest {
  static final int SAMPLE = 15;
  static final int DEPTH = 12;

  @Test
  void aSampleOfPuzzlesIsConfirmedByTheEngine() {
    List<Puzzle> puzzles = new ArrayList<>();
    for (Puzzle puzzle : PuzzleSet.standard().all()) {
      if (!puzzle.verification().contains("best database win")) {
        puzzles.add(puzzle);
      }
    }
    Collections.shuffle(puzzles, new Random(42));
    try (Engine engine = Engines.create()) {
      engine.setOption("book", "false");
      engine.setOption("hash", "16");
      PuzzleMiner miner = new PuzzleMiner(engine, EndgameDatabase.NONE, DEPTH);
      for (Puzzle puzzle : puzzles.subList(0, SAMPLE)) {
        Position start = puzzle.start();
        engine.newGame();
        List<PuzzleMiner.Scored> scored = miner.scoreMoves(start, DEPTH);
        String name = puzzle.id() + " " + puzzle.fen() + " " + scored;
        assertThat(scored.get(0).move()).as(name).isEqualTo(puzzle.moves().get(0));
        assertThat(scored.get(0).score()).as(name).isGreaterThanOrEqualTo(100);
        assertThat(scored.get(1).score()).as(name).isLessThanOrEqualTo(PuzzleMiner.MAX_SECOND);
        assertThat(scored.get(0).score() - scored.get(1).score())
            .as(name)
            .isGreaterThanOrEqualTo(50);
      }
    }
  }
}
