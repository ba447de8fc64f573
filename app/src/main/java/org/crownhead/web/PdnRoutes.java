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
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;
import org.crownhead.pdn.PdnError;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnNode;
import org.crownhead.pdn.PdnWriter;
import org.crownhead.pdn.ReadGame;
import org.crownhead.web.games.GameException;

/**
 * {@code /api/pdn/import} (PDN text to games) and {@code /api/pdn/export} (a game to PDN text).
 *
 * <p>Both carry variations in one shape: {@code variations} is a list of {@code {at, moves,
 * variations}}, each a line played instead of move {@code at} (counted from 0) of the line that
 * holds it, from the position before that move, with its own variations inside.
 */
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
    List<Map<String, Object>> variations = variations(game.start(), game.mainLine());
    if (!variations.isEmpty()) {
      described.put("variations", variations);
    }
    described.put("result", game.result().token());
    described.put("errors", errors);
    return described;
  }

  /** The variations inside a line, as the API describes them. */
  private static List<Map<String, Object>> variations(Position start, List<PdnNode> line) {
    List<Map<String, Object>> out = new ArrayList<>();
    Position position = start;
    for (int at = 0; at < line.size(); at++) {
      PdnNode node = line.get(at);
      for (List<PdnNode> variation : node.variations()) {
        List<String> moves = new ArrayList<>();
        Position p = position;
        for (PdnNode n : variation) {
          moves.add(MoveText.format(p, n.move()));
          p = p.play(n.move());
        }
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("at", at);
        described.put("moves", moves);
        List<Map<String, Object>> inner = variations(position, variation);
        if (!inner.isEmpty()) {
          described.put("variations", inner);
        }
        out.add(described);
      }
      position = position.play(node.move());
    }
    return out;
  }

  private void exportPdn(Context ctx) {
    JsonBody body = Json.body(ctx);
    Game game = PositionRoutes.line(body.string("startFen"), body.strings("moves"));
    Map<String, String> tags = withOpening(body.stringMap("tags"), game);
    String text;
    try {
      PdnGame pdn = PdnGame.of(game, tags);
      List<JsonBody> variations = body.objects("variations");
      if (variations != null && !variations.isEmpty()) {
        List<PdnNode> line = withVariations(game.positions(), pdn.mainLine(), variations);
        pdn = new PdnGame(pdn.tags(), pdn.comments(), line, pdn.result());
      }
      text = PdnWriter.format(pdn);
    } catch (IllegalArgumentException e) {
      throw new GameException(GameException.BAD_REQUEST, e.getMessage());
    }
    ctx.status(200).contentType("application/x-chess-pdn; charset=utf-8").result(text);
  }

  /** The tags with {@code Opening} naming the game's opening, unless they name it already. */
  static Map<String, String> withOpening(Map<String, String> tags, Game game) {
    Map<String, String> out = new LinkedHashMap<>(tags == null ? Map.of() : tags);
    Map<String, Object> opening = ExplorerRoutes.describe(game);
    if (opening != null && !out.containsKey("Opening")) {
      out.put("Opening", (String) opening.get("label"));
    }
    return out;
  }

  /**
   * The line with the variations of a request attached; {@code before} holds the position before
   * each move of the line.
   */
  private static List<PdnNode> withVariations(
      List<Position> before, List<PdnNode> line, List<JsonBody> variations) {
    List<PdnNode> out = new ArrayList<>(line);
    for (JsonBody variation : variations) {
      Integer at = variation.integer("at");
      if (at == null || at < 0 || at >= line.size()) {
        throw new GameException(
            GameException.BAD_REQUEST,
            "a variation's \"at\" must be a move of its line, 0 to " + (line.size() - 1));
      }
      List<String> texts = variation.strings("moves");
      if (texts == null || texts.isEmpty()) {
        throw new GameException(GameException.BAD_REQUEST, "a variation needs at least one move");
      }
      List<Position> positions = new ArrayList<>();
      List<PdnNode> nodes = new ArrayList<>();
      Position position = before.get(at);
      for (String text : texts) {
        Move move;
        try {
          move = MoveText.parse(position, text);
        } catch (NotationException e) {
          throw new GameException(
              GameException.UNPROCESSABLE, "variation move \"" + text + "\": " + e.getMessage());
        }
        positions.add(position);
        nodes.add(
            new PdnNode(
                MoveText.format(position, move), move, List.of(), List.of(), List.of(), List.of()));
        position = position.play(move);
      }
      List<JsonBody> inner = variation.objects("variations");
      if (inner != null && !inner.isEmpty()) {
        nodes = withVariations(positions, nodes, inner);
      }
      PdnNode replaced = out.get(at);
      List<List<PdnNode>> all = new ArrayList<>(replaced.variations());
      all.add(nodes);
      out.set(at, replaced.withVariations(all));
    }
    return out;
  }
}
