package org.crownhead.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Random;
import org.crownhead.puzzle.Glicko2;
import org.crownhead.puzzle.Puzzle;
import org.crownhead.puzzle.PuzzleTrainer;
import org.crownhead.web.games.GameException;

/**
 * {@code /api/puzzles}: the next puzzle near the player's rating, a puzzle by id, the player's
 * rating, and the judging of an attempt move by move. A puzzle is sent without its solution; the
 * solution comes with the end of the attempt (see docs/puzzles.md).
 */
final class PuzzleRoutes {
  private final PuzzleTrainer trainer;
  private final Random random = new Random();

  PuzzleRoutes(PuzzleTrainer trainer) {
    this.trainer = trainer;
  }

  void register(RoutesConfig routes) {
    routes.get("/api/puzzles/next", ctx -> Json.send(ctx, 200, puzzle(trainer.next(random))));
    routes.get("/api/puzzles/player", ctx -> Json.send(ctx, 200, player()));
    routes.get("/api/puzzles/{id}", ctx -> Json.send(ctx, 200, puzzle(find(ctx))));
    routes.post("/api/puzzles/{id}/attempt", ctx -> attempt(ctx, false));
    routes.post("/api/puzzles/{id}/give-up", ctx -> attempt(ctx, true));
  }

  private Puzzle find(Context ctx) {
    try {
      return trainer.find(ctx.pathParam("id"));
    } catch (NoSuchElementException e) {
      throw new GameException(GameException.NOT_FOUND, e.getMessage());
    }
  }

  private void attempt(Context ctx, boolean giveUp) {
    Puzzle puzzle = find(ctx);
    JsonBody body = Json.body(ctx);
    List<String> moves = body.strings("moves");
    if (moves == null) {
      moves = List.of();
    }
    if (moves.size() > puzzle.solution().size()) {
      throw new GameException(
          GameException.BAD_REQUEST,
          "puzzle " + puzzle.id() + " has " + puzzle.solverMoves() + " moves to find");
    }
    PuzzleTrainer.Step step;
    try {
      step = giveUp ? trainer.giveUp(puzzle.id(), moves) : trainer.play(puzzle.id(), moves);
    } catch (IllegalArgumentException e) {
      throw new GameException(GameException.BAD_REQUEST, e.getMessage());
    }
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("status", step.status().name().toLowerCase(java.util.Locale.ROOT));
    if (step.status() == PuzzleTrainer.Status.CONTINUE) {
      answer.put("reply", step.reply());
    } else {
      answer.put("solution", step.solution());
      answer.put("themes", puzzle.themes());
      answer.put("source", puzzle.source());
      answer.put("rated", step.rated());
      answer.put("playerBefore", Math.round(step.playerBefore().rating()));
      answer.put("player", rating(step.playerAfter()));
      answer.put("puzzleRating", Math.round(step.puzzleRating().rating()));
    }
    Json.send(ctx, 200, answer);
  }

  private Map<String, Object> puzzle(Puzzle puzzle) {
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("id", puzzle.id());
    answer.put("fen", puzzle.fen());
    answer.put("solver", puzzle.solver().name().toLowerCase(java.util.Locale.ROOT));
    answer.put("rating", Math.round(trainer.rating(puzzle).rating()));
    answer.put("moves", puzzle.solverMoves());
    answer.put("player", player());
    return answer;
  }

  private Map<String, Object> player() {
    Map<String, Object> answer = rating(trainer.player());
    int[] tally = trainer.tally();
    answer.put("attempts", tally[0]);
    answer.put("solved", tally[1]);
    return answer;
  }

  private static Map<String, Object> rating(Glicko2.Rating rating) {
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("rating", Math.round(rating.rating()));
    answer.put("deviation", Math.round(rating.deviation()));
    return answer;
  }
}
