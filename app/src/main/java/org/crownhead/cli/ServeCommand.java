package org.crownhead.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import org.crownhead.web.DataDirectory;
import org.crownhead.web.WebServer;
import org.crownhead.web.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code crownhead serve}: the browser app. Serves the page and its API until stopped with Ctrl-C
 * or SIGTERM, when it shuts down cleanly (engines stopped, the store closed).
 */
@Command(
    name = "serve",
    header = "Play in the browser: serve the Crownhead web app.",
    description = {
      "Starts the web app and prints its address. Open it in a browser to play against the "
          + "engine, with a friend at the same screen or online, to analyse positions and to "
          + "browse past games.",
      "",
      "Games are kept in crownhead.db in the data directory: every move is on disk before it is "
          + "acknowledged, and unfinished games (their clocks too) go on after a restart.",
      "Stop the server with Ctrl-C."
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead serve",
      "  crownhead serve --port 9000",
      "  crownhead serve --host 0.0.0.0 --data-dir ./games   (reachable from the network)"
    })
final class ServeCommand extends CrownheadCommand {
  @Option(
      names = "--port",
      paramLabel = "PORT",
      description = "The port to listen on, 0 for any free port (default: ${DEFAULT-VALUE}).")
  int port = 8080;

  @Option(
      names = "--host",
      paramLabel = "HOST",
      description =
          "The address to listen on (default: ${DEFAULT-VALUE}, this computer only; 0.0.0.0 "
              + "for every network).")
  String host = "127.0.0.1";

  @Option(
      names = "--data-dir",
      paramLabel = "DIR",
      description =
          "Where the games are kept (default: $XDG_DATA_HOME/crownhead or "
              + "~/.local/share/crownhead).")
  Path dataDir;

  @Option(
      names = "--grace",
      paramLabel = "SECONDS",
      description =
          "How long each side has for its first move in a game with a clock before the game is "
              + "aborted (default: ${DEFAULT-VALUE}).")
  int graceSeconds = 30;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (port < 0 || port > 65535) {
      throw usage("--port must be from 0 to 65535, not " + port);
    }
    if (graceSeconds < 1 || graceSeconds > 3600) {
      throw usage("--grace must be from 1 to 3600 seconds, not " + graceSeconds);
    }
    Path dir = dataDir != null ? dataDir : DataDirectory.defaultPath();
    WebServer server;
    try {
      server = WebServer.start(port, host, dir, Duration.ofSeconds(graceSeconds));
    } catch (StoreException e) {
      throw new IOException(e.getMessage(), e);
    } catch (RuntimeException e) {
      if (isBindFailure(e)) {
        throw new IOException(
            "cannot listen on " + host + ":" + port + " (is another server using it?)", e);
      }
      throw e;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Thread hook =
        new Thread(
            () -> {
              server.stop();
              stopped.countDown();
            },
            "crownhead-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
    PrintWriter out = spec.commandLine().getOut();
    out.println("Crownhead is running at http://localhost:" + server.port() + "/");
    out.flush();
    stopped.await();
    return Main.OK;
  }

  private static boolean isBindFailure(Throwable e) {
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      if (cause instanceof java.net.BindException) {
        return true;
      }
    }
    return false;
  }
}
