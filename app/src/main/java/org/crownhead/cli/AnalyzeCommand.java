package org.crownhead.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.crownhead.core.Colour;
import org.crownhead.core.Fen;
import org.crownhead.core.MalformedNotationException;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.EngineOption;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchInfo;
import org.crownhead.engine.SearchResult;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.pdn.PdnError;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnWriter;
import org.crownhead.pdn.ReadGame;
import org.crownhead.review.MoveClass;
import org.crownhead.review.Review;
import org.crownhead.review.ReviewPdn;
import org.crownhead.review.Reviewer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code crownhead analyze}: the engine's view of a position, iteration by iteration, or every move
 * of a PDN file annotated with the engine's best move, scores and marks for mistakes.
 */
@Command(
    name = "analyze",
    aliases = "analyse",
    header = "Analyse a position, or annotate the games of a PDN file, with the engine.",
    customSynopsis = {
      "crownhead analyze [--fen FEN] [--time T | --depth D | --nodes N]",
      "                         [--threads N] [--hash MB]",
      "       crownhead analyze --pdn FILE [--out FILE] [--review | --mistake P --blunder P]",
      "                         [--time T | --depth D | --nodes N] [--threads N]",
      "                         [--hash MB]"
    },
    description = {
      "With --fen (or nothing: the starting position), searches the position and prints a line "
          + "each time the search completes a depth: the depth, the score, the nodes searched, "
          + "nodes per second, the time in seconds and the principal variation (the line the "
          + "engine expects), then the best move. Scores are for the side to move, in men (a man "
          + "is 1.00), or 'win in N' / 'loss in N' moves of the side to move. The search takes 5 "
          + "seconds unless --time, --depth or --nodes says otherwise.",
      "",
      "With --pdn, annotates every move of every game of the file: a comment such as {best "
          + "11-15 +0.20; played -1.30} gives the engine's best move and its score, and the "
          + "score of the move played when it differs (searched after that move one ply less "
          + "deep, so that both are seen to the same horizon), in men for the side that moves; "
          + "a forced move gets {only move +0.20}. A move that loses more than --mistake points "
          + "(a man is 100) is marked ?, more than --blunder points ??. Each position is searched "
          + "to depth 10, for at most a second, unless --time, --depth or --nodes says otherwise. "
          + "The games, with their own comments and variations, go to --out. A damaged game is "
          + "annotated as far as it replays and its errors are reported on standard error; a game "
          + "whose FEN cannot be read is left out. Progress goes to standard error.",
      "",
      "With --pdn and --review, reviews every game as the browser app's Review does: every "
          + "position is searched once (depth 12, at most a second, unless limits are given), "
          + "each move is classified by the share of the expected score it gave away (best, "
          + "good, inaccuracy ?!, mistake ?, blunder ??; exactly, by the endgame databases, "
          + "where they hold the position), and commented like {mistake -0.45; best 11-15 "
          + "+0.10: 11-15 22-18 15x22}; each game gets a comment with both sides' accuracy. "
          + "See docs/review.md.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done (a position with no legal move is lost, not an error)",
      "1:some games of the PDN file have errors (the rest is annotated)",
      "2:bad command line, FEN or file"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead analyze --depth 16",
      "  crownhead analyze --fen \"W:W18,K27:B14,K2\" --time 10s --threads 2",
      "  crownhead analyze --pdn games.pdn --out games-annotated.pdn --depth 12",
      "  crownhead analyze --pdn mygame.pdn --review"
    })
final class AnalyzeCommand extends CrownheadCommand {
  /** How long a position is searched when no limit is given. */
  static final Duration DEFAULT_TIME = Duration.ofSeconds(5);

  /** How deep each position of a PDN file is searched when no limit is given. */
  static final int DEFAULT_PDN_DEPTH = 10;

  /** How deep each position of a reviewed game is searched when no limit is given. */
  static final int DEFAULT_REVIEW_DEPTH = 12;

  /** The most time a position of a PDN file is given when no limit is given. */
  static final Duration DEFAULT_PDN_TIME = Duration.ofSeconds(1);

  static final int MAX_DEPTH = 100;
  static final int DEFAULT_MISTAKE = 50;
  static final int DEFAULT_BLUNDER = 150;

  /** A PDN file being annotated is saved at most this often, and at the end. */
  private static final long SAVE_EVERY_NANOS = 10_000_000_000L;

