package org.crownhead.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.match.EloEstimate;
import org.crownhead.match.EngineSpec;
import org.crownhead.match.Match;
import org.crownhead.match.MatchListener;
import org.crownhead.match.MatchResult;
import org.crownhead.match.MatchSettings;
import org.crownhead.match.MatchStatus;
import org.crownhead.match.Opening;
import org.crownhead.match.Openings;
import org.crownhead.match.PlayedGame;
import org.crownhead.match.Sprt;
import org.crownhead.match.TimeControl;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code crownhead match}: two engines play each other over the ACF 3-move deck. */
@Command(
    name = "match",
    header = "Play two engines against each other over the ACF 3-move deck.",
    description = {
      "Plays a match between two engines over the 156 openings of the ACF 3-move deck "
          + "(data/ballots-3move.txt, the ballots flagged CROSSBOARD or MAILPLAY). Each opening "
          + "is played twice, engine 1 taking Black in the first game and White in the second. "
          + "The report gives engine 1's wins, draws and losses, the Elo difference with 95%% "
          + "error bars, the likelihood of superiority (LOS) and the draw ratio.",
      "",
      "ENGINE is \"crownhead [SETTING=VALUE ...]\": Crownhead in this process, where eval=NAME "
          + "picks the evaluation (default, material, standard or network), name=TEXT the name in the PDN, and the other "
          + "settings go to the engine (level=LEVEL, hash=MB, threads=N); or \"hub:COMMAND "
          + "[ARGS ...]\": an engine program that speaks the Hub protocol.",
      "",
      "Each move is limited by --depth, --nodes, --time and/or --clock (the first reached "
          + "ends it). A fixed depth or node count makes the match reproducible: the same games "
          + "on any machine and under any load. Time limits do not.",
      "",
      "Games end by the rules (no legal move, threefold repetition, the 40-move rule), are "
          + "drawn at --max-plies, and with --adjudicate-win are given to a side both engines "
          + "agree is winning. An engine that plays an illegal move or no move, crashes, or "
          + "overruns its clock or its time per move loses the game; these are counted apart.",
      "",
      "Elo error bars come from the pentanomial distribution of game pairs (both games of an "
          + "opening), as fishtest computes them. --sprt runs a sequential test after each game "
          + "pair: fishtest's generalized SPRT over the pentanomial, in logistic Elo (or "
          + "model=normalized for normalized Elo), and stops when it accepts H0 or H1.",
      "",
      "Progress goes to standard error; the report to standard output. Every game is appended "
          + "to the PDN file as soon as it ends, so a stopped match loses nothing: run the same "
          + "command again with --resume to count the games in the file and play the others."
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead match --engine1 crownhead --engine2 \"crownhead eval=material\" \\",
      "      --depth 6 --concurrency 2",
      "  crownhead match --engine1 \"crownhead level=club\" --engine2 crownhead \\",
      "      --nodes 100000 --games 40 --pdn club.pdn",
      "  crownhead match --engine1 crownhead --engine2 \"hub:/opt/scan/scan hub\" \\",
      "      --clock 60+0.5 --time-margin 0.05",
      "  crownhead match --engine1 \"crownhead eval=material\" --engine2 crownhead \\",
      "      --time 0.1 --games 20000 --sprt elo0=0,elo1=5,alpha=0.05,beta=0.05",
      "  crownhead match --engine1 crownhead --engine2 crownhead --time 0.05 \\",
      "      --games 10000 --seed 51 --pdn selfplay.pdn --resume"
    })
final class MatchCommand extends CrownheadCommand {
  private static final DateTimeFormatter FILE_STAMP =
      DateTimeFormatter.ofPattern("'match-'yyyyMMdd-HHmmss'.pdn'");

  /** Games between progress lines when standard error is not a terminal. */
  static final int PROGRESS_EVERY = 10;

  @Mixin EndgamesOption endgames;

  @Option(
      names = "--engine1",
      required = true,
      paramLabel = "ENGINE",
      description = "The first engine: the one whose score is reported (see above).")
  String engine1;

  @Option(
      names = "--engine2",
      required = true,
      paramLabel = "ENGINE",
      description = "The second engine, its opponent.")
  String engine2;

  @Option(
      names = "--depth",
      paramLabel = "PLIES",
      description = "Search each move to this depth (reproducible).")
  Integer depth;

  @Option(
      names = "--nodes",
      paramLabel = "N",
      description = "Search each move for this many nodes (reproducible).")
  Long nodes;

  @Option(
      names = "--time",
      paramLabel = "SECONDS",
      description = "Think this long on each move, such as 0.1.")
  String time;

