package org.crownhead.engine;

import java.util.Locale;

/**
 * Playing strength for people, from {@link #BEGINNER} to {@link #MAXIMUM}. A weaker level does not
 * play random moves; it sees less, the way a weaker player does: it looks fewer moves ahead and
 * follows capture sequences only a few jumps past its horizon, so it misses shots (forcing
 * combinations) that a stronger level finds.
 *
 * <pre>{@code
 * Level.parse("club"); // CLUB
 * Level.CLUB.depth(); // 5
 * Level.MAXIMUM.depth(); // 0
 * Level.CLUB.usesDatabases(); // false
 * Level.EXPERT.usesBook(); // true
 * }</pre>
 */
public enum Level {
  BEGINNER(1, 1, false, false),
  NOVICE(2, 2, false, false),
  CASUAL(3, 4, false, false),
  CLUB(5, 8, false, false),
  STRONG(8, 16, false, false),
  EXPERT(12, 0, true, true),
  MAXIMUM(0, 0, true, true);

  private final int depth;
  private final int captureSight;
  private final boolean databases;
  private final boolean book;

  Level(int depth, int captureSight, boolean databases, boolean book) {
    this.depth = depth;
    this.captureSight = captureSight;
    this.databases = databases;
    this.book = book;
  }

  /** True when the level plays the endgame from the endgame databases (when they are there). */
  public boolean usesDatabases() {
    return databases;
  }

  /** True when the level plays the opening book's moves while the game is in the book. */
  public boolean usesBook() {
    return book;
  }

  /** The deepest the level looks, in plies; 0 for no limit beyond the search's own limits. */
  public int depth() {
    return depth;
  }

  /**
   * How many plies of captures the level follows past the end of its look-ahead; 0 for all of them.
   */
  public int captureSight() {
    return captureSight;
  }

  /** The lower-case name, as options and the command line write it. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The level named, in any case.
   *
   * @throws IllegalArgumentException naming the levels there are
   */
  public static Level parse(String name) {
    for (Level level : values()) {
      if (level.name().equalsIgnoreCase(name.strip())) {
        return level;
      }
    }
    throw new IllegalArgumentException(
        "unknown level \"" + name + "\"; the levels are " + labels());
  }

  /** "beginner, novice, ..., maximum". */
  public static String labels() {
    StringBuilder text = new StringBuilder();
    for (Level level : values()) {
      text.append(text.length() > 0 ? ", " : "").append(level.label());
    }
    return text.toString();
  }
}
