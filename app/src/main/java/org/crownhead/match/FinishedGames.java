package org.crownhead.match;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnNode;
import org.crownhead.pdn.ReadGame;

/**
 * The games of a stopped match, read back from its PDN file so that the match can go on where it
 * stopped ({@link Match#resume}).
 *
 * <p>Every game in the file must be one of this match's: its Event tag, its engines (by their names
 * in the Black and White tags, engine 1 taking Black in odd-numbered games), its opening (the one
 * the schedule gives its Round number) and its time control (in the comment that ends the ballot)
 * must be the match's, and no two games may have the same number. A last game that was cut short,
 * as by a machine that stopped while the game was being written, is cut off the file to be played
 * again. The longest move of each engine is read from the game's tags ({@link
 * GamePlayer#longestMoveTag}); a game without them (at a fixed depth, say) counts it as zero.
 *
 * <p>The games are counted as they are read, not kept: a match of thousands of games would
 * otherwise hold hundreds of megabytes for the rest of its run, and a garbage collector that has to
 * go over them makes every pause longer.
 *
 * @param tally the count of the games
 * @param numbers the games' numbers in the match
 * @param withoutMoveTimes how many of the games do not record their longest moves
 * @param cutShortLine the line of the file where a last game cut short began, which was cut off the
 *     file; 0 when there was none
 */
record FinishedGames(Tally tally, Set<Integer> numbers, int withoutMoveTimes, int cutShortLine) {
  /** No games: a match that starts afresh. */
  static final FinishedGames NONE = new FinishedGames(new Tally(), Set.of(), 0, 0);

  FinishedGames {
    tally = tally.copy();
    numbers = Set.copyOf(numbers);
  }

  /** The tally, to go on counting in. */
  @Override
  public Tally tally() {
    return tally.copy();
  }

