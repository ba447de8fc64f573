package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import org.crownhead.core.ReferenceRules.Board;
import org.crownhead.core.ReferenceRules.Line;
import org.junit.jupiter.api.Test;

/**
 * The raw-mask generator, with every option its callers use, against the plain reference rules and
 * the core's legal moves, on random positions: played games, placements with kings, crowded boards
 * of long multi-jumps and king loops, and men about to crown.
 */
class MoveGeneratorTest {
  private static final int PROVER =
      MoveGenerator.COUNT_PATHS | MoveGenerator.SUCCESSORS | MoveGenerator.BACK_STEPS_5_FIRST;

  @Provide
  Arbitrary<Position> positions() {
    return Arbitraries.frequencyOf(
        Tuple.of(4, Positions.any()), Tuple.of(1, Positions.kings()), Tuple.of(1, crowning()));
  }

  /** Men of both sides one row from crowning, some with pieces to jump on the way. */
  Arbitrary<Position> crowning() {
    return Positions.placed()
        .map(
            p -> {
              Position position = p;
              for (int square : new int[] {25, 26, 27, 28, 5, 6, 7, 8}) {
                boolean black = square > 16;
                Piece man = black ? Piece.BLACK_MAN : Piece.WHITE_MAN;
                Colour colour = black ? Colour.BLACK : Colour.WHITE;
                if (position.pieceAt(square).isEmpty() && position.count(colour) < 12) {
                  position = position.with(square, man);
                }
              }
              return position;
            });
  }

  @Property(tries = 2000)
  void eachCaptureOnceIsTheReferenceMoveSet(@ForAll("positions") Position position) {
    MoveGenerator moves = generate(position, 0);
    List<Line> lines = ReferenceRules.lines(Board.of(position));
    Set<String> keys = new HashSet<>();
    for (int i = 0; i < moves.count(); i++) {
      assertThat(keys.add(key(moves.code(i)))).as("listed twice in %s", position).isTrue();
    }
    Set<String> reference = new HashSet<>();
    lines.forEach(line -> reference.add(line.key()));
    assertThat(keys).as(position.toFen()).isEqualTo(reference);
    assertThat(moves.captures()).isEqualTo(lines.stream().anyMatch(l -> !l.captured.isEmpty()));
    assertThat(moves.captures()).isEqualTo(position.mustCapture());
    assertThat(moves.count() > 0).isEqualTo(position.hasLegalMove());
    boolean kingMoves = false;
    boolean multiJump = false;
    boolean crowns = false;
    for (Line line : lines) {
      kingMoves |= ReferenceRules.isKing(Board.of(position).at(line.from()));
      multiJump |= line.captured.size() > 1;
      crowns |= line.crowns;
    }
    Statistics.label("king moves").collect(kingMoves);
    Statistics.label("multi-jump").collect(multiJump);
    Statistics.label("crowning").collect(crowns);
    Statistics.label("king moves").coverage(check -> check.check(true).percentage(p -> p > 20));
    Statistics.label("multi-jump").coverage(check -> check.check(true).percentage(p -> p > 5));
    Statistics.label("crowning").coverage(check -> check.check(true).percentage(p -> p > 5));
  }

  @Property(tries = 2000)
  void allPathsListsEveryJumpOrderOfTheReference(@ForAll("positions") Position position) {
    MoveGenerator moves = generate(position, MoveGenerator.ALL_PATHS);
    assertThat(keyCounts(moves, i -> 1))
        .as(position.toFen())
        .isEqualTo(referenceCounts(ReferenceRules.lines(Board.of(position))));
  }

  @Property(tries = 2000)
  void countedPathsAreTheReferenceJumpOrders(@ForAll("positions") Position position) {
    MoveGenerator moves = generate(position, PROVER);
    Map<String, Integer> counted = keyCounts(moves, i -> moves.paths()[i]);
    assertThat(counted.size()).as("each move once").isEqualTo(moves.count());
    assertThat(counted)
        .as(position.toFen())
        .isEqualTo(referenceCounts(ReferenceRules.lines(Board.of(position))));
  }

