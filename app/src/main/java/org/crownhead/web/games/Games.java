package org.crownhead.web.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Level;
import org.crownhead.web.store.GameRecord;
import org.crownhead.web.store.GameStore;
import org.crownhead.web.store.ListedGame;
import org.crownhead.web.store.StoredGame;

/**
 * The games of the server: created here, kept in memory while they are looked at, and loaded from
 * the store — every unfinished game at start, so that clocks and engines run again after a restart,
 * and finished ones when asked for.
 *
 * <pre>{@code
 * java.nio.file.Path data = java.nio.file.Files.createTempDirectory("crownhead");
 * var store = org.crownhead.web.store.GameStore.open(data.resolve("crownhead.db"));
 * var games = org.crownhead.web.games.Games.open(store, Engines::create);
 * var local = new org.crownhead.web.games.NewGame("local", null, null, null, null, null, null);
 * var created = games.create(local);
 * String token = created.seats().get("black");
 * games.get(created.game().id()).move(token, "11-15", 0).moves(); // [11-15]
 * games.close();
 * store.close();
 * }</pre>
 */
public final class Games implements AutoCloseable {
  /** The longest clock accepted: a day. */
  static final long MAX_CLOCK_MS = 24L * 60 * 60 * 1000;

  private final GameStore store;
  private final GameServices services;
  private final Map<String, LiveGame> live = new ConcurrentHashMap<>();

  private Games(GameStore store, GameServices services) {
    this.store = store;
    this.services = services;
  }

  /**
   * The games of a store, with every unfinished game loaded and running again: clocks resume with
   * their stored times, and engines to move start thinking.
   *
   * @param engines makes the engines (such as {@code Engines::create})
   */
  public static Games open(GameStore store, Supplier<Engine> engines) {
    GameServices services =
        new GameServices(
            store,
            Executors.newSingleThreadScheduledExecutor(daemons("crownhead-clock")),
            Executors.newFixedThreadPool(2, daemons("crownhead-engine")),
            new EnginePool(engines));
    Games games = new Games(store, services);
    List<LiveGame> loaded = new ArrayList<>();
    for (String id : store.unfinished()) {
      LiveGame game = LiveGame.restore(services, store.find(id).orElseThrow());
      games.live.put(id, game);
      loaded.add(game);
    }
    loaded.forEach(LiveGame::resume);
    return games;
  }

  /** The engines the server's searches borrow (analysis uses them too). */
  public EnginePool engines() {
    return services.engines();
  }

  /**
   * Creates a game and stores it.
   *
   * @throws GameException 400 for a bad mode, colour, level, clock or FEN
   */
  public CreatedGame create(NewGame spec) {
    String mode = spec.mode() == null ? "" : spec.mode().strip().toLowerCase(Locale.ROOT);
    if (!List.of("engine", "local", "online").contains(mode)) {
      throw bad("mode must be engine, local or online, not \"" + spec.mode() + "\"");
    }
    Colour you = parseColour(spec.colour());
    Level level = null;
    if (mode.equals("engine")) {
      try {
        level = spec.level() == null ? Level.CLUB : Level.parse(spec.level());
      } catch (IllegalArgumentException e) {
        throw bad(e.getMessage());
      }
    }
    Long initial = spec.clockInitialMs();
    Long increment = spec.clockIncrementMs() == null ? 0L : spec.clockIncrementMs();
    if (initial != null) {
      if (initial < 1 || initial > MAX_CLOCK_MS) {
        throw bad("clock initialMs must be from 1 to " + MAX_CLOCK_MS + ", not " + initial);
      }
      if (increment < 0 || increment > MAX_CLOCK_MS) {
        throw bad("clock incrementMs must be from 0 to " + MAX_CLOCK_MS + ", not " + increment);
      }
    }
    Position start;
    try {
      start =
          spec.fen() == null || spec.fen().isBlank() ? Position.initial() : Fen.parse(spec.fen());
    } catch (NotationException e) {
      throw bad(e.getMessage());
    }
    String name = spec.name() == null || spec.name().isBlank() ? null : spec.name().strip();
    if (name != null && name.length() > 100) {
      throw bad("the name is longer than 100 characters");
    }

    String black;
    String white;
    String blackKind = "human";
    String whiteKind = "human";
    String blackToken = null;
    String whiteToken = null;
    String invite = null;
    switch (mode) {
      case "engine":
        String engineName = "Crownhead (" + level.label() + ")";
        String person = name != null ? name : "You";
        black = you == Colour.BLACK ? person : engineName;
        white = you == Colour.WHITE ? person : engineName;
        if (you == Colour.BLACK) {
          whiteKind = "engine";
          blackToken = Secrets.newToken();
        } else {
          blackKind = "engine";
          whiteToken = Secrets.newToken();
        }
        break;
      case "local":
        black = "Black";
        white = "White";
        blackToken = Secrets.newToken();
        whiteToken = Secrets.newToken();
        break;
      default:
        black = you == Colour.BLACK && name != null ? name : "Black";
        white = you == Colour.WHITE && name != null ? name : "White";
        if (you == Colour.BLACK) {
          blackToken = Secrets.newToken();
        } else {
          whiteToken = Secrets.newToken();
        }
        invite = Secrets.newCode(10);
        break;
    }
    String now = Timestamps.now();
    boolean over = new Game(start).isOver();
    String status = over ? "over" : mode.equals("online") ? "waiting" : "playing";
    GameRecord row =
        new GameRecord(
            newId(),
            mode,
            Fen.format(start),
            black,
            blackKind,
            white,
            whiteKind,
            level == null ? null : level.label(),
            blackToken == null ? null : Secrets.hash(blackToken),
            whiteToken == null ? null : Secrets.hash(whiteToken),
            invite,
            initial,
            initial == null ? null : increment,
            initial,
            initial,
            status,
            null,
            null,
            null,
            null,
            now,
            now);
    if (over) {
      Game decided = new Game(start);
      row =
          new GameRecord(
              row.id(),
              mode,
              row.startFen(),
              black,
              blackKind,
              white,
              whiteKind,
              row.level(),
              row.blackTokenHash(),
              row.whiteTokenHash(),
              invite,
              initial,
              row.clockIncrementMs(),
              initial,
              initial,
              status,
              decided.outcome().orElseThrow().pdnResult(),
              LiveGame.name(decided.outcome().orElseThrow().winner().orElse(null)),
              decided.outcome().orElseThrow().termination().description(),
              null,
              now,
              now);
    }
    store.insert(row);
    LiveGame game = LiveGame.restore(services, new StoredGame(row, List.of()));
    live.put(row.id(), game);
    game.resume();
    Map<String, String> seats = new java.util.LinkedHashMap<>();
    if (blackToken != null) {
      seats.put("black", blackToken);
    }
    if (whiteToken != null) {
      seats.put("white", whiteToken);
    }
    return new CreatedGame(game.view(), seats, invite);
  }

