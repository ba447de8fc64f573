package org.crownhead.engine.eval;

/**
 * The arithmetic of a {@link Network}: adding weight rows to the first layer's sums, and the layers
 * after it. Two implementations give the same integers: {@link ScalarKernel}, plain Java, and
 * {@code VectorKernel}, with the vector instructions of the processor through Java's incubating
 * Vector API ({@code jdk.incubator.vector}), several times faster where the program is started with
 * {@code --add-modules jdk.incubator.vector} (the {@code crownhead} launcher does so).
 */
interface NetworkKernel {
  /** The system property that forces the plain kernel: {@code -Dcrownhead.kernel=scalar}. */
  String PROPERTY = "crownhead.kernel";

  /** {@code scalar} or {@code vector}. */
  String name();

  /** {@code sums[j] += rows[from + j]} for {@code j < count}. */
  void add(int[] sums, int[] rows, int from, int count);

  /** {@code sums[j] -= rows[from + j]} for {@code j < count}. */
  void subtract(int[] sums, int[] rows, int from, int count);

  /**
   * The network's last sum, before scaling (see {@link Network}), from the side to move's and the
   * other side's first-layer sums; {@code scratch} holds {@link Network#scratchSize()} ints.
   */
  long output(int[] mover, int[] other, int[] scratch);

  /**
   * The vector kernel for the network when the Vector API is there and the layers' widths suit it,
   * else the scalar one.
   */
  static NetworkKernel best(Network network) {
    if (!"scalar".equals(System.getProperty(PROPERTY))
        && ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()) {
      try {
        return (NetworkKernel)
            Class.forName("org.crownhead.engine.eval.VectorKernel")
                .getDeclaredConstructor(Network.class)
                .newInstance(network);
      } catch (ReflectiveOperationException | LinkageError | IllegalArgumentException e) {
        // The widths do not suit the processor's vectors, or the API is not usable: plain Java.
      }
    }
    return new ScalarKernel(network);
  }
}
