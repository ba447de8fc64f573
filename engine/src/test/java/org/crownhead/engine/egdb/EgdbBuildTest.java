package org.crownhead.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.core.Termination;
import org.crownhead.engine.egdb.EndgameDatabase.Verdict;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Builds the databases up to 4 pieces from scratch, verifies them and checks known results. */
class EgdbBuildTest {
  @TempDir static Path dir;
  static FileDatabase db;
  static EgdbBuilder.Report report;

  @BeforeAll
  static void build() throws Exception {
    report = EgdbBuilder.build(dir, 4, 2, EgdbBuilder.Progress.NONE);
    db = FileDatabase.open(dir);
  }

  @Test
  void everySliceUpToFourPiecesIsBuiltAndLoaded() {
    assertThat(report.built()).isEqualTo(Slice.upTo(4).size());
    assertThat(report.positions()).isEqualTo(7_361_090L);
    assertThat(db.problems()).isEmpty();
    assertThat(db.maxPieces()).isEqualTo(4);
    assertThat(db.completePieces()).isEqualTo(4);
  }

  @Test
  void everyStoredPositionAgreesWithItsMoves() {
    List<String> problems = new ArrayList<>();
    EgdbVerifier.Result result = EgdbVerifier.verify(dir, s -> {}, problems::add);
    assertThat(problems).isEmpty();
    assertThat(result.problems()).isZero();
    assertThat(result.positions()).isEqualTo(7_361_090L);
  }

  @Test
  void sevenPieceSlicesAreBuiltReadAndVerifiedAsTheSmallerOnes(@TempDir Path seven)
      throws Exception {
    // Seven kings against nothing, and nothing against seven kings: a task that reads no other.
    SliceGraph.Task task = SliceGraph.upTo(7).task(Slice.parse("7k-0"));
    assertThat(EgdbBuilder.inputs(task)).isEmpty();
    assertThat(EgdbBuilder.buildTask(seven, task, 2)).isTrue();

    FileDatabase sevens = FileDatabase.open(seven);
    assertThat(sevens.maxPieces()).isEqualTo(7);
    assertThat(sevens.completePieces()).isZero();
    Position lost = Position.fromFen("W:W:BK1,K2,K3,K4,K5,K6,K7");
    assertThat(sevens.probe(lost)).isEqualTo(Verdict.LOSS);
    assertThat(sevens.value(lost).plies()).isZero();
    Position won = Position.fromFen("B:W:BK9,K10,K11,K12,K13,K14,K15");
    assertThat(sevens.probe(won)).isEqualTo(Verdict.WIN);
    assertThat(sevens.value(won).plies()).isEqualTo(1);
    List<String> problems = new ArrayList<>();
    EgdbVerifier.Result result = EgdbVerifier.verify(seven, s -> {}, problems::add);
    // Only the smaller slices, not built here, are named: every stored position checks out.
    assertThat(problems)
        .isNotEmpty()
        .allMatch(p -> p.endsWith("is missing; its positions are unknown"));
    assertThat(result.positions()).isEqualTo(task.positions());
  }

  @Test
  void knownResults() {
    assertThat(db.probe(Position.fromFen("W:WK25:BK29"))).isEqualTo(Verdict.WIN);
    assertThat(db.value(Position.fromFen("W:WK25:BK29")).plies()).isEqualTo(3);
    assertThat(db.probe(Position.fromFen("B:WK28:BK4"))).isEqualTo(Verdict.LOSS);
    assertThat(db.probe(Position.fromFen("W:WK14:BK19"))).isEqualTo(Verdict.DRAW);
    assertThat(db.probe(Position.fromFen("B:WK14:BK19"))).isEqualTo(Verdict.DRAW);
    assertThat(db.probe(Position.fromFen("B:WK14:BK1,K3"))).isEqualTo(Verdict.WIN);
    assertThat(db.probe(Position.fromFen("W:WK14:BK1,K3"))).isEqualTo(Verdict.LOSS);
    assertThat(db.probe(Position.fromFen("W:W21,22,23,24:BK19,K1"))).isEqualTo(Verdict.UNKNOWN);
    assertThat(db.probe(Position.fromFen("W:W21,22,23,24,25:B1"))).isEqualTo(Verdict.UNKNOWN);
  }

