package org.crownhead.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.crownhead.engine.egdb.SliceGraph;

/**
 * A directory of the local file system that every executor sees at the same path (any directory in
 * local mode; NFS or the like on a cluster). Tasks build straight into it.
 *
 * @param path the directory's absolute path
 */
record SharedDirectory(String path) implements SliceStore {
  private static final long serialVersionUID = 1;

  SharedDirectory(Path path) {
    this(path.toAbsolutePath().toString());
  }

  @Override
  public void prepare() throws IOException {
    EgdbBuilder.prepare(Path.of(path));
  }

  @Override
  public boolean complete(SliceGraph.Task task) {
    return EgdbBuilder.complete(Path.of(path), task);
  }

  @Override
  public boolean build(SliceGraph.Task task, int threads) throws IOException, InterruptedException {
    return EgdbBuilder.buildTask(Path.of(path), task, threads);
  }

  @Override
  public void leaveUnfinished(String slice) throws IOException {
    Files.writeString(
        Path.of(path, slice + ".cegdb.attempt0.part"),
        "half a slice file",
        StandardCharsets.US_ASCII);
  }

  @Override
  public String toString() {
    return path;
  }
}
