package org.crownhead.match;

import java.util.List;
import java.util.function.Consumer;
import org.crownhead.core.Game;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.EngineOption;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;

/**
 * An engine that hands every call to another: the base of the tests' engines that change a few
 * answers of a real one.
 */
public abstract class ForwardingEngine implements Engine {
  /** The engine that answers. */
  protected final Engine delegate;

  protected ForwardingEngine(Engine delegate) {
    this.delegate = delegate;
  }

  @Override
  public String name() {
    return delegate.name();
  }

  @Override
  public void setPosition(Position position) {
    delegate.setPosition(position);
  }

  @Override
  public void setGame(Game game) {
    delegate.setGame(game);
  }

  @Override
  public SearchResult think(Limits limits, Consumer<SearchInfo> progress) {
    return delegate.think(limits, progress);
  }

  @Override
  public void stop() {
    delegate.stop();
  }

  @Override
  public void newGame() {
    delegate.newGame();
  }

  @Override
  public List<EngineOption> options() {
    return delegate.options();
  }

  @Override
  public void setOption(String name, String value) {
    delegate.setOption(name, value);
  }

  @Override
  public void close() {
    delegate.close();
  }
}
