package org.crownhead.cli;

import java.time.Duration;
import java.util.function.Supplier;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Level;
import org.crownhead.engine.Limits;
import org.crownhead.review.Verdict;

/**
 * The engine at the terminal: it plays its moves at a level, within a time per move, and gives
 * advice (hints, evaluations, answers to draw offers) at full strength within a short time.
 *
 * <p>The engine is made the first time it is needed, so a game between two people that never asks
 * for a hint costs nothing. Holds no game: each call is given the game to think about.
 */
final class ComputerPlayer implements AutoCloseable {
  /** The default time the engine may take for a move. */
  static final Duration DEFAULT_MOVE_TIME = Duration.ofSeconds(2);

  /** The most time a hint, an evaluation or a draw answer takes. */
  static final Duration ADVICE_TIME = Duration.ofSeconds(1);

  /** The engine accepts a draw when its score is at most this (a quarter of a man). */
  static final int DRAW_MARGIN = 25;

  private final Supplier<Engine> factory;
  private final Level level;
  private final Duration moveTime;
  private Engine engine;

  /**
   * @param factory makes the engine, when it is first needed
   * @param level the strength the engine plays its moves at
   * @param moveTime the most time the engine takes for a move; advice takes at most {@link
   *     #ADVICE_TIME} and no more than this
   */
  ComputerPlayer(Supplier<Engine> factory, Level level, Duration moveTime) {
    this.factory = factory;
    this.level = level;
    this.moveTime = moveTime;
  }

  /**
   * The engine's name and level, as the game and its PDN tags name it: {@code Crownhead 0.1.0, club
   * level}.
   */
  String name() {
    return Engines.NAME + ", " + level.label() + " level";
  }

  Level level() {
    return level;
  }

  /** The engine's move in the game's position, at its level, with its score. */
  Verdict move(Game game) {
    Engine playing = engine();
    playing.setOption("level", level.label());
    playing.setOption("book", "true");
    return Verdict.of(playing, game, Limits.moveTime(moveTime));
  }

  /** The best move and the score for the side to move, at full strength, after a short search. */
  Verdict advise(Game game) {
    Engine advising = engine();
    advising.setOption("level", Level.MAXIMUM.label());
    advising.setOption("book", "false"); // advice needs a score
    Duration time = moveTime.compareTo(ADVICE_TIME) < 0 ? moveTime : ADVICE_TIME;
    return Verdict.of(advising, game, Limits.moveTime(time));
  }

  /**
   * The engine's score for {@code colour} in the game's position, by {@link #advise}; the engine
   * accepts a draw offered to it when this is at most {@link #DRAW_MARGIN}: the game looks drawn,
   * or it stands worse.
   */
  int scoreFor(Game game, Colour colour) {
    Verdict verdict = advise(game);
    return game.turn() == colour ? verdict.score() : -verdict.score();
  }

  private Engine engine() {
    if (engine == null) {
      engine = factory.get();
    }
    return engine;
  }

  @Override
  public void close() {
    if (engine != null) {
      engine.close();
      engine = null;
    }
  }
}
