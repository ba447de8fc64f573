package org.crownhead.web.games;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.Position;
import org.crownhead.engine.Level;
import org.crownhead.pdn.PdnWriter;
import org.crownhead.web.store.GameRecord;
import org.crownhead.web.store.MoveRecord;

/**
 * Writes a live game down: its row for the store, its view for the browser and its PDN, each from
 * the game's state given by the game; and reads a stored row back into the rules state. It holds
 * what does not change with the moves: the game's id, mode, creation time and level, and its seats
 * and offers as they stand.
 *
 * <p>Not thread-safe: guarded by its game's lock.
 */
final class GameRecorder {
  private final String id;
  private final String mode;
  private final String createdAt;
  private final Level level;
  private final Seats seats;
  private final Offers offers;

  /**
   * @param row the game's stored row, for its id, mode and creation time
   * @param level the engine's level, or null in a game between people
   */
  GameRecorder(GameRecord row, Level level, Seats seats, Offers offers) {
    this.id = row.id();
    this.mode = row.mode();
    this.createdAt = row.createdAt();
    this.level = level;
    this.seats = seats;
    this.offers = offers;
  }

  /** The rules state of a stored game: its moves replayed, its result and draw offer restored. */
  static Game replay(GameRecord row, List<MoveRecord> moves) {
    Game game = new Game(Position.fromFen(row.startFen()));
    for (MoveRecord move : moves) {
      game.play(move.move());
    }
    if (!game.isOver() && row.termination() != null && !"aborted".equals(row.status())) {
      Colour winner = colour(row.winner());
      switch (row.termination()) {
        case "resignation":
          game.resign(winner.opponent());
          break;
        case "loss on time":
          game.loseOnTime(winner.opponent());
          break;
        case "agreement":
          game.offerDraw(game.turn());
          game.acceptDraw(game.turn().opponent());
          break;
        default:
          throw new IllegalStateException(
              "game " + row.id() + " has an unknown termination: " + row.termination());
      }
    }
    if (!game.isOver() && row.drawOffer() != null) {
      game.offerDraw(colour(row.drawOffer()));
    }
    return game;
  }

  /**
   * The game's row in the store.
   *
   * @param times the clock, or null for a game without one
   * @param now the time of the change (the row's updatedAt)
   * @param drawOffer the colour with a pending draw offer, or null
   */
  GameRecord record(Game state, GameClock times, String now, String status, Colour drawOffer) {
    Colour winner = state.outcome().flatMap(o -> o.winner()).orElse(null);
    return new GameRecord(
        id,
        mode,
        Fen.format(state.start()),
        seats.player(Colour.BLACK),
        seats.kind(Colour.BLACK),
        seats.player(Colour.WHITE),
        seats.kind(Colour.WHITE),
        level == null ? null : level.label(),
        seats.hash(Colour.BLACK),
        seats.hash(Colour.WHITE),
        seats.invite(),
        times == null ? null : times.initialMs(),
        times == null ? null : times.incrementMs(),
        times == null ? null : times.stored(Colour.BLACK),
        times == null ? null : times.stored(Colour.WHITE),
        status,
        state.outcome().map(o -> o.pdnResult()).orElse(null),
        name(winner),
        state.outcome().map(o -> o.termination().description()).orElse(null),
        name(drawOffer),
        createdAt,
        now,
        offers.rematchOffer(),
        offers.rematchId());
  }

  /**
   * The game as the browser sees it.
   *
   * @param clock the clock, or null for a game without one
   * @param thinking true while the engine chooses its move
   * @param abortable true while the players may abort (before the game is over)
   * @param grace the milliseconds left for a first move, or -1 when no grace period runs
   */
  GameView view(
      Game game,
      GameClock clock,
      String status,
      String updatedAt,
      boolean thinking,
      boolean abortable,
      long grace) {
    Position position = game.position();
    List<String> texts = new ArrayList<>();
    List<Position> positions = game.positions();
    MoveView last = null;
    for (int i = 0; i < game.moves().size(); i++) {
      MoveView move = MoveView.of(positions.get(i), game.moves().get(i));
      texts.add(move.text());
      last = move;
    }
    boolean over = "over".equals(status) || "aborted".equals(status);
    long now = System.nanoTime();
    ClockView clockView = null;
    if (clock != null) {
      clockView =
          new ClockView(
              clock.initialMs(),
              clock.incrementMs(),
              clock.remaining(Colour.BLACK, now),
              clock.remaining(Colour.WHITE, now),
              name(clock.running()));
    }
    return new GameView(
        id,
        mode,
        status,
        Fen.format(game.start()),
        Fen.format(position),
        name(position.turn()),
        texts,
        last,
        over ? List.of() : MoveView.legal(position, game.legalMoves()),
        !over && position.mustCapture(),
        seats.players(level),
        clockView,
        name(game.drawOffer().orElse(null)),
        thinking,
        game.outcome().map(o -> o.pdnResult()).orElse(null),
        name(game.outcome().flatMap(o -> o.winner()).orElse(null)),
        game.outcome().map(o -> o.termination().description()).orElse(null),
        createdAt,
        updatedAt,
        !over && abortable,
        grace < 0 ? null : grace,
        name(offers.drawDeclined()),
        offers.rematchOffer(),
        offers.rematchId());
  }

  /**
   * The game as PDN, with the tags Event, Date, Black and White (and those the game decides:
   * Result, SetUp and FEN, Termination).
   */
  String pdn(Game game) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Crownhead " + mode + " game");
    tags.put("Date", createdAt.substring(0, 10).replace('-', '.'));
    tags.put("Black", seats.player(Colour.BLACK));
    tags.put("White", seats.player(Colour.WHITE));
    return PdnWriter.format(game, tags);
  }

  /** {@code "black"}, {@code "white"} or null. */
  static String name(Colour colour) {
    return colour == null ? null : colour.name().toLowerCase(Locale.ROOT);
  }

  /** The colour named {@code black} or {@code white}, or null for null. */
  static Colour colour(String name) {
    return name == null ? null : Colour.valueOf(name.toUpperCase(Locale.ROOT));
  }
}
