package org.crownhead.engine;

import java.util.List;
import java.util.function.Consumer;
import org.crownhead.core.Game;
import org.crownhead.core.Position;

/**
 * A checkers engine: give it a position (or a game, so that it knows which positions would repeat),
 * let it think within limits, stop it at any moment. The command line, the Hub protocol and the web
 * server all drive the engine through this interface.
 *
 * <p>{@link #think} blocks until the search ends; {@link #stop} may be called from another thread
 * and makes {@code think} return the best move found so far at once. One search runs at a time.
 *
 * <pre>{@code
 * Engine engine = Engines.create();
 * engine.setPosition(Position.fromFen("B:W18,26:B15"));
 * engine.think(Limits.depth(4), info -> {}).bestMove().get().toString(); // 15x22x31
 * engine.close();
 * }</pre>
 */
public interface Engine extends AutoCloseable {
  /** The engine's name and version, such as {@code Crownhead 0.1.0}. */
  String name();

  /** Sets the position to think about, with no history before it. */
  void setPosition(Position position);

  /**
   * Sets the game to think about: its current position, and the positions before it so that the
   * engine avoids or seeks repetitions and knows the 40-move count.
   */
  void setGame(Game game);

  /**
   * Thinks about the position set last, within the limits, reporting each completed iteration to
   * {@code progress}, and returns the best move. With one legal move it answers at once, after a
   * glance of a few thousand nodes that gives the move a score and a line; with none it returns no
   * move and a lost score.
   */
  SearchResult think(Limits limits, Consumer<SearchInfo> progress);

  /** Ends a running {@link #think} as soon as possible; harmless when none runs. */
  void stop();

  /** Forgets what was learnt in the last game (hash table, move ordering statistics). */
  void newGame();

  /** The settings this engine takes, with their current values. */
  List<EngineOption> options();

  /**
   * Changes a setting, such as {@code hash} (megabytes), {@code threads} or {@code level}.
   *
   * @throws IllegalArgumentException for an unknown name or a value out of range, with a message
   *     saying which and what is allowed
   */
  void setOption(String name, String value);

  /** Stops any search and releases the engine's threads and memory. */
  @Override
  void close();
}
