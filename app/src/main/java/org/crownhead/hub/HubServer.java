package org.crownhead.hub;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.EngineOption;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;

/**
 * An engine behind the Hub protocol: reads commands line by line, answers them, and runs each
 * search on a thread of its own so that {@code ping}, {@code stop} and {@code ponder-hit} are
 * answered while it thinks.
 *
 * <p>The protocol is Scan's Hub, version 2, with English draughts' positions ({@link HubPosition})
 * and PDN move text ({@code 11-15}, {@code 15x24}; a full path only when the short form is
 * ambiguous). In brief:
 *
 * <ul>
 *   <li>{@code hub} → {@code id name=... version=...}, one {@code param} line per setting, {@code
 *       wait}; {@code init} → {@code ready}; {@code ping} → {@code pong} (also while searching);
 *       {@code set-param name=... value=...}; {@code new-game} forgets the hash table.
 *   <li>{@code pos pos=<33 characters> moves="..."} sets the position and the moves played from it
 *       (used for repetitions and the 40-move rule); {@code pos start}, or {@code pos} without a
 *       position, is the starting position.
 *   <li>{@code level} with {@code depth=}, {@code nodes=}, {@code move-time=} (seconds), {@code
 *       time=} {@code inc=} {@code moves=} (a game clock, the increment added before the move), or
 *       {@code infinite}. Levels add up until the next {@code pos} or {@code go}, which start again
 *       from no limit, as in Scan.
 *   <li>{@code go think} searches; {@code go analyze} searches without the opening book, whatever
 *       the limits; {@code go ponder} searches without the clock until {@code ponder-hit}, after
 *       which the clock runs. The search sends {@code info} lines and ends with {@code done
 *       move=... ponder=...}; {@code done} alone when the side to move has no legal move. {@code
 *       stop} ends it early; {@code done} still follows.
 *   <li>{@code quit} ends the server, stopping a running search after its {@code done}. The end of
 *       the input ends it too, after letting a search with limits finish, so that commands piped
 *       from a file get their answer.
 * </ul>
 *
 * <p>Bad input never ends the server: an unknown command, a malformed line, a bad position or move,
 * a value out of range or a command out of turn (such as {@code go} before {@code pos}, or {@code
 * pos} while searching) is answered with one {@code error message="..."} line, and the server waits
 * for the next command. A {@code stop} or {@code ponder-hit} with no search running is ignored: the
 * search may have just ended on its own, which the protocol allows.
 *
 * <pre>{@code
 * StringWriter out = new StringWriter();
 * String commands = "ping\npos pos=Wbeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee\ngo think\nquit\n";
 * new HubServer(Engines.create(), new StringReader(commands), out).run();
 * out.toString().lines().toList().get(0); // pong
 * out.toString().lines().toList().get(2); // done
 * }</pre>
 */
public final class HubServer {
  private static final List<String> COMMANDS =
      List.of(
          "hub",
          "init",
          "set-param",
          "new-game",
          "pos",
          "level",
          "go",
          "ping",
          "stop",
          "ponder-hit",
          "quit");

  /** The engine setting that switches the opening book on or off. */
  private static final String BOOK = "book";

  /** How long {@code quit} waits for a running search to give up. */
  private static final Duration QUIT_WAIT = Duration.ofSeconds(5);

  private final Engine engine;
  private final BufferedReader input;
  private final Writer output;

  /** Guards the output, the running search and {@link #closed}. */
  private final Object lock = new Object();

  private Game game;
  private LevelSettings level = new LevelSettings();
  private Search search;
  private boolean closed;

  /**
   * A server for an engine, reading commands from {@code input} and writing answers to {@code
   * output}, each line flushed as it is written. The engine stays the caller's to close.
   */
  public HubServer(Engine engine, Reader input, Writer output) {
    this.engine = Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(input, "input");
    this.input =
        input instanceof BufferedReader ? (BufferedReader) input : new BufferedReader(input);
    this.output = Objects.requireNonNull(output, "output");
  }

