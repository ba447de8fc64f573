package org.crownhead.match;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchResult;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnNode;
import org.crownhead.pdn.PdnResult;

/**
 * Plays one game of a match between two seated engines, from an opening, under the rules of {@link
 * Game} (no legal move, threefold repetition and the 40-move rule end it by themselves), and
 * records it as PDN.
 *
 * <p>On top of the rules: a game that reaches the longest length allowed is drawn; with win
 * adjudication on, a game in which both engines have agreed for several moves that one side is
 * winning is given to that side; an engine that answers an illegal move or no move, fails, or
 * overruns its clock or its time per move (beyond the time margin) loses.
 */
final class GamePlayer {
  /** Extra time a move on a fixed time may take before the engine is told to stop. */
  private static final Duration MOVE_TIME_GRACE = Duration.ofSeconds(1);

  private final MatchSettings settings;
  private final ScheduledExecutorService watchdog;
  private final String date;
  private final LongSupplier hostSteal;

  /**
   * Whether a move's time counts (a time per move or a clock), so that its steal is worth reading.
   */
  private final boolean timed;

  /**
   * {@code hostSteal} gives the processor time the host of the machine has taken so far, in
   * nanoseconds, or -1 where it is not known ({@link HostSteal#nanos()}).
   */
  GamePlayer(
      MatchSettings settings,
      ScheduledExecutorService watchdog,
      String date,
      LongSupplier hostSteal) {
    this.settings = settings;
    this.watchdog = watchdog;
    this.date = date;
    this.hostSteal = hostSteal;
    this.timed = !settings.timeControl().isReproducible();
  }

  /** What ended the game, beyond the rules: set once. */
  private static final class Ending {
    Fault fault;
    int faultyEngine;
    PlayedGame.Adjudication adjudication = PlayedGame.Adjudication.NONE;
    String termination;
    String comment;
  }

