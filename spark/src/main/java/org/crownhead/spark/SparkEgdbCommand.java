package org.crownhead.spark;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code crownhead egdb build --spark MASTER}: builds the endgame databases as Spark jobs. The
 * {@code crownhead} launcher starts it, with this module's classpath, when {@code egdb build} is
 * given {@code --spark}; the plain program never loads Spark.
 *
 * <pre>{@code
 * int status = SparkEgdbCommand.run("--spark", "local[2]", "--pieces", "3", "--out", "/tmp/egdb");
 * }</pre>
 */
@Command(
    name = "crownhead egdb build",
    sortOptions = false,
    mixinStandardHelpOptions = false,
    header = "Build the endgame databases as Apache Spark jobs.",
    description = {
      "Solves every position with 1 to N pieces, as 'crownhead egdb build' does, but as Spark "
          + "jobs: the slices are arranged in levels, every slice of a level depending only on "
          + "slices of earlier levels, and the slices of a level not yet in the output directory "
          + "are one job, a Spark task each (a slice and its mirror, solved together). Each task "
          + "reads the finished slices it needs from the output directory and writes its own, "
          + "under a temporary name renamed when complete, so the directory must be shared by "
          + "every executor (on one machine any directory; on a cluster a shared file system).",
      "",
      "A task that fails or is killed is run again by Spark, up to --tries times. A build that "
          + "is stopped resumes, run again, from the slices that exist. The files are the same, "
          + "byte for byte, as those of the in-process build.",
      "",
      "Progress, a line per level and per task, goes to standard error.",
      ""
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead egdb build --spark local[2] --pieces 5 --out /tmp/egdb",
      "  crownhead egdb build --spark spark://head:7077 --pieces 7 --out file:/shared/db",
      "  crownhead egdb build --spark yarn --pieces 7 --out hdfs://head:8020/egdb"
    })
public final class SparkEgdbCommand implements Callable<Integer> {
  private static final Pattern LOCAL = Pattern.compile("local(?:\\[(\\d+|\\*)(?:,(\\d+))?\\])?");
  private static final Pattern MASTER =
      Pattern.compile("local-cluster\\[\\d+,\\d+,\\d+\\]|(spark|k8s|mesos)://\\S+|yarn");

  private static final String NAME = "crownhead egdb build";

  @Spec CommandSpec spec;

  @Option(
      names = "--spark",
      paramLabel = "MASTER",
      required = true,
      description =
          "The Spark master URL: local[N] runs N tasks at once in this process; "
              + "spark://HOST:PORT, yarn or k8s://… a cluster.")
  String master;

  @Option(
      names = "--pieces",
      paramLabel = "N",
      required = true,
      description = "The most pieces on the board, 1 to 8 (always given: a Spark build is large).")
  int pieces;

  @Option(
      names = {"--out", "--dir"},
      paramLabel = "DIR",
      required = true,
      description =
          "The output directory: a path or a file: URI that every executor shares (on a"
              + " cluster, a shared file system), or a directory of a Hadoop file system such as"
              + " hdfs://head:8020/egdb or s3a://bucket/egdb (with that file system's connector"
              + " and settings on the class path).")
  String out;

