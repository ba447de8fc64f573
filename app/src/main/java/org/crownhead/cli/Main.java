package org.crownhead.cli;

import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/**
 * The {@code crownhead} command: the root of every subcommand, and the one place that turns
 * failures into exit codes and one-line messages.
 *
 * <p>Exit codes: 0 success; 1 the command ran but failed or found problems (an I/O error, problems
 * found in the input); 2 the command line or its input is wrong (an unknown option, a malformed FEN
 * or move, a missing file); 70 an internal error. A failure always prints one line on standard
 * error, such as {@code crownhead perft: FEN "x" expects the side to move (B or W) at column 1},
 * never a stack trace.
 *
 * <pre>{@code
 * StringWriter out = new StringWriter();
 * StringWriter err = new StringWriter();
 * InputStream in = new ByteArrayInputStream(new byte[0]);
 * Main.run(new String[] {"perft", "3"}, new PrintWriter(out), new PrintWriter(err), in); // 0
 * Main.run(new String[] {"perft", "--fen", "x", "3"}, new PrintWriter(out), new PrintWriter(err), in); // 2
 * }</pre>
 */
@Command(
    name = "crownhead",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    optionListHeading = "%nOptions:%n",
    description = {
      "Crownhead: English draughts (American checkers).",
      "",
      "Without a command, starts the browser app (crownhead serve) and prints its address."
    },
    commandListHeading = "%nCommands:%n",
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead                      the browser app on http://localhost:8080/",
      "  crownhead serve --port 9000    the browser app on another port",
      "  crownhead play --engine white  play Black against the engine at this terminal",
      "  crownhead perft 9              count the move sequences 1 to 9 plies deep",
      "  crownhead pdn check FILE       replay every game of a PDN file, report errors",
      "  crownhead analyze --depth 16   the engine's view of the starting position",
      "  crownhead analyze --pdn FILE   annotate every move of a PDN file's games",
      "  crownhead bench                the engine's node count and speed",
      "  crownhead hub                  the engine for GUIs and match tools (Hub protocol)",
      "  crownhead match --help         engine against engine over the ACF 3-move deck",
      "  crownhead egdb build --pieces 6 build the endgame databases (egdb probe, verify, info)",
      "  crownhead puzzle               solve puzzles (shots), rated as you go",
      "  crownhead play --help          the options of a command",
      "",
      "Exit codes: 0 success, 1 the command ran but failed or found problems,",
      "2 bad command line or input, 70 internal error."
    },
    subcommands = {
      CommandLine.HelpCommand.class,
      ServeCommand.class,
      PlayCommand.class,
      PerftCommand.class,
      PdnCommand.class,
      AnalyzeCommand.class,
      LossesCommand.class,
      LearnCommand.class,
      BenchCommand.class,
      HubCommand.class,
      MatchCommand.class,
      EgdbCommand.class,
      EndingCommand.class,
      ShortestCommand.class,
      PuzzleCommand.class,
    })
public final class Main implements Callable<Integer> {
  /** Success. */
  public static final int OK = 0;

  /** The command ran but failed or found problems. */
  public static final int PROBLEMS = 1;

  /** The command line or the input given to it is wrong. */
  public static final int BAD_INPUT = 2;

  /** A bug: an exception nobody expected (sysexits' EX_SOFTWARE). */
  public static final int INTERNAL_ERROR = 70;

  @Spec CommandSpec spec;

  private InputStream in = InputStream.nullInputStream();
  private boolean terminal;
  private boolean colours;

