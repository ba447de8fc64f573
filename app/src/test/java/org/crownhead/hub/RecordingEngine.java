package org.crownhead.hub;

import java.util.List;
import java.util.function.Consumer;
import org.crownhead.core.Game;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.EngineOption;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;

/** Crownhead's engine, keeping the last game and limits it was given, and failing when told to. */
final class RecordingEngine implements Engine {
  private final Engine engine = ServerSession.smallEngine();
  volatile Game game;
  volatile Limits limits;
  volatile RuntimeException failure;

  @Override
  public String name() {
    return engine.name();
  }

  @Override
  public void setPosition(Position position) {
    game = new Game(position);
    engine.setPosition(position);
  }

  @Override
  public void setGame(Game game) {
    this.game = game;
    engine.setGame(game);
  }

  @Override
  public SearchResult think(Limits limits, Consumer<SearchInfo> progress) {
    this.limits = limits;
    if (failure != null) {
      throw failure;
    }
    return engine.think(limits, progress);
  }

  @Override
  public void stop() {
    engine.stop();
  }

  @Override
  public void newGame() {
    if (failure != null) {
      throw failure;
    }
    engine.newGame();
  }

  @Override
  public List<EngineOption> options() {
    return engine.options();
  }

  @Override
  public void setOption(String name, String value) {
    engine.setOption(name, value);
  }

  @Override
  public void close() {
    engine.close();
  }
}
