package org.crownhead.spark;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.util.Comparator;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.crownhead.engine.egdb.Slice;
import org.crownhead.engine.egdb.SliceGraph;

/**
 * A directory of a Hadoop file system (HDFS, S3 through {@code s3a:}, or any other Hadoop
 * supports), named by its URI. An executor builds a task on its own disk: it fetches the slices the
 * task reads ({@link EgdbBuilder#inputs}), builds with {@link EgdbBuilder#buildTask}, and copies
 * each new slice file up under a temporary name of its own, renamed to the slice's name when the
 * copy is complete, so a file under a slice's name is always whole. The file system comes from
 * Hadoop's configuration on the class path ({@code core-site.xml}, {@code HADOOP_CONF_DIR}), with
 * the connector its scheme needs ({@code hadoop-aws} for {@code s3a:}, not shipped here).
 *
 * @param uri the directory, such as {@code hdfs://head:8020/egdb}
 */
record HadoopDirectory(String uri) implements SliceStore {
  private static final long serialVersionUID = 1;

  private FileSystem fs() throws IOException {
    FileSystem fs = FileSystem.get(URI.create(uri), new Configuration());
    // The slice files carry their own checksums; no side files of Hadoop's own.
    fs.setWriteChecksum(false);
    return fs;
  }

  private Path file(String name) {
    return new Path(uri, name);
  }

  private static String name(Slice s) {
    return EgdbBuilder.fileName(s);
  }

  @Override
  public void prepare() throws IOException {
    FileSystem fs = fs();
    Path dir = new Path(uri);
    try {
      fs.mkdirs(dir);
      if (!fs.getFileStatus(dir).isDirectory()) {
        throw new IOException(uri + " is not a directory");
      }
      Path probe = file(".crownhead-write-check");
      try (FSDataOutputStream out = fs.create(probe, true)) {
        out.write(1);
      }
      fs.delete(probe, false);
    } catch (IOException e) {
      throw new IOException("cannot write to " + uri + ": " + e.getMessage(), e);
    }
    FileStatus[] stale = fs.globStatus(file("*.cegdb*.part"));
    if (stale != null) {
      for (FileStatus f : stale) {
        fs.delete(f.getPath(), false);
      }
    }
  }

  @Override
  public boolean complete(SliceGraph.Task task) throws IOException {
    FileSystem fs = fs();
    for (Slice s : task.slices()) {
      if (!fs.exists(file(name(s)))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean build(SliceGraph.Task task, int threads) throws IOException, InterruptedException {
    if (complete(task)) {
      return false;
    }
    FileSystem fs = fs();
    java.nio.file.Path local = Files.createTempDirectory("crownhead-egdb-");
    try {
      for (Slice in : EgdbBuilder.inputs(task)) {
        Path from = file(name(in));
        try {
          fs.copyToLocalFile(false, from, new Path(local.resolve(name(in)).toUri()), true);
        } catch (FileNotFoundException e) {
          throw new IllegalStateException(
              "slice " + in + ", which task " + task + " reads, is not in " + uri, e);
        }
      }
      EgdbBuilder.buildTask(local, task, threads);
      String attempt = UUID.randomUUID().toString().substring(0, 8);
      for (Slice s : task.slices()) {
        Path part = file(name(s) + "." + attempt + ".part");
        Path whole = file(name(s));
        fs.copyFromLocalFile(false, true, new Path(local.resolve(name(s)).toUri()), part);
        if (!fs.rename(part, whole)) {
          // Another attempt got there first with the same file: keep its copy.
          fs.delete(part, false);
          if (!fs.exists(whole)) {
            throw new IOException("cannot rename " + part + " to " + whole);
          }
        }
      }
      return true;
    } finally {
      deleteTree(local);
    }
  }

  @Override
  public void leaveUnfinished(String slice) throws IOException {
    try (FSDataOutputStream out = fs().create(file(slice + ".cegdb.attempt0.part"), true)) {
      out.writeBytes("half a slice file");
    }
  }

  @Override
  public String toString() {
    return uri;
  }

  private static void deleteTree(java.nio.file.Path dir) throws IOException {
    try (Stream<java.nio.file.Path> all = Files.walk(dir)) {
      all.sorted(Comparator.reverseOrder())
          .forEach(
              p -> {
                try {
                  Files.delete(p);
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
    }
  }
}
