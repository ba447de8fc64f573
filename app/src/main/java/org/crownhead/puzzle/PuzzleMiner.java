package org.crownhead.puzzle;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.crownhead.core.Colour;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.egdb.FileDatabase;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.ReadGame;

/**
 * Finds puzzles in games: positions where the side to move has one move that wins material
 * decisively or the game, and every other move is clearly worse (see docs/puzzles.md for the
 * criteria and the figures of the shipped set).
 *
 * <p>The candidates are every position of a game and every position one move off it (after each
 * legal move the player could have played instead). A candidate with at least two legal moves,
 * whose side to move is at most {@value #MAX_START_BALANCE} points ahead (a man is 100, a king
 * 150), is searched once to depth {@value #GLANCE_DEPTH}, then move by move to depth {@value
 * #SCREEN_DEPTH}, then move by move to the full depth; it is a puzzle when the best move scores
 * {@value #GAIN} or more, every other move scores at most {@value #MAX_SECOND} and {@value #MARGIN}
 * less than the best, and the line that follows (the opponent's best replies, the solver's moves,
 * each of them better than any other by {@value #LINE_MARGIN}) wins at least {@value #GAIN} points
 * of material or the game within {@value #MAX_LINE} plies, at least three. Where the line ends with
 * six pieces or fewer, the endgame databases must hold the end as won.
 *
 * <p>The searches run one thread at a fixed depth, each candidate after {@link Engine#newGame()},
 * so a candidate gives the same answer on every run; only how many games a time budget reaches
 * depends on the machine. The miner does not judge themes beyond the few tags it sets.
 *
 * <pre>{@code
 * Engine engine = Engines.create();
 * engine.setOption("book", "false");
 * PuzzleMiner miner = new PuzzleMiner(engine, EndgameDatabase.NONE, 8);
 * Position quiet = Position.initial();
 * miner.examine(quiet, "p1", "test").isPresent(); // false
 * miner.lastRejection(); // NOT_WINNING
 * engine.close();
 * }</pre>
 */
public final class PuzzleMiner {
  /** The least gain of material, in points, that makes a combination decisive. */
  static final int GAIN = 150;

  /** The most a candidate's side to move may be ahead in material before the combination. */
  static final int MAX_START_BALANCE = 100;

  /** The most any other first move may score. */
  static final int MAX_SECOND = 100;

  /** How much worse than the solution any other first move must be. */
  static final int MARGIN = 150;

  /** How much worse than the solver's move any other move of the solver must be later. */
  static final int LINE_MARGIN = 100;

  /** The longest solution line, in plies. */
  static final int MAX_LINE = 15;

  /** The depth of the first glance at a candidate: one search of the position. */
  static final int GLANCE_DEPTH = 6;

  /** The depth of the second look at a candidate: each move searched on its own. */
  static final int SCREEN_DEPTH = 8;

  /** Why a candidate was not taken. */
  public enum Rejection {
    /** The side to move has fewer than two legal moves. */
    FORCED,
    /** The side to move is already well ahead. */
    ALREADY_AHEAD,
    /** No move wins enough. */
    NOT_WINNING,
    /** Another first move is good too. */
    TWO_SOLUTIONS,
    /** Later in the line the solver has more than one good move. */
    TWO_CONTINUATIONS,
    /** The material or the game is won in the first move: no combination to find. */
    ONE_MOVE,
    /** The line does not settle within the longest line. */
    TOO_LONG,
    /** The databases hold the end of the line as not won. */
    NOT_WON_IN_DATABASE,
    /** The position was seen before, or the same solution in another position of the game. */
    DUPLICATE,
    /** Taken. */
    NONE
  }

  private final Engine engine;
  private final EndgameDatabase endgames;
  private final int depth;
  private Rejection lastRejection = Rejection.NONE;

  /**
   * @param engine the engine that searches, its book off
   * @param endgames the databases that confirm endings ({@link EndgameDatabase#NONE}: none)
   * @param depth the full depth of the searches, in plies
   */
  public PuzzleMiner(Engine engine, EndgameDatabase endgames, int depth) {
    if (depth < SCREEN_DEPTH) {
      throw new IllegalArgumentException("depth must be at least " + SCREEN_DEPTH);
    }
    this.engine = engine;
    this.endgames = endgames;
    this.depth = depth;
  }