  /**
   * Plays game {@code number} of the match from an opening, engine 1 playing {@code engine1Colour}.
   */
  PlayedGame play(int number, Opening opening, Colour engine1Colour, Seat engine1, Seat engine2) {
    Game game = opening.toGame();
    int ballotPlies = game.moves().size();
    Map<Colour, Seat> seats = new EnumMap<>(Colour.class);
    seats.put(engine1Colour, engine1);
    seats.put(engine1Colour.opponent(), engine2);
    Ending ending = new Ending();
    Map<Colour, Duration> clocks = new EnumMap<>(Colour.class);
    for (Colour colour : Colour.values()) {
      clocks.put(colour, settings.timeControl().clock().orElse(Duration.ZERO));
    }
    Map<Colour, Duration> longest = new EnumMap<>(Colour.class);
    Map<Colour, int[]> streaks = new EnumMap<>(Colour.class); // {winning, losing} moves in a row
    for (Colour colour : Colour.values()) {
      streaks.put(colour, new int[2]);
      longest.put(colour, Duration.ZERO);
    }

    for (Colour colour : List.of(Colour.BLACK, Colour.WHITE)) {
      if (game.isOver()) {
        break;
      }
      Seat seat = seats.get(colour);
      try {
        seat.engine().newGame();
      } catch (RuntimeException | StackOverflowError | AssertionError e) {
        crash(game, ending, seat, colour, e);
      }
    }

    while (!game.isOver()) {
      if (game.moves().size() >= settings.maxPlies()) {
        Colour turn = game.turn();
        game.offerDraw(turn);
        game.acceptDraw(turn.opponent());
        ending.adjudication = PlayedGame.Adjudication.LENGTH;
        ending.termination = PlayedGame.Adjudication.LENGTH.description();
        ending.comment =
            "drawn by adjudication: the game reached " + settings.maxPlies() + " plies";
        break;
      }
      Colour turn = game.turn();
      Seat seat = seats.get(turn);
      int legalCount = game.legalMoves().size();
      SearchResult result;
      // An engine in this process searches on this thread: its processor time tells a slow search
      // from a machine that held the thread up.
      boolean onThisThread = seat.spec.command().isEmpty();
      long cpuStarted = onThisThread ? threadCpuNanos() : -1;
      long stealStarted = timed ? hostSteal.getAsLong() : -1;
      GarbageCollections collected = timed ? GarbageCollections.soFar() : null;
      long started = System.nanoTime();
      try {
        Engine engine = seat.engine();
        engine.setGame(game);
        result = think(engine, clocks.get(turn));
      } catch (RuntimeException e) {
        if (isBadMove(e)) {
          // An engine behind a protocol answered a move that cannot be read as a legal one;
          // its conversation is in an unknown state, so the next game starts it afresh.
          seat.discard();
          game.resign(turn);
          fault(ending, seat, Fault.ILLEGAL_MOVE);
          ending.comment = seat.label + " played an illegal move: " + oneLine(e.getMessage());
        } else {
          crash(game, ending, seat, turn, e);
        }
        break;
      } catch (StackOverflowError | AssertionError e) {
        crash(game, ending, seat, turn, e);
        break;
      }
      Duration used = Duration.ofNanos(System.nanoTime() - started);
      long cpuUsed = cpuStarted < 0 ? -1 : threadCpuNanos() - cpuStarted;
      long stolen = stealStarted < 0 ? -1 : hostSteal.getAsLong() - stealStarted;
      String collections =
          collected == null ? "" : GarbageCollections.soFar().since(collected).during();
      // What the move's time went on, for a comment on a move that took too long.
      String spent =
          inProcess(onThisThread, cpuStarted, cpuUsed, result) + collections + hostTook(stolen);
      if (used.compareTo(longest.get(turn)) > 0) {
        longest.put(turn, used);
      }
      Optional<Duration> moveTime = settings.timeControl().moveTime();
      if (moveTime.isPresent() && used.compareTo(moveTime.get().plus(settings.timeMargin())) > 0) {
        timeForfeit(
            game,
            ending,
            seat,
            turn,
            " overran its time: "
                + millis(used)
                + " used on a move with "
                + millis(moveTime.get())
                + " allowed"
                + spent);
        break;
      }
      if (settings.timeControl().clock().isPresent()) {
        Duration left = clocks.get(turn).minus(used);
        if (left.plus(settings.timeMargin()).isNegative()
            || left.plus(settings.timeMargin()).isZero()) {
          timeForfeit(
              game,
              ending,
              seat,
              turn,
              " ran out of time: "
                  + millis(used)
                  + " used with "
                  + millis(clocks.get(turn))
                  + " left"
                  + spent);
          break;
        }
        left = left.isNegative() ? Duration.ZERO : left; // overrun within the margin
        clocks.put(turn, left.plus(settings.timeControl().increment()));
      }
      Move move = result == null ? null : result.bestMove().orElse(null);
      Position before = game.position();
      if (move == null) {
        game.resign(turn);
        fault(ending, seat, Fault.ILLEGAL_MOVE);
        ending.comment =
            seat.label + " gave no move, with " + legalCount + " legal moves in " + before.toFen();
        break;
      }
      try {
        if (!game.legalMoves().contains(move)) {
          throw new IllegalArgumentException("not legal");
        }
        game.play(move);
      } catch (IllegalArgumentException e) {
        game.resign(turn);
        fault(ending, seat, Fault.ILLEGAL_MOVE);
        ending.comment =
            seat.label
                + " played "
                + move
                + ", which is not legal in "
                + before.toFen()
                + "; legal moves: "
                + legalMoves(before);
        break;
      }
      if (legalCount > 1 && result.info() != null) {
        adjudicateScore(game, ending, seats, streaks, turn, result.info().score());
      }
    }
    PdnGame pdn = record(game, number, opening, seats, ballotPlies, ending, longest);
    String termination =
        ending.termination != null
            ? ending.termination
            : game.outcome().orElseThrow().termination().description();
    return new PlayedGame(
        number,
        opening,
        engine1Colour,
        game,
        pdn,
        ending.fault,
        ending.faultyEngine,
        ending.adjudication,
        termination,
        List.of(longest.get(engine1Colour), longest.get(engine1Colour.opponent())));
  }

