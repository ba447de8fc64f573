package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Command;

class MainTest {
  @Test
  void helpListsTheCommandsAndOptions() {
    Cli run = Cli.run("--help");

    assertThat(run.code).isZero();
    assertThat(run.err).isEmpty();
    assertThat(run.out)
        .startsWith("Usage: crownhead")
        .contains("--help", "--version", "perft", "play", "help", "Examples:")
        .doesNotContain("\u001b");
  }

  @Test
  void versionNamesCrownhead() {
    Cli run = Cli.run("--version");

    assertThat(run.code).isZero();
    assertThat(run.out).startsWith("crownhead ").contains("Java ");
  }

  static Stream<Arguments> commandOptions() {
    return Stream.of(
        Arguments.of("perft", List.of("--fen", "--divide", "--unique", "DEPTH", "--help")),
        Arguments.of("serve", List.of("--port", "--host", "--data-dir", "--help")),
        Arguments.of("play", List.of("--fen", "--black", "--white", "--out", "--flip", "--help")));
  }

  @ParameterizedTest
  @MethodSource("commandOptions")
  void eachCommandExplainsItselfItsOptionsAndAnExample(String command, List<String> options) {
    Cli run = Cli.run(command, "--help");
    Cli viaHelp = Cli.run("help", command);

    assertThat(run.code).isZero();
    assertThat(run.out).contains("\nUsage: crownhead " + command).contains("Examples:");
    assertThat(run.out).contains(options);
    assertThat(run.out).containsPattern("(?m)^  crownhead " + command + " ");
    assertThat(viaHelp.code).isZero();
    assertThat(viaHelp.out).isEqualTo(run.out);
  }

  @Test
  void anUnknownOptionGivesOneLineAndExitCodeTwo() {
    Cli run = Cli.run("perft", "--deep", "3");

    assertThat(run.code).isEqualTo(2);
    assertThat(run.err)
        .isEqualTo("crownhead perft: Unknown option: '--deep' (see 'crownhead perft --help')\n");
  }

  @Test
  void anUnknownCommandGivesOneLineAndExitCodeTwo() {
    Cli run = Cli.run("solve");

    assertThat(run.code).isEqualTo(2);
    assertThat(run.err.lines()).hasSize(1);
    assertThat(run.err).startsWith("crownhead: ").contains("solve");
  }

  @Test
  void withoutACommandTheBrowserAppIsServed() {
    // Serving blocks until the process is stopped, so this checks the wiring and the help;
    // ServerRestartIT starts the real server as a process.
    Cli run = Cli.run("--help");

    assertThat(run.out)
        .contains("Without a command, starts the browser app (crownhead serve)")
        .contains("serve");
    assertThat(new CommandLine(new Main()).getSubcommands()).containsKey("serve");
  }

  /** A command that fails with whatever it is given, to check the error policy. */
  @Command(name = "fail")
  static final class Failing implements Callable<Integer> {
    private final Exception failure;

    Failing(Exception failure) {
      this.failure = failure;
    }

    @Override
    public Integer call() throws Exception {
      throw failure;
    }
  }

  static Stream<Arguments> failures() {
    return Stream.of(
        Arguments.of(
            new IllegalArgumentException("square 33 does not exist"),
            2,
            "fail: square 33 does not exist"),
        Arguments.of(
            catchNotation(), 2, "fail: move text \"11-\" expects a square number at column 4"),
        Arguments.of(new NoSuchFileException("games.pdn"), 2, "fail: no such file: games.pdn"),
        Arguments.of(
            new AccessDeniedException("games.pdn"), 2, "fail: games.pdn: permission denied"),
        Arguments.of(new IOException("disk full"), 1, "fail: disk full"),
        Arguments.of(
            new UncheckedIOException(new NoSuchFileException("a.pdn")),
            2,
            "fail: no such file: a.pdn"),
        Arguments.of(
            new IllegalStateException("two kings\non one square"),
            70,
            "crownhead: internal error: two kings"),
        Arguments.of(
            new NullPointerException(), 70, "crownhead: internal error: NullPointerException"));
  }

  private static Exception catchNotation() {
    try {
      org.crownhead.core.MoveText.parse(Position.initial(), "11-");
      throw new AssertionError("11- was read as a move");
    } catch (IllegalArgumentException e) {
      return e;
    }
  }

  @ParameterizedTest
  @MethodSource("failures")
  void failuresBecomeOneLineAndAnExitCode(Exception failure, int code, String line) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine commandLine =
        Main.configure(
            new CommandLine(new Failing(failure)),
            new PrintWriter(out),
            new PrintWriter(err),
            false);

    int exit = commandLine.execute();
    commandLine.getErr().flush();

    assertThat(exit).isEqualTo(code);
    assertThat(err.toString().replace(System.lineSeparator(), "\n")).isEqualTo(line + "\n");
    assertThat(out.toString()).isEmpty();
  }
}