  /**
   * The friend joins an online game with its invite code.
   *
   * @throws GameException 404 unknown game, 403 wrong code, 409 seat taken
   */
  public CreatedGame join(String id, String invite, String name) {
    if (name != null && name.length() > 100) {
      throw bad("the name is longer than 100 characters");
    }
    LiveGame game = get(id);
    String token = Secrets.newToken();
    Colour seat = game.join(invite, token, name);
    return new CreatedGame(game.view(), Map.of(LiveGame.name(seat), token), null);
  }

  /**
   * A game by its id.
   *
   * @throws GameException 404 if there is none
   */
  public LiveGame get(String id) {
    if (id == null || id.length() > 40) {
      throw new GameException(GameException.NOT_FOUND, "there is no game \"" + id + "\"");
    }
    LiveGame game = live.get(id);
    if (game != null) {
      return game;
    }
    synchronized (this) {
      game = live.get(id);
      if (game == null) {
        StoredGame stored =
            store
                .find(id)
                .orElseThrow(
                    () ->
                        new GameException(
                            GameException.NOT_FOUND, "there is no game \"" + id + "\""));
        game = LiveGame.restore(services, stored);
        live.put(id, game);
        game.resume();
      }
      return game;
    }
  }

  /**
   * The games newest first.
   *
   * @param status {@code waiting}, {@code playing}, {@code over}, or null for all
   */
  public GamePage list(String status, int limit, int offset) {
    if (status != null && !List.of("waiting", "playing", "over").contains(status)) {
      throw bad("status must be waiting, playing or over, not \"" + status + "\"");
    }
    if (limit < 1 || limit > 500) {
      throw bad("limit must be from 1 to 500, not " + limit);
    }
    if (offset < 0) {
      throw bad("offset must not be negative, not " + offset);
    }
    List<GameSummary> summaries = new ArrayList<>();
    for (ListedGame listed : store.list(status, limit, offset)) {
      GameRecord row = listed.game();
      summaries.add(
          new GameSummary(
              row.id(),
              row.mode(),
              LiveGame.players(
                  row.blackName(),
                  row.blackKind(),
                  row.whiteName(),
                  row.whiteKind(),
                  row.level() == null ? null : Level.parse(row.level())),
              row.result(),
              row.winner(),
              row.termination(),
              listed.moves(),
              row.createdAt(),
              row.updatedAt()));
    }
    return new GamePage(summaries, store.count(status));
  }

  /** Stops engines and timers; the store stays open (its owner closes it). */
  @Override
  public void close() {
    live.values().forEach(LiveGame::shutdown);
    services.scheduler().shutdownNow();
    services.engineThreads().shutdown();
    try {
      services.engineThreads().awaitTermination(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    services.engines().close();
  }

  private String newId() {
    while (true) {
      String id = Secrets.newCode(8);
      if (!store.exists(id)) {
        return id;
      }
    }
  }

  private static Colour parseColour(String colour) {
    if (colour == null || colour.isBlank()) {
      return Colour.BLACK;
    }
    switch (colour.strip().toLowerCase(Locale.ROOT)) {
      case "black":
        return Colour.BLACK;
      case "white":
        return Colour.WHITE;
      default:
        throw bad("colour must be black or white, not \"" + colour + "\"");
    }
  }

  private static GameException bad(String message) {
    return new GameException(GameException.BAD_REQUEST, message);
  }

  private static ThreadFactory daemons(String name) {
    AtomicInteger count = new AtomicInteger();
    return runnable -> {
      Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
