package org.crownhead.web.games;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The timestamps the web app stores and shows: ISO-8601 UTC with milliseconds, always the same
 * length, so that their text order is their time order ({@code 2026-12-01T10:00:00.000Z}).
 */
final class Timestamps {
  private static final DateTimeFormatter FORMAT =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private Timestamps() {}

  static String now() {
    return FORMAT.format(Instant.now());
  }
}
