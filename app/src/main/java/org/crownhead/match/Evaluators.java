package org.crownhead.match;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import org.crownhead.engine.Engines;
import org.crownhead.engine.eval.Evaluations;
import org.crownhead.engine.eval.Evaluator;
import org.crownhead.engine.eval.MaterialEvaluation;

/**
 * The evaluations a Crownhead engine in a match can play with, by name: {@code eval=material} in an
 * engine's settings picks one. {@code default} is the evaluation Crownhead plays with ({@link
 * Engines#defaultEvaluator()}), {@code material} the plain material count ({@link
 * MaterialEvaluation}), and {@code standard} and {@code network} the engine's hand-made and learned
 * evaluations by name (see {@link Evaluations}). A new evaluation joins the list with {@link
 * #register}, so that it can be matched against the others.
 *
 * <pre>{@code
 * Evaluators.names(); // [default, material, standard, network]
 * Evaluators.create("material").getClass().getSimpleName(); // MaterialEvaluation
 * }</pre>
 */
public final class Evaluators {
  private Evaluators() {}

  private static final Map<String, Supplier<Evaluator>> EVALUATORS = new LinkedHashMap<>();

  static {
    register("default", Engines::defaultEvaluator);
    register("material", MaterialEvaluation::new);
    register("standard", () -> Evaluations.create("standard"));
    register("network", () -> Evaluations.create("network"));
  }

  /**
   * Adds an evaluation under a name (letters, digits, {@code -} and {@code _}; lower case), or
   * replaces the one of that name. The supplier is called once for each engine made.
   *
   * @throws IllegalArgumentException if the name is not of that form
   */
  public static synchronized void register(String name, Supplier<Evaluator> evaluator) {
    Objects.requireNonNull(evaluator);
    if (name == null || !name.matches("[a-z0-9_-]+")) {
      throw new IllegalArgumentException(
          "an evaluation's name is lower-case letters, digits, - and _, not \"" + name + "\"");
    }
    EVALUATORS.put(name, evaluator);
  }

  /** The names there are, in the order they were registered. */
  public static synchronized List<String> names() {
    return List.copyOf(EVALUATORS.keySet());
  }

  /**
   * A new evaluator of the named evaluation (in any case).
   *
   * @throws IllegalArgumentException naming the evaluations there are, if there is none of that
   *     name
   */
  public static synchronized Evaluator create(String name) {
    Supplier<Evaluator> evaluator = EVALUATORS.get(name.strip().toLowerCase(Locale.ROOT));
    if (evaluator == null) {
      throw new IllegalArgumentException(
          "unknown evaluation \""
              + name
              + "\"; the evaluations are "
              + String.join(", ", EVALUATORS.keySet()));
    }
    return Objects.requireNonNull(evaluator.get(), "the evaluation " + name + " gave null");
  }
}
