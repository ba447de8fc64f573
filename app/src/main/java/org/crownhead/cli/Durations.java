package org.crownhead.cli;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Times as the command line takes them: a number of seconds ({@code 5}, {@code 0.2}), or a number
 * with a unit: {@code ms}, {@code s}, {@code m} or {@code min}, {@code h}.
 *
 * <pre>{@code
 * Durations.parse("200ms"); // PT0.2S
 * Durations.parse("1.5"); // PT1.5S
 * Durations.parse("2m"); // PT2M
 * }</pre>
 */
final class Durations {
  private static final Pattern TIME =
      Pattern.compile("(\\d{1,9}(?:\\.\\d{1,9})?|\\.\\d{1,9})\\s*(ms|s|m|min|h)?");

  private static final BigDecimal MAX_MILLIS = BigDecimal.valueOf(1000L * 3_600_000);

  private Durations() {}

  /**
   * The time a text gives; more than zero.
   *
   * @throws IllegalArgumentException naming the text when it is not such a time
   */
  static Duration parse(String text) {
    Matcher matcher = TIME.matcher(text.strip().toLowerCase(Locale.ROOT));
    if (!matcher.matches()) {
      throw new IllegalArgumentException(
          "\"" + text + "\" is not a time; write it like 5s, 0.2s, 200ms or 2m");
    }
    BigDecimal number = new BigDecimal(matcher.group(1));
    String unit = matcher.group(2) == null ? "s" : matcher.group(2);
    BigDecimal millis;
    switch (unit) {
      case "ms":
        millis = number;
        break;
      case "s":
        millis = number.movePointRight(3);
        break;
      case "h":
        millis = number.multiply(BigDecimal.valueOf(3_600_000));
        break;
      default:
        millis = number.multiply(BigDecimal.valueOf(60_000));
        break;
    }
    if (millis.compareTo(MAX_MILLIS) > 0) {
      throw new IllegalArgumentException(
          "\"" + text + "\" is too long a time; give at most 1000 hours");
    }
    long micros = millis.movePointRight(3).longValue();
    if (micros < 1000) {
      throw new IllegalArgumentException(
          "\"" + text + "\" is too short a time; give at least 1 ms");
    }
    return Duration.ofNanos(micros * 1000);
  }

  /** The picocli converter for options that take a time. */
  static final class Converter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
      try {
        return parse(value);
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException(e.getMessage());
      }
    }
  }
}
