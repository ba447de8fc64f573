package org.crownhead.cli;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Supplier;

/**
 * Standard input whose lines are decided one at a time, when the program asks for the next one: a
 * scripted player that looks at the game before it answers. The supplier returns null to end the
 * input.
 */
final class ReactiveInput extends InputStream {
  private final Supplier<String> nextLine;
  private byte[] current = new byte[0];
  private int at;
  private boolean ended;

  ReactiveInput(Supplier<String> nextLine) {
    this.nextLine = nextLine;
  }

  /**
   * Input of the given lines, handed out one per read, calling a hook just before each line (and
   * before reporting the end): the moment the program has finished with the previous line.
   */
  static ReactiveInput lineByLine(String input, Runnable beforeEachLine) {
    Deque<String> lines = new ArrayDeque<>(input.lines().toList());
    return new ReactiveInput(
        () -> {
          beforeEachLine.run();
          return lines.pollFirst();
        });
  }

  private boolean next() {
    if (at < current.length) {
      return true;
    }
    if (ended) {
      return false;
    }
    String line = nextLine.get();
    if (line == null) {
      ended = true;
      return false;
    }
    current = (line + "\n").getBytes(StandardCharsets.UTF_8);
    at = 0;
    return true;
  }

  @Override
  public int read() {
    return next() ? current[at++] & 0xff : -1;
  }

  @Override
  public int read(byte[] buffer, int offset, int length) {
    if (length == 0) {
      return 0;
    }
    if (!next()) {
      return -1;
    }
    int count = Math.min(length, current.length - at);
    System.arraycopy(current, at, buffer, offset, count);
    at += count;
    return count;
  }

  @Override
  public int available() {
    return current.length - at;
  }
}
