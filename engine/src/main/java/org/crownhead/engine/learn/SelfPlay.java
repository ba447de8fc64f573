package org.crownhead.engine.learn;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Outcome;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.eval.Evaluator;
import org.crownhead.engine.search.Searcher;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;

/**
 * Plays the engine against itself, fast, from positions of real games, and keeps every quiet
 * position with the search's score and the game's result: training data for an evaluation.
 *
 * <p>Game {@code g} starts from a position of one of the given games, both chosen by a random
 * generator seeded with the run's seed and {@code g}: game and ply (from {@code --from-ply} to
 * {@code --to-ply}). From there the engine plays both sides at a fixed number of nodes a move, with
 * no opening book, so that a game depends only on its number: the run is the same on any machine
 * and with any number of threads. A game ends by the rules (no move, threefold repetition, the
 * 40-move rule), at {@value #MAX_PLIES} plies as a draw, or, when endgame databases are given, at
 * the first quiet position they hold, with their exact result.
 *
 * <p>Each quiet position (the side to move has no capture) becomes a sample: the search's score of
 * it (the score the engine reported for the move it chose) and the game's result, for the side to
 * move. Games are appended to the output as they finish; run again with the same arguments, the
 * program skips the games the file holds already, so a stopped run goes on where it stopped.
 *
 * <p>The command line is {@code crownhead learn selfplay}.
 */
public final class SelfPlay {
  static final int MAX_PLIES = 300;

  private final List<PdnGame> starts;
  private final long seed;
  private final long nodes;
  private final int fromPly;
  private final int toPly;
  private final EndgameDatabase endgames;

  SelfPlay(
      List<PdnGame> starts,
      long seed,
      long nodes,
      int fromPly,
      int toPly,
      EndgameDatabase endgames) {
    if (starts.isEmpty()) {
      throw new IllegalArgumentException("no games to start from");
    }
    this.starts = starts;
    this.seed = seed;
    this.nodes = nodes;
    this.fromPly = fromPly;
    this.toPly = toPly;
    this.endgames = endgames;
  }

  /** The start of game {@code number}: a position of one of the games, with its history. */
  Game start(int number) {
    SplittableRandom random = new SplittableRandom(seed * 1_000_003L + number);
    while (true) {
      PdnGame from = starts.get(random.nextInt(starts.size()));
      List<Move> moves = from.moves();
      int ply = fromPly + random.nextInt(toPly - fromPly + 1);
      if (ply >= moves.size()) {
        continue;
      }
      Game game = new Game(from.start());
      for (int i = 0; i < ply && !game.isOver(); i++) {
        game.play(moves.get(i));
      }
      if (!game.isOver()) {
        return game;
      }
    }
  }

  /** Plays game {@code number} with {@code engine} and adds its quiet positions to {@code out}. */
  void play(int number, Engine engine, Samples out) {
    engine.newGame();
    Game game = start(number);
    int first = out.size();
    List<Integer> scores = new ArrayList<>();
    List<Position> positions = new ArrayList<>();
    List<Integer> plies = new ArrayList<>();
    Integer result = null; // for Black, in thousandths
    int ply = game.moves().size();
    while (true) {
      if (game.isOver()) {
        Outcome outcome = game.outcome().orElseThrow();
        result = outcome.winner().map(w -> w == Colour.BLACK ? 1000 : 0).orElse(500);
        break;
      }
      Position position = game.position();
      if (plies.size() >= MAX_PLIES) {
        result = 500;
        break;
      }
      boolean quiet = !position.mustCapture();
      if (quiet
          && endgames.maxPieces() > 0
          && position.count(Colour.BLACK) + position.count(Colour.WHITE) <= endgames.maxPieces()) {
        EndgameDatabase.Verdict verdict = endgames.probe(position);
        if (verdict != EndgameDatabase.Verdict.UNKNOWN) {
          int forMover =
              switch (verdict) {
                case WIN -> 1000;
                case LOSS -> 0;
                default -> 500;
              };
          result = position.turn() == Colour.BLACK ? forMover : 1000 - forMover;
          break;
        }
      }
      engine.setGame(game);
      SearchResult found = engine.think(Limits.nodes(nodes), info -> {});
      if (quiet) {
        positions.add(position);
        scores.add(clamp(found.info().score()));
        plies.add(ply);
      }
      game.play(found.bestMove().orElseThrow());
      ply++;
    }
    for (int i = 0; i < positions.size(); i++) {
      Position p = positions.get(i);
      int forMover = p.turn() == Colour.BLACK ? result : 1000 - result;
      out.add(number, plies.get(i), p, scores.get(i), forMover);
    }
    assert out.size() >= first;
  }

