package org.crownhead.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.ReadGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code crownhead losses}: where a player's lost games were lost. For each game of a PDN file that
 * the named player lost, {@link LossFinder} finds the deciding move; the command prints one line
 * per game, then the count of losses by phase and by kind.
 */
@Command(
    name = "losses",
    header = "Find the move that lost each of a player's lost games, and sort the losses.",
    customSynopsis = {
      "crownhead losses --pdn FILE --player NAME [--time T | --depth D] [--quick-nodes N]",
      "                        [--threshold P] [--egdb DIR] [--hash MB]"
    },
    description = {
      "Reads the games of a PDN file, keeps those the player (named in the Black or White tag; "
          + "part of the name is enough, case does not matter) lost, and replays each with a deep "
          + "search, from the end backwards, reading the endgame databases when they are built. "
          + "The deciding move is the loser's last move from a position the deep search still "
          + "held above -P for the loser (--threshold, a man is 100; default 50): after it, every "
          + "position the loser had to move in was judged worse.",
      "",
      "Each deciding move is sorted by phase (endgame: 10 pieces or fewer; opening: the first 20 "
          + "plies of the game; middle game: the rest) and by kind: a missed shot when the "
          + "winner's best reply wins a piece or more within 10 plies, ending technique in the "
          + "endgame otherwise, bad structure before it. A short search of the same position "
          + "(--quick-nodes, about a fast game's move) shows whether the engine would have seen "
          + "the danger at that speed.",
      "",
      "Prints a line per lost game (ply, move number, move played, deep score before and after "
          + "it for the loser, the deep search's move, the short search's score, pieces, phase, "
          + "kind, the winner's reply line), then the counts by phase and kind. Progress goes "
          + "to standard error.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:done", "2:bad command line or file"},
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead losses --pdn cake-match.pdn --player crownhead",
      "  crownhead losses --pdn games.pdn --player Crownhead --depth 20 --threshold 80"
    })
final class LossesCommand extends CrownheadCommand {
  static final Duration DEFAULT_TIME = Duration.ofSeconds(1);
  static final long DEFAULT_QUICK_NODES = 600_000;
  static final int DEFAULT_THRESHOLD = 50;

  @Mixin EndgamesOption endgames;

  @Option(names = "--pdn", paramLabel = "FILE", required = true, description = "The games.")
  Path pdn;

  @Option(
      names = "--player",
      paramLabel = "NAME",
      required = true,
      description = "Whose losses to find: part of the name in the Black or White tag.")
  String player;

  @Option(
      names = "--time",
      paramLabel = "T",
      converter = Durations.Converter.class,
      description = "The deep search of each position: this long (default: 1s).")
  Duration time;

  @Option(
      names = "--depth",
      paramLabel = "D",
      description = "The deep search of each position: to this depth instead.")
  Integer depth;

  @Option(
      names = "--quick-nodes",
      paramLabel = "N",
      description = "Nodes of the short search (default: " + DEFAULT_QUICK_NODES + ").")
  Long quickNodes;

  @Option(
      names = "--threshold",
      paramLabel = "P",
      description =
          "Points below 0 from which a position counts as lost (default: "
              + DEFAULT_THRESHOLD
              + ").")
  Integer threshold;

  @Option(
      names = "--hash",
      paramLabel = "MB",
      description = "Transposition table size in megabytes (default: 256).")
  Integer hash;

