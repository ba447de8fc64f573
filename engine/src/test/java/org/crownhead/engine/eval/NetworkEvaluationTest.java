package org.crownhead.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.SplittableRandom;
import org.crownhead.core.MoveList;
import org.crownhead.core.Position;
import org.crownhead.core.PositionStack;
import org.junit.jupiter.api.Test;

/** The network's evaluation: kept up to date ply by ply, it scores as summed from scratch. */
class NetworkEvaluationTest {
  /** A network with random weights of plausible size. */
  static Network randomNetwork(long seed, int n1, int n2, int n3) {
    SplittableRandom random = new SplittableRandom(seed);
    int[] w1 = values(random, Network.INPUTS * n1, 40);
    int[] b1 = values(random, n1, 60);
    int[] w2 = values(random, 2 * n1 * n2, 400);
    int[] b2 = values(random, n2, 20_000);
    int[] w3 = values(random, n2 * n3, 600);
    int[] b3 = values(random, n3, 20_000);
    int[] wo = values(random, n3, 900);
    return new Network(n1, n2, n3, 35, w1, b1, w2, b2, w3, b3, wo, random.nextInt(-500, 500));
  }

  private static int[] values(SplittableRandom random, int count, int spread) {
    int[] out = new int[count];
    for (int i = 0; i < count; i++) {
      out[i] = random.nextInt(-spread, spread + 1);
    }
    return out;
  }

  @Test
  void incrementalScoresEqualScoresFromScratchAlongRandomLines() {
    NetworkEvaluation evaluation = new NetworkEvaluation(randomNetwork(7, 32, 8, 8));
    Evaluator searching = evaluation.forThread();
    SplittableRandom random = new SplittableRandom(11);
    PositionStack line = new PositionStack(200);
    MoveList moves = new MoveList();
    int checked = 0;
    for (int game = 0; game < 40; game++) {
      line.reset(Position.initial());
      // Walk down and up at random, as a search does, judging positions as it goes.
      for (int step = 0; step < 400; step++) {
        line.generateMoves(moves);
        boolean down =
            moves.size() > 0 && line.ply() < 150 && (line.ply() == 0 || random.nextInt(3) > 0);
        if (down) {
          line.push(moves.get(random.nextInt(moves.size())));
        } else if (line.ply() > 0) {
          line.pop();
        }
        if (random.nextInt(2) == 0) {
          assertThat(searching.evaluate(line)).isEqualTo(evaluation.evaluate(line.position()));
          checked++;
        }
      }
    }
    assertThat(checked).isGreaterThan(5_000);
  }

  @Test
  void theVectorKernelComputesWhatThePlainOneDoes() {
    Network network = randomNetwork(13, 32, 16, 16);
    NetworkKernel best = NetworkKernel.best(network);
    if (ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()) {
      assertThat(best.name()).isEqualTo("vector");
    }
    NetworkKernel scalar = new ScalarKernel(network);
    SplittableRandom random = new SplittableRandom(17);
    int[] scratch = new int[network.scratchSize()];
    for (int trial = 0; trial < 2_000; trial++) {
      int[] mover = values(random, 32, 400);
      int[] other = values(random, 32, 400);
      assertThat(best.output(mover, other, scratch))
          .isEqualTo(scalar.output(mover, other, scratch));
      int[] a = values(random, 32, 1000);
      int[] b = a.clone();
      int feature = random.nextInt(Network.INPUTS);
      best.add(a, network.w1, feature * 32, 32);
      scalar.add(b, network.w1, feature * 32, 32);
      assertThat(a).isEqualTo(b);
      best.subtract(a, network.w1, feature * 32, 32);
      scalar.subtract(b, network.w1, feature * 32, 32);
      assertThat(a).isEqualTo(b);
    }
  }

  @Test
  void aNewRootIsSummedAfresh() {
    NetworkEvaluation evaluation = new NetworkEvaluation(randomNetwork(3, 16, 8, 8));
    Evaluator searching = evaluation.forThread();
    PositionStack line = new PositionStack(8);
    for (String fen :
        List.of("B:W21,22,23:B1,2,3", "W:W21,22,23:B1,2,3", "B:WK5,30:B7,K28", "B:W18,26:B15")) {
      line.reset(Position.fromFen(fen));
      assertThat(searching.evaluate(line)).isEqualTo(evaluation.evaluate(Position.fromFen(fen)));
    }
  }

  @Test
  void kingsAloneInEqualNumbersScoreNothing() {
    NetworkEvaluation evaluation = new NetworkEvaluation(randomNetwork(5, 16, 8, 8));
    assertThat(evaluation.evaluate(Position.fromFen("B:WK32,K28:BK14,K15"))).isZero();
  }

  @Test
  void weightsSurviveWritingAndReading() throws IOException {
    Network network = randomNetwork(9, 16, 8, 4);
    StringWriter text = new StringWriter();
    network.write(text, List.of("a test network"));
    Network read = Network.read(new StringReader(text.toString()));
    Position position = Position.fromFen("W:W16,20,21,22,23,26,27,28:B5,6,7,8,9,12,13,14,19");
    assertThat(new NetworkEvaluation(read).evaluate(position))
        .isEqualTo(new NetworkEvaluation(network).evaluate(position));
    assertThat(text.toString()).startsWith("# a test network\nsizes 16 8 4\nscale 35\n");
  }

  @Test
  void aWeightsFileWithoutALayerIsRefused() {
    assertThatThrownBy(() -> Network.read(new StringReader("sizes 1 1 1\nscale 30\n")))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("w1");
  }
}