  @Option(
      names = "--clock",
      paramLabel = "SECONDS[+INC]",
      description =
          "A game clock: each side's time for the game and the increment per move, such as"
              + " 60+0.5. Running out loses.")
  String clock;

  @Option(
      names = "--time-margin",
      paramLabel = "SECONDS",
      description =
          "How far a move may overrun the time left on a clock, or the time per move of --time,"
              + " without losing on time (default: 0). Engines run as programs may need a little,"
              + " such as 0.05.")
  String timeMargin;

  @Option(
      names = "--games",
      paramLabel = "N",
      description =
          "How many games (default: every opening twice, 312 with the ACF deck). More games"
              + " play the deck again, which at a fixed depth or node count repeats the same"
              + " games.")
  Integer games;

  @Option(
      names = "--concurrency",
      paramLabel = "N",
      description = "Games played at once, each with its own engines (default: ${DEFAULT-VALUE}).")
  int concurrency = 1;

  @Option(
      names = "--openings",
      paramLabel = "FILE",
      description =
          "A ballot file to use instead of the ACF deck: one opening a line, as in"
              + " data/ballots-3move.txt or simply the moves (9-13 22-18 6-9).")
  Path openings;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Shuffle the openings with this seed (default: deck order).")
  Long seed;

  @Option(
      names = {"--pdn", "--pgn-out"},
      paramLabel = "FILE",
      description =
          "Append the games to this PDN file (default: match-YYYYMMDD-HHMMSS.pdn in the current"
              + " folder).")
  Path pdn;

  @Option(
      names = "--resume",
      description =
          "Go on with a match that was stopped: count the games already in the --pdn file as"
              + " played and play the others. Give the engines, limits, --openings, --seed and"
              + " --event of the match that made the file; --games may be more. A last game cut"
              + " short in the file is cut off and played again.")
  boolean resume;

  @Option(
      names = "--max-plies",
      paramLabel = "N",
      description =
          "Draw a game that reaches this many plies, the opening's included"
              + " (default: ${DEFAULT-VALUE}).")
  int maxPlies = MatchSettings.DEFAULT_MAX_PLIES;

  @Option(
      names = "--adjudicate-win",
      paramLabel = "POINTS",
      description =
          "Give the game to a side when both engines report a score of at least POINTS for it"
              + " (a man is 100) for --adjudicate-moves moves in a row (default: off).")
  Integer adjudicateWin;

  @Option(
      names = "--adjudicate-moves",
      paramLabel = "N",
      description = "Moves in a row for --adjudicate-win (default: ${DEFAULT-VALUE}).")
  int adjudicateMoves = MatchSettings.DEFAULT_ADJUDICATE_MOVES;

  @Option(
      names = "--sprt",
      paramLabel = "TEST",
      description =
          "Stop early by an SPRT: elo0=E0,elo1=E1[,alpha=A,beta=B,model=logistic|normalized]"
              + " (alpha and beta default to 0.05).")
  String sprt;

  @Option(
      names = "--event",
      paramLabel = "NAME",
      description = "The PDN Event tag of the games (default: ${DEFAULT-VALUE}).")
  String event = "crownhead match";

