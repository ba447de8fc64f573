package org.crownhead.hub;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.NotationException;
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

  private static final int STDERR_LINES = 20;

  private final List<String> command;
  private final Duration timeout;
  private final Process process;
  private final Writer stdin;
  private final BlockingQueue<Incoming> lines = new LinkedBlockingQueue<>();
  private final Deque<String> stderr = new ArrayDeque<>();

  /** Serialises searches and everything that must not happen during one. */
  private final Object searchLock = new Object();

  /** Guards writing to the engine and the search flags below. */
  private final Object writeLock = new Object();

  private boolean goSent;

  /** A search that failed before its done was read; its done is still to come. Search lock. */
  private boolean unfinished;

  private boolean stopRequested;
  private boolean closed;

  private String name;
  private final List<Param> params = new ArrayList<>();
  private Position start = Position.initial();
  private List<Move> moves = List.of();

  /** A line from the engine, or the end of its output when {@code text} is null. */
  private static final class Incoming {
    final String text;

    Incoming(String text) {
      this.text = text;
    }
  }

  /** A setting declared by a {@code param} line, with its current value. */
  private static final class Param {
    final String name;
    final String type;
    String value;
    final String min;
    final String max;
    final List<String> values;

    Param(HubLine line) {
      this.name = line.get("name").orElse("");
      this.type = line.get("type").orElse("string");
      this.value = line.get("value").orElse("");
      this.min = line.get("min").orElse(null);
      this.max = line.get("max").orElse(null);
      String listed = line.get("values").orElse("").strip();
      this.values = listed.isEmpty() ? List.of() : List.of(listed.split("\\s+"));
    }

    EngineOption option() {
      switch (type) {
        case "int":
          try {
            return EngineOption.spin(
                name,
                Long.parseLong(value.strip()),
                min == null ? Long.MIN_VALUE : Long.parseLong(min.strip()),
                max == null ? Long.MAX_VALUE : Long.parseLong(max.strip()),
                "");
          } catch (NumberFormatException e) {
            return EngineOption.choice(name, value, List.of(), "a whole number");
          }
        case "bool":
          return EngineOption.check(name, value.strip().equalsIgnoreCase("true"), "");
        case "enum":
          return EngineOption.choice(name, value, values, "");
        case "real":
          return EngineOption.choice(
              name,
              value,
              List.of(),
              "a number" + (min != null && max != null ? " from " + min + " to " + max : ""));
        default:
          return EngineOption.choice(name, value, List.of(), "text");
      }
    }

    /** The value to send, checked against the declaration. */
    String check(String given) {
      String value = given.strip();
      if (given.indexOf('"') >= 0 || given.chars().anyMatch(Character::isISOControl)) {
        throw new IllegalArgumentException(
            "setting \"" + name + "\" cannot take a value with a double quote or a line break");
      }
      switch (type) {
        case "int":
          long low = min == null ? Long.MIN_VALUE : parseOr(min, Long.MIN_VALUE);
          long high = max == null ? Long.MAX_VALUE : parseOr(max, Long.MAX_VALUE);
          return Long.toString(HubValues.whole(value, name, low, high));
        case "bool":
          if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
            throw new IllegalArgumentException(
                name + " must be true or false, not \"" + given + "\"");
          }
          return value.toLowerCase(java.util.Locale.ROOT);
        case "enum":
          if (!values.isEmpty() && !values.contains(value)) {
            throw new IllegalArgumentException(
                name + " must be one of " + String.join(", ", values) + ", not \"" + given + "\"");
          }
          return value;
        case "real":
          HubValues.number(value, name);
          return value;
        default:
          return given;
      }
    }

    private static long parseOr(String text, long otherwise) {
      try {
        return Long.parseLong(text.strip());
      } catch (NumberFormatException e) {
        return otherwise;
      }
    }
  }

  private HubEngine(List<String> command, Duration timeout, Process process) {
    this.command = command;
    this.timeout = timeout;
    this.process = process;
    this.stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    Thread out = new Thread(() -> readOutput(process.getInputStream()), "hub-engine-out");
    out.setDaemon(true);
    out.start();
    Thread err = new Thread(() -> readErrors(process.getErrorStream()), "hub-engine-err");
    err.setDaemon(true);
    err.start();
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
    Process process;
    try {
      process = new ProcessBuilder(words).start();
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "cannot start engine " + String.join(" ", words) + ": " + e.getMessage(), e);
    }
    HubEngine engine = new HubEngine(words, timeout, process);
    try {
      engine.handshake();
    } catch (RuntimeException e) {
      engine.kill();
      throw e;
    }
    return engine;
  }

  /** Splits a command line at blanks, quotes keeping blanks inside a word. */
  static List<String> words(String commandLine) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (char c : commandLine.toCharArray()) {
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException(
          "the engine's command line has an unclosed " + quote + ": " + commandLine);
    }
    if (inWord) {
      words.add(word.toString());
    }
    if (words.isEmpty()) {
      throw new IllegalArgumentException("the engine's command line is empty");
    }
    return words;
  }

  private void handshake() {
    send(HubLine.of("hub"));
    String id = null;
    String version = null;
    while (true) {
      HubLine line = next("wait, the end of its answer to hub");
      if (line.command().equals("wait")) {
        break;
      } else if (line.command().equals("id")) {
        id = line.get("name").orElse(id);
        version = line.get("version").orElse(version);
      } else if (line.command().equals("param") && line.get("name").isPresent()) {
        Param param = new Param(line);
        params.removeIf(known -> known.name.equals(param.name));
        params.add(param);
      }
    }
    if (id == null || id.isBlank()) {
      String program = command.get(0).replace('\\', '/');
      id = program.substring(program.lastIndexOf('/') + 1);
    }
    name = version == null || version.isBlank() ? id : id + " " + version;
    send(HubLine.of("init"));
    while (!next("ready, its answer to init").command().equals("ready")) {
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
    return process.isAlive();
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
            null, null, new SearchInfo(position, 0, 0, -Score.WIN, 0, since(began), List.of()));
      }
      synchronized (writeLock) {
        stopRequested = false;
      }
      settle();
      synchronise("the end of its earlier output");
      send(posLine());
      send(level(limits));
      List<String> errors = synchronise("its answer to pos and level");
      if (!errors.isEmpty()) {
        throw new IllegalStateException(
            "engine " + describe() + " refused the position or the level: " + errors.get(0));
      }
      return search(position, limits, progress, began);
    }
  }

  private SearchResult search(
      Position position, Limits limits, Consumer<SearchInfo> progress, long began) {
    synchronized (writeLock) {
      send(HubLine.of("go").withFlag("think"));
      goSent = true;
      if (stopRequested) {
        send(HubLine.of("stop"));
      }
    }
    try {
      Duration budget = budget(limits);
      long stopAt = budget == null ? Long.MAX_VALUE : began + budget.plus(GRACE).toNanos();
      boolean stopSent = false;
      SearchInfo last = null;
      while (true) {
        Duration wait =
            stopAt == Long.MAX_VALUE
                ? null
                : Duration.ofNanos(Math.max(1, stopAt - System.nanoTime()));
        HubLine line = next(wait, stopSent ? "done, after stop" : "done, the end of its search");
        if (line == null) {
          if (stopSent) {
            throw new IllegalStateException(
                "engine "
                    + describe()
                    + " did not answer done within "
                    + timeout.toMillis() / 1000.0
                    + " s of stop, well past its time for the move");
          }
          synchronized (writeLock) {
            send(HubLine.of("stop"));
          }
          stopSent = true;
          stopAt = System.nanoTime() + timeout.toNanos();
          continue;
        }
        switch (line.command()) {
          case "info":
            SearchInfo info = info(position, line, last, began);
            if (info != null) {
              last = info;
              progress.accept(info);
            }
            break;
          case "done":
            synchronized (writeLock) {
              goSent = false;
            }
            return done(position, line, last, began);
          case "error":
            throw new IllegalStateException(
                "engine "
                    + describe()
                    + " reported an error while searching: "
                    + line.get("message").orElse(line.toString()));
          default:
            break;
        }
      }
    } finally {
      synchronized (writeLock) {
        if (goSent && !closed && process.isAlive()) {
          // Failing with the search still running: end it; its done is read before what follows.
          unfinished = true;
          try {
            send(HubLine.of("stop"));
          } catch (IllegalStateException e) {
            // dying; the next call reports it
          }
        }
        goSent = false;
      }
    }
  }

  /** The time the limits give the move, or null when they do not limit time. */
  private static Duration budget(Limits limits) {
    Duration budget = null;
    if (limits.moveTime().isPresent()) {
      budget = limits.moveTime().get();
    }
    if (limits.remaining().isPresent()) {
      Duration remaining = limits.remaining().get();
      budget = budget == null || remaining.compareTo(budget) < 0 ? remaining : budget;
    }
    return budget;
  }

  /** The level line for the limits; on a clock the increment is counted before the move. */
  static HubLine level(Limits limits) {
    HubLine level = HubLine.of("level");
    if (limits.isInfinite()) {
      return level.withFlag("infinite");
    }
    if (limits.depth().isPresent()) {
      level = level.with("depth", limits.depth().getAsInt());
    }
    if (limits.nodes().isPresent()) {
      level = level.with("nodes", limits.nodes().getAsLong());
    }
    if (limits.moveTime().isPresent()) {
      level = level.with("move-time", HubValues.seconds(limits.moveTime().get()));
    }
    if (limits.remaining().isPresent()) {
      Duration increment = limits.increment();
      Duration time = limits.remaining().get().minus(increment);
      if (limits.movesToGo() > 0) {
        level = level.with("moves", limits.movesToGo());
      }
      level = level.with("time", HubValues.seconds(time.isNegative() ? Duration.ZERO : time));
      if (!increment.isZero()) {
        level = level.with("inc", HubValues.seconds(increment));
      }
    }
    return level;
  }

  /** Reads an info line; null when it says nothing usable. */
  private static SearchInfo info(Position position, HubLine line, SearchInfo last, long began) {
    try {
      int depth = (int) wholeOr(line, "depth", last == null ? 0 : last.depth());
      int selective = depth;
      if (line.has("max-depth")) {
        selective = (int) wholeOr(line, "max-depth", depth);
      } else if (line.has("mean-depth")) {
        selective = (int) Math.ceil(HubValues.number(line.get("mean-depth").get(), "mean-depth"));
      }
      int score =
          line.has("score")
              ? HubValues.points(line.get("score").get())
              : last == null ? 0 : last.score();
      long nodes = wholeOr(line, "nodes", last == null ? 0 : last.nodes());
      Duration elapsed =
          line.has("time") ? HubValues.duration(line.get("time").get(), "time") : since(began);
      List<Move> pv =
          line.has("pv")
              ? pv(position, line.get("pv").get())
              : last == null ? List.of() : last.pv();
      return new SearchInfo(position, depth, Math.max(depth, selective), score, nodes, elapsed, pv);
    } catch (IllegalArgumentException e) {
      return null; // a line we cannot read is skipped, as the protocol asks of what it cannot use
    }
  }

  private static long wholeOr(HubLine line, String name, long otherwise) {
    return line.has(name)
        ? HubValues.whole(line.get(name).get(), name, 0, Long.MAX_VALUE)
        : otherwise;
  }

  /** The moves of a PV as far as they are legal. */
  private static List<Move> pv(Position position, String text) {
    List<Move> pv = new ArrayList<>();
    Position at = position;
    for (String word : text.strip().split("\\s+")) {
      if (word.isEmpty() || !at.hasLegalMove()) {
        break;
      }
      try {
        Move move = HubValues.move(at, word);
        pv.add(move);
        at = at.play(move);
      } catch (NotationException e) {
        break;
      }
    }
    return pv;
  }

  private SearchResult done(Position position, HubLine line, SearchInfo last, long began) {
    String text = line.get("move").orElse("");
    if (text.isBlank()) {
      throw new IllegalStateException(
          "engine "
              + describe()
              + " answered done without a move in "
              + position.toFen()
              + ", which has legal moves");
    }
    Move move;
    try {
      move = HubValues.move(position, text);
    } catch (NotationException e) {
      throw new IllegalStateException(
          "engine "
              + describe()
              + " played a bad move in "
              + position.toFen()
              + ": "
              + e.getMessage(),
          e);
    }
    Move ponder = null;
    Position after = position.play(move);
    if (line.get("ponder").filter(reply -> !reply.isBlank()).isPresent()) {
      try {
        ponder = HubValues.move(after, line.get("ponder").get());
      } catch (NotationException e) {
        ponder = null; // a wrong guess at the reply costs nothing
      }
    }
    SearchInfo info;
    if (last != null && !last.pv().isEmpty() && last.pv().get(0).equals(move)) {
      info = last;
      if (ponder == null && last.pv().size() > 1) {
        ponder = last.pv().get(1);
      }
    } else {
      List<Move> guess = ponder == null ? List.of(move) : List.of(move, ponder);
      info =
          last == null
              ? new SearchInfo(position, 0, 0, 0, 0, since(began), guess)
              : new SearchInfo(
                  position,
                  last.depth(),
                  last.selectiveDepth(),
                  last.score(),
                  last.nodes(),
                  last.elapsed(),
                  guess);
    }
    return new SearchResult(move, ponder, info);
  }

  @Override
  public void stop() {
    synchronized (writeLock) {
      stopRequested = true;
      if (goSent && !closed) {
        try {
          send(HubLine.of("stop"));
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
      send(HubLine.of("new-game"));
    }
  }

  @Override
  public List<EngineOption> options() {
    synchronized (searchLock) {
      List<EngineOption> options = new ArrayList<>();
      for (Param param : params) {
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
      Param param = null;
      for (Param each : params) {
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
      send(HubLine.of("set-param").with("name", param.name).with("value", checked));
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
      if (closed) {
        return;
      }
      if (process.isAlive()) {
        try {
          if (goSent) {
            send(HubLine.of("stop"));
          }
          send(HubLine.of("quit"));
        } catch (IllegalStateException e) {
          // already gone
        }
      }
      closed = true;
    }
    try {
      stdin.close();
    } catch (IOException e) {
      // the process is ending anyway
    }
    try {
      if (!process.waitFor(3, TimeUnit.SECONDS)) {
        kill();
      }
    } catch (InterruptedException e) {
      kill();
      Thread.currentThread().interrupt();
    }
  }

  private void kill() {
    process.destroy();
    try {
      if (!process.waitFor(2, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(2, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  /** Reads up to the done of a search that failed, so that the engine takes commands again. */
  private void settle() {
    if (unfinished) {
      while (!next("done, the end of a search it was told to stop").command().equals("done")) {
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
    send(HubLine.of("ping"));
    List<String> errors = new ArrayList<>();
    while (true) {
      HubLine line = next("pong, " + what);
      if (line.command().equals("pong")) {
        return errors;
      }
      if (line.command().equals("error")) {
        errors.add(line.get("message").orElse(line.toString()));
      }
    }
  }

  private void send(HubLine line) {
    synchronized (writeLock) {
      if (closed) {
        throw new IllegalStateException("engine " + describe() + " is closed");
      }
      if (!process.isAlive()) {
        throw died("before " + line.command());
      }
      try {
        stdin.write(line.toString());
        stdin.write('\n');
        stdin.flush();
      } catch (IOException e) {
        throw died("while sending " + line.command());
      }
    }
  }

  /** The next line the engine writes within the timeout, or an exception naming what was due. */
  private HubLine next(String waitingFor) {
    HubLine line = next(timeout, waitingFor);
    if (line == null) {
      throw new IllegalStateException(
          "engine "
              + describe()
              + " did not send "
              + waitingFor
              + " within "
              + timeout.toMillis() / 1000.0
              + " s");
    }
    return line;
  }

  /**
   * The next line the engine writes, waiting at most {@code wait} (for ever when null); null when
   * the wait runs out. Lines that do not follow the protocol's syntax are skipped.
   */
  private HubLine next(Duration wait, String waitingFor) {
    while (true) {
      Incoming incoming;
      try {
        incoming = wait == null ? lines.take() : lines.poll(wait.toNanos(), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(
            "interrupted while waiting for engine " + describe() + " to send " + waitingFor);
      }
      if (incoming == null) {
        return null;
      }
      if (incoming.text == null) {
        lines.add(incoming); // every later wait sees the end too
        throw died("while waiting for " + waitingFor);
      }
      if (incoming.text.isBlank()) {
        continue;
      }
      try {
        return HubLine.parse(incoming.text);
      } catch (IllegalArgumentException e) {
        // not a protocol line: the protocol asks to ignore what cannot be understood
      }
    }
  }

  private IllegalStateException died(String when) {
    String how = "closed its output";
    try {
      if (process.waitFor(1, TimeUnit.SECONDS)) {
        how = "exited with code " + process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    String last;
    synchronized (stderr) {
      last = stderr.isEmpty() ? "" : "; its last words: " + stderr.peekLast();
    }
    return new IllegalStateException("engine " + describe() + " " + how + " " + when + last);
  }

  /** The command line, quoted, each very long word (a class path) cut short in the middle. */
  private String describe() {
    List<String> words = new ArrayList<>();
    for (String word : command) {
      words.add(
          word.length() <= 60
              ? word
              : word.substring(0, 25) + "..." + word.substring(word.length() - 25));
    }
    return "\"" + String.join(" ", words) + "\"";
  }

  private void readOutput(InputStream stream) {
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        lines.add(new Incoming(line));
      }
    } catch (IOException e) {
      // the end of the output, as below
    }
    lines.add(new Incoming(null));
  }

  private void readErrors(InputStream stream) {
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        if (line.isBlank()) {
          continue;
        }
        synchronized (stderr) {
          if (stderr.size() == STDERR_LINES) {
            stderr.removeFirst();
          }
          stderr.addLast(line.strip());
        }
      }
    } catch (IOException e) {
      // nothing more to keep
    }
  }

  private static Duration since(long began) {
    return Duration.ofNanos(System.nanoTime() - began);
  }

  @Override
  public String toString() {
    return name + " (" + String.join(" ", command) + ")";
  }
}