  /**
   * Reads the games of the match of {@code settings} back from its file, {@link
   * MatchSettings#pdn()}, and cuts off a last game that was cut short.
   *
   * @param schedule the openings in the order their pairs are played
   * @param label1 the first engine's name, as its games record it
   * @param label2 the second engine's name
   * @throws IllegalArgumentException if there is no file, or it holds a game that is not one of
   *     this match's, or a game beyond the match's planned games
   * @throws IOException if the file cannot be read or cut
   */
  static FinishedGames load(
      MatchSettings settings, List<Opening> schedule, String label1, String label2)
      throws IOException {
    Path file = settings.pdn();
    if (file == null) {
      throw new IllegalArgumentException("a match goes on from its PDN file: give one");
    }
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException(
          "there is no file " + file + " to go on with a match from");
    }
    Tally tally = new Tally();
    Set<Integer> numbers = new HashSet<>();
    int[] withoutMoveTimes = {0};
    // Each game is counted once the next one is read: the last may be one cut short.
    ReadGame[] last = {null};
    Consumer<ReadGame> count =
        game -> {
          PlayedGame played = toPlayedGame(game, settings, schedule, label1, label2, file);
          if (!numbers.add(played.number())) {
            throw new IllegalArgumentException(
                where(file, game) + "game " + played.number() + " is in the file twice");
          }
          tally.add(played);
          if (game.game().tag(GamePlayer.longestMoveTag(Colour.BLACK)).isEmpty()) {
            withoutMoveTimes[0]++;
          }
        };
    PdnGames.read(
        file,
        game -> {
          if (last[0] != null) {
            count.accept(last[0]);
          }
          last[0] = game;
        });
    int cutShortLine = 0;
    if (last[0] != null) {
      // A game cut short may have lost its tags, but not kept another event's.
      boolean ours = last[0].game().tag("Event").map(settings.event()::equals).orElse(true);
      if (isCutShort(last[0]) && ours) {
        cutShortLine = last[0].line();
        cutOff(file, cutShortLine); // only once the rest of the file is known to be the match's
      } else {
        count.accept(last[0]);
      }
    }
    return new FinishedGames(tally, numbers, withoutMoveTimes[0], cutShortLine);
  }

  /** True for a game with errors or without a result: one that was cut short as it was written. */
  private static boolean isCutShort(ReadGame read) {
    return !read.isClean() || !read.game().toGame().isOver();
  }

  private static PlayedGame toPlayedGame(
      ReadGame read,
      MatchSettings settings,
      List<Opening> schedule,
      String label1,
      String label2,
      Path file) {
    String where = where(file, read);
    PdnGame pdn = read.game();
    String event = pdn.tag("Event").orElse("");
    if (!event.equals(settings.event())) {
      throw new IllegalArgumentException(
          where
              + "a game of the event \""
              + event
              + "\", not of this match's \""
              + settings.event()
              + "\" (--event)");
    }
    if (isCutShort(read)) {
      String why =
          read.isClean() ? "it has no result" : "it cannot be read: " + read.errors().get(0);
      throw new IllegalArgumentException(where + "an unfinished game: " + why);
    }
    int number = round(pdn).orElse(0);
    if (number < 1) {
      throw new IllegalArgumentException(
          where + "a game without its number in the match (the Round tag)");
    }
    if (number > settings.games()) {
      throw new IllegalArgumentException(
          where
              + "game "
              + number
              + " is beyond the "
              + settings.games()
              + " games of this match: give at least "
              + number
              + " games");
    }
    Colour engine1Colour = Match.engine1Colour(number);
    String black = pdn.tag("Black").orElse("");
    String white = pdn.tag("White").orElse("");
    String expectedBlack = engine1Colour == Colour.BLACK ? label1 : label2;
    String expectedWhite = engine1Colour == Colour.BLACK ? label2 : label1;
    if (!black.equals(expectedBlack) || !white.equals(expectedWhite)) {
      throw new IllegalArgumentException(
          where
              + "game "
              + number
              + " was played by \""
              + black
              + "\" (Black) and \""
              + white
              + "\" (White); in this match it is \""
              + expectedBlack
              + "\" against \""
              + expectedWhite
              + "\"");
    }
    Opening opening = Match.openingOf(schedule, number);
    String openingTag = pdn.tag("Opening").orElse("");
    if (!openingTag.equals(opening.label())) {
      throw new IllegalArgumentException(
          where
              + "game "
              + number
              + " was played from "
              + (openingTag.isEmpty() ? "an opening without its name" : openingTag)
              + ", where this match plays "
              + opening.label()
              + ": give the same --openings and --seed as the match that made the file");
    }
    String ballot = GamePlayer.ballotComment(opening, settings.timeControl());
    if (!hasComment(pdn, ballot)) {
      throw new IllegalArgumentException(
          where
              + "game "
              + number
              + " was not played from "
              + opening.label()
              + " at "
              + settings.timeControl()
              + ", as this match is (its comment \""
              + ballot
              + "\" is missing): give the same limits as the match that made the file");
    }
    Game game = pdn.toGame();
    Colour winner = game.outcome().orElseThrow().winner().orElse(null);
    String termination = pdn.tag("Termination").orElse("").strip();
    Fault fault = null;
    int faultyEngine = 0;
    for (Fault each : Fault.values()) {
      if (winner != null && each.description().equals(termination)) {
        fault = each;
        faultyEngine = winner == engine1Colour ? 2 : 1;
      }
    }
    PlayedGame.Adjudication adjudication = PlayedGame.Adjudication.NONE;
    for (PlayedGame.Adjudication each : PlayedGame.Adjudication.values()) {
      if (each != PlayedGame.Adjudication.NONE && each.description().equals(termination)) {
        adjudication = each;
      }
    }
    if (termination.isEmpty()) {
      termination = game.outcome().orElseThrow().termination().description();
    }
    return new PlayedGame(
        number,
        opening,
        engine1Colour,
        game,
        pdn,
        fault,
        faultyEngine,
        adjudication,
        termination,
        List.of(longestMove(pdn, engine1Colour), longestMove(pdn, engine1Colour.opponent())));
  }

  /** The longest move of the engine that played {@code colour}, as the game's tag has it; or 0. */
  private static Duration longestMove(PdnGame pdn, Colour colour) {
    Optional<String> seconds = pdn.tag(GamePlayer.longestMoveTag(colour));
    try {
      return seconds
          .map(text -> new BigDecimal(text.strip()).movePointRight(9).longValueExact())
          .filter(nanos -> nanos >= 0)
          .map(Duration::ofNanos)
          .orElse(Duration.ZERO);
    } catch (NumberFormatException | ArithmeticException e) {
      return Duration.ZERO;
    }
  }

  private static Optional<Integer> round(PdnGame pdn) {
    try {
      return pdn.tag("Round").map(String::strip).map(Integer::valueOf);
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** True when the game has {@code comment} anywhere, whitespace aside. */
  private static boolean hasComment(PdnGame pdn, String comment) {
    String wanted = oneLine(comment);
    List<String> comments = new ArrayList<>(pdn.comments());
    for (PdnNode node : pdn.mainLine()) {
      comments.addAll(node.commentsAfter());
    }
    return comments.stream().map(FinishedGames::oneLine).anyMatch(wanted::equals);
  }

  private static String oneLine(String text) {
    return text.strip().replaceAll("\\s+", " ");
  }

  private static String where(Path file, ReadGame read) {
    return file + ", line " + read.line() + ": ";
  }

  /** Cuts the file before line {@code line} (from 1), and the blank lines before it. */
  private static void cutOff(Path file, int line) throws IOException {
    long end = 0; // just past the last byte before the line that is not white space
    long offset = 0;
    int current = 1;
    try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
      int b;
      while (current < line && (b = in.read()) >= 0) {
        offset++;
        if (b == '\n') {
          current++;
        } else if (b != '\r' && b != ' ' && b != '\t') {
          end = offset;
        }
      }
    }
    if (current < line) {
      throw new IllegalStateException(file + " has no line " + line);
    }
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
      channel.truncate(end);
      channel.force(true);
    }
  }
}
