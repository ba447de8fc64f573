package org.crownhead.engine;

import java.util.List;

/**
 * A setting of an engine: its name, kind, current and default value, and what it may take.
 *
 * <pre>{@code
 * EngineOption.spin("threads", 1, 1, 64, "search threads").toString(); // threads=1 (1..64): search threads
 * }</pre>
 */
public final class EngineOption {
  /** The kinds of value a setting takes. */
  public enum Kind {
    /** A whole number between a minimum and a maximum. */
    SPIN,
    /** One of a list of words. */
    CHOICE,
    /** True or false. */
    CHECK
  }

  private final String name;
  private final Kind kind;
  private final String value;
  private final long min;
  private final long max;
  private final List<String> choices;
  private final String description;

  private EngineOption(
      String name,
      Kind kind,
      String value,
      long min,
      long max,
      List<String> choices,
      String description) {
    this.name = name;
    this.kind = kind;
    this.value = value;
    this.min = min;
    this.max = max;
    this.choices = List.copyOf(choices);
    this.description = description;
  }

  /** A whole-number setting. */
  public static EngineOption spin(String name, long value, long min, long max, String description) {
    return new EngineOption(
        name, Kind.SPIN, Long.toString(value), min, max, List.of(), description);
  }

  /** A setting that takes one of several words. */
  public static EngineOption choice(
      String name, String value, List<String> choices, String description) {
    return new EngineOption(name, Kind.CHOICE, value, 0, 0, choices, description);
  }

  /** A true/false setting. */
  public static EngineOption check(String name, boolean value, String description) {
    return new EngineOption(
        name, Kind.CHECK, Boolean.toString(value), 0, 0, List.of("true", "false"), description);
  }

  public String name() {
    return name;
  }

  public Kind kind() {
    return kind;
  }

  /** The current value, as text. */
  public String value() {
    return value;
  }

  public long min() {
    return min;
  }

  public long max() {
    return max;
  }

  /** The words a choice or check setting takes. */
  public List<String> choices() {
    return choices;
  }

  public String description() {
    return description;
  }

  @Override
  public String toString() {
    String range = kind == Kind.SPIN ? min + ".." + max : String.join("|", choices);
    return name + "=" + value + " (" + range + "): " + description;
  }
}
