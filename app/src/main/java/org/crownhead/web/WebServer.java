package org.crownhead.web;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.crownhead.engine.Engines;
import org.crownhead.engine.egdb.FileDatabase;
import org.crownhead.puzzle.PuzzleSet;
import org.crownhead.puzzle.PuzzleTrainer;
import org.crownhead.web.games.Games;
import org.crownhead.web.store.GameStore;

/**
 * The browser app's server: the page (static files from the class path folder {@code /web}), the
 * HTTP API under {@code /api} and the WebSockets under {@code /ws}, over the game store in the data
 * directory. Unfinished games are loaded at start, so their clocks and engines run again.
 *
 * <pre>{@code
 * java.nio.file.Path data = java.nio.file.Files.createTempDirectory("crownhead");
 * var server = org.crownhead.web.WebServer.start(0, "127.0.0.1", data);
 * server.port() > 0; // true
 * java.nio.file.Files.exists(data.resolve("crownhead.db")); // true
 * server.stop();
 * }</pre>
 */
public final class WebServer {
  static {
    quietLogging();
  }

  private final Javalin app;
  private final Games games;
  private final GameStore store;
  private final ExecutorService analysisThreads;
  private final ReviewJobs reviews;

  private WebServer(
      Javalin app,
      Games games,
      GameStore store,
      ExecutorService analysisThreads,
      ReviewJobs reviews) {
    this.app = app;
    this.games = games;
    this.store = store;
    this.analysisThreads = analysisThreads;
    this.reviews = reviews;
  }

  /**
   * Opens the store in {@code dataDir} and starts serving on {@code host}:{@code port} (0 for any
   * free port).
   *
   * @throws org.crownhead.web.store.StoreException if the store cannot be used
   */
  public static WebServer start(int port, String host, Path dataDir) {
    return start(port, host, dataDir, Games.GRACE);
  }

  /**
   * As {@link #start(int, String, Path)}, with the grace period a side has for its first move in a
   * game with a clock.
   */
  public static WebServer start(int port, String host, Path dataDir, Duration grace) {
    GameStore store = GameStore.open(dataDir.resolve(DataDirectory.DATABASE));
    // Endgame databases built with `crownhead egdb build` live in the data directory's egdb
    // folder; damaged files are left unused (FileDatabase never fails). The engine's expert and
    // maximum levels read them.
    FileDatabase endgames = FileDatabase.open(dataDir.resolve(DataDirectory.ENDGAMES));
    Games games;
    try {
      games = Games.open(store, () -> Engines.create(endgames), endgames, grace);
    } catch (RuntimeException e) {
      store.close();
      throw e;
    }
    ExecutorService analysisThreads = Executors.newCachedThreadPool(daemons());
    ExplorerRoutes.warmUp();
    ReviewJobs reviews =
        new ReviewJobs(store, () -> Engines.create(endgames), endgames, ReviewJobs.LIMITS);
    boolean page = WebServer.class.getResource("/web/index.html") != null;
    Javalin app =
        Javalin.create(
            config -> {
              config.startup.showJavalinBanner = false;
              config.startup.showOldJavalinVersionWarning = false;
              config.http.maxRequestSize = BodyLimit.PDN_BYTES;
              config.jetty.host = host;
              config.jetty.port = port;
              if (page) {
                config.staticFiles.add("/web", Location.CLASSPATH);
              }
              config.routes.before(SecurityHeaders::add);
              config.routes.before("/api/*", BodyLimit::check);
              ErrorResponses.register(config.routes);
              new GameRoutes(games).register(config.routes);
              new PositionRoutes(games.engines(), endgames, games.fairPlay())
                  .register(config.routes);
              new PdnRoutes().register(config.routes);
              new ExplorerRoutes(store, games.fairPlay()).register(config.routes);
              new ReviewRoutes(reviews, games.fairPlay()).register(config.routes);
              new EndingRoutes(endgames, games.fairPlay()).register(config.routes);
              new PuzzleRoutes(new PuzzleTrainer(PuzzleSet.standard(), store))
                  .register(config.routes);
              new GameSocket(games).register(config.routes);
              new AnalysisSocket(games.engines(), games.fairPlay(), analysisThreads)
                  .register(config.routes);
            });
    try {
      app.start();
    } catch (RuntimeException e) {
      games.close();
      analysisThreads.shutdownNow();
      reviews.close();
      store.close();
      throw e;
    }
    // Only now, listening, do the restored games' clocks run again: start-up is not charged.
    games.resume();
    return new WebServer(app, games, store, analysisThreads, reviews);
  }

  /** The port the server listens on. */
  public int port() {
    return app.port();
  }

  /** Stops serving, stops the engines and clocks, and closes the store. */
  public void stop() {
    app.stop();
    games.close();
    analysisThreads.shutdownNow();
    reviews.close();
    store.close();
  }

  /** Jetty and Javalin say only what matters, unless the user asked for more. */
  private static void quietLogging() {
    String prefix = "org.slf4j.simpleLogger.log.";
    for (String name : new String[] {"org.eclipse.jetty", "io.javalin"}) {
      if (System.getProperty(prefix + name) == null) {
        System.setProperty(prefix + name, "warn");
      }
    }
  }

  private static java.util.concurrent.ThreadFactory daemons() {
    AtomicInteger count = new AtomicInteger();
    return runnable -> {
      Thread thread = new Thread(runnable, "crownhead-analysis-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