  @Mixin EndgamesOption endgames;

  @Option(
      names = "--fen",
      paramLabel = "FEN",
      description = "The position to analyse, in PDN FEN (default: the starting position).")
  String fen;

  @Option(
      names = "--pdn",
      paramLabel = "FILE",
      description = "Annotate the games of this PDN file instead.")
  Path pdn;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description =
          "Where to write the annotated games (default: the PDN file's name with -annotated "
              + "before its extension). An existing file is replaced.")
  Path out;

  @Option(
      names = "--time",
      paramLabel = "T",
      converter = Durations.Converter.class,
      description =
          "Search each position this long: 5s, 0.2s, 200ms, 2m (a bare number is seconds).")
  Duration time;

  @Option(
      names = "--depth",
      paramLabel = "D",
      description = "Search each position to this depth in plies, 1 to " + MAX_DEPTH + ".")
  Integer depth;

  @Option(
      names = "--nodes",
      paramLabel = "N",
      description = "Search each position this many nodes.")
  Long nodes;

  @Option(
      names = "--mistake",
      paramLabel = "P",
      description =
          "With --pdn: mark a move ? when it loses more than P points (a man is 100; default: "
              + DEFAULT_MISTAKE
              + ").")
  Integer mistake;

  @Option(
      names = "--blunder",
      paramLabel = "P",
      description =
          "With --pdn: mark a move ?? when it loses more than P points (default: "
              + DEFAULT_BLUNDER
              + ").")
  Integer blunder;

  @Option(
      names = "--review",
      description =
          "With --pdn: review the games (classify every move, accuracy per side) instead of "
              + "marking mistakes by points.")
  boolean review;

  @Option(names = "--threads", paramLabel = "N", description = "Search threads (default: 1).")
  Integer threads;

  @Option(
      names = "--hash",
      paramLabel = "MB",
      description = "Transposition table size in megabytes (default: the engine's, 64).")
  Integer hash;

  @Override
  public Integer call() throws IOException {
    check();
    EndgameDatabase databases = endgames.open(spec.commandLine().getErr());
    try (Engine engine = Engines.create(databases)) {
      engine.setOption("book", "false"); // analysis searches every position
      if (threads != null) {
        set(engine, "threads", threads, "--threads");
      }
      if (hash != null) {
        set(engine, "hash", hash, "--hash");
      }
      return pdn != null ? annotate(engine, databases) : analyse(engine);
    }
  }

  private void check() {
    if (pdn != null && fen != null) {
      throw usage("--fen and --pdn cannot be used together");
    }
    if (pdn == null && (out != null || mistake != null || blunder != null || review)) {
      throw usage("--out, --review, --mistake and --blunder go with --pdn");
    }
    if (review && (mistake != null || blunder != null)) {
      throw usage("--review classifies moves by itself: --mistake and --blunder do not go with it");
    }
    int limits = (time != null ? 1 : 0) + (depth != null ? 1 : 0) + (nodes != null ? 1 : 0);
    if (limits > 1) {
      throw usage("give only one of --time, --depth and --nodes");
    }
    if (depth != null && (depth < 1 || depth > MAX_DEPTH)) {
      throw usage("--depth must be from 1 to " + MAX_DEPTH + ", not " + depth);
    }
    if (nodes != null && nodes < 1) {
      throw usage("--nodes must be at least 1, not " + nodes);
    }
    if (mistake != null && mistake < 1) {
      throw usage("--mistake must be at least 1 point, not " + mistake);
    }
    if (blunder != null && blunder < mistakeThreshold()) {
      throw usage(
          "--blunder ("
              + blunder
              + ") must be at least the --mistake threshold ("
              + mistakeThreshold()
              + ")");
    }
    if (blunder == null && mistake != null && mistake > DEFAULT_BLUNDER) {
      throw usage(
          "--mistake ("
              + mistake
              + ") must not be more than the --blunder threshold ("
              + DEFAULT_BLUNDER
              + ")");
    }
  }

  private int mistakeThreshold() {
    return mistake != null ? mistake : DEFAULT_MISTAKE;
  }

  private int blunderThreshold() {
    return blunder != null ? blunder : DEFAULT_BLUNDER;
  }

  /** Sets an engine setting from an option, checking it against the range the engine gives. */
  private void set(Engine engine, String setting, long value, String option) {
    for (EngineOption known : engine.options()) {
      if (known.name().equals(setting)
          && known.kind() == EngineOption.Kind.SPIN
          && (value < known.min() || value > known.max())) {
        throw usage(
            option + " must be from " + known.min() + " to " + known.max() + ", not " + value);
      }
    }
    engine.setOption(setting, Long.toString(value));
  }

  /** The limits the options give, or the default ones. */
  private Limits limits(Limits otherwise) {
    if (time != null) {
      return Limits.moveTime(time);
    }
    if (depth != null) {
      return Limits.depth(depth);
    }
    if (nodes != null) {
      return Limits.nodes(nodes);
    }
    return otherwise;
  }

  // ---- one position

  private int analyse(Engine engine) {
    Position position = Boards.read(fen);
    PrintWriter output = spec.commandLine().getOut();
    Limits limits = limits(Limits.moveTime(DEFAULT_TIME));
    output.println(
        "Position: "
            + (position.equals(Position.initial()) ? "the starting position" : position.toFen())
            + " ("
            + position.turn().displayName()
            + " to move)");
    if (!position.hasLegalMove()) {
      Colour turn = position.turn();
      output.println(
          turn.displayName()
              + " has no legal move: "
              + turn.displayName()
              + " has lost, "
              + turn.opponent().displayName()
              + " wins.");
      return Main.OK;
    }
    if (position.legalMoves().size() == 1) {
      output.println(
          "Best move: "
              + MoveText.format(position, position.legalMoves().get(0))
              + " (the only legal move)");
      return Main.OK;
    }
    output.println("Engine: " + engine.name() + ", " + settings(engine));
    output.println("Limits: " + limits);
    output.println();
    String format = "%5s  %10s  %12s  %10s  %8s  %s%n";
    output.printf(Locale.ROOT, format, "depth", "score", "nodes", "nodes/s", "time", "pv");
    output.flush();
    engine.setPosition(position);
    SearchResult result =
        engine.think(
            limits,
            info -> {
              output.printf(
                  Locale.ROOT,
                  format,
                  info.depth(),
                  Score.format(info.score()),
                  info.nodes(),
                  info.nodesPerSecond(),
                  seconds(info),
                  info.pvText());
              output.flush();
            });
    output.println();
    SearchInfo last = result.info();
    output.println(
        "Best move: "
            + MoveText.format(position, result.bestMove().orElseThrow())
            + " (score "
            + Score.format(last.score())
            + ", depth "
            + last.depth()
            + ", "
            + last.nodes()
            + " nodes in "
            + seconds(last)
            + " s)");
    return Main.OK;
  }

  private static String settings(Engine engine) {
    String threadCount = "1";
    String hashSize = "?";
    for (EngineOption option : engine.options()) {
      if (option.name().equals("threads")) {
        threadCount = option.value();
      } else if (option.name().equals("hash")) {
        hashSize = option.value();
      }
    }
    return threadCount
        + (threadCount.equals("1") ? " thread, " : " threads, ")
        + hashSize
        + " MB hash";
  }

  private static String seconds(SearchInfo info) {
    return String.format(Locale.ROOT, "%.3f", info.elapsed().toNanos() / 1e9);
  }

  // ---- a PDN file

  private int annotate(Engine engine, EndgameDatabase databases) throws IOException {
    PrintWriter output = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    String name = spec.qualifiedName();
    checkReadable(pdn);
    Path target = out != null ? out : annotatedName(pdn);
    GameFile.checkWritable(target, "--out", "write");
    List<ReadGame> games = new ArrayList<>();
    PdnGames.read(pdn, games::add);
    Limits limits =
        limits(
            Limits.depth(review ? DEFAULT_REVIEW_DEPTH : DEFAULT_PDN_DEPTH)
                .withMoveTime(DEFAULT_PDN_TIME));
    PdnAnnotator annotator =
        new PdnAnnotator(engine, limits, mistakeThreshold(), blunderThreshold());
    Reviewer reviewer = new Reviewer(engine, databases, limits);
    ProgressLine progress = new ProgressLine(err, main.terminal());
    StringBuilder text = new StringBuilder();
    PdnWriter writer = new PdnWriter(text);
    int annotated = 0;
    int damaged = 0;
    int skipped = 0;
    long plies = 0;
    long mistakes = 0;
    long blunders = 0;
    long saved = System.nanoTime();
    for (ReadGame read : games) {
      String which = "game " + read.number() + " of " + games.size();
      for (PdnError error : read.errors()) {
        progress.note(name + ": " + error);
      }
      if (!read.isClean()) {
        damaged++;
      }
      if (!fenReadable(read.game())) {
        progress.note(name + ": " + which + " is left out: its FEN tag cannot be read");
        skipped++;
        continue;
      }
      PdnGame game = read.game();
      String replays = read.isClean() ? "" : " (as far as it replays)";
      Done done;
      if (review) {
        Review result =
            reviewer.review(
                game.start(),
                game.moves(),
                n -> progress.show(which + ", position " + n + " of " + (game.plies() + 1)));
        done =
            new Done(
                ReviewPdn.annotate(game, result),
                game.plies(),
                result.black().count(MoveClass.MISTAKE) + result.white().count(MoveClass.MISTAKE),
                result.black().count(MoveClass.BLUNDER) + result.white().count(MoveClass.BLUNDER),
                " reviewed"
                    + replays
                    + "; "
                    + result.black().text()
                    + "; "
                    + result.white().text());
      } else {
        PdnAnnotator.Annotated result =
            annotator.annotate(
                game, ply -> progress.show(which + ", move " + moveLabel(game.start(), ply)));
        done =
            new Done(
                result.game(),
                result.plies(),
                result.mistakes(),
                result.blunders(),
                " annotated"
                    + replays
                    + ", "
                    + count(result.blunders(), "blunder")
                    + ", "
                    + count(result.mistakes(), "mistake"));
      }
      writer.write(done.game());
      annotated++;
      plies += done.plies();
      mistakes += done.mistakes();
      blunders += done.blunders();
      progress.note(which + ": " + count(done.plies(), "ply", "plies") + done.summary());
      if (System.nanoTime() - saved >= SAVE_EVERY_NANOS) {
        GameFile.write(target, text.toString());
        saved = System.nanoTime();
      }
    }
    progress.clear();
    GameFile.write(target, text.toString());
    output.println(
        (review ? "Reviewed " : "Annotated ")
            + count(annotated, "game")
            + ", "
            + count(plies, "ply", "plies")
            + ": "
            + count(blunders, "blunder")
            + ", "
            + count(mistakes, "mistake")
            + (skipped > 0 ? "; " + count(skipped, "game") + " left out" : "")
            + ". Written to "
            + target
            + ".");
    if (damaged > 0) {
      output.println(count(damaged, "game") + " had errors; see the messages above.");
    }
    output.flush();
    return damaged > 0 ? Main.PROBLEMS : Main.OK;
  }

  /** A game annotated or reviewed: what is written, its counts and its line on standard error. */
  private record Done(PdnGame game, int plies, int mistakes, int blunders, String summary) {}

  /** {@code games.pdn} → {@code games-annotated.pdn}; {@code games} → {@code games-annotated}. */
  static Path annotatedName(Path file) {
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String annotated =
        dot > 0 ? name.substring(0, dot) + "-annotated" + name.substring(dot) : name + "-annotated";
    return file.resolveSibling(annotated);
  }

  /**
   * The move number of a ply (from 0) in PDN: {@code 12.} for Black's, {@code 12...} for White's.
   */
  static String moveLabel(Position start, int ply) {
    int plies = ply + (start.turn() == Colour.WHITE ? 1 : 0);
    return (plies / 2 + 1) + (plies % 2 == 0 ? "." : "...");
  }

  private static boolean fenReadable(PdnGame game) {
    String tag = game.tags().get("FEN");
    if (tag == null) {
      return true;
    }
    try {
      Fen.parse(tag);
      return true;
    } catch (MalformedNotationException e) {
      return false;
    }
  }

  private static void checkReadable(Path file) {
    if (Files.isDirectory(file)) {
      throw new IllegalArgumentException("cannot read " + file + ": it is a folder");
    }
    if (!Files.exists(file)) {
      throw new IllegalArgumentException("cannot read " + file + ": no such file");
    }
    if (!Files.isReadable(file)) {
      throw new IllegalArgumentException("cannot read " + file + ": permission denied");
    }
  }

  private static String count(long n, String singular) {
    return count(n, singular, singular + "s");
  }

  private static String count(long n, String singular, String plural) {
    return n + " " + (n == 1 ? singular : plural);
  }
}
