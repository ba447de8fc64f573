package org.crownhead.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.junit.jupiter.api.Test;

/**
 * {@code crownhead hub} as a GUI meets it: a separate process, driven line by line through a whole
 * game until the rules end it, then told to quit.
 */
class HubProcessTest {
  private static final int MAX_PLIES = 600;

  /** A running {@code crownhead hub}: its input, its output as lines, and what it wrote. */
  private static final class HubProcess implements AutoCloseable {
    final Process process;
    final Writer in;
    final BufferedReader out;
    final List<String> transcript = new ArrayList<>();

    HubProcess() throws IOException {
      process =
          new ProcessBuilder(
                  Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                  "-cp",
                  System.getProperty("java.class.path"),
                  "org.crownhead.cli.Main",
                  "hub")
              .redirectError(ProcessBuilder.Redirect.INHERIT)
              .start();
      in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
      out =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    void send(String line) throws IOException {
      transcript.add("> " + line);
      in.write(line + "\n");
      in.flush();
    }

    /** Lines up to and including the first with the command given. */
    List<String> until(String command) throws IOException {
      List<String> lines = new ArrayList<>();
      while (true) {
        String line = out.readLine();
        assertThat(line).as("a line before %s; so far:%n%s", command, transcript).isNotNull();
        transcript.add("< " + line);
        lines.add(line);
        if (HubLine.parse(line).command().equals(command)) {
          return lines;
        }
      }
    }

    @Override
    public void close() {
      process.destroyForcibly();
    }
  }

  @Test
  void playsAWholeGameAgainstRandomMovesThenQuits() throws Exception {
    try (HubProcess hub = new HubProcess()) {
      hub.send("hub");
      List<String> declaration = hub.until("wait");
      assertThat(declaration.get(0)).isEqualTo("id name=Crownhead version=0.1.0");
      assertThat(declaration).anyMatch(line -> line.startsWith("param name=level "));
      hub.send("set-param name=hash value=4");
      hub.send("init");
      assertThat(hub.until("ready")).containsExactly("ready");
      hub.send("new-game");

      Random random = new Random(20240917L);
      Game game = new Game();
      int engineMoves = 0;
      while (!game.isOver()) {
        assertThat(game.moves()).as("plies played").hasSizeLessThan(MAX_PLIES);
        Position position = game.position();
        Move move;
        if (game.moves().size() % 2 == 0 || game.moves().size() < 4) {
          // Crownhead plays Black, after four random plies to vary the opening.
          move = engineMove(hub, game, game.moves().size() < 4 ? "nodes=1" : "depth=4");
          engineMoves++;
        } else {
          List<Move> legal = position.legalMoves();
          move = legal.get(random.nextInt(legal.size()));
        }
        game.play(move);
      }

      assertThat(engineMoves).isGreaterThan(3);
      assertThat(game.outcome()).isPresent();
      hub.send("quit");
      assertThat(hub.process.waitFor(60, TimeUnit.SECONDS)).isTrue();
      assertThat(hub.process.exitValue()).isZero();
      assertThat(hub.out.readLine()).isNull();
    }
  }

  /** Asks for a move in the game's position, with the whole game sent as moves. */
  private static Move engineMove(HubProcess hub, Game game, String level) throws IOException {
    StringBuilder moves = new StringBuilder();
    Position at = game.start();
    for (Move played : game.moves()) {
      moves.append(moves.length() == 0 ? "" : " ").append(HubValues.text(at, played));
      at = at.play(played);
    }
    hub.send(
        "pos pos="
            + HubPosition.format(game.start())
            + (moves.length() == 0 ? "" : " moves=\"" + moves + "\""));
    hub.send("level " + level);
    hub.send("go think");
    List<String> lines = hub.until("done");
    assertThat(lines).noneMatch(line -> line.startsWith("error"));
    HubLine done = HubLine.parse(lines.get(lines.size() - 1));
    Position position = game.position();
    Move move = HubValues.move(position, done.get("move").orElseThrow());
    assertThat(position.legalMoves()).contains(move);
    assertThat(done.get("move").get()).isEqualTo(HubValues.text(position, move));
    if (done.has("ponder")) {
      Position after = position.play(move);
      assertThat(after.legalMoves()).contains(HubValues.move(after, done.get("ponder").get()));
    }
    return move;
  }

  @Test
  void playsBothSidesUntilTheGameEnds() throws Exception {
    try (HubProcess hub = new HubProcess()) {
      hub.send("init");
      hub.until("ready");
      Game game = new Game();
      while (!game.isOver()) {
        assertThat(game.moves()).as("plies played").hasSizeLessThan(MAX_PLIES);
        game.play(engineMove(hub, game, "nodes=3000"));
      }
      assertThat(game.outcome()).isPresent();
      hub.send("quit");
      assertThat(hub.process.waitFor(60, TimeUnit.SECONDS)).isTrue();
      assertThat(hub.process.exitValue()).isZero();
    }
  }

  @Test
  void badInputDoesNotEndTheProcessAndTheEndOfInputDoes() throws Exception {
    try (HubProcess hub = new HubProcess()) {
      hub.send("xyzzy");
      hub.send("pos pos=nonsense");
      hub.send("go think");
      hub.send("level depth=-1");
      hub.send("pos start moves=\"11-15 11-15\"");
      hub.send("ping");
      List<String> lines = hub.until("pong");

      assertThat(lines).hasSize(6);
      assertThat(lines.subList(0, 5)).allMatch(line -> line.startsWith("error message=\""));
      hub.send("pos pos=" + HubPosition.format(Position.fromFen("W:W:B1")));
      hub.send("go think");
      assertThat(hub.until("done")).last().isEqualTo("done");

      hub.process.getOutputStream().close();
      CompletableFuture<Integer> exit = hub.process.onExit().thenApply(Process::exitValue);
      assertThat(exit.get(60, TimeUnit.SECONDS)).isZero();
    }
  }
}
