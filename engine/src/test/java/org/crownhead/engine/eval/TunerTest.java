package org.crownhead.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tuner on small inputs: which positions become samples, their targets, and the fit. */
class TunerTest {
  @TempDir Path folder;

  @Test
  void quietPositionsAfterTheBallotBecomeSamplesWithTheResultForTheSideToMove() throws IOException {
    Path games = folder.resolve("games.pdn");
    // Black wins; no position of the game has a capture for either side.
    Files.writeString(
        games,
        "[Result \"1-0\"]\n1. 11-15 23-19 2. 8-11 22-17 3. 4-8 17-13 4. 15-18 24-20 1-0\n",
        StandardCharsets.UTF_8);
    Tuner.Data data = Tuner.read(games);
    assertThat(data.train().games + data.test().games).isEqualTo(1);
    Tuner.Samples samples = data.train();
    // Plies 6, 7 and 8 (the position after the last move) remain; ply 7 has White to move.
    assertThat(samples.size).isEqualTo(3);
    assertThat(samples.target[0]).isEqualTo(1f);
    assertThat(samples.target[1]).isEqualTo(0f);
    assertThat(samples.target[2]).isEqualTo(1f);
    assertThat(samples.phase[0]).isEqualTo((byte) 24);
  }

  @Test
  void gamesFromSeveralFilesAreReadButNotThoseLostByAnEngineFault() throws IOException {
    String moves = "1. 11-15 23-19 2. 8-11 22-17 3. 4-8 17-13 4. 15-18 24-20";
    Path human = folder.resolve("human.pdn");
    Files.writeString(human, "[Result \"1-0\"]\n" + moves + " 1-0\n", StandardCharsets.UTF_8);
    Path match = folder.resolve("match.pdn");
    Files.writeString(
        match,
        "[Result \"0-1\"]\n[Termination \"loss on time\"]\n"
            + moves
            + " 0-1\n\n[Result \"1/2-1/2\"]\n[Termination \"threefold repetition\"]\n"
            + moves
            + " 1/2-1/2\n",
        StandardCharsets.UTF_8);
    Tuner.Data data = Tuner.read(human, match);
    // The game lost on time is left out; the won game and the drawn one are used.
    assertThat(data.train().games).isEqualTo(2);
    assertThat(data.train().size).isEqualTo(6);
    assertThat(data.train().target[0]).isEqualTo(1f);
    assertThat(data.train().target[3]).isEqualTo(0.5f);
  }

  @Test
  void theFitFindsThatAKingMoreWins() {
    // Synthetic samples: the side a king up wins three games in four and draws the fourth; a man
    // up, one game in two. The fit starts with kings worth nothing and must find their value.
    Tuner.Samples samples = new Tuner.Samples();
    for (int i = 0; i < 50; i++) {
      double king = i % 4 == 3 ? 0.5 : 1;
      double man = i % 2 == 1 ? 0.5 : 1;
      samples.add(Position.fromFen("B:W21,22,23:B1,2,3,K28"), king, 1);
      samples.add(Position.fromFen("W:W21,22,23:B1,2,3,K28"), 1 - king, 1);
      samples.add(Position.fromFen("B:W21,22,23:B1,2,3,4"), man, 1);
      samples.add(Position.fromFen("W:W21,22,23:B1,2,3,4"), 1 - man, 1);
    }
    double[] opening = Weights.material().openingValues();
    double[] endgame = Weights.material().endgameValues();
    opening[Features.KING] = 0;
    endgame[Features.KING] = 0;
    double k = Tuner.fitK(samples, opening, endgame);
    double before = Tuner.meanSquaredError(samples, opening, endgame, k);
    assertThat(k).isGreaterThan(0.005);
    Tuner.adam(samples, opening, endgame, k, 200);
    assertThat(Tuner.meanSquaredError(samples, opening, endgame, k)).isLessThan(before * 0.9);
    assertThat(opening[Features.MAN]).isCloseTo(100, within(1e-9));
  }

  @Test
  void samplesBlendTheSearchScoreWithTheResultAndHoldOutEveryTenthGame() throws IOException {
    Position start = Position.initial();
    // White to move after 11-15: quiet for both sides.
    Position quiet = start.play(start.legalMoves().get(0));
    org.crownhead.engine.learn.Samples written = new org.crownhead.engine.learn.Samples();
    for (int game = 0; game < 10; game++) {
      // A score and a result that agree in every game, so that the fitted scale is finite.
      boolean won = game % 2 == 0;
      written.add(game, 7, quiet, won ? 200 : -200, won ? 1000 : 0);
      written.add(game, 8, quiet, org.crownhead.engine.learn.Samples.NO_SCORE, won ? 1000 : 0);
    }
    written.add(10, 0, quiet.play(quiet.legalMoves().get(0)), 0, 500);
    Path file = folder.resolve("selfplay.samples");
    written.write(file);

    Tuner.Data data = Tuner.read(List.of(new Tuner.Source(file, 2, 0.5)));

    assertThat(data.train().games).isEqualTo(10);
    assertThat(data.test().games).isEqualTo(1);
    assertThat(data.train().size + data.test().size).isEqualTo(21);
    assertThat(data.train().weight[0]).isEqualTo(2f);
    // Game 0 was won and searched as +200: half the score's chance on the fitted scale, half the
    // result; its second sample has no score, so the result alone; game 1 was lost at -200.
    double scale =
        org.crownhead.engine.learn.NetworkTrainer.fitScale(
            written, java.util.stream.IntStream.range(0, written.size()).toArray());
    double chance = Tuner.sigmoid(200 / scale);
    assertThat(data.train().target[0]).isCloseTo((float) (0.5 * chance + 0.5), within(1e-6f));
    assertThat(data.train().target[1]).isEqualTo(1f);
    assertThat(data.train().target[2]).isCloseTo((float) (0.5 * (1 - chance)), within(1e-6f));
  }