  /** Forced and database results become large but ordinary scores. */
  static int clamp(int score) {
    if (Score.isWin(score) || Score.isDatabaseWin(score)) {
      return 2_000;
    }
    if (Score.isLoss(score) || Score.isDatabaseLoss(score)) {
      return -2_000;
    }
    return Math.max(-2_000, Math.min(2_000, score));
  }

  /**
   * Runs games {@code 0 .. games-1} not yet in {@code file} on {@code threads} threads, judging
   * positions with {@code evaluator}, appending each finished game to {@code file} and reporting
   * progress to {@code log} every 100 games.
   */
  public void run(int games, int threads, Evaluator evaluator, Path file, PrintWriter log)
      throws IOException, InterruptedException {
    BitSet done = new BitSet(games);
    if (Files.exists(file) && Files.size(file) > 0) {
      Samples existing = new Samples();
      existing.read(file);
      for (int i = 0; i < existing.size(); i++) {
        done.set(existing.game(i));
      }
      log.printf(Locale.ROOT, "%s holds %d samples already%n", file, existing.size());
    }
    AtomicInteger next = new AtomicInteger();
    AtomicInteger finished = new AtomicInteger(done.cardinality());
    long started = System.nanoTime();
    List<Thread> workers = new ArrayList<>();
    IOException[] failure = new IOException[1];
    for (int t = 0; t < threads; t++) {
      Thread worker =
          new Thread(
              () -> {
                try (Engine engine = new Searcher("self-play", evaluator, endgames, null)) {
                  engine.setOption("book", "false");
                  engine.setOption("hash", "16");
                  Samples buffer = new Samples();
                  while (true) {
                    int number = next.getAndIncrement();
                    if (number >= games) {
                      return;
                    }
                    if (done.get(number)) {
                      continue;
                    }
                    buffer.size = 0;
                    play(number, engine, buffer);
                    synchronized (file) {
                      buffer.append(file, 0, buffer.size());
                    }
                    int count = finished.incrementAndGet();
                    if (count % 100 == 0) {
                      double seconds = (System.nanoTime() - started) / 1e9;
                      log.printf(Locale.ROOT, "%d of %d games (%.0f s)%n", count, games, seconds);
                    }
                  }
                } catch (IOException e) {
                  synchronized (failure) {
                    failure[0] = e;
                  }
                }
              },
              "self-play-" + t);
      workers.add(worker);
      worker.start();
    }
    for (Thread worker : workers) {
      worker.join();
    }
    if (failure[0] != null) {
      throw failure[0];
    }
  }

  /**
   * A self-play run that starts its games from the clean games of the PDN files {@code games}, at
   * {@code nodes} a move, from plies {@code fromPly} to {@code toPly} of them, ending games at the
   * first position {@code endgames} hold ({@link EndgameDatabase#NONE} for none).
   */
  public static SelfPlay fromGames(
      List<Path> games, long seed, long nodes, int fromPly, int toPly, EndgameDatabase endgames)
      throws IOException {
    if (nodes < 1 || fromPly < 0 || toPly < fromPly) {
      throw new IllegalArgumentException(
          "the nodes must be at least 1 and the plies from 0 up, the first not after the last");
    }
    List<PdnGame> starts = new ArrayList<>();
    for (Path file : games) {
      PdnGames.read(
          file,
          read -> {
            if (read.isClean() && read.game().plies() > 0) {
              starts.add(read.game());
            }
          });
    }
    return new SelfPlay(starts, seed, nodes, fromPly, toPly, endgames);
  }
}