  /**
   * Serves commands until {@code quit} or the end of the input, then winds up a running search as
   * the class comment says.
   *
   * @throws IOException if reading the input fails
   */
  public void run() throws IOException {
    boolean quit = false;
    try {
      String text;
      while ((text = input.readLine()) != null) {
        if (!handle(text)) {
          quit = true;
          break;
        }
      }
    } finally {
      shutDown(quit);
    }
  }

  /** Handles one line; false when the server must end. */
  private boolean handle(String text) {
    if (text.isBlank()) {
      return true;
    }
    HubLine line;
    try {
      line = HubLine.parse(text);
    } catch (IllegalArgumentException e) {
      error(e.getMessage());
      return true;
    }
    String command = line.command();
    switch (command) {
      case "quit":
        return false;
      case "ping":
        send(HubLine.of("pong"));
        return true;
      case "stop":
        stop();
        return true;
      case "ponder-hit":
        ponderHit();
        return true;
      default:
        break;
    }
    if (!COMMANDS.contains(command)) {
      error("unknown command \"" + command + "\"; the commands are " + String.join(", ", COMMANDS));
      return true;
    }
    if (searching()) {
      error(
          command.equals("go")
              ? "go: a search is already running; send stop first"
              : command + ": not allowed while searching; send stop first");
      return true;
    }
    try {
      switch (command) {
        case "hub":
          hub();
          break;
        case "init":
          Engines.warmUp(engine);
          send(HubLine.of("ready"));
          break;
        case "new-game":
          engine.newGame();
          break;
        case "set-param":
          setParam(line);
          break;
        case "pos":
          pos(line);
          break;
        case "level":
          level(line);
          break;
        case "go":
          go(line);
          break;
        default:
          throw new AssertionError(command);
      }
    } catch (IllegalArgumentException e) {
      error(command + ": " + e.getMessage());
    } catch (RuntimeException e) {
      error(command + ": failed: " + e); // a bug, but no reason to end the server
    }
    return true;
  }

  private void hub() {
    String name = engine.name();
    HubLine id = HubLine.of("id");
    int space = name.lastIndexOf(' ');
    if (space > 0 && space + 1 < name.length() && Character.isDigit(name.charAt(space + 1))) {
      id = id.with("name", name.substring(0, space)).with("version", name.substring(space + 1));
    } else {
      id = id.with("name", name);
    }
    send(id);
    for (EngineOption option : engine.options()) {
      send(param(option));
    }
    send(HubLine.of("wait"));
  }

  /** The {@code param} line declaring a setting. */
  static HubLine param(EngineOption option) {
    HubLine param = HubLine.of("param").with("name", option.name()).with("value", option.value());
    switch (option.kind()) {
      case SPIN:
        return param.with("type", "int").with("min", option.min()).with("max", option.max());
      case CHECK:
        return param.with("type", "bool");
      default:
        return param.with("type", "enum").with("values", String.join(" ", option.choices()));
    }
  }

  private void setParam(HubLine line) {
    String name =
        line.get("name")
            .filter(given -> !given.isEmpty())
            .orElseThrow(
                () -> new IllegalArgumentException("missing name=, the setting to change"));
    String value =
        line.get("value")
            .orElseThrow(
                () -> new IllegalArgumentException("missing value= for setting \"" + name + "\""));
    engine.setOption(name, value);
  }

  private void pos(HubLine line) {
    game = null; // a rejected position leaves none, rather than an old one
    level = new LevelSettings();
    Position start =
        line.has("pos") ? HubPosition.parse(line.get("pos").get()) : Position.initial();
    Game played = new Game(start);
    String[] moves = line.get("moves").orElse("").strip().split("\\s+");
    int number = 0;
    for (String text : moves) {
      if (text.isEmpty()) {
        continue;
      }
      number++;
      if (played.isOver()) {
        // Drawn by a rule of ours the sender may not follow: go on from here without the history.
        played = new Game(played.position());
      }
      Move move;
      try {
        move = HubValues.move(played.position(), text);
      } catch (NotationException e) {
        throw new IllegalArgumentException("move " + number + " of moves: " + e.getMessage(), e);
      }
      played.play(move);
    }
    engine.setGame(played);
    game = played;
  }

