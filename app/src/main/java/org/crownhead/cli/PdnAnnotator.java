package org.crownhead.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnNode;
import org.crownhead.pdn.PdnResult;
import org.crownhead.review.ReviewPdn;
import org.crownhead.review.Verdict;

/**
 * Annotates the moves of a game with an engine's judgement.
 *
 * <p>For every position of the main line the engine searches for the best move ({@link Verdict}, so
 * forced moves get a score too). When the move played is not that move, the position after it is
 * searched one ply less deep (with the same time or node limits), so that both moves are seen to
 * the same horizon; its score, carried back, is the move's score. A move that gives away more than
 * the mistake threshold is marked {@code ?} (NAG 2), more than the blunder threshold {@code ??}
 * (NAG 4). Each move gets a comment {@code best 11-15 +0.20; played -1.30} (only {@code best 11-15
 * +0.20} when the best move was played, {@code only move +0.20} when it was forced), scores in men
 * for the side that moves.
 *
 * <p>The positions are searched with the game's history (repetitions, the 40-move count) for as
 * long as the game's record follows Crownhead's rules; past a draw the record did not claim, each
 * position is searched on its own. The game's own comments, annotations and variations are kept;
 * the new mark goes first unless the move already has a mark of its own. Holds no state between
 * games but the engine's.
 */
final class PdnAnnotator {
  /** NAG of a mistake, written {@code ?}. */
  static final int MISTAKE = 2;

  /** NAG of a blunder, written {@code ??}. */
  static final int BLUNDER = 4;

  /** A game annotated, with its counts. */
  record Annotated(PdnGame game, int plies, int mistakes, int blunders) {}

  private final Engine engine;
  private final Limits limits;
  private final Limits afterMoveLimits;
  private final int mistake;
  private final int blunder;

  /**
   * @param limits the limits of each search of a position
   * @param mistake the points a move may lose before it is a mistake
   * @param blunder the points a move may lose before it is a blunder, at least {@code mistake}
   */
  PdnAnnotator(Engine engine, Limits limits, int mistake, int blunder) {
    if (mistake < 1 || blunder < mistake) {
      throw new IllegalArgumentException(
          "thresholds must be 1 <= mistake <= blunder, not " + mistake + " and " + blunder);
    }
    this.engine = engine;
    this.limits = limits;
    Limits after = limits;
    if (limits.depth().isPresent() && limits.depth().getAsInt() > 1) {
      after = limits.withDepth(limits.depth().getAsInt() - 1);
    }
    this.afterMoveLimits = after;
    this.mistake = mistake;
    this.blunder = blunder;
  }

  /**
   * Annotates a game's main line; {@code progress} hears the index of each ply (from 0) before it
   * is searched.
   */
  Annotated annotate(PdnGame game, IntConsumer progress) {
    engine.newGame();
    Game history = new Game(game.start());
    Position position = game.start();
    List<PdnNode> annotated = new ArrayList<>();
    int mistakes = 0;
    int blunders = 0;
    List<PdnNode> line = game.mainLine();
    for (int ply = 0; ply < line.size(); ply++) {
      progress.accept(ply);
      PdnNode node = line.get(ply);
      Move played = node.move();
      Game context = history.isOver() ? new Game(position) : history;
      boolean forced = position.legalMoves().size() == 1;
      Verdict best = Verdict.of(engine, context, limits);
      String comment;
      int nag = 0;
      if (forced) {
        comment = "only move " + Score.format(best.score());
      } else {
        comment = "best " + best.bestMoveText() + " " + Score.format(best.score());
        if (!best.bestMove().orElseThrow().equals(played)) {
          context.play(played);
          int score;
          try {
            score = Verdict.beforeMove(Verdict.of(engine, context, afterMoveLimits).score());
          } finally {
            context.takeBack();
          }
          comment += "; played " + Score.format(score);
          long lost = (long) best.score() - score;
          if (lost > blunder) {
            nag = BLUNDER;
            blunders++;
          } else if (lost > mistake) {
            nag = MISTAKE;
            mistakes++;
          }
        }
      }
      annotated.add(ReviewPdn.withMark(node, nag, comment));
      if (!history.isOver()) {
        history.play(played);
      }
      position = position.play(played);
    }
    List<String> comments = new ArrayList<>(game.comments());
    comments.add(description());
    return new Annotated(
        new PdnGame(annotatedTags(game, position), comments, annotated, result(game, position)),
        line.size(),
        mistakes,
        blunders);
  }

  /**
   * The game's tags with an {@code Annotator} tag, a {@code Result} tag that agrees with the result
   * written, and no {@code SetUp} tag without a {@code FEN} tag.
   */
  private Map<String, String> annotatedTags(PdnGame game, Position end) {
    Map<String, String> tags = new LinkedHashMap<>(game.tags());
    tags.put("Annotator", engine.name());
    tags.put("Result", result(game, end).token());
    if (!tags.containsKey("FEN")) {
      tags.remove("SetUp");
    }
    return tags;
  }

  /**
   * The game's result, unless the moves end with a side that cannot move and the result says
   * otherwise (a damaged record): then the rules' result.
   */
  private static PdnResult result(PdnGame game, Position end) {
    PdnResult result = game.result();
    if (!end.hasLegalMove() && result != PdnResult.UNFINISHED) {
      return end.turn() == Colour.BLACK ? PdnResult.WHITE_WINS : PdnResult.BLACK_WINS;
    }
    return result;
  }

  /** A line for the top of the game: who annotated it, how, and what the marks mean. */
  String description() {
    return "Annotated by "
        + engine.name()
        + " ("
        + limits
        + " per position). Scores in men for the side that moves; ? loses more than "
        + Score.format(mistake).substring(1)
        + ", ?? more than "
        + Score.format(blunder).substring(1)
        + ".";
  }
}
