package org.crownhead.puzzle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.crownhead.core.Colour;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;

/**
 * One puzzle: a position, its solution line and where it was found. The solution starts with the
 * solver's winning move; after it come the opponent's replies and the solver's moves in turn, to
 * the point where the material is won. Immutable.
 *
 * <p>A puzzle is one line of {@code puzzles.tsv}: id, FEN, solution (PDN move text separated by
 * spaces), initial rating, themes (separated by commas), source and the verification figures,
 * separated by tabs.
 *
 * <pre>{@code
 * Puzzle puzzle = Puzzle.parse("p1\tW:WK15,17,32:B9,16,20,K26\t17-14 9x18 15x31\t900\tsacrifice\ttest\tdepth 6");
 * puzzle.solver(); // WHITE
 * puzzle.solution(); // [17-14, 9x18, 15x31]
 * puzzle.solverMoves(); // 2
 * puzzle.moves().get(2).captured(); // [18, 26]
 * }</pre>
 *
 * @param id a short name, unique in the set, such as {@code p0042}
 * @param fen the position, the solver to move
 * @param solution the solution line in PDN move text, the solver's moves at even indexes
 * @param rating the rating the puzzle starts with, before anyone tries it
 * @param themes short tags such as {@code sacrifice} or {@code crowns}
 * @param source the game the position comes from and the ply
 * @param verification how the puzzle was verified: depth and scores
 */
public record Puzzle(
    String id,
    String fen,
    List<String> solution,
    int rating,
    List<String> themes,
    String source,
    String verification) {
  public Puzzle {
    solution = List.copyOf(solution);
    themes = List.copyOf(themes);
    if (solution.isEmpty()) {
      throw new IllegalArgumentException("puzzle " + id + " has no solution");
    }
  }

  /**
   * Reads a line of {@code puzzles.tsv}.
   *
   * @throws IllegalArgumentException when the line does not have the seven fields or the rating is
   *     not a number
   */
  public static Puzzle parse(String line) {
    String[] fields = line.split("\t", -1);
    if (fields.length != 7) {
      throw new IllegalArgumentException(
          "a puzzle line has 7 fields separated by tabs, not " + fields.length + ": " + line);
    }
    int rating;
    try {
      rating = Integer.parseInt(fields[3]);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("the rating is not a number: " + fields[3]);
    }
    return new Puzzle(
        fields[0],
        fields[1],
        Arrays.asList(fields[2].trim().split(" +")),
        rating,
        fields[4].isBlank() ? List.of() : Arrays.asList(fields[4].split(",")),
        fields[5],
        fields[6]);
  }

  /** The line of {@code puzzles.tsv} for this puzzle. */
  public String format() {
    return String.join(
        "\t",
        id,
        fen,
        String.join(" ", solution),
        Integer.toString(rating),
        String.join(",", themes),
        source,
        verification);
  }

  /** The position of the puzzle. */
  public Position start() {
    return Position.fromFen(fen);
  }

  /** The side that solves the puzzle: the side to move at the start. */
  public Colour solver() {
    return start().turn();
  }

  /** The number of moves the solver makes. */
  public int solverMoves() {
    return (solution.size() + 1) / 2;
  }

  /**
   * The solution as moves, each read where it is played.
   *
   * @throws org.crownhead.core.NotationException when a move is not legal where it is played
   */
  public List<Move> moves() {
    List<Move> moves = new ArrayList<>();
    Position at = start();
    for (String text : solution) {
      Move move = MoveText.parse(at, text);
      moves.add(move);
      at = at.play(move);
    }
    return moves;
  }
}
