package org.crownhead.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A second, deliberately plain implementation of the rules, written square by square on (row,
 * column) coordinates straight from DESIGN.md, to check the bitboard generator against. It shares
 * nothing with the core but the public {@link Position#pieceAt} used to read a position in.
 *
 * <p>The board is an 8×8 array; row 0 holds squares 1–4 and row 7 squares 29–32. In even rows the
 * dark squares are in the odd columns, in odd rows in the even columns, so square 1 touches 5 and 6
 * and square 4 touches only 8. Black moves towards row 7, White towards row 0.
 */
final class ReferenceRules {
  private ReferenceRules() {}

  static final char EMPTY = '.';

  /** A position: {@code board[row][column]} is one of {@code . b B w W}; off squares are blank. */
  static final class Board {
    final char[][] cells;
    final boolean blackToMove;

    Board(char[][] cells, boolean blackToMove) {
      this.cells = cells;
      this.blackToMove = blackToMove;
    }

    static Board of(Position position) {
      char[][] cells = new char[8][8];
      for (char[] row : cells) {
        Arrays.fill(row, ' ');
      }
      for (int square = 1; square <= 32; square++) {
        char cell = EMPTY;
        Piece piece = position.pieceAt(square).orElse(null);
        if (piece != null) {
          char letter = piece.colour() == Colour.BLACK ? 'b' : 'w';
          cell = piece.isKing() ? Character.toUpperCase(letter) : letter;
        }
        cells[row(square)][column(square)] = cell;
      }
      return new Board(cells, position.turn() == Colour.BLACK);
    }

    char at(int square) {
      return cells[row(square)][column(square)];
    }

    /** The same position written square by square, for comparison with a core position. */
    String describe() {
      StringBuilder text = new StringBuilder(blackToMove ? "B " : "W ");
      for (int square = 1; square <= 32; square++) {
        text.append(at(square));
      }
      return text.toString();
    }
  }

  /** One way to play a move: the squares landed on and the pieces taken. */
  static final class Line {
    final List<Integer> path;
    final SortedSet<Integer> captured;
    final boolean crowns;

    Line(List<Integer> path, SortedSet<Integer> captured, boolean crowns) {
      this.path = List.copyOf(path);
      this.captured = captured;
      this.crowns = crowns;
    }

    int from() {
      return path.get(0);
    }

    int to() {
      return path.get(path.size() - 1);
    }

    /** What identifies the move: start, end and captured set. */
    String key() {
      return from() + ">" + to() + " " + captured;
    }

    @Override
    public String toString() {
      StringBuilder text = new StringBuilder().append(path.get(0));
      for (int i = 1; i < path.size(); i++) {
        text.append(captured.isEmpty() ? '-' : 'x').append(path.get(i));
      }
      return text.toString();
    }
  }

  static int row(int square) {
    return (square - 1) / 4;
  }

  static int column(int square) {
    int row = row(square);
    int place = (square - 1) % 4;
    return row % 2 == 0 ? 2 * place + 1 : 2 * place;
  }

  /** The square at (row, column), or 0 off the board or on a light square. */
  static int square(int row, int column) {
    if (row < 0 || row > 7 || column < 0 || column > 7 || (row + column) % 2 == 0) {
      return 0;
    }
    return row * 4 + column / 2 + 1;
  }

  static boolean isBlack(char cell) {
    return cell == 'b' || cell == 'B';
  }

  static boolean isWhite(char cell) {
    return cell == 'w' || cell == 'W';
  }

  static boolean isKing(char cell) {
    return cell == 'B' || cell == 'W';
  }

  /** The row where the side's men are crowned. */
  static int crowningRow(boolean black) {
    return black ? 7 : 0;
  }

  /** The row directions a piece may move in: forward only for a man, both ways for a king. */
  static int[] rowDirections(char cell) {
    if (isKing(cell)) {
      return new int[] {1, -1};
    }
    return new int[] {isBlack(cell) ? 1 : -1};
  }

  /**
   * Every legal way to play in the board: every jump path when a capture exists (each complete to
   * its end), otherwise every step.
   */
  static List<Line> lines(Board board) {
    List<Line> captures = new ArrayList<>();
    List<Line> steps = new ArrayList<>();
    for (int square = 1; square <= 32; square++) {
      char cell = board.at(square);
      if (cell == EMPTY || isBlack(cell) != board.blackToMove) {
        continue;
      }
      List<Integer> path = new ArrayList<>();
      path.add(square);
      jumps(board, square, cell, square, path, new TreeSet<>(), captures);
      for (int rowStep : rowDirections(cell)) {
        for (int columnStep : new int[] {1, -1}) {
          int target = square(row(square) + rowStep, column(square) + columnStep);
          if (target != 0 && board.at(target) == EMPTY) {
            boolean crowns = !isKing(cell) && row(target) == crowningRow(board.blackToMove);
            steps.add(new Line(List.of(square, target), new TreeSet<>(), crowns));
          }
        }
      }
    }
    return captures.isEmpty() ? steps : captures;
  }

  /**
   * Extends a jump sequence of the piece that started on {@code start} and now stands on {@code
   * at}. Nothing is moved on the board while the sequence runs: the jumped pieces stay where they
   * are (so they block landing and cannot be jumped again), and only the start square is treated as
   * empty.
   */
  private static void jumps(
      Board board,
      int start,
      char piece,
      int at,
      List<Integer> path,
      SortedSet<Integer> captured,
      List<Line> found) {
    boolean jumped = false;
    for (int rowStep : rowDirections(piece)) {
      for (int columnStep : new int[] {1, -1}) {
        int over = square(row(at) + rowStep, column(at) + columnStep);
        int land = square(row(at) + 2 * rowStep, column(at) + 2 * columnStep);
        if (over == 0 || land == 0) {
          continue;
        }
        char victim = board.at(over);
        boolean enemy = board.blackToMove ? isWhite(victim) : isBlack(victim);
        boolean free = board.at(land) == EMPTY || land == start;
        if (!enemy || captured.contains(over) || !free) {
          continue;
        }
        jumped = true;
        path.add(land);
        captured.add(over);
        if (!isKing(piece) && row(land) == crowningRow(board.blackToMove)) {
          found.add(new Line(path, new TreeSet<>(captured), true)); // crowned: the move ends
        } else {
          jumps(board, start, piece, land, path, captured, found);
        }
        captured.remove(over);
        path.remove(path.size() - 1);
      }
    }
    if (!jumped && !captured.isEmpty()) {
      found.add(new Line(path, new TreeSet<>(captured), false));
    }
  }

  /** The moves of the board, one line per (start, end, captured set). */
  static Map<String, Line> moves(Board board) {
    Map<String, Line> moves = new LinkedHashMap<>();
    for (Line line : lines(board)) {
      moves.putIfAbsent(line.key(), line);
    }
    return moves;
  }

  /** The board after a line: the piece moved (and crowned), the captured pieces removed. */
  static Board play(Board board, Line line) {
    char[][] cells = new char[8][];
    for (int row = 0; row < 8; row++) {
      cells[row] = board.cells[row].clone();
    }
    char piece = cells[row(line.from())][column(line.from())];
    cells[row(line.from())][column(line.from())] = EMPTY;
    for (int square : line.captured) {
      cells[row(square)][column(square)] = EMPTY;
    }
    cells[row(line.to())][column(line.to())] = line.crowns ? Character.toUpperCase(piece) : piece;
    return new Board(cells, !board.blackToMove);
  }

  /** Perft on the reference rules: every jump path counted, or each move once. */
  static long perft(Board board, int depth, boolean allPaths) {
    if (depth == 0) {
      return 1;
    }
    long nodes = 0;
    for (Line line : allPaths ? lines(board) : new ArrayList<>(moves(board).values())) {
      nodes += depth == 1 ? 1 : perft(play(board, line), depth - 1, allPaths);
    }
    return nodes;
  }
}
