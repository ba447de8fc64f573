package org.crownhead.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnWriter;
import org.crownhead.web.games.DrawAnswer;
import org.crownhead.web.games.GameException;
import org.crownhead.web.games.Games;
import org.crownhead.web.games.NewGame;

/** The routes under {@code /api/games}: creating, joining, reading and playing games. */
final class GameRoutes {
  static final String TOKEN_HEADER = "X-Seat-Token";

  private final Games games;

  GameRoutes(Games games) {
    this.games = games;
  }

  void register(RoutesConfig routes) {
    routes.post("/api/games", this::create);
    routes.get("/api/games", this::list);
    routes.get("/api/games/{id}", ctx -> Json.send(ctx, 200, game(ctx).view()));
    routes.post("/api/games/{id}/join", this::join);
    routes.get("/api/games/{id}/pdn", this::pdn);
    routes.post("/api/games/{id}/moves", this::move);
    routes.post(
        "/api/games/{id}/takeback", ctx -> Json.send(ctx, 200, game(ctx).takeBack(token(ctx))));
    routes.post("/api/games/{id}/resign", ctx -> Json.send(ctx, 200, game(ctx).resign(token(ctx))));
    routes.post("/api/games/{id}/draw", this::draw);
    routes.post("/api/games/{id}/hint", ctx -> Json.send(ctx, 200, game(ctx).hint(token(ctx))));
    routes.post("/api/games/{id}/abort", ctx -> Json.send(ctx, 200, game(ctx).abort(token(ctx))));
    routes.post(
        "/api/games/{id}/rematch",
        ctx -> Json.send(ctx, 200, games.rematch(ctx.pathParam("id"), token(ctx))));
  }

  private void create(Context ctx) {
    JsonBody body = Json.body(ctx);
    JsonBody clock = body.object("clock");
    NewGame spec =
        new NewGame(
            body.string("mode"),
            body.string("colour"),
            body.string("level"),
            clock == null ? null : required(clock.number("initialMs"), "clock.initialMs"),
            clock == null ? null : clock.number("incrementMs"),
            body.string("fen"),
            body.string("name"));
    Json.send(ctx, 201, games.create(spec));
  }

  private void list(Context ctx) {
    String status = ctx.queryParam("status");
    int limit = intParam(ctx, "limit", 50);
    int offset = intParam(ctx, "offset", 0);
    Json.send(
        ctx, 200, games.list(status == null || status.isBlank() ? null : status, limit, offset));
  }

  private void join(Context ctx) {
    JsonBody body = Json.body(ctx);
    String invite = body.string("invite");
    if (invite == null) {
      throw new GameException(GameException.BAD_REQUEST, "the body needs the \"invite\" code");
    }
    Json.send(ctx, 200, games.join(ctx.pathParam("id"), invite, token(ctx), body.string("name")));
  }

  private void pdn(Context ctx) {
    String id = ctx.pathParam("id");
    // The live game writes the tags it knows; the opening's name is added here.
    PdnGame game = PdnGame.parse(game(ctx).pdn());
    Map<String, String> tags = PdnRoutes.withOpening(game.tags(), game.toGame());
    String text =
        PdnWriter.format(new PdnGame(tags, game.comments(), game.mainLine(), game.result()));
    ctx.status(200)
        .contentType("application/x-chess-pdn; charset=utf-8")
        .header("Content-Disposition", "attachment; filename=\"crownhead-" + id + ".pdn\"")
        .result(text);
  }

  private void move(Context ctx) {
    var game = game(ctx);
    String token = token(ctx);
    JsonBody body = Json.body(ctx);
    String move = body.string("move");
    if (move == null || move.isBlank()) {
      throw new GameException(GameException.BAD_REQUEST, "the body needs the \"move\" to play");
    }
    Json.send(ctx, 200, game.move(token, move, body.integer("ply")));
  }

  private void draw(Context ctx) {
    var game = game(ctx);
    String token = token(ctx);
    JsonBody body = Json.body(ctx);
    DrawAnswer answer = game.draw(token, body.string("action"));
    if (answer.accepted() == null) {
      Json.send(ctx, 200, answer.game());
      return;
    }
    // The view's fields, and whether the engine accepted the offer.
    @SuppressWarnings("unchecked")
    Map<String, Object> view =
        new LinkedHashMap<>(Json.MAPPER.convertValue(answer.game(), Map.class));
    view.put("accepted", answer.accepted());
    Json.send(ctx, 200, view);
  }

  private org.crownhead.web.games.LiveGame game(Context ctx) {
    return games.get(ctx.pathParam("id"));
  }

  private static String token(Context ctx) {
    return ctx.header(TOKEN_HEADER);
  }

  private static Long required(Long value, String field) {
    if (value == null) {
      throw new GameException(
          GameException.BAD_REQUEST, "\"" + field + "\" is needed when a clock is given");
    }
    return value;
  }

  private static int intParam(Context ctx, String name, int otherwise) {
    String value = ctx.queryParam(name);
    if (value == null || value.isBlank()) {
      return otherwise;
    }
    try {
      return Integer.parseInt(value.strip());
    } catch (NumberFormatException e) {
      throw new GameException(
          GameException.BAD_REQUEST, name + " must be a whole number, not \"" + value + "\"");
    }
  }
}
