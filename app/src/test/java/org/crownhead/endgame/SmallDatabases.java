package org.crownhead.endgame;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.crownhead.engine.egdb.FileDatabase;

/** Real endgame databases up to 4 pieces, built once for the tests of this package (seconds). */
final class SmallDatabases {
  static final int PIECES = 4;

  private SmallDatabases() {}

  static FileDatabase get() {
    return Holder.DATABASES;
  }

  private static final class Holder {
    static final FileDatabase DATABASES = build();

    private static FileDatabase build() {
      try {
        Path dir = Files.createTempDirectory("crownhead-endings-egdb");
        dir.toFile().deleteOnExit();
        EgdbBuilder.build(dir, PIECES, 1, EgdbBuilder.Progress.NONE);
        return FileDatabase.open(dir);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while building the databases", e);
      }
    }
  }
}
