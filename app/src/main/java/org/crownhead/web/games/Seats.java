package org.crownhead.web.games;

import java.util.LinkedHashMap;
import java.util.Map;
import org.crownhead.core.Colour;
import org.crownhead.engine.Level;
import org.crownhead.web.store.GameRecord;

/**
 * A live game's two seats: each side's player (name and kind), the hash of the token that opens the
 * seat, the online game's invite code, and which side the engine plays. It does not hold the rules
 * state or the clock.
 *
 * <p>Not thread-safe: guarded by its game's lock.
 */
final class Seats {
  private String blackName;
  private String whiteName;
  private final String blackKind;
  private final String whiteKind;
  private String blackHash;
  private String whiteHash;
  private final String invite;
  private final Colour engineColour;

  Seats(GameRecord row) {
    this.blackName = row.blackName();
    this.whiteName = row.whiteName();
    this.blackKind = row.blackKind();
    this.whiteKind = row.whiteKind();
    this.blackHash = row.blackTokenHash();
    this.whiteHash = row.whiteTokenHash();
    this.invite = row.inviteCode();
    this.engineColour =
        "engine".equals(row.blackKind())
            ? Colour.BLACK
            : "engine".equals(row.whiteKind()) ? Colour.WHITE : null;
  }

  /**
   * The colour whose seat the token opens.
   *
   * @throws GameException 403 if it opens none
   */
  Colour of(String token) {
    if (Secrets.matches(token, blackHash)) {
      return Colour.BLACK;
    }
    if (Secrets.matches(token, whiteHash)) {
      return Colour.WHITE;
    }
    throw new GameException(
        GameException.FORBIDDEN,
        token == null || token.isBlank()
            ? "this action needs the seat token of a player (header X-Seat-Token)"
            : "the seat token is not one of this game's seats");
  }

  /** The side the engine plays, or null in a game between people. */
  Colour engine() {
    return engineColour;
  }

  /** True while a person's seat is still empty: the game waits for the friend. */
  boolean waiting() {
    return blackHash == null && "human".equals(blackKind)
        || whiteHash == null && "human".equals(whiteKind);
  }

  /**
   * Checks the friend's invite code, and that the friend does not already hold a seat.
   *
   * @param held the seat token the joining browser already holds for this game, or null
   * @throws GameException 403 wrong code, 409 already seated
   */
  void checkInvite(String code, String held) {
    if (!Secrets.equal(code, invite)) {
      throw new GameException(GameException.FORBIDDEN, "the invite code is wrong");
    }
    if (held != null && (Secrets.matches(held, blackHash) || Secrets.matches(held, whiteHash))) {
      throw new GameException(
          GameException.CONFLICT,
          "you already have a seat in this game: the invitation is for your friend");
    }
  }

  /** The empty seat's colour, or null when both are taken. */
  Colour empty() {
    if (blackHash != null && whiteHash != null) {
      return null;
    }
    return blackHash == null ? Colour.BLACK : Colour.WHITE;
  }

  /** The name of a side's player. */
  String player(Colour side) {
    return side == Colour.BLACK ? blackName : whiteName;
  }

  /** Seats a player: the token's hash (null to empty the seat) and the name. */
  void seat(Colour side, String hash, String name) {
    if (side == Colour.BLACK) {
      blackHash = hash;
      blackName = name;
    } else {
      whiteHash = hash;
      whiteName = name;
    }
  }

  /** {@code human} or {@code engine}. */
  String kind(Colour side) {
    return side == Colour.BLACK ? blackKind : whiteKind;
  }

  /** The hash of the token that opens a side's seat, or null while it is empty. */
  String hash(Colour side) {
    return side == Colour.BLACK ? blackHash : whiteHash;
  }

  /** The online game's invite code, or null. */
  String invite() {
    return invite;
  }

  Map<String, PlayerView> players(Level level) {
    return players(blackName, blackKind, whiteName, whiteKind, level);
  }

  /** The players of a game, black then white. */
  static Map<String, PlayerView> players(
      String blackName, String blackKind, String whiteName, String whiteKind, Level level) {
    Map<String, PlayerView> players = new LinkedHashMap<>();
    String label = level == null ? null : level.label();
    players.put(
        "black", new PlayerView(blackName, blackKind, "engine".equals(blackKind) ? label : null));
    players.put(
        "white", new PlayerView(whiteName, whiteKind, "engine".equals(whiteKind) ? label : null));
    return players;
  }
}
