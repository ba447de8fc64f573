package org.crownhead.cli;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Standard input that hands out one line per read, calling a hook just before each line (and before
 * reporting the end): the moment the program has finished with the previous line.
 */
final class LineByLineInput extends InputStream {
  private final Deque<byte[]> lines = new ArrayDeque<>();
  private final Runnable beforeEachLine;
  private byte[] current = new byte[0];
  private int at;
  private boolean ended;

  LineByLineInput(String input, Runnable beforeEachLine) {
    this.beforeEachLine = beforeEachLine;
    for (String line : input.split("(?<=\n)")) {
      if (!line.isEmpty()) {
        lines.add(line.getBytes(StandardCharsets.UTF_8));
      }
    }
  }

  private boolean next() {
    if (at < current.length) {
      return true;
    }
    if (ended) {
      return false;
    }
    beforeEachLine.run();
    if (lines.isEmpty()) {
      ended = true;
      return false;
    }
    current = lines.removeFirst();
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
