package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs {@code crownhead} in the test's JVM and keeps what it printed and its exit code. */
final class Cli {
  final int code;
  final String out;
  final String err;

  private Cli(int code, String out, String err) {
    this.code = code;
    this.out = out;
    this.err = err;
  }

  /** Runs with no input. */
  static Cli run(String... args) {
    return run(new ByteArrayInputStream(new byte[0]), args);
  }

  /** Runs with no input and checks that the command succeeded (exit code 0). */
  static Cli succeeds(String... args) {
    return exits(0, args);
  }

  /** Runs with no input and checks the command's exit code. */
  static Cli exits(int code, String... args) {
    Cli run = run(args);
    assertThat(run.code).as(run.toString()).isEqualTo(code);
    return run;
  }

  /** Runs with the given lines as standard input, each ended by a line break. */
  static Cli runWithInput(String input, String... args) {
    return run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), args);
  }

  static Cli run(InputStream in, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out), new PrintWriter(err), in);
    return new Cli(code, normalise(out.toString()), normalise(err.toString()));
  }

  private static String normalise(String text) {
    return text.replace(System.lineSeparator(), "\n");
  }

  @Override
  public String toString() {
    return "exit " + code + "\n--- out ---\n" + out + "--- err ---\n" + err;
  }
}
