package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.crownhead.core.Position;
import org.crownhead.engine.eval.Network;
import org.crownhead.engine.eval.NetworkEvaluation;
import org.crownhead.engine.learn.Samples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code crownhead learn}: samples from games, self-play, and a network trained on both. */
class LearnCommandTest {
  @Test
  void theThreeStepsMakeANetworkTheEngineReads(@TempDir Path dir) throws Exception {
    Path pdn = dir.resolve("games.pdn");
    Files.writeString(
        pdn,
        LossesCommandTest.LOST_GAME + "\n" + LossesCommandTest.LOST_GAME,
        StandardCharsets.UTF_8);
    Path games = dir.resolve("games.samples");
    Cli samples = Cli.run("learn", "samples", pdn.toString(), "--out", games.toString());
    assertThat(samples.code).as(samples.err).isZero();
    Samples read = new Samples();
    read.read(games);
    assertThat(read.size()).isGreaterThan(40);
    assertThat(samples.out).contains("samples written to");

    Path selfPlay = dir.resolve("selfplay.samples");
    String[] play = {
      "learn",
      "selfplay",
      pdn.toString(),
      "--games",
      "3",
      "--nodes",
      "500",
      "--threads",
      "2",
      "--egdb",
      "none",
      "--out",
      selfPlay.toString()
    };
    Cli played = Cli.run(play);
    assertThat(played.code).as(played.err).isZero();
    Samples fromSelfPlay = new Samples();
    fromSelfPlay.read(selfPlay);
    assertThat(fromSelfPlay.size()).isGreaterThan(0);
    assertThat(fromSelfPlay.score(0)).isNotEqualTo(Samples.NO_SCORE);
    long size = Files.size(selfPlay);
    assertThat(Cli.run(play).code).isZero();
    assertThat(Files.size(selfPlay)).as("a second run plays no game again").isEqualTo(size);

    Path weights = dir.resolve("net.txt");
    Cli trained =
        Cli.run(
            "learn",
            "train",
            games.toString(),
            selfPlay.toString(),
            "--n1",
            "8",
            "--n2",
            "4",
            "--n3",
            "4",
            "--epochs",
            "1",
            "--batch",
            "64",
            "--out",
            weights.toString());
    assertThat(trained.code).as(trained.err).isZero();
    assertThat(trained.err).contains("held out").contains("written to");
    String text = Files.readString(weights);
    assertThat(text)
        .contains("# Made with: crownhead learn train games.samples selfplay.samples --n1 8")
        .doesNotContain(dir.toString());
    Network network;
    try (Reader reader = Files.newBufferedReader(weights)) {
      network = Network.read(reader);
    }
    assertThat(network.width()).isEqualTo(8);
    int score = new NetworkEvaluation(network).evaluate(Position.initial());
    assertThat(Math.abs(score)).isLessThan(10_000);
  }

  @Test
  void badInputIsALineOnStandardError(@TempDir Path dir) throws Exception {
    Cli missing = Cli.run("learn", "samples", dir.resolve("none.pdn").toString());
    assertThat(missing.code).isEqualTo(2);
    assertThat(missing.err).contains("No such file");
    assertThat(Cli.run("learn").code).isEqualTo(2);
    Path empty = Files.writeString(dir.resolve("x.samples"), "");
    Cli badLayer = Cli.run("learn", "train", empty.toString(), "--n1", "0");
    assertThat(badLayer.code).isEqualTo(2);
    assertThat(badLayer.err).contains("layer sizes");
  }
}
