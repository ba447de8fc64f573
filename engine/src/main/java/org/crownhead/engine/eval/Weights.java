package org.crownhead.engine.eval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The weights of {@link StandardEvaluation}: for every feature an opening and an endgame value in
 * points (a man is 100), mixed by the number of pieces on the board.
 *
 * <p>The text form has one {@code name value} pair a line, the name being the feature's name with
 * {@code .opening} or {@code .endgame}; {@code #} starts a comment. Every feature must have both
 * values, except the patterns: a pattern left out weighs 0, and {@link #write} leaves out those
 * that do. The fitted weights ship as the resource {@code weights.txt} beside this class.
 *
 * <p>Immutable.
 */
final class Weights {
  static final String RESOURCE = "weights.txt";
  static final String OPENING = ".opening";
  static final String ENDGAME = ".endgame";

  /** Fixed-point scale of the packed weights: 1/16 point. */
  static final int SCALE = 16;

  private final double[] opening;
  private final double[] endgame;

  Weights(double[] opening, double[] endgame) {
    if (opening.length != Features.COUNT || endgame.length != Features.COUNT) {
      throw new IllegalArgumentException("weights need " + Features.COUNT + " features");
    }
    this.opening = opening.clone();
    this.endgame = endgame.clone();
  }

  /** The shipped weights, read once. */
  static Weights standard() {
    return Standard.WEIGHTS;
  }

  private static final class Standard {
    static final Weights WEIGHTS = resource();

    private static Weights resource() {
      try (InputStream in = Weights.class.getResourceAsStream(RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException("the evaluation weights " + RESOURCE + " are missing");
        }
        return read(new InputStreamReader(in, StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the evaluation weights " + RESOURCE, e);
      }
    }
  }

  /** Only the material: men 100, kings 130 (the starting point of the fit). */
  static Weights material() {
    double[] opening = new double[Features.COUNT];
    double[] endgame = new double[Features.COUNT];
    opening[Features.MAN] = endgame[Features.MAN] = 100;
    opening[Features.KING] = endgame[Features.KING] = 130;
    return new Weights(opening, endgame);
  }

  double opening(int feature) {
    return opening[feature];
  }

  double endgame(int feature) {
    return endgame[feature];
  }

  double[] openingValues() {
    return opening.clone();
  }

  double[] endgameValues() {
    return endgame.clone();
  }

  /**
   * The weights packed for the evaluation: the opening value times {@link #SCALE} in the high 32
   * bits plus the endgame value times {@link #SCALE}, so that adding packed values adds both.
   */
  long[] packed() {
    long[] packed = new long[Features.COUNT];
    for (int f = 0; f < Features.COUNT; f++) {
      packed[f] = pack((int) Math.round(opening[f] * SCALE), (int) Math.round(endgame[f] * SCALE));
    }
    return packed;
  }

  static long pack(int opening, int endgame) {
    return ((long) opening << 32) + endgame;
  }

  static int openingOf(long packed) {
    return (int) ((packed + 0x8000_0000L) >> 32);
  }

  static int endgameOf(long packed) {
    return (int) packed;
  }

  /**
   * Reads weights in the text form.
   *
   * @throws IllegalArgumentException naming the line when a line is malformed, a name is unknown or
   *     repeated, or a feature lacks a value
   */
  static Weights read(Reader reader) throws IOException {
    Map<String, Integer> index = new HashMap<>();
    for (int f = 0; f < Features.COUNT; f++) {
      index.put(Features.name(f) + OPENING, f);
      index.put(Features.name(f) + ENDGAME, Features.COUNT + f);
    }
    double[] values = new double[2 * Features.COUNT];
    boolean[] seen = new boolean[2 * Features.COUNT];
    BufferedReader in = new BufferedReader(reader);
    int number = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      number++;
      int hash = line.indexOf('#');
      String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
      if (text.isEmpty()) {
        continue;
      }
      String[] parts = text.split("\\s+");
      if (parts.length != 2) {
        throw new IllegalArgumentException(
            "weights line " + number + ": expected 'name value', got \"" + text + "\"");
      }
      Integer slot = index.get(parts[0]);
      if (slot == null) {
        throw new IllegalArgumentException(
            "weights line " + number + ": unknown weight \"" + parts[0] + "\"");
      }
      if (seen[slot]) {
        throw new IllegalArgumentException(
            "weights line " + number + ": \"" + parts[0] + "\" given twice");
      }
      try {
        values[slot] = Double.parseDouble(parts[1]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "weights line " + number + ": \"" + parts[1] + "\" is not a number", e);
      }
      if (!Double.isFinite(values[slot]) || Math.abs(values[slot]) > 10_000) {
        throw new IllegalArgumentException(
            "weights line " + number + ": \"" + parts[1] + "\" is out of range (±10000)");
      }
      seen[slot] = true;
    }
    for (int slot = 0; slot < seen.length; slot++) {
      if (!seen[slot] && slot % Features.COUNT < Features.PATTERN) {
        int f = slot % Features.COUNT;
        throw new IllegalArgumentException(
            "weights: no value for \""
                + Features.name(f)
                + (slot < Features.COUNT ? OPENING : ENDGAME)
                + "\"");
      }
    }
    double[] opening = java.util.Arrays.copyOfRange(values, 0, Features.COUNT);
    double[] endgame = java.util.Arrays.copyOfRange(values, Features.COUNT, 2 * Features.COUNT);
    return new Weights(opening, endgame);
  }

  private static boolean isZero(String value) {
    return value.equals("0.00") || value.equals("-0.00");
  }

  /** Writes the weights in the text form after a header of comment lines. */
  void write(Writer out, String header) throws IOException {
    for (String line : header.split("\n", -1)) {
      out.write(line.isEmpty() ? "#\n" : "# " + line + "\n");
    }
    for (int f = 0; f < Features.COUNT; f++) {
      String o = String.format(Locale.ROOT, "%.2f", opening[f]);
      String e = String.format(Locale.ROOT, "%.2f", endgame[f]);
      if (f >= Features.PATTERN && isZero(o) && isZero(e)) {
        continue;
      }
      out.write(Features.name(f) + OPENING + " " + o + "\n");
      out.write(Features.name(f) + ENDGAME + " " + e + "\n");
    }
  }
}
