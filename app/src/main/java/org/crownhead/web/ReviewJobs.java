package org.crownhead.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.crownhead.core.Fen;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Limits;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.review.Review;
import org.crownhead.review.ReviewInterrupted;
import org.crownhead.review.Reviewer;
import org.crownhead.web.store.GameStore;

/**
 * Game reviews run in the background, one at a time on one thread with an engine of its own, and
 * kept in the store by the line they judged ({@link #key}), so that a second look is instant. A
 * review asked for while others wait is queued; a line asked for again while it runs is the same
 * job.
 */
final class ReviewJobs implements AutoCloseable {
  /** Each position of a reviewed game is searched to this depth, for at most half a second. */
  static final Limits LIMITS = Limits.depth(12).withMoveTime(Duration.ofMillis(500));

  /** The most reviews running or waiting at once; more are refused until one ends. */
  static final int MAX_JOBS = 8;

  /** The longest game reviewed, in plies. */
  static final int MAX_PLIES = 600;

  /** Where a review stands: running (with its progress), done (with its JSON) or failed. */
  record Status(String state, int done, int total, String json, String error) {
    static Status done(String json) {
      return new Status("done", 0, 0, json, null);
    }
  }

  private static final class Job {
    final int total;
    final AtomicInteger done = new AtomicInteger();
    volatile String error;

    Job(int total) {
      this.total = total;
    }

    Status status() {
      return error != null
          ? new Status("failed", done.get(), total, null, error)
          : new Status("running", done.get(), total, null, null);
    }
  }

  private final GameStore store;
  private final Supplier<Engine> engineFactory;
  private final EndgameDatabase endgames;
  private final Limits limits;
  private final Map<String, Job> jobs = new ConcurrentHashMap<>();
  private final ExecutorService thread =
      Executors.newSingleThreadExecutor(
          runnable -> {
            Thread t = new Thread(runnable, "crownhead-review");
            t.setDaemon(true);
            return t;
          });
  private Engine engine; // made on the review thread when first needed

  ReviewJobs(
      GameStore store, Supplier<Engine> engineFactory, EndgameDatabase endgames, Limits limits) {
    this.store = store;
    this.engineFactory = engineFactory;
    this.endgames = endgames;
    this.limits = limits;
  }

  /** The key of a line: the SHA-256, in hex, of its start FEN and its moves. */
  static String key(Position start, List<String> moves) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      String line = Fen.format(start) + "\n" + String.join(" ", moves);
      return HexFormat.of().formatHex(digest.digest(line.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }

  /**
   * The review of a line: done when it is stored, else the running job, started now if there is
   * none (or the last one failed).
   *
   * @throws IllegalStateException when {@link #MAX_JOBS} reviews run or wait already
   */
  Status start(String key, Position start, List<Move> moves) {
    Optional<String> stored = store.review(key);
    if (stored.isPresent()) {
      return Status.done(stored.get());
    }
    Job job;
    synchronized (jobs) {
      job = jobs.get(key);
      if (job != null && job.error == null) {
        return job.status();
      }
      jobs.remove(key); // a failed review is tried again
      if (jobs.values().stream().filter(waiting -> waiting.error == null).count() >= MAX_JOBS) {
        throw new IllegalStateException(
            "the server is reviewing " + MAX_JOBS + " games already; try again in a minute");
      }
      job = new Job(moves.size() + 1);
      jobs.put(key, job);
    }
    Job running = job;
    thread.submit(() -> run(key, running, start, moves));
    return running.status();
  }

  /** Where the review of a line stands, if it is stored or running. */
  Optional<Status> status(String key) {
    Job job = jobs.get(key);
    if (job != null) {
      return Optional.of(job.status());
    }
    return store.review(key).map(Status::done);
  }

  private void run(String key, Job job, Position start, List<Move> moves) {
    try {
      if (engine == null) {
        engine = engineFactory.get();
        engine.setOption("book", "false");
      }
      Review review = new Reviewer(engine, endgames, limits).review(start, moves, job.done::set);
      store.saveReview(key, review.engine(), Json.write(ReviewJson.of(review)));
      jobs.remove(key);
    } catch (ReviewInterrupted e) {
      job.error = "the server stopped before the review was done";
    } catch (RuntimeException e) {
      job.error = "the review failed: " + e.getMessage();
    }
  }

  /** Stops the review thread (a running review is given up) and closes its engine. */
  @Override
  public void close() {
    thread.shutdownNow();
    try {
      thread.awaitTermination(5, java.util.concurrent.TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (engine != null) {
      engine.close();
    }
  }
}
