package org.crownhead.review;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Limits;
import org.crownhead.engine.egdb.EndgameDatabase;

/**
 * Reviews a game: the engine judges every position of it, and each move is classified by how much
 * it lowered the mover's expected score ({@link MoveClass}).
 *
 * <p>Every position is searched once, within the limits, the last one too: the score before a move
 * is the best score of the position it was played from, the score after it that of the next
 * position, seen from the mover. A move that is the engine's own choice counts as best whatever the
 * two searches say. Where the endgame databases hold the positions before and after a move, they
 * judge it exactly instead ({@link Exact}): a move that throws away a win or walks into a loss is a
 * blunder, one that keeps the value is best, and the expected scores are 1, ½ or 0.
 *
 * <p>The positions are searched with the game's history (repetitions, the 40-move count) while the
 * game lasts by Crownhead's rules; past a draw the record did not claim, each position is searched
 * on its own. The engine's opening book should be off (a book move comes without a score).
 *
 * <pre>{@code
 * Engine engine = Engines.create();
 * engine.setOption("book", "false");
 * Game game = new Game();
 * game.play("11-15");
 * game.play("24-20");
 * Reviewer reviewer = new Reviewer(engine, EndgameDatabase.NONE, Limits.depth(6));
 * Review review = reviewer.review(game.start(), game.moves(), done -> {});
 * review.moves().size(); // 2
 * review.moves().get(1).mover(); // WHITE
 * engine.close();
 * }</pre>
 */
public final class Reviewer {
  private final Engine engine;
  private final EndgameDatabase endgames;
  private final Limits limits;

  /**
   * @param engine the engine that searches, its book off
   * @param endgames the databases that judge endings exactly ({@link EndgameDatabase#NONE}: none)
   * @param limits the limits of each position's search
   */
  public Reviewer(Engine engine, EndgameDatabase endgames, Limits limits) {
    this.engine = engine;
    this.endgames = endgames;
    this.limits = limits;
  }

  /**
   * Reviews the moves played from the start position; {@code progress} hears the number of
   * positions searched so far, of {@code moves.size() + 1}. Stops with {@link ReviewInterrupted}
   * between two searches when the thread is interrupted.
   *
   * @throws IllegalArgumentException when a move is not legal where it is played
   */
  public Review review(Position start, List<Move> moves, IntConsumer progress) {
    engine.newGame();
    List<Verdict> verdicts = new ArrayList<>();
    List<Position> positions = new ArrayList<>();
    Game history = new Game(start);
    Position position = start;
    for (int ply = 0; ply <= moves.size(); ply++) {
      if (Thread.currentThread().isInterrupted()) {
        throw new ReviewInterrupted();
      }
      Game context = history.isOver() ? new Game(position) : history;
      positions.add(position);
      verdicts.add(Verdict.of(engine, context, limits));
      progress.accept(ply + 1);
      if (ply == moves.size()) {
        break;
      }
      Move move = moves.get(ply);
      if (!position.legalMoves().contains(move)) {
        throw new IllegalArgumentException("move " + (ply + 1) + " is not legal");
      }
      if (!history.isOver()) {
        history.play(move);
      }
      position = position.play(move);
    }
    List<ReviewedMove> reviewed = new ArrayList<>();
    for (int ply = 0; ply < moves.size(); ply++) {
      reviewed.add(
          judge(ply, positions.get(ply), moves.get(ply), verdicts.get(ply), verdicts.get(ply + 1)));
    }
    return Review.of(engine.name() + ", " + limits, reviewed);
  }

  private ReviewedMove judge(int ply, Position before, Move played, Verdict best, Verdict next) {
    int scoreBefore = best.score();
    int scoreAfter = Verdict.beforeMove(next.score());
    double chanceBefore = WinChance.of(scoreBefore);
    double chanceAfter = WinChance.of(scoreAfter);
    boolean engineChoice = best.bestMove().map(played::equals).orElse(false);
    double exactBefore = chance(endgames.probe(before));
    double exactAfter = 1 - chance(endgames.probe(before.play(played)));
    Exact exact = exact(exactBefore, exactAfter);
    MoveClass moveClass;
    if (before.legalMoves().size() == 1) {
      moveClass = MoveClass.FORCED;
    } else if (exact != Exact.NOT_KNOWN) {
      moveClass = exact == Exact.KEPT ? MoveClass.BEST : MoveClass.BLUNDER;
    } else if (engineChoice) {
      moveClass = MoveClass.BEST;
    } else {
      moveClass = MoveClass.of(100 * (chanceBefore - chanceAfter));
    }
    if (exact != Exact.NOT_KNOWN) {
      chanceBefore = exactBefore;
      chanceAfter = exactAfter;
    } else if (engineChoice || moveClass == MoveClass.FORCED) {
      chanceBefore = chanceAfter; // the search after the move looked a ply further: nothing lost
    }
    List<String> line = new ArrayList<>();
    Position at = before;
    for (Move move : best.line()) {
      line.add(MoveText.format(at, move));
      at = at.play(move);
    }
    return new ReviewedMove(
        ply,
        before.turn(),
        MoveText.format(before, played),
        moveClass,
        exact,
        scoreBefore,
        scoreAfter,
        chanceBefore,
        chanceAfter,
        best.bestMove().isPresent() ? best.bestMoveText() : "",
        line);
  }

  /**
   * What the databases say of a move, from the mover's expected scores before and after it ({@link
   * Double#NaN} where they do not hold the position).
   */
  private static Exact exact(double from, double to) {
    if (Double.isNaN(from) || Double.isNaN(to)) {
      return Exact.NOT_KNOWN;
    }
    if (to >= from) {
      return Exact.KEPT;
    }
    return from == 1 ? Exact.THREW_AWAY_THE_WIN : Exact.WALKED_INTO_A_LOSS;
  }

  /** The expected score of a database value for the side to move; NaN when not held. */
  private static double chance(EndgameDatabase.Verdict verdict) {
    return switch (verdict) {
      case WIN -> 1;
      case LOSS -> 0;
      case DRAW -> 0.5;
      case UNKNOWN -> Double.NaN;
    };
  }
}
