package org.crownhead.engine.eval;

/** The plain-Java arithmetic of a {@link Network}. */
final class ScalarKernel implements NetworkKernel {
  private final Network net;

  ScalarKernel(Network network) {
    this.net = network;
  }

  @Override
  public String name() {
    return "scalar";
  }

  @Override
  public void add(int[] sums, int[] rows, int from, int count) {
    for (int j = 0; j < count; j++) {
      sums[j] += rows[from + j];
    }
  }

  @Override
  public void subtract(int[] sums, int[] rows, int from, int count) {
    for (int j = 0; j < count; j++) {
      sums[j] -= rows[from + j];
    }
  }

  @Override
  public long output(int[] mover, int[] other, int[] scratch) {
    int n1 = net.n1;
    int n2 = net.n2;
    int n3 = net.n3;
    int[] input = scratch;
    for (int j = 0; j < n1; j++) {
      input[j] = Network.clip(mover[j]);
      input[n1 + j] = Network.clip(other[j]);
    }
    int width = 2 * n1;
    int hidden = width;
    for (int k = 0; k < n2; k++) {
      int base = k * width;
      int sum = net.b2[k];
      for (int i = 0; i < width; i++) {
        sum += input[i] * net.w2[base + i];
      }
      scratch[hidden + k] = Network.clip(sum >> Network.WEIGHT_SHIFT);
    }
    int third = hidden + n2;
    for (int k = 0; k < n3; k++) {
      int base = k * n2;
      int sum = net.b3[k];
      for (int i = 0; i < n2; i++) {
        sum += scratch[hidden + i] * net.w3[base + i];
      }
      scratch[third + k] = Network.clip(sum >> Network.WEIGHT_SHIFT);
    }
    long sum = net.bo;
    for (int i = 0; i < n3; i++) {
      sum += scratch[third + i] * net.wo[i];
    }
    return sum;
  }
}
