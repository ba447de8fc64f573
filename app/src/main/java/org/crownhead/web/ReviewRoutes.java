package org.crownhead.web;

import com.fasterxml.jackson.databind.util.RawValue;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.crownhead.core.Game;
import org.crownhead.core.MoveText;
import org.crownhead.web.games.FairPlay;
import org.crownhead.web.games.GameException;

/**
 * {@code /api/reviews}: start the review of a line of moves (a finished game, an imported one, any
 * line of the analysis board) and follow it to the end.
 */
final class ReviewRoutes {
  private final ReviewJobs jobs;
  private final FairPlay fairPlay;

  ReviewRoutes(ReviewJobs jobs, FairPlay fairPlay) {
    this.jobs = jobs;
    this.fairPlay = fairPlay;
  }

  void register(RoutesConfig routes) {
    routes.post("/api/reviews", this::start);
    routes.get("/api/reviews/{key}", this::status);
  }

  private void start(Context ctx) {
    JsonBody body = Json.body(ctx);
    List<String> moves = body.strings("moves");
    if (moves == null || moves.isEmpty()) {
      throw new GameException(GameException.BAD_REQUEST, "a review needs at least one move");
    }
    if (moves.size() > ReviewJobs.MAX_PLIES) {
      throw new GameException(
          GameException.BAD_REQUEST,
          "a review takes games of up to " + ReviewJobs.MAX_PLIES + " plies, not " + moves.size());
    }
    Game game = PositionRoutes.line(body.string("fen"), moves);
    Withheld.refuse(fairPlay, game);
    List<String> texts =
        java.util.stream.IntStream.range(0, game.moves().size())
            .mapToObj(i -> MoveText.format(game.positions().get(i), game.moves().get(i)))
            .toList();
    String key = ReviewJobs.key(game.start(), texts);
    ReviewJobs.Status status;
    try {
      status = jobs.start(key, game.start(), game.moves());
    } catch (IllegalStateException e) {
      throw new GameException(503, e.getMessage());
    }
    send(ctx, key, status);
  }

  private void status(Context ctx) {
    String key = ctx.pathParam("key");
    ReviewJobs.Status status =
        jobs.status(key)
            .orElseThrow(
                () -> new GameException(GameException.NOT_FOUND, "no review of that line here"));
    send(ctx, key, status);
  }

  private static void send(Context ctx, String key, ReviewJobs.Status status) {
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("key", key);
    answer.put("status", status.state());
    if (status.state().equals("done")) {
      answer.put("review", new RawValue(status.json()));
    } else {
      answer.put("done", status.done());
      answer.put("total", status.total());
      if (status.error() != null) {
        answer.put("error", status.error());
      }
    }
    Json.send(ctx, status.state().equals("running") ? 202 : 200, answer);
  }
}
