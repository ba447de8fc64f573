package org.crownhead.puzzle;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where the puzzle ratings live: the one local player's rating, the ratings of the puzzles tried,
 * and the rated attempts. The game store keeps them (migration 4); tests use {@link InMemory}.
 */
public interface PuzzleRecords {
  /** The player's rating, once the player has finished a rated puzzle. */
  Optional<Glicko2.Rating> puzzlePlayer();

  /** The ratings of the puzzles that have been tried, by id. */
  Map<String, Glicko2.Rating> puzzleRatings();

  /** The rated attempts so far, oldest first. */
  List<Finished> puzzleAttempts();

  /** Keeps a rated attempt with the new ratings of the player and the puzzle. */
  void savePuzzleAttempt(Attempt attempt);

  /**
   * A finished, rated attempt.
   *
   * @param puzzleId the puzzle
   * @param solved whether the player found the whole solution
   * @param moves the player's moves, the failed one last when not solved
   * @param playerBefore the player's rating before
   * @param playerAfter the player's rating after
   * @param puzzleAfter the puzzle's rating after
   */
  record Attempt(
      String puzzleId,
      boolean solved,
      List<String> moves,
      Glicko2.Rating playerBefore,
      Glicko2.Rating playerAfter,
      Glicko2.Rating puzzleAfter) {
    public Attempt {
      moves = List.copyOf(moves);
    }
  }

  /**
   * A rated attempt as it is listed.
   *
   * @param puzzleId the puzzle
   * @param solved whether the player solved it
   * @param playerAfter the player's rating after it
   */
  record Finished(String puzzleId, boolean solved, double playerAfter) {}

  /** Records kept in memory only. */
  final class InMemory implements PuzzleRecords {
    private final java.util.List<Finished> attempts = new java.util.ArrayList<>();
    private final Map<String, Glicko2.Rating> ratings = new java.util.HashMap<>();
    private Glicko2.Rating player;

    @Override
    public synchronized Optional<Glicko2.Rating> puzzlePlayer() {
      return Optional.ofNullable(player);
    }

    @Override
    public synchronized Map<String, Glicko2.Rating> puzzleRatings() {
      return Map.copyOf(ratings);
    }

    @Override
    public synchronized List<Finished> puzzleAttempts() {
      return List.copyOf(attempts);
    }

    @Override
    public synchronized void savePuzzleAttempt(Attempt attempt) {
      attempts.add(
          new Finished(attempt.puzzleId(), attempt.solved(), attempt.playerAfter().rating()));
      player = attempt.playerAfter();
      ratings.put(attempt.puzzleId(), attempt.puzzleAfter());
    }
  }
}
