package org.crownhead.match;

import java.io.IOException;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.crownhead.core.Colour;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Tasks;

/**
 * A match between two engines over a deck of openings: each opening is played twice, the first
 * engine taking Black in the first game of the pair and White in the second, until the planned
 * games are played or the SPRT decides.
 *
 * <p>Games {@code 2k+1} and {@code 2k+2} are the pair of the {@code k}-th opening of the schedule
 * (the deck in order, or shuffled with the seed; from the top again when the games outnumber the
 * openings). With a concurrency of {@code n}, {@code n} games are played at once, each on its own
 * thread with its own two engines, made by that thread before any game starts, kept from game to
 * game (told {@link Engine#newGame()} in between) and made afresh after a crash. At a fixed depth
 * or node count the games do not depend on the concurrency or the machine.
 *
 * <p>With an SPRT, the log-likelihood ratio is computed each time a pair is finished; once it
 * crosses a bound no new game starts, the games under way are finished and counted, and the verdict
 * is the one reached when the bound was crossed.
 *
 * <p>A match that was stopped (or whose machine stopped) goes on with {@link #resume}: the games
 * already in its PDN file count as played, and only the others are played.
 *
 * <pre>{@code
 * MatchSettings settings = MatchSettings.of(EngineSpec.parse("crownhead"),
 *     EngineSpec.parse("crownhead eval=material"), Openings.deck(), TimeControl.ofDepth(2));
 * settings = settings.withGames(2);
 * new Match(settings).run(MatchListener.NONE).tally().games(); // 2
 * }</pre>
 */
public final class Match {
  private final MatchSettings settings;
  private final LongSupplier hostSteal;

  private final Object lock = new Object();
  private Tally tally;
  private int played;
  private Double llr;
  private Sprt.Verdict verdict;
  private int decidedAfter;
  private volatile boolean stopping;
  private IOException writeFailure;

  public Match(MatchSettings settings) {
    this(settings, HostSteal.system()::nanos);
  }

  /**
   * A match that learns from {@code hostSteal} how much processor time the host of the machine has
   * taken so far (nanoseconds, -1 when unknown), to say so when a move is late.
   */
  Match(MatchSettings settings, LongSupplier hostSteal) {
    this.settings = settings;
    this.hostSteal = hostSteal;
  }

  /**
   * Plays the match.
   *
   * @throws IllegalArgumentException if an engine cannot be made or set up (before any game)
   * @throws IOException if the PDN file cannot be opened or written
   */
  public MatchResult run(MatchListener listener) throws IOException {
    return play(listener, false);
  }

  /**
   * Goes on with a match that was stopped: the games already in its PDN file ({@link
   * MatchSettings#pdn()}) are counted as played, and the match plays the others of its planned
   * games. A last game that was cut short as it was written is cut off the file and played again.
   * The settings must be those of the match that wrote the file (the engines, the openings and
   * seed, the limits and the event); the planned games may be more.
   *
   * @throws IllegalArgumentException if an engine cannot be made or set up, if there is no PDN
   *     file, or if it holds a game that is not one of this match's (before any game is played)
   * @throws IOException if the PDN file cannot be read or written
   */
  public MatchResult resume(MatchListener listener) throws IOException {
    return play(listener, true);
  }

