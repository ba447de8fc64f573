package org.crownhead.hub;

import java.util.List;
import java.util.Locale;
import org.crownhead.engine.EngineOption;

/** A setting an engine declares with a {@code param} line, with its current value. */
final class HubParam {
  final String name;
  final String type;
  String value;
  final String min;
  final String max;
  final List<String> values;

  HubParam(HubLine line) {
    this.name = line.get("name").orElse("");
    this.type = line.get("type").orElse("string");
    this.value = line.get("value").orElse("");
    this.min = line.get("min").orElse(null);
    this.max = line.get("max").orElse(null);
    String listed = line.get("values").orElse("").strip();
    this.values = listed.isEmpty() ? List.of() : List.of(listed.split("\\s+"));
  }

  EngineOption option() {
    switch (type) {
      case "int":
        try {
          return EngineOption.spin(
              name,
              Long.parseLong(value.strip()),
              min == null ? Long.MIN_VALUE : Long.parseLong(min.strip()),
              max == null ? Long.MAX_VALUE : Long.parseLong(max.strip()),
              "");
        } catch (NumberFormatException e) {
          return EngineOption.choice(name, value, List.of(), "a whole number");
        }
      case "bool":
        return EngineOption.check(name, value.strip().equalsIgnoreCase("true"), "");
      case "enum":
        return EngineOption.choice(name, value, values, "");
      case "real":
        return EngineOption.choice(
            name,
            value,
            List.of(),
            "a number" + (min != null && max != null ? " from " + min + " to " + max : ""));
      default:
        return EngineOption.choice(name, value, List.of(), "text");
    }
  }

  /** The value to send, checked against the declaration. */
  String check(String given) {
    String value = given.strip();
    if (given.indexOf('"') >= 0 || given.chars().anyMatch(Character::isISOControl)) {
      throw new IllegalArgumentException(
          "setting \"" + name + "\" cannot take a value with a double quote or a line break");
    }
    switch (type) {
      case "int":
        long low = min == null ? Long.MIN_VALUE : parseOr(min, Long.MIN_VALUE);
        long high = max == null ? Long.MAX_VALUE : parseOr(max, Long.MAX_VALUE);
        return Long.toString(HubValues.whole(value, name, low, high));
      case "bool":
        if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
          throw new IllegalArgumentException(
              name + " must be true or false, not \"" + given + "\"");
        }
        return value.toLowerCase(Locale.ROOT);
      case "enum":
        if (!values.isEmpty() && !values.contains(value)) {
          throw new IllegalArgumentException(
              name + " must be one of " + String.join(", ", values) + ", not \"" + given + "\"");
        }
        return value;
      case "real":
        HubValues.number(value, name);
        return value;
      default:
        return given;
    }
  }

  private static long parseOr(String text, long otherwise) {
    try {
      return Long.parseLong(text.strip());
    } catch (NumberFormatException e) {
      return otherwise;
    }
  }
}
