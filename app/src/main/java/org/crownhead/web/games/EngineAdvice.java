package org.crownhead.web.games;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.engine.Level;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.egdb.EndgameDatabase;

/**
 * What a live game asks of the engine besides its moves: a hint, the answer to a draw offer, and
 * the time its own move may take. Each search runs on a copy of the game, outside the game's lock.
 */
final class EngineAdvice {
  /** The most time the engine takes for a move, whatever its level. */
  static final Duration ENGINE_MOVE_TIME = Duration.ofSeconds(5);

  /** The time of a hint or of the engine's answer to a draw offer. */
  static final Duration ADVICE_TIME = Duration.ofSeconds(1);

  /** The time of the search that judges a draw offer to the engine when no database knows. */
  static final Duration DRAW_SEARCH_TIME = Duration.ofSeconds(2);

  /**
   * The engine accepts a draw by search only when its last this many depths all score a draw: its
   * best lines end in a repetition or a database draw, so neither side can make progress.
   */
  static final int DRAW_DEPTHS = 6;

  private EngineAdvice() {}

  /**
   * True when the engine judges the position drawn: the endgame database says so, or a search
   * scores a draw at each of its last {@link #DRAW_DEPTHS} depths.
   */
  static boolean drawn(GameServices services, Game snapshot) {
    if (services.endgames().probe(snapshot.position()) == EndgameDatabase.Verdict.DRAW) {
      return true;
    }
    List<SearchInfo> depths = new ArrayList<>();
    new EngineSearch(
            services.engines(), snapshot, Level.MAXIMUM, Limits.moveTime(DRAW_SEARCH_TIME), false)
        .run(depths::add);
    if (depths.size() < DRAW_DEPTHS) {
      return false;
    }
    return depths.subList(depths.size() - DRAW_DEPTHS, depths.size()).stream()
        .allMatch(info -> info.score() == Score.DRAW);
  }

  /** The engine's suggestion for the side to move, from a search of {@link #ADVICE_TIME}. */
  static Hint hint(GameServices services, Game snapshot) {
    SearchResult result =
        new EngineSearch(
                services.engines(), snapshot, Level.MAXIMUM, Limits.moveTime(ADVICE_TIME), false)
            .run(info -> {});
    Move best = result.bestMove().orElseThrow();
    return new Hint(
        MoveText.format(snapshot.position(), best),
        Score.format(result.info().score()),
        result.info().pvText());
  }

  /**
   * The time the engine's move may take: {@link #ENGINE_MOVE_TIME}, or on a clock a share of the
   * time it has left, never more than half of it.
   *
   * @param clock the game's clock, or null
   */
  static Duration moveTime(GameClock clock, Colour engine) {
    if (clock == null) {
      return ENGINE_MOVE_TIME;
    }
    long left = clock.remaining(engine, System.nanoTime());
    long budget = Math.max(50, left / 30 + clock.incrementMs() / 2);
    long cap = Math.min(ENGINE_MOVE_TIME.toMillis(), Math.min(budget, left / 2));
    return Duration.ofMillis(Math.max(10, cap));
  }
}
