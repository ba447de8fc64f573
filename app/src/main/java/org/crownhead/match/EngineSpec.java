package org.crownhead.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.hub.CommandWords;
import org.crownhead.hub.HubEngine;

/**
 * Which engine plays one side of a match, and with what settings: a recipe that makes a fresh
 * engine for each game slot.
 *
 * <p>Two forms of text:
 *
 * <ul>
 *   <li>{@code crownhead [SETTING=VALUE ...]}: Crownhead's own engine, in this process. {@code
 *       eval=NAME} picks the evaluation from {@link Evaluators} ({@code default} when not given),
 *       {@code name=TEXT} the name the games are recorded under; every other setting goes to {@link
 *       Engine#setOption}, such as {@code level=club}, {@code hash=32} or {@code threads=2}.
 *   <li>{@code hub:COMMAND [ARGUMENTS ...]}: any engine that speaks the Hub protocol, started as a
 *       program, such as {@code hub:./crownhead hub} or {@code hub:/opt/scan/scan hub}.
 * </ul>
 *
 * Words are separated by spaces; quote a word that holds spaces with {@code '...'} or {@code
 * "..."}.
 *
 * <pre>{@code
 * EngineSpec spec = EngineSpec.parse("crownhead eval=material hash=16");
 * spec.settings(); // {hash=16}
 * spec.evaluation(); // material
 * Engine engine = spec.create();
 * spec.label(engine); // Crownhead 0.1.0 (eval=material hash=16)
 * engine.close();
 * }</pre>
 */
public final class EngineSpec {
  private final String text;
  private final String name;
  private final String evaluation;
  private final Map<String, String> settings;
  private final List<String> command;
  private final Supplier<Engine> factory;
  private EndgameDatabase endgames = EndgameDatabase.NONE;

  private EngineSpec(
      String text,
      String name,
      String evaluation,
      Map<String, String> settings,
      List<String> command,
      Supplier<Engine> factory) {
    this.text = text;
    this.name = name;
    this.evaluation = evaluation;
    this.settings = settings;
    this.command = command;
    this.factory = factory;
  }

  /**
   * Reads an engine's description.
   *
   * @throws IllegalArgumentException if it is neither form, a word is not {@code SETTING=VALUE}, or
   *     the evaluation is unknown
   */
  public static EngineSpec parse(String text) {
    String stripped = Objects.requireNonNull(text).strip();
    if (stripped.regionMatches(true, 0, "hub:", 0, 4)) {
      List<String> command = words(stripped.substring(4));
      if (command.isEmpty()) {
        throw new IllegalArgumentException(
            "engine \"" + text + "\": hub: needs the engine's command, such as hub:./scan hub");
      }
      return new EngineSpec(stripped, null, null, Map.of(), List.copyOf(command), null);
    }
    List<String> words = words(stripped);
    if (words.isEmpty() || !words.get(0).equalsIgnoreCase("crownhead")) {
      throw new IllegalArgumentException(
          "engine \""
              + text
              + "\" must start with crownhead (such as \"crownhead eval=material\")"
              + " or hub: (such as \"hub:./scan hub\")");
    }
    String name = null;
    String evaluation = "default";
    Map<String, String> settings = new LinkedHashMap<>();
    for (String word : words.subList(1, words.size())) {
      int equals = word.indexOf('=');
      if (equals <= 0) {
        throw new IllegalArgumentException(
            "engine \"" + text + "\": \"" + word + "\" must be SETTING=VALUE, such as hash=32");
      }
      String key = word.substring(0, equals).toLowerCase(Locale.ROOT);
      String value = word.substring(equals + 1);
      if (key.equals("name")) {
        name = value;
      } else if (key.equals("eval")) {
        Evaluators.create(value); // fails now, naming the evaluations, if there is none of the name
        evaluation = value.toLowerCase(Locale.ROOT);
      } else {
        settings.put(key, value);
      }
    }
    return new EngineSpec(
        stripped, name, evaluation, Collections.unmodifiableMap(settings), List.of(), null);
  }

  /**
   * An engine made by code, such as one under test: {@code label} is the name its games are
   * recorded under.
   */
  public static EngineSpec of(String label, Supplier<Engine> factory) {
    return new EngineSpec(
        Objects.requireNonNull(label),
        label,
        null,
        Map.of(),
        List.of(),
        Objects.requireNonNull(factory));
  }

  /**
   * The same engine reading the endgame databases {@code databases}, when it is a Crownhead engine
   * described by text (Hub engines and engines made by code have their own).
   */
  public EngineSpec withEndgames(EndgameDatabase databases) {
    EngineSpec copy = new EngineSpec(text, name, evaluation, settings, command, factory);
    copy.endgames = Objects.requireNonNull(databases);
    return copy;
  }

  /** The text the engine was described by. */
  public String text() {
    return text;
  }

  /** The name given with {@code name=}, if any. */
  public Optional<String> name() {
    return Optional.ofNullable(name);
  }

  /** The evaluation's name, for a Crownhead engine; null otherwise. */
  public String evaluation() {
    return evaluation;
  }

  /**
   * The settings given to the engine, in the order written (without {@code name} and {@code eval}).
   */
  public Map<String, String> settings() {
    return settings;
  }

  /** The command that starts a Hub engine; empty for other engines. */
  public List<String> command() {
    return command;
  }

  /**
   * Makes and sets up a new engine.
   *
   * @throws IllegalArgumentException if a setting is unknown or out of range (the message names
   *     it), or a Hub engine cannot be started or does not answer its handshake
   */
  public Engine create() {
    Engine engine;
    if (factory != null) {
      engine = factory.get();
    } else if (!command.isEmpty()) {
      try {
        engine = HubEngine.start(command);
      } catch (IllegalArgumentException | IllegalStateException e) {
        throw new IllegalArgumentException("engine \"" + text + "\": " + e.getMessage(), e);
      }
    } else {
      engine = Engines.create(Evaluators.create(evaluation), endgames);
      Engines.warmUp(engine);
    }
    try {
      for (Map.Entry<String, String> setting : settings.entrySet()) {
        engine.setOption(setting.getKey(), setting.getValue());
      }
    } catch (IllegalArgumentException e) {
      engine.close();
      throw new IllegalArgumentException("engine \"" + text + "\": " + e.getMessage(), e);
    }
    return engine;
  }

  /**
   * The name the engine's games are recorded under: the one given with {@code name=}, else the
   * engine's own name with the evaluation and settings chosen, such as {@code Crownhead 0.1.0
   * (eval=material hash=16)}.
   */
  public String label(Engine engine) {
    if (name != null) {
      return name;
    }
    List<String> chosen = new ArrayList<>();
    if (evaluation != null && !evaluation.equals("default")) {
      chosen.add("eval=" + evaluation);
    }
    for (Map.Entry<String, String> setting : settings.entrySet()) {
      chosen.add(setting.getKey() + "=" + setting.getValue());
    }
    return engine.name() + (chosen.isEmpty() ? "" : " (" + String.join(" ", chosen) + ")");
  }

  @Override
  public String toString() {
    return text;
  }

  /** Splits on spaces, keeping quoted words whole. */
  static List<String> words(String text) {
    try {
      return CommandWords.split(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("engine \"" + text + "\": a quote is not closed");
    }
  }
}
