package org.crownhead.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;
import org.crownhead.hub.HubServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code crownhead hub}: the engine behind the Hub protocol, on standard input and output. */
@Command(
    name = "hub",
    header = "Run the engine behind the Hub protocol on standard input and output.",
    description = {
      "Speaks the Hub protocol (Scan's engine protocol, as GUIs, pydraughts and match tools "
          + "use it) on standard input and output, one message per line, until quit or the end "
          + "of the input.",
      "",
      "Positions are B or W (the side to move) and one character per square 1-32: b/B a "
          + "black man/king, w/W a white man/king, e empty. Moves are PDN move text (11-15, "
          + "15x24). Scores are in men (a man is 1.00); a forced win in n plies is 100 - n/100.",
      "",
      "Bad input is answered with an error line and the engine carries on; only protocol lines "
          + "go to standard output."
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  crownhead hub",
      "  crownhead hub --set level=club --set hash=128",
      "  crownhead hub --set margin=5",
      "  printf 'pos start\\nlevel depth=8\\ngo think\\n' | crownhead hub"
    })
final class HubCommand extends CrownheadCommand {
  @Mixin EndgamesOption endgames;

  @Option(
      names = "--set",
      paramLabel = "NAME=VALUE",
      description =
          "Change an engine setting before serving, as set-param would: hash (megabytes, "
              + "1-8192), threads (1-64), level (beginner, novice, casual, club, strong, "
              + "expert, maximum), eval (standard, network or material), endgames or book (true or "
              + "false: read the endgame databases, play the opening book's moves; expert and "
              + "maximum only), margin (milliseconds kept back from each move for pauses of the "
              + "machine; -1, the default, keeps a third of a time per move back, 25 to 100 "
              + "ms). Repeatable.")
  List<String> settings = new ArrayList<>();

  @Override
  public Integer call() throws Exception {
    try (Engine engine = Engines.create(endgames.open(spec.commandLine().getErr()))) {
      for (String setting : settings) {
        int equals = setting.indexOf('=');
        if (equals <= 0) {
          throw new ParameterException(
              spec.commandLine(), "--set expects NAME=VALUE, such as level=club, not " + setting);
        }
        engine.setOption(setting.substring(0, equals).strip(), setting.substring(equals + 1));
      }
      BufferedReader input =
          new BufferedReader(new InputStreamReader(main.stdin(), StandardCharsets.UTF_8));
      new HubServer(engine, input, spec.commandLine().getOut()).run();
    }
    return Main.OK;
  }
}
