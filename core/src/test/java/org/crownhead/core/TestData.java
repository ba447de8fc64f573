package org.crownhead.core;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the tests find the project's data files (the repository's {@code data} folder). */
public final class TestData {
  private TestData() {}

  /** A file of the data folder; fails clearly when the folder cannot be found. */
  public static Path file(String name) {
    String configured = System.getProperty("crownhead.data");
    Path folder = configured != null ? Path.of(configured) : Path.of("..", "data");
    Path file = folder.resolve(name);
    if (!Files.isRegularFile(file)) {
      throw new IllegalStateException("test data file not found: " + file.toAbsolutePath());
    }
    return file;
  }
}
