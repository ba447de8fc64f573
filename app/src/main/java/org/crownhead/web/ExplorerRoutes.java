package org.crownhead.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.book.OpeningBook;
import org.crownhead.explorer.GameIndex;
import org.crownhead.explorer.OpeningNames;
import org.crownhead.web.games.FairPlay;
import org.crownhead.web.games.GameException;
import org.crownhead.web.store.GameStore;
import org.crownhead.web.store.PlayedLine;

/**
 * {@code /api/explorer} (the moves played from a position, in the ACF tournament games or in this
 * server's finished games, with their results and the opening book's moves) and {@code
 * /api/opening} (the name of a line's opening).
 *
 * <p>The tournament games' index is built once, on a thread of its own as the server starts; a
 * request that comes before it is ready waits for it. The server's games are counted again on the
 * first request after a game has finished.
 */
final class ExplorerRoutes {
  private final GameStore store;
  private final FairPlay fairPlay;
  private GameIndex serverGames; // guarded by this
  private int serverFinished = -1; // the finished games serverGames counted

  ExplorerRoutes(GameStore store, FairPlay fairPlay) {
    this.store = store;
    this.fairPlay = fairPlay;
  }

  /** Starts building the tournament games' index and reading the names, in the background. */
  static void warmUp() {
    Thread thread =
        new Thread(
            () -> {
              GameIndex.acf();
              OpeningNames.standard();
            },
            "crownhead-explorer-index");
    thread.setDaemon(true);
    thread.setPriority(Thread.MIN_PRIORITY);
    thread.start();
  }

  void register(RoutesConfig routes) {
    routes.get("/api/explorer", this::explore);
    routes.post("/api/opening", this::opening);
  }

  private void explore(Context ctx) {
    Position position = PositionRoutes.position(ctx.queryParam("fen"));
    String source = Optional.ofNullable(ctx.queryParam("source")).orElse("acf");
    GameIndex index =
        switch (source) {
          case "acf" -> GameIndex.acf();
          case "server" -> serverGames();
          default ->
              throw new GameException(
                  GameException.BAD_REQUEST,
                  "source must be acf or server, not \"" + source + "\"");
        };
    Withheld.refuse(fairPlay, position);
    List<Map<String, Object>> moves = new ArrayList<>();
    List<String> book = new ArrayList<>();
    for (OpeningBook.BookMove move : OpeningBook.standard().moves(position)) {
      book.add(MoveText.format(position, move.move()));
    }
    int games = 0;
    for (GameIndex.MoveStats stats : index.moves(position)) {
      String text = MoveText.format(position, stats.move());
      Map<String, Object> move = new LinkedHashMap<>();
      move.put("move", text);
      move.put("games", stats.games());
      move.put("blackWins", stats.blackWins());
      move.put("draws", stats.draws());
      move.put("whiteWins", stats.whiteWins());
      move.put("book", book.contains(text));
      moves.add(move);
      games += stats.games();
    }
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("fen", Fen.format(position));
    answer.put("source", source);
    answer.put("indexedGames", index.games());
    answer.put("games", games);
    answer.put("moves", moves);
    answer.put("book", book);
    answer.put(
        "bookMove",
        OpeningBook.standard()
            .choose(position)
            .map(move -> MoveText.format(position, move))
            .orElse(null));
    Json.send(ctx, 200, answer);
  }

  private void opening(Context ctx) {
    JsonBody body = Json.body(ctx);
    Game game = PositionRoutes.line(body.string("startFen"), body.strings("moves"));
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("opening", describe(game));
    Json.send(ctx, 200, answer);
  }

  /**
   * The opening of a game as the API gives it: {@code {"label", "name", "moves", "ballot",
   * "ballotMoves"}}, or null when it has none.
   */
  static Map<String, Object> describe(Game game) {
    return OpeningNames.standard()
        .name(game.start(), game.moves())
        .map(ExplorerRoutes::describe)
        .orElse(null);
  }

  private static Map<String, Object> describe(OpeningNames.Name name) {
    Map<String, Object> opening = new LinkedHashMap<>();
    opening.put("label", name.label());
    opening.put("name", name.name());
    opening.put("moves", name.moves());
    opening.put("ballot", name.ballot() == null ? null : name.ballot().number());
    opening.put("ballotMoves", name.ballot() == null ? null : name.ballot().moves());
    return opening;
  }

  /** The index of this server's finished games, counted again when a game has finished. */
  private synchronized GameIndex serverGames() {
    int finished = store.count("over");
    if (serverGames == null || finished != serverFinished) {
      GameIndex.Builder builder = new GameIndex.Builder(false);
      for (PlayedLine line : store.finishedLines(GameIndex.MAX_PLY)) {
        add(builder, line);
      }
      serverGames = builder.build();
      serverFinished = finished;
    }
    return serverGames;
  }

  private static void add(GameIndex.Builder builder, PlayedLine line) {
    Position position = Fen.parse(line.startFen());
    Position start = position;
    List<Move> moves = new ArrayList<>();
    for (String text : line.moves()) {
      Move move = MoveText.parse(position, text);
      moves.add(move);
      position = position.play(move);
    }
    Optional<Colour> winner =
        line.winner() == null
            ? Optional.empty()
            : Optional.of(line.winner().equals("black") ? Colour.BLACK : Colour.WHITE);
    builder.add(start, moves, winner);
  }
}