  @Test
  void kingAgainstKingDistancesMatchAnIndependentSearch() {
    int decisive = 0;
    for (int a = 1; a <= 32; a++) {
      for (int b = 1; b <= 32; b++) {
        if (a == b) {
          continue;
        }
        Position p =
            Position.empty(Colour.WHITE).with(a, Piece.WHITE_KING).with(b, Piece.BLACK_KING);
        Value v = db.value(p);
        assertThat(db.probe(p)).isEqualTo(v.verdict());
        int horizon = Math.min(v.plies(), 9);
        if (v.verdict() == Verdict.WIN && v.plies() <= 9) {
          decisive++;
          assertThat(wins(p, v.plies())).as(p.toFen()).isTrue();
          assertThat(wins(p, v.plies() - 2)).as(p.toFen()).isFalse();
        } else if (v.verdict() != Verdict.WIN) {
          assertThat(wins(p, v.verdict() == Verdict.DRAW ? 9 : horizon)).as(p.toFen()).isFalse();
        }
      }
    }
    assertThat(decisive).isPositive();
  }

  /** True when the side to move forces a win within {@code plies}, by plain search in the core. */
  private static boolean wins(Position p, int plies) {
    if (plies <= 0) {
      return false;
    }
    for (var move : p.legalMoves()) {
      if (loses(p.play(move), plies - 1)) {
        return true;
      }
    }
    return false;
  }

  private static boolean loses(Position p, int plies) {
    if (!p.hasLegalMove()) {
      return true;
    }
    for (var move : p.legalMoves()) {
      if (!wins(p.play(move), plies - 1)) {
        return false;
      }
    }
    return true;
  }

  @Test
  void twoKingsBeatOneAlmostEverywhere() {
    int wins = 0;
    int all = 0;
    for (int a = 1; a <= 32; a++) {
      for (int b = a + 1; b <= 32; b++) {
        for (int c = 1; c <= 32; c++) {
          if (c == a || c == b) {
            continue;
          }
          Position p =
              Position.empty(Colour.BLACK)
                  .with(a, Piece.BLACK_KING)
                  .with(b, Piece.BLACK_KING)
                  .with(c, Piece.WHITE_KING);
          all++;
          if (db.probe(p) == Verdict.WIN) {
            wins++;
          }
          assertThat(db.probe(p)).as(p.toFen()).isNotEqualTo(Verdict.LOSS);
        }
      }
    }
    assertThat(all).isEqualTo(496 * 30);
    assertThat(wins).isGreaterThan(all * 95 / 100);
    assertThat(db.probe(Position.fromFen("B:WK14:BK1,K3"))).isEqualTo(Verdict.WIN);
  }

  @Test
  void theFastProbeAgreesWithTheExactValueAndWithAOnePlySearch() {
    java.util.Random random = new java.util.Random(7);
    for (int trial = 0; trial < 3000; trial++) {
      Position p = randomPosition(random, 1 + random.nextInt(4));
      Verdict fast = db.probe(p);
      Value exact = db.value(p);
      assertThat(fast).as(p.toFen()).isEqualTo(exact.verdict());
      if (!p.hasLegalMove()) {
        assertThat(exact.verdict()).isEqualTo(Verdict.LOSS);
        continue;
      }
      Verdict best = Verdict.LOSS;
      for (var move : p.legalMoves()) {
        Verdict after = db.value(p.play(move)).fromMover().verdict();
        if (after == Verdict.WIN || after == Verdict.DRAW && best == Verdict.LOSS) {
          best = after;
        }
      }
      assertThat(fast).as(p.toFen()).isEqualTo(best);
      assertThat(
              db.probe(
                  p.bits(Piece.BLACK_MAN),
                  p.bits(Piece.BLACK_KING),
                  p.bits(Piece.WHITE_MAN),
                  p.bits(Piece.WHITE_KING),
                  p.turn()))
          .isEqualTo(fast);
    }
  }

  static Position randomPosition(java.util.Random random, int pieces) {
    Position p = Position.empty(random.nextBoolean() ? Colour.BLACK : Colour.WHITE);
    int placed = 0;
    while (placed < pieces) {
      int square = 1 + random.nextInt(32);
      Piece piece = Piece.values()[random.nextInt(4)];
      if (!fits(p, square, piece)) {
        continue;
      }
      p = p.with(square, piece);
      placed++;
    }
    return p;
  }

  /** Whether the piece may be put on the square: it is empty, and no man stands crowned. */
  static boolean fits(Position p, int square, Piece piece) {
    boolean crowned =
        !piece.isKing() && (piece.colour() == Colour.BLACK ? square > 28 : square < 5);
    return p.pieceAt(square).isEmpty() && !crowned;
  }

