package org.crownhead.engine.eval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The weights of a small neural network that judges a position, in integers, and its forward pass.
 *
 * <p>The input is the board seen from one side ("us"): for each of the 32 squares (numbered from
 * that side, so that White's square 32 is Black's 1), whether it holds our man, our king, their man
 * or their king: 128 inputs, of which a position sets one per piece. The first layer turns them
 * into {@code n1} sums (the <em>accumulator</em>); since the inputs only switch on and off, a sum
 * is a bias plus the weights of the pieces on the board, and a move changes it by the weights of
 * the few pieces it moves, takes or crowns. Both sides' accumulators are kept, with the same
 * weights; the side to move's comes first. Each value is clipped to [0, 1] and the two go through a
 * layer of {@code n2}, one of {@code n3} (clipped the same way) and a last weighted sum, the score
 * in units of {@code scale} points: a score of 1 is {@code scale} points, a man being 100.
 *
 * <p>All arithmetic is in integers: activations in [0, {@value #ONE}] stand for [0, 1], the first
 * layer's weights and biases are scaled by {@value #ONE}, the later layers' weights by {@value
 * #WEIGHT_ONE} and their biases by {@value #ONE} × {@value #WEIGHT_ONE}.
 *
 * <p>Weights file: lines {@code name v v v ...} for {@code sizes} (n1 n2 n3), {@code scale}, {@code
 * w1} (input-major: the n1 weights of input 0, then of input 1, ...), {@code b1}, {@code w2}
 * (output-major: the 2·n1 weights into unit 0, then unit 1, ...), {@code b2}, {@code w3}, {@code
 * b3}, {@code wo}, {@code bo}; lines starting with {@code #} are comments.
 */
public final class Network {
  /** The inputs of one side's view: 4 kinds of piece on 32 squares. */
  public static final int INPUTS = 128;

  /** The integer that stands for an activation of 1. */
  public static final int ONE = 256;

  /** The integer that stands for a weight of 1 in the layers after the first. */
  public static final int WEIGHT_ONE = 1024;

  /** {@link #WEIGHT_ONE} as a shift. */
  static final int WEIGHT_SHIFT = 10;

  static final String RESOURCE = "network.txt";

  final int n1;
  final int n2;
  final int n3;
  final int scale;
  final int[] w1;
  final int[] b1;
  final int[] w2;
  final int[] b2;
  final int[] w3;
  final int[] b3;
  final int[] wo;
  final int bo;

  /** The second and third layers' weights input-major, for kernels that go input by input. */
  final int[] w2T;

  final int[] w3T;

  private final NetworkKernel kernel;

  /** A network from its integer weights, sized as described in the class comment. */
  public Network(
      int n1,
      int n2,
      int n3,
      int scale,
      int[] w1,
      int[] b1,
      int[] w2,
      int[] b2,
      int[] w3,
      int[] b3,
      int[] wo,
      int bo) {
    check("w1", w1, INPUTS * n1);
    check("b1", b1, n1);
    check("w2", w2, 2 * n1 * n2);
    check("b2", b2, n2);
    check("w3", w3, n2 * n3);
    check("b3", b3, n3);
    check("wo", wo, n3);
    if (scale <= 0) {
      throw new IllegalArgumentException("the scale must be positive, not " + scale);
    }
    this.n1 = n1;
    this.n2 = n2;
    this.n3 = n3;
    this.scale = scale;
    this.w1 = w1;
    this.b1 = b1;
    this.w2 = w2;
    this.b2 = b2;
    this.w3 = w3;
    this.b3 = b3;
    this.wo = wo;
    this.bo = bo;
    this.w2T = transpose(w2, n2, 2 * n1);
    this.w3T = transpose(w3, n3, n2);
    this.kernel = NetworkKernel.best(this);
  }

  /**
   * A matrix of {@code rows} rows of {@code columns} turned to {@code columns} rows of {@code
   * rows}.
   */
  private static int[] transpose(int[] matrix, int rows, int columns) {
    int[] out = new int[matrix.length];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        out[c * rows + r] = matrix[r * columns + c];
      }
    }
    return out;
  }

  /** The kernel that does the arithmetic: with vector instructions where Java offers them. */
  String kernel() {
    return kernel.name();
  }

  private static void check(String name, int[] values, int length) {
    if (values.length != length) {
      throw new IllegalArgumentException(
          name + " has " + values.length + " values; expected " + length);
    }
  }

  /** The points an output of 1 is worth. */
  public int scale() {
    return scale;
  }

  /** The number of first-layer sums of each side. */
  public int width() {
    return n1;
  }

  /**
   * The input of a piece for one side's view: kind 0 our man, 1 our king, 2 their man, 3 their
   * king.
   */
  static int input(int kind, int square) {
    return kind * 32 + square;
  }

  /** Adds input {@code feature}'s first-layer weights to an accumulator. */
  void add(int[] accumulator, int feature) {
    kernel.add(accumulator, w1, feature * n1, n1);
  }

  /** Takes input {@code feature}'s first-layer weights from an accumulator. */
  void subtract(int[] accumulator, int feature) {
    kernel.subtract(accumulator, w1, feature * n1, n1);
  }

  /** Sets an accumulator to the first layer's biases. */
  void clear(int[] accumulator) {
    System.arraycopy(b1, 0, accumulator, 0, n1);
  }

  /**
   * The score in points for the side to move from the two accumulators; {@code scratch} holds at
   * least {@link #scratchSize()} ints.
   */
  int score(int[] mover, int[] other, int[] scratch) {
    long sum = kernel.output(mover, other, scratch);
    return (int) (sum * scale / ((long) ONE * WEIGHT_ONE));
  }

  /** The scratch space {@link #score} needs. */
  int scratchSize() {
    return 2 * n1 + 2 * n2 + 2 * n3;
  }

  static int clip(int value) {
    return value < 0 ? 0 : Math.min(value, ONE);
  }

  /**
   * The network shipped with Crownhead, read once; or, to try a newly trained one without building,
   * the weights file named by the system property {@value #FILE_PROPERTY} ({@code
   * -Dcrownhead.network=network.txt}).
   */
  public static Network standard() {
    return Standard.NETWORK;
  }

  /** The system property that names a weights file to use instead of the shipped one. */
  public static final String FILE_PROPERTY = "crownhead.network";

  private static final class Standard {
    static final Network NETWORK = load();

    private static Network load() {
      String file = System.getProperty(FILE_PROPERTY);
      if (file != null) {
        try (Reader in = Files.newBufferedReader(Path.of(file))) {
          return read(in);
        } catch (IOException e) {
          throw new UncheckedIOException("cannot read the network " + file, e);
        }
      }
      try (InputStream in = Network.class.getResourceAsStream(RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException("the network's weights " + RESOURCE + " are missing");
        }
        return read(new InputStreamReader(in, StandardCharsets.US_ASCII));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Reads a weights file. */
  public static Network read(Reader source) throws IOException {
    BufferedReader in = new BufferedReader(source);
    java.util.Map<String, int[]> values = new java.util.HashMap<>();
    String line;
    while ((line = in.readLine()) != null) {
      line = line.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] parts = line.split("\\s+");
      int[] numbers = new int[parts.length - 1];
      for (int i = 1; i < parts.length; i++) {
        numbers[i - 1] = Integer.parseInt(parts[i]);
      }
      values.put(parts[0], numbers);
    }
    for (String name : List.of("sizes", "scale", "w1", "b1", "w2", "b2", "w3", "b3", "wo", "bo")) {
      if (!values.containsKey(name)) {
        throw new IOException("the network's weights have no line " + name);
      }
    }
    int[] sizes = values.get("sizes");
    if (sizes.length != 3) {
      throw new IOException("sizes must give n1 n2 n3");
    }
    try {
      return new Network(
          sizes[0],
          sizes[1],
          sizes[2],
          values.get("scale")[0],
          values.get("w1"),
          values.get("b1"),
          values.get("w2"),
          values.get("b2"),
          values.get("w3"),
          values.get("b3"),
          values.get("wo"),
          values.get("bo")[0]);
    } catch (IllegalArgumentException e) {
      throw new IOException("bad network weights: " + e.getMessage(), e);
    }
  }

  /** Writes the weights, after the comment lines given. */
  public void write(Writer out, List<String> comments) throws IOException {
    for (String comment : comments) {
      out.write("# " + comment + "\n");
    }
    line(out, "sizes", new int[] {n1, n2, n3});
    line(out, "scale", new int[] {scale});
    line(out, "w1", w1);
    line(out, "b1", b1);
    line(out, "w2", w2);
    line(out, "b2", b2);
    line(out, "w3", w3);
    line(out, "b3", b3);
    line(out, "wo", wo);
    line(out, "bo", new int[] {bo});
  }

  private static void line(Writer out, String name, int[] values) throws IOException {
    List<String> parts = new ArrayList<>(values.length + 1);
    parts.add(name);
    for (int v : values) {
      parts.add(Integer.toString(v));
    }
    out.write(String.join(" ", parts));
    out.write('\n');
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "Network 2x%d-%d-%d-1, scale %d", n1, n2, n3, scale);
  }
}
