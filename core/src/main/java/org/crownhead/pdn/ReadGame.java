package org.crownhead.pdn;

import java.util.List;

/**
 * One game as read from a PDN file: its number in the file (from 1), the line it begins on, the
 * game as far as it could be replayed, and the errors found in it (none for a clean game).
 *
 * <pre>{@code
 * List<ReadGame> games = new ArrayList<>();
 * PdnGames.read(new StringReader("1. 11-15 23-19 2. 8-11 *"), games::add);
 * games.get(0).game().plies(); // 3
 * games.get(0).isClean(); // true
 * }</pre>
 *
 * @param number the game's number in the file, from 1
 * @param line the line of the game's first token
 * @param game the game: tags, result, and the moves up to the first one that cannot be played
 * @param errors the problems found, in file order
 * @param warnings what was read in spite of a doubt, in file order: an ambiguous move that the
 *     moves after it do not settle
 */
public record ReadGame(
    int number, int line, PdnGame game, List<PdnError> errors, List<PdnError> warnings) {
  public ReadGame {
    errors = List.copyOf(errors);
    warnings = List.copyOf(warnings);
  }

  /** True when the game was read without any error (there may be warnings). */
  public boolean isClean() {
    return errors.isEmpty();
  }
}
