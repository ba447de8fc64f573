package org.crownhead.hub;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.EngineOption;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;

/**
 * Any engine that speaks the Hub protocol, run as a child process and driven through the {@link
 * Engine} interface: Crownhead's own {@code crownhead hub}, or another program.
 *
 * <p>Starting it runs the handshake ({@code hub} … {@code wait}, then {@code init} … {@code ready})
 * within a timeout and reads the engine's name and settings. Each {@link #think} sends the position
 * ({@code pos}, with the moves since the last capture or crowning so that the engine sees
 * repetitions and the 40-move count), the limits ({@code level}) and {@code go think}, reports each
 * {@code info} line as a {@link SearchInfo}, and returns the move of the {@code done} line. With no
 * legal move it answers at once without asking the engine. Moves are read as PDN move text and also
 * in Scan's capture form (start, end, then the captured squares); a move that is not legal fails
 * the search.
 *
 * <p>An engine that exits, or does not answer in time, makes the call fail with an {@link
 * IllegalStateException} naming the command line, what it was waiting for, the exit code and the
 * last line the engine wrote on its standard error. On a clock or a time per move, an engine that
 * overruns its time by more than a grace period is sent {@code stop}, and fails if it still does
 * not answer. {@link #close()} sends {@code quit} and kills the process if it does not exit.
 *
 * <p>This class holds the session: the handshake, the position, the exchange of a search, the
 * settings. The process and its lines, a declared setting, and the reading and writing of a
 * search's lines each live in a package-private class beside it.
 *
 * <pre>{@code
 * String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
 * List<String> command =
 *     List.of(java, "-cp", System.getProperty("java.class.path"), "org.crownhead.cli.Main", "hub");
 * // or: HubEngine.start("./crownhead hub")
 * HubEngine engine = HubEngine.start(command);
 * engine.name(); // Crownhead 0.1.0
 * engine.setPosition(Position.fromFen("B:W18,26:B15"));
 * engine.think(Limits.depth(4), info -> {}).bestMove().get().toString(); // 15x22x31
 * engine.close();
 * }</pre>
 */
public final class HubEngine implements Engine {
  /** How long the handshake and other short exchanges may take by default. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

  /** Time an engine may run over its time for a move before it is told to stop. */
  private static final Duration GRACE = Duration.ofSeconds(2);

  private final HubEngineProcess process;

  /** Serialises searches and everything that must not happen during one. */
  private final Object searchLock = new Object();

  /** Guards writing to the engine and the search flags below. */
  private final Object writeLock = new Object();

  private boolean goSent;

  /** A search that failed before its done was read; its done is still to come. Search lock. */
  private boolean unfinished;

  private boolean stopRequested;

  private String name;
  private final List<HubParam> params = new ArrayList<>();
  private Position start = Position.initial();
  private List<Move> moves = List.of();

  private HubEngine(HubEngineProcess process) {
    this.process = process;
  }

  /**
   * Starts an engine from a command line split into words, such as {@code List.of("scan", "hub")},
   * and runs the handshake with the default timeout of 30 seconds per step.
   *
   * @throws IllegalArgumentException if the program cannot be started
   * @throws IllegalStateException if it exits or does not answer the handshake in time
   */
  public static HubEngine start(List<String> command) {
    return start(command, DEFAULT_TIMEOUT);
  }

  /**
   * Starts an engine from one command line, split at blanks; single or double quotes keep blanks in
   * a word: {@code "./crownhead hub"}, {@code "'/opt/my engine/scan' hub"}.
   *
   * @throws IllegalArgumentException if the command line is empty or the program cannot be started
   * @throws IllegalStateException if it exits or does not answer the handshake in time
   */
  public static HubEngine start(String commandLine) {
    return start(words(commandLine), DEFAULT_TIMEOUT);
  }

