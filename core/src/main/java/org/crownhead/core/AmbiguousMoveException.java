package org.crownhead.core;

import java.util.List;

/**
 * Move text that matches more than one legal move, such as {@code 15x31} when two capture sequences
 * with different captured pieces lead from 15 to 31. The full path resolves it.
 *
 * <pre>{@code
 * Position position = Position.fromFen("B:W9,10,17,18:B6");
 * AmbiguousMoveException error = null;
 * try { MoveText.parse(position, "6x22"); } catch (AmbiguousMoveException e) { error = e; }
 * error.getMessage(); // move "6x22" is ambiguous; it could be 6x13x22 or 6x15x22
 * error.candidates(); // [6x13x22, 6x15x22]
 * MoveText.parse(position, "6x13x22").captured(); // [9, 17]
 * }</pre>
 */
public class AmbiguousMoveException extends NotationException {
  private static final long serialVersionUID = 1L;

  private final transient List<Move> candidates;

  public AmbiguousMoveException(String message, String input) {
    this(message, input, List.of());
  }

  /** An ambiguity between the given legal moves. */
  public AmbiguousMoveException(String message, String input, List<Move> candidates) {
    super(message, input);
    this.candidates = List.copyOf(candidates);
  }

  /** The legal moves the text could stand for, in square order (empty if not recorded). */
  public List<Move> candidates() {
    return candidates == null ? List.of() : candidates;
  }
}