  @Test
  void lambdaSetsTheShareOfTheScoreForTheFilesAfterIt() {
    assertThat(Tuner.sources(List.of("a.samples", "--lambda", "0.75", "b.samples")))
        .containsExactly(
            new Tuner.Source(Path.of("a.samples"), 1, Tuner.DEFAULT_LAMBDA),
            new Tuner.Source(Path.of("b.samples"), 1, 0.75));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> Tuner.sources(List.of("--lambda", "2", "a.samples")))
        .withMessageContaining("from 0 to 1");
  }

  @Test
  void anOptionAndItsValueAreTakenOutOfTheArguments() {
    List<String> args = new java.util.ArrayList<>(List.of("--from", "w.txt", "a.pdn"));
    assertThat(Tuner.option(args, "--from")).contains("w.txt");
    assertThat(args).containsExactly("a.pdn");
    assertThat(Tuner.option(args, "--rounds")).isEmpty();
    assertThatIllegalArgumentException()
        .isThrownBy(() -> Tuner.option(new java.util.ArrayList<>(List.of("--from")), "--from"))
        .withMessageContaining("needs a value");
  }

  @Test
  void weightSetsTheWeightOfTheFilesAfterIt() {
    assertThat(Tuner.sources(List.of("a.pdn", "--weight", "3", "b.pdn", "c.pdn")))
        .containsExactly(
            new Tuner.Source(Path.of("a.pdn"), 1),
            new Tuner.Source(Path.of("b.pdn"), 3),
            new Tuner.Source(Path.of("c.pdn"), 3));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> Tuner.sources(List.of("--weight", "0", "a.pdn")))
        .withMessageContaining("above 0");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> Tuner.sources(List.of("a.pdn", "--weight")))
        .withMessageContaining("needs a number");
  }

  @Test
  void aHeavierSampleCountsForMoreInTheError() {
    // At the material weights the even position is predicted as 0.5 and was won (error 0.25,
    // weight 1); the position a man ahead is predicted as q and was lost (error q², weight 3).
    Tuner.Samples samples = new Tuner.Samples();
    Position even = Position.fromFen("B:W21,22,23:B1,2,3");
    Position ahead = Position.fromFen("B:W21,22,23:B1,2,3,4");
    samples.add(even, 1, 1);
    samples.add(ahead, 0, 3);
    Weights material = Weights.material();
    double[] opening = material.openingValues();
    double[] endgame = material.endgameValues();
    double k = 0.02;
    double q = Tuner.sigmoid(k * 100);
    double expected = (1 * 0.25 + 3 * q * q) / 4;
    assertThat(Tuner.meanSquaredError(samples, opening, endgame, k))
        .isCloseTo(expected, within(1e-9));
  }

  @Test
  void theGradientSummedInPartsIsTheGradientSummedInOne() {
    // 37 samples of different features, results and weights: the 16 parts hold two or three each.
    Tuner.Samples samples = new Tuner.Samples();
    String[] fens = {
      "B:W21,22,23:B1,2,3,K28", "W:W21,22,23,K5:B1,2,3", "B:W21,22,23:B1,2,3,4", "W:W18,24:B9,10"
    };
    for (int i = 0; i < 37; i++) {
      samples.add(Position.fromFen(fens[i % fens.length]), (i % 3) / 2.0, 1 + i % 2);
    }
    double[] opening = Weights.material().openingValues();
    double[] endgame = Weights.material().endgameValues();
    int slots = 2 * Features.COUNT;
    double[] inOne = new double[slots];
    Tuner.gradient(samples, opening, endgame, 0.02, new double[1][slots], inOne);
    double[] inParts = new double[slots];
    Tuner.gradient(samples, opening, endgame, 0.02, new double[16][slots], inParts);
    assertThat(inOne).containsExactly(inParts, within(1e-15));
    assertThat(inOne[Features.KING]).isNotZero();
    double[] again = new double[slots];
    Tuner.gradient(samples, opening, endgame, 0.02, new double[16][slots], again);
    assertThat(again).containsExactly(inParts);
  }
}
