package org.crownhead.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Position;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Level;
import org.crownhead.engine.egdb.EndgameDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code crownhead play}: a game at one terminal, for two people or against the engine, saved as
 * PDN as it goes.
 */
@Command(
    name = "play",
    header = "Play a game at this terminal, for two people or against the engine.",
    parameterListHeading = "%nParameters:%n",
    description = {
      "Plays a game of checkers at this terminal: between two people, or against the engine "
          + "with --engine.",
      "",
      "The board is drawn with Black's side (squares 1-12) at the top; empty dark squares show "
          + "their numbers, pieces show as b/B (Black man/king) and w/W (White man/king). The "
          + "players type moves in PDN move text (11-15, 15x24, or a multi-jump's whole path "
          + "such as 15x24x31) and commands: moves, undo (or takeback), draw, hint, eval, resign, "
          + "fen, flip, board, help, quit.",
      "",
      "Against the engine, its moves are announced with its score (in men, for the side that "
          + "moves). Taking back takes back your last move and the engine's reply. The engine "
          + "answers a draw offer at once: it accepts when its score after a short search is at "
          + "most +0.25 for itself (the game looks drawn, or it stands worse), and declines "
          + "otherwise. hint and eval ask the engine at full strength, for at most a second.",
      "",
      "The game ends by the rules (a side with no legal move loses; threefold repetition and "
          + "the 40-move rule draw), by agreement or resignation, or unfinished by quit or at the "
          + "end of the input. It is saved as PDN after every move and at the end."
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead play --black Ann --white Bob --out club.pdn",
      "  crownhead play --engine white --level casual --black Ann",
      "  crownhead play --fen \"W:W18,K27:B14,K2\" --flip",
      "  printf '11-15\\n23-19\\n' | crownhead play --out opening.pdn"
    })
final class PlayCommand extends CrownheadCommand {
  private static final DateTimeFormatter FILE_STAMP =
      DateTimeFormatter.ofPattern("'crownhead-'yyyyMMdd-HHmmss'.pdn'");
  private static final DateTimeFormatter PDN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

  /** The engine's levels, weakest first, as {@link Level#labels()} gives them. */
  static final String LEVELS = "beginner, novice, casual, club, strong, expert, maximum";

  @Mixin EndgamesOption endgames;

  @Option(
      names = "--fen",
      paramLabel = "FEN",
      description = "The position to start from, in PDN FEN (default: the starting position).")
  String fen;

  @Option(
      names = "--black",
      paramLabel = "NAME",
      description = "The name of the player of Black (moves first).")
  String black;

  @Option(names = "--white", paramLabel = "NAME", description = "The name of the player of White.")
  String white;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description =
          "Where to save the game as PDN (default: crownhead-YYYYMMDD-HHMMSS.pdn in the "
              + "current folder). An existing file is replaced.")
  Path out;

  @Option(
      names = {"--engine", "--computer"},
      paramLabel = "SIDE",
      description = "The side the engine plays: black, white or none (default: none, two people).")
  String engine = "none";

  @Option(
      names = "--level",
      paramLabel = "LEVEL",
      description =
          "How strongly the engine plays: "
              + LEVELS
              + " (default: club). The weaker levels see fewer moves ahead; expert and maximum"
              + " play their first moves from the opening book.")
  String level = "club";

  @Option(
      names = "--time",
      paramLabel = "T",
      converter = Durations.Converter.class,
      description =
          "The most time the engine takes for a move: 2s, 0.5s, 500ms (default: 2s). The lower "
              + "levels look only a few moves ahead and answer at once.")
  Duration time = ComputerPlayer.DEFAULT_MOVE_TIME;

  @Option(
      names = "--flip",
      description = "Draw the board turned round, Black's side at the bottom (see also: flip).")
  boolean flip;

  @Override
  public Integer call() throws Exception {
    Position start = Boards.read(fen);
    Colour computerColour = computerColour();
    Level strength = Level.parse(level);
    if (computerColour != null) {
      String named = computerColour == Colour.BLACK ? black : white;
      if (named != null) {
        throw usage(
            "--"
                + computerColour.displayName().toLowerCase(Locale.ROOT)
                + " names the player of "
                + computerColour.displayName()
                + ", which the engine plays");
      }
    }
    LocalDateTime now = LocalDateTime.now();
    Path file = out != null ? out : Path.of(defaultFileName(now));
    GameFile.checkWritable(file, "--out", "save the game to");
    Map<Colour, String> names = new EnumMap<>(Colour.class);
    putName(names, Colour.BLACK, black);
    putName(names, Colour.WHITE, white);
    EndgameDatabase databases = endgames.open(spec.commandLine().getErr());
    ComputerPlayer computer = new ComputerPlayer(() -> Engines.create(databases), strength, time);
    if (computerColour != null) {
      names.put(computerColour, computer.name());
    }
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", computerColour == null ? "Casual game" : "Game against the engine");
    tags.put("Site", "Crownhead terminal");
    tags.put("Date", now.format(PDN_DATE));
    tags.put("Round", "-");
    tags.put("Black", names.getOrDefault(Colour.BLACK, "?"));
    tags.put("White", names.getOrDefault(Colour.WHITE, "?"));
    tags.put("GameType", "21");
    PrintWriter output = spec.commandLine().getOut();
    BufferedReader input =
        new BufferedReader(new InputStreamReader(main.stdin(), Charset.defaultCharset()));
    TerminalGame game =
        new TerminalGame(
            new Game(start, databases.asDrawOracle()),
            names,
            input,
            output,
            spec.commandLine().getErr(),
            new GameFile(file, tags),
            main.colours(),
            !main.terminal(),
            flip,
            computer,
            computerColour);
    try (computer) {
      return game.play();
    }
  }

  /** The side --engine names, or null for none. */
  private Colour computerColour() {
    switch (engine.strip().toLowerCase(Locale.ROOT)) {
      case "black":
        return Colour.BLACK;
      case "white":
        return Colour.WHITE;
      case "none":
        return null;
      default:
        throw usage("--engine must be black, white or none, not \"" + engine + "\"");
    }
  }

  /** The file name a game saved at a given time gets by default. */
  static String defaultFileName(LocalDateTime time) {
    return time.format(FILE_STAMP);
  }

  private static void putName(Map<Colour, String> names, Colour colour, String name) {
    if (name != null && !name.isBlank()) {
      names.put(colour, name.strip());
    }
  }
}