  /**
   * Thinks within the limits; on a clock or a fixed time a watchdog stops an engine that overruns.
   */
  private SearchResult think(Engine engine, Duration clock) {
    var timeControl = settings.timeControl();
    Duration deadline = null;
    if (timeControl.clock().isPresent()) {
      deadline = clock.plus(settings.timeMargin());
    }
    if (timeControl.moveTime().isPresent()) {
      Duration late = timeControl.moveTime().get().multipliedBy(2).plus(MOVE_TIME_GRACE);
      deadline = deadline == null || late.compareTo(deadline) < 0 ? late : deadline;
    }
    ScheduledFuture<?> stop =
        deadline == null
            ? null
            : watchdog.schedule(engine::stop, deadline.toNanos(), TimeUnit.NANOSECONDS);
    try {
      return engine.think(timeControl.limits(clock), info -> {});
    } finally {
      if (stop != null) {
        stop.cancel(false);
      }
    }
  }

  /**
   * Win adjudication: the mover's engine reported {@code score}; when one side's engine has
   * reported at least the threshold for the last few of its moves and the other side's at most its
   * negation for as many, that side wins.
   */
  private void adjudicateScore(
      Game game,
      Ending ending,
      Map<Colour, Seat> seats,
      Map<Colour, int[]> streaks,
      Colour mover,
      int score) {
    int threshold = settings.adjudicateScore();
    if (threshold <= 0 || game.isOver()) {
      return;
    }
    int[] streak = streaks.get(mover);
    streak[0] = score >= threshold ? streak[0] + 1 : 0;
    streak[1] = score <= -threshold ? streak[1] + 1 : 0;
    int moves = settings.adjudicateMoves();
    for (Colour winner : Colour.values()) {
      if (streaks.get(winner)[0] >= moves && streaks.get(winner.opponent())[1] >= moves) {
        game.resign(winner.opponent());
        ending.adjudication = PlayedGame.Adjudication.SCORE;
        ending.termination = PlayedGame.Adjudication.SCORE.description();
        ending.comment =
            winner.displayName()
                + " wins by adjudication: "
                + seats.get(winner).label
                + " scored "
                + Score.format(threshold)
                + " or more and "
                + seats.get(winner.opponent()).label
                + " "
                + Score.format(-threshold)
                + " or less, each for "
                + moves
                + " moves in a row";
        return;
      }
    }
  }

