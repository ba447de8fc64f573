package org.crownhead.web;

import io.javalin.config.RoutesConfig;
import io.javalin.websocket.WsContext;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.crownhead.core.Colour;
import org.crownhead.web.games.GameException;
import org.crownhead.web.games.GameView;
import org.crownhead.web.games.Games;
import org.crownhead.web.games.LiveGame;

/**
 * {@code /ws/games/{id}}: the game's view on connecting and after every change. With {@code
 * ?token=} the messages also name the socket's seat. An unknown game closes the socket with 4404.
 */
final class GameSocket {
  /** The close code for an unknown game. */
  static final int UNKNOWN_GAME = 4404;

  private final Games games;
  private final Map<String, Runnable> subscriptions = new ConcurrentHashMap<>();

  GameSocket(Games games) {
    this.games = games;
  }

  void register(RoutesConfig routes) {
    routes.ws(
        "/ws/games/{id}",
        ws -> {
          ws.onConnect(this::connect);
          ws.onMessage(ctx -> message(ctx, ctx.message()));
          ws.onClose(ctx -> unsubscribe(ctx));
          ws.onError(ctx -> unsubscribe(ctx));
        });
  }

  private void connect(WsContext ctx) {
    LiveGame game;
    try {
      game = games.get(ctx.pathParam("id"));
    } catch (GameException e) {
      ctx.closeSession(UNKNOWN_GAME, "unknown game");
      return;
    }
    String seat = seat(game, ctx.queryParam("token"));
    ctx.enableAutomaticPings();
    Runnable unsubscribe =
        game.subscribe(
            view -> {
              if (ctx.session.isOpen()) {
                ctx.send(Json.write(message(view, seat)));
              }
            });
    subscriptions.put(ctx.sessionId(), unsubscribe);
    if (!ctx.session.isOpen()) {
      unsubscribe(ctx);
    }
  }

  private static void message(WsContext ctx, String text) {
    String type;
    try {
      type = Json.parse(text).string("type");
    } catch (GameException e) {
      ctx.send(Json.write(Map.of("type", "error", "error", e.getMessage())));
      return;
    }
    if ("ping".equals(type)) {
      ctx.send(Json.write(Map.of("type", "pong")));
    } else {
      ctx.send(
          Json.write(Map.of("type", "error", "error", "unknown message type \"" + type + "\"")));
    }
  }

  private static Map<String, Object> message(GameView view, String seat) {
    Map<String, Object> message = new LinkedHashMap<>();
    message.put("type", "game");
    message.put("game", view);
    if (seat != null) {
      message.put("seat", seat);
    }
    return message;
  }

  private static String seat(LiveGame game, String token) {
    if (token == null || token.isBlank()) {
      return null;
    }
    try {
      Colour colour = game.seatOf(token);
      return colour.name().toLowerCase(java.util.Locale.ROOT);
    } catch (GameException e) {
      return null;
    }
  }

  private void unsubscribe(WsContext ctx) {
    Runnable unsubscribe = subscriptions.remove(ctx.sessionId());
    if (unsubscribe != null) {
      unsubscribe.run();
    }
  }
}
