package org.crownhead.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.engine.eval.Evaluations;
import org.crownhead.engine.learn.GameSamples;
import org.crownhead.engine.learn.NetworkTrainer;
import org.crownhead.engine.learn.Samples;
import org.crownhead.engine.learn.SelfPlay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code crownhead learn}: make the training data of the learned evaluation and train its network
 * (see docs/learned-evaluation.md).
 */
@Command(
    name = "learn",
    header = "Make training positions and train the learned evaluation's network.",
    description = {
      "The learned evaluation (the engine's setting eval=network) is a small neural network "
          + "trained on positions labelled with game results and search scores. Three steps "
          + "make it: 'samples' takes the positions of PDN games, 'selfplay' plays new games of "
          + "the engine against itself and keeps their positions with the search's scores, "
          + "'train' fits the network to both and writes its weights."
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead learn samples data/*.pdn --out games.samples",
      "  crownhead learn selfplay data/acf-games.pdn --games 20000 --out selfplay-1.samples",
      "  crownhead learn train games.samples selfplay-1.samples --out network.txt"
    },
    subcommands = {
      LearnCommand.SamplesStep.class,
      LearnCommand.SelfPlayStep.class,
      LearnCommand.TrainStep.class
    })
public final class LearnCommand implements Runnable {
  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  @Override
  public void run() {
    throw new ParameterException(
        spec.commandLine(), "Missing subcommand: try 'samples', 'selfplay' or 'train'");
  }

  /** Fails with a clear message when an input file is missing. */
  static void requireFiles(CommandSpec spec, List<Path> files) {
    for (Path file : files) {
      if (!Files.isRegularFile(file)) {
        throw new ParameterException(spec.commandLine(), "No such file: " + file);
      }
    }
  }

  /** {@code crownhead learn samples}. */
  @Command(
      name = "samples",
      sortOptions = false,
      header = "Turn the quiet positions of PDN games into training samples.",
      description = {
        "Keeps every quiet position (the side to move has no capture) after the first 6 plies of "
            + "each finished game, labelled with the game's result. Games that ended by an "
            + "engine's fault (on time, an illegal move, a crash) and damaged games are left "
            + "out.",
        ""
      },
      footerHeading = "%nExamples:%n",
      footer = {"  crownhead learn samples data/*.pdn --out games.samples"})
  static final class SamplesStep extends Subcommand {
    @Parameters(paramLabel = "GAMES.pdn", arity = "1..*", description = "The PDN files to read.")
    List<Path> games;

    @Option(
        names = "--out",
        paramLabel = "FILE",
        description = "The samples file to write (default: ${DEFAULT-VALUE}).")
    Path out = Path.of("games.samples");

    @Override
    public Integer call() throws IOException {
      requireFiles(spec, games);
      Samples samples = GameSamples.read(games);
      samples.write(out);
      spec.commandLine()
          .getOut()
          .printf(Locale.ROOT, "%,d samples written to %s%n", samples.size(), out);
      spec.commandLine().getOut().flush();
      return 0;
    }
  }

  /** {@code crownhead learn selfplay}. */
  @Command(
      name = "selfplay",
      sortOptions = false,
      header = "Play the engine against itself and keep its positions as training samples.",
      description = {
        "Game number g starts from a position of one of the given games (game and ply chosen by "
            + "a generator seeded with --seed and g) and is played by the engine on both sides "
            + "at --nodes a move, without its opening book: a game depends only on its number, "
            + "so a run gives the same samples on any machine and with any number of threads. A "
            + "game ends by the rules, as a draw at 300 plies, or at the first position the "
            + "endgame databases hold, with their exact result.",
        "",
        "Each quiet position keeps the search's score and the game's result. Games are appended "
            + "to --out as they finish; run the same command again after a stop and it plays only "
            + "the games the file does not hold. Progress goes to standard error every 100 games.",
        ""
      },
      footerHeading = "%nExamples:%n",
      footer = {
        "  crownhead learn selfplay data/acf-games.pdn --games 20000 --out selfplay-1.samples",
        "  crownhead learn selfplay data/acf-games.pdn --games 200000 --seed 2 --threads 2"
            + " --out selfplay-2.samples"
      })
  static final class SelfPlayStep extends Subcommand {
    @Parameters(
        paramLabel = "GAMES.pdn",
        arity = "1..*",
        description = "The games to start from (such as data/acf-games.pdn).")
    List<Path> games;

    @Option(
        names = "--games",
        paramLabel = "N",
        description = "Play games 0 to N-1 (default: ${DEFAULT-VALUE}).")
    int count = 10_000;

    @Option(
        names = "--nodes",
        paramLabel = "N",
        description = "Nodes searched a move (default: ${DEFAULT-VALUE}).")
    long nodes = 20_000;

    @Option(
        names = "--seed",
        paramLabel = "S",
        description = "The seed of the starting positions (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(
        names = "--from-ply",
        paramLabel = "P",
        description = "The earliest ply of a game to start from (default: ${DEFAULT-VALUE}).")
    int fromPly = 6;

    @Option(
        names = "--to-ply",
        paramLabel = "P",
        description = "The latest ply of a game to start from (default: ${DEFAULT-VALUE}).")
    int toPly = 40;

    @Option(
        names = "--threads",
        paramLabel = "T",
        description = "Games played at once (default: the number of processors).")
    Integer threads;

    @Mixin EndgamesOption endgames;

    @Option(
        names = "--out",
        paramLabel = "FILE",
        description = "The samples file to add to (default: ${DEFAULT-VALUE}).")
    Path out = Path.of("selfplay.samples");

    @Override
    public Integer call() throws IOException, InterruptedException {
      requireFiles(spec, games);
      if (count < 1 || (threads != null && threads < 1)) {
        throw new ParameterException(spec.commandLine(), "--games and --threads must be 1 or more");
      }
      SelfPlay selfPlay;
      try {
        EndgameDatabase db = endgames.open(spec.commandLine().getErr());
        selfPlay = SelfPlay.fromGames(games, seed, nodes, fromPly, toPly, db);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), e.getMessage());
      }
      int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
      selfPlay.run(
          count, workers, Evaluations.create("standard"), out, spec.commandLine().getErr());
      spec.commandLine().getOut().println("games 0 to " + (count - 1) + " are in " + out);
      spec.commandLine().getOut().flush();
      return 0;
    }
  }

  /** {@code crownhead learn train}. */
  @Command(
      name = "train",
      sortOptions = false,
      header = "Train the learned evaluation's network on samples and write its weights.",
      description = {
        "The target of a position blends the search's score and the game's result, both as a "
            + "chance of winning: lambda * sigmoid(score / S) + (1 - lambda) * result, the scale "
            + "S fitted first; a position without a score has the result alone. Every tenth "
            + "game is held out and the error on it reported after each pass, next to the "
            + "standard evaluation's. The run is deterministic: the same files and settings give "
            + "the same weights on any number of threads.",
        "",
        "The weights file names how it was made. To ship it, copy it over "
            + "engine/src/main/resources/org/crownhead/engine/eval/network.txt.",
        ""
      },
      footerHeading = "%nExamples:%n",
      footer = {
        "  crownhead learn train games.samples selfplay-1.samples --out network.txt",
        "  crownhead learn train selfplay-1.samples --n1 128 --epochs 12 --out wide.txt"
      })
  static final class TrainStep extends Subcommand {
    @Parameters(paramLabel = "SAMPLES", arity = "1..*", description = "The samples files.")
    List<Path> samples;

    @Option(
        names = "--n1",
        paramLabel = "N",
        description = "Units of the first layer (default: ${DEFAULT-VALUE}).")
    int n1 = NetworkTrainer.Settings.DEFAULTS.n1();

    @Option(
        names = "--n2",
        paramLabel = "N",
        description = "Units of the second layer (default: ${DEFAULT-VALUE}).")
    int n2 = NetworkTrainer.Settings.DEFAULTS.n2();

    @Option(
        names = "--n3",
        paramLabel = "N",
        description = "Units of the third layer (default: ${DEFAULT-VALUE}).")
    int n3 = NetworkTrainer.Settings.DEFAULTS.n3();

    @Option(
        names = "--epochs",
        paramLabel = "E",
        description = "Passes over the training positions (default: ${DEFAULT-VALUE}).")
    int epochs = NetworkTrainer.Settings.DEFAULTS.epochs();

    @Option(
        names = "--batch",
        paramLabel = "B",
        description = "Positions a step (default: ${DEFAULT-VALUE}).")
    int batch = NetworkTrainer.Settings.DEFAULTS.batch();

    @Option(
        names = "--rate",
        paramLabel = "R",
        description = "Adam's learning rate (default: ${DEFAULT-VALUE}).")
    double rate = NetworkTrainer.Settings.DEFAULTS.rate();

    @Option(
        names = "--lambda",
        paramLabel = "L",
        description = "The weight of the search's score in the target (default: ${DEFAULT-VALUE}).")
    double lambda = NetworkTrainer.Settings.DEFAULTS.lambda();

    @Option(
        names = "--seed",
        paramLabel = "S",
        description = "The seed of the shuffling (default: ${DEFAULT-VALUE}).")
    long seed = NetworkTrainer.Settings.DEFAULTS.seed();

    @Option(
        names = "--threads",
        paramLabel = "T",
        description = "Threads to train with (default: the number of processors).")
    Integer threads;

    @Option(
        names = "--out",
        paramLabel = "FILE",
        description = "The weights file to write (default: ${DEFAULT-VALUE}).")
    Path out = Path.of("network.txt");

    @Override
    public Integer call() throws IOException, InterruptedException {
      requireFiles(spec, samples);
      NetworkTrainer.Settings settings;
      try {
        settings =
            new NetworkTrainer.Settings(
                n1,
                n2,
                n3,
                epochs,
                batch,
                rate,
                lambda,
                seed,
                threads != null ? threads : Runtime.getRuntime().availableProcessors());
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), e.getMessage());
      }
      NetworkTrainer.train(samples, out, settings, spec.commandLine().getErr(), madeWith());
      return 0;
    }

    /** The command that gives the same weights, with file names but no directories. */
    String madeWith() {
      List<String> words = new ArrayList<>(List.of("crownhead", "learn", "train"));
      for (Path file : samples) {
        words.add(file.getFileName().toString());
      }
      words.add(
          String.format(
              Locale.ROOT,
              "--n1 %d --n2 %d --n3 %d --epochs %d --batch %d --rate %s --lambda %s --seed %d",
              n1,
              n2,
              n3,
              epochs,
              batch,
              rate,
              lambda,
              seed));
      words.add("--out " + out.getFileName());
      return String.join(" ", words);
    }
  }
}
