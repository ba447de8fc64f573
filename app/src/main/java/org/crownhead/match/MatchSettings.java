package org.crownhead.match;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Everything a match needs to know: the two engines, the openings, the time control, how many games
 * and how many at once, the adjudication rules, the SPRT if any, and where to save the games.
 * Immutable; {@link #of} gives the defaults and the {@code with} methods change one thing.
 *
 * <pre>{@code
 * MatchSettings settings = MatchSettings.of(EngineSpec.parse("crownhead"),
 *     EngineSpec.parse("crownhead eval=material"), Openings.deck(), TimeControl.ofDepth(6));
 * settings.games(); // 312
 * settings.withGames(20).concurrency(); // 1
 * settings.maxPlies(); // 300
 * }</pre>
 *
 * @param engine1 the first engine, whose results the match reports
 * @param engine2 the second engine
 * @param openings the openings, in the order they are played (each played twice, the first engine
 *     taking Black first); the deck starts again from the top when the games outnumber them
 * @param timeControl the limits of each move
 * @param timeMargin how far a move may overrun the clock or the time per move without losing on
 *     time (default zero)
 * @param games the games to play, at least 1 (default: each opening twice)
 * @param concurrency the games played at once, at least 1 (default 1); each has its own engines
 * @param seed the seed to shuffle the openings with, or null to keep their order (the default)
 * @param maxPlies the game length, in plies including the opening, at which a game is drawn
 *     (default 300)
 * @param adjudicateScore the score (points; a man is 100) beyond which both engines' agreement
 *     decides a game; 0 for no win adjudication (the default)
 * @param adjudicateMoves for how many moves each engine must report it (default 4)
 * @param sprt the SPRT that may end the match early, or null
 * @param pdn the file the games are appended to, or null to save none
 * @param event the PDN Event tag of the games
 */
public record MatchSettings(
    EngineSpec engine1,
    EngineSpec engine2,
    List<Opening> openings,
    TimeControl timeControl,
    Duration timeMargin,
    int games,
    int concurrency,
    Long seed,
    int maxPlies,
    int adjudicateScore,
    int adjudicateMoves,
    Sprt sprt,
    Path pdn,
    String event) {

  /** The default game length limit, in plies. */
  public static final int DEFAULT_MAX_PLIES = 300;

  /** The default number of moves for win adjudication. */
  public static final int DEFAULT_ADJUDICATE_MOVES = 4;

  public MatchSettings {
    Objects.requireNonNull(engine1, "engine1");
    Objects.requireNonNull(engine2, "engine2");
    openings = List.copyOf(openings);
    Objects.requireNonNull(timeControl, "timeControl");
    if (timeMargin.isNegative()) {
      throw new IllegalArgumentException("the time margin must not be negative");
    }
    Objects.requireNonNull(event, "event");
    if (openings.isEmpty()) {
      throw new IllegalArgumentException("a match needs at least one opening");
    }
    if (!timeControl.isLimited()) {
      throw new IllegalArgumentException(
          "a match needs a limit for each move: a depth, nodes, a time per move or a clock");
    }
    if (games < 1) {
      throw new IllegalArgumentException("the number of games must be at least 1, not " + games);
    }
    if (concurrency < 1) {
      throw new IllegalArgumentException("concurrency must be at least 1, not " + concurrency);
    }
    if (maxPlies < 1) {
      throw new IllegalArgumentException(
          "the longest game must be at least 1 ply, not " + maxPlies);
    }
    if (adjudicateScore < 0) {
      throw new IllegalArgumentException(
          "the adjudication score must be positive (or 0 for none), not " + adjudicateScore);
    }
    if (adjudicateMoves < 1) {
      throw new IllegalArgumentException(
          "win adjudication needs at least 1 move, not " + adjudicateMoves);
    }
  }

  /** A match of each opening played twice, one game at a time, with no SPRT and no file. */
  public static MatchSettings of(
      EngineSpec engine1, EngineSpec engine2, List<Opening> openings, TimeControl timeControl) {
    return new MatchSettings(
        engine1,
        engine2,
        openings,
        timeControl,
        Duration.ZERO,
        2 * openings.size(),
        1,
        null,
        DEFAULT_MAX_PLIES,
        0,
        DEFAULT_ADJUDICATE_MOVES,
        null,
        null,
        "crownhead match");
  }

  public MatchSettings withGames(int count) {
    return with(settings -> settings.games = count);
  }

  public MatchSettings withConcurrency(int count) {
    return with(settings -> settings.concurrency = count);
  }

  public MatchSettings withSeed(Long newSeed) {
    return with(settings -> settings.seed = newSeed);
  }

  public MatchSettings withMaxPlies(int plies) {
    return with(settings -> settings.maxPlies = plies);
  }

  /** Win adjudication: {@code score} points or more for {@code moves} moves; score 0 for none. */
  public MatchSettings withWinAdjudication(int score, int moves) {
    return with(
        settings -> {
          settings.adjudicateScore = score;
          settings.adjudicateMoves = moves;
        });
  }

  public MatchSettings withSprt(Sprt test) {
    return with(settings -> settings.sprt = test);
  }

  public MatchSettings withPdn(Path file) {
    return with(settings -> settings.pdn = file);
  }

  /** A time margin: overrunning the clock by no more than this does not lose the game. */
  public MatchSettings withTimeMargin(Duration margin) {
    return with(settings -> settings.timeMargin = margin);
  }

  public MatchSettings withEvent(String name) {
    return with(settings -> settings.event = name);
  }

  /** The same settings with the changes made to a copy of their fields. */
  private MatchSettings with(Consumer<Fields> change) {
    Fields settings = new Fields(this);
    change.accept(settings);
    return settings.build();
  }

  /** The fields of a settings record, to change before making a new one. */
  private static final class Fields {
    EngineSpec engine1;
    EngineSpec engine2;
    List<Opening> openings;
    TimeControl timeControl;
    Duration timeMargin;
    int games;
    int concurrency;
    Long seed;
    int maxPlies;
    int adjudicateScore;
    int adjudicateMoves;
    Sprt sprt;
    Path pdn;
    String event;

    Fields(MatchSettings from) {
      engine1 = from.engine1;
      engine2 = from.engine2;
      openings = from.openings;
      timeControl = from.timeControl;
      timeMargin = from.timeMargin;
      games = from.games;
      concurrency = from.concurrency;
      seed = from.seed;
      maxPlies = from.maxPlies;
      adjudicateScore = from.adjudicateScore;
      adjudicateMoves = from.adjudicateMoves;
      sprt = from.sprt;
      pdn = from.pdn;
      event = from.event;
    }

    MatchSettings build() {
      return new MatchSettings(
          engine1,
          engine2,
          openings,
          timeControl,
          timeMargin,
          games,
          concurrency,
          seed,
          maxPlies,
          adjudicateScore,
          adjudicateMoves,
          sprt,
          pdn,
          event);
    }
  }
}
