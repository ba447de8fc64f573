package org.crownhead.web;

import java.nio.file.Path;

/**
 * Where the web app keeps its data by default: {@code $XDG_DATA_HOME/crownhead}, or {@code
 * ~/.local/share/crownhead} when that variable is not set. The game store is the file {@value
 * #DATABASE} there.
 */
public final class DataDirectory {
  /** The name of the SQLite file in the data directory. */
  public static final String DATABASE = "crownhead.db";

  /** The folder of the endgame databases, as {@code crownhead egdb build} writes them. */
  public static final String ENDGAMES = "egdb";

  private DataDirectory() {}

  /** The default data directory. */
  public static Path defaultPath() {
    String xdg = System.getenv("XDG_DATA_HOME");
    if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
      return Path.of(xdg, "crownhead");
    }
    return Path.of(System.getProperty("user.home"), ".local", "share", "crownhead");
  }
}
