package org.crownhead.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The jar for {@code spark-submit} holds Crownhead's classes and picocli but not Spark, and runs on
 * Spark's classpath alone, as a cluster would run it.
 */
class SubmitJarIT {
  private static final Path TARGET = Path.of("target");
  private static final Path JAR = TARGET.resolve("crownhead-spark-submit.jar");

  @Test
  void theJarHoldsCrownheadAndPicocliButNotSpark() throws Exception {
    try (JarFile jar = new JarFile(JAR.toFile())) {
      assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class"))
          .isEqualTo("org.crownhead.spark.SparkEgdbCommand");
      List<String> names = jar.stream().map(e -> e.getName()).toList();
      assertThat(names)
          .contains(
              "org/crownhead/spark/SparkEgdbCommand.class",
              "org/crownhead/spark/HadoopDirectory.class",
              "org/crownhead/engine/egdb/EgdbBuilder.class",
              "org/crownhead/core/Position.class",
              "picocli/CommandLine.class");
      assertThat(names)
          .noneMatch(n -> n.startsWith("org/apache/spark/"))
          .noneMatch(n -> n.startsWith("scala/"))
          .noneMatch(n -> n.startsWith("org/apache/hadoop/"));
    }
  }

  @Test
  void theJarRunsOnSparksClasspath() throws Exception {
    String spark =
        Arrays.stream(
                Files.readString(TARGET.resolve("runtime-classpath.txt"), StandardCharsets.UTF_8)
                    .strip()
                    .split(File.pathSeparator))
            .filter(entry -> !entry.contains("crownhead") && !entry.contains("picocli"))
            .collect(Collectors.joining(File.pathSeparator));
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(
        Files.readAllLines(Path.of("jvm.options"), StandardCharsets.UTF_8).stream()
            .map(String::strip)
            .filter(l -> !l.isEmpty() && !l.startsWith("#"))
            .toList());
    command.addAll(
        List.of(
            "-cp",
            JAR.toAbsolutePath() + File.pathSeparator + spark,
            "org.crownhead.spark.SparkEgdbCommand",
            "--help"));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    assertThat(output).contains("--spark=MASTER", "hdfs://head:8020/egdb");
  }
}
