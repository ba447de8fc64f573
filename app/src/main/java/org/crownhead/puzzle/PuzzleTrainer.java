package org.crownhead.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.Set;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;

/**
 * Serves puzzles to the one local player and judges the moves: the browser's Puzzles page and
 * {@code crownhead puzzle} at the terminal both go through it, over the same records.
 *
 * <p>A puzzle is judged from the player's moves so far, so nothing but the records is kept between
 * two calls: each right move but the last gets the opponent's reply, the last right move solves the
 * puzzle, a wrong one fails it, and only then is the solution given. A move other than the
 * solution's that ends the game at once (the opponent has no move left) solves it too. The first
 * finished attempt at a puzzle is rated (Glicko-2 for both the player and the puzzle, τ {@value
 * #TAU}); later ones are not, so a puzzle cannot be learnt and then farmed.
 *
 * <p>The next puzzle is drawn at random from the {@value #CHOICE} untried puzzles whose ratings are
 * nearest the player's, so that puzzles grow harder as the player improves.
 *
 * <pre>{@code
 * PuzzleSet set = PuzzleSet.read(new StringReader(
 *     "p1\tW:WK15,17,32:B9,16,20,K26\t17-14 9x18 15x31\t900\t\ttest\tdepth 6\n"));
 * PuzzleTrainer trainer = new PuzzleTrainer(set, new PuzzleRecords.InMemory());
 * trainer.play("p1", List.of("17-14")).reply(); // 9x18
 * trainer.play("p1", List.of("17-14", "15x31")).status(); // SOLVED
 * trainer.play("p1", List.of("32-27")).rated(); // false
 * }</pre>
 */
public final class PuzzleTrainer {
  /** The Glicko-2 system constant. */
  static final double TAU = 0.5;

  /** How many of the nearest untried puzzles the next one is drawn from. */
  static final int CHOICE = 10;

  /** A new player's rating. */
  public static final Glicko2.Rating NEW_PLAYER = new Glicko2.Rating(1500, 350, 0.06);

  /** The deviation and volatility a puzzle starts with, beside the rating of the puzzle file. */
  static final double PUZZLE_DEVIATION = 100;

  private static final double PUZZLE_VOLATILITY = 0.06;

  private final PuzzleSet puzzles;
  private final PuzzleRecords records;
  private final Glicko2 glicko = new Glicko2(TAU);

  public PuzzleTrainer(PuzzleSet puzzles, PuzzleRecords records) {
    this.puzzles = puzzles;
    this.records = records;
  }

  /** Where an attempt stands after the moves given. */
  public enum Status {
    /** Right so far: the opponent replied, the player moves again. */
    CONTINUE,
    /** The whole solution found. */
    SOLVED,
    /** A wrong move. */
    FAILED
  }

  /**
   * The answer to the player's moves.
   *
   * @param status where the attempt stands
   * @param reply the opponent's reply to the last move, when the attempt goes on
   * @param solution the whole solution, once the attempt has ended
   * @param rated whether this finish changed the ratings (only the first finish of a puzzle does)
   * @param playerBefore the player's rating before this finish
   * @param playerAfter the player's rating now
   * @param puzzleRating the puzzle's rating now
   */
  public record Step(
      Status status,
      String reply,
      List<String> solution,
      boolean rated,
      Glicko2.Rating playerBefore,
      Glicko2.Rating playerAfter,
      Glicko2.Rating puzzleRating) {}

  /** The puzzles served. */
  public PuzzleSet puzzles() {
    return puzzles;
  }

  /** The player's rating now. */
  public Glicko2.Rating player() {
    return records.puzzlePlayer().orElse(NEW_PLAYER);
  }

  /** The rated attempts so far and how many were solved. */
  public int[] tally() {
    List<PuzzleRecords.Finished> attempts = records.puzzleAttempts();
    int solved = (int) attempts.stream().filter(PuzzleRecords.Finished::solved).count();
    return new int[] {attempts.size(), solved};
  }

  /** A puzzle's rating now: its own once tried, else the puzzle file's. */
  public Glicko2.Rating rating(Puzzle puzzle) {
    return rating(puzzle, records.puzzleRatings());
  }

  private static Glicko2.Rating rating(Puzzle puzzle, Map<String, Glicko2.Rating> tried) {
    Glicko2.Rating rating = tried.get(puzzle.id());
    return rating != null
        ? rating
        : new Glicko2.Rating(puzzle.rating(), PUZZLE_DEVIATION, PUZZLE_VOLATILITY);
  }

  /** The puzzle with this id. */
  public Puzzle find(String id) {
    return puzzles
        .find(id)
        .orElseThrow(() -> new NoSuchElementException("there is no puzzle " + id));
  }

