package org.crownhead.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.egdb.FileDatabase;
import picocli.CommandLine.Option;

/**
 * The {@code --egdb} option of the commands that play or analyse, as a picocli mixin: where the
 * endgame databases are. By default they are read from the folder {@code crownhead egdb build}
 * writes to, when they have been built there.
 */
final class EndgamesOption {
  @Option(
      names = "--egdb",
      paramLabel = "DIR",
      description =
          "The endgame databases to read (default: $XDG_DATA_HOME/crownhead/egdb, when built"
              + " there; see crownhead egdb build), or none to play without them.")
  String dir;

  /**
   * Opens the databases. A missing default folder is normal (not built yet) and silent; files that
   * cannot be used, or a named folder without any, are reported on {@code err} and left unused.
   */
  EndgameDatabase open(PrintWriter err) {
    if (dir != null && dir.strip().equalsIgnoreCase("none")) {
      return EndgameDatabase.NONE;
    }
    Path path = dir != null ? Path.of(dir) : EgdbCommand.defaultDirectory();
    if (dir == null && !Files.isDirectory(path)) {
      return EndgameDatabase.NONE;
    }
    FileDatabase db = FileDatabase.open(path);
    for (String problem : db.problems()) {
      err.println("crownhead: endgame databases: " + problem + " (left unused)");
    }
    if (dir != null && db.maxPieces() == 0) {
      err.println("crownhead: no endgame database files in " + path + "; playing without them");
    }
    err.flush();
    return db;
  }
}
