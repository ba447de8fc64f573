package org.crownhead.explorer;

import java.io.BufferedReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.crownhead.core.Colour;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.packed.PackedFiles;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnResult;

/**
 * The moves played from each position of a set of games, with their results: what the opening
 * explorer shows. Built once from the games, then answered by a binary search.
 *
 * <p>Every position of a game's first {@value #MAX_PLY} plies counts, keyed by its hash, so a
 * position reached by another move order gathers the games of both. Each move of a position holds
 * the games that played it won by Black, drawn and won by White. Unfinished games are left out, and
 * a game recorded twice in an archive (the same moves from the same start) counts once, as in the
 * opening book. It holds no games, players or texts: only hashes, move codes and counts, in five
 * flat arrays. Immutable and thread-safe.
 *
 * <pre>{@code
 * GameIndex.Builder builder = new GameIndex.Builder(true);
 * builder.add(PdnGame.parse("1. 11-15 23-19 2. 8-11 1-0"));
 * builder.add(PdnGame.parse("1. 11-15 22-18 1/2-1/2"));
 * GameIndex index = builder.build();
 * index.moves(Position.initial()).get(0).games(); // 2
 * index.moves(Position.initial()).get(0).blackWins(); // 1
 * }</pre>
 */
public final class GameIndex {
  /** Plies from the start of each game that are counted. */
  public static final int MAX_PLY = 40;

  static final String ACF_RESOURCE = "acf-games.pdn";

  private final long[] keys; // position hashes, ascending
  private final int[] first; // the moves of keys[i] are entries first[i] to first[i + 1] - 1
  private final long[] codes; // each entry's move code
  private final int[] counts; // each entry's Black wins, draws and White wins
  private final int games;

  private GameIndex(long[] keys, int[] first, long[] codes, int[] counts, int games) {
    this.keys = keys;
    this.first = first;
    this.codes = codes;
    this.counts = counts;
    this.games = games;
  }

  /** A move played in a position, with the results of the games that played it. */
  public record MoveStats(Move move, int blackWins, int draws, int whiteWins) {
    /** The games that played the move. */
    public int games() {
      return blackWins + draws + whiteWins;
    }
  }

  /** The index of the ACF tournament games packed into the program, built on first use. */
  public static GameIndex acf() {
    return Acf.INDEX;
  }

  private static final class Acf {
    static final GameIndex INDEX = load();

    private static GameIndex load() {
      return PackedFiles.read(
          GameIndex.class,
          ACF_RESOURCE,
          text -> {
            Builder builder = new Builder(true);
            PdnGames.read(
                new BufferedReader(text),
                read -> {
                  if (read.isClean()) {
                    builder.add(read.game());
                  }
                });
            return builder.build();
          });
    }
  }

  /** The moves played in the position, most played first; empty when no game reached it. */
  public List<MoveStats> moves(Position position) {
    int i = Arrays.binarySearch(keys, position.hash());
    if (i < 0) {
      return List.of();
    }
    List<MoveStats> moves = new ArrayList<>(first[i + 1] - first[i]);
    for (int entry = first[i]; entry < first[i + 1]; entry++) {
      moves.add(
          new MoveStats(
              position.move(codes[entry]),
              counts[3 * entry],
              counts[3 * entry + 1],
              counts[3 * entry + 2]));
    }
    return moves;
  }

  /** The games counted. */
  public int games() {
    return games;
  }

  /** The positions held. */
  public int positions() {
    return keys.length;
  }

  /** The moves held, over all positions. */
  public int entries() {
    return codes.length;
  }

  /** Collects games, then builds the index. Not thread-safe. */
  public static final class Builder {
    private final Map<Long, Map<Long, int[]>> positions = new HashMap<>();
    private final Set<String> seen;
    private int games;

    /**
     * A builder; with {@code distinct}, a game whose moves from the same start were counted before
     * is left out (a game recorded twice in an archive).
     */
    public Builder(boolean distinct) {
      seen = distinct ? new HashSet<>() : null;
    }

    /**
     * Counts a finished game's first {@value #MAX_PLY} plies (for a distinct builder, unless the
     * same game was counted before).
     *
     * @return true when the game was counted
     */
    public boolean add(PdnGame game) {
      PdnResult result = game.result();
      if (result == PdnResult.UNFINISHED) {
        return false;
      }
      return add(game.start(), game.moves(), result.winner());
    }

    /**
     * Counts a game's first {@value #MAX_PLY} plies with its result (empty winner: a draw); for a
     * distinct builder, unless the same moves from the same start were counted before.
     *
     * @return true when the game was counted
     */
    public boolean add(Position start, List<Move> moves, Optional<Colour> winner) {
      List<Move> opening = moves.subList(0, Math.min(MAX_PLY, moves.size()));
      if (seen != null && !seen.add(start.toFen() + " " + moves)) {
        return false;
      }
      games++;
      int column = winner.map(colour -> colour == Colour.BLACK ? 0 : 2).orElse(1);
      Position position = start;
      for (Move move : opening) {
        positions.computeIfAbsent(position.hash(), hash -> new HashMap<>())
            .computeIfAbsent(move.code(), code -> new int[3])[column]++;
        position = position.play(move);
      }
      return true;
    }

    /** The index of the games added so far. */
    public GameIndex build() {
      long[] keys = positions.keySet().stream().mapToLong(Long::longValue).sorted().toArray();
      int[] first = new int[keys.length + 1];
      int entries = positions.values().stream().mapToInt(Map::size).sum();
      long[] codes = new long[entries];
      int[] counts = new int[3 * entries];
      int entry = 0;
      for (int i = 0; i < keys.length; i++) {
        first[i] = entry;
        List<Map.Entry<Long, int[]>> moves = new ArrayList<>(positions.get(keys[i]).entrySet());
        moves.sort(
            Comparator.comparingInt(
                    (Map.Entry<Long, int[]> e) -> -Arrays.stream(e.getValue()).sum())
                .thenComparing(Map.Entry::getKey));
        for (Map.Entry<Long, int[]> move : moves) {
          codes[entry] = move.getKey();
          System.arraycopy(move.getValue(), 0, counts, 3 * entry, 3);
          entry++;
        }
      }
      first[keys.length] = entry;
      return new GameIndex(keys, first, codes, counts, games);
    }
  }
}