  @Property(tries = 2000)
  void successorsAreTheReferencePositionsInTheNextMoversFrame(
      @ForAll("positions") Position position) {
    Board board = Board.of(position);
    Map<String, Line> reference = ReferenceRules.moves(board);
    for (int options : new int[] {PROVER, MoveGenerator.ALL_PATHS | MoveGenerator.SUCCESSORS}) {
      MoveGenerator moves = generate(position, options);
      for (int i = 0; i < moves.count(); i++) {
        long code = moves.code(i);
        Position after = position.after(code);
        Position expected = after.flipped();
        Colour next = expected.turn();
        int[] squares = {
          expected.bits(Piece.of(next, false)),
          expected.bits(Piece.of(next, true)),
          expected.bits(Piece.of(next.opponent(), false)),
          expected.bits(Piece.of(next.opponent(), true))
        };
        int[] masks = {
          Layout.squareBits(moves.men()[i]),
          Layout.squareBits(moves.kings()[i]),
          Layout.squareBits(moves.otherMen()[i]),
          Layout.squareBits(moves.otherKings()[i])
        };
        String move = MoveCode.from(code) + ">" + MoveCode.to(code) + " in " + position.toFen();
        assertThat(masks).as(move).isEqualTo(squares);
        assertThat(unturned(moves, i, position.turn()).describe())
            .as(move)
            .isEqualTo(ReferenceRules.play(board, reference.get(key(code))).describe());
        Line line = reference.get(key(code));
        assertThat(Layout.lowestSquare(moves.from(i))).isEqualTo(line.from());
        assertThat(Layout.lowestSquare(moves.to(i))).isEqualTo(line.to());
        assertThat(squares(moves.captured(i))).isEqualTo(line.captured);
      }
    }
  }

  @Property(tries = 1000)
  void theOptionsChangeNeitherTheMovesNorTheirOrderButForKingsBackwardSteps(
      @ForAll("positions") Position position) {
    List<Long> plain = codes(generate(position, 0));
    List<Long> each = codes(generate(position, MoveGenerator.SUCCESSORS));
    List<Long> prover = codes(generate(position, PROVER));
    assertThat(each).isEqualTo(plain);
    assertThat(new HashSet<>(prover)).isEqualTo(new HashSet<>(plain));
    if (position.mustCapture()) {
      assertThat(prover).isEqualTo(plain);
    }
  }

  @Property(tries = 1000)
  void theMaskQuestionsAgreeWithTheMoves(@ForAll("positions") Position position) {
    boolean black = position.turn() == Colour.BLACK;
    long me = position.me();
    long opponents = position.opponents();
    long kings = position.kings();
    MoveGenerator moves = new MoveGenerator();
    moves.generateSteps(me, opponents, kings, black);
    long steppers = 0;
    for (int i = 0; i < moves.count(); i++) {
      steppers |= moves.from(i);
    }
    assertThat(MoveGenerator.steppers(me, opponents, kings, black)).isEqualTo(steppers);
    assertThat(MoveGenerator.hasStep(me, opponents, kings, black)).isEqualTo(steppers != 0);
    long empty = ~(me | opponents) & Layout.BOARD;
    assertThat(MoveGenerator.jumpers(me, opponents, kings, black))
        .isEqualTo(MoveGenerator.jumpers(me, me & kings, opponents, empty, black));
    MoveGenerator all = generate(position, 0);
    long jumpers = 0;
    for (int i = 0; all.captures() && i < all.count(); i++) {
      jumpers |= all.from(i);
    }
    assertThat(MoveGenerator.jumpers(me, opponents, kings, black)).isEqualTo(jumpers);
  }

