package org.crownhead.hub;

import java.util.function.Consumer;
import org.crownhead.core.Game;
import org.crownhead.core.Position;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;
import org.crownhead.match.ForwardingEngine;

/** Crownhead's engine, keeping the last game and limits it was given, and failing when told to. */
final class RecordingEngine extends ForwardingEngine {
  volatile Game game;
  volatile Limits limits;
  volatile RuntimeException failure;

  RecordingEngine() {
    super(ServerSession.smallEngine());
  }

  @Override
  public void setPosition(Position position) {
    game = new Game(position);
    delegate.setPosition(position);
  }

  @Override
  public void setGame(Game game) {
    this.game = game;
    delegate.setGame(game);
  }

  @Override
  public SearchResult think(Limits limits, Consumer<SearchInfo> progress) {
    this.limits = limits;
    if (failure != null) {
      throw failure;
    }
    return delegate.think(limits, progress);
  }

  @Override
  public void newGame() {
    if (failure != null) {
      throw failure;
    }
    delegate.newGame();
  }
}
