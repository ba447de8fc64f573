package org.crownhead.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.crownhead.core.Game;
import org.crownhead.pdn.PdnWriter;

/**
 * A game's PDN file, rewritten whole at every save: the text goes to a temporary file in the same
 * folder, which is then moved over the file in one step, so the file always holds either the
 * previous save or the new one, never half of one.
 */
final class GameFile implements TerminalGame.Recorder {

  private final Path path;
  private final Map<String, String> tags;

  /**
   * @param tags the tags to write before those the game decides (Result, SetUp, FEN, Termination)
   */
  GameFile(Path path, Map<String, String> tags) {
    this.path = path;
    this.tags = new LinkedHashMap<>(tags);
  }

  @Override
  public Path path() {
    return path;
  }

  @Override
  public void save(Game game) throws IOException {
    write(path, PdnWriter.format(game, tags));
  }

  /**
   * Checks, before any work, that a file named by {@code option} can be saved to: it is not a
   * folder and its folder exists. Says what cannot be done as "cannot {@code action} FILE: ...".
   *
   * @return the folder the file is saved in
   */
  static Path checkFolder(Path file, String option, String action) {
    Path absolute = file.toAbsolutePath();
    Path folder = absolute.getParent();
    if (Files.isDirectory(absolute)) {
      throw new IllegalArgumentException(option + " " + file + " is a folder; give a file name");
    }
    if (folder == null || !Files.isDirectory(folder)) {
      throw new IllegalArgumentException(
          "cannot " + action + " " + file + ": there is no folder " + folder);
    }
    return folder;
  }

  /** {@link #checkFolder}, and that the folder is writable. */
  static void checkWritable(Path file, String option, String action) {
    Path folder = checkFolder(file, option, action);
    if (!Files.isWritable(folder)) {
      throw new IllegalArgumentException(
          "cannot " + action + " " + file + ": the folder " + folder + " is not writable");
    }
  }

  /**
   * Replaces the file's content with the text in one step (atomically where the file system can).
   * The text is flushed to the disk before the move.
   */
  static void write(Path path, String text) throws IOException {
    Path absolute = path.toAbsolutePath();
    Path temporary =
        absolute.resolveSibling(
            "."
                + absolute.getFileName()
                + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong())
                + ".tmp");
    try {
      try (FileChannel channel =
          FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        while (bytes.hasRemaining()) {
          channel.write(bytes);
        }
        channel.force(true);
      }
      try {
        Files.move(
            temporary,
            absolute,
            StandardCopyOption.ATOMIC_MOVE,
            StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temporary);
    }
  }
}
