package org.crownhead.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code crownhead play}: a game for two people at one terminal, saved as PDN as it goes. */
@Command(
    name = "play",
    sortOptions = false,
    header = "Play a game for two people at this terminal.",
    synopsisHeading = "%nUsage: ",
    descriptionHeading = "%n",
    parameterListHeading = "%nParameters:%n",
    optionListHeading = "%nOptions:%n",
    description = {
      "Plays a game of checkers between two people at this terminal.",
      "",
      "The board is drawn with Black's side (squares 1-12) at the top; empty dark squares show "
          + "their numbers, pieces show as b/B (Black man/king) and w/W (White man/king). The "
          + "players type moves in PDN move text (11-15, 15x24, or a multi-jump's whole path "
          + "such as 15x24x31) and commands: moves, undo (or takeback), draw, resign, fen, flip, "
          + "board, help, quit.",
      "",
      "The game ends by the rules (a side with no legal move loses; threefold repetition and "
          + "the 40-move rule draw), by agreement or resignation, or unfinished by quit or at the "
          + "end of the input. It is saved as PDN after every move and at the end."
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead play --black Ann --white Bob --out club.pdn",
      "  crownhead play --fen \"W:W18,K27:B14,K2\" --flip",
      "  printf '11-15\\n23-19\\n' | crownhead play --out opening.pdn"
    })
final class PlayCommand implements Callable<Integer> {
  private static final DateTimeFormatter FILE_STAMP =
      DateTimeFormatter.ofPattern("'crownhead-'yyyyMMdd-HHmmss'.pdn'");
  private static final DateTimeFormatter PDN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

  @Spec CommandSpec spec;

  @ParentCommand Main main;

  @Mixin HelpOption help;

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
      names = "--flip",
      description = "Draw the board turned round, Black's side at the bottom (see also: flip).")
  boolean flip;

  @Override
  public Integer call() throws Exception {
    Position start = fen == null ? Position.initial() : Position.fromFen(fen);
    LocalDateTime now = LocalDateTime.now();
    Path file = out != null ? out : Path.of(defaultFileName(now));
    checkFolder(file);
    Map<Colour, String> names = new EnumMap<>(Colour.class);
    putName(names, Colour.BLACK, black);
    putName(names, Colour.WHITE, white);
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Casual game");
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
            new Game(start),
            names,
            input,
            output,
            spec.commandLine().getErr(),
            new GameFile(file, tags),
            main.colours(),
            !main.terminal(),
            flip);
    return game.play();
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

  private static void checkFolder(Path file) {
    Path absolute = file.toAbsolutePath();
    Path folder = absolute.getParent();
    if (Files.isDirectory(absolute)) {
      throw new IllegalArgumentException("--out " + file + " is a folder; give a file name");
    }
    if (folder == null || !Files.isDirectory(folder)) {
      throw new IllegalArgumentException(
          "cannot save the game to " + file + ": there is no folder " + folder);
    }
    if (!Files.isWritable(folder)) {
      throw new IllegalArgumentException(
          "cannot save the game to " + file + ": the folder " + folder + " is not writable");
    }
  }
}
