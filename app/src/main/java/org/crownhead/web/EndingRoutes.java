package org.crownhead.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.endgame.Attempt;
import org.crownhead.endgame.Ending;
import org.crownhead.endgame.EndingTrainer;
import org.crownhead.endgame.Endings;
import org.crownhead.engine.egdb.FileDatabase;
import org.crownhead.web.games.FairPlay;
import org.crownhead.web.games.GameException;
import org.crownhead.web.games.MoveView;

/**
 * {@code /api/endings}: the instructive endings and the training against the endgame databases'
 * defence. Stateless: each move is sent with the whole line before it, and the server replays it.
 */
final class EndingRoutes {
  /** The command that builds the databases, as the page and the API name it. */
  static final String BUILD = "./crownhead egdb build";

  private final FileDatabase databases;
  private final EndingTrainer trainer;
  private final FairPlay fairPlay;

  EndingRoutes(FileDatabase databases, FairPlay fairPlay) {
    this.databases = databases;
    this.trainer = new EndingTrainer(databases);
    this.fairPlay = fairPlay;
  }

  void register(RoutesConfig routes) {
    routes.get("/api/endings", this::list);
    routes.post("/api/endings/{id}", this::play);
  }

  private void list(Context ctx) {
    List<Map<String, Object>> endings = new ArrayList<>();
    for (Ending ending : Endings.standard().all()) {
      endings.add(describe(ending));
    }
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("databases", databases());
    answer.put("endings", endings);
    Json.send(ctx, 200, answer);
  }

  private Map<String, Object> databases() {
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("pieces", databases.completePieces());
    answer.put("needed", Endings.MAX_PIECES);
    answer.put("build", BUILD);
    return answer;
  }

  private Map<String, Object> describe(Ending ending) {
    int optimum = trainer.optimum(ending);
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("id", ending.id());
    answer.put("name", ending.name());
    answer.put("fen", Fen.format(ending.start()));
    answer.put("winner", PositionRoutes.colour(ending.winner()));
    answer.put("pieces", ending.pieces());
    answer.put("lesson", ending.lesson());
    answer.put("source", ending.source());
    answer.put("available", optimum >= 0);
    answer.put("plies", optimum >= 0 ? optimum : null);
    return answer;
  }

  private void play(Context ctx) {
    String id = ctx.pathParam("id");
    Ending ending =
        Endings.standard()
            .find(id)
            .orElseThrow(
                () -> new GameException(GameException.NOT_FOUND, "no ending \"" + id + "\" here"));
    List<String> moves = Json.body(ctx).strings("moves");
    Attempt attempt;
    try {
      attempt = trainer.play(ending, moves == null ? List.of() : moves);
    } catch (IllegalArgumentException e) {
      throw new GameException(GameException.UNPROCESSABLE, e.getMessage());
    } catch (IllegalStateException e) {
      throw new GameException(GameException.CONFLICT, e.getMessage());
    }
    Map<String, Object> view = view(attempt);
    Game game = new Game(ending.start());
    attempt.moves().forEach(game::play);
    // The databases' verdict on a position of a live game between people is withheld.
    Withheld.refuse(fairPlay, game);
    Json.send(ctx, 200, view);
  }

  private Map<String, Object> view(Attempt attempt) {
    Position position = attempt.position();
    Game game = new Game(attempt.ending().start());
    attempt.moves().forEach(game::play);
    List<Position> before = game.positions();
    List<Move> played = game.moves();
    boolean playing = attempt.state() == Attempt.State.PLAYING;
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("ending", describe(attempt.ending()));
    answer.put("moves", attempt.moves());
    answer.put("fen", Fen.format(position));
    answer.put("turn", PositionRoutes.colour(position.turn()));
    answer.put(
        "lastMove",
        played.isEmpty()
            ? null
            : MoveView.of(before.get(played.size() - 1), played.get(played.size() - 1)));
    answer.put("legalMoves", playing ? MoveView.legal(position, position.legalMoves()) : List.of());
    answer.put("state", attempt.state().name().toLowerCase(Locale.ROOT).replace('_', '-'));
    answer.put("plies", attempt.plies());
    answer.put("optimum", attempt.optimum());
    answer.put("left", attempt.left() >= 0 ? attempt.left() : null);
    answer.put("reply", attempt.reply());
    Attempt.Thrown thrown = attempt.thrown();
    if (thrown != null) {
      Map<String, Object> t = new LinkedHashMap<>();
      t.put("ply", thrown.ply());
      t.put("move", thrown.move());
      t.put("before", thrown.before());
      t.put("after", thrown.after());
      t.put("better", thrown.better());
      answer.put("thrown", t);
    } else {
      answer.put("thrown", null);
    }
    answer.put("message", attempt.message());
    return answer;
  }
}