  private void level(HubLine line) {
    LevelSettings next = line.has("infinite") ? new LevelSettings() : level.copy();
    for (var argument : line.arguments().entrySet()) {
      String value = argument.getValue();
      switch (argument.getKey()) {
        case "depth":
          next.depth = (int) HubValues.whole(value, "depth", 1, 1000);
          break;
        case "nodes":
          next.nodes = HubValues.whole(value, "nodes", 1, Long.MAX_VALUE);
          break;
        case "move-time":
          next.moveTime = HubValues.duration(value, "move-time");
          break;
        case "time":
          next.time = HubValues.duration(value, "time");
          break;
        case "inc":
          next.increment = HubValues.duration(value, "inc");
          break;
        case "moves":
          next.moves = (int) HubValues.whole(value, "moves", 0, 10_000);
          break;
        default:
          break; // infinite, ponder and arguments of later versions
      }
    }
    level = next;
  }

  private void go(HubLine line) {
    if (game == null) {
      throw new IllegalArgumentException("no position; send pos first");
    }
    LevelSettings settings = level;
    level = new LevelSettings();
    if (settings.time == null && (settings.increment != null || settings.moves != null)) {
      throw new IllegalArgumentException("the level has inc= or moves= but no time=");
    }
    boolean ponder = line.has("ponder");
    Search started = new Search(game.position(), settings, ponder);
    started.analysis = line.has("analyze");
    synchronized (lock) {
      search = started;
    }
    Thread thread = new Thread(() -> think(started), "hub-search");
    thread.setDaemon(true);
    started.thread = thread;
    thread.start();
  }

  /** The search thread: think (for a ponder search, perhaps twice), then answer done. */
  private void think(Search running) {
    SearchResult result = null;
    String book = running.analysis ? bookSetting() : null;
    try {
      if (book != null) {
        engine.setOption(BOOK, "false"); // an analysis wants the search's score and line
      }
      if (running.pondering) {
        result = engine.think(running.settings.ponderLimits(), info -> progress(running, info));
        boolean restart;
        synchronized (lock) {
          restart = running.ponderHit && running.settings.timed() && !running.stopRequested;
          running.pondering = false;
        }
        if (restart) {
          // The hash table keeps what the ponder search learnt; now the clock runs.
          result = engine.think(running.settings.limits(), info -> progress(running, info));
        }
      } else {
        result = engine.think(running.settings.limits(), info -> progress(running, info));
      }
    } catch (RuntimeException e) {
      error("go: the search failed: " + e);
    } finally {
      if (book != null) {
        engine.setOption(BOOK, book);
      }
      finish(running, result);
    }
  }

  /** The engine's opening-book setting, or null when it has none. */
  private String bookSetting() {
    for (EngineOption option : engine.options()) {
      if (option.name().equals(BOOK)) {
        return option.value();
      }
    }
    return null;
  }

  private void progress(Search running, SearchInfo info) {
    synchronized (lock) {
      running.reported = info;
      send(info(info));
      if (running.stopRequested || (running.pondering && running.ponderHit && running.timed())) {
        engine.stop(); // again: a stop that came before the search began is lost
      }
    }
  }

  private void finish(Search running, SearchResult result) {
    synchronized (lock) {
      HubLine done = HubLine.of("done");
      if (result != null) {
        if (result.info() != running.reported) {
          send(info(result.info()));
        }
        if (result.bestMove().isPresent()) {
          Move move = result.bestMove().get();
          done = done.with("move", HubValues.text(running.position, move));
          if (result.ponderMove().isPresent()) {
            Position after = running.position.play(move);
            done = done.with("ponder", HubValues.text(after, result.ponderMove().get()));
          }
        }
      } else if (running.position.hasLegalMove()) {
        Move any = running.position.legalMoves().get(0);
        done = done.with("move", HubValues.text(running.position, any));
      }
      search = null; // before done goes out: the next command may follow it at once
      send(done);
    }
  }

  /** The {@code info} line for a search's progress. */
  static HubLine info(SearchInfo info) {
    HubLine line =
        HubLine.of("info")
            .with("depth", info.depth())
            .with("max-depth", Math.max(info.depth(), info.selectiveDepth()))
            .with("score", HubValues.score(info.score()))
            .with("nodes", info.nodes())
            .with("time", HubValues.seconds(info.elapsed()));
    if (info.elapsed().toMillis() >= 10) {
      line = line.with("nps", HubValues.decimals(info.nodesPerSecond() / 1e6, 2));
    }
    if (!info.pv().isEmpty()) {
      line = line.with("pv", info.pvText());
    }
    return line;
  }

