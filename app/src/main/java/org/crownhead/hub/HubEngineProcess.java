package org.crownhead.hub;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine's child process as lines of the Hub protocol: writing to it, reading what it writes
 * within a timeout, the last lines of its standard error, and ending it. It knows nothing of what
 * the lines mean; {@link HubEngine} holds the session.
 *
 * <p>Failures are {@link IllegalStateException}s naming the command line, what was due, the exit
 * code and the engine's last words on its standard error.
 */
final class HubEngineProcess {
  private static final int STDERR_LINES = 20;

  private final List<String> command;
  private final Duration timeout;
  private final Process process;
  private final Writer stdin;
  private final BlockingQueue<Incoming> lines = new LinkedBlockingQueue<>();
  private final Deque<String> stderr = new ArrayDeque<>();

  /** Set once the engine is told to quit; nothing is sent after. Guarded by this. */
  private boolean closed;

  /** A line from the engine, or the end of its output when {@code text} is null. */
  private static final class Incoming {
    final String text;

    Incoming(String text) {
      this.text = text;
    }
  }

  private HubEngineProcess(List<String> command, Duration timeout, Process process) {
    this.command = command;
    this.timeout = timeout;
    this.process = process;
    this.stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    Thread out = new Thread(() -> readOutput(process.getInputStream()), "hub-engine-out");
    out.setDaemon(true);
    out.start();
    Thread err = new Thread(() -> readErrors(process.getErrorStream()), "hub-engine-err");
    err.setDaemon(true);
    err.start();
  }

  /**
   * Starts the program.
   *
   * @throws IllegalArgumentException if it cannot be started
   */
  static HubEngineProcess start(List<String> command, Duration timeout) {
    try {
      return new HubEngineProcess(command, timeout, new ProcessBuilder(command).start());
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "cannot start engine " + String.join(" ", command) + ": " + e.getMessage(), e);
    }
  }

  List<String> command() {
    return command;
  }

  /** How long a short exchange may take. */
  Duration timeout() {
    return timeout;
  }

  /** True while the engine's process runs. */
  boolean isRunning() {
    return process.isAlive();
  }

  synchronized boolean isClosed() {
    return closed;
  }

  synchronized void send(HubLine line) {
    if (closed) {
      throw new IllegalStateException("engine " + describe() + " is closed");
    }
    if (!process.isAlive()) {
      throw died("before " + line.command());
    }
    try {
      stdin.write(line.toString());
      stdin.write('\n');
      stdin.flush();
    } catch (IOException e) {
      throw died("while sending " + line.command());
    }
  }

  /** The next line the engine writes within the timeout, or an exception naming what was due. */
  HubLine next(String waitingFor) {
    HubLine line = next(timeout, waitingFor);
    if (line == null) {
      throw new IllegalStateException(
          "engine "
              + describe()
              + " did not send "
              + waitingFor
              + " within "
              + timeout.toMillis() / 1000.0
              + " s");
    }
    return line;
  }

  /**
   * The next line the engine writes, waiting at most {@code wait} (for ever when null); null when
   * the wait runs out. Lines that do not follow the protocol's syntax are skipped.
   */
  HubLine next(Duration wait, String waitingFor) {
    while (true) {
      Incoming incoming;
      try {
        incoming = wait == null ? lines.take() : lines.poll(wait.toNanos(), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(
            "interrupted while waiting for engine " + describe() + " to send " + waitingFor);
      }
      if (incoming == null) {
        return null;
      }
      if (incoming.text == null) {
        lines.add(incoming); // every later wait sees the end too
        throw died("while waiting for " + waitingFor);
      }
      if (incoming.text.isBlank()) {
        continue;
      }
      try {
        return HubLine.parse(incoming.text);
      } catch (IllegalArgumentException e) {
        // not a protocol line: the protocol asks to ignore what cannot be understood
      }
    }
  }

  /** Sends nothing more from now on; {@link #awaitExit} then ends the process. */
  synchronized void markClosed() {
    closed = true;
  }

  /** Closes the engine's input, and kills it if it has not exited a few seconds later. */
  void awaitExit() {
    try {
      stdin.close();
    } catch (IOException e) {
      // the process is ending anyway
    }
    try {
      if (!process.waitFor(3, TimeUnit.SECONDS)) {
        kill();
      }
    } catch (InterruptedException e) {
      kill();
      Thread.currentThread().interrupt();
    }
  }

  void kill() {
    process.destroy();
    try {
      if (!process.waitFor(2, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(2, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  IllegalStateException died(String when) {
    String how = "closed its output";
    try {
      if (process.waitFor(1, TimeUnit.SECONDS)) {
        how = "exited with code " + process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    String last;
    synchronized (stderr) {
      last = stderr.isEmpty() ? "" : "; its last words: " + stderr.peekLast();
    }
    return new IllegalStateException("engine " + describe() + " " + how + " " + when + last);
  }

  /** The command line, quoted, each very long word (a class path) cut short in the middle. */
  String describe() {
    List<String> words = new ArrayList<>();
    for (String word : command) {
      words.add(
          word.length() <= 60
              ? word
              : word.substring(0, 25) + "..." + word.substring(word.length() - 25));
    }
    return "\"" + String.join(" ", words) + "\"";
  }

  private void readOutput(InputStream stream) {
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        lines.add(new Incoming(line));
      }
    } catch (IOException e) {
      // the end of the output, as below
    }
    lines.add(new Incoming(null));
  }

  private void readErrors(InputStream stream) {
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        if (line.isBlank()) {
          continue;
        }
        synchronized (stderr) {
          if (stderr.size() == STDERR_LINES) {
            stderr.removeFirst();
          }
          stderr.addLast(line.strip());
        }
      }
    } catch (IOException e) {
      // nothing more to keep
    }
  }
}