  private MatchResult play(MatchListener listener, boolean resume) throws IOException {
    long started = System.nanoTime();
    llr = settings.sprt() == null ? null : 0.0;
    verdict = settings.sprt() == null ? null : Sprt.Verdict.CONTINUE;
    stopping = false;
    writeFailure = null;

    // These two engines only check the settings and name the engines before any game: each game
    // thread makes its own. An engine made here and searching on a game thread was measured a fifth
    // slower than the others (5.4 against 6.8 million nodes per second), so that two identical
    // engines scored unequally.
    String label1;
    String label2;
    Engine first = settings.engine1().create();
    try {
      Engine second = settings.engine2().create();
      try {
        label1 = settings.engine1().label(first);
        label2 = settings.engine2().label(second);
      } finally {
        Seat.closeQuietly(second);
      }
    } finally {
      Seat.closeQuietly(first);
    }
    if (label1.equals(label2)) {
      label1 += " [1]";
      label2 += " [2]";
    }
    List<Opening> schedule = schedule();
    FinishedGames finished =
        resume ? FinishedGames.load(settings, schedule, label1, label2) : FinishedGames.NONE;
    List<Integer> numbers = new ArrayList<>(); // the games to play, in order
    for (int number = 1; number <= settings.games(); number++) {
      if (!finished.numbers().contains(number)) {
        numbers.add(number);
      }
    }
    synchronized (lock) {
      tally = finished.tally();
      played = finished.numbers().size();
      if (played > 0) {
        test();
      }
    }
    PdnLog log = settings.pdn() == null ? null : PdnLog.open(settings.pdn());
    listener.matchStarted(label1, label2);
    if (resume) {
      listener.matchResumed(
          new MatchStatus(played, settings.games(), tally.copy(), llr), finished.cutShortLine());
    }
    String date = LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd"));
    ScheduledExecutorService watchdog =
        Executors.newSingleThreadScheduledExecutor(daemon("crownhead-match-watchdog"));
    ExecutorService pool =
        Executors.newFixedThreadPool(settings.concurrency(), daemon("crownhead-match-game"));
    GamePlayer player = new GamePlayer(settings, watchdog, date, hostSteal);
    AtomicInteger next = new AtomicInteger();
    // No game starts before every game thread has made its engines: making one allocates its
    // transposition table, and the collections that follow stop every thread of the process, so a
    // thread still making its engines could make another thread's first move late (one such move
    // took 0.290 s at 0.05 s a move, its search thread running for 0.003 s of it). The last thread
    // to arrive collects, untimed, what the making left.
    CyclicBarrier enginesMade = new CyclicBarrier(settings.concurrency(), System::gc);
    List<Future<?>> workers = new ArrayList<>();
    try {
      for (int w = 0; w < settings.concurrency(); w++) {
        Seat seat1 = new Seat(settings.engine1(), label1, 1);
        Seat seat2 = new Seat(settings.engine2(), label2, 2);
        workers.add(
            pool.submit(
                () -> {
                  try {
                    makeEngines(seat1, seat2, enginesMade);
                    work(numbers, next, schedule, player, seat1, seat2, log, listener);
                  } catch (RuntimeException | Error e) {
                    stopping = true; // a bug: stop the other games too
                    throw e;
                  } finally {
                    seat1.close();
                    seat2.close();
                  }
                  return null;
                }));
      }
      for (Future<?> worker : workers) {
        try {
          worker.get();
        } catch (ExecutionException e) {
          stopping = true;
          throw Tasks.rethrowCause(e);
        } catch (InterruptedException e) {
          stopping = true;
          Thread.currentThread().interrupt();
          throw new IllegalStateException("the match was interrupted", e);
        }
      }
    } finally {
      stopping = true;
      pool.shutdownNow();
      watchdog.shutdownNow();
      if (log != null) {
        log.close();
      }
    }
    synchronized (lock) {
      if (writeFailure != null) {
        throw writeFailure;
      }
      return new MatchResult(
          settings,
          label1,
          label2,
          tally.copy(),
          settings.games(),
          finished.numbers().size(),
          finished.withoutMoveTimes(),
          llr,
          verdict,
          decidedAfter,
          Duration.ofNanos(System.nanoTime() - started));
    }
  }

  /**
   * Makes a game thread's two engines, then waits for the other game threads to have made theirs.
   * An engine that fails to be made here is made again by the first game, which counts the failure.
   */
  private static void makeEngines(Seat seat1, Seat seat2, CyclicBarrier enginesMade) {
    try {
      seat1.engine();
      seat2.engine();
    } catch (RuntimeException e) {
      // The first game makes it again and records the crash.
    } finally {
      try {
        enginesMade.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (BrokenBarrierException e) {
        // Another game thread was interrupted or failed: the match is stopping.
      }
    }
  }

  private void work(
      List<Integer> numbers,
      AtomicInteger next,
      List<Opening> schedule,
      GamePlayer player,
      Seat seat1,
      Seat seat2,
      PdnLog log,
      MatchListener listener) {
    while (!stopping) {
      int index = next.getAndIncrement();
      if (index >= numbers.size()) {
        return;
      }
      int number = numbers.get(index);
      PlayedGame game =
          player.play(number, openingOf(schedule, number), engine1Colour(number), seat1, seat2);
      record(game, log, listener);
    }
  }

  private void record(PlayedGame game, PdnLog log, MatchListener listener) {
    synchronized (lock) {
      if (log != null && writeFailure == null) {
        try {
          log.write(game.pdn());
        } catch (IOException e) {
          writeFailure = e;
          stopping = true;
        }
      }
      tally.add(game);
      played++;
      test();
      listener.gameFinished(game, new MatchStatus(played, settings.games(), tally.copy(), llr));
    }
  }

  /** Runs the SPRT, if there is one and it has not decided, over the count so far. */
  private void test() {
    Sprt sprt = settings.sprt();
    if (sprt != null && verdict == Sprt.Verdict.CONTINUE) {
      llr = sprt.llr(tally.pairs());
      verdict = sprt.verdict(llr);
      if (verdict != Sprt.Verdict.CONTINUE) {
        decidedAfter = played;
        stopping = true;
      }
    }
  }

  /** The opening of game {@code number} (from 1): the schedule's pairs, from the top again. */
  static Opening openingOf(List<Opening> schedule, int number) {
    return schedule.get(((number - 1) / 2) % schedule.size());
  }

  /** The colour engine 1 plays in game {@code number}: Black in the first game of each pair. */
  static Colour engine1Colour(int number) {
    return number % 2 == 1 ? Colour.BLACK : Colour.WHITE;
  }

  /** The openings in the order their pairs are played. */
  private List<Opening> schedule() {
    List<Opening> order = new ArrayList<>(settings.openings());
    if (settings.seed() != null) {
      Collections.shuffle(order, new Random(settings.seed()));
    }
    return order;
  }

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, name + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
