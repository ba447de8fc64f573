package org.crownhead.core;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;

/**
 * Random legal positions for property tests: positions reached by random play from the start, and
 * random placements of men and kings. Both shrink towards simpler positions (fewer plies, fewer
 * pieces).
 */
public final class Positions {
  private Positions() {}

  /** The most plies of random play from the start. */
  public static final int MAX_PLIES = 200;

  /** A mix of played, placed and crowded positions. */
  public static Arbitrary<Position> any() {
    return Arbitraries.frequencyOf(
        Tuple.of(2, played()),
        Tuple.of(2, placed()),
        Tuple.of(1, crowded()),
        Tuple.of(1, jumpTours()));
  }

  /**
   * Positions reached from the start by up to {@value #MAX_PLIES} random legal plies; the play
   * stops early when the side to move has no move.
   */
  public static Arbitrary<Position> played() {
    return Arbitraries.integers()
        .between(0, Integer.MAX_VALUE)
        .list()
        .ofMaxSize(MAX_PLIES)
        .map(choices -> playOut(Position.initial(), choices));
  }

  /** Plays {@code choices.get(i) % n}-th legal move at each ply until the choices or moves end. */
  public static Position playOut(Position start, List<Integer> choices) {
    Position position = start;
    for (int choice : choices) {
      List<Move> moves = position.legalMoves();
      if (moves.isEmpty()) {
        break;
      }
      position = position.play(moves.get(choice % moves.size()));
    }
    return position;
  }

  /**
   * Random placements: up to 12 pieces of each colour on random squares, each a king with a
   * probability that itself varies from position to position, and either side to move. A man that
   * would stand on its own crowning row is made a king.
   */
  public static Arbitrary<Position> placed() {
    Arbitrary<Integer> count = Arbitraries.integers().between(0, 12);
    Arbitrary<List<Integer>> squares =
        Arbitraries.shuffle(IntStream.rangeClosed(1, 32).boxed().collect(Collectors.toList()));
    Arbitrary<Integer> kingPercent = Arbitraries.integers().between(0, 100);
    Arbitrary<List<Integer>> dice = Arbitraries.integers().between(0, 99).list().ofSize(32);
    Arbitrary<Colour> turn = Arbitraries.of(Colour.class);
    return Combinators.combine(count, count, squares, kingPercent, dice, turn).as(Positions::place);
  }

  /**
   * Random placements where the side to move has a few pieces, mostly kings, among many enemy
   * pieces: the positions of long multi-jumps and king loops.
   */
  public static Arbitrary<Position> crowded() {
    Arbitrary<Integer> few = Arbitraries.integers().between(1, 3);
    Arbitrary<Integer> many = Arbitraries.integers().between(6, 12);
    Arbitrary<List<Integer>> squares =
        Arbitraries.shuffle(IntStream.rangeClosed(1, 32).boxed().collect(Collectors.toList()));
    Arbitrary<List<Integer>> dice = Arbitraries.integers().between(0, 99).list().ofSize(32);
    Arbitrary<Colour> turn = Arbitraries.of(Colour.class);
    return Combinators.combine(few, many, squares, dice, turn)
        .as(
            (movers, others, order, rolls, colour) -> {
              Position position = Position.empty(colour);
              for (int i = 0; i < movers + others; i++) {
                int square = order.get(i);
                Colour owner = i < movers ? colour : colour.opponent();
                boolean king =
                    rolls.get(i) < (i < movers ? 80 : 15) || onOwnCrowningRow(owner, square);
                position = position.with(square, Piece.of(owner, king));
              }
              return position;
            });
  }

  /**
   * Positions built around a random tour of jumps: a king of the side to move, enemy pieces at the
   * midpoints of a random walk of jumps that may cross itself (king loops), and a few more random
   * pieces of each colour.
   */
  public static Arbitrary<Position> jumpTours() {
    Arbitrary<Integer> start = Arbitraries.integers().between(1, 32);
    Arbitrary<List<Integer>> directions =
        Arbitraries.integers()
            .between(0, 3)
            .list()
            .ofMinSize(1)
            .ofMaxSize(16)
            .withSizeDistribution(RandomDistribution.uniform());
    Arbitrary<List<Integer>> extras = Arbitraries.integers().between(1, 32).list().ofMaxSize(6);
    Arbitrary<Colour> turn = Arbitraries.of(Colour.class);
    Arbitrary<Integer> kingPercent = Arbitraries.integers().between(0, 50);
    return Combinators.combine(start, directions, extras, turn, kingPercent).as(Positions::tour);
  }