  private void stop() {
    synchronized (lock) {
      if (search != null) {
        search.stopRequested = true;
        engine.stop();
      }
    }
  }

  private void ponderHit() {
    synchronized (lock) {
      if (search != null && !search.ponderHit) {
        search.ponderHit = true;
        if (search.pondering && search.timed()) {
          engine.stop(); // end the ponder search; the search thread starts the timed one
        }
      }
    }
  }

  private boolean searching() {
    synchronized (lock) {
      return search != null;
    }
  }

  /**
   * Ends a running search and waits for its {@code done}: at once on {@code quit}; at the end of
   * the input only if it would not end by itself (no limit, or pondering), so that commands piped
   * in from a file get their whole answer.
   */
  private void shutDown(boolean quit) {
    Search running;
    boolean stopping = false;
    synchronized (lock) {
      running = search;
      if (running != null && (quit || running.endless())) {
        running.stopRequested = true;
        engine.stop();
        stopping = true;
      }
    }
    if (running != null) {
      try {
        running.thread.join(stopping ? QUIT_WAIT.toMillis() : 0);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    synchronized (lock) {
      closed = true; // a search that would not stop says nothing more
    }
  }

  private void error(String message) {
    send(HubLine.of("error").with("message", oneLine(message)));
  }

  private static String oneLine(String message) {
    String text = message == null ? "failed" : message.strip();
    int newline = text.indexOf('\n');
    return newline < 0 ? text : text.substring(0, newline).strip();
  }

  private void send(HubLine line) {
    synchronized (lock) {
      if (closed) {
        return;
      }
      try {
        output.write(line.toString());
        output.write('\n');
        output.flush();
      } catch (IOException e) {
        closed = true; // nobody reads any more; the end of the input will follow
      }
    }
  }

  /** The limits set by {@code level} commands since the last {@code pos} or {@code go}. */
  private static final class LevelSettings {
    Integer depth;
    Long nodes;
    Duration moveTime;
    Duration time;
    Duration increment;
    Integer moves;

    LevelSettings copy() {
      LevelSettings copy = new LevelSettings();
      copy.depth = depth;
      copy.nodes = nodes;
      copy.moveTime = moveTime;
      copy.time = time;
      copy.increment = increment;
      copy.moves = moves;
      return copy;
    }

    boolean timed() {
      return moveTime != null || time != null;
    }

    /** All the limits; on a clock the increment is added before the move, as Hub counts it. */
    Limits limits() {
      Limits limits = Limits.infinite();
      if (time != null) {
        Duration increment = this.increment == null ? Duration.ZERO : this.increment;
        limits = Limits.clock(time.plus(increment), increment, moves == null ? 0 : moves);
      }
      if (moveTime != null) {
        limits = limits.withMoveTime(moveTime);
      }
      return withSearchLimits(limits);
    }

    /** The limits of pondering: depth and nodes only, the clock not yet running. */
    Limits ponderLimits() {
      return withSearchLimits(Limits.infinite());
    }

    private Limits withSearchLimits(Limits limits) {
      if (depth != null) {
        limits = limits.withDepth(depth);
      }
      if (nodes != null) {
        limits = limits.withNodes(nodes);
      }
      return limits;
    }
  }

  /** A search in progress; its flags are guarded by the server's lock. */
  private static final class Search {
    final Position position;
    final LevelSettings settings;
    Thread thread;
    boolean pondering;
    boolean analysis;
    boolean ponderHit;
    boolean stopRequested;
    SearchInfo reported;

    Search(Position position, LevelSettings settings, boolean ponder) {
      this.position = position;
      this.settings = settings;
      this.pondering = ponder;
    }

    boolean timed() {
      return settings.timed();
    }

    /** True when only stop (or, pondering, ponder-hit) would end the search. */
    boolean endless() {
      return pondering || settings.limits().isInfinite();
    }
  }
}
