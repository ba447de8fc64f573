package org.crownhead.engine.eval;

import java.util.List;
import java.util.Locale;

/**
 * The evaluations the engine's {@code eval} setting chooses from, by name: {@code standard} ({@link
 * StandardEvaluation}, features and patterns fitted to game results), {@code network} ({@link
 * NetworkEvaluation}, the learned network) and {@code material} ({@link MaterialEvaluation}).
 *
 * <pre>{@code
 * Evaluations.NAMES; // [standard, network, material]
 * Evaluations.create("material").getClass().getSimpleName(); // MaterialEvaluation
 * Evaluations.nameOf(new StandardEvaluation()); // standard
 * }</pre>
 */
public final class Evaluations {
  private Evaluations() {}

  /** The names, in the order the setting lists them. */
  public static final List<String> NAMES = List.of("standard", "network", "material");

  /**
   * A new evaluator of the named evaluation (in any case).
   *
   * @throws IllegalArgumentException naming the evaluations there are, for an unknown name
   */
  public static Evaluator create(String name) {
    switch (name.strip().toLowerCase(Locale.ROOT)) {
      case "standard":
        return new StandardEvaluation();
      case "network":
        return new NetworkEvaluation();
      case "material":
        return new MaterialEvaluation();
      default:
        throw new IllegalArgumentException(
            "eval must be one of " + String.join(", ", NAMES) + ", not \"" + name + "\"");
    }
  }

  /** The name of an evaluator's evaluation, or {@code custom} for one not in the list. */
  public static String nameOf(Evaluator evaluator) {
    if (evaluator instanceof StandardEvaluation) {
      return "standard";
    }
    if (evaluator instanceof NetworkEvaluation) {
      return "network";
    }
    if (evaluator instanceof MaterialEvaluation) {
      return "material";
    }
    return "custom";
  }
}
