package org.crownhead.endgame;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.crownhead.engine.egdb.FileDatabase;

/** Real endgame databases up to 4 pieces, built once for the tests that play endings (seconds). */
public final class SmallDatabases {
  public static final int PIECES = 4;

  private SmallDatabases() {}

  public static FileDatabase get() {
    return Holder.DATABASES;
  }

  /** The folder the databases are built in, for the commands' {@code --egdb}. */
  public static Path directory() {
    return Holder.DIRECTORY;
  }

  private static final class Holder {
    static final Path DIRECTORY = build();
    static final FileDatabase DATABASES = FileDatabase.open(DIRECTORY);

    private static Path build() {
      try {
        Path dir = Files.createTempDirectory("crownhead-endings-egdb");
        dir.toFile().deleteOnExit();
        EgdbBuilder.build(dir, PIECES, 1, EgdbBuilder.Progress.NONE);
        return dir;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while building the databases", e);
      }
    }
  }
}
