package org.crownhead.engine;

import java.util.concurrent.ExecutionException;

/** What the engine and its users share about tasks run on an executor. */
public final class Tasks {
  private Tasks() {}

  /**
   * Throws the cause of a task's failure: an unchecked exception or an error as it is, anything
   * else wrapped in an {@link IllegalStateException}. Declared to return, so that a caller can
   * write {@code throw Tasks.rethrowCause(e);} and the compiler sees the block end.
   */
  public static RuntimeException rethrowCause(ExecutionException failure) {
    Throwable cause = failure.getCause();
    if (cause instanceof RuntimeException unchecked) {
      throw unchecked;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    throw new IllegalStateException(cause);
  }
}
