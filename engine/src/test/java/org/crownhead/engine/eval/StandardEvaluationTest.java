package org.crownhead.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.crownhead.core.Move;
import org.crownhead.core.MoveList;
import org.crownhead.core.Position;
import org.crownhead.core.PositionStack;
import org.crownhead.pdn.PdnGames;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The positional evaluation: symmetry, bounds, material, the weights file, and hand positions. */
class StandardEvaluationTest {
  private static final StandardEvaluation EVALUATION = new StandardEvaluation();
  private static List<Position> positions;

  /** Positions from the first ACF games and from random play. */
  @BeforeAll
  static void positions() throws IOException {
    positions = new ArrayList<>();
    Path games = Path.of(System.getProperty("crownhead.data"), "acf-games.pdn");
    // The first 300 games are plenty; read only that much of the file.
    String text = Files.readString(games, StandardCharsets.UTF_8);
    int end = 0;
    for (int g = 0; g <= 300 && end >= 0; g++) {
      end = text.indexOf("[Event", end + 1);
    }
    List<List<Move>> lines = new ArrayList<>();
    List<Position> starts = new ArrayList<>();
    PdnGames.read(
        new StringReader(end < 0 ? text : text.substring(0, end)),
        read -> {
          if (read.isClean()) {
            lines.add(read.game().moves());
            starts.add(read.game().start());
          }
        });
    for (int g = 0; g < lines.size(); g++) {
      Position position = starts.get(g);
      positions.add(position);
      for (Move move : lines.get(g)) {
        position = position.play(move);
        positions.add(position);
      }
    }
    Random random = new Random(7);
    for (int game = 0; game < 200; game++) {
      Position position = Position.initial();
      for (int ply = 0; ply < 150; ply++) {
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
          break;
        }
        position = position.play(moves.get(random.nextInt(moves.size())));
        positions.add(position);
      }
    }
  }

  private static int eval(String fen) {
    return EVALUATION.evaluate(Position.fromFen(fen));
  }

  @Test
  void theColourFlippedPositionScoresTheSame() {
    assertThat(positions).hasSizeGreaterThan(10_000);
    for (Position position : positions) {
      assertThat(EVALUATION.evaluate(position.flipped()))
          .as(position.toFen())
          .isEqualTo(EVALUATION.evaluate(position));
    }
  }

  @Test
  void aPositionOnAStackScoresAsThePositionItself() {
    PositionStack line = new PositionStack(1);
    MoveList moves = new MoveList();
    MaterialEvaluation material = new MaterialEvaluation();
    for (Position position : positions) {
      line.reset(position);
      assertThat(EVALUATION.evaluate(line)).as(position.toFen()).isEqualTo(eval(position));
      assertThat(material.evaluate(line)).isEqualTo(material.evaluate(position));
      line.generateMoves(moves);
      if (moves.size() > 0) {
        // Pushed, with the other side to move.
        Position after = position.after(moves.get(0));
        line.push(moves.get(0));
        assertThat(EVALUATION.evaluate(line)).as(after.toFen()).isEqualTo(eval(after));
        assertThat(material.evaluate(line)).isEqualTo(material.evaluate(after));
      }
    }
  }

  private static int eval(Position position) {
    return EVALUATION.evaluate(position);
  }

  @Test
  void scoresStayWellInsideTenThousand() {
    for (Position position : positions) {
      assertThat(Math.abs(EVALUATION.evaluate(position))).as(position.toFen()).isLessThan(10_000);
    }
    assertThat(Math.abs(eval("B:WK29,K30,K31,K32,K25,K26,K27,K28:B1,2,3,4,5,6,7,8,9,10,11,12")))
        .isLessThan(10_000);
  }

  @Test
  void theStartIsNearlyEven() {
    assertThat(Math.abs(EVALUATION.evaluate(Position.initial()))).isLessThan(40);
  }

  @Test
  void aManUpInAQuietSimplePositionIsAhead() {
    assertThat(eval("B:W21,22:B1,2,3")).isGreaterThan(50);
    assertThat(eval("W:W21,22:B1,2,3")).isLessThan(-50);
    assertThat(eval("W:W29,30,31:B10,11")).isGreaterThan(50);
    assertThat(eval("B:WK10:BK1,K3")).isGreaterThan(50);
    assertThat(eval("W:W24,27,28,31,32:B1,3,6,9")).isGreaterThan(50);
  }

  @Test
  void materialDominatesPositionInGamePositions() {
    // Take away one man of the side not to move: the side to move must gain.
    int compared = 0;
    for (Position position : positions) {
      if (position.mustCapture()
          || !position.hasLegalMove()
          || position.count(position.turn()) < 3) {
        continue;
      }
      var enemyMen =
          position.squaresOf(org.crownhead.core.Piece.of(position.turn().opponent(), false));
      if (enemyMen.size() < 2) {
        continue;
      }
      Position fewer = position.without(enemyMen.get(0));
      if (fewer.mustCapture() || fewer.canCapture(fewer.turn().opponent())) {
        continue;
      }
      compared++;
      assertThat(EVALUATION.evaluate(fewer))
          .as(fewer.toFen())
          .isGreaterThan(EVALUATION.evaluate(position));
    }
    assertThat(compared).isGreaterThan(1000);
  }

  @Test
  void aRunawayManScoresHigh() {
    // Black's man on 27 crowns next move and nothing can stop it: White's men all stand beside or
    // below it and move away from its crowning squares.
    int runaway = eval("B:W28,16,17,20,21,22:B27,1,2,3,5,6");
    // The same, but White's man on 31 (not on 28) stands in its way.
    int stopped = eval("B:W31,16,17,20,21,22:B27,1,2,3,5,6");
    assertThat(runaway).isGreaterThan(20);
    // By more than a tenth of a man.
    assertThat(runaway).isGreaterThan(stopped + 10);
  }

  @Test
  void aTrappedKingIsWorseThanAFreeOne() {
    // The black king on 4 is shut in by the white men on 8 and 11 (its jump would land on 11).
    int trapped = eval("B:W8,11,30:BK4,13");
    int free = eval("B:W8,11,30:BK18,13");
    assertThat(trapped).isLessThan(free);
  }

  @Test
  void aKingIsWorthMoreThanAMan() {
    assertThat(eval("B:W20:BK15")).isGreaterThan(eval("B:W20:B15"));
  }

  @Test
  void mobilityCountsEqualTheLegalMoves() {
    for (Position position : positions) {
      if (position.mustCapture()) {
        continue;
      }
      int[] counts = new int[Features.COUNT];
      FeatureSink record =
          (feature, count) -> {
            counts[feature] += count;
            return 0;
          };
      // Only the side to move's terms count positively; pick them out by flipping signs apart.
      Features.extract(position, (f, c) -> c > 0 ? record.term(f, c) : 0);
      assertThat(counts[Features.MAN_MOBILITY] + counts[Features.KING_MOBILITY])
          .as(position.toFen())
          .isEqualTo(position.legalMoves().size());
    }
  }

  @Test
  void theEvaluationIsTheTunersDotProduct() throws IOException {
    Weights weights = Weights.standard();
    double[] opening = weights.openingValues();
    double[] endgame = weights.endgameValues();
    Tuner.Samples samples = new Tuner.Samples();
    for (Position position : positions.subList(0, 3000)) {
      samples.add(position, 0.5, 1);
    }
    int compared = 0;
    for (int i = 0; i < samples.size; i++) {
      if (StandardEvaluation.isDrawnByMaterial(positions.get(i))) {
        continue;
      }
      compared++;
      assertThat((double) EVALUATION.evaluate(positions.get(i)))
          .isCloseTo(
              samples.evaluate(i, opening, endgame), org.assertj.core.data.Offset.offset(1.5));
    }
    assertThat(compared).isGreaterThan(2500);
  }

  @Test
  void kingsAloneInEqualNumbersAreADraw() {
    assertThat(eval("B:WK32:BK15")).isZero();
    assertThat(eval("W:WK4,K29:BK14,K15")).isZero();
    // Not with a man on the board, nor with a king more.
    assertThat(eval("B:WK32,12:BK15,K14")).isNotZero();
    assertThat(eval("B:WK32:BK15,K14")).isGreaterThan(100);
  }

  @Test
  void theWeightsFileGivesEveryFeatureBothValues() throws IOException {
    Weights weights = Weights.standard();
    for (int f = 0; f < Features.COUNT; f++) {
      assertThat(Double.isFinite(weights.opening(f))).isTrue();
      assertThat(Double.isFinite(weights.endgame(f))).isTrue();
    }
    assertThat(weights.opening(Features.MAN)).isEqualTo(100);
    StringWriter text = new StringWriter();
    weights.write(text, "header");
    Weights again = Weights.read(new StringReader(text.toString()));
    for (int f = 0; f < Features.COUNT; f++) {
      assertThat(again.opening(f))
          .isCloseTo(weights.opening(f), org.assertj.core.data.Offset.offset(0.006));
    }
  }

  @Test
  void aDamagedWeightsFileIsRefusedWithTheLine() throws IOException {
    StringWriter text = new StringWriter();
    Weights.material().write(text, "");
    String good = text.toString();
    assertThatThrownBy(
            () -> Weights.read(new StringReader(good.replace("king.endgame", "kinq.endgame"))))
        .hasMessageContaining("unknown weight \"kinq.endgame\"");
    assertThatThrownBy(
            () -> Weights.read(new StringReader(good.replaceFirst("\nman.opening [^\n]*", ""))))
        .hasMessage("weights: no value for \"man.opening\"");
    assertThatThrownBy(() -> Weights.read(new StringReader(good + "man.opening 1\n")))
        .hasMessageContaining("given twice");
    assertThatThrownBy(
            () ->
                Weights.read(
                    new StringReader(good.replace("king.opening 130.00", "king.opening x"))))
        .hasMessageContaining("\"x\" is not a number");
  }

  @Test
  void patternsSeeEachPairOfRowsFromTheSideToMove() {
    assertThat(patterns(Position.initial()))
        .containsExactly(
            "pattern.rows1-2.mmmmmmmm",
            "pattern.rows2-3.mmmmmmmm",
            "pattern.rows3-4.mmmm....",
            "pattern.rows4-5.........",
            "pattern.rows5-6.....tttt",
            "pattern.rows6-7.tttttttt",
            "pattern.rows7-8.tttttttt");
    // White to move sees the board turned half round: its man on 32 is on its own square 1.
    assertThat(patterns(Position.fromFen("W:W32:B1,6")))
        .containsExactly(
            "pattern.rows1-2.m.......",
            "pattern.rows2-3.........",
            "pattern.rows3-4.........",
            "pattern.rows4-5.........",
            "pattern.rows5-6.........",
            "pattern.rows6-7.......t.",
            "pattern.rows7-8...t....t");
  }

  @Test
  void blocksSeeEachHalfOfFourRowsFromTheSideToMove() {
    java.util.List<String> expected = new java.util.ArrayList<>();
    for (String half : new String[] {"left", "right"}) {
      expected.add("block.rows1-4." + half + ".mmmmmm..");
      expected.add("block.rows2-5." + half + ".mmmm....");
      expected.add("block.rows3-6." + half + ".mm....tt");
      expected.add("block.rows4-7." + half + ".....tttt");
      expected.add("block.rows5-8." + half + "...tttttt");
    }
    assertThat(blocks(Position.initial())).isEqualTo(expected);
    // White to move: its man on 32 is on its own square 1, Black's men on 1 and 6 on 32 and 27.
    assertThat(blocks(Position.fromFen("W:W32:B1,6")))
        .containsExactly(
            "block.rows1-4.left.m.......",
            "block.rows2-5.left.........",
            "block.rows3-6.left.........",
            "block.rows4-7.left.........",
            "block.rows5-8.left.........",
            "block.rows1-4.right.........",
            "block.rows2-5.right.........",
            "block.rows3-6.right.........",
            "block.rows4-7.right.......t.",
            "block.rows5-8.right.....t..t");
  }

  private static java.util.List<String> patterns(Position position) {
    return features(position, Features.PATTERN, Features.BLOCK);
  }

  private static java.util.List<String> blocks(Position position) {
    return features(position, Features.BLOCK, Features.COUNT);
  }

  /** The names of the features from {@code from} to {@code to} that a position has, in order. */
  private static java.util.List<String> features(Position position, int from, int to) {
    java.util.SortedSet<Integer> found = new java.util.TreeSet<>();
    Features.extract(
        position,
        (feature, count) -> {
          if (feature >= from && feature < to) {
            assertThat(count).isEqualTo(1);
            assertThat(found.add(feature)).isTrue();
          }
          return 0;
        });
    return found.stream().map(Features::name).toList();
  }

  @Test
  void aPatternLeftOutOfTheWeightsWeighsNothing() throws IOException {
    double[] opening = Weights.material().openingValues();
    double[] endgame = Weights.material().endgameValues();
    int pattern = Features.PATTERN + 100;
    opening[pattern] = 12.5;
    StringWriter text = new StringWriter();
    new Weights(opening, endgame).write(text, "");
    assertThat(text.toString())
        .contains(Features.name(pattern) + ".opening 12.50\n")
        .contains(Features.name(pattern) + ".endgame 0.00\n")
        .doesNotContain(Features.name(pattern + 1));
    Weights again = Weights.read(new StringReader(text.toString()));
    assertThat(again.opening(pattern)).isEqualTo(12.5);
    assertThat(again.opening(pattern + 1)).isZero();
  }

  @Test
  void featureNamesAreDistinct() {
    java.util.Set<String> names = new java.util.HashSet<>();
    for (int f = 0; f < Features.COUNT; f++) {
      assertThat(names.add(Features.name(f))).as(Features.name(f)).isTrue();
    }
    assertThat(Features.name(Features.BACK_RANK + 5)).isEqualTo("back-rank.1+3");
  }
}
