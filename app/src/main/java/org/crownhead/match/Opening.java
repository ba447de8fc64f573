package org.crownhead.match;

import java.util.List;
import java.util.Objects;
import org.crownhead.core.Game;
import org.crownhead.core.Position;

/**
 * One opening of a match deck: a ballot of a few moves from the starting position, such as ACF
 * opening 5, {@code 9-13 22-18 6-9} (the Dreaded Edinburgh). Both engines play it twice, once with
 * each colour.
 *
 * <pre>{@code
 * Opening opening = new Opening(5, List.of("9-13", "22-18", "6-9"), "Dreaded Edinburgh", "ACF");
 * opening.label(); // ACF #5 Dreaded Edinburgh
 * opening.toGame().moves().size(); // 3
 * opening.position().turn(); // WHITE
 * }</pre>
 *
 * @param number the opening's number in its deck (for the ACF deck, the ACF opening number)
 * @param moves the ballot moves, in PDN move text, from the starting position
 * @param name the opening's name, or the empty string when it has none
 * @param deck the deck's name, such as {@code ACF}
 */
public record Opening(int number, List<String> moves, String name, String deck) {
  /**
   * An opening.
   *
   * @throws org.crownhead.core.NotationException if a move is malformed, illegal or ambiguous
   */
  public Opening {
    moves = List.copyOf(moves);
    Objects.requireNonNull(name);
    Objects.requireNonNull(deck);
    toGame(moves); // the moves must be legal
  }

  /** A game from the starting position with the ballot moves played. */
  public Game toGame() {
    return toGame(moves);
  }

  private static Game toGame(List<String> moves) {
    Game game = new Game();
    for (String move : moves) {
      game.play(move);
    }
    return game;
  }

  /** The position after the ballot moves. */
  public Position position() {
    return toGame().position();
  }

  /** "ACF #5 Dreaded Edinburgh", "ACF #1". */
  public String label() {
    return (deck.isEmpty() ? "" : deck + " ") + "#" + number + (name.isEmpty() ? "" : " " + name);
  }

  /** "ACF #5 Dreaded Edinburgh: 9-13 22-18 6-9". */
  @Override
  public String toString() {
    return label() + ": " + String.join(" ", moves);
  }
}
