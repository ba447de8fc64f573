package org.crownhead.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;

/** The levels for people: weaker levels see less, and so miss shots that stronger ones find. */
class LevelTest {

  /**
   * From an ACF game: White's 27-23 gives a man to take back more (two men ahead, seen 14 plies
   * deep); 14-9, a beginner's move, loses one.
   */
  private static final Position SHOT = Position.fromFen("W:W14,20,25,27,31:B4,7,11,13,18,19");

  private static Move moveAt(Level level, Position position) {
    try (Engine engine = Engines.create()) {
      engine.setOption("level", level.label());
      engine.setPosition(position);
      return engine.think(Limits.infinite(), info -> {}).bestMove().orElseThrow();
    }
  }

  /** The move's value for the side that plays it, by a search deeper than any level but maximum. */
  private static int deepValue(Position position, Move move) {
    try (Engine engine = Engines.create()) {
      engine.setPosition(position.after(move.code()));
      return -engine.think(Limits.depth(14), info -> {}).info().score();
    }
  }

  @Test
  void aBeginnerMissesTheShotThatAClubPlayerFinds() {
    Move beginner = moveAt(Level.BEGINNER, SHOT);
    Move club = moveAt(Level.CLUB, SHOT);

    assertThat(deepValue(SHOT, club)).isGreaterThanOrEqualTo(80);
    assertThat(deepValue(SHOT, beginner)).isNegative();
  }

  @Test
  void aLevelLooksNoFurtherAheadThanItsDepthEvenWithoutOtherLimits() {
    for (Level level : List.of(Level.BEGINNER, Level.CASUAL, Level.CLUB)) {
      List<SearchInfo> infos = new ArrayList<>();
      try (Engine engine = Engines.create()) {
        engine.setOption("level", level.label());
        engine.setPosition(Position.initial());
        SearchResult result = engine.think(Limits.infinite(), infos::add);
        assertThat(result.info().depth()).as(level.name()).isEqualTo(level.depth());
      }
      assertThat(infos)
          .allSatisfy(info -> assertThat(info.depth()).isLessThanOrEqualTo(level.depth()));
    }
  }

  @Test
  void aLevelsDepthAlsoCapsAnExplicitDepth() {
    try (Engine engine = Engines.create()) {
      engine.setOption("level", "novice");
      engine.setPosition(Position.initial());
      assertThat(engine.think(Limits.depth(9), info -> {}).info().depth())
          .isEqualTo(Level.NOVICE.depth());
    }
  }

  @Test
  void everyLevelPlaysALegalMoveAndMaximumHasNoDepthOfItsOwn() {
    for (Level level : Level.values()) {
      if (level != Level.MAXIMUM) {
        assertThat(SHOT.legalMoves()).contains(moveAt(level, SHOT));
      }
    }
    assertThat(Level.MAXIMUM.depth()).isZero();
    assertThat(Level.parse("Expert")).isEqualTo(Level.EXPERT);
  }
}
