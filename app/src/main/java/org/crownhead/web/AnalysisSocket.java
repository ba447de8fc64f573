package org.crownhead.web;

import io.javalin.config.RoutesConfig;
import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import org.crownhead.core.Game;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.Level;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;
import org.crownhead.web.games.EnginePool;
import org.crownhead.web.games.EngineSearch;
import org.crownhead.web.games.FairPlay;
import org.crownhead.web.games.GameException;

/**
 * {@code /ws/analysis}: live analysis. {@code {"type": "analyse", "fen": ...}} starts a search
 * (replacing the one running), which streams {@code info} messages as it deepens until {@code
 * {"type": "stop"}} or 30 seconds, then sends {@code done} with the best move. The position of a
 * live game between two people gets {@code {"type": "refused", "error": ...}} instead.
 */
final class AnalysisSocket {
  /** The longest an analysis runs. */
  static final Duration LIMIT = Duration.ofSeconds(30);

  private final EnginePool engines;
  private final FairPlay fairPlay;
  private final ExecutorService threads;
  private final Map<String, EngineSearch> running = new ConcurrentHashMap<>();

  AnalysisSocket(EnginePool engines, FairPlay fairPlay, ExecutorService threads) {
    this.engines = engines;
    this.fairPlay = fairPlay;
    this.threads = threads;
  }

  void register(RoutesConfig routes) {
    routes.ws(
        "/ws/analysis",
        ws -> {
          ws.onMessage(ctx -> message(ctx, ctx.message()));
          ws.onClose(this::stop);
          ws.onError(this::stop);
        });
  }

  private void message(WsContext ctx, String text) {
    try {
      JsonBody message = Json.parse(text);
      String type = message.string("type");
      if ("analyse".equals(type) || "analyze".equals(type)) {
        Position position = PositionRoutes.position(message.string("fen"));
        String refused = fairPlay.refusal(position).orElse(null);
        if (refused != null) {
          stop(ctx);
          ctx.send(Json.write(Map.of("type", "refused", "error", refused)));
          return;
        }
        start(ctx, position);
      } else if ("stop".equals(type)) {
        stop(ctx);
      } else if ("ping".equals(type)) {
        ctx.send(Json.write(Map.of("type", "pong")));
      } else {
        throw new GameException(GameException.BAD_REQUEST, "unknown message type \"" + type + "\"");
      }
    } catch (GameException e) {
      ctx.send(Json.write(Map.of("type", "error", "error", e.getMessage())));
    }
  }

  private void start(WsContext ctx, Position position) {
    EngineSearch search =
        new EngineSearch(engines, new Game(position), Level.MAXIMUM, Limits.moveTime(LIMIT), false);
    EngineSearch previous = running.put(ctx.sessionId(), search);
    if (previous != null) {
      previous.stop();
    }
    String fen = org.crownhead.core.Fen.format(position);
    try {
      threads.execute(() -> analyse(ctx, search, position, fen));
    } catch (RejectedExecutionException e) {
      ctx.send(Json.write(Map.of("type", "error", "error", "the server is shutting down")));
    }
  }

  private void analyse(WsContext ctx, EngineSearch search, Position position, String fen) {
    SearchResult result =
        search.run(
            info -> {
              if (running.get(ctx.sessionId()) == search && ctx.session.isOpen()) {
                ctx.send(Json.write(info(fen, info)));
              }
            });
    boolean replaced = running.get(ctx.sessionId()) != search;
    running.remove(ctx.sessionId(), search);
    if (replaced || !ctx.session.isOpen()) {
      return;
    }
    Map<String, Object> done = new LinkedHashMap<>();
    done.put("type", "done");
    done.put("fen", fen);
    done.put(
        "bestMove",
        result == null
            ? null
            : result.bestMove().map(m -> MoveText.format(position, m)).orElse(null));
    ctx.send(Json.write(done));
  }

  private static Map<String, Object> info(String fen, SearchInfo info) {
    Map<String, Object> message = new LinkedHashMap<>();
    message.put("type", "info");
    message.put("fen", fen);
    message.put("depth", info.depth());
    message.put("score", Score.format(info.score()));
    message.put("scorePoints", info.score());
    message.put("pv", info.pvText());
    message.put("nodes", info.nodes());
    message.put("nps", info.nodesPerSecond());
    return message;
  }

  private void stop(WsContext ctx) {
    EngineSearch search = running.get(ctx.sessionId());
    if (search != null) {
      search.stop();
    }
  }
}
