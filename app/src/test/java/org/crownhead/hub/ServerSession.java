package org.crownhead.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Engines;

/**
 * A {@link HubServer} running on its own thread in the test's JVM, fed line by line and read line
 * by line, as a GUI would talk to it. Waits are bounded so that a broken server fails the test
 * instead of hanging it; no test depends on how long anything takes.
 */
final class ServerSession implements AutoCloseable {
  private static final long WAIT_SECONDS = 60;

  final Engine engine;
  private final LineInput input = new LineInput();
  private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
  private final Thread thread;
  private volatile Throwable failure;
  private volatile boolean ended;

  /** A session with Crownhead's engine, with a small hash table. */
  ServerSession() {
    this(smallEngine());
  }

  ServerSession(Engine engine) {
    this.engine = engine;
    HubServer server = new HubServer(engine, input, new LineOutput(output));
    thread =
        new Thread(
            () -> {
              try {
                server.run();
              } catch (Throwable e) {
                failure = e;
              } finally {
                ended = true;
              }
            },
            "hub-server-under-test");
    thread.setDaemon(true);
    thread.start();
  }

  static Engine smallEngine() {
    Engine engine = Engines.create();
    engine.setOption("hash", "1");
    return engine;
  }

  /** Sends lines to the server. */
  ServerSession send(String... lines) {
    for (String line : lines) {
      input.add(line + "\n");
    }
    return this;
  }

  /** The next line the server writes. */
  String next() {
    try {
      String line = output.poll(WAIT_SECONDS, TimeUnit.SECONDS);
      if (line == null) {
        fail("the server wrote nothing within " + WAIT_SECONDS + " s" + state());
      }
      return line;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** Lines up to and including the first that matches. */
  List<String> until(Predicate<String> last) {
    List<String> lines = new ArrayList<>();
    while (true) {
      String line = next();
      lines.add(line);
      if (last.test(line)) {
        return lines;
      }
    }
  }

  /** Lines up to and including the search's info line for this depth. */
  List<String> untilDepth(int depth) {
    return until(line -> line.startsWith("info depth=" + depth + " "));
  }

  /** Lines up to and including the first that starts with the command given. */
  List<String> until(String command) {
    return until(line -> HubLine.parse(line).command().equals(command));
  }

  /** The answer to the lines sent: sends ping and returns what came before the pong. */
  List<String> answer(String... lines) {
    send(lines);
    send("ping");
    List<String> answer = until(line -> line.equals("pong"));
    return answer.subList(0, answer.size() - 1);
  }

  /** The single error line the commands bring, its message. */
  String error(String... lines) {
    List<String> answer = answer(lines);
    assertThat(answer).as("answer to %s", List.of(lines)).hasSize(1);
    HubLine error = HubLine.parse(answer.get(0));
    assertThat(error.command()).isEqualTo("error");
    return error.get("message").orElseThrow();
  }

  /** Waits for the server to end (after quit or the end of the input); fails if it does not. */
  void awaitEnd() {
    try {
      thread.join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    assertThat(ended).as("the server ended" + state()).isTrue();
    assertThat(failure).as("the server's failure").isNull();
  }

  boolean ended() {
    return ended;
  }

  /** Lines written and not yet read. */
  List<String> pending() {
    List<String> lines = new ArrayList<>();
    output.drainTo(lines);
    return lines;
  }

  private String state() {
    return ended ? " (the server has ended" + (failure == null ? ")" : ": " + failure + ")") : "";
  }

  /** Ends the input, waits for the server, and closes the engine. */
  @Override
  public void close() {
    input.end();
    try {
      thread.join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    engine.close();
  }

  /** Input that blocks until lines are added, and ends when told to. */
  private static final class LineInput extends Reader {
    private final BlockingQueue<String> chunks = new LinkedBlockingQueue<>();
    private String current = "";
    private int at;
    private boolean ended;

    void add(String text) {
      chunks.add(text);
    }

    void end() {
      chunks.add("\u0000END");
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
      if (length == 0) {
        return 0;
      }
      if (at == current.length()) {
        if (ended) {
          return -1;
        }
        try {
          current = chunks.take();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IOException(e);
        }
        at = 0;
        if (current.equals("\u0000END")) {
          ended = true;
          current = "";
          return -1;
        }
      }
      int count = Math.min(length, current.length() - at);
      current.getChars(at, at + count, buffer, offset);
      at += count;
      return count;
    }

    @Override
    public void close() {}
  }

  /** Output that hands each complete line to a queue. */
  private static final class LineOutput extends Writer {
    private final BlockingQueue<String> lines;
    private final StringBuilder line = new StringBuilder();

    LineOutput(BlockingQueue<String> lines) {
      this.lines = lines;
    }

    @Override
    public synchronized void write(char[] buffer, int offset, int length) {
      for (int i = offset; i < offset + length; i++) {
        if (buffer[i] == '\n') {
          lines.add(line.toString());
          line.setLength(0);
        } else {
          line.append(buffer[i]);
        }
      }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }
}
