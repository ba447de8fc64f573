package org.crownhead.match;

import java.time.Duration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.crownhead.core.Colour;

/**
 * The running count of a match, from the first engine's side: wins, draws and losses, the game
 * pairs by the points scored in them (each opening is played twice, colours reversed), the wins by
 * colour, the engines' faults and the adjudications. Not thread-safe; {@link #copy()} makes a
 * snapshot.
 *
 * <pre>{@code
 * Tally tally = new Tally();
 * tally.games(); // 0
 * tally.summary(); // W-D-L 0-0-0
 * }</pre>
 */
public final class Tally {
  private long wins;
  private long draws;
  private long losses;
  private final long[] pairs = new long[5];

  /** The first engine's half-points in the first finished game of each unfinished pair. */
  private final Map<Integer, Integer> pending = new HashMap<>();

  private long blackWins;
  private long whiteWins;
  private final long[][] faults = new long[Fault.values().length][2];
  private long lengthDraws;
  private long scoreWins;
  private long plies;
  private final Duration[] longestMoves = {Duration.ZERO, Duration.ZERO};

  /** Counts a game; games {@code 2k+1} and {@code 2k+2} make a pair. */
  public void add(PlayedGame game) {
    int points = game.engine1HalfPoints();
    if (points == 2) {
      wins++;
    } else if (points == 1) {
      draws++;
    } else {
      losses++;
    }
    int pair = (game.number() - 1) / 2;
    Integer other = pending.remove(pair);
    if (other == null) {
      pending.put(pair, points);
    } else {
      pairs[other + points]++;
    }
    game.outcome()
        .winner()
        .ifPresent(
            winner -> {
              if (winner == Colour.BLACK) {
                blackWins++;
              } else {
                whiteWins++;
              }
            });
    if (game.fault() != null) {
      faults[game.fault().ordinal()][game.faultyEngine() - 1]++;
    }
    if (game.adjudication() == PlayedGame.Adjudication.LENGTH) {
      lengthDraws++;
    } else if (game.adjudication() == PlayedGame.Adjudication.SCORE) {
      scoreWins++;
    }
    plies += game.game().moves().size();
    for (int engine = 1; engine <= 2; engine++) {
      if (game.longestMove(engine).compareTo(longestMoves[engine - 1]) > 0) {
        longestMoves[engine - 1] = game.longestMove(engine);
      }
    }
  }

  /** The longest time an engine (1 or 2) took over one move in any game. */
  public Duration longestMove(int engine) {
    return longestMoves[engine - 1];
  }

  public long games() {
    return wins + draws + losses;
  }

  /** The first engine's wins. */
  public long wins() {
    return wins;
  }

  public long draws() {
    return draws;
  }

  /** The first engine's losses. */
  public long losses() {
    return losses;
  }

  /**
   * The finished game pairs by the first engine's half-points in them: index 0 lost both games, 1 a
   * loss and a draw, 2 a win and a loss or two draws, 3 a win and a draw, 4 won both.
   */
  public long[] pairs() {
    return pairs.clone();
  }

  /** The game pairs of which both games are finished. */
  public long pairCount() {
    long count = 0;
    for (long each : pairs) {
      count += each;
    }
    return count;
  }

  /** The first engine's score per game, from 0 to 1; NaN before the first game. */
  public double score() {
    long games = games();
    return games == 0 ? Double.NaN : (wins + draws / 2.0) / games;
  }

  /** The share of drawn games; NaN before the first game. */
  public double drawRatio() {
    long games = games();
    return games == 0 ? Double.NaN : (double) draws / games;
  }

  /** Games won by Black. */
  public long blackWins() {
    return blackWins;
  }

  /** Games won by White. */
  public long whiteWins() {
    return whiteWins;
  }

  /** Games lost to a fault of either engine. */
  public long faults(Fault fault) {
    return faults[fault.ordinal()][0] + faults[fault.ordinal()][1];
  }

  /** Games an engine (1 or 2) lost to a fault. */
  public long faults(Fault fault, int engine) {
    return faults[fault.ordinal()][engine - 1];
  }

  /** Games drawn because they reached the longest length allowed. */
  public long lengthDraws() {
    return lengthDraws;
  }

  /** Games won by score adjudication. */
  public long scoreWins() {
    return scoreWins;
  }

  /** Plies played in all games, openings included. */
  public long plies() {
    return plies;
  }

  /**
   * The Elo estimate: over the finished game pairs (pentanomial) once there is one, else over the
   * games (trinomial).
   */
  public EloEstimate elo() {
    return pairCount() > 0 ? pentanomial() : trinomial();
  }

  /** The Elo estimate over single games. */
  public EloEstimate trinomial() {
    return EloEstimate.trinomial(wins, draws, losses);
  }

  /** The Elo estimate over finished game pairs. */
  public EloEstimate pentanomial() {
    return EloEstimate.pentanomial(pairs);
  }

  /** A snapshot. */
  public Tally copy() {
    Tally copy = new Tally();
    copy.wins = wins;
    copy.draws = draws;
    copy.losses = losses;
    System.arraycopy(pairs, 0, copy.pairs, 0, pairs.length);
    copy.pending.putAll(pending);
    copy.blackWins = blackWins;
    copy.whiteWins = whiteWins;
    for (int i = 0; i < faults.length; i++) {
      copy.faults[i] = faults[i].clone();
    }
    copy.lengthDraws = lengthDraws;
    copy.scoreWins = scoreWins;
    copy.plies = plies;
    System.arraycopy(longestMoves, 0, copy.longestMoves, 0, 2);
    return copy;
  }

  /** "W-D-L 5-15-4 (52.1%)". */
  public String summary() {
    String text = "W-D-L " + wins + "-" + draws + "-" + losses;
    return games() == 0 ? text : text + String.format(Locale.ROOT, " (%.1f%%)", 100 * score());
  }

  @Override
  public String toString() {
    return summary();
  }
}
