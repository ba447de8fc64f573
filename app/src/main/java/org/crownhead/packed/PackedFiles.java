package org.crownhead.packed;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The text files packed into the program beside its classes, such as the endings and the names. */
public final class PackedFiles {
  private PackedFiles() {}

  /** What a packed file is read into. */
  @FunctionalInterface
  public interface Reading<T> {
    /** Reads the text of the file. */
    T read(Reader text) throws IOException;
  }

  /**
   * Reads the UTF-8 file packed beside a class: the program cannot do without it.
   *
   * @param owner the class the file is packed beside
   * @param name the file's name, relative to the class's package
   * @throws IllegalStateException if the program was built without the file
   * @throws UncheckedIOException if the file cannot be read
   */
  public static <T> T read(Class<?> owner, String name, Reading<T> reading) {
    try (InputStream in = owner.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the program was built without " + name);
      }
      return reading.read(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + name, e);
    }
  }
}
