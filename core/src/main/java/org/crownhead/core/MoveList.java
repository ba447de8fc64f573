package org.crownhead.core;

/**
 * A growable list of move codes (see {@link MoveCode}) that {@link Position#generateMoves} fills;
 * made once and reused, so that a search allocates nothing per node.
 *
 * <pre>{@code
 * MoveList moves = new MoveList();
 * Position.initial().generateMoves(moves);
 * moves.size(); // 7
 * Position.initial().move(moves.get(0)); // 9-13
 * }</pre>
 */
public final class MoveList {
  /** The generator whose codes this list shows: it keeps the codes, each capture once. */
  final MoveGenerator generator = new MoveGenerator();

  /** Empties the list. */
  public void clear() {
    generator.clear();
  }

  /** The number of codes in the list. */
  public int size() {
    return generator.count();
  }

  /** The code at an index, 0 to {@code size() - 1}. */
  public long get(int i) {
    assert i < size();
    return generator.code(i);
  }

  /** Exchanges two codes, for ordering moves in place. */
  public void swap(int i, int j) {
    generator.swap(i, j);
  }
}
