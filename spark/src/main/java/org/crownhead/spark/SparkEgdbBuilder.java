package org.crownhead.spark;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Serializable;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.spark.ExceptionFailure;
import org.apache.spark.Success$;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.crownhead.engine.egdb.Slice;
import org.crownhead.engine.egdb.SliceGraph;

/**
 * Builds the endgame databases as Spark jobs, into a directory every executor shares or a directory
 * of a Hadoop file system (HDFS, S3). The slices are built level by level ({@link
 * SliceGraph#levels()}): the tasks of a level that the directory does not hold yet become one job,
 * one Spark task each, and each task builds its slice and its mirror with {@link
 * EgdbBuilder#buildTask}, the code the in-process build runs, reading the finished slices it needs
 * from the directory. A task that fails or is killed is run again by Spark ({@code
 * spark.task.maxFailures}); since a slice file appears only when complete, the new attempt simply
 * builds again. A build that is stopped resumes from the slices that exist.
 *
 * <pre>{@code
 * SparkConf conf = new SparkConf().setMaster("local[2,4]").setAppName("egdb");
 * try (JavaSparkContext sc = new JavaSparkContext(conf)) {
 *   SparkEgdbBuilder.Report report =
 *       SparkEgdbBuilder.build(sc, Path.of("/shared/egdb"), 3, System.err);
 *   report.built(); // 34
 * }
 * }</pre>
 */
public final class SparkEgdbBuilder {
  /**
   * For the tests: the name of a task (its first slice, such as {@code 2k-1k}) whose first attempt
   * writes part of a temporary file and then fails, as a task killed midway would.
   */
  public static final String FAIL_ONCE = "crownhead.spark.failOnce";

  private static final String LEVEL = "crownhead.level";

  private SparkEgdbBuilder() {}

  /**
   * What a build did.
   *
   * @param built slices computed and written by this build
   * @param kept slices kept from an earlier build
   * @param positions positions in all the slices (side to move included)
   * @param failedAttempts task attempts that failed and were run again
   */
  public record Report(int built, int kept, long positions, int failedAttempts) {}

  /** What one Spark task did: sent back to the driver. */
  record Done(String task, boolean built, long millis) implements Serializable {
    private static final long serialVersionUID = 1;
  }

  /**
   * Builds every slice of 1 to {@code pieces} pieces that {@code dir} does not hold yet, logging a
   * line per level and per task to {@code log}. Each task solves with {@code spark.task.cpus}
   * threads.
   *
   * @throws IOException when the directory cannot be made or written
   * @throws org.apache.spark.SparkException (undeclared) when a task failed more often than Spark
   *     allows; the slices finished before stay in place
   */
  public static Report build(JavaSparkContext sc, Path dir, int pieces, PrintStream log)
      throws IOException {
    return build(sc, new SharedDirectory(dir), pieces, log);
  }

  /**
   * Builds as {@link #build(JavaSparkContext, Path, int, PrintStream)} does, into the directory a
   * URI names: a {@code file:} URI is a shared directory, any other scheme ({@code hdfs:}, {@code
   * s3a:}, ...) a directory of a Hadoop file system, where each task builds on its executor's disk
   * and copies its files up.
   */
  public static Report build(JavaSparkContext sc, URI dir, int pieces, PrintStream log)
      throws IOException {
    SliceStore store =
        "file".equals(dir.getScheme())
            ? new SharedDirectory(Path.of(dir))
            : new HadoopDirectory(dir.toString());
    return build(sc, store, pieces, log);
  }

