package org.crownhead.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Perft: the number of move sequences of a given length from a position, the standard check of a
 * move generator against published tables.
 *
 * <p>One node is one legal move, a whole multi-jump being one move. {@link Counting#ALL_PATHS} (the
 * default, as Cake, GuiNN and CheckerBoard count) counts separately captures that differ only in
 * jump order; {@link Counting#UNIQUE} counts them once. The last ply is bulk-counted: the moves of
 * the positions one ply from the end are counted, not played.
 *
 * <pre>{@code
 * Perft.count(Position.initial(), 6); // 36768
 * Perft.count(Position.fromFen("B:W6,7,8,14,15,16,22,23,24:BK2"), 1, Perft.Counting.UNIQUE); // 10
 * }</pre>
 */
public final class Perft {
  /** Whether captures differing only in jump order count once or once per order. */
  public enum Counting {
    ALL_PATHS,
    UNIQUE
  }

  /**
   * The count below one first move of the position.
   *
   * @param move the first move; with {@link Counting#ALL_PATHS}, one entry per jump path
   * @param nodes the count below it
   */
  public record Division(Move move, long nodes) {}

  private final MoveGenerator[] lists = new MoveGenerator[64];

  private Perft(Counting counting) {
    int options = counting == Counting.ALL_PATHS ? MoveGenerator.ALL_PATHS : 0;
    for (int i = 0; i < lists.length; i++) {
      lists[i] = new MoveGenerator(options);
    }
  }

  /** Perft with captures counted once per jump path. */
  public static long count(Position position, int depth) {
    return count(position, depth, Counting.ALL_PATHS);
  }

  /**
   * The number of legal move sequences of {@code depth} plies from the position.
   *
   * @throws IllegalArgumentException if depth is negative or above 60
   * @throws ArithmeticException if the count does not fit in a {@code long} (from the start
   *     position, depths of 28 and more)
   */
  public static long count(Position position, int depth, Counting counting) {
    checkDepth(depth);
    if (depth == 0) {
      return 1;
    }
    return new Perft(counting)
        .perft(
            position.me(),
            position.opponents(),
            position.kings(),
            position.turn() == Colour.BLACK,
            depth);
  }

  /** Perft split by first move, in the order {@link Position#legalMoves()} gives. */
  public static List<Division> divide(Position position, int depth, Counting counting) {
    checkDepth(depth);
    if (depth == 0) {
      throw new IllegalArgumentException("divide needs a depth of at least 1");
    }
    List<Division> divisions = new ArrayList<>();
    for (Move move : position.legalMoves()) {
      long nodes = count(position.after(move.code()), depth - 1, counting);
      if (counting == Counting.ALL_PATHS) {
        for (int[] path : position.paths(move)) {
          divisions.add(new Division(move.withPath(path), nodes));
        }
      } else {
        divisions.add(new Division(move, nodes));
      }
    }
    return divisions;
  }

  private static void checkDepth(int depth) {
    if (depth < 0 || depth > 60) {
      throw new IllegalArgumentException("perft depth must be between 0 and 60, not " + depth);
    }
  }

  private long perft(long me, long opponents, long kings, boolean black, int depth) {
    if (depth == 1) {
      long jumpers = MoveGenerator.jumpers(me, opponents, kings, black);
      if (jumpers == 0) {
        return MoveGenerator.countSteps(me, opponents, kings, black);
      }
      MoveGenerator captures = lists[0];
      captures.generateCaptures(jumpers, me, opponents, kings, black);
      return captures.count();
    }
    MoveGenerator moves = lists[depth];
    moves.generate(me, opponents, kings, black);
    long crownRow = black ? Layout.BLACK_CROWN_ROW : Layout.WHITE_CROWN_ROW;
    long nodes = 0;
    for (int i = 0; i < moves.count(); i++) {
      long code = moves.code(i);
      nodes =
          Math.addExact(
              nodes,
              perft(
                  opponents & ~MoveCode.captured(code),
                  MoveCode.moverAfter(me, code),
                  MoveCode.kingsAfter(kings, code, crownRow),
                  !black,
                  depth - 1));
    }
    return nodes;
  }
}
