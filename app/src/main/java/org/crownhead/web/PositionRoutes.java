package org.crownhead.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;
import org.crownhead.engine.Level;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.egdb.FileDatabase;
import org.crownhead.engine.egdb.Value;
import org.crownhead.web.games.EnginePool;
import org.crownhead.web.games.EngineSearch;
import org.crownhead.web.games.FairPlay;
import org.crownhead.web.games.GameException;
import org.crownhead.web.games.MoveView;

/**
 * {@code /api/positions} (a position and its legal moves after a line of moves) and {@code
 * /api/analysis} (the engine's view of a position, within at most ten seconds).
 */
final class PositionRoutes {
  /** The most time an analysis request may take. */
  static final long MAX_ANALYSIS_MS = 10_000;

  private final EnginePool engines;
  private final FileDatabase endgames;
  private final FairPlay fairPlay;

  PositionRoutes(EnginePool engines, FileDatabase endgames, FairPlay fairPlay) {
    this.engines = engines;
    this.endgames = endgames;
    this.fairPlay = fairPlay;
  }

  void register(RoutesConfig routes) {
    routes.post("/api/positions", this::position);
    routes.post("/api/analysis", this::analysis);
  }

  private void position(Context ctx) {
    JsonBody body = Json.body(ctx);
    Game game = line(body.string("fen"), body.strings("moves"));
    Position position = game.position();
    boolean over = game.isOver();
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < game.moves().size(); i++) {
      texts.add(MoveText.format(game.positions().get(i), game.moves().get(i)));
    }
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("fen", Fen.format(position));
    answer.put("turn", colour(position.turn()));
    answer.put("legalMoves", over ? List.of() : MoveView.legal(position, game.legalMoves()));
    answer.put("mustCapture", !over && position.mustCapture());
    answer.put("over", over);
    answer.put(
        "winner", game.outcome().flatMap(o -> o.winner()).map(PositionRoutes::colour).orElse(null));
    answer.put("moves", texts);
    answer.put("endgame", endgame(position));
    answer.put("opening", ExplorerRoutes.describe(game));
    Json.send(ctx, 200, answer);
  }

  /**
   * The endgame databases' verdict: {@code {"pieces": N, "verdict": "win"|"draw"|"loss"|null,
   * "plies": n|null}}, where pieces is how many pieces the databases cover completely (0 when none
   * are built) and the verdict, for the side to move, is null for a position they do not hold. For
   * a position of a live game between two people the verdict is withheld and {@code refused} says
   * why.
   */
  private Map<String, Object> endgame(Position position) {
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("pieces", endgames.completePieces());
    Optional<String> refused = fairPlay.refusal(position);
    if (refused.isPresent()) {
      answer.put("verdict", null);
      answer.put("plies", null);
      answer.put("refused", refused.get());
      return answer;
    }
    Value value = endgames.value(position);
    boolean known = value.verdict() != EndgameDatabase.Verdict.UNKNOWN;
    answer.put("verdict", known ? value.verdict().name().toLowerCase(Locale.ROOT) : null);
    answer.put("plies", known && value.plies() >= 0 ? value.plies() : null);
    return answer;
  }

  private void analysis(Context ctx) {
    JsonBody body = Json.body(ctx);
    Position position = position(body.string("fen"));
    Withheld.refuse(fairPlay, position);
    Integer depth = body.integer("depth");
    Long timeMs = body.number("timeMs");
    if (depth != null && (depth < 1 || depth > 64)) {
      throw bad("depth must be from 1 to 64, not " + depth);
    }
    if (timeMs != null && (timeMs < 1 || timeMs > MAX_ANALYSIS_MS)) {
      throw bad("timeMs must be from 1 to " + MAX_ANALYSIS_MS + ", not " + timeMs);
    }
    long time = timeMs != null ? timeMs : depth != null ? MAX_ANALYSIS_MS : 1000;
    Limits limits = Limits.moveTime(Duration.ofMillis(time));
    if (depth != null) {
      limits = limits.withDepth(depth);
    }
    SearchResult result =
        new EngineSearch(engines, new Game(position), Level.MAXIMUM, limits, false).run(info -> {});
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("depth", result.info().depth());
    answer.put("score", Score.format(result.info().score()));
    answer.put("scorePoints", result.info().score());
    answer.put("pv", result.info().pvText());
    answer.put("bestMove", result.bestMove().map(m -> MoveText.format(position, m)).orElse(null));
    answer.put("nodes", result.info().nodes());
    Json.send(ctx, 200, answer);
  }

  /** The position of a FEN, the start when null; 400 naming a bad FEN or an empty board. */
  static Position position(String fen) {
    if (fen == null || fen.isBlank()) {
      return Position.initial();
    }
    Position position;
    try {
      position = Fen.parse(fen);
    } catch (NotationException e) {
      throw bad(e.getMessage());
    }
    if (position.count(Colour.BLACK) == 0 && position.count(Colour.WHITE) == 0) {
      throw bad("FEN \"" + fen.strip() + "\" has no pieces: a position needs at least one piece");
    }
    return position;
  }

  /** A game of the moves from a FEN; 400 for a bad FEN, 422 naming the first bad move. */
  static Game line(String fen, List<String> moves) {
    Game game = new Game(position(fen));
    if (moves == null) {
      return game;
    }
    for (int i = 0; i < moves.size(); i++) {
      String text = moves.get(i);
      if (game.isOver()) {
        throw new GameException(
            GameException.UNPROCESSABLE,
            "move " + (i + 1) + " \"" + text + "\" comes after the end of the game");
      }
      try {
        Move move = MoveText.parse(game.position(), text);
        game.play(move);
      } catch (NotationException e) {
        throw new GameException(
            GameException.UNPROCESSABLE, "move " + (i + 1) + ": " + e.getMessage());
      }
    }
    return game;
  }

  static String colour(org.crownhead.core.Colour colour) {
    return colour.name().toLowerCase(java.util.Locale.ROOT);
  }

  private static GameException bad(String message) {
    return new GameException(GameException.BAD_REQUEST, message);
  }
}
