package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code crownhead pdn check}: counts, errors and exit codes. */
class PdnCommandTest {
  @TempDir Path folder;

  /** What a run printed and returned. */
  private record Run(int exit, String out, String err) {}

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine command = new CommandLine(new PdnCommand());
    command.setOut(new PrintWriter(out, true));
    command.setErr(new PrintWriter(err, true));
    int exit = command.execute(args);
    return new Run(exit, out.toString(), err.toString());
  }

  private Path file(String name, String text) throws IOException {
    return Files.writeString(folder.resolve(name), text);
  }

  @Test
  void cleanFileGivesCountsAndExitZero() throws IOException {
    Path file =
        file(
            "clean.pdn",
            "[Event \"a\"]\n[Result \"1-0\"]\n\n1. 11-15 23-19 2. 8-11 1-0\n\n"
                + "1. 9-13 (10-14) 22-18 0-1\n1. 10-14 1/2-1/2\n1. 12-16 *\n1. 11-16 2-0\n");
    Run run = run("check", file.toString());
    assertThat(run.exit()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .isEqualTo(
            file
                + ": 5 games, 8 plies\n"
                + "results: 2 Black wins, 1 White win, 1 draw, 1 unfinished\n"
                + "errors: none\n");
  }

  @Test
  void damagedFileListsEachErrorAndExitsOne() throws IOException {
    Path file =
        file(
            "damaged.pdn",
            "[Event \"good\"]\n\n1. 11-15 23-19 *\n\n"
                + "[Event \"illegal\"]\n\n1. 11-15 23-19 2. 8-11 22-15 *\n\n"
                + "[Event \"bad FEN\"]\n[FEN \"B:W40\"]\n\n1. 11-15 *\n\n"
                + "[Event \"stray\"]\n\n1. 11-15 @ 23-19 *\n\n"
                + "[Event \"truncated\"]\n\n1. 11-15 23-");
    Run run = run("check", file.toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).isEmpty();
    assertThat(run.out().lines())
        .containsExactly(
            "game 2, line 7, move 2...: move \"22-15\" is not legal here; legal moves: 19-16"
                + " 21-17 22-17 22-18 24-20 26-23 27-23",
            "game 3, line 10: bad FEN tag: FEN \"B:W40\" has square 40, but squares are numbered 1"
                + " to 32 at column 4",
            "game 4, line 16, move 1.: unexpected text \"@\"",
            "game 5, line 20, move 1...: move text \"23-\" expects a square number at column 4",
            "game 5, line 20, move 1...: the game has no result; the text ends",
            file + ": 5 games, 8 plies",
            "results: 0 Black wins, 0 White wins, 0 draws, 5 unfinished",
            "errors: 5 in 4 games");
  }

  @Test
  void unreadableFileGivesOneLineAndExitTwo() throws IOException {
    Path missing = folder.resolve("missing.pdn");
    Run run = run("check", missing.toString());
    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEqualTo("pdn check: cannot read " + missing + ": no such file\n");

    Run directory = run("check", folder.toString());
    assertThat(directory.exit).isEqualTo(2);
    assertThat(directory.err)
        .isEqualTo("pdn check: cannot read " + folder + ": it is a directory\n");
  }

  @Test
  void theWholeAcfArchiveIsClean() {
    String data = System.getProperty("crownhead.data", "../data");
    Path file = Path.of(data, "acf-games.pdn");
    Run run = run("check", file.toString());
    assertThat(run.exit()).isZero();
    assertThat(run.out())
        .isEqualTo(
            "warning: game 6867, line 54935, move 15.: move \"2x27\" is ambiguous; it could be"
                + " 2x11x18x27 or 2x11x20x27, and the moves after it do not settle which; read as"
                + " 2x11x18x27\n"
                + file
                + ": 9,377 games, 460,287 plies\n"
                + "results: 1,597 Black wins, 2,373 White wins, 5,407 draws, 0 unfinished\n"
                + "errors: none\n"
                + "warnings: 1\n");
  }

  @Test
  void helpExplainsTheCheck() {
    Run run = run("check", "--help");
    assertThat(run.exit()).isZero();
    assertThat(run.out())
        .contains("Usage: pdn check [-h] FILE")
        .contains("Replays every game of a PDN file")
        .contains("Exit codes:")
        .contains("2   the file cannot be read");
  }

  @Test
  void missingArgumentsAreUsageErrors() {
    Run run = run("check");
    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.err()).contains("Missing required parameter: 'FILE'");
    assertThat(run(new String[0]).err).contains("Missing subcommand");
  }
}
