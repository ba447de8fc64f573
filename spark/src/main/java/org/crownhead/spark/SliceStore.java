package org.crownhead.spark;

import java.io.IOException;
import java.io.Serializable;
import org.crownhead.engine.egdb.SliceGraph;

/**
 * Where a Spark build keeps its slice files, as the driver and the executors see it: a directory
 * every executor shares ({@link SharedDirectory}), or a directory of a Hadoop file system such as
 * HDFS or S3 ({@link HadoopDirectory}). Sent to the executors with each task.
 */
interface SliceStore extends Serializable {
  /**
   * Makes the directory if needed, checks that it can be written, and removes the temporary files
   * of writes that were stopped midway. Runs on the driver.
   *
   * @throws IOException when the directory cannot be made or written, with the reason
   */
  void prepare() throws IOException;

  /** Whether the store holds every slice of a task. Runs on the driver. */
  boolean complete(SliceGraph.Task task) throws IOException;

  /**
   * Builds a task into the store unless it holds the task's slices already; returns whether it
   * built. Runs on an executor; the slice files appear only when complete.
   */
  boolean build(SliceGraph.Task task, int threads) throws IOException, InterruptedException;

  /**
   * For the tests: leaves a temporary file such as a task stopped midway leaves, named after the
   * task's slice.
   */
  void leaveUnfinished(String slice) throws IOException;

  /** The store's address, as the user gave it. */
  @Override
  String toString();
}
