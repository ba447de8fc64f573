package org.crownhead.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.api.java.JavaSparkContext;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.crownhead.engine.egdb.Slice;
import org.crownhead.engine.egdb.SliceGraph;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Spark in local mode builds the same files, byte for byte, as the in-process builder: every slice
 * up to 5 pieces, after a task stopped midway, and when resuming a stopped build.
 */
class SparkEgdbBuildTest {
  @TempDir static Path root;
  static Path inProcess;
  static JavaSparkContext sc;

  @BeforeAll
  static void start() throws Exception {
    inProcess = root.resolve("in-process");
    EgdbBuilder.build(inProcess, 5, 1, EgdbBuilder.Progress.NONE);
    sc = new JavaSparkContext(SparkEgdbCommand.conf("local[2,4]", 4, 5));
    sc.setLogLevel("ERROR");
  }

  @AfterAll
  static void stop() {
    if (sc != null) {
      sc.close();
    }
  }

  @Test
  void everySliceUpToFivePiecesIsTheInProcessBuildersByteForByte() throws IOException {
    Path dir = root.resolve("five");
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    SparkEgdbBuilder.Report report =
        SparkEgdbBuilder.build(sc, dir, 5, new PrintStream(log, true, StandardCharsets.UTF_8));
    assertThat(report.built()).isEqualTo(Slice.upTo(5).size()).isEqualTo(125);
    assertThat(report.kept()).isZero();
    assertThat(report.failedAttempts()).isZero();
    assertThat(report.positions()).isEqualTo(SliceGraph.upTo(5).positions());
    assertSameFiles(dir, 5);
    String text = log.toString(StandardCharsets.UTF_8);
    int levels = SliceGraph.upTo(5).levels().size();
    assertThat(text).contains("level 1/" + levels + ":", "level " + levels + "/" + levels + ":");
    assertThat(text).contains("  2m2k-1k and 1k-2m2k: done in ");
  }

  @Test
  void executorsSplittingEveryTaskByTheMensAdvanceWriteTheSameFiles() throws IOException {
    Path dir = root.resolve("split");
    System.setProperty(EgdbBuilder.SPLIT_PROPERTY, "always");
    SparkEgdbBuilder.Report report;
    try {
      report = SparkEgdbBuilder.build(sc, dir, 4, new PrintStream(new ByteArrayOutputStream()));
    } finally {
      System.clearProperty(EgdbBuilder.SPLIT_PROPERTY);
    }
    assertThat(report.built()).isEqualTo(Slice.upTo(4).size());
    assertSameFiles(dir, 4); // and no file left of the exits a split task unpacked
  }

  @Test
  void aTaskStoppedMidwayIsRunAgainAndTheFilesAreTheSame() throws IOException {
    Path dir = root.resolve("failing");
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    System.setProperty(SparkEgdbBuilder.FAIL_ONCE, "1m1k-2k");
    SparkEgdbBuilder.Report report;
    try {
      report =
          SparkEgdbBuilder.build(sc, dir, 4, new PrintStream(log, true, StandardCharsets.UTF_8));
    } finally {
      System.clearProperty(SparkEgdbBuilder.FAIL_ONCE);
    }
    assertThat(report.failedAttempts()).isEqualTo(1);
    assertThat(report.built()).isEqualTo(Slice.upTo(4).size());
    assertThat(log.toString(StandardCharsets.UTF_8))
        .contains("  1m1k-2k and 2k-1m1k: attempt 1 failed (IllegalStateException: task 1m1k-2k");
    assertSameFiles(dir, 4);
  }

  @Test
  void aResumedBuildKeepsTheFinishedSlicesAndBuildsTheRest() throws IOException {
    Path dir = root.resolve("resumed");
    SparkEgdbBuilder.Report first = SparkEgdbBuilder.build(sc, dir, 3, quiet());
    assertThat(first.built()).isEqualTo(Slice.upTo(3).size());
    // Stopped during a 4-piece build: two slices lost, a temporary file left behind.
    SparkEgdbBuilder.build(sc, dir, 4, quiet());
    Files.delete(dir.resolve("3k-1k.cegdb"));
    Files.delete(dir.resolve("2m1k-1m.cegdb"));
    Files.writeString(dir.resolve("2m1k-1m.cegdb.0123abcd.part"), "half a file");
    SparkEgdbBuilder.Report resumed = SparkEgdbBuilder.build(sc, dir, 4, quiet());
    // Each lost slice is built again with its mirror, which was kept.
    assertThat(resumed.built()).isEqualTo(4);
    assertThat(resumed.kept()).isEqualTo(Slice.upTo(4).size() - 4);
    assertSameFiles(dir, 4);
  }

  @Test
  void aHadoopFileSystemGetsTheSameFilesEachTaskBuildingOnItsOwnDisk() throws IOException {
    // Hadoop's local file system stands in for HDFS: the tasks fetch their inputs, build in a
    // directory of their own and copy their files up, as on a cluster.
    Path dir = root.resolve("hadoop");
    HadoopDirectory store = new HadoopDirectory(dir.toUri().toString());
    System.setProperty(SparkEgdbBuilder.FAIL_ONCE, "2m-1k");
    SparkEgdbBuilder.Report report;
    try {
      report = SparkEgdbBuilder.build(sc, store, 4, quiet());
    } finally {
      System.clearProperty(SparkEgdbBuilder.FAIL_ONCE);
    }
    assertThat(report.built()).isEqualTo(Slice.upTo(4).size());
    assertThat(report.failedAttempts()).isEqualTo(1);
    assertSameFiles(dir, 4);
    Files.delete(dir.resolve("2m1k-1m.cegdb"));
    SparkEgdbBuilder.Report resumed = SparkEgdbBuilder.build(sc, store, 4, quiet());
    assertThat(resumed.built()).isEqualTo(2);
    assertSameFiles(dir, 4);
  }

  private static PrintStream quiet() {
    return new PrintStream(PrintStream.nullOutputStream());
  }

  /** The directory holds a file for every slice up to {@code pieces}, each the in-process one. */
  private static void assertSameFiles(Path dir, int pieces) throws IOException {
    List<Slice> slices = Slice.upTo(pieces);
    for (Slice s : slices) {
      String name = s.name() + ".cegdb";
      assertThat(Files.mismatch(dir.resolve(name), inProcess.resolve(name))).as(name).isEqualTo(-1);
    }
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString()).toList())
          .hasSize(slices.size())
          .allMatch(n -> n.endsWith(".cegdb"));
    }
  }
}