  @Override
  public Integer call() throws Exception {
    check(games == null || games >= 1, "--games must be at least 1, not " + games);
    check(concurrency >= 1, "--concurrency must be at least 1, not " + concurrency);
    check(maxPlies >= 1, "--max-plies must be at least 1, not " + maxPlies);
    check(
        adjudicateWin == null || adjudicateWin > 0,
        "--adjudicate-win must be more than 0 points, not " + adjudicateWin);
    check(adjudicateMoves >= 1, "--adjudicate-moves must be at least 1, not " + adjudicateMoves);
    TimeControl timeControl = timeControl();
    EndgameDatabase databases = endgames.open(spec.commandLine().getErr());
    EngineSpec first = EngineSpec.parse(engine1).withEndgames(databases);
    EngineSpec second = EngineSpec.parse(engine2).withEndgames(databases);
    List<Opening> deck = openings == null ? Openings.deck() : Openings.read(openings);
    check(!resume || pdn != null, "--resume needs --pdn FILE: the file of the match to go on with");
    check(
        !resume || Files.isRegularFile(pdn),
        "--resume: there is no file " + pdn + " to go on with a match from");
    Path file = pdn != null ? pdn : Path.of(LocalDateTime.now().format(FILE_STAMP));
    GameFile.checkFolder(file, "--pdn", "save the games to");
    MatchSettings settings =
        MatchSettings.of(first, second, deck, timeControl)
            .withConcurrency(concurrency)
            .withSeed(seed)
            .withMaxPlies(maxPlies)
            .withWinAdjudication(adjudicateWin == null ? 0 : adjudicateWin, adjudicateMoves)
            .withSprt(sprt == null ? null : Sprt.parse(sprt))
            .withPdn(file)
            .withEvent(event);
    if (timeMargin != null) {
      settings = settings.withTimeMargin(TimeControl.parseSeconds(timeMargin, "--time-margin"));
    }
    if (games != null) {
      settings = settings.withGames(games);
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    MatchSettings planned = settings;
    Runnable header =
        () -> {
          out.println(
              "Match: "
                  + planned.games()
                  + (planned.games() == 1 ? " game" : " games")
                  + " of "
                  + first
                  + " against "
                  + second
                  + ", "
                  + timeControl
                  + ", "
                  + planned.concurrency()
                  + " at a time; games saved to "
                  + file);
          out.flush();
        };
    Progress progress = new Progress(err, main != null && main.terminal(), header);
    Match match = new Match(settings);
    MatchResult result = resume ? match.resume(progress) : match.run(progress);
    progress.finish();
    out.println();
    for (String line : result.report()) {
      out.println(line);
    }
    out.println("Games saved to " + file);
    out.flush();
    return Main.OK;
  }

  private TimeControl timeControl() {
    TimeControl limits = null;
    if (depth != null) {
      check(depth >= 1, "--depth must be at least 1, not " + depth);
      limits = TimeControl.ofDepth(depth);
    }
    if (nodes != null) {
      check(nodes >= 1, "--nodes must be at least 1, not " + nodes);
      limits = limits == null ? TimeControl.ofNodes(nodes) : limits.withNodes(nodes);
    }
    if (time != null) {
      Duration perMove = TimeControl.parseSeconds(time, "--time");
      check(!perMove.isZero(), "--time must be more than 0 seconds");
      limits = limits == null ? TimeControl.ofMoveTime(perMove) : limits.withMoveTime(perMove);
    }
    if (clock != null) {
      TimeControl parsed = TimeControl.parseClock(clock);
      Duration base = parsed.clock().orElseThrow();
      limits = limits == null ? parsed : limits.withClock(base, parsed.increment());
    }
    if (limits == null) {
      throw usage(
          "give a limit for each move: --depth PLIES, --nodes N, --time SECONDS or --clock"
              + " SECONDS+INC");
    }
    return limits;
  }

  private void check(boolean condition, String message) {
    if (!condition) {
      throw usage(message);
    }
  }

  /** The progress line on standard error: in place on a terminal, else every few games. */
  static final class Progress implements MatchListener {
    private final ProgressLine inPlace;
    private final Runnable header;

    Progress(PrintWriter err, boolean terminal, Runnable header) {
      this.inPlace = new ProgressLine(err, terminal);
      this.header = header;
    }

    @Override
    public void matchStarted(String engine1Label, String engine2Label) {
      header.run();
    }

    @Override
    public void matchResumed(MatchStatus status, int cutShortLine) {
      if (cutShortLine > 0) {
        inPlace.note(
            "The last game in the file, from line "
                + cutShortLine
                + " on, was cut short: it is cut off and played again.");
      }
      inPlace.note(
          "Resumed: "
              + status.played()
              + " of the "
              + status.planned()
              + " games are in the file ("
              + status.tally().summary()
              + "); "
              + (status.planned() - status.played())
              + " to play.");
    }

    @Override
    public void gameFinished(PlayedGame game, MatchStatus status) {
      String line = line(status);
      if (inPlace.onTerminal()) {
        inPlace.show(line);
      } else if (status.played() % PROGRESS_EVERY == 0 || status.played() == status.planned()) {
        inPlace.note(line);
      }
    }

    void finish() {
      inPlace.end();
    }

    static String line(MatchStatus status) {
      EloEstimate elo = status.tally().elo();
      StringBuilder text =
          new StringBuilder()
              .append("game ")
              .append(status.played())
              .append('/')
              .append(status.planned())
              .append("  ")
              .append(status.tally().summary())
              .append("  Elo ")
              .append(EloEstimate.format(elo.elo()));
      if (Double.isFinite(elo.margin())) {
        text.append(String.format(Locale.ROOT, " ± %.1f", elo.margin()));
      }
      if (status.llr() != null) {
        text.append(String.format(Locale.ROOT, "  LLR %.2f", status.llr()));
      }
      return text.toString();
    }
  }
}