  /**
   * Starts an engine, allowing each step of the handshake (and each later short exchange, such as
   * confirming a setting) the given time.
   *
   * @throws IllegalArgumentException if the program cannot be started
   * @throws IllegalStateException if it exits or does not answer the handshake in time
   */
  public static HubEngine start(List<String> command, Duration timeout) {
    List<String> words = List.copyOf(command);
    if (words.isEmpty() || words.get(0).isBlank()) {
      throw new IllegalArgumentException("the engine's command line is empty");
    }
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("the timeout must be positive, not " + timeout);
    }
    HubEngine engine = new HubEngine(HubEngineProcess.start(words, timeout));
    try {
      engine.handshake();
    } catch (RuntimeException e) {
      engine.process.kill();
      throw e;
    }
    return engine;
  }

  /** Splits a command line at blanks, quotes keeping blanks inside a word. */
  static List<String> words(String commandLine) {
    List<String> words;
    try {
      words = CommandWords.split(commandLine);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "the engine's command line has " + e.getMessage() + ": " + commandLine);
    }
    if (words.isEmpty()) {
      throw new IllegalArgumentException("the engine's command line is empty");
    }
    return words;
  }

  private void handshake() {
    process.send(HubLine.of("hub"));
    String id = null;
    String version = null;
    while (true) {
      HubLine line = process.next("wait, the end of its answer to hub");
      if (line.command().equals("wait")) {
        break;
      } else if (line.command().equals("id")) {
        id = line.get("name").orElse(id);
        version = line.get("version").orElse(version);
      } else if (line.command().equals("param") && line.get("name").isPresent()) {
        HubParam param = new HubParam(line);
        params.removeIf(known -> known.name.equals(param.name));
        params.add(param);
      }
    }
    if (id == null || id.isBlank()) {
      String program = process.command().get(0).replace('\\', '/');
      id = program.substring(program.lastIndexOf('/') + 1);
    }
    name = version == null || version.isBlank() ? id : id + " " + version;
    process.send(HubLine.of("init"));
    while (!process.next("ready, its answer to init").command().equals("ready")) {
      // informational lines before ready are ignored, as the protocol asks
    }
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void setPosition(Position position) {
    Objects.requireNonNull(position, "position");
    synchronized (searchLock) {
      start = position;
      moves = List.of();
    }
  }

  /** The position after the last capture or crowning, and the moves since. */
  @Override
  public void setGame(Game game) {
    List<Move> played = game.moves();
    int from = played.size() - Math.min(game.quietPlies(), played.size());
    synchronized (searchLock) {
      start = game.positions().get(from);
      moves = List.copyOf(played.subList(from, played.size()));
    }
  }

  /** The pos line for the position set last. */
  HubLine posLine() {
    synchronized (searchLock) {
      HubLine pos = HubLine.of("pos").with("pos", HubPosition.format(start));
      return moves.isEmpty() ? pos : pos.with("moves", HubValues.line(start, moves));
    }
  }

  /** True while the engine's process runs. */
  boolean isRunning() {
    return process.isRunning();
  }

  @Override
  public SearchResult think(Limits limits, Consumer<SearchInfo> progress) {
    Objects.requireNonNull(limits, "limits");
    Objects.requireNonNull(progress, "progress");
    synchronized (searchLock) {
      long began = System.nanoTime();
      Position position = start;
      for (Move move : moves) {
        position = position.play(move);
      }
      List<Move> legal = position.legalMoves();
      if (legal.isEmpty()) {
        return new SearchResult(
            null,
            null,
            new SearchInfo(position, 0, 0, -Score.WIN, 0, HubSearchLines.since(began), List.of()));
      }
      synchronized (writeLock) {
        stopRequested = false;
      }
      settle();
      synchronise("the end of its earlier output");
      process.send(posLine());
      process.send(HubSearchLines.level(limits));
      List<String> errors = synchronise("its answer to pos and level");
      if (!errors.isEmpty()) {
        throw new IllegalStateException(
            "engine "
                + process.describe()
                + " refused the position or the level: "
                + errors.get(0));
      }
      return search(position, limits, progress, began);
    }
  }

  private SearchResult search(
      Position position, Limits limits, Consumer<SearchInfo> progress, long began) {
    synchronized (writeLock) {
      process.send(HubLine.of("go").withFlag("think"));
      goSent = true;
      if (stopRequested) {
        process.send(HubLine.of("stop"));
      }
    }
    try {
      Duration budget = HubSearchLines.budget(limits);
      long stopAt = budget == null ? Long.MAX_VALUE : began + budget.plus(GRACE).toNanos();
      boolean stopSent = false;
      SearchInfo last = null;
      while (true) {
        Duration wait =
            stopAt == Long.MAX_VALUE
                ? null
                : Duration.ofNanos(Math.max(1, stopAt - System.nanoTime()));
        HubLine line =
            process.next(wait, stopSent ? "done, after stop" : "done, the end of its search");
        if (line == null) {
          if (stopSent) {
            throw new IllegalStateException(
                "engine "
                    + process.describe()
                    + " did not answer done within "
                    + process.timeout().toMillis() / 1000.0
                    + " s of stop, well past its time for the move");
          }
          synchronized (writeLock) {
            process.send(HubLine.of("stop"));
          }
          stopSent = true;
          stopAt = System.nanoTime() + process.timeout().toNanos();
          continue;
        }
        switch (line.command()) {
          case "info":
            SearchInfo info = HubSearchLines.info(position, line, last, began);
            if (info != null) {
              last = info;
              progress.accept(info);
            }
            break;
          case "done":
            synchronized (writeLock) {
              goSent = false;
            }
            return HubSearchLines.done(process.describe(), position, line, last, began);
          case "error":
            throw new IllegalStateException(
                "engine "
                    + process.describe()
                    + " reported an error while searching: "
                    + line.get("message").orElse(line.toString()));
          default:
            break;
        }
      }
    } finally {
      synchronized (writeLock) {
        if (goSent && !process.isClosed() && process.isRunning()) {
          // Failing with the search still running: end it; its done is read before what follows.
          unfinished = true;
          try {
            process.send(HubLine.of("stop"));
          } catch (IllegalStateException e) {
            // dying; the next call reports it
          }
        }
        goSent = false;
      }
    }
  }

  @Override
  public void stop() {
    synchronized (writeLock) {
      stopRequested = true;
      if (goSent && !process.isClosed()) {
        try {
          process.send(HubLine.of("stop"));
        } catch (IllegalStateException e) {
          // the search itself reports a dead engine
        }
      }
    }
  }

  @Override
  public void newGame() {
    synchronized (searchLock) {
      settle();
      process.send(HubLine.of("new-game"));
    }
  }

  @Override
  public List<EngineOption> options() {
    synchronized (searchLock) {
      List<EngineOption> options = new ArrayList<>();
      for (HubParam param : params) {
        options.add(param.option());
      }
      return options;
    }
  }

  /**
   * Sends {@code set-param} after checking the value against the engine's declaration, and fails
   * with the engine's own message if it answers with an error.
   */
  @Override
  public void setOption(String option, String value) {
    Objects.requireNonNull(option, "option");
    Objects.requireNonNull(value, "value");
    synchronized (searchLock) {
      HubParam param = null;
      for (HubParam each : params) {
        if (each.name.equals(option.strip())) {
          param = each;
        }
      }
      if (param == null) {
        List<String> names = new ArrayList<>();
        params.forEach(each -> names.add(each.name));
        throw new IllegalArgumentException(
            "engine "
                + name
                + " has no setting \""
                + option
                + "\"; its settings are "
                + (names.isEmpty() ? "none" : String.join(", ", names)));
      }
      String checked = param.check(value);
      settle();
      process.send(HubLine.of("set-param").with("name", param.name).with("value", checked));
      List<String> errors = synchronise("its answer to set-param");
      if (!errors.isEmpty()) {
        throw new IllegalArgumentException(
            "engine " + name + " refused " + param.name + "=" + checked + ": " + errors.get(0));
      }
      param.value = checked;
    }
  }

  /** Sends quit, and kills the engine if it has not exited a few seconds later. */
  @Override
  public void close() {
    synchronized (writeLock) {
      if (process.isClosed()) {
        return;
      }
      if (process.isRunning()) {
        try {
          if (goSent) {
            process.send(HubLine.of("stop"));
          }
          process.send(HubLine.of("quit"));
        } catch (IllegalStateException e) {
          // already gone
        }
      }
      process.markClosed();
    }
    process.awaitExit();
  }

  /** Reads up to the done of a search that failed, so that the engine takes commands again. */
  private void settle() {
    if (unfinished) {
      while (!process
          .next("done, the end of a search it was told to stop")
          .command()
          .equals("done")) {
        // what the stopped search still says is of no use now
      }
      unfinished = false;
    }
  }

  /**
   * Sends ping and reads up to its pong, returning the error messages met on the way; other lines
   * are left behind as stale.
   */
  private List<String> synchronise(String what) {
    process.send(HubLine.of("ping"));
    List<String> errors = new ArrayList<>();
    while (true) {
      HubLine line = process.next("pong, " + what);
      if (line.command().equals("pong")) {
        return errors;
      }
      if (line.command().equals("error")) {
        errors.add(line.get("message").orElse(line.toString()));
      }
    }
  }

  @Override
  public String toString() {
    return name + " (" + String.join(" ", process.command()) + ")";
  }
}