  /** Runs {@code crownhead} and exits with its exit code. */
  public static void main(String[] args) {
    Charset charset = consoleCharset();
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, charset), true);
    PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, charset), true);
    boolean terminal = isTerminal();
    int code = run(args, out, err, System.in, terminal);
    out.flush();
    err.flush();
    System.exit(code);
  }

  /**
   * True when standard input and output are an interactive terminal. Before Java 22 a console
   * exists only then; from Java 22 on it may exist for redirected streams too, and {@code
   * Console.isTerminal()} tells.
   */
  private static boolean isTerminal() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
    } catch (NoSuchMethodException e) {
      return true;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return false;
    }
  }

  /**
   * Runs {@code crownhead} with the given arguments and streams, not on a terminal (no colours, no
   * control codes), and returns the exit code instead of exiting.
   */
  public static int run(String[] args, PrintWriter out, PrintWriter err, InputStream in) {
    return run(args, out, err, in, false);
  }

  /**
   * Runs {@code crownhead}; {@code terminal} says whether the input and output are an interactive
   * terminal, where colours may be used (unless the environment variable NO_COLOR is set) and typed
   * input need not be echoed.
   */
  public static int run(
      String[] args, PrintWriter out, PrintWriter err, InputStream in, boolean terminal) {
    Main main = new Main();
    main.in = in;
    main.terminal = terminal;
    main.colours = terminal && System.getenv("NO_COLOR") == null;
    try {
      return configure(new CommandLine(main), out, err, main.colours).execute(args);
    } catch (RuntimeException | Error e) {
      // Anything that escapes picocli's own handling (an Error, a failure while printing help).
      err.println("crownhead: internal error: " + describe(e));
      return INTERNAL_ERROR;
    } finally {
      out.flush();
      err.flush();
    }
  }

  /** With no command, serve the browser app. */
  @Override
  public Integer call() {
    return spec.subcommands().get("serve").execute();
  }

  /** The standard input the commands read (for {@code play}, the moves typed). */
  InputStream stdin() {
    return in;
  }

  /** True when the input and output are an interactive terminal. */
  boolean terminal() {
    return terminal;
  }

  /** True when the output may use colours (ANSI control codes). */
  boolean colours() {
    return colours;
  }

  /**
   * Sets up a command line the way every {@code crownhead} command runs: its streams, its colours,
   * and the error policy (one line, an exit code, no stack trace).
   */
  static CommandLine configure(
      CommandLine commandLine, PrintWriter out, PrintWriter err, boolean colours) {
    commandLine.setOut(out);
    commandLine.setErr(err);
    commandLine.setColorScheme(Help.defaultColorScheme(colours ? Help.Ansi.AUTO : Help.Ansi.OFF));
    commandLine.setParameterExceptionHandler(Main::handleParameterException);
    commandLine.setExecutionExceptionHandler(Main::handleExecutionException);
    return commandLine;
  }

  private static int handleParameterException(ParameterException e, String[] args) {
    CommandLine commandLine = e.getCommandLine();
    String name = commandLine.getCommandSpec().qualifiedName();
    commandLine
        .getErr()
        .println(name + ": " + oneLine(e.getMessage()) + " (see '" + name + " --help')");
    return BAD_INPUT;
  }

  private static int handleExecutionException(
      Exception e, CommandLine commandLine, ParseResult parseResult) {
    String name = commandLine.getCommandSpec().qualifiedName();
    PrintWriter err = commandLine.getErr();
    Throwable cause = e instanceof UncheckedIOException ? e.getCause() : e;
    if (cause instanceof IllegalArgumentException) {
      // NotationException and its kinds (malformed, illegal, ambiguous) are among these.
      err.println(name + ": " + oneLine(cause.getMessage()));
      return BAD_INPUT;
    }
    if (cause instanceof NoSuchFileException) {
      err.println(name + ": no such file: " + ((NoSuchFileException) cause).getFile());
      return BAD_INPUT;
    }
    if (cause instanceof FileSystemException) {
      err.println(name + ": " + describeFileProblem((FileSystemException) cause));
      return BAD_INPUT;
    }
    if (cause instanceof IOException) {
      err.println(name + ": " + oneLine(describe(cause)));
      return PROBLEMS;
    }
    err.println("crownhead: internal error: " + describe(e));
    return INTERNAL_ERROR;
  }

  private static String describeFileProblem(FileSystemException e) {
    String file = e.getFile();
    String reason = e.getReason();
    String kind = e.getClass().getSimpleName();
    if (kind.equals("AccessDeniedException")) {
      reason = "permission denied";
    } else if (kind.equals("NotDirectoryException")) {
      reason = "not a folder";
    } else if (kind.equals("FileAlreadyExistsException")) {
      reason = "already exists";
    } else if (reason == null) {
      reason = "cannot be used";
    }
    return (file != null ? file + ": " : "") + oneLine(reason);
  }

  private static String describe(Throwable e) {
    String message = e.getMessage();
    if (message == null || message.isBlank()) {
      return e.getClass().getSimpleName();
    }
    return oneLine(message);
  }

  /** The first line of a message, so that a failure is always reported on one line. */
  private static String oneLine(String message) {
    if (message == null) {
      return "failed";
    }
    String trimmed = message.strip();
    int newline = trimmed.indexOf('\n');
    return (newline < 0 ? trimmed : trimmed.substring(0, newline)).strip();
  }

  private static Charset consoleCharset() {
    String encoding = System.getProperty("stdout.encoding");
    try {
      return encoding != null ? Charset.forName(encoding) : Charset.defaultCharset();
    } catch (IllegalArgumentException e) {
      return Charset.defaultCharset();
    }
  }
}
