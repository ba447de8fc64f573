package org.crownhead.puzzle;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.egdb.FileDatabase;

/**
 * Verifies a puzzle file again, every puzzle examined anew by the {@link PuzzleMiner} at a given
 * depth, as if it had just been found: the puzzles that pass are written as the miner finds them
 * now (the same id and source; the verification, the line and the initial rating of the deeper
 * searches), the others are named with the reason.
 *
 * <pre>
 * java -cp app/target/crownhead.jar org.crownhead.puzzle.PuzzleVerifier \
 *     --in data/puzzles.tsv --out puzzles-16.tsv --depth 16 --egdb DIR [--from p0251]
 * </pre>
 *
 * <p>The output is appended to as the puzzles are done, and a run started again goes on after the
 * last puzzle the output holds, so a stopped run loses at most one puzzle. Rejected puzzles go to
 * {@code OUT.rejected}, with the reason.
 */
public final class PuzzleVerifier {
  private PuzzleVerifier() {}

  /** Runs the recheck; see the class comment for the arguments. */
  public static void main(String[] args) throws IOException {
    Path in = null;
    Path out = null;
    Path egdb = null;
    int depth = 16;
    String from = "";
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--in" -> in = Path.of(args[++i]);
        case "--out" -> out = Path.of(args[++i]);
        case "--egdb" -> egdb = Path.of(args[++i]);
        case "--depth" -> depth = Integer.parseInt(args[++i]);
        case "--from" -> from = args[++i];
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    if (in == null || out == null) {
      throw new IllegalArgumentException(
          "usage: --in FILE --out FILE [--depth N] [--egdb DIR] [--from ID]");
    }
    List<Puzzle> puzzles =
        PuzzleSet.read(Files.newBufferedReader(in, StandardCharsets.UTF_8)).all();
    Path rejected = Path.of(out + ".rejected");
    Set<String> done = new HashSet<>();
    for (Path p : List.of(out, rejected)) {
      if (Files.exists(p)) {
        for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
          if (!line.isBlank()) {
            done.add(line.substring(0, line.indexOf('\t')));
          }
        }
      }
    }
    EndgameDatabase endgames = egdb == null ? EndgameDatabase.NONE : FileDatabase.open(egdb);
    int kept = 0;
    int dropped = 0;
    long started = System.nanoTime();
    try (Engine engine = Engines.create(endgames);
        BufferedWriter passed = append(out);
        BufferedWriter failed = append(rejected)) {
      engine.setOption("book", "false");
      engine.setOption("hash", "16");
      PuzzleMiner miner = new PuzzleMiner(engine, endgames, depth);
      for (Puzzle puzzle : puzzles) {
        if (puzzle.id().compareTo(from) < 0 || done.contains(puzzle.id())) {
          continue;
        }
        Optional<Puzzle> again = miner.examine(puzzle.start(), puzzle.id(), puzzle.source());
        if (again.isPresent()) {
          Puzzle p = again.get();
          passed.write(p.format());
          passed.newLine();
          passed.flush();
          kept++;
          if (!p.solution().equals(puzzle.solution())) {
            System.err.println(puzzle.id() + ": the line is now " + String.join(" ", p.solution()));
          }
        } else {
          failed.write(puzzle.id() + "\t" + miner.lastRejection());
          failed.newLine();
          failed.flush();
          dropped++;
          System.err.println(puzzle.id() + ": rejected, " + miner.lastRejection());
        }
        if ((kept + dropped) % 25 == 0) {
          System.err.printf(
              Locale.ROOT,
              "%s done: %d kept, %d rejected, %.0f s%n",
              puzzle.id(),
              kept,
              dropped,
              (System.nanoTime() - started) / 1e9);
        }
      }
    }
    System.err.printf(Locale.ROOT, "Finished: %d kept, %d rejected.%n", kept, dropped);
  }

  private static BufferedWriter append(Path file) throws IOException {
    return Files.newBufferedWriter(
        file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
  }
}