  private static Position tour(
      int start, List<Integer> directions, List<Integer> extras, Colour turn, int kingPercent) {
    java.util.Set<Integer> empty = new java.util.HashSet<>();
    java.util.Set<Integer> enemies = new java.util.LinkedHashSet<>();
    int at = start;
    empty.add(start);
    for (int direction : directions) {
      int rowStep = direction < 2 ? 1 : -1;
      int columnStep = direction % 2 == 0 ? 1 : -1;
      int row = ReferenceRules.row(at);
      int column = ReferenceRules.column(at);
      int over = ReferenceRules.square(row + rowStep, column + columnStep);
      int land = ReferenceRules.square(row + 2 * rowStep, column + 2 * columnStep);
      if (over == 0 || land == 0 || empty.contains(over) || enemies.contains(land)) {
        continue;
      }
      if (enemies.size() == 12 && !enemies.contains(over)) {
        break;
      }
      enemies.add(over);
      empty.add(land);
      at = land;
    }
    Position position = Position.empty(turn).with(start, Piece.of(turn, true));
    int i = 0;
    for (int square : enemies) {
      Colour owner = turn.opponent();
      boolean king = (i++ * 37 + square) % 100 < kingPercent || onOwnCrowningRow(owner, square);
      position = position.with(square, Piece.of(owner, king));
    }
    for (int j = 0; j < extras.size(); j++) {
      int square = extras.get(j);
      Colour owner = j % 2 == 0 ? turn : turn.opponent();
      if (empty.contains(square)
          || enemies.contains(square)
          || position.pieceAt(square).isPresent()
          || position.count(owner) == 12) {
        continue;
      }
      position = position.with(square, Piece.of(owner, onOwnCrowningRow(owner, square)));
    }
    return position;
  }

  private static Position place(
      int blacks,
      int whites,
      List<Integer> squares,
      int kingPercent,
      List<Integer> dice,
      Colour turn) {
    Position position = Position.empty(turn);
    for (int i = 0; i < blacks + whites; i++) {
      int square = squares.get(i);
      Colour colour = i < blacks ? Colour.BLACK : Colour.WHITE;
      boolean king = dice.get(i) < kingPercent || onOwnCrowningRow(colour, square);
      position = position.with(square, Piece.of(colour, king));
    }
    return position;
  }

  /** Kings only, one to three a side, on random squares, either side to move. */
  public static Arbitrary<Position> kings() {
    Arbitrary<Integer> count = Arbitraries.integers().between(1, 3);
    Arbitrary<List<Integer>> squares =
        Arbitraries.shuffle(IntStream.rangeClosed(1, 32).boxed().collect(Collectors.toList()));
    return Combinators.combine(count, count, squares, Arbitraries.of(Colour.class))
        .as(
            (blacks, whites, order, turn) -> {
              Position position = Position.empty(turn);
              for (int i = 0; i < blacks + whites; i++) {
                position =
                    position.with(order.get(i), i < blacks ? Piece.BLACK_KING : Piece.WHITE_KING);
              }
              return position;
            });
  }

  /** True for squares 29–32 for Black and 1–4 for White. */
  public static boolean onOwnCrowningRow(Colour colour, int square) {
    return colour == Colour.BLACK ? square >= 29 : square <= 4;
  }

  /** Random games from the start: the positions of up to {@value #MAX_PLIES} random plies. */
  public static Arbitrary<List<Position>> games() {
    return Arbitraries.integers()
        .between(0, Integer.MAX_VALUE)
        .list()
        .ofMaxSize(MAX_PLIES)
        .map(choices -> gameFrom(Position.initial(), choices));
  }

  /** Random games from random placements, up to 60 plies. */
  public static Arbitrary<List<Position>> gamesFromPlacements() {
    return Combinators.combine(
            placed(), Arbitraries.integers().between(0, Integer.MAX_VALUE).list().ofMaxSize(60))
        .as(Positions::gameFrom);
  }

  /** The positions of a random game: the start, then one after each ply. */
  public static List<Position> gameFrom(Position start, List<Integer> choices) {
    List<Position> positions = new ArrayList<>();
    Position position = start;
    positions.add(position);
    for (int choice : choices) {
      List<Move> moves = position.legalMoves();
      if (moves.isEmpty()) {
        break;
      }
      position = position.play(moves.get(choice % moves.size()));
      positions.add(position);
    }
    return positions;
  }
}
