package org.crownhead.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PuzzleMinerTest {
  private static Engine engine;
  private static PuzzleMiner miner;

  @BeforeAll
  static void start() {
    engine = Engines.create();
    engine.setOption("book", "false");
    engine.setOption("hash", "16");
    miner = new PuzzleMiner(engine, EndgameDatabase.NONE, 16);
  }

  @AfterAll
  static void stop() {
    engine.close();
  }

  /**
   * Puzzle p0027 of the shipped set, found after ply 8 of ACF game 521 had 23-18 been played: with
   * 24 pieces the databases play no part, so the miner's depth gives the shipped figures exactly.
   */
  @Test
  void aShotIsTakenWithItsLineThemesAndFigures() {
    // Black gives a man with 10-14 and, after 17x10, takes three with 7x14x21x30, crowning.
    Position shot =
        Position.fromFen("B:W17,18,21,22,24,25,26,27,28,29,31,32:B1,2,3,4,6,7,9,10,11,12,13,15");

    Optional<Puzzle> puzzle = miner.examine(shot, "p1", "a test");

    assertThat(miner.lastRejection()).isEqualTo(PuzzleMiner.Rejection.NONE);
    assertThat(puzzle).isPresent();
    assertThat(puzzle.get().solution().get(0)).isEqualTo("10-14");
    assertThat(puzzle.get().solution().size()).isOdd().isBetween(3, PuzzleMiner.MAX_LINE);
    assertThat(puzzle.get().themes()).contains("sacrifice", "multi-jump", "crowns");
    assertThat(puzzle.get().verification()).startsWith("depth 16: best +1.57, next +0.07 (1-5)");
    assertThat(puzzle.get().rating()).isBetween(600, 2200);
    // The line wins material: the solver ends at least GAIN points better off.
    Position end = shot;
    for (var move : puzzle.get().moves()) {
      end = end.play(move);
    }
    assertThat(PuzzleMiner.balance(end, shot.turn()) - PuzzleMiner.balance(shot, shot.turn()))
        .isGreaterThanOrEqualTo(PuzzleMiner.GAIN);
  }

  @Test
  void quietPositionsForcedMovesAndMopUpsAreNotPuzzles() {
    assertThat(miner.examine(Position.initial(), "p1", "start")).isEmpty();
    assertThat(miner.lastRejection()).isEqualTo(PuzzleMiner.Rejection.NOT_WINNING);

    // Black's only move is the capture 14x23.
    assertThat(miner.examine(Position.fromFen("B:W18,30:B14,1"), "p1", "forced")).isEmpty();
    assertThat(miner.lastRejection()).isEqualTo(PuzzleMiner.Rejection.FORCED);

    // Two men up already: whatever wins now is a mop-up, not a shot.
    assertThat(miner.examine(Position.fromFen("W:W21,22,23,24:B1,2"), "p1", "ahead")).isEmpty();
    assertThat(miner.lastRejection()).isEqualTo(PuzzleMiner.Rejection.ALREADY_AHEAD);
  }

  @Test
  void theInitialRatingGrowsWithTheDepthTheLengthAndASacrifice() {
    assertThat(PuzzleMiner.initialRating(1, 1, false)).isEqualTo(790);
    assertThat(PuzzleMiner.initialRating(5, 3, true)).isEqualTo(700 + 450 + 160 + 100);
    assertThat(PuzzleMiner.initialRating(9, 8, true)).isEqualTo(2170);
    assertThat(PuzzleMiner.initialRating(9, 20, true)).isEqualTo(2200);
    assertThat(
            PuzzleMiner.themes(
                Position.fromFen("W:WK15,17,32:B9,16,20,K26"),
                List.of(
                    org.crownhead.core.MoveText.parse(
                        Position.fromFen("W:WK15,17,32:B9,16,20,K26"), "17-14")),
                false,
                false))
        .containsExactly("ending");
  }
}
