package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.crownhead.core.Position;
import org.crownhead.hub.HubLine;
import org.crownhead.hub.HubPosition;
import org.junit.jupiter.api.Test;

/** {@code crownhead hub} through the command line, in the test's JVM. */
class HubCommandTest {

  @Test
  void servesTheProtocolOnStandardInputAndOutput() {
    Cli run = Cli.runWithInput("hub\ninit\npos start\nlevel depth=3\ngo think\n", "hub");

    assertThat(run.code).as(run.toString()).isZero();
    assertThat(run.err).isEmpty();
    List<String> lines = run.out.lines().toList();
    assertThat(lines.get(0)).isEqualTo("id name=Crownhead version=0.1.0");
    assertThat(lines).contains("wait", "ready");
    assertThat(lines).filteredOn(line -> line.startsWith("info depth=3 ")).hasSize(1);
    HubLine done = HubLine.parse(lines.get(lines.size() - 1));
    assertThat(done.command()).isEqualTo("done");
    assertThat(Position.initial().legalMoves().toString()).contains(done.get("move").orElseThrow());
    for (String line : lines) {
      HubLine.parse(line); // every line is a protocol line
    }
  }

  @Test
  void theEndOfTheInputEndsItWithSuccess() {
    Cli run = Cli.runWithInput("ping\n", "hub");

    assertThat(run.code).isZero();
    assertThat(run.out).isEqualTo("pong\n");
  }

  @Test
  void badInputIsAnsweredAndTheServerCarriesOn() {
    Cli run =
        Cli.runWithInput(
            "go think\npos pos=B\nbogus\npos pos="
                + HubPosition.format(Position.fromFen("W:W:B1"))
                + "\ngo think\n",
            "hub");

    assertThat(run.code).isZero();
    List<String> lines = run.out.lines().toList();
    assertThat(lines.subList(0, 3)).allMatch(line -> line.startsWith("error message="));
    assertThat(lines.get(0)).isEqualTo("error message=\"go: no position; send pos first\"");
    assertThat(lines).last().isEqualTo("done");
  }

  @Test
  void setChangesSettingsBeforeServing() {
    Cli run = Cli.runWithInput("hub\n", "hub", "--set", "level=club", "--set", "hash=2");

    assertThat(run.code).isZero();
    assertThat(run.out)
        .contains("param name=hash value=2 type=int min=1 max=8192")
        .contains("param name=level value=club type=enum");
  }

  @Test
  void aBadSettingIsBadInput() {
    Cli unknown = Cli.runWithInput("hub\n", "hub", "--set", "colour=red");
    Cli malformed = Cli.runWithInput("hub\n", "hub", "--set", "level");
    Cli outOfRange = Cli.runWithInput("hub\n", "hub", "--set", "threads=0");

    assertThat(unknown.code).isEqualTo(Main.BAD_INPUT);
    assertThat(unknown.out).isEmpty();
    assertThat(unknown.err)
        .isEqualTo(
            "crownhead hub: unknown setting \"colour\"; the settings are hash, threads, level, eval, endgames, book, margin, truncate, threats, shots and average-time\n");
    assertThat(malformed.code).isEqualTo(Main.BAD_INPUT);
    assertThat(malformed.err)
        .isEqualTo(
            "crownhead hub: --set expects NAME=VALUE, such as level=club, not level (see"
                + " 'crownhead hub --help')\n");
    assertThat(outOfRange.err).isEqualTo("crownhead hub: threads must be from 1 to 64, not 0\n");
  }

  @Test
  void helpExplainsTheProtocolWithExamples() {
    Cli run = Cli.run("hub", "--help");

    assertThat(run.code).isZero();
    assertThat(run.out)
        .contains("Usage: crownhead hub", "--set", "--help", "Examples:", "Hub protocol")
        .containsPattern("(?m)^  crownhead hub --set ");
    assertThat(Cli.run("--help").out).contains("hub", "crownhead hub ");
  }
}
