package org.crownhead.engine.shortest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.crownhead.core.Colour;
import org.crownhead.core.Move;
import org.crownhead.core.Perft;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShortestGameTest {
  @Test
  void aForcedWipeOutInOnePly() {
    ShortestGame.Result result = searchBlacksOnlyWin("B:W18:B14", 1, "[14x23]", "W:W:B23");
    assertThat(result.gameCountAllPaths()).isEqualTo(1);
    assertThat(result.finalPositions().get(0).wipedOut()).isTrue();
  }

  @Test
  void aBlockadeInThreePlies() {
    // 14-17 forces 25-21 (White's man on 9 cannot move), and 5x14 leaves the man on 21
    // facing a black man on 17 backed by one on 14: no step, no jump.
    ShortestGame.Result result =
        searchBlacksOnlyWin("B:W9,25:B5,14", 3, "[14-17, 25-21, 5x14]", "W:W21:B14,17");
    assertThat(result.finalPositions().get(0).wipedOut()).isFalse();
  }

  /**
   * The search of a position whose one shortest game is Black's win in {@code plies} plies, checked
   * to be {@code game} ending in {@code end}.
   */
  private static ShortestGame.Result searchBlacksOnlyWin(
      String fen, int plies, String game, String end) {
    ShortestGame.Result result = new ShortestGame(Position.fromFen(fen)).search().orElseThrow();
    assertThat(result.plies()).isEqualTo(plies);
    assertThat(result.gameCount()).isEqualTo(1);
    assertThat(result.games().get(0).toString()).isEqualTo(game);
    ShortestGame.FinalPosition last = result.finalPositions().get(0);
    assertThat(last.position()).isEqualTo(Position.fromFen(end));
    assertThat(last.winner()).isEqualTo(Colour.BLACK);
    return result;
  }

  @Test
  void aPositionThatCannotEndWithinTwoPlies() {
    Position position = Position.fromFen("B:W28:B15,12");
    assertThat(new ShortestGame(position).maxDepth(2).search()).isEmpty();
    assertThat(new ShortestGame(position).maxDepth(3).search().orElseThrow().plies()).isEqualTo(3);
  }

  @Test
  void countsBothConventionsAndEveryFinalPosition() {
    ShortestGame.Result result =
        new ShortestGame(Position.fromFen("B:W27,28:B19,20,15")).search().orElseThrow();
    assertThat(result.plies()).isEqualTo(4);
    assertThat(result.gameCount()).isEqualTo(3);
    assertThat(result.games()).hasSize(3);
    assertThat(result.finalPositions()).hasSize(2);
    assertThat(result.finalPositions().stream().mapToLong(f -> f.games()).sum()).isEqualTo(3);
  }

  @Test
  void theStartingPositionHasNoGameOfTenPliesOrFewer() {
    List<ShortestGame.Progress> progress = new ArrayList<>();
    Optional<ShortestGame.Result> result =
        new ShortestGame(Position.initial()).maxDepth(10).progress(progress::add).search();
    assertThat(result).isEmpty();
    assertThat(progress.stream().filter(ShortestGame.Progress::finished))
        .extracting(ShortestGame.Progress::depth)
        .containsExactly(2, 4, 6, 8, 10);
  }

  @Test
  void threadsFindTheSameGamesAsOne() {
    Random random = new Random(77);
    int compared = 0;
    for (int i = 0; i < 400 && compared < 12; i++) {
      Position position = randomPosition(random, 6);
      if (!position.hasLegalMove()) {
        continue;
      }
      Optional<ShortestGame.Result> alone = new ShortestGame(position).maxDepth(8).search();
      if (alone.isEmpty() || alone.get().plies() < 6) {
        continue;
      }
      compared++;
      ShortestGame.Result one = alone.get();
      ShortestGame.Result many =
          new ShortestGame(position).maxDepth(8).threads(3).splitPlies(2).search().orElseThrow();
      assertThat(many.plies()).as(position.toFen()).isEqualTo(one.plies());
      assertThat(many.gameCount()).as(position.toFen()).isEqualTo(one.gameCount());
      assertThat(many.gameCountAllPaths()).as(position.toFen()).isEqualTo(one.gameCountAllPaths());
      assertThat(new HashSet<>(many.games()))
          .as(position.toFen())
          .isEqualTo(new HashSet<>(one.games()));
      assertThat(many.finalPositions()).as(position.toFen()).isEqualTo(one.finalPositions());
    }
    assertThat(compared).isGreaterThanOrEqualTo(5);
  }

  @Test
  void threadsProveTheSameFromTheStart() {
    assertThat(new ShortestGame(Position.initial()).maxDepth(10).threads(2).search()).isEmpty();
  }

  @Test
  void aPositionAlreadyOverIsRefused() {
    assertThatThrownBy(() -> new ShortestGame(Position.fromFen("W:W:B23")).search())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("already over");
  }

  @Test
  void agreesWithBruteForceOnRandomSmallPositions() {
    Random random = new Random(2003);
    int compared = 0;
    int found = 0;
    while (compared < 300) {
      Position position = randomPosition(random, 4);
      if (!position.hasLegalMove()) {
        continue;
      }
      compared++;
      Optional<ShortestGame.Result> result = new ShortestGame(position).maxDepth(5).search();
      Brute brute = Brute.solve(position, 5);
      if (brute == null) {
        assertThat(result).as(position.toFen()).isEmpty();
        continue;
      }
      found++;
      ShortestGame.Result r = result.orElseThrow();
      assertThat(r.plies()).as(position.toFen()).isEqualTo(brute.plies);
      assertThat(r.gameCount()).as(position.toFen()).isEqualTo(brute.unique);
      assertThat(r.gameCountAllPaths()).as(position.toFen()).isEqualTo(brute.allPaths);
      assertThat(new HashSet<>(r.games())).as(position.toFen()).isEqualTo(brute.games);
      Set<String> finals = new TreeSet<>();
      r.finalPositions().forEach(f -> finals.add(f.position().toFen()));
      assertThat(finals).as(position.toFen()).isEqualTo(brute.finals);
    }
    assertThat(found).isGreaterThan(50);
  }

  @ParameterizedTest(name = "up to {2} pieces, distances up to {3} plies")
  @CsvSource({"1977, 400, 5, 6, 200", "1903, 3000, 10, 4, 300"})
  void theLowerBoundNeverExceedsTheTrueDistance(
      long seed, int positions, int pieces, int depth, int checks) {
    Random random = new Random(seed);
    int checked = 0;
    for (int i = 0; i < positions; i++) {
      checked += checkLowerBound(randomPosition(random, pieces), depth);
    }
    assertThat(checked).isGreaterThan(checks);
  }

  /**
   * Checks the lower bound against the true distance to each side's loss that is at most {@code
   * depth} plies away; the number of distances checked.
   */
  private static int checkLowerBound(Position position, int depth) {
    long[] masks = Board.of(position);
    int checked = 0;
    for (boolean loserToMove : new boolean[] {true, false}) {
      int distance = distance(position, loserToMove, depth);
      if (distance < 0) {
        continue;
      }
      checked++;
      assertThat(LowerBound.plies(masks[0], masks[1], masks[2], masks[3], loserToMove))
          .as(position.toFen() + (loserToMove ? " mover loses" : " mover wins"))
          .isLessThanOrEqualTo(distance);
    }
    return checked;
  }

  @Test
  void theLastPlyTestsAgreeWithTheRulesExactly() {
    Random random = new Random(2003);
    LastPlies last = new LastPlies();
    int[] ending = new int[4];
    int checked = 0;
    for (int i = 0; i < 30000; i++) {
      Position position = randomPosition(random, 1 + random.nextInt(12));
      if (!position.hasLegalMove()) {
        continue;
      }
      checked++;
      for (int plies = 1; plies <= 3; plies++) {
        boolean ends = ends(position, plies);
        assertThat(endsIn(last, position, plies))
            .as(position.toFen() + " in " + plies)
            .isEqualTo(ends);
        if (ends) {
          ending[plies]++;
        }
      }
    }
    assertThat(checked).isGreaterThan(25000);
    // Enough positions that do end, for each length, to make the agreement mean something.
    assertThat(ending[1]).isGreaterThan(100);
    assertThat(ending[2]).isGreaterThan(100);
    assertThat(ending[3]).isGreaterThan(100);
  }

  @Test
  void theLastPlyTestsAgreeWithTheRulesNearTheEndsOfRandomGames() {
    Random random = new Random(1977);
    LastPlies last = new LastPlies();
    int checked = 0;
    for (int game = 0; game < 300; game++) {
      for (Position near : nearTheEnd(randomGame(random), 8)) {
        checked++;
        for (int plies = 1; plies <= 3; plies++) {
          assertThat(endsIn(last, near, plies)).as(near.toFen()).isEqualTo(ends(near, plies));
        }
      }
    }
    assertThat(checked).isGreaterThan(1000);
  }

  /** What the last-ply test for {@code plies} plies (1 to 3) says of the position. */
  private static boolean endsIn(LastPlies last, Position position, int plies) {
    long[] m = Board.of(position);
    return switch (plies) {
      case 1 -> last.inOne(m[0], m[1], m[2], m[3]);
      case 2 -> last.inTwo(m[0], m[1], m[2], m[3]);
      default -> last.inThree(m[0], m[1], m[2], m[3]);
    };
  }

  @Test
  void theLowerBoundNeverExceedsTheTrueDistanceNearTheEndsOfRandomGames() {
    Random random = new Random(2026);
    int checked = 0;
    for (int game = 0; game < 150; game++) {
      List<Position> line = randomGame(random);
      if (line.get(line.size() - 1).hasLegalMove()) {
        continue;
      }
      for (Position near : nearTheEnd(line, 6)) {
        checked += checkLowerBound(near, 6);
      }
    }
    assertThat(checked).isGreaterThan(300);
  }

  /**
   * Up to {@code most} positions of a game before its last one, the nearest the end first (the last
   * one left out).
   */
  private static List<Position> nearTheEnd(List<Position> line, int most) {
    List<Position> near = new ArrayList<>();
    for (int back = 2; back <= Math.min(most + 1, line.size()); back++) {
      near.add(line.get(line.size() - back));
    }
    return near;
  }

  /**
   * The positions of a game of random moves from the start, until one side has no move or 400 plies
   * have been played; the last position is where it stopped.
   */
  private static List<Position> randomGame(Random random) {
    List<Position> line = new ArrayList<>();
    Position position = Position.initial();
    while (position.hasLegalMove() && line.size() < 400) {
      line.add(position);
      List<Move> moves = position.legalMoves();
      position = position.play(moves.get(random.nextInt(moves.size())));
    }
    line.add(position);
    return line;
  }

  @Test
  void theGeneratorCountsAsPerftInBothConventions() {
    for (String fen :
        List.of(
            "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            "B:W6,7,8,14,15,16,22,23,24:BK2",
            "W:WK18,K27,9:B6,7,14,15,23,22")) {
      Position position = Position.fromFen(fen);
      long[] masks = Board.of(position);
      for (int depth = 1; depth <= 5; depth++) {
        long[] counts = perft(masks, depth);
        assertThat(counts[0])
            .as(fen + " depth " + depth)
            .isEqualTo(Perft.count(position, depth, Perft.Counting.UNIQUE));
        assertThat(counts[1])
            .as(fen + " depth " + depth)
            .isEqualTo(Perft.count(position, depth, Perft.Counting.ALL_PATHS));
      }
    }
  }

  private static long[] perft(long[] masks, int depth) {
    if (depth == 0) {
      return new long[] {1, 1};
    }
    Board board = new Board();
    board.generate(masks[0], masks[1], masks[2], masks[3]);
    long unique = 0;
    long allPaths = 0;
    for (int i = 0; i < board.count; i++) {
      long[] below =
          perft(
              new long[] {board.men[i], board.kings[i], board.otherMen[i], board.otherKings[i]},
              depth - 1);
      unique += below[0];
      allPaths += below[1] * board.paths[i];
    }
    return new long[] {unique, allPaths};
  }

  /** A few men and kings of each colour on random squares, men never on their crowning row. */
  static Position randomPosition(Random random, int most) {
    Position position = Position.empty(random.nextBoolean() ? Colour.BLACK : Colour.WHITE);
    Set<Integer> used = new HashSet<>();
    for (Colour colour : Colour.values()) {
      int pieces = 1 + random.nextInt(most);
      for (int i = 0; i < pieces; i++) {
        boolean king = random.nextInt(4) == 0;
        int square;
        do {
          square = 1 + random.nextInt(32);
        } while (used.contains(square)
            || !king && (colour == Colour.BLACK ? square > 28 : square < 5));
        used.add(square);
        Piece piece =
            colour == Colour.BLACK
                ? king ? Piece.BLACK_KING : Piece.BLACK_MAN
                : king ? Piece.WHITE_KING : Piece.WHITE_MAN;
        position = position.with(square, piece);
      }
    }
    return position;
  }

  /**
   * The fewest plies, at most {@code limit}, after which the loser (the side to move, or the other
   * side) is to move with no legal move; -1 when none within the limit.
   */
  private static int distance(Position position, boolean loserToMove, int limit) {
    for (int plies = loserToMove ? 0 : 1; plies <= limit; plies += 2) {
      if (ends(position, plies)) {
        return plies;
      }
    }
    return -1;
  }

  private static boolean ends(Position position, int plies) {
    if (plies == 0) {
      return !position.hasLegalMove();
    }
    for (Move move : position.legalMoves()) {
      if (ends(position.play(move), plies - 1)) {
        return true;
      }
    }
    return false;
  }

  /** The shortest games found by walking every line on the core's positions. */
  private static final class Brute {
    int plies;
    long unique;
    long allPaths;
    final Set<List<Move>> games = new HashSet<>();
    final Set<String> finals = new TreeSet<>();

    static Brute solve(Position position, int limit) {
      for (int plies = 1; plies <= limit; plies++) {
        Brute brute = new Brute();
        brute.plies = plies;
        long[] counts = brute.count(position, plies, new ArrayList<>());
        if (counts[0] > 0) {
          brute.unique = counts[0];
          brute.allPaths = counts[1];
          return brute;
        }
      }
      return null;
    }

    private long[] count(Position position, int plies, List<Move> line) {
      if (plies == 0) {
        if (position.hasLegalMove()) {
          return new long[2];
        }
        games.add(List.copyOf(line));
        finals.add(position.toFen());
        return new long[] {1, 1};
      }
      long unique = 0;
      long allPaths = 0;
      List<Perft.Division> paths = Perft.divide(position, 1, Perft.Counting.ALL_PATHS);
      for (Move move : position.legalMoves()) {
        long orders = paths.stream().filter(d -> d.move().equals(move)).count();
        line.add(move);
        long[] below = count(position.play(move), plies - 1, line);
        line.remove(line.size() - 1);
        unique += below[0];
        allPaths += below[1] * orders;
      }
      return new long[] {unique, allPaths};
    }
  }
}
