package org.crownhead.review;

/** Thrown by {@link Reviewer#review} when its thread was interrupted: the review was given up. */
public final class ReviewInterrupted extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** A review given up. */
  public ReviewInterrupted() {
    super("the review was interrupted");
  }
}
