package org.crownhead.cli;

import java.io.PrintWriter;

/**
 * A progress line on standard error that a terminal shows rewritten in place, each line padded over
 * the longer one before it; nothing is shown when standard error is not a terminal. Notes, lines of
 * their own, go to standard error in any case.
 */
final class ProgressLine {
  private final PrintWriter err;
  private final boolean terminal;
  private int shown;

  ProgressLine(PrintWriter err, boolean terminal) {
    this.err = err;
    this.terminal = terminal;
  }

  /** True when standard error is a terminal, where the line is shown. */
  boolean onTerminal() {
    return terminal;
  }

  /** Shows the line in place of the one shown before, on a terminal. */
  void show(String line) {
    if (!terminal) {
      return;
    }
    err.print("\r" + line + " ".repeat(Math.max(0, shown - line.length())));
    err.flush();
    shown = line.length();
  }

  /** Writes a line of its own, in place of the progress line shown, if any. */
  void note(String line) {
    clear();
    err.println(line);
    err.flush();
  }

  /** Erases the line shown, if any, and puts the cursor back at the start of it. */
  void clear() {
    if (shown > 0) {
      err.print("\r" + " ".repeat(shown) + "\r");
      err.flush();
      shown = 0;
    }
  }

  /** Leaves the line shown, if any, where it is, and goes on below it. */
  void end() {
    if (shown > 0) {
      err.println();
      err.flush();
      shown = 0;
    }
  }
}
