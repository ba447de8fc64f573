package org.crownhead.cli;

import org.crownhead.core.Position;
import picocli.CommandLine.Option;

/**
 * The {@code --fen} option of the commands that count or search from any position, as a picocli
 * mixin: the position to start from, the starting position by default.
 */
final class FenOption {
  @Option(
      names = "--fen",
      paramLabel = "FEN",
      description = "The position, in PDN FEN (default: the starting position).")
  String fen;

  /**
   * The position given, or the starting position.
   *
   * @see Boards#read(String)
   */
  Position position() {
    return Boards.read(fen);
  }
}