  @Test
  void aKingLoopIsOneMoveWithSeveralPaths() {
    Position position = Position.fromFen("B:W6,7,8,14,15,16,22,23,24:BK2");
    MoveGenerator unique = generate(position, 0);
    MoveGenerator counted = generate(position, MoveGenerator.COUNT_PATHS);
    MoveGenerator each = generate(position, MoveGenerator.ALL_PATHS);
    int paths = 0;
    for (int i = 0; i < counted.count(); i++) {
      paths += counted.paths()[i];
    }
    assertThat(counted.count()).isEqualTo(unique.count()).isEqualTo(10);
    assertThat(paths).isEqualTo(each.count()).isGreaterThan(counted.count());
  }

  @Test
  void countingAndListingEveryPathExcludeEachOther() {
    assertThatThrownBy(() -> new MoveGenerator(MoveGenerator.ALL_PATHS | MoveGenerator.COUNT_PATHS))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Property(tries = 500)
  void arraysThatMustGrowKeepEveryResult(@ForAll("positions") Position position) {
    int all = PROVER;
    MoveGenerator small = new MoveGenerator(all, 1);
    small.generate(
        position.me(), position.opponents(), position.kings(), position.turn() == Colour.BLACK);
    MoveGenerator large = generate(position, all);
    assertThat(small.count()).isEqualTo(large.count());
    for (int i = 0; i < large.count(); i++) {
      assertThat(small.code(i)).isEqualTo(large.code(i));
      assertThat(small.paths()[i]).isEqualTo(large.paths()[i]);
      assertThat(small.men()[i]).isEqualTo(large.men()[i]);
      assertThat(small.otherKings()[i]).isEqualTo(large.otherKings()[i]);
    }
  }

  // --- helpers

  private static MoveGenerator generate(Position position, int options) {
    MoveGenerator moves = new MoveGenerator(options);
    moves.generate(
        position.me(), position.opponents(), position.kings(), position.turn() == Colour.BLACK);
    return moves;
  }

  /** The reference board of successor {@code i}, turned back into the mover's colours and frame. */
  private static Board unturned(MoveGenerator moves, int i, Colour mover) {
    Position position = Position.empty(mover.opponent());
    long[] masks = {moves.men()[i], moves.kings()[i], moves.otherMen()[i], moves.otherKings()[i]};
    Piece[] pieces = {
      Piece.of(mover.opponent(), false),
      Piece.of(mover.opponent(), true),
      Piece.of(mover, false),
      Piece.of(mover, true)
    };
    for (int k = 0; k < 4; k++) {
      for (long m = Layout.rotate(masks[k]); m != 0; m &= m - 1) {
        position = position.with(Layout.lowestSquare(m), pieces[k]);
      }
    }
    return Board.of(position);
  }

  private static String key(long code) {
    return MoveCode.from(code) + ">" + MoveCode.to(code) + " " + squares(MoveCode.captured(code));
  }

  private static TreeSet<Integer> squares(long mask) {
    TreeSet<Integer> squares = new TreeSet<>();
    for (long m = mask; m != 0; m &= m - 1) {
      squares.add(Layout.lowestSquare(m));
    }
    return squares;
  }

  private static List<Long> codes(MoveGenerator moves) {
    List<Long> codes = new ArrayList<>();
    for (int i = 0; i < moves.count(); i++) {
      codes.add(moves.code(i));
    }
    return codes;
  }

  private static Map<String, Integer> keyCounts(
      MoveGenerator moves, java.util.function.IntUnaryOperator weight) {
    Map<String, Integer> counts = new HashMap<>();
    for (int i = 0; i < moves.count(); i++) {
      counts.merge(key(moves.code(i)), weight.applyAsInt(i), Integer::sum);
    }
    return counts;
  }

  private static Map<String, Integer> referenceCounts(List<Line> lines) {
    Map<String, Integer> counts = new HashMap<>();
    lines.forEach(line -> counts.merge(line.key(), 1, Integer::sum));
    return counts;
  }
}
