package org.crownhead.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.crownhead.engine.Score;
import org.crownhead.review.Exact;
import org.crownhead.review.MoveClass;
import org.crownhead.review.Review;
import org.crownhead.review.ReviewedMove;
import org.crownhead.review.SideSummary;

/** A review as the page reads it (the shape is given in docs/http-api.md). */
final class ReviewJson {
  private ReviewJson() {}

  static Map<String, Object> of(Review review) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("engine", review.engine());
    List<Map<String, Object>> moves = new ArrayList<>();
    for (ReviewedMove move : review.moves()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("ply", move.ply());
      m.put("mover", PositionRoutes.colour(move.mover()));
      m.put("move", move.move());
      m.put("class", move.moveClass().label());
      m.put("mark", move.moveClass().mark());
      m.put("exact", move.exact() == Exact.NOT_KNOWN ? null : move.exact().label());
      m.put("score", Score.format(move.scoreAfter()));
      m.put("bestScore", Score.format(move.scoreBefore()));
      m.put("lost", round(move.lostPercent()));
      m.put("chanceBefore", round(100 * move.chanceBefore()));
      m.put("blackChance", round(100 * move.blackChanceAfter()));
      m.put("bestMove", move.bestMove().isEmpty() ? null : move.bestMove());
      m.put("bestLine", move.bestLine());
      moves.add(m);
    }
    json.put("moves", moves);
    json.put("black", side(review.black()));
    json.put("white", side(review.white()));
    return json;
  }

  private static Map<String, Object> side(SideSummary summary) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("accuracy", round(summary.accuracy()));
    Map<String, Object> counts = new LinkedHashMap<>();
    for (MoveClass moveClass : MoveClass.values()) {
      counts.put(moveClass.label(), summary.count(moveClass));
    }
    json.put("counts", counts);
    return json;
  }

  /** To one decimal. */
  private static double round(double value) {
    return Math.round(value * 10) / 10.0;
  }
}
