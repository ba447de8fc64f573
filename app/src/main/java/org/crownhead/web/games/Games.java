package org.crownhead.web.games;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
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
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.explorer.OpeningNames;
import org.crownhead.web.store.GameRecord;
import org.crownhead.web.store.GameStore;
import org.crownhead.web.store.ListedGame;
import org.crownhead.web.store.PlayedLine;
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

  /** How long a side has for its first move in a game with a clock, unless the server says. */
  public static final Duration GRACE = Duration.ofSeconds(30);

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
    Games games = open(store, engines, EndgameDatabase.NONE, GRACE);
    games.resume();
    return games;
  }

  /**
   * The games of a store, with every unfinished game loaded but stopped: call {@link #resume} once
   * the server listens, so that its start-up is not charged to anyone's clock.
   *
   * @param engines makes the engines (such as {@code Engines::create})
   * @param endgames the endgame databases the engine asks about a draw offer
   * @param grace how long a side has for its first move in a game with a clock
   */
  public static Games open(
      GameStore store, Supplier<Engine> engines, EndgameDatabase endgames, Duration grace) {
    if (grace.isNegative() || grace.isZero()) {
      throw new IllegalArgumentException("the grace period must be positive, not " + grace);
    }
    GameServices services =
        new GameServices(
            store,
            Executors.newSingleThreadScheduledExecutor(daemons("crownhead-clock")),
            Executors.newFixedThreadPool(2, daemons("crownhead-engine")),
            new EnginePool(engines),
            endgames,
            grace,
            new FairPlay());
    Games games = new Games(store, services);
    for (String id : store.unfinished()) {
      games.live.put(id, LiveGame.restore(services, store.find(id).orElseThrow()));
    }
    return games;
  }

  /** Starts the clocks, timers and engines of the games loaded at start. */
  public void resume() {
    live.values().forEach(LiveGame::resume);
  }

  /** The positions withheld from the engine and the endgame databases. */
  public FairPlay fairPlay() {
    return services.fairPlay();
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
    if (start.count(Colour.BLACK) == 0 && start.count(Colour.WHITE) == 0) {
      throw bad("the FEN has no pieces: a game needs pieces of both colours");
    }
    Game probe = new Game(start);
    if (probe.isOver()) {
      throw new GameException(
          GameException.UNPROCESSABLE,
          "the position is already over ("
              + probe.outcome().orElseThrow()
              + "): a game must start from a position with a move to play");
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
    String status = mode.equals("online") ? "waiting" : "playing";
    GameRecord row =
        GameRecord.starting(
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
            status,
            now);
    LiveGame game = insert(row);
    Map<String, String> seats = new java.util.LinkedHashMap<>();
    if (blackToken != null) {
      seats.put("black", blackToken);
    }
    if (whiteToken != null) {
      seats.put("white", whiteToken);
    }
    return new CreatedGame(game.view(), seats, invite);
  }

  private LiveGame insert(GameRecord row) {
    store.insert(row);
    LiveGame game = LiveGame.restore(services, new StoredGame(row, List.of()));
    live.put(row.id(), game);
    game.resume();
    return game;
  }

  /**
   * The friend joins an online game with its invite code.
   *
   * @param held the seat token the browser already holds for the game (its creator), or null
   * @throws GameException 404 unknown game, 403 wrong code, 409 seat taken or already held
   */
  public CreatedGame join(String id, String invite, String held, String name) {
    if (name != null && name.length() > 100) {
      throw bad("the name is longer than 100 characters");
    }
    LiveGame game = get(id);
    String token = Secrets.newToken();
    Colour seat = game.join(invite, held, token, name);
    return new CreatedGame(game.view(), Map.of(GameRecorder.name(seat), token), null);
  }

  /**
   * A player asks for a rematch of an ended game: the same start, clock and level with the colours
   * swapped. Each player's seat token opens their new seat. Online, the rematch starts when both
   * players have asked; otherwise at once.
   *
   * @return the ended game's view, naming the rematch once it exists
   */
  public GameView rematch(String id, String token) {
    return get(id).rematch(token, this::startRematch);
  }

  private String startRematch(GameRecord old) {
    String now = Timestamps.now();
    boolean local = old.mode().equals("local");
    GameRecord row =
        GameRecord.starting(
            newId(),
            old.mode(),
            old.startFen(),
            local ? old.blackName() : old.whiteName(),
            old.whiteKind(),
            local ? old.whiteName() : old.blackName(),
            old.blackKind(),
            old.level(),
            old.whiteTokenHash(),
            old.blackTokenHash(),
            null,
            old.clockInitialMs(),
            old.clockIncrementMs(),
            "playing",
            now);
    return insert(row).id();
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
   * @param status {@code waiting}, {@code playing}, {@code over}, {@code aborted}, or null for all
   */
  public GamePage list(String status, int limit, int offset) {
    if (status != null && !List.of("waiting", "playing", "over", "aborted").contains(status)) {
      throw bad("status must be waiting, playing, over or aborted, not \"" + status + "\"");
    }
    if (limit < 1 || limit > 500) {
      throw bad("limit must be from 1 to 500, not " + limit);
    }
    if (offset < 0) {
      throw bad("offset must not be negative, not " + offset);
    }
    List<GameSummary> summaries = new ArrayList<>();
    List<ListedGame> page = store.list(status, limit, offset);
    OpeningNames names = OpeningNames.standard();
    Map<String, String> openings = new HashMap<>();
    for (PlayedLine line :
        store.firstMoves(page.stream().map(l -> l.game().id()).toList(), names.longest())) {
      names.name(line.startFen(), line.moves()).ifPresent(o -> openings.put(line.id(), o.label()));
    }
    for (ListedGame listed : page) {
      GameRecord row = listed.game();
      summaries.add(
          new GameSummary(
              row.id(),
              row.mode(),
              Seats.players(
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
              row.updatedAt(),
              openings.get(row.id())));
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