  static Report build(JavaSparkContext sc, SliceStore store, int pieces, PrintStream log)
      throws IOException {
    SliceGraph graph = SliceGraph.upTo(pieces);
    store.prepare();
    int threads = sc.getConf().getInt("spark.task.cpus", 1);
    List<List<SliceGraph.Task>> levels = graph.levels();
    Listener listener = new Listener(log);
    sc.sc().addSparkListener(listener);
    int built = 0;
    int kept = 0;
    try {
      for (int level = 0; level < levels.size(); level++) {
        List<String> todo = new ArrayList<>();
        int keptHere = 0;
        for (SliceGraph.Task task : levels.get(level)) {
          if (store.complete(task)) {
            keptHere += task.slices().size();
          } else {
            todo.add(task.name());
          }
        }
        kept += keptHere;
        log.printf(
            Locale.ROOT,
            "level %d/%d: %d task%s to build, %d slices kept%n",
            level + 1,
            levels.size(),
            todo.size(),
            todo.size() == 1 ? "" : "s",
            keptHere);
        if (todo.isEmpty()) {
          continue;
        }
        CountDownLatch logged = new CountDownLatch(todo.size());
        listener.levels.put(level, new Level(todo, logged));
        sc.setLocalProperty(LEVEL, Integer.toString(level));
        sc.setJobDescription("endgame databases, level " + (level + 1) + " of " + levels.size());
        List<Done> done =
            sc.parallelize(todo, todo.size())
                .map(name -> buildOne(store, pieces, name, threads))
                .collect();
        // Spark tells its listeners a little later: let the level's lines come before the next's.
        try {
          logged.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        for (Done d : done) {
          int slices = graph.task(Slice.parse(d.task())).slices().size();
          if (d.built()) {
            built += slices;
          } else {
            kept += slices;
          }
        }
      }
    } finally {
      sc.sc().removeSparkListener(listener);
      sc.setLocalProperty(LEVEL, null);
    }
    // Attempts that failed may have left their temporary files.
    store.prepare();
    return new Report(built, kept, graph.positions(), listener.failures);
  }

  /** One Spark task: builds a task of the graph into the shared directory. */
  static Done buildOne(SliceStore store, int pieces, String name, int threads)
      throws IOException, InterruptedException {
    long start = System.nanoTime();
    SliceGraph.Task task = SliceGraph.upTo(pieces).task(Slice.parse(name));
    TaskContext context = TaskContext.get();
    if (name.equals(System.getProperty(FAIL_ONCE))
        && context != null
        && context.attemptNumber() == 0
        && !store.complete(task)) {
      store.leaveUnfinished(name);
      throw new IllegalStateException("task " + name + " stopped midway (" + FAIL_ONCE + ")");
    }
    boolean built = store.build(task, threads);
    return new Done(name, built, (System.nanoTime() - start) / 1_000_000);
  }

  /** The tasks of a level's job, by partition, and a count of those still to log. */
  private record Level(List<String> tasks, CountDownLatch logged) {}

  /** Logs each task as it ends, on the driver, and counts the failed attempts. */
  private static final class Listener extends SparkListener {
    final Map<Integer, Level> levels = new ConcurrentHashMap<>();
    private final Map<Integer, Integer> levelOfStage = new ConcurrentHashMap<>();
    private final PrintStream log;
    volatile int failures;

    Listener(PrintStream log) {
      this.log = log;
    }

    @Override
    public void onJobStart(SparkListenerJobStart job) {
      String level = job.properties() == null ? null : job.properties().getProperty(LEVEL);
      if (level == null) {
        return;
      }
      for (Object stage : scala.jdk.javaapi.CollectionConverters.asJava(job.stageIds())) {
        levelOfStage.put((Integer) stage, Integer.valueOf(level));
      }
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
      Integer level = levelOfStage.get(end.stageId());
      if (level == null) {
        return;
      }
      Level job = levels.get(level);
      String name = job.tasks().get(end.taskInfo().index());
      Slice slice = Slice.parse(name);
      String slices = slice == slice.mirror() ? name : name + " and " + slice.mirror().name();
      double seconds = end.taskInfo().duration() / 1000.0;
      if (end.reason() == Success$.MODULE$) {
        log.printf(Locale.ROOT, "  %s: done in %.1fs%n", slices, seconds);
        job.logged().countDown();
      } else {
        failures++;
        String why =
            end.reason() instanceof ExceptionFailure f
                ? f.className().replaceAll(".*\\.", "") + ": " + f.description()
                : end.reason().toString();
        log.printf(
            Locale.ROOT,
            "  %s: attempt %d failed (%s); Spark runs it again up to its limit%n",
            slices,
            end.taskInfo().attemptNumber() + 1,
            why);
      }
    }
  }
}
