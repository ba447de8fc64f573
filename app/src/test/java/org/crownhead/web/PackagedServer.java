package org.crownhead.web;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The program as {@code mvn verify} packages it before the integration tests, run as a server. */
public final class PackagedServer {
  /** The packaged program. */
  public static final Path JAR = Path.of("target", "crownhead.jar").toAbsolutePath();

  private PackagedServer() {}

  /**
   * The command line that serves on the port (0 for a free one) from the data directory, with these
   * options after.
   */
  public static List<String> command(int port, Path dataDir, String... options) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command =
        new ArrayList<>(
            List.of(
                java,
                "-jar",
                JAR.toString(),
                "serve",
                "--port",
                String.valueOf(port),
                "--data-dir",
                dataDir.toString()));
    command.addAll(List.of(options));
    return command;
  }
}
