package org.crownhead.endgame;

import org.crownhead.core.Colour;
import org.crownhead.core.Position;

/**
 * One instructive ending of the training set: where it starts, which side wins it (the side the
 * player takes), its name, the lesson it teaches and where the setting comes from.
 *
 * <pre>{@code
 * Ending ending = Endings.standard().find("first-position").orElseThrow();
 * ending.name(); // First Position
 * ending.winner(); // WHITE
 * ending.pieces(); // 4
 * ending.start().toFen(); // W:WK19,K23:B12,K28
 * }</pre>
 *
 * @param id the ending's name in addresses ({@code first-position})
 * @param start the position it starts from
 * @param winner the side that wins with best play, which the player takes
 * @param name its name for people
 * @param lesson what it teaches, in a sentence or two
 * @param source where the setting comes from
 */
public record Ending(
    String id, Position start, Colour winner, String name, String lesson, String source) {
  /** The pieces on the board at the start, both sides together. */
  public int pieces() {
    return start.count(Colour.BLACK) + start.count(Colour.WHITE);
  }

  /** The side that defends: the databases' side. */
  public Colour defender() {
    return winner.opponent();
  }
}
