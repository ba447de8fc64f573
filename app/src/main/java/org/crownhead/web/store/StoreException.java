package org.crownhead.web.store;

/**
 * The game store cannot be used: its file is damaged, unreadable, or from a newer Crownhead, or a
 * write failed. The message is one sentence naming the file and the reason.
 */
public final class StoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** A failure with its one-line reason. */
  public StoreException(String message) {
    super(message);
  }

  /** A failure with its one-line reason and the exception behind it. */
  public StoreException(String message, Throwable cause) {
    super(message, cause);
  }
}
