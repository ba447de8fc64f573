package org.crownhead.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One legal move: a step or a whole capture sequence, with the path the piece took and the squares
 * it captured.
 *
 * <p>A move is defined by where it starts, where it ends and what it captures. Two capture
 * sequences that differ only in the order of the jumps (a king loop) leave the same position and
 * are equal as moves; {@link #path()} then holds one of the orders. Moves come from {@link
 * Position#legalMoves()} or {@link MoveText#parse}; a move belongs to the position it was made in.
 *
 * <pre>{@code
 * Position position = Position.fromFen("B:W18,26:B15");
 * Move move = position.legalMoves().get(0);
 * move.path(); // [15, 22, 31]
 * move.captured(); // [18, 26]
 * move.crowns(); // true
 * }</pre>
 */
public final class Move {
  private final long code;
  private final int[] path;
  private final boolean crowns;

  Move(long code, int[] path, boolean crowns) {
    assert path.length >= 2;
    this.code = code;
    this.path = path;
    this.crowns = crowns;
  }

  /** The move's code, as {@link Position#generateMoves} gives it (see {@link MoveCode}). */
  public long code() {
    return code;
  }

  /** The square the piece starts on, 1–32. */
  public int from() {
    return path[0];
  }

  /** The square the piece ends on, 1–32 (the start square again after a king loop home). */
  public int to() {
    return path[path.length - 1];
  }

  /** The squares the piece stands on, from the start through each landing square to the end. */
  public List<Integer> path() {
    List<Integer> squares = new ArrayList<>(path.length);
    for (int square : path) {
      squares.add(square);
    }
    return Collections.unmodifiableList(squares);
  }

  /** The squares of the captured pieces, in ascending order; empty for a step. */
  public List<Integer> captured() {
    List<Integer> squares = new ArrayList<>();
    long mask = MoveCode.captured(code);
    while (mask != 0) {
      squares.add(Layout.lowestSquare(mask));
      mask &= mask - 1;
    }
    return Collections.unmodifiableList(squares);
  }

  /** True for a capture (one or more jumps). */
  public boolean isCapture() {
    return MoveCode.isCapture(code);
  }

  /** True when a man reaches the far row with this move and is crowned. */
  public boolean crowns() {
    return crowns;
  }

  int[] pathArray() {
    return path;
  }

  /** The same move with another jump path (another order of the same jumps). */
  Move withPath(int[] otherPath) {
    return new Move(code, otherPath, crowns);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Move && ((Move) other).code == code;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(code);
  }

  /** The full path in move text: {@code 11-15}, {@code 15x24x31}. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder().append(path[0]);
    char separator = isCapture() ? 'x' : '-';
    for (int i = 1; i < path.length; i++) {
      text.append(separator).append(path[i]);
    }
    return text.toString();
  }
}
