package org.crownhead.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a match told its listener: where it resumed (the status and the line a game cut short began
 * on), and the games in the order they finished with the statuses after them.
 */
final class Recorder implements MatchListener {
  final List<MatchStatus> resumed = new ArrayList<>();
  final List<Integer> cutShortLines = new ArrayList<>();
  final List<PlayedGame> games = Collections.synchronizedList(new ArrayList<>());
  final List<MatchStatus> statuses = Collections.synchronizedList(new ArrayList<>());

  @Override
  public void matchResumed(MatchStatus status, int cutShortLine) {
    resumed.add(status);
    cutShortLines.add(cutShortLine);
  }

  @Override
  public void gameFinished(PlayedGame game, MatchStatus status) {
    games.add(game);
    statuses.add(status);
  }

  /** The games' numbers, in the order they finished. */
  List<Integer> numbers() {
    synchronized (games) {
      return games.stream().map(PlayedGame::number).toList();
    }
  }

  /** The games by their number. */
  Map<Integer, PlayedGame> byNumber() {
    Map<Integer, PlayedGame> map = new TreeMap<>();
    for (PlayedGame game : games) {
      map.put(game.number(), game);
    }
    return map;
  }
}
