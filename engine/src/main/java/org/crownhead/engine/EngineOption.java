package org.crownhead.engine;

import java.util.List;

/**
 * A setting of an engine: its name, kind, current and default value, and what it may take.
 *
 * <pre>{@code
 * EngineOption.spin("threads", 1, 1, 64, "search threads").toString(); // threads=1 (1..64): search threads
 * }</pre>
 */
public record EngineOption(
    String name,
    Kind kind,
    String value,
    long min,
    long max,
    List<String> choices,
    String description) {
  /** The kinds of value a setting takes. */
  public enum Kind {
    /** A whole number between a minimum and a maximum. */
    SPIN,
    /** One of a list of words. */
    CHOICE,
    /** True or false. */
    CHECK
  }

  /**
   * A setting; {@code value} is its current value as text, {@code choices} the words a choice or
   * check setting takes (empty for a whole number).
   */
  public EngineOption {
    choices = List.copyOf(choices);
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

  @Override
  public String toString() {
    String range = kind == Kind.SPIN ? min + ".." + max : String.join("|", choices);
    return name + "=" + value + " (" + range + "): " + description;
  }
}
