package org.crownhead.bench;

import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The search's speed: nodes per second on one thread, each search to a fixed depth from an empty
 * transposition table (16 MB), as {@code crownhead bench} does. JMH reports the searches per second
 * and, as the counter {@code nodes}, the nodes per second.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar SearchBenchmark}
 */
@State(Scope.Thread)
@Fork(
    value = 2,
    jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
public class SearchBenchmark extends OneThreadBenchmark {
  /** Positions: the start, a middle game with men only, an ending with kings. */
  @Param({
    "B:W21-32:B1-12",
    "W:W16,20,21,22,23,26,27,28:B5,6,7,8,9,12,13,14,19",
    "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29"
  })
  public String fen;

  @Param({"13"})
  public int depth;

  private Engine engine;
  private Position position;

  /** The nodes searched, which JMH reports per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Nodes {
    public long nodes;

    @Setup(Level.Iteration)
    public void clear() {
      nodes = 0;
    }
  }

  @Setup(Level.Trial)
  public void createEngine() {
    engine = Engines.create();
    engine.setOption("threads", "1");
    engine.setOption("hash", "16");
    position = Position.fromFen(fen);
  }

  @TearDown(Level.Trial)
  public void closeEngine() {
    engine.close();
  }

  /** One search to {@link #depth} plies from an empty table. */
  @Benchmark
  public long search(Nodes counter) {
    engine.newGame();
    engine.setPosition(position);
    long nodes = engine.think(Limits.depth(depth), info -> {}).info().nodes();
    counter.nodes += nodes;
    return nodes;
  }
}