  @Test
  void aDrawnDatabasePositionEndsTheGame() {
    Game game = new Game(Position.fromFen("W:WK14:BK19"), db.asDrawOracle());
    assertThat(game.outcome()).isPresent();
    assertThat(game.outcome().get().termination()).isEqualTo(Termination.NO_WIN_POSSIBLE);
    Game won = new Game(Position.fromFen("W:WK25:BK29"), db.asDrawOracle());
    assertThat(won.outcome()).isEmpty();
  }

  @Test
  void aBuildSplittingEveryTaskByTheMensAdvanceWritesTheSameFiles(@TempDir Path split)
      throws Exception {
    System.setProperty(EgdbBuilder.SPLIT_PROPERTY, "always");
    try {
      assertThat(EgdbBuilder.splits(SliceGraph.upTo(4).task(Slice.parse("2m-2m")))).isTrue();
      EgdbBuilder.build(split, 4, 2, EgdbBuilder.Progress.NONE);
    } finally {
      System.clearProperty(EgdbBuilder.SPLIT_PROPERTY);
    }
    assertThat(EgdbBuilder.splits(SliceGraph.upTo(4).task(Slice.parse("2m-2m")))).isFalse();
    int compared = 0;
    for (Slice s : Slice.upTo(4)) {
      String name = EgdbBuilder.fileName(s);
      assertThat(Files.readAllBytes(split.resolve(name)))
          .as(name)
          .isEqualTo(Files.readAllBytes(dir.resolve(name)));
      compared++;
    }
    assertThat(compared).isGreaterThan(50);
  }

  @Test
  void aSecondBuildKeepsEveryFinishedSlice() throws Exception {
    EgdbBuilder.Report again = EgdbBuilder.build(dir, 4, 1, EgdbBuilder.Progress.NONE);
    assertThat(again.built()).isZero();
    assertThat(again.kept()).isEqualTo(Slice.upTo(4).size());
  }

  @Test
  void damagedFilesAreNamedAndLeftUnusedAndRebuilt(@TempDir Path other) throws Exception {
    EgdbBuilder.build(other, 3, 1, EgdbBuilder.Progress.NONE);
    Path corrupt = other.resolve(SliceFile.fileName(Slice.of(0, 2, 0, 1)));
    try (RandomAccessFile f = new RandomAccessFile(corrupt.toFile(), "rw")) {
      f.seek(200);
      int b = f.read();
      f.seek(200);
      f.write(b ^ 0x55);
    }
    Path truncated = other.resolve(SliceFile.fileName(Slice.of(0, 1, 0, 2)));
    try (RandomAccessFile f = new RandomAccessFile(truncated.toFile(), "rw")) {
      f.setLength(f.length() - 10);
    }
    Files.delete(other.resolve(SliceFile.fileName(Slice.of(0, 1, 0, 1))));
    FileDatabase damaged = FileDatabase.open(other);
    assertThat(String.join("\n", damaged.problems()))
        .contains(corrupt.toString() + " cannot be used: the checksum")
        .contains(truncated.toString() + " cannot be used")
        .contains("0-1k-1k.cegdb".replace("0-1k-1k", "1k-1k") + " is missing");
    assertThat(damaged.probe(Position.fromFen("B:WK14:BK1,K3"))).isEqualTo(Verdict.UNKNOWN);
    assertThat(damaged.probe(Position.fromFen("W:WK14:BK1,K3"))).isEqualTo(Verdict.UNKNOWN);
    assertThat(damaged.probe(Position.fromFen("W:WK14:BK19"))).isEqualTo(Verdict.UNKNOWN);
    assertThat(damaged.probe(Position.fromFen("W:W14:BK19"))).isNotEqualTo(Verdict.UNKNOWN);
    assertThat(new Game(Position.fromFen("W:WK14:BK19"), damaged.asDrawOracle()).outcome())
        .isEmpty();
    List<String> problems = new ArrayList<>();
    assertThat(EgdbVerifier.verify(other, s -> {}, problems::add).problems()).isPositive();
    EgdbBuilder.Report repair = EgdbBuilder.build(other, 3, 1, EgdbBuilder.Progress.NONE);
    assertThat(repair.built()).isGreaterThanOrEqualTo(3);
    assertThat(FileDatabase.open(other).problems()).isEmpty();
    assertThat(FileDatabase.open(other).probe(Position.fromFen("W:WK14:BK1,K3")))
        .isEqualTo(Verdict.LOSS);
  }

  @Test
  void anUnwritableDirectoryFailsCleanly(@TempDir Path other) throws IOException {
    Path file = other.resolve("plain-file");
    Files.writeString(file, "x");
    assertThatThrownBy(() -> EgdbBuilder.build(file.resolve("db"), 2, 1, EgdbBuilder.Progress.NONE))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("cannot create directory " + file.resolve("db"));
  }
}
