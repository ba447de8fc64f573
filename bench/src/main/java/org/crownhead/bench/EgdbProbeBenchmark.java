package org.crownhead.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.crownhead.core.Colour;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.engine.egdb.EgdbBuilder;
import org.crownhead.engine.egdb.EndgameDatabase.Verdict;
import org.crownhead.engine.egdb.FileDatabase;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Endgame database probes from a warm cache, one thread: the allocation-free probe the search uses,
 * by piece masks, over random positions of up to {@code egdb.pieces} pieces (default 4). Positions
 * where the side to move must capture are included: the probe resolves them through their captures.
 * The databases come from {@code -Degdb.dir=DIR} (built there first if missing).
 *
 * <p>Run: {@code java -Degdb.dir=/tmp/egdb4 -jar bench/target/benchmarks.jar EgdbProbeBenchmark}
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
public class EgdbProbeBenchmark extends ThroughputBenchmark {
  private static final int POSITIONS = 4096;
  private final int[][] masks = new int[POSITIONS][];
  private final Colour[] turns = new Colour[POSITIONS];
  private FileDatabase db;
  private int next;

  @Setup(Level.Trial)
  public void open() throws Exception {
    int pieces = Integer.getInteger("egdb.pieces", 4);
    String dir = System.getProperty("egdb.dir");
    Path path = dir != null ? Path.of(dir) : Files.createTempDirectory("egdb-bench");
    EgdbBuilder.build(path, pieces, 2, EgdbBuilder.Progress.NONE);
    db = FileDatabase.open(path);
    Random random = new Random(1);
    for (int i = 0; i < POSITIONS; i++) {
      Position p = Position.empty(random.nextBoolean() ? Colour.BLACK : Colour.WHITE);
      int placed = 0;
      int count = 2 + random.nextInt(pieces - 1);
      while (placed < count) {
        int square = 1 + random.nextInt(32);
        Piece piece = Piece.values()[random.nextInt(4)];
        if (p.pieceAt(square).isPresent()
            || !piece.isKing() && piece.colour() == Colour.BLACK && square > 28
            || !piece.isKing() && piece.colour() == Colour.WHITE && square < 5) {
          continue;
        }
        p = p.with(square, piece);
        placed++;
      }
      masks[i] =
          new int[] {
            p.bits(Piece.BLACK_MAN),
            p.bits(Piece.BLACK_KING),
            p.bits(Piece.WHITE_MAN),
            p.bits(Piece.WHITE_KING)
          };
      turns[i] = p.turn();
    }
  }

  /** One probe. */
  @Benchmark
  public Verdict probe() {
    int i = next++ & (POSITIONS - 1);
    int[] m = masks[i];
    return db.probe(m[0], m[1], m[2], m[3], turns[i]);
  }
}