  /** True when a failure comes from a move that could not be read as a legal one. */
  private static boolean isBadMove(Throwable e) {
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      if (cause instanceof NotationException) {
        return true;
      }
    }
    return false;
  }

  private static String oneLine(String message) {
    return message == null ? "" : message.strip().replaceAll("\\s+", " ");
  }

  private static void crash(Game game, Ending ending, Seat seat, Colour colour, Throwable e) {
    seat.discard();
    if (!game.isOver()) {
      game.resign(colour);
    }
    fault(ending, seat, Fault.CRASH);
    String message = oneLine(e.getMessage());
    ending.comment =
        seat.label
            + " failed: "
            + e.getClass().getSimpleName()
            + (message.isEmpty() ? "" : ": " + message);
  }

  /** A side loses on time, its seat at fault; {@code why} follows the seat's label. */
  private static void timeForfeit(Game game, Ending ending, Seat seat, Colour colour, String why) {
    game.loseOnTime(colour);
    fault(ending, seat, Fault.TIME_FORFEIT);
    ending.comment = seat.label + why;
  }

  private static void fault(Ending ending, Seat seat, Fault fault) {
    ending.fault = fault;
    ending.faultyEngine = seat.index;
    ending.termination = fault.description();
  }

  /**
   * The game's PDN record: tags, the ballot marked by a comment, and how the game ended; when the
   * moves are timed, each side's longest move.
   */
  private PdnGame record(
      Game game,
      int number,
      Opening opening,
      Map<Colour, Seat> seats,
      int ballotPlies,
      Ending ending,
      Map<Colour, Duration> longest) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", settings.event());
    tags.put("Date", date);
    tags.put("Round", Integer.toString(number));
    tags.put("Black", seats.get(Colour.BLACK).label);
    tags.put("White", seats.get(Colour.WHITE).label);
    tags.put("Result", "*");
    tags.put("GameType", "21");
    tags.put("Opening", opening.label());
    if (settings.timeControl().clock().isPresent()) {
      tags.put("TimeControl", settings.timeControl().pdnTag());
    }
    tags.put("Termination", "");
    PdnGame plain = PdnGame.of(game, tags);
    Map<String, String> finalTags = new LinkedHashMap<>(plain.tags());
    if (ending.termination != null) {
      finalTags.put("Termination", ending.termination);
    }
    if (timed) {
      for (Colour colour : List.of(Colour.BLACK, Colour.WHITE)) {
        finalTags.put(
            longestMoveTag(colour),
            String.format(Locale.ROOT, "%.3f", longest.get(colour).toNanos() / 1e9));
      }
    }
    List<PdnNode> line = new ArrayList<>(plain.mainLine());
    List<String> gameComments = new ArrayList<>();
    addComment(line, gameComments, ballotPlies - 1, ballotComment(opening, settings.timeControl()));
    if (ending.comment != null) {
      addComment(line, gameComments, line.size() - 1, ending.comment);
    }
    PdnResult result = PdnResult.of(game.outcome());
    return new PdnGame(finalTags, gameComments, line, result);
  }

  /**
   * The tag that gives, in seconds, the longest time the engine playing {@code colour} took over
   * one move of a game ({@code BlackLongestMove}, {@code WhiteLongestMove}); games on a time per
   * move or a clock have it.
   */
  static String longestMoveTag(Colour colour) {
    return colour == Colour.BLACK ? "BlackLongestMove" : "WhiteLongestMove";
  }

  /** The comment that marks the end of the ballot, where the engines take over. */
  static String ballotComment(Opening opening, TimeControl timeControl) {
    return opening.label()
        + ": "
        + String.join(" ", opening.moves())
        + "; the engines play from here ("
        + timeControl
        + ")";
  }

  private static void addComment(
      List<PdnNode> line, List<String> gameComments, int index, String comment) {
    if (index < 0 || index >= line.size()) {
      gameComments.add(comment);
      return;
    }
    PdnNode node = line.get(index);
    List<String> after = new ArrayList<>(node.commentsAfter());
    after.add(comment);
    line.set(index, node.withCommentsAfter(after));
  }

  private static String legalMoves(Position position) {
    List<String> moves = new ArrayList<>();
    for (Move move : position.legalMoves()) {
      moves.add(move.toString());
    }
    return String.join(" ", moves);
  }

  /** The processor time of the calling thread, or -1 where the machine does not tell it. */
  private static long threadCpuNanos() {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : -1;
  }

  /**
   * For an engine that searched on the game's thread, what tells a machine that held it up (another
   * program, a pause of a virtual machine) from a search that ran long: how long that thread was
   * running during the move (far less than the move took: the machine held it up), and when its
   * search stopped after how many nodes (late after few nodes: held up while it searched, even when
   * the thread was counted as running; in time: held up before or after).
   */
  private static String inProcess(
      boolean onThisThread, long cpuStarted, long cpuUsed, SearchResult result) {
    if (!onThisThread) {
      return "";
    }
    String text = "";
    if (cpuStarted >= 0 && cpuUsed >= 0) {
      text +=
          " (its search thread was running for " + millis(Duration.ofNanos(cpuUsed)) + " of it)";
    }
    if (result != null && result.info() != null) {
      text +=
          String.format(
              Locale.ROOT,
              "; its search stopped at %s, after %,d nodes",
              millis(result.info().elapsed()),
              result.info().nodes());
    }
    return text;
  }

  /**
   * What the host of a virtual machine took during the move: processor time in which no program of
   * the machine ran, so that the move could be late through no fault of its engine.
   */
  private static String hostTook(long stolenNanos) {
    if (stolenNanos <= 0) {
      return "";
    }
    return "; the host of this virtual machine took "
        + millis(Duration.ofNanos(stolenNanos))
        + " of processor time from it during the move (steal, all processors together)";
  }

  private static String millis(Duration time) {
    return String.format(Locale.ROOT, "%.3f s", time.toNanos() / 1e9);
  }
}
