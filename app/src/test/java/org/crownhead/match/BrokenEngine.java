package org.crownhead.match;

import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.eval.MaterialEvaluation;

/**
 * Stands for a broken external engine (a Hub program with a bug): Crownhead underneath, but from
 * its {@code after + 1}-th search in a game on it misbehaves in the chosen way.
 */
final class BrokenEngine extends ForwardingEngine {
  enum Kind {
    /** Answers a move of the other side's pieces. */
    ILLEGAL_MOVE,
    /** Answers no move though it has legal moves. */
    NO_MOVE,
    /** Throws from think. */
    CRASH,
    /** Thinks until told to stop, whatever the limits. */
    OVERRUN,
    /** Plays well but always reports this score. */
    FIXED_SCORE,
    /**
     * Answers its first search after the given number of milliseconds (the score), asking for a
     * garbage collection meanwhile, then plays well.
     */
    LATE
  }

  private final Kind kind;
  private final int after;
  private final int score;
  private volatile CountDownLatch stopped = new CountDownLatch(1);
  private int searches;

  BrokenEngine(Kind kind, int after) {
    this(kind, after, 0);
  }

  BrokenEngine(Kind kind, int after, int score) {
    super(Engines.create(new MaterialEvaluation()));
    delegate.setOption("hash", "1");
    this.kind = kind;
    this.after = after;
    this.score = score;
  }

  @Override
  public String name() {
    return "Broken " + kind;
  }

  private Position position;

  @Override
  public SearchResult think(Limits limits, Consumer<SearchInfo> progress) {
    SearchResult good = delegate.think(limits, progress);
    position = good.info().position();
    searches++;
    if (searches <= after) {
      return good;
    }
    switch (kind) {
      case ILLEGAL_MOVE:
        Move theirs = position.withTurn(position.turn().opponent()).legalMoves().get(0);
        return new SearchResult(theirs, null, good.info());
      case NO_MOVE:
        return new SearchResult(null, null, good.info());
      case CRASH:
        throw new IllegalStateException("segmentation fault\n(core dumped)");
      case OVERRUN:
        try {
          stopped.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        stopped = new CountDownLatch(1);
        return good;
      case LATE:
        if (searches == after + 1) {
          System.gc(); // a collection during the late move, for the match to report
          try {
            Thread.sleep(score);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }
        return good;
      case FIXED_SCORE:
        SearchInfo info = good.info();
        return new SearchResult(
            good.bestMove().orElse(null),
            null,
            new SearchInfo(
                info.position(),
                info.depth(),
                info.selectiveDepth(),
                score,
                info.nodes(),
                info.elapsed(),
                info.pv()));
      default:
        throw new AssertionError(kind);
    }
  }

  @Override
  public void stop() {
    stopped.countDown();
    delegate.stop();
  }

  @Override
  public void newGame() {
    searches = 0;
    delegate.newGame();
  }
}