  @Override
  public Integer call() throws IOException {
    if (time != null && depth != null) {
      throw usage("give only one of --time and --depth");
    }
    if (depth != null && (depth < 1 || depth > AnalyzeCommand.MAX_DEPTH)) {
      throw usage("--depth must be from 1 to " + AnalyzeCommand.MAX_DEPTH + ", not " + depth);
    }
    if (quickNodes != null && quickNodes < 1) {
      throw usage("--quick-nodes must be at least 1, not " + quickNodes);
    }
    if (threshold != null && threshold < 1) {
      throw usage("--threshold must be at least 1 point, not " + threshold);
    }
    if (player.isBlank()) {
      throw usage("--player must name a player");
    }
    if (!Files.isRegularFile(pdn) || !Files.isReadable(pdn)) {
      throw new IllegalArgumentException("cannot read " + pdn + ": no such readable file");
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<ReadGame> games = new ArrayList<>();
    PdnGames.read(pdn, games::add);
    Limits deep =
        depth != null ? Limits.depth(depth) : Limits.moveTime(time != null ? time : DEFAULT_TIME);
    Limits quick = Limits.nodes(quickNodes != null ? quickNodes : DEFAULT_QUICK_NODES);
    int points = threshold != null ? threshold : DEFAULT_THRESHOLD;
    String name = player.strip().toLowerCase(Locale.ROOT);
    Map<LossFinder.Phase, Map<LossFinder.Kind, Integer>> counts =
        new EnumMap<>(LossFinder.Phase.class);
    for (LossFinder.Phase phase : LossFinder.Phase.values()) {
      counts.put(phase, new EnumMap<>(LossFinder.Kind.class));
    }
    int lost = 0;
    int seenQuickly = 0;
    try (Engine engine = Engines.create(endgames.open(err))) {
      engine.setOption("book", "false");
      engine.setOption("hash", Integer.toString(hash != null ? hash : 256));
      LossFinder finder = new LossFinder(engine, deep, quick, points);
      out.println(
          "game  ply  move       played   before    after  deep best  quick  pieces  phase"
              + "        kind              winner's line");
      for (ReadGame read : games) {
        PdnGame game = read.game();
        Optional<Colour> loser = loserIfPlayer(game, name);
        if (loser.isEmpty() || !read.isClean()) {
          continue;
        }
        lost++;
        int number = read.number();
        Optional<LossFinder.Loss> found =
            finder.find(
                game,
                loser.get(),
                ply -> {
                  if (main.terminal()) {
                    err.print("\rgame " + number + ", ply " + ply + "    ");
                    err.flush();
                  }
                });
        if (main.terminal()) {
          err.print("\r" + " ".repeat(30) + "\r");
          err.flush();
        }
        if (found.isEmpty()) {
          continue;
        }
        LossFinder.Loss loss = found.get();
        counts.get(loss.phase()).merge(loss.kind(), 1, Integer::sum);
        if (loss.quickScore() <= -points) {
          seenQuickly++;
        }
        out.printf(
            Locale.ROOT,
            "%4d  %3d  %-9s  %-7s  %7s  %7s  %-9s  %5s  %6d  %-11s  %-16s  %s%n",
            number,
            loss.ply(),
            AnalyzeCommand.moveLabel(game.start(), loss.ply()),
            MoveText.format(loss.position(), loss.played()),
            Score.format(loss.before()),
            Score.format(loss.after()),
            loss.best().map(m -> MoveText.format(loss.position(), m)).orElse("-"),
            Score.format(loss.quickScore()),
            loss.position().count(Colour.BLACK) + loss.position().count(Colour.WHITE),
            loss.phase().label,
            loss.kind().label,
            lineText(loss.position().play(loss.played()), loss.refutation(), 12));
        out.flush();
      }
    }
    out.println();
    out.println("Lost games of " + player + ": " + lost);
    out.printf(
        Locale.ROOT,
        "%-12s %12s %14s %17s %6s%n",
        "phase",
        "missed shot",
        "bad structure",
        "ending technique",
        "all");
    for (LossFinder.Phase phase : LossFinder.Phase.values()) {
      Map<LossFinder.Kind, Integer> row = counts.get(phase);
      int all = row.values().stream().mapToInt(Integer::intValue).sum();
      out.printf(
          Locale.ROOT,
          "%-12s %12d %14d %17d %6d%n",
          phase.label,
          row.getOrDefault(LossFinder.Kind.MISSED_SHOT, 0),
          row.getOrDefault(LossFinder.Kind.BAD_STRUCTURE, 0),
          row.getOrDefault(LossFinder.Kind.ENDING_TECHNIQUE, 0),
          all);
    }
    out.println(
        "The short search already saw the deciding position as lost in "
            + seenQuickly
            + " of them (the move was played with the danger in sight).");
    out.flush();
    return Main.OK;
  }

  /** The colour the player had in a game they lost, or empty. */
  private static Optional<Colour> loserIfPlayer(PdnGame game, String name) {
    Optional<Colour> winner = game.result().winner();
    if (winner.isEmpty()) {
      return Optional.empty();
    }
    Colour loser = winner.get().opponent();
    String tag = game.tag(loser == Colour.BLACK ? "Black" : "White").orElse("");
    return tag.toLowerCase(Locale.ROOT).contains(name) ? Optional.of(loser) : Optional.empty();
  }

  private static String lineText(Position from, List<Move> line, int most) {
    StringBuilder text = new StringBuilder();
    Position at = from;
    for (int i = 0; i < line.size() && i < most; i++) {
      if (text.length() > 0) {
        text.append(' ');
      }
      text.append(MoveText.format(at, line.get(i)));
      at = at.play(line.get(i));
    }
    return text.toString();
  }
}