  /** Why the last candidate examined was not taken; {@link Rejection#NONE} when it was. */
  public Rejection lastRejection() {
    return lastRejection;
  }

  /** A move with its score for the side that plays it. */
  record Scored(Move move, int score) {}

  /**
   * Examines a position; returns the puzzle when it is one.
   *
   * @param id the id the puzzle gets
   * @param source where the position comes from
   */
  public Optional<Puzzle> examine(Position position, String id, String source) {
    lastRejection = check(position);
    if (lastRejection != Rejection.NONE) {
      return Optional.empty();
    }
    engine.newGame();
    engine.setPosition(position);
    if (engine.think(Limits.depth(GLANCE_DEPTH), info -> {}).info().score() < GAIN) {
      return reject(Rejection.NOT_WINNING);
    }
    List<Scored> screen = scoreMoves(position, SCREEN_DEPTH);
    if (screen.get(0).score() < GAIN) {
      return reject(Rejection.NOT_WINNING);
    }
    if (screen.get(1).score() > screen.get(0).score() - LINE_MARGIN) {
      return reject(Rejection.TWO_SOLUTIONS);
    }
    List<Scored> scored = scoreMoves(position, depth);
    Scored best = scored.get(0);
    Scored second = scored.get(1);
    if (best.score() < GAIN) {
      return reject(Rejection.NOT_WINNING);
    }
    if (second.score() > MAX_SECOND || second.score() > best.score() - MARGIN) {
      return reject(Rejection.TWO_SOLUTIONS);
    }
    Colour solver = position.turn();
    int startBalance = balance(position, solver);
    List<Move> line = new ArrayList<>();
    line.add(best.move());
    Position at = position.play(best.move());
    while (true) {
      // the opponent to move
      if (!at.hasLegalMove()) {
        if (line.size() < 3) {
          return reject(Rejection.ONE_MOVE);
        }
        break;
      }
      if (!at.mustCapture() && balance(at, solver) - startBalance >= GAIN) {
        if (line.size() < 3) {
          return reject(Rejection.ONE_MOVE);
        }
        break;
      }
      if (line.size() + 2 > MAX_LINE) {
        return reject(Rejection.TOO_LONG);
      }
      Move reply = bestMove(at, Math.max(SCREEN_DEPTH, depth - line.size()));
      line.add(reply);
      at = at.play(reply);
      // the solver to move
      List<Scored> options = scoreMoves(at, Math.max(SCREEN_DEPTH, depth - line.size()));
      if (options.size() > 1 && options.get(1).score() > options.get(0).score() - LINE_MARGIN) {
        return reject(Rejection.TWO_CONTINUATIONS);
      }
      line.add(options.get(0).move());
      at = at.play(options.get(0).move());
    }
    String database = "";
    if (at.count(Colour.BLACK) + at.count(Colour.WHITE) <= 6) {
      EndgameDatabase.Verdict verdict = endgames.probe(at);
      if (verdict == EndgameDatabase.Verdict.DRAW || verdict == EndgameDatabase.Verdict.WIN) {
        return reject(Rejection.NOT_WON_IN_DATABASE);
      }
      if (verdict == EndgameDatabase.Verdict.LOSS) {
        database = "; database: won";
      }
    }
    int found = foundAtDepth(position, best.move());
    List<String> text = new ArrayList<>();
    Position replay = position;
    for (Move move : line) {
      text.add(MoveText.format(replay, move));
      replay = replay.play(move);
    }
    List<String> themes = themes(position, line, !at.hasLegalMove(), !database.isEmpty());
    int rating = initialRating(found, (line.size() + 1) / 2, themes.contains("sacrifice"));
    String verification =
        String.format(
            Locale.ROOT,
            "depth %d: best %s, next %s (%s); found at depth %s%s",
            depth,
            Score.format(best.score()),
            Score.format(second.score()),
            MoveText.format(position, second.move()),
            found > SCREEN_DEPTH ? "above " + SCREEN_DEPTH : Integer.toString(found),
            database);
    lastRejection = Rejection.NONE;
    return Optional.of(
        new Puzzle(id, position.toFen(), text, rating, themes, source, verification));
  }