  @Option(
      names = "--tries",
      paramLabel = "F",
      description = "How often a task is tried before the build stops (default: ${DEFAULT-VALUE}).")
  int tries = 4;

  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "Show this help and exit.")
  boolean help;

  /** Runs the command, printing to standard output and error; returns the exit status. */
  public static int run(String... args) {
    return run(
        new PrintWriter(System.out, true, StandardCharsets.UTF_8),
        new PrintWriter(System.err, true, StandardCharsets.UTF_8),
        args);
  }

  /** Runs the command, printing to {@code out} and {@code err}; returns the exit status. */
  static int run(PrintWriter out, PrintWriter err, String... args) {
    CommandLine commandLine = new CommandLine(new SparkEgdbCommand());
    commandLine.setOut(out);
    commandLine.setErr(err);
    commandLine.setParameterExceptionHandler(
        (e, ignored) -> {
          e.getCommandLine()
              .getErr()
              .println(
                  NAME + ": " + e.getMessage() + " (see '" + NAME + " --spark MASTER --help')");
          return 2;
        });
    commandLine.setExecutionExceptionHandler(
        (e, cl, ignored) -> {
          String message = e.getMessage() == null ? e.toString() : e.getMessage();
          if (e instanceof IOException) {
            cl.getErr().println(NAME + ": " + message);
            return 1;
          }
          if (e instanceof SparkException) {
            cl.getErr().println(NAME + ": the build stopped: " + message.lines().findFirst().get());
            return 1;
          }
          cl.getErr().println(NAME + ": internal error: " + e);
          return 70;
        });
    return commandLine.execute(args);
  }

  public static void main(String[] args) {
    System.exit(run(args));
  }

  @Override
  public Integer call() throws IOException {
    if (pieces < 1 || pieces > 8) {
      throw new ParameterException(spec.commandLine(), "--pieces must be 1 to 8, not " + pieces);
    }
    if (tries < 1) {
      throw new ParameterException(spec.commandLine(), "--tries must be at least 1, not " + tries);
    }
    String url = masterUrl();
    SliceStore dir = store();
    dir.prepare();
    PrintWriter stdout = spec.commandLine().getOut();
    PrintStream log = System.err;
    stdout.println("Building the endgame databases up to " + pieces + " pieces in " + dir);
    stdout.println("Spark master: " + url + " (a task is tried up to " + tries + " times)");
    stdout.flush();
    long start = System.nanoTime();
    SparkEgdbBuilder.Report report;
    try (JavaSparkContext sc = new JavaSparkContext(conf(url, tries, pieces))) {
      sc.setLogLevel("WARN");
      report = SparkEgdbBuilder.build(sc, dir, pieces, log);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    stdout.printf(
        Locale.ROOT,
        "Done in %.1f s: %d slices built, %d kept from an earlier build, %d failed attempts run"
            + " again.%n",
        seconds,
        report.built(),
        report.kept(),
        report.failedAttempts());
    stdout.printf(Locale.ROOT, "%,d positions.%n", report.positions());
    stdout.flush();
    return 0;
  }

  /** The master URL, with local mode given its tries (plain local mode never retries). */
  String masterUrl() {
    Matcher local = LOCAL.matcher(master);
    if (local.matches()) {
      String threads = local.group(1) == null ? "1" : local.group(1);
      if (local.group(2) != null) {
        tries = Integer.parseInt(local.group(2));
      }
      return "local[" + threads + "," + tries + "]";
    }
    if (!MASTER.matcher(master).matches()) {
      throw new ParameterException(
          spec.commandLine(),
          "--spark: '"
              + master
              + "' is not a Spark master URL; use local[N] (N tasks at once in this process),"
              + " spark://HOST:PORT, yarn or k8s://HOST:PORT");
    }
    return master;
  }

  /** The output directory: a shared directory (a path or a file: URI) or a Hadoop one. */
  SliceStore store() {
    if (out.matches("[A-Za-z][A-Za-z0-9+.-]+:.*")) {
      URI uri;
      try {
        uri = URI.create(out);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), "--out: '" + out + "' is not a URI");
      }
      if (!"file".equals(uri.getScheme())) {
        if (uri.getPath() == null || uri.getPath().isEmpty()) {
          throw new ParameterException(
              spec.commandLine(), "--out: '" + out + "' names no directory");
        }
        return new HadoopDirectory(out);
      }
      try {
        return new SharedDirectory(Path.of(uri));
      } catch (IllegalArgumentException e) {
        throw new ParameterException(
            spec.commandLine(), "--out: '" + out + "' is not a usable file: URI (" + e + ")");
      }
    }
    return new SharedDirectory(Path.of(out));
  }

  /** The Spark settings of a build: {@code url} a checked master URL. */
  static SparkConf conf(String url, int tries, int pieces) {
    SparkConf conf =
        new SparkConf()
            .setMaster(url)
            .setAppName("crownhead egdb build --pieces " + pieces)
            .set("spark.task.maxFailures", Integer.toString(tries))
            // Two attempts of one task would only do the same work twice.
            .set("spark.speculation", "false");
    if (url.startsWith("local")) {
      conf.set("spark.ui.enabled", "false")
          .set("spark.driver.host", "127.0.0.1")
          .set("spark.driver.bindAddress", "127.0.0.1");
    } else {
      // The executors need the engine: ship the program's own jars.
      List<String> jars = new ArrayList<>();
      for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
        String name = Path.of(entry).getFileName().toString();
        if (name.endsWith(".jar")
            && (name.startsWith("crownhead-") || name.startsWith("picocli"))) {
          jars.add(entry);
        }
      }
      conf.setJars(jars.toArray(new String[0]));
    }
    return conf;
  }
}
