package org.crownhead.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command's help and its one-line errors, none of which starts Spark. */
class SparkEgdbCommandTest {
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return SparkEgdbCommand.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
  }

  @Test
  void helpExplainsTasksRetriesAndResuming() {
    assertThat(run("--spark", "local", "--help")).isZero();
    assertThat(out.toString())
        .contains("--spark=MASTER", "--out", "--pieces", "--tries", "run again", "resumes");
  }

  @Test
  void aBadMasterUrlIsNamed() {
    assertThat(run("--spark", "locl[2]", "--pieces", "3", "--out", "/tmp/x")).isEqualTo(2);
    assertThat(err.toString())
        .startsWith("crownhead egdb build: --spark: 'locl[2]' is not a Spark master URL")
        .contains("local[N]");
  }

  @Test
  void piecesOutsideTheRangeAreRefused() {
    assertThat(run("--spark", "local[2]", "--pieces", "9", "--out", "/tmp/x")).isEqualTo(2);
    assertThat(err.toString()).contains("--pieces must be 1 to 8, not 9");
  }

  @Test
  void anUnwritableOutputFailsWithOneLine(@TempDir Path dir) throws IOException {
    Path plain = dir.resolve("plain");
    Files.writeString(plain, "x");
    assertThat(run("--spark", "local[2]", "--pieces", "2", "--out", plain + "/db")).isEqualTo(1);
    assertThat(err.toString().strip().lines()).hasSize(1);
    assertThat(err.toString()).contains("cannot create directory " + plain.resolve("db"));
    assertThat(out.toString()).isEmpty();
  }

  @Test
  void pathsAndFileUrisAreSharedDirectoriesOtherSchemesHadoopOnes() {
    SparkEgdbCommand command = new SparkEgdbCommand();
    command.out = "/shared/egdb";
    assertThat(command.store()).isEqualTo(new SharedDirectory("/shared/egdb"));
    command.out = "file:/shared/egdb";
    assertThat(command.store()).isEqualTo(new SharedDirectory("/shared/egdb"));
    command.out = "hdfs://head:8020/egdb";
    assertThat(command.store()).isEqualTo(new HadoopDirectory("hdfs://head:8020/egdb"));
    command.out = "s3a://bucket/egdb";
    assertThat(command.store()).isEqualTo(new HadoopDirectory("s3a://bucket/egdb"));
  }

  @Test
  void aUriWithoutADirectoryIsRefused() {
    assertThat(run("--spark", "local[2]", "--pieces", "2", "--out", "hdfs://head")).isEqualTo(2);
    assertThat(err.toString()).contains("--out: 'hdfs://head' names no directory");
  }

  @Test
  void localModeIsGivenItsTries() {
    SparkEgdbCommand command = new SparkEgdbCommand();
    command.master = "local[2]";
    assertThat(command.masterUrl()).isEqualTo("local[2,4]");
    command.master = "local[*,3]";
    assertThat(command.masterUrl()).isEqualTo("local[*,3]");
    command.master = "spark://head:7077";
    assertThat(command.masterUrl()).isEqualTo("spark://head:7077");
  }
}