  private Optional<Puzzle> reject(Rejection why) {
    lastRejection = why;
    return Optional.empty();
  }

  /** The checks that need no search. */
  static Rejection check(Position position) {
    if (position.legalMoves().size() < 2) {
      return Rejection.FORCED;
    }
    if (balance(position, position.turn()) > MAX_START_BALANCE) {
      return Rejection.ALREADY_AHEAD;
    }
    return Rejection.NONE;
  }

  /**
   * The initial rating of a puzzle: 700, 90 for each ply of depth the engine needs to see the
   * solution as the one good move (9 when not by depth 8), 80 for each solver move after the first,
   * 100 when the first move gives material away; from 600 to 2200.
   */
  static int initialRating(int foundAtDepth, int solverMoves, boolean sacrifice) {
    int rating = 700 + 90 * foundAtDepth + 80 * (solverMoves - 1) + (sacrifice ? 100 : 0);
    return Math.max(600, Math.min(2200, rating));
  }

  /** Tags: sacrifice, multi-jump, crowns, wins-game, database, ending. */
  static List<String> themes(
      Position start, List<Move> line, boolean winsGame, boolean databaseConfirmed) {
    List<String> themes = new ArrayList<>();
    if (line.size() > 1 && line.get(1).isCapture()) {
      themes.add("sacrifice");
    }
    boolean multiJump = false;
    boolean crowns = false;
    Position at = start;
    for (int ply = 0; ply < line.size(); ply++) {
      Move move = line.get(ply);
      if (ply % 2 == 0) {
        multiJump |= move.captured().size() >= 3;
        crowns |= move.crowns();
      }
      at = at.play(move);
    }
    if (multiJump) {
      themes.add("multi-jump");
    }
    if (crowns) {
      themes.add("crowns");
    }
    if (winsGame) {
      themes.add("wins-game");
    }
    if (databaseConfirmed) {
      themes.add("database");
    }
    if (start.count(Colour.BLACK) + start.count(Colour.WHITE) <= 10) {
      themes.add("ending");
    }
    return themes;
  }

  /** The smallest depth up to the screen's at which the move is the one good move; above: 9. */
  private int foundAtDepth(Position position, Move solution) {
    for (int d = 1; d <= SCREEN_DEPTH; d++) {
      List<Scored> scored = scoreMoves(position, d);
      if (scored.get(0).move().equals(solution)
          && scored.get(0).score() >= GAIN
          && scored.get(1).score() <= scored.get(0).score() - MARGIN) {
        return d;
      }
    }
    return SCREEN_DEPTH + 1;
  }

  /** Every legal move with its score, searched to the depth, best first. */
  List<Scored> scoreMoves(Position position, int plies) {
    List<Scored> scored = new ArrayList<>();
    for (Move move : position.legalMoves()) {
      Position after = position.play(move);
      int score;
      if (!after.hasLegalMove()) {
        score = Score.WIN - 1;
      } else {
        engine.setPosition(after);
        score = -engine.think(Limits.depth(Math.max(1, plies - 1)), info -> {}).info().score();
      }
      scored.add(new Scored(move, score));
    }
    scored.sort(Comparator.comparingInt(Scored::score).reversed());
    return scored;
  }

  private Move bestMove(Position position, int plies) {
    List<Move> legal = position.legalMoves();
    if (legal.size() == 1) {
      return legal.get(0);
    }
    engine.setPosition(position);
    SearchResult result = engine.think(Limits.depth(plies), info -> {});
    return result.bestMove().orElseThrow();
  }

  /** Material of the colour less that of the opponent: 100 a man, 150 a king. */
  static int balance(Position position, Colour colour) {
    return material(position, colour) - material(position, colour.opponent());
  }

  private static int material(Position position, Colour colour) {
    return 100 * position.count(Piece.of(colour, false))
        + 150 * position.count(Piece.of(colour, true));
  }

