package org.crownhead.match;

import java.io.Closeable;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnWriter;

/**
 * Appends games to a PDN file, each written and flushed as soon as it is finished, so that a match
 * stopped at any moment keeps every game played so far. A file that exists is added to.
 */
final class PdnLog implements Closeable {
  private final Writer out;
  private boolean separate;

  private PdnLog(Writer out, boolean separate) {
    this.out = out;
    this.separate = separate;
  }

  static PdnLog open(Path file) throws IOException {
    String before = "";
    if (Files.isRegularFile(file) && Files.size(file) > 0) {
      try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
        raf.seek(raf.length() - 1);
        before = raf.read() == '\n' ? "" : "\n";
      }
    }
    Writer out =
        Files.newBufferedWriter(
            file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    out.write(before);
    return new PdnLog(out, Files.size(file) > 0 || !before.isEmpty());
  }

  synchronized void write(PdnGame game) throws IOException {
    if (separate) {
      out.write('\n');
    }
    out.write(PdnWriter.format(game));
    out.flush();
    separate = true;
  }

  @Override
  public synchronized void close() throws IOException {
    out.close();
  }
}
