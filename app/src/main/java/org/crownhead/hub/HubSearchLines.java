package org.crownhead.hub;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Move;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;

/**
 * The lines of one search, both ways: the {@code level} line that carries the limits to the engine,
 * and its {@code info} and {@code done} lines read back as {@link SearchInfo} and {@link
 * SearchResult}. Pure functions; the exchange itself is {@link HubEngine}'s.
 */
final class HubSearchLines {
  private HubSearchLines() {}

  /** The level line for the limits; on a clock the increment is counted before the move. */
  static HubLine level(Limits limits) {
    HubLine level = HubLine.of("level");
    if (limits.isInfinite()) {
      return level.withFlag("infinite");
    }
    if (limits.depth().isPresent()) {
      level = level.with("depth", limits.depth().getAsInt());
    }
    if (limits.nodes().isPresent()) {
      level = level.with("nodes", limits.nodes().getAsLong());
    }
    if (limits.moveTime().isPresent()) {
      level = level.with("move-time", HubValues.seconds(limits.moveTime().get()));
    }
    if (limits.remaining().isPresent()) {
      Duration increment = limits.increment();
      Duration time = limits.remaining().get().minus(increment);
      if (limits.movesToGo() > 0) {
        level = level.with("moves", limits.movesToGo());
      }
      level = level.with("time", HubValues.seconds(time.isNegative() ? Duration.ZERO : time));
      if (!increment.isZero()) {
        level = level.with("inc", HubValues.seconds(increment));
      }
    }
    return level;
  }

  /** The time the limits give the move, or null when they do not limit time. */
  static Duration budget(Limits limits) {
    Duration budget = null;
    if (limits.moveTime().isPresent()) {
      budget = limits.moveTime().get();
    }
    if (limits.remaining().isPresent()) {
      Duration remaining = limits.remaining().get();
      budget = budget == null || remaining.compareTo(budget) < 0 ? remaining : budget;
    }
    return budget;
  }

  /**
   * Reads an info line, taking what it leaves out from the last one; null when it says nothing
   * usable.
   */
  static SearchInfo info(Position position, HubLine line, SearchInfo last, long began) {
    try {
      int depth = (int) wholeOr(line, "depth", last == null ? 0 : last.depth());
      int selective = depth;
      if (line.has("max-depth")) {
        selective = (int) wholeOr(line, "max-depth", depth);
      } else if (line.has("mean-depth")) {
        selective = (int) Math.ceil(HubValues.number(line.get("mean-depth").get(), "mean-depth"));
      }
      int score =
          line.has("score")
              ? HubValues.points(line.get("score").get())
              : last == null ? 0 : last.score();
      long nodes = wholeOr(line, "nodes", last == null ? 0 : last.nodes());
      Duration elapsed =
          line.has("time") ? HubValues.duration(line.get("time").get(), "time") : since(began);
      List<Move> pv =
          line.has("pv")
              ? pv(position, line.get("pv").get())
              : last == null ? List.of() : last.pv();
      return new SearchInfo(position, depth, Math.max(depth, selective), score, nodes, elapsed, pv);
    } catch (IllegalArgumentException e) {
      return null; // a line we cannot read is skipped, as the protocol asks of what it cannot use
    }
  }

  private static long wholeOr(HubLine line, String name, long otherwise) {
    return line.has(name)
        ? HubValues.whole(line.get(name).get(), name, 0, Long.MAX_VALUE)
        : otherwise;
  }

  /** The moves of a PV as far as they are legal. */
  private static List<Move> pv(Position position, String text) {
    List<Move> pv = new ArrayList<>();
    Position at = position;
    for (String word : text.strip().split("\\s+")) {
      if (word.isEmpty() || !at.hasLegalMove()) {
        break;
      }
      try {
        Move move = HubValues.move(at, word);
        pv.add(move);
        at = at.play(move);
      } catch (NotationException e) {
        break;
      }
    }
    return pv;
  }

  /**
   * Reads the done line that ends a search: its move, and the reply to ponder from the line or else
   * from the last PV.
   *
   * @param engine the engine as error messages name it
   * @throws IllegalStateException if the move is missing or not legal
   */
  static SearchResult done(
      String engine, Position position, HubLine line, SearchInfo last, long began) {
    String text = line.get("move").orElse("");
    if (text.isBlank()) {
      throw new IllegalStateException(
          "engine "
              + engine
              + " answered done without a move in "
              + position.toFen()
              + ", which has legal moves");
    }
    Move move;
    try {
      move = HubValues.move(position, text);
    } catch (NotationException e) {
      throw new IllegalStateException(
          "engine " + engine + " played a bad move in " + position.toFen() + ": " + e.getMessage(),
          e);
    }
    Move ponder = null;
    Position after = position.play(move);
    if (line.get("ponder").filter(reply -> !reply.isBlank()).isPresent()) {
      try {
        ponder = HubValues.move(after, line.get("ponder").get());
      } catch (NotationException e) {
        ponder = null; // a wrong guess at the reply costs nothing
      }
    }
    SearchInfo info;
    if (last != null && !last.pv().isEmpty() && last.pv().get(0).equals(move)) {
      info = last;
      if (ponder == null && last.pv().size() > 1) {
        ponder = last.pv().get(1);
      }
    } else {
      List<Move> guess = ponder == null ? List.of(move) : List.of(move, ponder);
      info =
          last == null
              ? new SearchInfo(position, 0, 0, 0, 0, since(began), guess)
              : new SearchInfo(
                  position,
                  last.depth(),
                  last.selectiveDepth(),
                  last.score(),
                  last.nodes(),
                  last.elapsed(),
                  guess);
    }
    return new SearchResult(move, ponder, info);
  }

  static Duration since(long began) {
    return Duration.ofNanos(System.nanoTime() - began);
  }
}
