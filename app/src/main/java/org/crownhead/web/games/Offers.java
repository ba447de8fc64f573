package org.crownhead.web.games;

import org.crownhead.core.Colour;
import org.crownhead.core.Game;

/**
 * The offers between a live game's players: the draw actions (the pending draw offer itself is part
 * of the rules state, in {@link Game}), the side that declined the last draw offer, and the rematch
 * offered and started once the game has ended.
 *
 * <p>Not thread-safe: guarded by its game's lock.
 */
final class Offers {
  private Colour drawDeclined;
  private String rematchOffer;
  private String rematchId;

  Offers(String rematchOffer, String rematchId) {
    this.rematchOffer = rematchOffer;
    this.rematchId = rematchId;
  }

  /**
   * Applies a draw action between two people to {@code next}, a copy of the game: {@code offer}
   * (which agrees to a draw when the other side has offered one), {@code accept} or {@code
   * decline}.
   *
   * @return false when there is nothing to do: the seat has offered a draw already
   * @throws GameException 422 nothing to accept or decline, 400 an unknown action
   */
  boolean draw(Game next, Colour seat, String action) {
    Colour offer = next.drawOffer().orElse(null);
    switch (action) {
      case "offer":
        if (offer == seat) {
          return false;
        }
        if (offer == seat.opponent()) {
          next.acceptDraw(seat); // both want a draw: that is agreement
        } else {
          next.offerDraw(seat);
        }
        drawDeclined = null;
        break;
      case "accept":
        if (offer != seat.opponent()) {
          throw new GameException(
              GameException.UNPROCESSABLE,
              seat.opponent().displayName() + " has not offered a draw");
        }
        next.acceptDraw(seat);
        break;
      case "decline":
        if (offer != seat.opponent()) {
          throw new GameException(GameException.UNPROCESSABLE, "there is no draw offer to decline");
        }
        next.declineDraw();
        drawDeclined = seat; // told to the side that offered, until the next move
        break;
      default:
        throw unknown(action);
    }
    return true;
  }

  /**
   * Checks a draw action to the engine, which never offers a draw itself: only {@code offer} is
   * open.
   *
   * @throws GameException 422 accept or decline, 400 an unknown action
   */
  static void requireOffer(String action) {
    if (action.equals("offer")) {
      return;
    }
    if (action.equals("accept") || action.equals("decline")) {
      throw new GameException(GameException.UNPROCESSABLE, "the engine has not offered a draw");
    }
    throw unknown(action);
  }

  private static GameException unknown(String action) {
    return new GameException(
        GameException.BAD_REQUEST,
        "unknown draw action \"" + action + "\"; use offer, accept or decline");
  }

  /** The side that declined the last draw offer, or null. */
  Colour drawDeclined() {
    return drawDeclined;
  }

  /** A side declined a draw offer: the side that offered is told until the next move. */
  void declined(Colour side) {
    drawDeclined = side;
  }

  /** A move was made: a declined offer is no longer news. */
  void moved() {
    drawDeclined = null;
  }

  /** The colour that offered a rematch, or null. */
  String rematchOffer() {
    return rematchOffer;
  }

  /** The id of the rematch game once it exists, or null. */
  String rematchId() {
    return rematchId;
  }

  /** Keeps the rematch's offer and id once stored. */
  void rematch(String offer, String id) {
    rematchOffer = offer;
    rematchId = id;
  }
}
