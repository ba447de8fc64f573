package org.crownhead.engine.eval;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The arithmetic of a {@link Network} with the processor's vector instructions, through Java's
 * incubating Vector API: the same integers as {@link ScalarKernel}, several times faster. Loaded
 * only when the module {@code jdk.incubator.vector} is present (see {@link NetworkKernel#best});
 * the layers' widths must be multiples of the vector length.
 */
final class VectorKernel implements NetworkKernel {
  private static final VectorSpecies<Integer> SPECIES = IntVector.SPECIES_PREFERRED;
  private static final int LANES = SPECIES.length();

  private final Network net;

  VectorKernel(Network network) {
    if (network.n1 % LANES != 0 || network.n2 % LANES != 0 || network.n3 % LANES != 0) {
      throw new IllegalArgumentException("layer widths not multiples of " + LANES);
    }
    this.net = network;
  }

  @Override
  public String name() {
    return "vector";
  }

  @Override
  public void add(int[] sums, int[] rows, int from, int count) {
    for (int j = 0; j < count; j += LANES) {
      IntVector.fromArray(SPECIES, sums, j)
          .add(IntVector.fromArray(SPECIES, rows, from + j))
          .intoArray(sums, j);
    }
  }

  @Override
  public void subtract(int[] sums, int[] rows, int from, int count) {
    for (int j = 0; j < count; j += LANES) {
      IntVector.fromArray(SPECIES, sums, j)
          .sub(IntVector.fromArray(SPECIES, rows, from + j))
          .intoArray(sums, j);
    }
  }

  @Override
  public long output(int[] mover, int[] other, int[] scratch) {
    int n1 = net.n1;
    int n2 = net.n2;
    int n3 = net.n3;
    int[] input = scratch;
    for (int j = 0; j < n1; j += LANES) {
      clip(IntVector.fromArray(SPECIES, mover, j)).intoArray(input, j);
      clip(IntVector.fromArray(SPECIES, other, j)).intoArray(input, n1 + j);
    }
    int hidden = 2 * n1;
    layer(input, 0, 2 * n1, net.w2T, net.b2, scratch, hidden, n2);
    int third = hidden + n2;
    layer(scratch, hidden, n2, net.w3T, net.b3, scratch, third, n3);
    long sum = net.bo;
    for (int i = 0; i < n3; i++) {
      sum += scratch[third + i] * net.wo[i];
    }
    return sum;
  }

  /**
   * {@code out[to + k] = clip((bias[k] + Σ in[from + i] · weights[i · width + k]) >> shift)} for
   * {@code k < width}: input by input, a vector of outputs at a time.
   */
  private static void layer(
      int[] in, int from, int count, int[] weights, int[] bias, int[] out, int to, int width) {
    for (int k = 0; k < width; k += LANES) {
      IntVector sum = IntVector.fromArray(SPECIES, bias, k);
      for (int i = 0; i < count; i++) {
        sum = sum.add(IntVector.fromArray(SPECIES, weights, i * width + k).mul(in[from + i]));
      }
      clip(sum.lanewise(jdk.incubator.vector.VectorOperators.ASHR, Network.WEIGHT_SHIFT))
          .intoArray(out, to + k);
    }
  }

  private static IntVector clip(IntVector v) {
    return v.max(0).min(Network.ONE);
  }
}
