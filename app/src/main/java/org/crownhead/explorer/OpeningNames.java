package org.crownhead.explorer;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.crownhead.core.Fen;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;
import org.crownhead.match.Opening;
import org.crownhead.match.Openings;
import org.crownhead.packed.PackedFiles;
import org.crownhead.packed.TabSeparated;

/**
 * Names a game's opening: the traditional name of the longest named sequence it reaches, and the
 * ACF 3-move ballot its first three moves form.
 *
 * <p>Names are matched by position, so a line reached by another move order has the same name. The
 * names come from {@code data/opening-names.tsv} (each with its source) and from the named ballots
 * of {@code data/ballots-3move.txt}; a name of the first file wins over a ballot's name for the
 * same position. Only games from the start position have an opening. Immutable and thread-safe.
 *
 * <pre>{@code
 * Game game = new Game();
 * for (String move : List.of("11-15", "23-19", "8-11", "22-17", "4-8", "17-13")) game.play(move);
 * OpeningNames.standard().name(game.start(), game.moves()).get().label(); // Old Fourteenth (ACF #126)
 * OpeningNames.standard().name(Position.initial(), List.of()); // Optional.empty
 * }</pre>
 */
public final class OpeningNames {
  static final String RESOURCE = "opening-names.tsv";

  /** A named sequence: its name and its moves from the start. */
  private record Named(String name, List<String> moves) {}

  private final Map<Long, Named> names;
  private final Map<Long, Opening> ballots;
  private final int longest;

  private OpeningNames(Map<Long, Named> names, Map<Long, Opening> ballots) {
    this.names = Map.copyOf(names);
    this.ballots = Map.copyOf(ballots);
    this.longest = names.values().stream().mapToInt(named -> named.moves().size()).max().orElse(0);
  }

  /**
   * A game's opening: its name and its ballot.
   *
   * @param name the traditional name, or null when no named sequence is reached
   * @param moves the moves of the named sequence, or empty
   * @param ballot the ACF 3-move ballot the first three moves form (its number is the ACF opening
   *     number), or null
   */
  public record Name(String name, List<String> moves, Opening ballot) {
    /** {@code Old Fourteenth (ACF #126)}, {@code ACF #111}, {@code Edinburgh}. */
    public String label() {
      String number = ballot == null ? null : ballot.deck() + " #" + ballot.number();
      if (name == null) {
        return number;
      }
      return number == null ? name : name + " (" + number + ")";
    }
  }

  /** The names packed into the program, read once. */
  public static OpeningNames standard() {
    return Standard.NAMES;
  }

  private static final class Standard {
    static final OpeningNames NAMES = load();

    private static OpeningNames load() {
      return PackedFiles.read(OpeningNames.class, RESOURCE, text -> read(text, Openings.ballots()));
    }
  }

  /**
   * Reads names in the form of {@code opening-names.tsv} ({@code moves<TAB>name<TAB>source}, {@code
   * #} comments) beside the ballots.
   *
   * @throws IllegalArgumentException naming the line of a malformed entry or an illegal move
   */
  static OpeningNames read(Reader in, List<Opening> ballots) throws IOException {
    Map<Long, Named> names = new HashMap<>();
    Map<Long, Opening> byPosition = new HashMap<>();
    for (Opening ballot : ballots) {
      long hash = ballot.position().hash();
      byPosition.put(hash, ballot);
      if (!ballot.name().isEmpty()) {
        names.put(hash, new Named(ballot.name(), ballot.moves()));
      }
    }
    for (TabSeparated.Entry entry : TabSeparated.entries(in)) {
      int number = entry.number();
      String[] fields = entry.fields();
      if (fields.length < 2 || fields[1].isBlank()) {
        throw new IllegalArgumentException(
            "line " + number + " of the opening names: expected moves, a tab and the name");
      }
      List<String> moves = Arrays.asList(fields[0].strip().split("\\s+"));
      Game game = new Game();
      try {
        moves.forEach(game::play);
      } catch (NotationException e) {
        throw new IllegalArgumentException(
            "line " + number + " of the opening names: " + e.getMessage(), e);
      }
      names.put(game.position().hash(), new Named(fields[1].strip(), List.copyOf(moves)));
    }
    return new OpeningNames(names, byPosition);
  }

  /** The most moves a named sequence has: later moves cannot change a game's name. */
  public int longest() {
    return longest;
  }

  /**
   * The opening of the moves played from {@code start}: empty unless {@code start} is the start
   * position and the moves reach a named sequence or a ballot.
   */
  public Optional<Name> name(Position start, List<Move> moves) {
    if (!start.equals(Position.initial())) {
      return Optional.empty();
    }
    Named named = null;
    Opening ballot = null;
    Position position = start;
    for (int ply = 0; ply < Math.min(moves.size(), Math.max(longest, 3)); ply++) {
      position = position.play(moves.get(ply));
      named = names.getOrDefault(position.hash(), named);
      if (ply == 2) {
        ballot = ballots.get(position.hash());
      }
    }
    if (named == null && ballot == null) {
      return Optional.empty();
    }
    return Optional.of(
        new Name(
            named == null ? null : named.name(),
            named == null ? List.of() : named.moves(),
            ballot));
  }

  /**
   * The opening of moves in PDN move text from a FEN (null for the start position); moves after the
   * first malformed or illegal one are left out, as is a FEN that cannot be read.
   */
  public Optional<Name> name(String startFen, List<String> moves) {
    Position start;
    try {
      start = startFen == null ? Position.initial() : Fen.parse(startFen);
    } catch (NotationException e) {
      return Optional.empty();
    }
    List<Move> played = new ArrayList<>();
    Position position = start;
    for (String text : moves.subList(0, Math.min(moves.size(), Math.max(longest, 3)))) {
      try {
        Move move = MoveText.parse(position, text);
        played.add(move);
        position = position.play(move);
      } catch (NotationException e) {
        break;
      }
    }
    return name(start, played);
  }
}
