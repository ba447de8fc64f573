package org.crownhead.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.pdn.PdnError;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnNode;
import org.crownhead.pdn.PdnWriter;
import org.crownhead.pdn.ReadGame;
import org.crownhead.web.games.GameException;

/** {@code /api/pdn/import} (PDN text to games) and {@code /api/pdn/export} (a game to PDN text). */
final class PdnRoutes {
  void register(RoutesConfig routes) {
    routes.post("/api/pdn/import", this::importPdn);
    routes.post("/api/pdn/export", this::exportPdn);
  }

  private void importPdn(Context ctx) {
    String text = new String(BodyLimit.bytes(ctx, BodyLimit.PDN_BYTES), StandardCharsets.UTF_8);
    List<Map<String, Object>> games = new ArrayList<>();
    try {
      PdnGames.read(new StringReader(text), read -> games.add(describe(read)));
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringReader does not fail
    }
    boolean anything =
        games.stream()
            .anyMatch(
                game ->
                    !((List<?>) game.get("moves")).isEmpty()
                        || !((Map<?, ?>) game.get("tags")).isEmpty());
    if (!anything) {
      throw new GameException(GameException.BAD_REQUEST, "no game could be read from the PDN text");
    }
    Json.send(ctx, 200, Map.of("games", games));
  }

  private static Map<String, Object> describe(ReadGame read) {
    PdnGame game = read.game();
    List<String> moves = new ArrayList<>();
    Position position = game.start();
    for (PdnNode node : game.mainLine()) {
      moves.add(MoveText.format(position, node.move()));
      position = position.play(node.move());
    }
    List<String> errors = new ArrayList<>();
    for (PdnError error : read.errors()) {
      errors.add(error.withoutGame());
    }
    for (PdnError warning : read.warnings()) {
      errors.add(warning.withoutGame());
    }
    Map<String, Object> described = new LinkedHashMap<>();
    described.put("tags", game.tags());
    described.put("startFen", Fen.format(game.start()));
    described.put("moves", moves);
    described.put("result", game.result().token());
    described.put("errors", errors);
    return described;
  }

  private void exportPdn(Context ctx) {
    JsonBody body = Json.body(ctx);
    Game game = PositionRoutes.line(body.string("startFen"), body.strings("moves"));
    Map<String, String> tags = body.stringMap("tags");
    String text;
    try {
      text = PdnWriter.format(game, tags == null ? Map.of() : tags);
    } catch (IllegalArgumentException e) {
      throw new GameException(GameException.BAD_REQUEST, e.getMessage());
    }
    ctx.status(200).contentType("application/x-chess-pdn; charset=utf-8").result(text);
  }
}