  /** The next puzzle for the player: untried, near the player's rating. */
  public synchronized Puzzle next(Random random) {
    Set<String> tried = new HashSet<>();
    for (PuzzleRecords.Finished attempt : records.puzzleAttempts()) {
      tried.add(attempt.puzzleId());
    }
    Map<String, Glicko2.Rating> ratings = records.puzzleRatings();
    double target = player().rating();
    List<Puzzle> pool = new ArrayList<>();
    for (Puzzle puzzle : puzzles.all()) {
      if (!tried.contains(puzzle.id())) {
        pool.add(puzzle);
      }
    }
    if (pool.isEmpty()) {
      pool.addAll(puzzles.all());
    }
    pool.sort(
        Comparator.comparingDouble(
            (Puzzle puzzle) -> Math.abs(rating(puzzle, ratings).rating() - target)));
    return pool.get(random.nextInt(Math.min(CHOICE, pool.size())));
  }

  /**
   * Judges the player's moves in a puzzle, from its start: all of them must follow the solution but
   * the last, which is judged. The first time a puzzle ends, the ratings change.
   *
   * @param id the puzzle
   * @param moves the player's moves so far, in move text, without the opponent's replies
   * @throws NoSuchElementException when there is no such puzzle
   * @throws IllegalArgumentException when there are no moves, a move is not legal or not text of a
   *     move, or there are moves after the attempt ended
   */
  public synchronized Step play(String id, List<String> moves) {
    Puzzle puzzle = find(id);
    if (moves.isEmpty()) {
      throw new IllegalArgumentException("give at least one move");
    }
    List<Move> solution = puzzle.moves();
    Position at = puzzle.start();
    for (int i = 0; i < moves.size(); i++) {
      Move move = playerMove(at, moves, i);
      Move expected = solution.get(2 * i);
      boolean endsGame = !at.play(move).hasLegalMove();
      boolean last = 2 * i + 1 >= solution.size();
      if (!move.equals(expected) && !endsGame) {
        if (i != moves.size() - 1) {
          throw new IllegalArgumentException(
              "move " + (i + 1) + " already failed the puzzle; no moves after it");
        }
        return finish(puzzle, false, moves);
      }
      if (last || endsGame) {
        if (i != moves.size() - 1) {
          throw new IllegalArgumentException("the puzzle was solved at move " + (i + 1));
        }
        return finish(puzzle, true, moves);
      }
      Position afterMove = at.play(expected);
      Move reply = solution.get(2 * i + 1);
      if (i == moves.size() - 1) {
        return new Step(
            Status.CONTINUE, MoveText.format(afterMove, reply), List.of(), false, null, null, null);
      }
      at = afterMove.play(reply);
    }
    throw new AssertionError("unreachable");
  }

  /**
   * The player's move {@code i} (from 0) in the position it is played in.
   *
   * @throws IllegalArgumentException when it is not legal there or not text of a move
   */
  private static Move playerMove(Position at, List<String> moves, int i) {
    try {
      return MoveText.parse(at, moves.get(i));
    } catch (NotationException e) {
      throw new IllegalArgumentException("move " + (i + 1) + ": " + e.getMessage(), e);
    }
  }

  /**
   * Gives up a puzzle after the moves so far (all of them right): it counts as failed, and the
   * solution is given.
   *
   * @throws NoSuchElementException when there is no such puzzle
   * @throws IllegalArgumentException when a move is not the solution's
   */
  public synchronized Step giveUp(String id, List<String> moves) {
    Puzzle puzzle = find(id);
    List<Move> solution = puzzle.moves();
    Position at = puzzle.start();
    for (int i = 0; i < moves.size(); i++) {
      Move move = playerMove(at, moves, i);
      if (2 * i + 1 >= solution.size() || !move.equals(solution.get(2 * i))) {
        throw new IllegalArgumentException(
            "move " + (i + 1) + " is not the solution's: there is nothing to give up");
      }
      at = at.play(move).play(solution.get(2 * i + 1));
    }
    List<String> given = new ArrayList<>(moves);
    given.add("-");
    return finish(puzzle, false, given);
  }

  private Step finish(Puzzle puzzle, boolean solved, List<String> moves) {
    Glicko2.Rating before = player();
    boolean tried =
        records.puzzleAttempts().stream().anyMatch(a -> a.puzzleId().equals(puzzle.id()));
    Glicko2.Rating puzzleBefore = rating(puzzle);
    // A puzzle tried before changes no rating.
    Glicko2.Rating after = before;
    Glicko2.Rating puzzleAfter = puzzleBefore;
    if (!tried) {
      double score = solved ? 1 : 0;
      after = glicko.update(before, List.of(new Glicko2.Result(puzzleBefore, score)));
      puzzleAfter = glicko.update(puzzleBefore, List.of(new Glicko2.Result(before, 1 - score)));
      records.savePuzzleAttempt(
          new PuzzleRecords.Attempt(puzzle.id(), solved, moves, before, after, puzzleAfter));
    }
    return new Step(
        solved ? Status.SOLVED : Status.FAILED,
        null,
        puzzle.solution(),
        !tried,
        before,
        after,
        puzzleAfter);
  }
}