  /**
   * Mines puzzles and appends them to a file; run again, it goes on where it stopped.
   *
   * <pre>
   * java -cp app/target/crownhead.jar org.crownhead.puzzle.PuzzleMiner \
   *     --out data/puzzles.tsv --depth 14 --egdb DIR data/acf-games.pdn:28 data/selfplay-seed53.pdn:12
   * </pre>
   *
   * <p>Each game file is followed by the minutes it may take. With {@code --stride N --offset K}
   * only the games numbered {@code K + 1}, {@code K + 1 + N}, ... are read; {@code --until N} stops
   * once the file holds N puzzles. Progress goes to the standard error stream, and the last game
   * done of each file to {@code OUT.progress}.
   */
  public static void main(String[] args) throws IOException {
    Path out = null;
    int depth = 14;
    Path egdb = null;
    int stride = 1;
    int offset = 0;
    int until = Integer.MAX_VALUE;
    Map<Path, Double> files = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--out" -> out = Path.of(args[++i]);
        case "--depth" -> depth = Integer.parseInt(args[++i]);
        case "--egdb" -> egdb = Path.of(args[++i]);
        case "--stride" -> stride = Integer.parseInt(args[++i]);
        case "--offset" -> offset = Integer.parseInt(args[++i]);
        case "--until" -> until = Integer.parseInt(args[++i]);
        default -> {
          int colon = args[i].lastIndexOf(':');
          if (colon < 0) {
            throw new IllegalArgumentException(
                "a game file is followed by its minutes, as in data/acf-games.pdn:20: " + args[i]);
          }
          files.put(
              Path.of(args[i].substring(0, colon)),
              Double.parseDouble(args[i].substring(colon + 1)));
        }
      }
    }
    if (out == null || files.isEmpty()) {
      throw new IllegalArgumentException(
          "usage: --out FILE [--depth N] [--egdb DIR] FILE:MINUTES...");
    }
    EndgameDatabase endgames = egdb == null ? EndgameDatabase.NONE : FileDatabase.open(egdb);
    try (Engine engine = Engines.create(endgames)) {
      engine.setOption("book", "false");
      engine.setOption("hash", "16");
      new Run(new PuzzleMiner(engine, endgames, depth), out, stride, offset, until).mine(files);
    }
  }

  /** One run of the miner over files, resuming where the last one stopped. */
  private static final class Run {
    private final PuzzleMiner miner;
    private final Path out;
    private final Path progress;
    private final Set<Long> seen = new HashSet<>();
    private final Map<String, Integer> done = new LinkedHashMap<>();
    private final Map<Rejection, Integer> counts = new EnumMap<>(Rejection.class);
    private final int stride;
    private final int offset;
    private final int until;
    private final Set<String> solutionsOfTheGame = new HashSet<>();
    private int nextId = 1;
    private int count;
    private int candidates;

    Run(PuzzleMiner miner, Path out, int stride, int offset, int until) throws IOException {
      this.miner = miner;
      this.stride = stride;
      this.offset = offset;
      this.until = until;
      this.out = out;
      this.progress = Path.of(out + ".progress");
      if (Files.exists(out)) {
        for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
          if (!line.isBlank() && !line.startsWith("#")) {
            Puzzle puzzle = Puzzle.parse(line);
            seen.add(puzzle.start().hash());
            nextId = Math.max(nextId, Integer.parseInt(puzzle.id().substring(1)) + 1);
            count++;
          }
        }
      }
      if (Files.exists(progress)) {
        for (String line : Files.readAllLines(progress, StandardCharsets.UTF_8)) {
          String[] fields = line.split("\t");
          done.put(fields[0], Integer.parseInt(fields[1]));
        }
      }
    }

    void mine(Map<Path, Double> files) throws IOException {
      long started = System.nanoTime();
      for (Map.Entry<Path, Double> file : files.entrySet()) {
        String name = file.getKey().getFileName().toString();
        String key = stride == 1 ? name : name + " every " + stride + " from " + (offset + 1);
        long deadline = System.nanoTime() + (long) (file.getValue() * 60e9);
        int skip = done.getOrDefault(key, 0);
        try (BufferedWriter writer =
            Files.newBufferedWriter(
                out,
                StandardCharsets.UTF_8,
                StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
          PdnGames.read(
              file.getKey(),
              read -> {
                if (read.number() <= skip
                    || (read.number() - 1) % stride != offset
                    || count >= until
                    || System.nanoTime() > deadline) {
                  return;
                }
                try {
                  game(name, read, writer);
                  writer.flush();
                  done.put(key, read.number());
                  saveProgress();
                } catch (IOException e) {
                  throw new java.io.UncheckedIOException(e);
                }
              });
        }
        System.err.printf(
            Locale.ROOT,
            "%s: done to game %d; %d candidates, %d puzzles in all, %s; %s%n",
            key,
            done.getOrDefault(key, 0),
            candidates,
            count,
            Duration.ofNanos(System.nanoTime() - started).withNanos(0),
            counts);
      }
    }

    private void game(String name, ReadGame read, BufferedWriter writer) throws IOException {
      PdnGame game = read.game();
      List<Move> moves = game.moves();
      if (!read.isClean()) {
        return;
      }
      Position at = game.start();
      List<Position> positions = new ArrayList<>();
      for (Move move : moves) {
        positions.add(at);
        at = at.play(move);
      }
      int skipTo = -1;
      solutionsOfTheGame.clear();
      for (int ply = 0; ply < moves.size(); ply++) {
        Position position = positions.get(ply);
        if (ply > skipTo) {
          Optional<Puzzle> puzzle = candidate(position, source(name, read, ply, ""), writer);
          if (puzzle.isPresent()) {
            skipTo = ply + puzzle.get().solution().size();
          }
        }
        Move played = moves.get(ply);
        for (Move other : position.legalMoves()) {
          if (!other.equals(played)) {
            String instead =
                " with "
                    + MoveText.format(position, other)
                    + " instead of "
                    + MoveText.format(position, played);
            candidate(position.play(other), source(name, read, ply + 1, instead), writer);
          }
        }
      }
      if (read.number() % 100 == 0) {
        System.err.printf(
            Locale.ROOT,
            "%s game %d: %d candidates, %d puzzles; %s%n",
            name,
            read.number(),
            candidates,
            count,
            counts);
      }
    }

    private Optional<Puzzle> candidate(Position position, String source, BufferedWriter writer)
        throws IOException {
      Rejection quick = check(position);
      if (quick != Rejection.NONE) {
        counts.merge(quick, 1, Integer::sum);
        return Optional.empty();
      }
      if (!seen.add(position.hash())) {
        counts.merge(Rejection.DUPLICATE, 1, Integer::sum);
        return Optional.empty();
      }
      candidates++;
      String id = String.format(Locale.ROOT, "p%04d", nextId);
      Optional<Puzzle> puzzle = miner.examine(position, id, source);
      counts.merge(miner.lastRejection(), 1, Integer::sum);
      if (puzzle.isPresent()
          && !solutionsOfTheGame.add(String.join(" ", puzzle.get().solution()))) {
        counts.merge(Rejection.DUPLICATE, 1, Integer::sum);
        return Optional.empty();
      }
      if (puzzle.isPresent()) {
        writer.write(puzzle.get().format());
        writer.newLine();
        nextId++;
        count++;
      }
      return puzzle;
    }

    private static String source(String name, ReadGame read, int ply, String instead) {
      PdnGame game = read.game();
      StringBuilder text = new StringBuilder(name).append(" game ").append(read.number());
      String white = game.tag("White").orElse("?");
      String black = game.tag("Black").orElse("?");
      if (!white.equals("?") || !black.equals("?")) {
        text.append(" (").append(black).append(" - ").append(white);
        game.tag("Event").ifPresent(event -> text.append(", ").append(event));
        text.append(')');
      }
      return text.append(" after ply ").append(ply).append(instead).toString().replace('\t', ' ');
    }

    private void saveProgress() throws IOException {
      StringBuilder text = new StringBuilder();
      done.forEach((file, game) -> text.append(file).append('\t').append(game).append('\n'));
      Files.writeString(progress, text, StandardCharsets.UTF_8);
    }
  }
}
